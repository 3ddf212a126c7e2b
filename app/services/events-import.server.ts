// The events import: iCalendar feeds (Meetup groups, venues, schools, Exchange, Google, WordPress plugins) admins
// keep in event_feeds, parsed with ical.js. Each occurrence is keyed by (feed, UID + recurrence instance), or by a
// derived stable key when the producer wrote no UID. A bad component is skipped and reported, the rest kept.
// Recurring series are expanded from the window's start (not from their first date) within an iteration budget.
// After a successful fetch the feed's future rows that were not in this run are deleted: edits, EXDATEs, moved
// series and removed events reach the site. All writes of a feed go in one db.batch.
import { TZDate } from "@date-fns/tz";
import ICAL from "ical.js";
import { TOWN_TIME_ZONE } from "~/lib/dates";
import { latestAllowedStart } from "~/lib/event-rules";
import { stableHash } from "~/lib/feed-text";
import { placeAddress } from "~/lib/gazetteer";
import { withSkipTotal } from "~/lib/import-summary";
import { plainText, sanitizeHtml } from "~/lib/sanitize.server";
import { truncate } from "~/lib/text";
import { distanceMiles, townFor, type Town } from "~/lib/towns";
import { MODES, type Mode } from "~/lib/vocabulary";
import { ianaZoneFor } from "~/lib/windows-zones";
import type { Db } from "~/models/db.server";
import {
  activeEventFeeds,
  allEventCategoryNames,
  feedSourceUids,
  recordEventFeedError,
  writeFeedRun,
  type ImportedEvent,
  type ImportFeed,
} from "~/models/event-feeds.server";
import { PartialRunError, type JobResult } from "~/models/import-runs.server";
import { safeFetchText } from "~/services/safe-fetch.server";

export const IMPORT_RADIUS_MILES = 5;
export const RECURRENCE_WINDOW_DAYS = 8 * 7;
const MAX_OCCURRENCES_PER_EVENT = 100;
/** Iteration budget: steps of ical.js's expansion per series and per calendar (CPU, not wall time, on Workers). */
const MAX_STEPS_PER_SERIES = 1500;
const MAX_STEPS_PER_CALENDAR = 40_000;
const DEFAULT_CATEGORY = "Community";
const DAY_MS = 86_400_000;

/**
 * calendarZone: X-WR-TIMEZONE, for floating times. seriesTzid: the TZID on a series' DTSTART, which ical.js does not
 * carry onto the occurrences it expands when the calendar has no VTIMEZONE for it (an IANA name needs none).
 */
type ReadContext = { calendarZone: string | null; seriesTzid?: string | null };

/** The town midnight starting a calendar date (all-day values are dates, not instants). */
function townMidnight(year: number, month: number, day: number): Date {
  return new Date(new TZDate(year, month - 1, day, 0, 0, 0, TOWN_TIME_ZONE).getTime());
}

/**
 * An ICAL.Time as an instant. UTC stays UTC; a TZID is an IANA name or a Windows name (CLDR table); a custom
 * TZID falls back to its own VTIMEZONE rules; floating times use the calendar's X-WR-TIMEZONE, else town time.
 * Dates (all-day) are the town's midnight of that date.
 */
export function icalTimeToDate(t: ICAL.Time, ctx: ReadContext = { calendarZone: null }): Date {
  if (t.isDate) return townMidnight(t.year, t.month, t.day);
  const zone = t.zone;
  const isUtc = zone === ICAL.Timezone.utcTimezone || zone?.tzid === "UTC" || zone?.tzid === "Z";
  if (isUtc) return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second));
  const tzid =
    (zone && zone.tzid !== "floating" ? zone.tzid : undefined) ?? (t as ICAL.Time & { timezone?: string }).timezone ?? ctx.seriesTzid ?? undefined;
  const iana = tzid ? ianaZoneFor(tzid) : ctx.calendarZone;
  if (iana) return new Date(new TZDate(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, iana).getTime());
  if (tzid && zone && zone.tzid === tzid && zone.component) return new Date(t.toUnixTime() * 1000);
  return new Date(new TZDate(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, TOWN_TIME_ZONE).getTime());
}

