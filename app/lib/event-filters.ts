// The calendar's filters, one reading for /events, /events.ics, /embed/events and the saved alerts: a category, free
// events only, a place (words of the venue or address), a date (a relative ?when= or a picked ?date= day, which wins),
// and for the embed how many events to show.
import { EVENT_WHENS, readDayKey, type EventWhen } from "~/lib/event-calendar";
import { parseId } from "~/lib/params";
import type { CanonicalParams } from "~/lib/seo";

export type EventFilters = { category: number | null; free: boolean; place: string; when: EventWhen | null; date: string | null };

export const PLACE_MAX_LENGTH = 100;
export const EMBED_COUNT_DEFAULT = 5;
export const EMBED_COUNT_MAX = 20;

/** The filters from a query string; a value that does not fit is dropped, never an error. */
export function readEventFilters(params: URLSearchParams): EventFilters {
  return {
    category: parseId(params.get("category")),
    free: params.get("free") === "1",
    place: (params.get("place") ?? "").replace(/\s+/g, " ").trim().slice(0, PLACE_MAX_LENGTH),
    ...readDateFilter(params),
  };
}

/** The date filter: a picked day ("YYYY-MM-DD") wins over a relative one; anything else is no date filter. */
export function readDateFilter(params: URLSearchParams): { when: EventWhen | null; date: string | null } {
  const date = readDayKey(params.get("date"));
  const when = params.get("when");
  return { date, when: !date && EVENT_WHENS.includes(when as EventWhen) ? (when as EventWhen) : null };
}

/** How many events the embed lists: 1..EMBED_COUNT_MAX, else the default. */
export function readEmbedCount(params: URLSearchParams): number {
  const n = parseId(params.get("count"));
  return n ? Math.min(n, EMBED_COUNT_MAX) : EMBED_COUNT_DEFAULT;
}

/** The filters as query parameters (absent when off), for links, feeds and the pager. */
export function eventFilterParams(f: EventFilters): Record<string, string | null> {
  return { category: f.category ? String(f.category) : null, free: f.free ? "1" : null, place: f.place || null, when: f.when, date: f.date };
}

/** The filters as a query string ("" or "?…"), sorted like the canonical URL. */
export function eventFilterQuery(f: EventFilters, extra: Record<string, string | null> = {}): string {
  const q = new URLSearchParams();
  const all = { ...eventFilterParams(f), ...extra };
  for (const key of Object.keys(all).sort()) if (all[key]) q.set(key, all[key] as string);
  const s = q.toString();
  return s ? `?${s}` : "";
}

/** /events' known parameters and their defaults, for its canonical URL. */
export const EVENTS_CANONICAL: CanonicalParams = { category: "", free: "", place: "", when: "", date: "", page: "1" };
/** /embed/events' known parameters. */
export const EMBED_CANONICAL: CanonicalParams = { category: "", free: "", place: "", when: "", date: "", count: String(EMBED_COUNT_DEFAULT) };
