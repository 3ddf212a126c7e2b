// The posting forms' words for a loader: the classified form's messages and the fixed categories' names it shows.
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { CLASSIFIED_CATEGORIES } from "../classifieds";
import { messagesFor } from "./catalogue.server";
import type { Lang } from "./lang";

/** The ad form's messages and only the classified categories' names (the `categories` namespace holds news' too). */
export function classifiedFormWords(lang: Lang) {
  const names: Readonly<Record<string, string>> = categoryNamesIn(lang);
  return {
    m: messagesFor(lang, "postClassified"),
    categoryNames: Object.fromEntries(CLASSIFIED_CATEGORIES.map((c) => [c, names[c] ?? c])),
  };
}
