// Every date the site shows is in the town's time zone, whatever the server's or the reader's.
import { TZDate } from "@date-fns/tz";
import { format, isSameDay } from "date-fns";

export const TOWN_TIME_ZONE = "America/Indiana/Indianapolis";

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

export function inTownZone(value: Date | number) {
  return new TZDate(typeof value === "number" ? value : value.getTime(), TOWN_TIME_ZONE);
}

/** True when both instants fall on the same calendar day in the town. */
export function sameTownDay(a: Date | number, b: Date | number) {
  return isSameDay(inTownZone(a), inTownZone(b));
}
