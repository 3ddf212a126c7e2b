// Prices and dates of the member's pages and the checkout (helper es-account), in the reader's language: English keeps
// the spec's patterns exactly (lib/prices, lib/dates); other languages go through Intl (intl.ts). Browser-safe.
import { formatInTown } from "~/lib/dates";
import { formatCents } from "~/lib/prices";
import { formatCardDateIn, formatPriceIn } from "./intl";
import type { Lang } from "./lang";

/** "$25.00" in English as the spec writes it; Intl's currency format in another language. */
export const moneyIn = (lang: Lang, cents: number): string => (lang === "en" ? formatCents(cents) : formatPriceIn(lang, cents));

/** "Nov 23, 2026 7:30 PM" in English; the language's long date and a 24-hour time otherwise (formatClockIn). */
export const dateTimeIn = (lang: Lang, value: Date | string | number): string => formatInTown(lang, value, "dateTime");

/** "Nov 23, 2026" in English; the language's medium date otherwise. */
export const shortDateIn = (lang: Lang, value: Date | string | number): string => formatCardDateIn(lang, value);

/** "November 23, 2026" in English; the language's long date otherwise. */
export const longDateIn = (lang: Lang, value: Date | string | number): string => formatInTown(lang, value, "longDate");
