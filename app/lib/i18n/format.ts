// Formatting in the reader's language and the town's time (America/Indiana/Indianapolis): dates, times, prices and
// counts through Intl; messages with values through Lingui's ICU formatter over compiled messages.
import { setupI18n, type Messages as LinguiMessages } from "@lingui/core";
import { TOWN_TIME_ZONE } from "~/lib/dates";
import type { Namespace, Messages } from "./en";
import type { Lang } from "./lang";

/** The Intl locale of each language (Spanish as written in the United States). Here, not in lang.ts, so that a page
 * formatting messages does not share a chunk with the shell's language switch. */
export const LOCALES: Record<Lang, string> = { en: "en-US", es: "es-US" };

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
