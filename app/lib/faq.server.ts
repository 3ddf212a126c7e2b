// The FAQ in the reader's language, with the prices filled from the price table.
import { FAQ } from "./faq";
import { formatMessage } from "./i18n/catalogue.server";
import type { Lang } from "./i18n/lang";
import { priceTag } from "./prices";

/** One FAQ category's questions and answers in `lang` (an unknown category has none). */
export function faqIn(lang: Lang, category: string): { q: string; a: string }[] {
  const prices = {
    articlePremium: priceTag("article-premium"),
    eventEnhanced: priceTag("event-enhanced"),
    eventPremium: priceTag("event-premium"),
    classifiedPremium: priceTag("classified-premium"),
  };
  return (FAQ[category] ?? []).map((item) => ({ q: formatMessage(lang, item.q), a: formatMessage(lang, item.a, prices) }));
}
