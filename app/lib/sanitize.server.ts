// HTML from members and feeds, reduced to an allowlist: text, links, lists, images and simple structure.
// No scripts, styles, frames, forms, event handlers, or javascript:/data: URLs.
import { FilterXSS, escapeAttrValue } from "xss";

const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  small: [],
  sub: [],
  sup: [],
  blockquote: ["cite"],
  q: [],
  code: [],
  pre: [],
  hr: [],
  span: [],
  ul: [],
  ol: ["start"],
  li: [],
  a: ["href", "title"],
  img: ["src", "alt", "title", "width", "height"],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: [],
  td: [],
};

const SAFE_URL = /^(https?:|mailto:)/i;

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math", "form"],
  allowCommentTag: false,
  safeAttrValue(tag, name, value) {
    if (name === "href" || name === "src" || name === "cite") {
      // Decode entities and strip control characters before judging the scheme (`jav&#x09;ascript:`).
      const decoded = value
        .replace(/&#x([0-9a-f]+);?/gi, (_, h) => String.fromCharCode(parseInt(h, 16)))
        .replace(/&#(\d+);?/g, (_, d) => String.fromCharCode(Number(d)))
        // eslint-disable-next-line no-control-regex -- control characters are what this strips
        .replace(/[\u0000-\u0020]/g, "")
        .trim();
      const allowed = name === "src" ? /^https?:/i.test(decoded) : SAFE_URL.test(decoded);
      return allowed ? escapeAttrValue(decoded) : "";
    }
    if (name === "width" || name === "height" || name === "start") return /^\d{1,4}$/.test(value) ? value : "";
    return escapeAttrValue(value);
  },
});

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  // Links in what others wrote carry no referrer and no ranking credit; `rel` is not in the allowlist, so
  // every <a in the filtered output is one of ours to mark.
  return unwrapDeadLinks(filter.process(html)).replace(/<a\b/gi, '<a rel="nofollow noopener noreferrer ugc"').trim();
}

/**
 * A link whose href did not survive (none, empty, relative with no base, an unsafe scheme) is no link: it keeps
 * its text and loses the tag, and an empty one goes altogether. Links do not nest, so each opening tag is paired
 * with the next closing one.
 */
function unwrapDeadLinks(html: string): string {
  const usable = (attrs: string) => /\shref="[^"]+"/i.test(attrs);
  return html
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi, (whole, attrs: string, inner: string) => (usable(attrs) ? whole : inner))
    .replace(/<a\b([^>]*)>/gi, (whole, attrs: string) => (usable(attrs) ? whole : ""));
}

/** Plain text (no tags) of untrusted HTML, e.g. for excerpts and feeds. */
export function plainText(html: string | null | undefined): string {
  return sanitizeHtml(html)
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
