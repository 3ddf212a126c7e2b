// GET /api/events?category=&limit= : upcoming listed events (a larger limit is cut to 50).
import { json } from "@remix-run/cloudflare";
import { boundedInt, id } from "~/lib/fields";
import { z } from "~/lib/zod";
import { EVENTS_LIST_LIMIT, listUpcomingEvents } from "~/models/events.server";
import { apiLoader } from "~/services/api.server";

export const eventsQuerySchema = z.object({
  category: z.union([z.literal("all"), id("Invalid category")], { errorMap: () => ({ message: "Invalid category" }) }).optional(),
  limit: boundedInt(1, Number.MAX_SAFE_INTEGER, "Invalid limit").optional(),
});

export const loader = apiLoader({ query: eventsQuerySchema }, async ({ query, context }) => {
  const categoryId = query.category === undefined || query.category === "all" ? null : query.category;
  const limit = Math.min(query.limit ?? EVENTS_LIST_LIMIT, EVENTS_LIST_LIMIT);
  return json(await listUpcomingEvents(context.db, { now: context.now(), categoryId, limit }));
});
