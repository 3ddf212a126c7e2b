// How events read on the site (part 1 §9): prices, date ranges and calendar links, always in the town's zone.
import { formatTownDate, sameTownDay } from "./dates";

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

/**
 * The detail page's price: a free event says 'FREE', unless it has a registration link, where the real terms are
 * ('See details'); a paid one its price. Cards keep the spec's 'See details' (decision 050).
 */
export function formatEventDetailPrice(price: string | number | null | undefined, registrationUrl: string | null | undefined): string {
  const label = formatEventPrice(price);
  if (label !== "See details") return label;
  return registrationUrl ? "See details" : "FREE";
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
