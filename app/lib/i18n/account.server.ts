// The price table's names in the reader's language, chosen on the server (a checkout problem is a `checkoutProblem`
// key, formatted where it is shown). Only loaders and actions import this.
import { messagesFor } from "./catalogue.server";
import type { Lang } from "./lang";

/** A price table entry's name (lib/prices.ts) in the reader's language; a name the table does not know stays. */
export function priceNameIn(lang: Lang, label: string): string {
  const names: Readonly<Record<string, string>> = messagesFor(lang, "priceNames");
  return (Object.hasOwn(names, label) ? names[label] : undefined) ?? label;
}
