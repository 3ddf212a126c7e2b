// How events read on the site (part 1 §9): prices, date ranges and calendar links, always in the town's zone.
import { dateToTownLocal, formatInTown, sameTownDay } from "./dates";

type DateValue = Date | string | number | null | undefined;

/** 'See details' for a free (or unknown) price, else $x.xx: on cards and on the event's page alike (part 1 §9). */
export function formatEventPrice(price: string | number | null | undefined): string {
  const n = typeof price === "number" ? price : Number(price ?? 0);
  if (!Number.isFinite(n) || n === 0) return "See details";
  return `$${n.toFixed(2)}`;
}

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
 * 'Nov 23, 2026 at 7:30 PM', then ' - 9:00 PM' when it ends the same town day, else ' - ' and the full end.
 * All-day events read 'Nov 23, 2026 (all day)', or a range of days.
 */
export function formatEventRange(start: DateValue, end?: DateValue, allDay = false): string {
  if (allDay) {
    const day = formatInTown("en", start, "date");
    const last = lastAllDay(start, end);
    return last ? `${day} - ${formatInTown("en", last, "date")}` : `${day} (all day)`;
  }
  const first = formatInTown("en", start, "eventDate");
  if (end === null || end === undefined || end === "") return first;
  const s = new Date(start ?? Number.NaN);
  const e = new Date(end);
  if (Number.isNaN(s.getTime()) || Number.isNaN(e.getTime())) return first;
  return sameTownDay(s, e) ? `${first} - ${formatInTown("en", e, "time")}` : `${first} - ${formatInTown("en", e, "eventDate")}`;
}

export function formatEventDetailDate(value: DateValue, allDay = false): string {
  return allDay ? `${formatInTown("en", value, "fullDate")} (all day)` : formatInTown("en", value, "eventDetail");
}

/** The 'Ends:' line of the detail page: an all-day event's last day (its stored end is exclusive), or null. */
export function formatEventDetailEnd(start: DateValue, end: DateValue, allDay = false): string | null {
  if (!allDay) return end ? formatInTown("en", end, "eventDetail") : null;
  const last = lastAllDay(start, end);
  return last ? `${formatInTown("en", last, "fullDate")} (all day)` : null;
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
    const day = (d: Date) => dateToTownLocal(d).slice(0, 10).replaceAll("-", "");
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