type Occurrence = {
  sourceUid: string;
  title: string;
  description: string | null;
  descriptionHtml: string | null;
  startDate: Date;
  endDate: Date | null;
  allDay: boolean;
  location: string | null;
  websiteUrl: string | null;
  organizerName: string | null;
  latitude: number | null;
  longitude: number | null;
  categories: string[];
  cancelled: boolean;
};

const text = (c: ICAL.Component, name: string): string | null => {
  const v = c.getFirstPropertyValue(name);
  return typeof v === "string" && v.trim() ? v.trim() : null;
};

function readGeo(c: ICAL.Component): { lat: number; lng: number } | null {
  const v = c.getFirstPropertyValue("geo");
  if (!Array.isArray(v) || v.length < 2) return null;
  const [lat = NaN, lng = NaN] = v.map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

function readCategories(c: ICAL.Component): string[] {
  return c
    .getAllProperties("categories")
    .flatMap((p) => p.getValues())
    .filter((v): v is string => typeof v === "string")
    .map((v) => v.trim())
    .filter(Boolean);
}

function readOrganizer(c: ICAL.Component): string | null {
  const prop = c.getFirstProperty("organizer");
  const cn = prop?.getParameter("cn");
  return typeof cn === "string" && cn.trim() ? cn.trim() : null;
}

const HAS_TAGS = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

function occurrenceFrom(
  item: ICAL.Event,
  sourceUid: string,
  start: ICAL.Time,
  end: ICAL.Time | null,
  masterCancelled: boolean,
  ctx: ReadContext,
): Occurrence {
  const c = item.component;
  const geo = readGeo(c);
  const status = text(c, "status")?.toUpperCase();
  const allDay = start.isDate;
  const startDate = icalTimeToDate(start, ctx);
  let endDate = end ? icalTimeToDate(end, ctx) : null;
  if (allDay && (!endDate || endDate.getTime() <= startDate.getTime())) endDate = new Date(startDate.getTime() + DAY_MS);
  if (endDate && endDate.getTime() <= startDate.getTime()) endDate = null;
  const rawDescription = item.description?.trim() || null;
  const isHtml = rawDescription ? HAS_TAGS.test(rawDescription) : false;
  return {
    sourceUid,
    title: truncate(item.summary?.trim() || "Untitled event", 250),
    description: rawDescription ? (isHtml ? plainText(rawDescription) : rawDescription).slice(0, 10_000) || null : null,
    descriptionHtml: rawDescription && isHtml ? sanitizeHtml(rawDescription).slice(0, 20_000) || null : null,
    startDate,
    endDate,
    allDay,
    location: item.location?.trim() ? item.location.trim().slice(0, 255) : null,
    websiteUrl: ((u) => (u && /^https?:\/\//i.test(u) ? u : null))(text(c, "url")),
    organizerName: readOrganizer(c),
    latitude: geo?.lat ?? null,
    longitude: geo?.lng ?? null,
    categories: readCategories(c),
    cancelled: masterCancelled || status === "CANCELLED",
  };
}

export type CalendarRead = {
  occurrences: Occurrence[];
  /** Components skipped as malformed, with the reason (reported in the run, never fatal). */
  skipped: string[];
  /** Events without a UID, keyed by a derived stable key. */
  derivedKeys: number;
  /** Series whose expansion hit the iteration budget. */
  truncated: number;
};

const unfold = (s: string) => s.replace(/\r\n?/g, "\n").replace(/\n[ \t]/g, "");
const blocksOf = (s: string, name: string) => s.match(new RegExp(`^BEGIN:${name}[ \\t]*$[\\s\\S]*?^END:${name}[ \\t]*$`, "gim")) ?? [];

/**
 * A date written without VALUE=DATE (Calendar Labs: `DTSTART:20190101`) is read as the date it is; ical.js would
 * otherwise take it for a broken date-time and lose the event.
 */
const markBareDates = (s: string) =>
  s.replace(
    /^(DTSTART|DTEND|DUE|RECURRENCE-ID|EXDATE|RDATE)((?:;[^:\n]*)?):(\d{8}(?:,\d{8})*)[ \t]*$/gim,
    (line, name: string, params: string, value: string) => (/;VALUE=/i.test(params) ? line : `${name}${params};VALUE=DATE:${value}`),
  );

/** Each VCALENDAR of the text (a file may hold several; a bare VEVENT list gets a wrapper). */
function splitCalendars(input: string): string[] {
  const t = markBareDates(unfold(input.replace(/^\uFEFF/, "")));
  const calendars = blocksOf(t, "VCALENDAR");
  if (calendars.length) return calendars;
  return /^BEGIN:VEVENT/im.test(t) ? [`BEGIN:VCALENDAR\nVERSION:2.0\n${t.trim()}\nEND:VCALENDAR`] : [];
}

function parseOrNull(block: string): ICAL.Component | null {
  try {
    const c = new ICAL.Component(ICAL.parse(block) as unknown[]);
    return c.name === "vcalendar" ? c : null;
  } catch {
    return null;
  }
}

/**
 * The calendar as ical.js components. When the whole VCALENDAR does not parse (one malformed line), each VEVENT
 * is parsed on its own with the calendar's time zones, and the ones that still fail are reported and skipped.
 */
function parseCalendarBlock(block: string, skipped: string[]): ICAL.Component[] {
  const whole = parseOrNull(block);
  if (whole) return [whole];
  const header = block.match(/^X-WR-TIMEZONE:.*$/im)?.[0] ?? "";
  const zones = blocksOf(block, "VTIMEZONE").filter((z) => parseOrNull(`BEGIN:VCALENDAR\n${z}\nEND:VCALENDAR`));
  const out: ICAL.Component[] = [];
  for (const vevent of blocksOf(block, "VEVENT")) {
    const wrap = (v: string) => ["BEGIN:VCALENDAR", "VERSION:2.0", header, ...zones, v, "END:VCALENDAR"].filter(Boolean).join("\n");
    // Exchange (CDO) writes "BYDAY=MO, TU, WE": whitespace inside a recurrence rule is repaired, nothing else.
    const c =
      parseOrNull(wrap(vevent)) ??
      parseOrNull(wrap(vevent.replace(/^(RRULE|EXRULE):(.*)$/gim, (_, n: string, v: string) => `${n}:${v.replace(/\s+/g, "")}`)));
    if (c) out.push(c);
    else skipped.push(`VEVENT ${vevent.match(/^UID:(.*)$/im)?.[1]?.trim() ?? "(no UID)"}: malformed`);
  }
  return out;
}

/**
 * Drops EXDATE/RDATE lines whose values do not parse, so one bad line does not cost the whole series, and RRULE
 * lines without a FREQ (Calendar Labs writes an empty `RRULE:` on every event): with no rule the event is the single
 * occurrence its DTSTART names. Each dropped line is reported.
 */
function dropBadDateLines(c: ICAL.Component, uid: string, skipped: string[]) {
  for (const p of c.getAllProperties("rrule")) {
    let freq: unknown;
    try {
      freq = (p.getFirstValue() as ICAL.Recur | null)?.freq;
    } catch {
      freq = undefined;
    }
    if (!freq) {
      c.removeProperty(p);
      skipped.push(`${uid}: RRULE line ignored (no FREQ)`);
    }
  }
  for (const name of ["exdate", "rdate"]) {
    for (const p of c.getAllProperties(name)) {
      try {
        const values = p.getValues();
        if (!values.length || values.some((v) => v === null || v === undefined || v === "")) throw new Error("empty");
        // RDATE;VALUE=PERIOD: ical.js cannot expand periods; keep each period's start (the event's own length).
        if (values.some((v) => v instanceof ICAL.Period)) {
          const starts = values.map((v) => (v instanceof ICAL.Period ? v.start : v)) as ICAL.Time[];
          const replacement = new ICAL.Property(name, c);
          replacement.setValues(starts);
          c.removeProperty(p);
          c.addProperty(replacement);
        }
      } catch {
        c.removeProperty(p);
        skipped.push(`${uid}: ${name.toUpperCase()} line ignored (malformed)`);
      }
    }
  }
}

const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * A later occurrence of a simple DAILY/WEEKLY series (no COUNT) just before `target`, so expansion starts near the
 * window instead of at a first date years ago. Null when the rule is not one we can jump safely.
 */
function fastForward(dtstart: ICAL.Time, rule: ICAL.Recur, target: Date, ctx: ReadContext): ICAL.Time | null {
  if (rule.count || (rule.freq !== "DAILY" && rule.freq !== "WEEKLY")) return null;
  const parts = Object.entries(rule.parts ?? {}).filter(([, v]) => (Array.isArray(v) ? v.length : v !== undefined));
  if (parts.some(([k]) => k !== "BYDAY")) return null;
  const byDay = (rule.parts?.BYDAY as string[] | undefined) ?? [];
  if (byDay.some((d) => !WEEKDAYS.includes(d))) return null;
  if (byDay.length && !byDay.includes(WEEKDAYS[dtstart.dayOfWeek() - 1] ?? "")) return null;
  const interval = rule.interval || 1;
  const stepDays = rule.freq === "WEEKLY" ? 7 * interval : byDay.length ? (7 * interval) / gcd(7, interval) : interval;
  const gapDays = Math.floor((target.getTime() - icalTimeToDate(dtstart, ctx).getTime()) / DAY_MS);
  if (gapDays < 2 * stepDays) return null;
  const jumped = dtstart.clone();
  jumped.adjust((Math.floor(gapDays / stepDays) - 1) * stepDays, 0, 0, 0);
  return jumped;
}

/** The reading context of one series: its DTSTART's TZID travels to every occurrence. */
function seriesContext(ev: ICAL.Event, ctx: ReadContext): ReadContext {
  const tzid = ev.component.getFirstProperty("dtstart")?.getParameter("tzid");
  return { ...ctx, seriesTzid: typeof tzid === "string" ? tzid : null };
}

function derivedKey(c: ICAL.Component): string {
  const raw = ["dtstart", "summary", "location", "rrule"].map((n) => c.getFirstProperty(n)?.toICALString() ?? "").join("|");
  return `derived:${stableHash(raw)}`;
}

/** Adds an occurrence when it falls in the window, under a key no other occurrence of the read has; true if added. */
type Push = (o: Occurrence) => boolean;
type ExceptionsByInstant = Map<string, Map<number, ICAL.Event>>;

/** Registers the calendar's own VTIMEZONEs (for the length of one synchronous read, so custom TZIDs resolve); returns their ids. */
function registerTimezones(cal: ICAL.Component, skipped: string[]): string[] {
  const registered: string[] = [];
  for (const vtz of cal.getAllSubcomponents("vtimezone")) {
    try {
      const tz = new ICAL.Timezone(vtz);
      if (tz.tzid && !ICAL.TimezoneService.has(tz.tzid)) {
        ICAL.TimezoneService.register(tz);
        registered.push(tz.tzid);
      }
    } catch {
      skipped.push("VTIMEZONE: malformed");
    }
  }
  return registered;
}

/** A calendar's VEVENTs as series masters (by UID) and recurrence exceptions; an unreadable VEVENT is skipped alone. */
function collectEvents(cal: ICAL.Component, result: CalendarRead) {
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const c of cal.getAllSubcomponents("vevent")) {
    try {
      if (!c.hasProperty("dtstart")) {
        result.skipped.push(`VEVENT ${text(c, "uid") ?? "(no UID)"}: no DTSTART`);
        continue;
      }
      let uid = text(c, "uid");
      if (!uid) {
        uid = derivedKey(c);
        c.updatePropertyWithValue("uid", uid);
        result.derivedKeys++;
      }
      dropBadDateLines(c, uid, result.skipped);
      const ev = new ICAL.Event(c);
      if (ev.isRecurrenceException()) exceptions.push(ev);
      else masters.set(uid, ev);
    } catch (e) {
      result.skipped.push(`VEVENT ${text(c, "uid") ?? "(no UID)"}: ${e instanceof Error ? e.message : String(e)}`.slice(0, 200));
    }
  }
  return { masters, exceptions };
}

/** Ties each exception to its series (also by instant), or keeps it as a single occurrence when its series is absent. */
function relateExceptions(
  exceptions: ICAL.Event[],
  masters: Map<string, ICAL.Event>,
  ctx: ReadContext,
  skipped: string[],
  push: Push,
): ExceptionsByInstant {
  const exceptionsByInstant: ExceptionsByInstant = new Map();
  for (const ex of exceptions) {
    try {
      const master = masters.get(ex.uid);
      if (master) {
        master.relateException(ex);
        // Also by instant: ical.js matches RECURRENCE-ID by its text, which misses `…T120000Z` against a series
        // in a TZID that has no VTIMEZONE.
        const byInstant = exceptionsByInstant.get(ex.uid) ?? new Map<number, ICAL.Event>();
        byInstant.set(icalTimeToDate(ex.recurrenceId, seriesContext(master, ctx)).getTime(), ex);
        exceptionsByInstant.set(ex.uid, byInstant);
      } else {
        // An instance whose series is not in the file: keep it as the single occurrence it describes.
        const o = occurrenceFrom(ex, `${ex.uid}#${stamp(ex.recurrenceId, ctx)}`, ex.startDate, ex.endDate ?? null, false, ctx);
        push(o);
      }
    } catch (e) {
      // A malformed RECURRENCE-ID costs that one instance, never the calendar.
      skipped.push(`VEVENT ${ex.uid}: ${e instanceof Error ? e.message : String(e)}`.slice(0, 200));
    }
  }
  return exceptionsByInstant;
}

/** The occurrences of one recurring master, up to `recurUntil`, within the per-series and per-calendar step budgets. */
function expandSeries(
  uid: string,
  ev: ICAL.Event,
  masterCancelled: boolean,
  read: {
    ctx: ReadContext;
    now: Date;
    recurUntil: Date;
    budget: { steps: number };
    exceptionsByInstant: ExceptionsByInstant;
    result: CalendarRead;
    push: Push;
  },
) {
  const { ctx, now, recurUntil, budget, exceptionsByInstant, result, push } = read;
  const series = seriesContext(ev, ctx);
  const rules = ev.component.getAllProperties("rrule").map((p) => p.getFirstValue() as ICAL.Recur);
  const [rule] = rules;
  const from = rules.length === 1 && rule ? fastForward(ev.startDate, rule, new Date(now.getTime() - 7 * DAY_MS), series) : null;
  const it = ev.iterator(from ?? undefined);
  let steps = 0;
  for (let n = 0; n < MAX_OCCURRENCES_PER_EVENT; steps++) {
    if (steps >= MAX_STEPS_PER_SERIES || budget.steps-- <= 0) {
      result.truncated++;
      break;
    }
    const next = it.next();
    if (!next) break;
    const details = ev.getOccurrenceDetails(next);
    const moved = details.item === ev ? exceptionsByInstant.get(uid)?.get(icalTimeToDate(details.recurrenceId, series).getTime()) : undefined;
    const item = moved ?? details.item;
    const start = moved ? moved.startDate : details.startDate;
    const end = moved ? (moved.endDate ?? null) : details.endDate;
    if (icalTimeToDate(start, series).getTime() > recurUntil.getTime()) break;
    const o = occurrenceFrom(item, `${uid}#${stamp(details.recurrenceId, series)}`, start, end, masterCancelled, series);
    if (push(o)) n++;
  }
}

/** One master: skipped when private, one occurrence when single, its series expanded when recurring. */
function readMaster(uid: string, ev: ICAL.Event, read: Parameters<typeof expandSeries>[3]) {
  const cls = text(ev.component, "class")?.toUpperCase();
  if (cls === "PRIVATE" || cls === "CONFIDENTIAL") return;
  const masterCancelled = text(ev.component, "status")?.toUpperCase() === "CANCELLED";
  if (!ev.isRecurring()) {
    read.push(occurrenceFrom(ev, uid, ev.startDate, ev.endDate ?? null, masterCancelled, read.ctx));
    return;
  }
  expandSeries(uid, ev, masterCancelled, read);
}

/** Every occurrence of a calendar text that falls in [now, horizon), series expanded up to `recurUntil`. */
export function readCalendar(icsText: string, now: Date, horizon: Date, recurUntil: Date): CalendarRead {
  const calendars = splitCalendars(icsText);
  if (!calendars.length) throw new Error("Not a valid iCalendar feed (no VCALENDAR)");
  const result: CalendarRead = { occurrences: [], skipped: [], derivedKeys: 0, truncated: 0 };
  const parsed = calendars.flatMap((block) => parseCalendarBlock(block, result.skipped));
  if (!parsed.length) throw new Error(`Not a valid iCalendar feed (${result.skipped[0] ?? "nothing could be read"})`);
  const budget = { steps: MAX_STEPS_PER_CALENDAR };
  const inWindow = (o: Occurrence) => (o.endDate ?? o.startDate).getTime() >= now.getTime() && o.startDate.getTime() <= horizon.getTime();
  const seen = new Set<string>();
  const push = (o: Occurrence) => {
    if (!inWindow(o)) return false;
    let key = o.sourceUid;
    for (let i = 2; seen.has(key); i++) key = `${o.sourceUid}~${i}`;
    seen.add(key);
    result.occurrences.push({ ...o, sourceUid: key.slice(0, 500) });
    return true;
  };

  for (const cal of parsed) {
    const calendarZone = ianaZoneFor(text(cal, "x-wr-timezone"));
    const ctx: ReadContext = { calendarZone };
    const registered = registerTimezones(cal, result.skipped);
    try {
      const { masters, exceptions } = collectEvents(cal, result);
      const exceptionsByInstant = relateExceptions(exceptions, masters, ctx, result.skipped, push);
      for (const [uid, ev] of masters) {
        try {
          readMaster(uid, ev, { ctx, now, recurUntil, budget, exceptionsByInstant, result, push });
        } catch (e) {
          result.skipped.push(`VEVENT ${uid}: ${e instanceof Error ? e.message : String(e)}`.slice(0, 200));
        }
      }
    } finally {
      for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
    }
  }
  return result;
}

const stamp = (t: ICAL.Time, ctx: ReadContext) =>
  icalTimeToDate(t, ctx)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** The occurrences only (tests and callers that do not report). */
export function readOccurrences(icsText: string, now: Date, horizon: Date, recurUntil: Date): Occurrence[] {
  return readCalendar(icsText, now, horizon, recurUntil).occurrences;
}

type Category = { id: number; name: string };

export type ImportOptions = {
  now: Date;
  mode: Mode;
  allowLoopback: boolean;
};

type FeedCounts = {
  found: number;
  created: number;
  updated: number;
  unchanged: number;
  imported: number;
  cancelled: number;
  skippedOutsideTown: number;
  skippedMalformed: number;
  unplaced: number;
  removed: number;
  invalid: number;
  derivedKeys: number;
  truncated: number;
};

/**
 * Whether an occurrence lies within IMPORT_RADIUS_MILES of the town (docs/decisions/imports.md). Its GEO when it has one; else
 * its LOCATION placed with the offline gazetteer (a town or ZIP; Google, Outlook and Apple never write GEO). A
 * location naming another state is outside: every town served lies farther than the radius from its state's
 * border. A location that cannot be placed at all (a venue name alone, "Online", none) is kept: the feed was
 * added by an admin as a local calendar, so only what is shown to be elsewhere is dropped; the run counts them.
 */
function whereIs(o: Occurrence, town: Town): "inside" | "outside" | "unplaced" {
  let point: { latitude: number; longitude: number } | null =
    o.latitude !== null && o.longitude !== null ? { latitude: o.latitude, longitude: o.longitude } : null;
  if (!point) {
    const placed = placeAddress(o.location);
    if (placed.kind === "state") return placed.state === town.state ? "unplaced" : "outside";
    if (placed.kind === "unknown") return "unplaced";
    point = placed.place;
  }
  return distanceMiles(town, point) > IMPORT_RADIUS_MILES ? "outside" : "inside";
}

/**
 * Imports one feed. Throws on fetch or parse failure (nothing is deleted then). On success one db.batch writes every
 * occurrence (upsert on (feed, UID)) and deletes the feed's future rows that this run did not see.
 */
async function importFeed(db: Db, feed: ImportFeed, categories: Category[], options: ImportOptions): Promise<FeedCounts> {
  const res = await safeFetchText(feed.url, {
    allowLoopback: options.allowLoopback,
    accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
  });
  const now = options.now;
  const recurUntil = new Date(now.getTime() + RECURRENCE_WINDOW_DAYS * DAY_MS);
  const read = readCalendar(res.text, now, latestAllowedStart(now), recurUntil);
  const centre = townFor(options.mode);
  const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
  const fallback = byName.get(DEFAULT_CATEGORY.toLowerCase()) ?? null;

  const counts: FeedCounts = {
    found: read.occurrences.length + read.skipped.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    imported: 0,
    cancelled: 0,
    skippedOutsideTown: 0,
    skippedMalformed: read.skipped.length,
    unplaced: 0,
    removed: 0,
    invalid: read.skipped.length,
    derivedKeys: read.derivedKeys,
    truncated: read.truncated,
  };
  const known = await feedSourceUids(db, feed.id);
  const writes: ImportedEvent[] = [];
  const isNew: boolean[] = [];
  for (const o of read.occurrences) {
    const where = whereIs(o, centre);
    if (where === "outside") {
      counts.skippedOutsideTown++;
      continue;
    }
    if (where === "unplaced") counts.unplaced++;
    const categoryId = feed.categoryId ?? o.categories.map((n) => byName.get(n.toLowerCase())).find((id) => id !== undefined) ?? fallback;
    const values = {
      title: o.title,
      description: o.description,
      descriptionHtml: o.descriptionHtml,
      categoryId,
      startDate: o.startDate,
      endDate: o.endDate,
      allDay: o.allDay,
      location: o.location,
      latitude: o.latitude,
      longitude: o.longitude,
      websiteUrl: o.websiteUrl,
      organizerName: o.organizerName ?? feed.name,
      isActive: !o.cancelled,
    };
    if (o.cancelled) counts.cancelled++;
    else counts.imported++;
    writes.push({ ...values, sourceUid: o.sourceUid });
    isNew.push(!known.has(o.sourceUid));
  }
  const results = await writeFeedRun(db, {
    feedId: feed.id,
    now,
    lastError: read.skipped.length ? `Skipped ${read.skipped.length}: ${read.skipped.join("; ")}`.slice(0, 500) : null,
    occurrences: writes,
  });
  counts.removed = results.removed;
  isNew.forEach((fresh, i) => {
    if (fresh) counts.created++;
    else if (results.written[i]) counts.updated++;
    else counts.unchanged++;
  });
  return counts;
}

/**
 * Imports every active feed. A failing feed records its error (event_feeds.lastError) and the others go on;
 * if any failed, the run ends in a PartialRunError so import_runs keeps both the counts and the errors.
 */
export async function importEvents(db: Db, options: ImportOptions): Promise<JobResult & { imported: number; errors: number }> {
  const feeds = await activeEventFeeds(db);
  const categories = await allEventCategoryNames(db);
  const counts = {
    feeds: feeds.length,
    found: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    imported: 0,
    cancelled: 0,
    skippedOutsideTown: 0,
    skippedMalformed: 0,
    unplaced: 0,
    removed: 0,
    invalid: 0,
    derivedKeys: 0,
    truncated: 0,
    errors: 0,
  };
  const failures: string[] = [];
  for (const feed of feeds) {
    try {
      const r = await importFeed(db, feed, categories, options);
      for (const k of Object.keys(r) as (keyof FeedCounts)[]) counts[k] += r[k];
    } catch (e) {
      const message = (e instanceof Error ? e.message : String(e)).slice(0, 500);
      counts.errors++;
      failures.push(`${feed.name}: ${message}`);
      await recordEventFeedError(db, feed.id, message, options.now);
    }
  }
  const total = withSkipTotal(counts);
  if (failures.length) throw new PartialRunError(failures.join("; ").slice(0, 2000), total);
  return total;
}

export function importOptionsFrom(context: { env: { ALLOW_LOOPBACK_FETCH?: "true" | "false" }; now: () => Date }, mode: Mode): ImportOptions {
  return {
    now: context.now(),
    mode: (MODES as readonly string[]).includes(mode) ? mode : "greenwood",
    allowLoopback: context.env.ALLOW_LOOPBACK_FETCH === "true",
  };
}
