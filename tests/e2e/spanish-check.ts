// The Spanish word check shared by the Spanish e2e specs (issue 34 §1): a page's interface text, read as a resident
// sees it, holds no English interface word outside elements marked lang="en" (what people wrote).
import type { Page } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";

export { ALLOWED, ENGLISH_WORDS, englishIn } from "../support/english-words";

/**
 * The interface text of a page: every text node and every aria-label, title, placeholder and alt outside elements
 * marked lang="en" (what people wrote) and outside `skip` (a selector), plus the document's title.
 */
export async function interfaceText(page: Page, skip?: string): Promise<string[]> {
  return page.evaluate((skipSelector) => {
    // The page's title belongs to the page, not the shell: checked unless part of the page is skipped.
    const out: string[] = skipSelector ? [] : [document.title];
    const excluded = (el: Element | null): boolean => {
      // Up to <body> only: on an English page <html lang="en"> would exclude everything.
      for (let at = el; at && at !== document.body; at = at.parentElement) {
        if (at.getAttribute("lang") === "en" || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(at.tagName)) return true;
        if (skipSelector && at.matches(skipSelector)) return true;
      }
      return !el;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !excluded(node.parentElement)) out.push(text);
    }
    // An attribute may name its row by what people wrote ("Editar Back Porch Fiddlers"): those texts (the elements
    // marked lang="en", longest first) are taken out of it before it is checked.
    const written = [
      ...new Set(Array.from(document.body.querySelectorAll('[lang="en"]'), (el) => el.textContent?.trim() ?? "").filter((t) => t.length >= 4)),
    ].sort((a, b) => b.length - a.length);
    for (const el of Array.from(document.body.querySelectorAll("[aria-label], [title], [placeholder], img[alt]"))) {
      if (excluded(el)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = written.reduce((text, w) => text.split(w).join(" "), el.getAttribute(name) ?? "").trim();
        if (value) out.push(value);
      }
    }
    return out;
  }, skip ?? null);
}

export async function readInSpanish(page: Page) {
  await page.context().addCookies([{ name: "lang", value: "es", url: BASE_URL }]);
}
