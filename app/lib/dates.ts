// Every date the site shows is in the town's time zone, whatever the server's or the reader's. Built on the
// platform's Intl (no date library), so the pages that format dates ship no date code to the browser.
import { isDateInWindow } from "./date-window";
import { TOWNS } from "./towns";

/** Both towns share one zone; the table of towns is its source. */
export const TOWN_TIME_ZONE = TOWNS.greenwood.timeZone;

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "invalid" : d;
}

/** An instant's wall-clock fields in the town (month 1–12, weekday 0 = Sunday, hour 0–23). */
export type TownTime = { year: number; month: number; day: number; weekday: number; hour: number; minute: number; second: number };

let partsFormat: Intl.DateTimeFormat | null = null;
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

// A page formats the same few instants many times (an event's start on its card, in its range, in its JSON-LD), and
// formatToParts is the costliest step of a date: the last instants read are kept, frozen, by their time.
const recentTimes = new Map<number, Readonly<TownTime>>();
const RECENT_TIMES = 500;

export function inTownZone(value: Date | number): Readonly<TownTime> {
  const ms = typeof value === "number" ? value : value.getTime();
  const kept = recentTimes.get(ms);
  if (kept) return kept;
  if (recentTimes.size >= RECENT_TIMES) recentTimes.clear();
  const time = Object.freeze(readTownTime(ms));
  recentTimes.set(ms, time);
  return time;
}

function readTownTime(ms: number): TownTime {
  partsFormat ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TOWN_TIME_ZONE,
    hourCycle: "h23",
    weekday: "long",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const p: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(ms)) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    weekday: WEEKDAYS.indexOf(p.weekday),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    second: Number(p.second),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
// The date-fns pattern tokens the site uses; quoted text ('at') is literal.
const TOKENS = /'([^']*)'|yyyy|MMMM|MMM|MM|dd|d|EEEE|HH|h|mm|ss|a/g;

function formatParts(t: TownTime, pattern: string): string {
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case "yyyy":
        return pad(t.year, 4);
      case "MMMM":
        return MONTHS[t.month - 1];
      case "MMM":
        return MONTHS[t.month - 1].slice(0, 3);
      case "MM":
        return pad(t.month);
      case "dd":
        return pad(t.day);
      case "d":
        return String(t.day);
      case "EEEE":
        return WEEKDAYS[t.weekday];
      case "HH":
        return pad(t.hour);
      case "h":
        return String(t.hour % 12 || 12);
      case "mm":
        return pad(t.minute);
      case "ss":
        return pad(t.second);
      default:
        return t.hour < 12 ? "AM" : "PM";
    }
  });
}

/** Formats in the town's zone; 'Date not available' when missing, 'Invalid date' when unparseable (part 1 §5). */
export function formatTownDate(value: DateInput, pattern: string): string {
  const d = toDate(value);
  if (d === null) return "Date not available";
  if (d === "invalid") return "Invalid date";
  return formatParts(inTownZone(d), pattern);
}

/** The site's date formats by name, so every page says a date the same way. */
export const DATE_FORMATS = {
  date: "MMM d, yyyy",
  longDate: "MMMM d, yyyy",
  dateTime: "MMM d, yyyy h:mm a",
  shortDateTime: "MMM d, h:mm a",
  eventDate: "MMM d, yyyy 'at' h:mm a",
  eventDetail: "EEEE, MMMM d, yyyy 'at' h:mm a",
  time: "h:mm a",
} as const;

/** "Nov 23, 2026" */
export const formatDate = (value: DateInput) => formatTownDate(value, DATE_FORMATS.date);
/** "November 23, 2026" */
export const formatLongDate = (value: DateInput) => formatTownDate(value, DATE_FORMATS.longDate);
/** "Nov 23, 2026 7:30 PM" */
export const formatDateTime = (value: DateInput) => formatTownDate(value, DATE_FORMATS.dateTime);
/** "Nov 23, 7:30 PM" (admin run and feed times) */
export const formatShortDateTime = (value: DateInput) => formatTownDate(value, DATE_FORMATS.shortDateTime);
/** "Nov 23, 2026 at 7:30 PM" (event cards) */
export const formatEventDate = (value: DateInput) => formatTownDate(value, DATE_FORMATS.eventDate);

/** True when both instants fall on the same calendar day in the town. */
export function sameTownDay(a: Date | number, b: Date | number) {
  const x = inTownZone(a);
  const y = inTownZone(b);
  return x.year === y.year && x.month === y.month && x.day === y.day;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The town's offset from UTC in ms at an instant (negative west of Greenwich). */
function townOffset(ms: number): number {
  const t = inTownZone(ms);
  return Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - (ms - (((ms % 1000) + 1000) % 1000));
}

/** A datetime-local value ('2026-07-04T19:30') read as wall-clock time in the town; null when malformed. */
export function townLocalToDate(value: string): Date | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0));
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // A year no form may store (10000, 1900) is not a date here either.
  if (!isDateInWindow(new Date(wall))) return null;
  // Reject rolled-over dates such as Feb 31.
  const check = new Date(wall);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  // The offset at the wall time read as UTC, then at the instant that gives; near a DST change the second is the
  // right one when it holds, and a time the spring change skips moves forward an hour.
  const first = wall - townOffset(wall);
  const offset = townOffset(first);
  const second = wall - offset;
  return new Date(townOffset(second) === offset ? second : first);
}

/** The datetime-local value of an instant, in the town's wall-clock time. */
export function dateToTownLocal(value: Date | number): string {
  return formatParts(inTownZone(value), "yyyy-MM-dd'T'HH:mm");
}
