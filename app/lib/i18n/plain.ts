// The smallest part of the formatting helpers: messages without plurals (`plain`), the mark of what people wrote, and
// the hole for a written value. The event page, which hydrates for members close to its JavaScript budget, imports only
// this; its dates and price come formatted from the loader.
import { keyOf, type Descriptor } from "./descriptor";
import type { Namespace, Messages } from "./en";
import type { Lang } from "./lang";

export type Values = Record<string, string | number>;

/** A formatter of one namespace's messages, as a loader sent them (see `plain`, `icu`). */
export type T<NS extends Namespace> = (message: Descriptor<NS>, values?: Values) => string;

/**
 * A formatter of messages without plurals or selects (`{name}` filled in), for pages that hydrate: it ships no ICU
 * formatter, so a hydrating page stays inside its JavaScript budget. Messages that need plurals are formatted on the
 * server (`formatMessage`) and sent ready-made.
 */
export function plain<NS extends Namespace>(messages: Messages<NS>): T<NS> {
  const m = messages as Record<string, string>;
  return (d, values) =>
    (m[keyOf(d)] ?? d.message ?? keyOf(d)).replace(/\{(\w+)\}/g, (all, name: string) => (values && name in values ? String(values[name]) : all));
}

/**
 * The `lang` attribute for what people wrote (articles, events, ads): the site does not translate it and it is written
 * in English, so on a page in another language it is marked as English; on an English page it needs no mark.
 */
export const peopleWroteLang = (lang: Lang): "en" | undefined => (lang === "en" ? undefined : "en");

/** The place a value written by people goes in a message (components/written-value.tsx puts it back, marked). */
export const HOLE = "\u0000";
