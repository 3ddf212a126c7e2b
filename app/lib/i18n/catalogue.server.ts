// The catalogues live on the server: a page gets the namespaces it renders as loader data (compiled ICU for the ones
// that take values), so no page's JavaScript carries a catalogue (docs/decisions/languages.md).
// English is written where it is used (gathered into en.ts by `npm run i18n:extract`); every language's messages come
// from `lingui compile` (app/locales/*/messages.ts, made from the PO files), found by Lingui's id for (English text,
// "ns.key"), the id `lingui extract` gave them.
import { setupI18n, type Messages as LinguiMessages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { messages as enCompiled } from "~/locales/en/messages";
import { messages as esCompiled } from "~/locales/es/messages";
import { keyOf, namespaceOf, type Descriptor } from "./descriptor";
import { en, type Catalogue, type Messages, type Namespace } from "./en";
import { LOCALES, type CompiledMessage, type Values } from "./format";
import { icuSource } from "./icu-source";
import type { Lang, StoredLang } from "./lang";
import { messageId } from "./message-id";
import { pseudolocalize } from "./pseudo";
import { ruleText } from "./rule";
import { VALIDATION_GROUPS, type ValidationGroup } from "./validation-groups";

const COMPILED: Record<StoredLang, LinguiMessages> = { en: enCompiled, es: esCompiled };

export type CompiledMessages<NS extends Namespace> = { [K in keyof Messages<NS>]: CompiledMessage };

// Catalogues never change while the worker runs: each namespace is looked up (or, for the pseudo-locale, made) once per
// isolate, on first use, so a request pays only for the namespaces it sends.
const compiled = new Map<string, Record<string, CompiledMessage>>();
const written = new Map<string, Record<string, string>>();

const englishOf = (ns: Namespace) => en[ns] as Readonly<Record<string, string>>;

/** One namespace compiled for `icu()` (lib/i18n/format.ts): values, plurals and selects, formatted by Lingui. */
export function compiledFor<NS extends Namespace>(lang: Lang, ns: NS): CompiledMessages<NS> {
  const key = `${lang}:${ns}`;
  let out = compiled.get(key);
  if (!out) {
    const source = Object.entries(englishOf(ns));
    out = Object.fromEntries(
      lang === "pseudo"
        ? source.map(([k, text]) => [k, compileMessage(pseudolocalize(text))])
        : // A message the compiled catalogue lacks (extract not run since it was written) shows its English.
          source.map(([k, text]) => [k, COMPILED[lang][messageId(text, `${ns}.${k}`)] ?? compileMessage(text)]),
    );
    compiled.set(key, out);
  }
  return out as CompiledMessages<NS>;
}

/** One namespace's messages as written (for messages without values, ready to show). */
export function messagesFor<NS extends Namespace>(lang: Lang, ns: NS): Messages<NS> {
  if (lang === "en") return en[ns];
  const key = `${lang}:${ns}`;
  let out = written.get(key);
  if (!out) {
    const messages = compiledFor(lang, ns) as Record<string, CompiledMessage>;
    out = Object.fromEntries(
      Object.entries(englishOf(ns)).map(([k, text]) => [k, lang === "pseudo" ? pseudolocalize(text) : messages[k] ? icuSource(messages[k]) : text]),
    );
    written.set(key, out);
  }
  return out as Messages<NS>;
}

/** A whole catalogue as written, every namespace (for tests and tools: a request needs only `messagesFor`). */
export function catalogue(lang: Lang): Catalogue {
  return Object.fromEntries(Object.keys(en).map((ns) => [ns, messagesFor(lang, ns as Namespace)])) as Catalogue;
}

/** A message descriptor with its ICU values: what an action raises instead of English words (issue 44). */
export type MessageRef = Descriptor & { readonly values?: Values };

/** Whether a descriptor's id names a message (for descriptors read back from a cookie or a header, which anyone can write). */
export function hasId(id: string): boolean {
  const at = id.indexOf(".");
  return at > 0 && hasMessage(id.slice(0, at), id.slice(at + 1));
}

/** Whether a namespace has the key (for descriptors read back from a cookie, which anyone can write). */
export function hasMessage(ns: string, key: string): boolean {
  return Object.hasOwn(en, ns) && Object.hasOwn(englishOf(ns as Namespace), key);
}

/** A message descriptor formatted in `lang` with the compiled catalogue. */
export function formatRef(lang: Lang, ref: MessageRef): string {
  return formatMessage(lang, ref, ref.values);
}

/** `formatMessage` bound to a language and a namespace, for code that formats several of its messages. */
export function formatterFor<NS extends Namespace>(lang: Lang, _ns: NS) {
  return (d: Descriptor<NS>, values?: Values): string => formatIn(lang, namespaceOf(d) as Namespace, keyOf(d), values);
}

/** One message formatted on the server (ICU: values, plurals), for what a loader or `meta` sends ready-made. */
export function formatMessage(lang: Lang, d: Descriptor, values?: Values): string {
  return formatIn(lang, namespaceOf(d) as Namespace, keyOf(d), values);
}

function formatIn(lang: Lang, ns: Namespace, key: string, values?: Values): string {
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
  const all: Readonly<Record<string, string>> = messagesFor(lang, "validation");
  const keys = new Set<string>([...VALIDATION_GROUPS.common, ...groups.flatMap((g) => VALIDATION_GROUPS[g])]);
  return Object.fromEntries([...keys].map((k) => [k, all[k] ?? k]));
}

/**
 * A rule's message (lib/i18n/rule.ts: its `validation` key and values) in the reader's language, found by its key. Shown
 * outside a form: a 400 page, an /api error and its field list, the review page's refusal panel.
 */
export function validationText(lang: Lang, message: string): string {
  return ruleText(message, lang === "en" ? null : messagesFor(lang, "validation"), LOCALES[lang]);
}
