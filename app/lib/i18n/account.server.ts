// The price table's names in the reader's language, chosen on the server (a checkout problem is a `checkoutProblem`
// key, formatted where it is shown). Only loaders and actions import this.
import { formatMessage } from "./catalogue.server";
import type { Descriptor } from "./descriptor";
import type { Lang } from "./lang";

/** The price table's names (lib/prices.ts `label`), by the English name. */
const PRICE_NAMES: Readonly<Record<string, Descriptor<"priceNames">>> = {
  "Enhanced Event (featured placement)": /*i18n*/ {
    id: "priceNames.Enhanced Event (featured placement)",
    message: "Enhanced Event (featured placement)",
  },
  "Premium Event (premium badge, top priority)": /*i18n*/ {
    id: "priceNames.Premium Event (premium badge, top priority)",
    message: "Premium Event (premium badge, top priority)",
  },
  "Premium Business Listing": /*i18n*/ { id: "priceNames.Premium Business Listing", message: "Premium Business Listing" },
  "Premium Classified Ad (featured 30 days, active 60)": /*i18n*/ {
    id: "priceNames.Premium Classified Ad (featured 30 days, active 60)",
    message: "Premium Classified Ad (featured 30 days, active 60)",
  },
  "Classified Ad": /*i18n*/ { id: "priceNames.Classified Ad", message: "Classified Ad" },
  "Premium Article Placement (top of the news for 7 days)": /*i18n*/ {
    id: "priceNames.Premium Article Placement (top of the news for 7 days)",
    message: "Premium Article Placement (top of the news for 7 days)",
  },
  "Classified Ad (standard)": /*i18n*/ { id: "priceNames.Classified Ad (standard)", message: "Classified Ad (standard)" },
  "Classified Ad (premium)": /*i18n*/ { id: "priceNames.Classified Ad (premium)", message: "Classified Ad (premium)" },
  "Event Promotion": /*i18n*/ { id: "priceNames.Event Promotion", message: "Event Promotion" },
  "Basic Job Post (30 days after review)": /*i18n*/ {
    id: "priceNames.Basic Job Post (30 days after review)",
    message: "Basic Job Post (30 days after review)",
  },
  "Featured Job Post (pinned to the top for 14 days, listed 30)": /*i18n*/ {
    id: "priceNames.Featured Job Post (pinned to the top for 14 days, listed 30)",
    message: "Featured Job Post (pinned to the top for 14 days, listed 30)",
  },
};

/** A price table entry's name (lib/prices.ts) in the reader's language; a name the table does not know stays. */
export function priceNameIn(lang: Lang, label: string): string {
  const d = Object.hasOwn(PRICE_NAMES, label) ? PRICE_NAMES[label] : undefined;
  return d ? formatMessage(lang, d) : label;
}
