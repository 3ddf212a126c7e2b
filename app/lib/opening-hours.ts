// "Open now" from a listing's hours ({Monday: "7:00 AM - 9:00 PM", Friday: "4:00 PM - 2:00 AM", Sunday: "Closed"}),
// on the town's clock: hours that run past midnight count for the next morning, and DST days use wall time.
import { inTownZone } from "./dates";
import { DAYS } from "./business";

type Range = { open: number; close: number } | "all-day" | null;

function minutes(text: string): number | null {
  const m = text.trim().match(/^(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?$/);
  if (!m) return null;
  let hour = Number(m[1]) % 12;
  if (m[3].toLowerCase() === "p") hour += 12;
  return hour * 60 + Number(m[2] ?? 0);
}

export function parseRange(value: string | null | undefined): Range {
  if (!value) return null;
  const text = value.trim();
  if (/^(open\s*)?24\s*hours$/i.test(text)) return "all-day";
  const [from, to] = text.split(/\s*[-–—]\s*/);
  if (!from || !to) return null;
  const open = minutes(from);
  const close = minutes(to);
  return open === null || close === null ? null : { open, close };
}

/** True/false when the hours say; null when the listing has no usable hours. */
export function isOpenNow(hours: Record<string, string> | null | undefined, now: Date): boolean | null {
  if (!hours || !Object.values(hours).some((v) => parseRange(v) !== null)) return null;
  const local = inTownZone(now);
  const dayIndex = (local.getDay() + 6) % 7; // Monday = 0
  const minute = local.getHours() * 60 + local.getMinutes();
  const today = parseRange(hours[DAYS[dayIndex]]);
  const yesterday = parseRange(hours[DAYS[(dayIndex + 6) % 7]]);
  if (today === "all-day") return true;
  if (today) {
    if (today.close > today.open && minute >= today.open && minute < today.close) return true;
    if (today.close <= today.open && minute >= today.open) return true;
  }
  if (yesterday && yesterday !== "all-day" && yesterday.close <= yesterday.open && minute < yesterday.close) return true;
  return false;
}
