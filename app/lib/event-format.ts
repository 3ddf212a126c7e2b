// How events read on the site (part 1 §9): prices, date ranges and calendar links, always in the town's zone.
import { formatTownDate, sameTownDay } from "./dates";

export const CARD_DATE_FORMAT = "MMM d, yyyy 'at' h:mm a";
export const DETAIL_DATE_FORMAT = "EEEE, MMMM d, yyyy 'at' h:mm a";
const TIME_FORMAT = "h:mm a";

type DateValue = Date | string | number | null | undefined;

/** 'See details' for a free (or unknown) price, else $x.xx: on cards and on the event's page alike (part 1 §9). */
export function formatEventPrice(price: string | number | null | undefined): string {
  const n = typeof price === "number" ? price : Number(price ?? 0);
  if (!Number.isFinite(n) || n === 0) return "See details";
  return `$${n.toFixed(2)}`;
}

const CARD_DAY_FORMAT = "MMM d, yyyy";
const DETAIL_DAY_FORMAT = "EEEE, MMMM d, yyyy";
const DAY_MS = 86_400_000;

/** The last day of an all-day event: its end is the (exclusive) midnight after it. */
export function lastAllDay(start: DateValue, end: DateValue): Date | null {
  if (end === null || end === undefined || end === "") return null;
  const s = new Date(start ?? Number.NaN);
  const e = new Date(end);
  if (Number.isNaN(s.getTime()) || Number.isNaN(e.getTime())) return null;
  const last = new Date(e.getTime() - DAY_MS / 2); // half a day back lands inside the last day, DST or not
  return sameTownDay(s, last) || last.getTime() < s.getTime() ? null : last;
}

/**
 * 'MMM d, yyyy at h:mm a', then ' - h:mm a' when it ends the same town day, else ' - ' and the full end.
 * All-day events read 'MMM d, yyyy (all day)', or a range of days.
 */
export function formatEventRange(start: DateValue, end?: DateValue, allDay = false): string {
  if (allDay) {
    const day = formatTownDate(start, CARD_DAY_FORMAT);
    const last = lastAllDay(start, end);
    return last ? `${day} - ${formatTownDate(last, CARD_DAY_FORMAT)}` : `${day} (all day)`;
  }
  const first = formatTownDate(start, CARD_DATE_FORMAT);
  if (end === null || end === undefined || end === "") return first;
  const s = new Date(start ?? Number.NaN);
  const e = new Date(end);
  if (Number.isNaN(s.getTime()) || Number.isNaN(e.getTime())) return first;
  return sameTownDay(s, e) ? `${first} - ${formatTownDate(e, TIME_FORMAT)}` : `${first} - ${formatTownDate(e, CARD_DATE_FORMAT)}`;
}

export function formatEventDetailDate(value: DateValue, allDay = false): string {
  return allDay ? `${formatTownDate(value, DETAIL_DAY_FORMAT)} (all day)` : formatTownDate(value, DETAIL_DATE_FORMAT);
}

/** The 'Ends:' line of the detail page: an all-day event's last day (its stored end is exclusive), or null. */
export function formatEventDetailEnd(start: DateValue, end: DateValue, allDay = false): string | null {
  if (!allDay) return end ? formatTownDate(end, DETAIL_DATE_FORMAT) : null;
  const last = lastAllDay(start, end);
  return last ? `${formatTownDate(last, DETAIL_DAY_FORMAT)} (all day)` : null;
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
  allDay?: boolean;
}): string {
  const start = new Date(event.startDate);
  if (event.allDay) {
    const day = (d: Date) => formatTownDate(d, "yyyyMMdd");
    const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + DAY_MS);
    return `https://calendar.google.com/calendar/render?${new URLSearchParams({
      action: "TEMPLATE",
      text: event.title,
      dates: `${day(start)}/${day(end)}`,
      details: event.description ?? "",
      location: [event.location, event.address].filter(Boolean).join(", "),
    }).toString()}`;
  }
  const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + ONE_HOUR);
  const stamp = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${stamp(start)}/${stamp(end)}`,
    details: event.description ?? "",
    location: [event.location, event.address].filter(Boolean).join(", "),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
