// /events.ics: the calendar as an iCalendar subscription (webcal), with the page's filters (category, free, place, date).
// A series is one VEVENT with RRULE, EXDATE and its dates edited alone (RECURRENCE-ID).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { dateFilterBounds } from "~/lib/event-calendar";
import { readEventFilters } from "~/lib/event-filters";
import { buildCalendar, icsResponse } from "~/lib/ics";
import { getEventCategory, listEventsForCalendar } from "~/models/events.server";
import { calendarEntries } from "~/services/series.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = readEventFilters(url.searchParams);
  const category = filters.category ? await getEventCategory(context.db, filters.category) : null;
  const now = context.now();
  // A date filter (issue 43) is read at each fetch: a subscription to "This weekend" follows the weekends.
  const { from, span } = dateFilterBounds(filters, now);
  const [config, rows] = await Promise.all([
    context.siteConfig(),
    listEventsForCalendar(context.db, { now: from, categoryId: category?.id, free: filters.free, place: filters.place, span }),
  ]);
  const { singles, series } = await calendarEntries(context.db, rows);
  const name = category ? `${config.siteName}: ${category.name}` : `${config.siteName} Events`;
  return icsResponse(buildCalendar(singles, { siteUrl: context.siteUrl, name, now, series }), null);
}
