// The catalogues live on the server: a page gets the namespaces it renders as loader data (compiled ICU for the ones
// that take values), so no page's JavaScript carries a catalogue (docs/decisions/languages.md).
import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { en, type Catalogue, type Messages, type Namespace } from "./en";
import { es } from "./es";
import { LOCALES, type CompiledMessage, type Values } from "./format";
import { localiseKnown } from "./known";
import type { Lang } from "./lang";
import { pseudolocalize } from "./pseudo";
import { VALIDATION_GROUPS, type ValidationGroup } from "./validation-groups";

// The pseudo-locale's messages are English pseudo-localised (lib/i18n/pseudo.ts), made on first use: a worker in
// production never chooses it (lib/i18n/lang.ts requestLang).
let pseudo: Catalogue | null = null;
const pseudoCatalogue = (): Catalogue =>
  (pseudo ??= Object.fromEntries(
    Object.entries(en).map(([ns, messages]) => [ns, Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, pseudolocalize(v as string)]))]),
  ) as unknown as Catalogue);
const CATALOGUES: Record<Lang, Catalogue> = {
  en,
  es,
  get pseudo() {
    return pseudoCatalogue();
  },
};

/** One namespace's messages as written (for messages without values, ready to show). */
export function messagesFor<NS extends Namespace>(lang: Lang, ns: NS): Messages<NS> {
  return CATALOGUES[lang][ns];
}

export type CompiledMessages<NS extends Namespace> = { [K in keyof Messages<NS>]: CompiledMessage };

// Compiling is pure and the catalogues never change while the worker runs: each namespace compiles once per isolate.
const compiled = new Map<string, unknown>();

/** One namespace compiled for `icu()` (lib/i18n/format.ts): values, plurals and selects, formatted by Lingui. */
export function compiledFor<NS extends Namespace>(lang: Lang, ns: NS): CompiledMessages<NS> {
  const key = `${lang}:${ns}`;
  let out = compiled.get(key) as CompiledMessages<NS> | undefined;
  if (!out) {
    const source = CATALOGUES[lang][ns] as Record<string, string>;
    out = Object.fromEntries(Object.entries(source).map(([k, v]) => [k, compileMessage(v)])) as CompiledMessages<NS>;
    compiled.set(key, out);
  }
  return out;
}

/** An /api error message in the reader's language: the known English messages have Spanish ones; others stay. */
export function apiMessage(lang: Lang, message: string): string {
  return knownText(lang, message, ["api"]);
}

/** One message formatted on the server (ICU: values, plurals), for what a loader or `meta` sends ready-made. */
export function formatMessage<NS extends Namespace>(lang: Lang, ns: NS, key: keyof Messages<NS> & string, values?: Values): string {
  const locale = LOCALES[lang];
  const messages = compiledFor(lang, ns) as Record<string, CompiledMessage>;
  return setupI18n({ locale, messages: { [locale]: messages } })._(key, values);
}

/**
 * The validation messages a form page sends as loader data (`validation`), read by the Field family's ErrorList
 * (components/forms.tsx): the shared field rules and the page's groups, in the reader's language. English readers get
 * none: the schemas already speak English.
 */
export function validationFor(lang: Lang, ...groups: ValidationGroup[]): Record<string, string> | null {
  if (lang === "en") return null;
  const all = CATALOGUES[lang].validation as Record<string, string>;
  const keys = new Set<string>([...VALIDATION_GROUPS.common, ...groups.flatMap((g) => VALIDATION_GROUPS[g])]);
  return Object.fromEntries([...keys].map((k) => [k, all[k]]));
}

/** An English text some namespaces key by (`api`, `toasts`, `badRequest`, then `validation`: a rule's message), in the reader's language; an unknown text stays as written. */
function knownText(lang: Lang, english: string, namespaces: readonly ("api" | "toasts" | "badRequest" | "validation")[]): string {
  if (lang === "en") return english;
  for (const ns of namespaces) {
    const found = localiseKnown(CATALOGUES[lang][ns] as Readonly<Record<string, string>>, english);
    if (found !== english) return found;
  }
  return english;
}

/** A toast's text in the reader's language: the `toasts` namespace, then `validation` (a rule's message shown as a toast). */
export function toastText(lang: Lang, english: string): string {
  return knownText(lang, english, ["toasts", "validation"]);
}

/** A form post's 400 text in the reader's language: the `badRequest` namespace, then `validation` (a schema's rule). */
export function badRequestText(lang: Lang, english: string): string {
  return knownText(lang, english, ["badRequest", "validation"]);
}
