// Formatting in the reader's language and the town's time (America/Indiana/Indianapolis): dates, times, prices and
// counts through Intl, and `plain` messages. No ICU formatter here: pages that hydrate import this module (not
// format.ts, which adds Lingui's `icu`), so their JavaScript stays inside its budget.
import { formatInTown, formatRangeInTown, LOCALES, type DateInput } from "~/lib/dates";
import { formatEventDetailDate, formatEventDetailEnd, formatEventPrice, formatEventRange, lastAllDay } from "~/lib/event-format";
import { jobAgeLabel } from "~/lib/jobs-display";
import type { Lang } from "./lang";
import { peopleWroteLang } from "./plain";

export * from "./plain";
export { LOCALES };

// Making an Intl formatter costs far more than using one (tens of microseconds against one or two): each language and
// set of options is made once per isolate and kept (a few dozen at most: the options here are fixed). Date formatters
// are kept by lib/dates.ts (`townFormatter`), the one path for dates.
const formatters = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>();
function kept<T extends Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = make()));
  return f;
}
const numberFormat = (lang: Lang, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept(`n:${lang}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(LOCALES[lang], options));

/** A date (and, with `time`, the time) in the town's zone: "26 de noviembre de 2026" / "November 26, 2026". */
export function formatDateIn(lang: Lang, value: Date | number | string, { time = false, weekday = false } = {}): string {
  return formatInTown(lang, value, weekday ? (time ? "eventDetail" : "fullDate") : time ? "longDateTime" : "longDate");
}

/** A time of day on a 24-hour clock ("19:05"), which workerd and Chromium write alike (lib/dates.ts, style `clock`). */
export function formatClockIn(lang: Lang, value: Date | number | string): string {
  return formatInTown(lang, value, "clock");
}

/** A price from cents: "$25.00" / "US$25.00" as each language writes dollars. */
export function formatPriceIn(lang: Lang, cents: number): string {
  return numberFormat(lang, { style: "currency", currency: "USD" }).format(cents / 100);
}

/** A whole number with the language's grouping. */
export function formatNumberIn(lang: Lang, value: number): string {
  return numberFormat(lang).format(value);
}

/** A month and year in the town's zone: "November 2025" / "noviembre de 2025". */
export function formatMonthYearIn(lang: Lang, value: Date | number | string): string {
  return formatInTown(lang, value, "monthYear");
}

/** A card's date ("Nov 26, 2026" / "26 nov 2026"); English keeps the spec's pattern exactly. */
export function formatCardDateIn(lang: Lang, value: DateInput): string {
  if (lang !== "en" && (value === null || value === undefined || value === "")) return "";
  return formatInTown(lang, value, "date");
}

/** The "(all day)" words after an all-day event's date, in each language but English (which lib/event-format.ts writes). */
const ALL_DAY: Record<Lang, string> = { en: "(all day)", es: "(todo el día)", pseudo: "(ȧȧŀŀ ḓȧȧẏ)" };

/** An event's start and end on a card; English keeps lib/event-format.ts's words exactly. */
export function formatEventRangeIn(lang: Lang, start: Date | number | string, end?: Date | number | string | null, allDay = false): string {
  if (lang === "en") return formatEventRange(start, end, allDay);
  if (allDay) {
    const last = lastAllDay(start, end);
    return last ? formatRangeInTown(lang, new Date(start), last, "date") : `${formatInTown(lang, start, "date")} ${ALL_DAY[lang]}`;
  }
  const s = new Date(start);
  const e = end === null || end === undefined || end === "" ? null : new Date(end);
  return e && !Number.isNaN(e.getTime()) && e > s ? formatRangeInTown(lang, s, e, "eventDate") : formatInTown(lang, s, "eventDate");
}

/** The event page's start ("EEEE, MMMM d, yyyy at h:mm a" in English; "jueves, 26 de noviembre de 2026, 19:00"). */
export function formatEventDetailDateIn(lang: Lang, value: Date | number | string, allDay = false): string {
  if (lang === "en") return formatEventDetailDate(value, allDay);
  return allDay ? `${formatDateIn(lang, value, { weekday: true })} ${ALL_DAY[lang]}` : formatDateIn(lang, value, { time: true, weekday: true });
}

/** The event page's "Ends:" line, or null (an all-day event's stored end is the midnight after its last day). */
export function formatEventDetailEndIn(lang: Lang, start: Date | number | string, end: Date | number | string | null, allDay = false): string | null {
  if (lang === "en") return formatEventDetailEnd(start, end, allDay);
  if (!allDay) return end ? formatDateIn(lang, end, { time: true, weekday: true }) : null;
  const last = lastAllDay(start, end);
  return last ? `${formatDateIn(lang, last, { weekday: true })} ${ALL_DAY[lang]}` : null;
}

// Words of the helpers here in each language but English (which lib/event-format.ts and lib/jobs-display.ts write);
// the pseudo-locale's are lib/i18n/pseudo.ts's rendering (this module ships to the browser: no catalogue here).
const SEE_DETAILS: Record<Lang, string> = { en: "See details", es: "Ver detalles", pseudo: "Şḗḗḗḗ ḓḗḗŧȧȧīīŀş" };
const DATE_UNAVAILABLE: Record<Lang, string> = { en: "Date not available", es: "Fecha no disponible", pseudo: "Ḓȧȧŧḗḗ ƞǿǿŧ ȧȧṽȧȧīīŀȧȧƀŀḗḗ" };

/** An event's price on a card ("See details" when free or unknown, as the spec says). */
export function formatEventPriceIn(lang: Lang, price: string | number | null | undefined): string {
  if (lang === "en") return formatEventPrice(price);
  const n = typeof price === "number" ? price : Number(price ?? 0);
  if (!Number.isFinite(n) || n === 0) return SEE_DETAILS[lang];
  return numberFormat(lang, { style: "currency", currency: "USD" }).format(n);
}

/** How long ago a job was posted ("3 days ago" / "hace 3 días"), through Intl.RelativeTimeFormat's plurals. */
export function jobAgeIn(lang: Lang, posted: Date | string | number | null | undefined, now: Date): string {
  if (lang === "en") return jobAgeLabel(posted, now);
  const at = posted === null || posted === undefined || posted === "" ? Number.NaN : new Date(posted).getTime();
  if (Number.isNaN(at)) return DATE_UNAVAILABLE[lang];
  const days = Math.max(1, Math.ceil((now.getTime() - at) / 86_400_000));
  const rtf = kept(`r:${lang}`, () => new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "always" }));
  if (days < 7) return rtf.format(-days, "day");
  if (days < 30) return rtf.format(-Math.floor(days / 7), "week");
  return rtf.format(-Math.max(1, Math.floor(days / 30)), "month");
}

/**
 * A category as shown: one of the spec's fixed categories (the `categories` namespace, as a loader sent it) in the
 * reader's language; any other (one an admin made) as written, marked as English on a page in another language.
 */
export function categoryIn(lang: Lang, names: Readonly<Record<string, string>>, name: string): { label: string; lang: "en" | undefined } {
  const label = Object.hasOwn(names, name) ? names[name] : undefined;
  return label !== undefined ? { label, lang: undefined } : { label: name, lang: peopleWroteLang(lang) };
}
