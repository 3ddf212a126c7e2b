// The member's pages' and the checkout's words chosen on the server (helper es-account): the price table's names and
// the checkout's problem messages, in the reader's language. Only loaders and actions import this.
import { messagesFor } from "./catalogue.server";
import type { Lang } from "./lang";

/** A price table entry's name (lib/prices.ts) in the reader's language; a name the table does not know stays. */
export function priceNameIn(lang: Lang, label: string): string {
  const names: Readonly<Record<string, string>> = messagesFor(lang, "priceNames");
  return Object.hasOwn(names, label) ? names[label] : label;
}

/** A checkout problem's message (models/orders.server.ts) in the reader's language; an unknown one stays. */
export function checkoutProblemIn(lang: Lang, message: string): string {
  const known: Readonly<Record<string, string>> = messagesFor(lang, "checkoutProblem");
  return Object.hasOwn(known, message) ? known[message] : message;
}
