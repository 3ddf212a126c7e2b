// GET /api/events/{id}: one event, 404 JSON when missing or not visible to the caller.
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "~/services/auth.server";
import { apiError } from "~/lib/http.server";
import { getVisibleEvent } from "~/models/events.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const event = await getVisibleEvent(context.db, Number(params.id), await getUser(context));
  if (!event) return apiError(404, "Event not found");
  const { awaitingPayment: _hidden, ...body } = event;
  return json(body);
}
