// iCalendar output (RFC 5545) for the subscription feed and single-event downloads, written with ical.js.
import ICAL from "ical.js";
import { TOWN_TIME_ZONE } from "./dates";

export type IcsEvent = {
  id: number;
  title: string;
  description: string | null;
  startDate: string | Date;
  endDate: string | Date | null;
  location: string | null;
  address: string | null;
  updatedAt?: string | Date | null;
};

export const eventUid = (id: number) => `event-${id}@greenwood`;

const utc = (value: string | Date) => ICAL.Time.fromJSDate(new Date(value), true);

/** A VCALENDAR with one VEVENT per event: times in UTC, a URL back to the event page. */
export function buildCalendar(events: IcsEvent[], options: { siteUrl: string; name: string; now: Date }): string {
  const cal = new ICAL.Component(["vcalendar", [], []]);
  cal.addPropertyWithValue("prodid", "-//Greenwood Community Hub//Events//EN");
  cal.addPropertyWithValue("version", "2.0");
  cal.addPropertyWithValue("calscale", "GREGORIAN");
  cal.addPropertyWithValue("method", "PUBLISH");
  cal.addPropertyWithValue("x-wr-calname", options.name);
  cal.addPropertyWithValue("x-wr-timezone", TOWN_TIME_ZONE);
  for (const e of events) {
    const vevent = new ICAL.Component("vevent");
    vevent.addPropertyWithValue("uid", eventUid(e.id));
    vevent.addPropertyWithValue("dtstamp", utc(e.updatedAt ?? options.now));
    vevent.addPropertyWithValue("dtstart", utc(e.startDate));
    // No invented end: without DTEND a timed event is a point in time (RFC 5545 §3.6.1).
    if (e.endDate) vevent.addPropertyWithValue("dtend", utc(e.endDate));
    vevent.addPropertyWithValue("summary", e.title);
    if (e.description) vevent.addPropertyWithValue("description", e.description);
    const where = [e.location, e.address].filter(Boolean).join(", ");
    if (where) vevent.addPropertyWithValue("location", where);
    vevent.addPropertyWithValue("url", new URL(`/events/${e.id}`, options.siteUrl).toString());
    cal.addSubcomponent(vevent);
  }
  return cal.toString() + "\r\n";
}

export function icsResponse(body: string, filename: string | null, init: { maxAge?: number } = {}): Response {
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": `public, max-age=${init.maxAge ?? 300}`,
  });
  if (filename) headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  return new Response(body, { headers });
}
