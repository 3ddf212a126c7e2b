// Messages with values through Lingui's ICU formatter over compiled messages (`icu`), for pages that ship no
// JavaScript or can afford Lingui's 2.3 KB; everything else (dates, prices, `plain`) is in intl.ts, re-exported here.
import { setupI18n, type Messages as LinguiMessages } from "@lingui/core";
import { keyOf, type Descriptor } from "./descriptor";
import type { Namespace, Messages } from "./en";
import { LOCALES, type Values } from "./intl";
import type { Lang } from "./lang";

export * from "./intl";

/** A message compiled by Lingui (lib/i18n/catalogue.server.ts compiles them on the server). */
export type CompiledMessage = LinguiMessages[string];

/**
 * A formatter of one namespace's compiled messages, as a loader sent them: `icu<"home">(lang, messages)(
 * { id: "home.welcomeTo", message: "Welcome to {town}" }, { town })`. The id is typed by the catalogue, so an unknown one
 * fails the type check.
 */
export function icu<NS extends Namespace>(lang: Lang, messages: Partial<Record<keyof Messages<NS>, unknown>>) {
  const locale = LOCALES[lang];
  const i18n = setupI18n({ locale, messages: { [locale]: messages as LinguiMessages } });
  return (d: Descriptor<NS>, values?: Values): string => i18n._(keyOf(d), values);
}
