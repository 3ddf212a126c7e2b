// The calendar's days (issue 43): the date filters of /events (Today, This weekend, Next 7 days, This month, a day
// from the date picker) and the month and week views, all as town days (America/Indiana/Indianapolis). A day is a
// civil "YYYY-MM-DD" key; its instants come from lib/dates.ts (townLocalToDate, inTownZone), the one path for dates.
import { DATE_WINDOW } from "./date-window";
import { inTownZone, townLocalToDate } from "./dates";
import { nonEmpty } from "./rows";

/** The relative date filters, as their ?when= values. */
export const EVENT_WHENS = ["today", "weekend", "7days", "month"] as const;
export type EventWhen = (typeof EVENT_WHENS)[number];

/** The views of /events: the list, the map, a month, a week. */
export const EVENT_VIEWS = ["list", "map", "month", "week"] as const;
export type EventView = (typeof EVENT_VIEWS)[number];

/** A half-open span of instants: [from, to). */
export type DateSpan = { from: Date; to: Date };

/** How far the month and week views page from today, each way: a crawler following "next" stops somewhere. */
export const CALENDAR_REACH_MONTHS = 12;

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, "0");
const keyOfUtc = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const utcOf = (key: string) => new Date(`${key}T00:00:00Z`);
const inWindow = (key: string) => {
  const t = utcOf(key).getTime();
  return t >= DATE_WINDOW.min && t < DATE_WINDOW.max;
};

/** A real calendar day "YYYY-MM-DD" inside the sane date window, else null. */
export function readDayKey(value: string | null | undefined): string | null {
  const m = DAY_KEY.exec((value ?? "").trim());
  if (!m) return null;
  const key = m[0];
  const d = utcOf(key);
  if (Number.isNaN(d.getTime()) || keyOfUtc(d) !== key) return null; // 30 February is no day
  return inWindow(key) ? key : null;
}

/** A month "YYYY-MM" inside the sane date window, else null. */
export function readMonthKey(value: string | null | undefined): string | null {
  const m = MONTH_KEY.exec((value ?? "").trim());
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return null;
  return inWindow(`${m[0]}-01`) ? m[0] : null;
}

/** The day `n` days after `key` (before it when negative). */
export const addDays = (key: string, n: number) => keyOfUtc(new Date(utcOf(key).getTime() + n * 86_400_000));
/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (key: string) => utcOf(key).getUTCDay();
/** The month a day is in, "YYYY-MM". */
export const monthOf = (key: string) => key.slice(0, 7);
/** The first day of the month `n` months after `month`. */
export function addMonths(month: string, n: number): string {
  const [y = 2000, m = 1] = month.split("-").map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return keyOfUtc(d).slice(0, 7);
}
/** The Sunday that starts the (US) week a day is in. */
export const weekStartOf = (key: string) => addDays(key, -weekdayOf(key));

/** The town day an instant falls in. */
export function townDayKey(now: Date): string {
  const t = inTownZone(now);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

/** Midnight at the start of a town day, as an instant. */
export function townMidnight(key: string): Date {
  return townLocalToDate(`${key}T00:00`) ?? utcOf(key);
}

/** The town days from `first` on, `count` of them. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

/** The days of a month, first to last. */
export function daysOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const out: string[] = [];
  for (let d = first; d < next && out.length < 31; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The instants of town days: each day's start, and the end of the last. */
export function spanOfDays(days: readonly string[]): { starts: [Date, ...Date[]]; end: Date } {
  const all = nonEmpty(days, "day");
  return { starts: nonEmpty(all.map(townMidnight), "day"), end: townMidnight(addDays(all.at(-1) ?? all[0], 1)) };
}

/**
 * The span a date filter covers, in town days: a picked day; today; this weekend (Saturday and Sunday: the coming one
 * on a weekday, the current one on a weekend); today and the six days after; the rest of this month. Null: no filter.
 */
export function eventDateSpan(filter: { when: EventWhen | null; date: string | null }, now: Date): DateSpan | null {
  const days = (first: string, count: number): DateSpan => ({ from: townMidnight(first), to: townMidnight(addDays(first, count)) });
  if (filter.date) return days(filter.date, 1);
  const today = townDayKey(now);
  switch (filter.when) {
    case "today":
      return days(today, 1);
    case "weekend": {
      const wd = weekdayOf(today);
      return wd === 0 ? days(addDays(today, -1), 2) : days(addDays(today, 6 - wd), 2);
    }
    case "7days":
      return days(today, 7);
    case "month":
      return { from: townMidnight(today), to: townMidnight(`${addMonths(monthOf(today), 1)}-01`) };
    default:
      return null;
  }
}

/** Months between two "YYYY-MM" (b after a: positive). */
export function monthsBetween(a: string, b: string): number {
  const [ay = 0, am = 0] = a.split("-").map(Number);
  const [by = 0, bm = 0] = b.split("-").map(Number);
  return (by - ay) * 12 + (bm - am);
}

/** True when a month is within the calendar's reach of today's month. */
export const monthInReach = (month: string, now: Date) => Math.abs(monthsBetween(monthOf(townDayKey(now)), month)) <= CALENDAR_REACH_MONTHS;

/** ?view=map, month or week; anything else is the list. */
export function readEventView(params: URLSearchParams): EventView {
  const view = params.get("view");
  return EVENT_VIEWS.includes(view as EventView) ? (view as EventView) : "list";
}

/**
 * What a list with this date filter shows: the span, and the instant events must not be over before (now; for a
 * picked day already begun or past, that day's start, so the whole day is listed).
 */
export function dateFilterBounds(filter: { when: EventWhen | null; date: string | null }, now: Date): { from: Date; span: DateSpan | null } {
  const span = eventDateSpan(filter, now);
  return { span, from: filter.date && span && span.from < now ? span.from : now };
}
