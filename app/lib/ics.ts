// iCalendar output (RFC 5545) for the subscription feed and single-event downloads, written with ical.js and
// folded by us: RFC 5545 §3.1 allows 75 octets per line including the leading space of a continuation line
// (ical.js's own folding writes 75 octets after that space, 76 in all).
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { inTownZone, TOWN_TIME_ZONE } from "./dates";

export type IcsEvent = {
  id: number;
  title: string;
  description: string | null;
  startDate: string | Date;
  endDate: string | Date | null;
  location: string | null;
  address: string | null;
  /** All-day: startDate/endDate are town midnights (end exclusive), written as VALUE=DATE. */
  allDay?: boolean;
  updatedAt?: string | Date | null;
  /** A cancelled event stays in the feeds as STATUS:CANCELLED, so subscribed calendars drop it. */
  cancelledAt?: string | Date | null;
  /** RFC 5545 SEQUENCE: raised on each change mailed to the people going (events.ics_sequence); omitted when 0. */
  sequence?: number;
};

/** What a calendar file asks (RFC 5546): PUBLISH for feeds and downloads; a change mailed to those going is a REQUEST, a cancellation a CANCEL. */
export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export const eventUid = (id: number) => `event-${id}@greenwood`;
export const seriesUid = (id: number) => `event-series-${id}@greenwood`;

/**
 * A member's series (issue 33 §3) as one VEVENT with RRULE in the town's zone, EXDATE for its cancelled dates, and
 * a VEVENT with the same UID and RECURRENCE-ID for each date edited alone.
 */
export type IcsSeries = {
  id: number;
  rrule: string;
  dtstart: Date;
  durationMs: number | null;
  updatedAt: Date;
  /** The series' details (title, place, description) and the page its URL points to. */
  template: IcsEvent;
  cancelled: Date[];
  overrides: Array<IcsEvent & { recurrenceId: Date }>;
  /** The whole series is called off (cancelled from its first date on): written STATUS:CANCELLED, so calendars drop it. */
  cancelledAt?: Date | null;
};

// The town's zone (US Eastern rules since 2007; Indiana keeps daylight saving time since 2006), so that calendars
// expand the rule at the same wall-clock time all year (RFC 5545 §3.6.5: every TZID used needs its VTIMEZONE).
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${TOWN_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
].join("\r\n");

/** An instant as a DATE-TIME in the town's zone (the property gets TZID). */
function townTime(value: Date): ICAL.Time {
  const t = inTownZone(value);
  return ICAL.Time.fromData({ year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second, isDate: false });
}

function addTownTime(vevent: ICAL.Component, name: string, value: Date) {
  const prop = vevent.addPropertyWithValue(name, townTime(value));
  prop.setParameter("tzid", TOWN_TIME_ZONE);
  return prop;
}

/** Summary, status, description, location and URL: the same on every VEVENT we write. */
function addDetails(vevent: ICAL.Component, e: IcsEvent, siteUrl: string) {
  vevent.addPropertyWithValue("summary", icsText(e.title));
  if (e.cancelledAt) vevent.addPropertyWithValue("status", "CANCELLED");
  if (e.description) vevent.addPropertyWithValue("description", icsText(e.description));
  const where = [e.location, e.address].filter(Boolean).join(", ");
  if (where) vevent.addPropertyWithValue("location", icsText(where));
  vevent.addPropertyWithValue("url", new URL(`/events/${e.id}`, siteUrl).toString());
}

function seriesComponents(s: IcsSeries, siteUrl: string, now: Date): ICAL.Component[] {
  const master = new ICAL.Component("vevent");
  master.addPropertyWithValue("uid", seriesUid(s.id));
  master.addPropertyWithValue("dtstamp", utc(s.updatedAt ?? now));
  addTownTime(master, "dtstart", s.dtstart);
  if (s.durationMs !== null) addTownTime(master, "dtend", new Date(s.dtstart.getTime() + s.durationMs));
  master.addPropertyWithValue("rrule", ICAL.Recur.fromString(s.rrule));
  for (const d of s.cancelled) addTownTime(master, "exdate", d);
  addDetails(master, { ...s.template, cancelledAt: s.cancelledAt ?? null }, siteUrl);
  const out = [master];
  for (const o of s.overrides) {
    const v = new ICAL.Component("vevent");
    v.addPropertyWithValue("uid", seriesUid(s.id));
    v.addPropertyWithValue("dtstamp", utc(o.updatedAt ?? now));
    addTownTime(v, "recurrence-id", o.recurrenceId);
    addTownTime(v, "dtstart", new Date(o.startDate));
    if (o.endDate) addTownTime(v, "dtend", new Date(o.endDate));
    addDetails(v, o, siteUrl);
    out.push(v);
  }
  return out;
}

