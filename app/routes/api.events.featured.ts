// GET /api/events/featured (and /api/events/featured/, the form the home page uses): featured upcoming events.
import { json } from "@remix-run/cloudflare";
import { EVENTS_LIST_LIMIT, listUpcomingEvents } from "~/models/events.server";
import { apiLoader } from "~/services/api.server";
import { eventsQuerySchema } from "./api.events";

export const loader = apiLoader({ query: eventsQuerySchema.pick({ limit: true }) }, async ({ query, context }) =>
  json(
    await listUpcomingEvents(context.db, {
      now: context.now(),
      featured: true,
      limit: Math.min(query.limit ?? EVENTS_LIST_LIMIT, EVENTS_LIST_LIMIT),
    }),
  ),
);
