// GET /api/event-categories: [{id, name, color}] of the active categories.
import { json } from "@remix-run/cloudflare";
import { listEventCategories } from "~/models/events.server";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({}, async ({ context }) =>
  json(await listEventCategories(context.db), { headers: { "Cache-Control": "public, max-age=300" } }),
);
