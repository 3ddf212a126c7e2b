// How events read on the site (part 1 §9): prices, date ranges and calendar links, always in the town's zone.
import { DATE_FORMATS, formatEventDate, formatTownDate, sameTownDay } from "./dates";

type DateValue = Date | string | number | null | undefined;

/** 'See details' for a free (or unknown) price, else $x.xx. */
export function formatEventPrice(price: string | number | null | undefined): string {
  const n = typeof price === "number" ? price : Number(price ?? 0);
  if (!Number.isFinite(n) || n === 0) return "See details";
  return `$${n.toFixed(2)}`;
}

/** 'MMM d, yyyy at h:mm a', then ' - h:mm a' when it ends the same town day, else ' - ' and the full end. */
export function formatEventRange(start: DateValue, end?: DateValue): string {
  const first = formatEventDate(start);
  if (end === null || end === undefined || end === "") return first;
  const s = new Date(start ?? Number.NaN);
  const e = new Date(end);
  if (Number.isNaN(s.getTime()) || Number.isNaN(e.getTime())) return first;
  return sameTownDay(s, e) ? `${first} - ${formatTownDate(e, DATE_FORMATS.time)}` : `${first} - ${formatEventDate(e)}`;
}

export function formatEventDetailDate(value: DateValue): string {
  return formatTownDate(value, DATE_FORMATS.eventDetail);
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
