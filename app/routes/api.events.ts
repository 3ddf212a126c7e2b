// GET /api/events?category=&limit= : upcoming listed events (limit at most 50).
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { EVENTS_LIST_LIMIT, listUpcomingEvents } from "~/models/events.server";
import { apiError } from "~/lib/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const category = params.get("category");
  const limit = params.get("limit");
  const categoryId = category && category !== "all" ? Number(category) : null;
  if (categoryId !== null && !(Number.isSafeInteger(categoryId) && categoryId > 0)) return apiError(400, "Invalid category");
  const n = limit ? Number(limit) : EVENTS_LIST_LIMIT;
  if (!Number.isSafeInteger(n) || n < 1) return apiError(400, "Invalid limit");
  return json(await listUpcomingEvents(context.db, { now: context.now(), categoryId, limit: Math.min(n, EVENTS_LIST_LIMIT) }));
}
