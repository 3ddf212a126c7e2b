// Formatting in the reader's language and the town's time (America/Indiana/Indianapolis): dates, times, prices and
// counts through Intl; messages with values through Lingui's ICU formatter over compiled messages.
import { setupI18n, type Messages as LinguiMessages } from "@lingui/core";
import { formatTownDate, TOWN_TIME_ZONE } from "~/lib/dates";
import { formatEventDetailDate, formatEventDetailEnd, formatEventPrice, formatEventRange, lastAllDay } from "~/lib/event-format";
import { jobAgeLabel } from "~/lib/jobs-display";
import type { Namespace, Messages } from "./en";
import type { Lang } from "./lang";

/** The Intl locale of each language (Spanish as written in the United States). Here, not in lang.ts, so that a page
 * formatting messages does not share a chunk with the shell's language switch. */
export const LOCALES: Record<Lang, string> = { en: "en-US", es: "es-US" };

type DateInput = Parameters<typeof formatTownDate>[0];

export type Values = Record<string, string | number>;

/** A message compiled by Lingui (lib/i18n/catalogue.server.ts compiles them on the server). */
export type CompiledMessage = LinguiMessages[string];

/**
 * A formatter of one namespace's compiled messages, as a loader sent them: `icu<"home">(lang, messages)("welcomeTo",
 * { town })`. The key is typed by the English catalogue, so a missing key fails the type check.
 */
export function icu<NS extends Namespace>(lang: Lang, messages: Partial<Record<keyof Messages<NS>, unknown>>) {
  const locale = LOCALES[lang];
  const i18n = setupI18n({ locale, messages: { [locale]: messages as LinguiMessages } });
  return (key: keyof Messages<NS> & string, values?: Values): string => i18n._(key, values);
}

/** A formatter of one namespace's messages, as a loader sent them (see `plain`, `icu`). */
export type T<NS extends Namespace> = (key: keyof Messages<NS> & string, values?: Values) => string;

/**
 * A formatter of messages without plurals or selects (`{name}` filled in), for pages that hydrate: it ships no ICU
 * formatter, so a hydrating page stays inside its JavaScript budget. Messages that need plurals are formatted on the
 * server (`formatMessage`) and sent ready-made.
 */
export function plain<NS extends Namespace>(messages: Messages<NS>): T<NS> {
  const m = messages as Record<string, string>;
  return (key, values) => m[key].replace(/\{(\w+)\}/g, (all, name: string) => (values && name in values ? String(values[name]) : all));
}

/** A date (and, with `time`, the time) in the town's zone: "26 de noviembre de 2026" / "November 26, 2026". */
export function formatDateIn(lang: Lang, value: Date | number | string, { time = false, weekday = false } = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: TOWN_TIME_ZONE,
    dateStyle: weekday ? "full" : "long",
    ...(time ? { timeStyle: "short" as const } : {}),
  }).format(date);
}

/** A price from cents: "$25.00" / "US$25.00" as each language writes dollars. */
export function formatPriceIn(lang: Lang, cents: number): string {
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "USD" }).format(cents / 100);
}

/** A whole number with the language's grouping. */
export function formatNumberIn(lang: Lang, value: number): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(value);
}

/** A card's date ("Nov 26, 2026" / "26 nov 2026"); English keeps the spec's pattern exactly. */
export function formatCardDateIn(lang: Lang, value: DateInput): string {
  if (lang === "en") return formatTownDate(value, "MMM d, yyyy");
  if (value === null || value === undefined || value === "") return "";
  return new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TOWN_TIME_ZONE, dateStyle: "medium" }).format(new Date(value));
}

/** The "(all day)" words after an all-day event's date, in each language but English (which lib/event-format.ts writes). */
const ALL_DAY: Record<Lang, string> = { en: "(all day)", es: "(todo el día)" };

/** An event's start and end on a card; English keeps lib/event-format.ts's words exactly. */
export function formatEventRangeIn(lang: Lang, start: Date | number | string, end?: Date | number | string | null, allDay = false): string {
  if (lang === "en") return formatEventRange(start, end, allDay);
  if (allDay) {
    const day = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TOWN_TIME_ZONE, dateStyle: "medium" });
    const last = lastAllDay(start, end);
    return last ? day.formatRange(new Date(start), last) : `${day.format(new Date(start))} ${ALL_DAY[lang]}`;
  }
  const format = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TOWN_TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
  const s = new Date(start);
  const e = end === null || end === undefined || end === "" ? null : new Date(end);
  return e && !Number.isNaN(e.getTime()) && e > s ? format.formatRange(s, e) : format.format(s);
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

/** An event's price on a card ("See details" when free or unknown, as the spec says). */
export function formatEventPriceIn(lang: Lang, price: string | number | null | undefined): string {
  if (lang === "en") return formatEventPrice(price);
  const n = typeof price === "number" ? price : Number(price ?? 0);
  if (!Number.isFinite(n) || n === 0) return "Ver detalles";
  return new Intl.NumberFormat(LOCALES[lang], { style: "currency", currency: "USD" }).format(n);
}

/** How long ago a job was posted ("3 days ago" / "hace 3 días"), through Intl.RelativeTimeFormat's plurals. */
export function jobAgeIn(lang: Lang, posted: Date | string | number | null | undefined, now: Date): string {
  if (lang === "en") return jobAgeLabel(posted, now);
  const at = posted === null || posted === undefined || posted === "" ? Number.NaN : new Date(posted).getTime();
  if (Number.isNaN(at)) return "Fecha no disponible";
  const days = Math.max(1, Math.ceil((now.getTime() - at) / 86_400_000));
  const rtf = new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: "always" });
  if (days < 7) return rtf.format(-days, "day");
  if (days < 30) return rtf.format(-Math.floor(days / 7), "week");
  return rtf.format(-Math.max(1, Math.floor(days / 30)), "month");
}

/**
 * The `lang` attribute for what people wrote (articles, events, ads): the site does not translate it and it is written
 * in English, so on a page in another language it is marked as English; on an English page it needs no mark.
 */
export const peopleWroteLang = (lang: Lang): "en" | undefined => (lang === "en" ? undefined : "en");

/**
 * A category as shown: one of the spec's fixed categories (the `categories` namespace, as a loader sent it) in the
 * reader's language; any other (one an admin made) as written, marked as English on a page in another language.
 */
export function categoryIn(lang: Lang, names: Readonly<Record<string, string>>, name: string): { label: string; lang: "en" | undefined } {
  return Object.hasOwn(names, name) ? { label: names[name], lang: undefined } : { label: name, lang: peopleWroteLang(lang) };
}

/** The place a value written by people goes in a message (components/written-value.tsx puts it back, marked). */
export const HOLE = "\u0000";
