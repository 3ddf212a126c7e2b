// How events read on the site (part 1 §9): prices, date ranges and calendar links, always in the town's zone.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { formatTownDate, sameTownDay, TOWN_TIME_ZONE } from "./dates";

export const CARD_DATE_FORMAT = "MMM d, yyyy 'at' h:mm a";
export const DETAIL_DATE_FORMAT = "EEEE, MMMM d, yyyy 'at' h:mm a";
const TIME_FORMAT = "h:mm a";

type DateValue = Date | string | number | null | undefined;

/** 'See details' for a free (or unknown) price, else $x.xx. */
export function formatEventPrice(price: string | number | null | undefined): string {
  const n = typeof price === "number" ? price : Number(price ?? 0);
  if (!Number.isFinite(n) || n === 0) return "See details";
  return `$${n.toFixed(2)}`;
}

/** 'MMM d, yyyy at h:mm a', then ' - h:mm a' when it ends the same town day, else ' - ' and the full end. */
export function formatEventRange(start: DateValue, end?: DateValue): string {
  const first = formatTownDate(start, CARD_DATE_FORMAT);
  if (end === null || end === undefined || end === "") return first;
  const s = new Date(start ?? Number.NaN);
  const e = new Date(end);
  if (Number.isNaN(s.getTime()) || Number.isNaN(e.getTime())) return first;
  return sameTownDay(s, e) ? `${first} - ${formatTownDate(e, TIME_FORMAT)}` : `${first} - ${formatTownDate(e, CARD_DATE_FORMAT)}`;
}

export function formatEventDetailDate(value: DateValue): string {
  return formatTownDate(value, DETAIL_DATE_FORMAT);
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

const ONE_HOUR = 60 * 60 * 1000;

/** Google Calendar's 'add event' link; events without an end get one hour, as Google needs both. */
export function googleCalendarUrl(event: {
  title: string;
  startDate: string | Date;
  endDate?: string | Date | null;
  description?: string | null;
  location?: string | null;
  address?: string | null;
}): string {
  const start = new Date(event.startDate);
  const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + ONE_HOUR);
  const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${stamp(start)}/${stamp(end)}`,
    details: event.description ?? "",
    location: [event.location, event.address].filter(Boolean).join(", "),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
