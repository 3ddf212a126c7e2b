// A message as it is written where it is used (issue 44): `/*i18n*/ { id: "ns.key", message: "English" }`, Lingui's
// non-macro descriptor. The id says which namespace and key the text is; the message is the English, which
// `lingui extract` reads from the code (scripts/i18n/catalogue-extractor.ts) and which the browser's bundles lose after
// the build (scripts/i18n/strip-messages.ts): a page reads its messages, in its language, from its loader data.
import type { Messages, Namespace } from "./en";

/** A message of namespace NS, written where it is used. */
export type Descriptor<NS extends Namespace = Namespace> = {
  readonly id: { [N in NS]: `${N}.${keyof Messages<N> & string}` }[NS];
  readonly message: string;
};

/** The key of a descriptor within its namespace (ids are `ns.key`; a namespace has no dot, a key may). */
export const keyOf = (d: { readonly id: string }): string => d.id.slice(d.id.indexOf(".") + 1);

/** The namespace of a descriptor. */
export const namespaceOf = (d: { readonly id: string }): string => d.id.slice(0, d.id.indexOf("."));

/**
 * A message without values from a namespace a loader sent (`messagesFor`): `tr(m, { id: "shell.close", message: "Close" })`.
 * A key the messages lack shows its English (a browser's bundle has none: then the key).
 */
export function tr(messages: unknown, d: Descriptor): string {
  const m = (messages ?? {}) as Readonly<Record<string, string | undefined>>;
  return m[keyOf(d)] ?? d.message ?? keyOf(d);
}

/**
 * A value's label, for a value chosen at run time (a weekday, a status): its descriptor in `map`, written where the
 * choice is made, formatted by `t`; the value itself when the map has none.
 */
export function labelOf<D extends Descriptor>(
  t: (d: D, values?: Readonly<Record<string, string | number>>) => string,
  map: Readonly<Record<string, D>>,
  value: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  const d = Object.hasOwn(map, value) ? map[value] : undefined;
  return d ? t(d, values) : value;
}
