// GET /api/events/featured (and /api/events/featured/, the form the home page uses): featured upcoming events.
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { EVENTS_LIST_LIMIT, listUpcomingEvents } from "~/models/events.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = new URL(request.url).searchParams.get("limit");
  const n = limit ? Number(limit) : EVENTS_LIST_LIMIT;
  if (!Number.isSafeInteger(n) || n < 1) return apiError(400, "Invalid limit");
  return json(await listUpcomingEvents(context.db, { now: context.now(), featured: true, limit: Math.min(n, EVENTS_LIST_LIMIT) }));
}
