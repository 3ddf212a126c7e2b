// GET /api/event-categories: [{id, name, color}] of the active categories.
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listEventCategories } from "~/models/events.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json(await listEventCategories(context.db), { headers: { "Cache-Control": "public, max-age=300" } });
}
