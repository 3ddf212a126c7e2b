// /events/{id}.ics: one event to add to a calendar (same visibility rules as the page); a date of a series gives the
// whole series (RRULE, EXDATE, RECURRENCE-ID), so a calendar holds it once.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { notFound } from "~/lib/http.server";
import { buildCalendar, icsResponse } from "~/lib/ics";
import { getVisibleEvent } from "~/models/events.server";
import { getUser } from "~/services/auth.server";
import { calendarEntries } from "~/services/series.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const event = await getVisibleEvent(context.db, Number(params.id), await getUser(context));
  if (!event) notFound("Event Not Found");
  const { singles, series } = await calendarEntries(context.db, [event]);
  const body = buildCalendar(singles, {
    siteUrl: context.siteUrl,
    name: event.title,
    now: context.now(),
    series,
  });
  return icsResponse(body, `event-${event.id}.ics`, { maxAge: 0 });
}
