// The events import: iCalendar feeds (Meetup groups, venues, schools) admins keep in event_feeds, parsed with
// ical.js. Each occurrence is keyed by UID (+ the recurrence instance) in events.sourceUid, so a re-run updates
// rather than duplicates; cancelled events become inactive; recurring events are expanded for eight weeks.
import { TZDate } from "@date-fns/tz";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { eventCategories, eventFeeds, events, MODES, type Mode } from "../../db/schema";
import { TOWN_TIME_ZONE } from "~/lib/dates";
import type { Db } from "~/models/db.server";
import { safeFetchText } from "~/services/safe-fetch.server";
import { truncate } from "~/lib/text";
import { latestAllowedStart } from "~/lib/event-rules";
import { PartialRunError, recordRun, type JobResult } from "~/models/import-runs.server";

export const IMPORT_RADIUS_MILES = 5;
export const RECURRENCE_WINDOW_DAYS = 8 * 7;
const MAX_OCCURRENCES_PER_EVENT = 100;
const DEFAULT_CATEGORY = "Community";

export const TOWN_CENTRES: Record<Mode, { lat: number; lng: number }> = {
  greenwood: { lat: 39.6137, lng: -86.1067 },
  nashville: { lat: 39.207, lng: -86.2511 },
};

export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(h));
}

function isKnownZone(tzid: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tzid });
    return true;
  } catch {
    return false;
  }
}

/**
 * An ICAL.Time as an instant. UTC stays UTC; a TZID (from a VTIMEZONE or a bare IANA name) is applied with the
 * platform's zone data; floating times and unknown zones are read as town time; all-day dates start at midnight.
 */
export function icalTimeToDate(t: ICAL.Time): Date {
  const zone = t.zone;
  const isUtc = zone === ICAL.Timezone.utcTimezone || zone?.tzid === "UTC" || zone?.tzid === "Z";
  if (isUtc && !t.isDate) return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second));
  const named = (zone && zone.tzid !== "floating" ? zone.tzid : undefined) ?? (t as ICAL.Time & { timezone?: string }).timezone;
  const tzid = named && isKnownZone(named) ? named : TOWN_TIME_ZONE;
  if (t.isDate) return new Date(new TZDate(t.year, t.month - 1, t.day, 0, 0, 0, TOWN_TIME_ZONE).getTime());
  return new Date(new TZDate(t.year, t.month - 1, t.day, t.hour, t.minute, t.second, tzid).getTime());
}

