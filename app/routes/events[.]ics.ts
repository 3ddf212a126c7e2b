// /events.ics: the calendar as an iCalendar subscription (webcal), with the page's filters (category, free, place).
// A series is one VEVENT with RRULE, EXDATE and its dates edited alone (RECURRENCE-ID).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readEventFilters } from "~/lib/event-filters";
import { buildCalendar, icsResponse } from "~/lib/ics";
import { getEventCategory, listEventsForCalendar } from "~/models/events.server";
import { calendarEntries } from "~/services/series.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filters = readEventFilters(url.searchParams);
  const category = filters.category ? await getEventCategory(context.db, filters.category) : null;
  const now = context.now();
  const [config, rows] = await Promise.all([
    context.siteConfig(),
    listEventsForCalendar(context.db, { now, categoryId: category?.id, free: filters.free, place: filters.place }),
  ]);
  const { singles, series } = await calendarEntries(context.db, rows);
  const name = category ? `${config.siteName}: ${category.name}` : `${config.siteName} Events`;
  return icsResponse(buildCalendar(singles, { siteUrl: context.siteUrl, name, now, series }), null);
}
