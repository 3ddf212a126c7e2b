// A page's interface text read off the server's HTML (parse5), for the workerd tests' Spanish word check: what
// tests/e2e/spanish-check.ts `interfaceText` reads off a browser's page, without the browser. It is the page as the
// server sends it (a browser without JavaScript shows the same), not as a script may change it afterwards.
import { parse, type DefaultTreeAdapterMap } from "parse5";

export type HtmlNode = DefaultTreeAdapterMap["node"];
export type HtmlElement = DefaultTreeAdapterMap["element"];
type Parent = DefaultTreeAdapterMap["parentNode"];

const NOT_TEXT = new Set(["script", "style", "noscript", "template"]);

const isElement = (node: HtmlNode): node is HtmlElement => "tagName" in node;
const childrenOf = (node: HtmlNode): HtmlNode[] => ("childNodes" in node ? node.childNodes : []);

/** An element's attribute, or null. */
export function attr(el: HtmlElement, name: string): string | null {
  return el.attrs.find((a) => a.name === name)?.value ?? null;
}

/** Every element under `root` (depth first, document order) that `test` accepts. */
export function elements(root: HtmlNode, test: (el: HtmlElement) => boolean = () => true): HtmlElement[] {
  const out: HtmlElement[] = [];
  const walk = (node: HtmlNode) => {
    if (isElement(node) && test(node)) out.push(node);
    for (const child of childrenOf(node)) walk(child);
  };
  walk(root);
  return out;
}

/** An element's text as a browser's textContent gives it (script and style text included, as there). */
export function textContent(node: HtmlNode): string {
  if (node.nodeName === "#text" && "value" in node) return node.value;
  return childrenOf(node).map(textContent).join("");
}

/** Text with its runs of whitespace folded to one space and trimmed, as Playwright's toHaveText compares it. */
export const folded = (text: string) => text.replace(/\s+/g, " ").trim();

/** The parsed document and its <body>. */
export function parseHtml(html: string) {
  const document = parse(html);
  const body = elements(document, (el) => el.tagName === "body")[0];
  if (!body) throw new Error("no <body> in the page");
  return { document, body };
}

/** The texts of a page's headings (h1 to h6, or only `level`), whitespace folded. */
export function headings(html: string, level?: number): string[] {
  const tags = level ? [`h${level}`] : ["h1", "h2", "h3", "h4", "h5", "h6"];
  return elements(parseHtml(html).body, (el) => tags.includes(el.tagName)).map((el) => folded(textContent(el)));
}

/** The hrefs of a page's links whose href `test` accepts, in document order. */
export function links(html: string, test: (href: string) => boolean): string[] {
  return elements(parseHtml(html).body, (el) => el.tagName === "a")
    .map((el) => attr(el, "href"))
    .filter((href): href is string => href !== null && test(href));
}

/** Whether `el` or one of its ancestors up to (not including) <body> is `skip`ped, marked lang="en", or no text. */
function excluded(el: HtmlElement, skip?: (el: HtmlElement) => boolean): boolean {
  for (let at: Parent | null = el; at && isElement(at) && at.tagName !== "body"; at = at.parentNode) {
    if (attr(at, "lang") === "en" || NOT_TEXT.has(at.tagName)) return true;
    if (skip?.(at)) return true;
  }
  return false;
}

/**
 * The interface text of a page: every text node and every aria-label, title, placeholder and alt (of an <img>) in
 * <body> outside elements marked lang="en" (what people wrote), <script>, <style>, <noscript>, <template> and what
 * `skip` accepts (tested on each ancestor, like a selector), plus the document's <title> when nothing is skipped.
 */
export function interfaceText(html: string, skip?: (el: HtmlElement) => boolean): string[] {
  const { document, body } = parseHtml(html);
  const out: string[] = [];
  if (!skip) {
    const title = elements(document, (el) => el.tagName === "title")[0];
    out.push(title ? textContent(title).trim() : "");
  }
  const walk = (node: HtmlNode) => {
    for (const child of childrenOf(node)) {
      if (isElement(child)) {
        if (!excluded(child, skip)) walk(child);
      } else if (child.nodeName === "#text" && "value" in child) {
        const text = child.value.trim();
        if (text) out.push(text);
      }
    }
  };
  walk(body);
  // An attribute may name its row by what people wrote ("Editar Back Porch Fiddlers"): those texts (the elements
  // marked lang="en", longest first) are taken out of it before it is checked.
  const written = [
    ...new Set(
      elements(body, (el) => attr(el, "lang") === "en")
        .map((el) => textContent(el).trim())
        .filter((t) => t.length >= 4),
    ),
  ].sort((a, b) => b.length - a.length);
  const named = elements(
    body,
    (el) => ["aria-label", "title", "placeholder"].some((name) => attr(el, name) !== null) || (el.tagName === "img" && attr(el, "alt") !== null),
  );
  for (const el of named) {
    if (excluded(el, skip)) continue;
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      if (name === "alt" && el.tagName !== "img") continue;
      const value = written.reduce((text, w) => text.split(w).join(" "), attr(el, name) ?? "").trim();
      if (value) out.push(value);
    }
  }
  return out;
}

/** The elements of a page with `data-testid=id`. */
export const byTestId = (html: string, id: string) => elements(parseHtml(html).body, (el) => attr(el, "data-testid") === id);
/** A page's first <h1>, its text folded. */
export const h1 = (html: string) => headings(html, 1)[0];
/** A page's <title>, folded. */
export const titleOf = (html: string) => folded(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");

/** The href of the first link under `root` whose text or aria-label holds `name` (as getByRole's name matches). */
export function linkHref(root: HtmlElement, name: string | RegExp): string {
  const matches = (s: string | null) => s !== null && (typeof name === "string" ? s.toLowerCase().includes(name.toLowerCase()) : name.test(s));
  const link = elements(root, (el) => el.tagName === "a" && (matches(folded(textContent(el))) || matches(attr(el, "aria-label"))))[0];
  const href = link && attr(link, "href");
  if (!href) throw new Error(`no link named ${String(name)}`);
  return href.replace(/&amp;/g, "&");
}

/** The page's <nav aria-label=label>. */
export function nav(html: string, label: string): HtmlElement {
  const found = elements(parseHtml(html).body, (el) => el.tagName === "nav" && attr(el, "aria-label") === label)[0];
  if (!found) throw new Error(`no navigation ${label}`);
  return found;
}
