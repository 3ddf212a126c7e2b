// "Open now" from a listing's hours ({Monday: "7:00 AM - 9:00 PM", Friday: "4:00 PM - 2:00 AM", Sunday: "Closed"}),
// on the town's clock: hours that run past midnight count for the next morning, and DST days use wall time.
// Google writes split days ("11:00 AM – 2:00 PM, 5:00 – 9:00 PM") and lets the first time of a range share the
// second's meridiem ("5:00 – 9:00 PM"); both are read as Google means them.
import { DAYS } from "./business-display";
import { inTownZone } from "./dates";

type Span = { open: number; close: number };
type Range = Span | "all-day" | null;

const TIME = /^(\d{1,2})(?::(\d{2}))?\s*(?:([AaPp])\.?\s*[Mm]\.?)?$/;

function minutes(text: string, meridiem: string | null): number | null {
  const m = text
    .trim()
    .replace(/[\u202f\u2009\u00a0]/g, " ")
    .match(TIME);
  if (!m) return null;
  const mer = (m[3] ?? meridiem)?.toLowerCase();
  if (!mer) return null;
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? 0);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  return ((hour % 12) + (mer === "p" ? 12 : 0)) * 60 + minute;
}

const meridiemOf = (text: string) => text.match(/([AaPp])\.?\s*[Mm]\.?\s*$/)?.[1] ?? null;

/** One "from – to" span; a start without AM/PM takes the end's ("5:00 – 9:00 PM" is 5 PM to 9 PM). */
function parseSpan(text: string): Span | null {
  const [from, to, extra] = text.split(/\s*[-–—]\s*/);
  if (!from || !to || extra !== undefined) return null;
  const close = minutes(to, null);
  if (close === null) return null;
  let open = minutes(from, meridiemOf(from) ?? meridiemOf(to));
  if (open === null) return null;
  // "11:00 – 2:00 PM" means 11 AM: a start taken from the end's PM that would fall after the end is its AM twin.
  if (!meridiemOf(from) && open > close && open - 12 * 60 >= 0) open -= 12 * 60;
  return { open, close };
}

/** Every span of a day's hours ("11:00 AM – 2:00 PM, 5:00 – 9:00 PM" is two); "all-day"; or null (closed/unknown). */
export function parseSpans(value: string | null | undefined): Span[] | "all-day" | null {
  if (!value) return null;
  const text = value.trim();
  if (/^(open\s*)?24\s*hours$/i.test(text)) return "all-day";
  const spans = text.split(/\s*[,;]\s*/).map(parseSpan);
  return spans.length && spans.every((s) => s !== null) ? (spans as Span[]) : null;
}

/** The day's hours as one range (the first span of a split day); kept for callers that show one range. */
export function parseRange(value: string | null | undefined): Range {
  const spans = parseSpans(value);
  return spans === "all-day" || spans === null ? spans : (spans[0] ?? null);
}

/** True/false when the hours say; null when the listing has no usable hours. */
export function isOpenNow(hours: Record<string, string> | null | undefined, now: Date): boolean | null {
  if (!hours || !Object.values(hours).some((v) => parseSpans(v) !== null)) return null;
  const local = inTownZone(now);
  const dayIndex = (local.weekday + 6) % 7; // Monday = 0
  const minute = local.hour * 60 + local.minute;
  const dayHours = (i: number) => {
    const day = DAYS[i];
    return day === undefined ? null : hours[day];
  };
  const today = parseSpans(dayHours(dayIndex));
  const yesterday = parseSpans(dayHours((dayIndex + 6) % 7));
  if (today === "all-day") return true;
  for (const span of today ?? []) {
    if (span.close > span.open && minute >= span.open && minute < span.close) return true;
    if (span.close <= span.open && minute >= span.open) return true;
  }
  if (yesterday && yesterday !== "all-day" && yesterday.some((s) => s.close <= s.open && minute < s.close)) return true;
  return false;
}