type Occurrence = {
  sourceUid: string;
  title: string;
  description: string | null;
  startDate: Date;
  endDate: Date | null;
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
  const [lat, lng] = v.map(Number);
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

function occurrenceFrom(item: ICAL.Event, sourceUid: string, start: ICAL.Time, end: ICAL.Time | null, masterCancelled: boolean): Occurrence {
  const c = item.component;
  const geo = readGeo(c);
  const status = text(c, "status")?.toUpperCase();
  const startDate = icalTimeToDate(start);
  let endDate = end ? icalTimeToDate(end) : null;
  if (endDate && endDate.getTime() <= startDate.getTime()) endDate = null;
  return {
    sourceUid,
    title: truncate(item.summary?.trim() || "Untitled event", 250),
    description: item.description?.trim() ? item.description.trim().slice(0, 10_000) : null,
    startDate,
    endDate,
    location: item.location?.trim() ? item.location.trim().slice(0, 255) : null,
    websiteUrl: ((u) => (u && /^https?:\/\//i.test(u) ? u : null))(text(c, "url")),
    organizerName: readOrganizer(c),
    latitude: geo?.lat ?? null,
    longitude: geo?.lng ?? null,
    categories: readCategories(c),
    cancelled: masterCancelled || status === "CANCELLED",
  };
}

/** Every occurrence of a calendar that falls in [now, horizon), recurring series expanded up to `recurUntil`. */
export function readOccurrences(icsText: string, now: Date, horizon: Date, recurUntil: Date): Occurrence[] {
  let root: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(icsText);
    root = new ICAL.Component(parsed as unknown[]);
  } catch (e) {
    throw new Error(`Not a valid iCalendar feed (${e instanceof Error ? e.message : String(e)})`);
  }
  if (root.name !== "vcalendar") throw new Error("Not a valid iCalendar feed (no VCALENDAR)");
  const vevents = root.getAllSubcomponents("vevent");
  const masters = new Map<string, ICAL.Event>();
  const exceptions: ICAL.Event[] = [];
  for (const c of vevents) {
    const ev = new ICAL.Event(c);
    if (!ev.uid || !c.hasProperty("dtstart")) continue;
    if (ev.isRecurrenceException()) exceptions.push(ev);
    else masters.set(ev.uid, ev);
  }
  for (const ex of exceptions) masters.get(ex.uid)?.relateException(ex);

  const inWindow = (o: Occurrence) =>
    (o.endDate ?? o.startDate).getTime() >= now.getTime() && o.startDate.getTime() <= horizon.getTime();
  const out: Occurrence[] = [];
  for (const [uid, ev] of masters) {
    const cls = text(ev.component, "class")?.toUpperCase();
    if (cls === "PRIVATE" || cls === "CONFIDENTIAL") continue;
    const masterCancelled = text(ev.component, "status")?.toUpperCase() === "CANCELLED";
    if (!ev.isRecurring()) {
      const o = occurrenceFrom(ev, uid, ev.startDate, ev.endDate ?? null, masterCancelled);
      if (inWindow(o)) out.push(o);
      continue;
    }
    const it = ev.iterator();
    for (let i = 0, n = 0; i < 2000 && n < MAX_OCCURRENCES_PER_EVENT; i++) {
      const next = it.next();
      if (!next) break;
      const details = ev.getOccurrenceDetails(next);
      const start = icalTimeToDate(details.startDate);
      if (start.getTime() > recurUntil.getTime()) break;
      const instant = icalTimeToDate(details.recurrenceId).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
      const o = occurrenceFrom(details.item, `${uid}#${instant}`, details.startDate, details.endDate, masterCancelled);
      if (inWindow(o)) {
        out.push(o);
        n++;
      }
    }
  }
  return out;
}

type Category = { id: number; name: string };

export type ImportOptions = {
  now: Date;
  mode: Mode;
  allowLoopback: boolean;
};

/** Imports one feed; returns how many occurrences were written. Throws on fetch or parse failure. */
async function importFeed(
  db: Db,
  feed: { id: number; name: string; url: string; categoryId: number | null },
  categories: Category[],
  options: ImportOptions,
): Promise<{ imported: number; cancelled: number; skipped: number }> {
  const res = await safeFetchText(feed.url, {
    allowLoopback: options.allowLoopback,
    accept: "text/calendar, text/plain;q=0.5, */*;q=0.1",
  });
  const now = options.now;
  const recurUntil = new Date(now.getTime() + RECURRENCE_WINDOW_DAYS * 86_400_000);
  const occurrences = readOccurrences(res.text, now, latestAllowedStart(now), recurUntil);
  const centre = TOWN_CENTRES[options.mode];
  const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
  const fallback = byName.get(DEFAULT_CATEGORY.toLowerCase()) ?? null;

  let skipped = 0;
  let cancelled = 0;
  let imported = 0;
  const writes = [];
  for (const o of occurrences) {
    if (o.latitude !== null && o.longitude !== null && milesBetween(centre, { lat: o.latitude, lng: o.longitude }) > IMPORT_RADIUS_MILES) {
      skipped++;
      continue;
    }
    const categoryId =
      feed.categoryId ?? o.categories.map((n) => byName.get(n.toLowerCase())).find((id) => id !== undefined) ?? fallback;
    const values = {
      title: o.title,
      description: o.description,
      categoryId,
      startDate: o.startDate,
      endDate: o.endDate,
      location: o.location,
      latitude: o.latitude,
      longitude: o.longitude,
      websiteUrl: o.websiteUrl,
      organizerName: o.organizerName ?? feed.name,
      isActive: !o.cancelled,
      feedId: feed.id,
      updatedAt: now,
    };
    if (o.cancelled) cancelled++;
    else imported++;
    writes.push(
      db
        .insert(events)
        .values({ ...values, sourceUid: o.sourceUid, createdAt: now })
        .onConflictDoUpdate({ target: events.sourceUid, set: values }),
    );
  }
  const touch = db.update(eventFeeds).set({ lastFetchedAt: now, lastError: null }).where(eq(eventFeeds.id, feed.id));
  await db.batch([touch, ...writes]);
  return { imported, cancelled, skipped };
}

/**
 * Imports every active feed. A failing feed records its error (event_feeds.lastError) and the others go on;
 * if any failed, the run ends in a PartialRunError so import_runs keeps both the counts and the errors.
 */
export async function importEvents(db: Db, options: ImportOptions): Promise<JobResult & { imported: number; errors: number }> {
  const feeds = await db
    .select({ id: eventFeeds.id, name: eventFeeds.name, url: eventFeeds.url, categoryId: eventFeeds.categoryId })
    .from(eventFeeds)
    .where(eq(eventFeeds.isActive, true));
  const categories = await db.select({ id: eventCategories.id, name: eventCategories.name }).from(eventCategories);
  const counts = { feeds: feeds.length, imported: 0, cancelled: 0, skipped: 0, errors: 0 };
  const failures: string[] = [];
  for (const feed of feeds) {
    try {
      const r = await importFeed(db, feed, categories, options);
      counts.imported += r.imported;
      counts.cancelled += r.cancelled;
      counts.skipped += r.skipped;
    } catch (e) {
      const message = (e instanceof Error ? e.message : String(e)).slice(0, 500);
      counts.errors++;
      failures.push(`${feed.name}: ${message}`);
      await db
        .update(eventFeeds)
        .set({ lastFetchedAt: options.now, lastError: message })
        .where(eq(eventFeeds.id, feed.id));
    }
  }
  if (failures.length) throw new PartialRunError(failures.join("; ").slice(0, 2000), counts);
  return counts;
}

export function importOptionsFrom(context: { env: { ALLOW_LOOPBACK_FETCH?: "true" | "false" }; now: () => Date }, mode: Mode): ImportOptions {
  return { now: context.now(), mode: (MODES as readonly string[]).includes(mode) ? mode : "greenwood", allowLoopback: context.env.ALLOW_LOOPBACK_FETCH === "true" };
}


/** The admin's "Import events": the same import as the cron job, recorded in import_runs as an admin run. */
export async function runEventsImportNow(
  context: { db: Db; env: { ALLOW_LOOPBACK_FETCH?: "true" | "false" }; now: () => Date },
  mode: Mode,
) {
  const run = await recordRun(context.db, "events-import", "admin", () => importEvents(context.db, importOptionsFrom(context, mode)), context.now);
  if (!run.counts) return { ok: false as const, error: run.error };
  return { ok: true as const, imported: run.counts.imported ?? 0, errors: run.counts.errors ?? 0 };
}
