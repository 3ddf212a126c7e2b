// Every date the site shows is in the town's time zone, whatever the server's or the reader's.
import { TZDate } from "@date-fns/tz";
import { format, isSameDay } from "date-fns";

import { TOWNS } from "./towns";

/** Both towns share one zone; the table of towns is its source. */
export const TOWN_TIME_ZONE = TOWNS.greenwood.timeZone;

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null | "invalid" {
  if (value === null || value === undefined || value === "") return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "invalid" : d;
}

/** Formats in the town's zone; 'Date not available' when missing, 'Invalid date' when unparseable (part 1 §5). */
export function formatTownDate(value: DateInput, pattern: string): string {
  const d = toDate(value);
  if (d === null) return "Date not available";
  if (d === "invalid") return "Invalid date";
  return format(new TZDate(d.getTime(), TOWN_TIME_ZONE), pattern);
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

export function inTownZone(value: Date | number) {
  return new TZDate(typeof value === "number" ? value : value.getTime(), TOWN_TIME_ZONE);
}

/** True when both instants fall on the same calendar day in the town. */
export function sameTownDay(a: Date | number, b: Date | number) {
  return isSameDay(inTownZone(a), inTownZone(b));
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A datetime-local value ('2026-07-04T19:30') read as wall-clock time in the town; null when malformed. */
export function townLocalToDate(value: string): Date | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((p) => Number(p ?? 0));
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const date = new TZDate(y, mo - 1, d, h, mi, s, TOWN_TIME_ZONE);
  // Reject rolled-over dates such as Feb 31.
  if (date.getDate() !== d || date.getMonth() !== mo - 1) return null;
  return new Date(date.getTime());
}

/** The datetime-local value of an instant, in the town's wall-clock time. */
export function dateToTownLocal(value: Date | number): string {
  return format(new TZDate(typeof value === "number" ? value : value.getTime(), TOWN_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");
}