const utc = (value: string | Date) => ICAL.Time.fromJSDate(new Date(value), true);

/** The town calendar date of an instant, as an iCalendar DATE value. */
function townDate(value: string | Date): ICAL.Time {
  const d = new TZDate(new Date(value).getTime(), TOWN_TIME_ZONE);
  return ICAL.Time.fromData({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate(), isDate: true });
}

/** Folds one content line into lines of at most 75 octets (UTF-8), never splitting a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with one space
    if (size + bytes > limit) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** Serialises a component with our folding: ical.js's folded lines are unfolded, then folded at 75 octets. */
function serialize(component: ICAL.Component): string {
  return component
    .toString()
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map(foldLine)
    .join("\r\n");
}

/**
 * A value made safe for one TEXT property: CR, CRLF and the other line separators become one newline (ical.js
 * writes it as the two characters "\\n"), and other control characters are dropped, so no value can end its line
 * and start a property or a component of its own.
 */
export function icsText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n").replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, "");
}

/** A TEXT value escaped as RFC 5545 §3.3.11 writes it: ical.js leaves an X- property (X-WR-CALNAME) raw. */
const escapedText = (value: string) =>
  icsText(value)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, "\\n");

/** A VCALENDAR with one VEVENT per event: times in UTC, a URL back to the event page. */
export function buildCalendar(
  events: IcsEvent[],
  options: {
    siteUrl: string;
    name: string;
    now: Date;
    series?: IcsSeries[];
    method?: IcsMethod;
    /** REQUEST and CANCEL name an organizer (RFC 5546 §3.2): the site's sending address. */
    organizer?: { name: string; email: string };
  },
): string {
  const cal = new ICAL.Component(["vcalendar", [], []]);
  cal.addPropertyWithValue("prodid", "-//Greenwood Community Hub//Events//EN");
  cal.addPropertyWithValue("version", "2.0");
  cal.addPropertyWithValue("calscale", "GREGORIAN");
  cal.addPropertyWithValue("method", options.method ?? "PUBLISH");
  cal.addPropertyWithValue("x-wr-calname", escapedText(options.name));
  cal.addPropertyWithValue("x-wr-timezone", TOWN_TIME_ZONE);
  if (options.series?.length) {
    cal.addSubcomponent(new ICAL.Component(ICAL.parse(VTIMEZONE)));
    for (const s of options.series) for (const c of seriesComponents(s, options.siteUrl, options.now)) cal.addSubcomponent(c);
  }
  for (const e of events) {
    const vevent = new ICAL.Component("vevent");
    vevent.addPropertyWithValue("uid", eventUid(e.id));
    vevent.addPropertyWithValue("dtstamp", utc(e.updatedAt ?? options.now));
    if (e.allDay) {
      vevent.addPropertyWithValue("dtstart", townDate(e.startDate));
      if (e.endDate) vevent.addPropertyWithValue("dtend", townDate(e.endDate));
    } else {
      vevent.addPropertyWithValue("dtstart", utc(e.startDate));
      // No invented end: without DTEND a timed event is a point in time (RFC 5545 §3.6.1).
      if (e.endDate) vevent.addPropertyWithValue("dtend", utc(e.endDate));
    }
    if (e.sequence) vevent.addPropertyWithValue("sequence", e.sequence);
    if (options.organizer) {
      const org = vevent.addPropertyWithValue("organizer", `mailto:${options.organizer.email}`);
      org.setParameter("cn", options.organizer.name);
    }
    addDetails(vevent, e, options.siteUrl);
    cal.addSubcomponent(vevent);
  }
  return serialize(cal) + "\r\n";
}

export function icsResponse(body: string, filename: string | null, init: { maxAge?: number } = {}): Response {
  const headers = new Headers({
    "Content-Type": "text/calendar; charset=utf-8",
    "Cache-Control": `public, max-age=${init.maxAge ?? 300}`,
  });
  if (filename) headers.set("Content-Disposition", `attachment; filename="${filename}"`);
  return new Response(body, { headers });
}
