// Being found: canonical URLs (filters normalised), absolute Open Graph pictures, and the sitemaps.org XML.
import { categoryArt } from "~/lib/category-art";

/**
 * A page's known query parameters and the value each takes when absent (dropped from the canonical URL). Routes
 * declare it as `handle.canonical`; a page without one has no parameters in its canonical URL.
 */
export type CanonicalParams = Readonly<Record<string, string>>;

/** The paged lists' shared parameter: page 1 is the page without `page`. */
export const PAGE_PARAM: CanonicalParams = { page: "1" };

/**
 * The one URL of this page for search engines: the site's origin, the path without a trailing slash, and only the
 * known parameters, sorted, each once, trimmed, with empty and default values dropped.
 */
export function canonicalUrl(origin: string, pathname: string, search: string, known: CanonicalParams = {}): string {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of Object.keys(known).sort()) {
    const value = (given.get(key) ?? "").trim();
    if (value && value !== known[key]) kept.set(key, value);
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const query = kept.toString();
  return `${origin}${path}${query ? `?${query}` : ""}`;
}

/** An absolute http(s) URL for a root-relative path or an http(s) URL; null for anything else. */
export function absoluteUrl(origin: string, pathOrUrl: string | null | undefined): string | null {
  if (!pathOrUrl) return null;
  try {
    const url = new URL(pathOrUrl, `${origin}/`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * An item's Open Graph picture: its own picture when it is a root-relative path or an http(s) URL, else its
 * category's illustration. A page's loader returns it as `ogImage`; the root makes it absolute (og:image).
 */
export function itemPicture(picture: string | null | undefined, category: string | null | undefined): string {
  return picture && (/^\/(?!\/)/.test(picture) || /^https?:\/\//i.test(picture)) ? picture : categoryArt(category);
}

/** The picture of a page that shows no single item. */
export const SITE_OG_IMAGE = categoryArt("community");

// Sitemaps (https://www.sitemaps.org/protocol.html): at most 50,000 URLs and 50 MB per file. Ours hold far fewer, so
// a page's query stays short (docs/decisions/being-found.md).
export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const SITEMAP_PAGE_SIZE = 5_000;
/** The sitemaps.org protocol's limit of URLs in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_KINDS = ["pages", "news", "events", "businesses", "classifieds", "jobs"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export type SitemapEntry = { loc: string; lastmod: Date };

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** W3C Datetime, to the second, in UTC. */
export const w3cDatetime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

const entries = (tag: "url" | "sitemap", list: readonly SitemapEntry[]) =>
  list.map((e) => `<${tag}><loc>${escapeXml(e.loc)}</loc><lastmod>${w3cDatetime(e.lastmod)}</lastmod></${tag}>`).join("\n");

export function urlsetXml(list: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${entries("url", list)}\n</urlset>\n`;
}

export function sitemapIndexXml(list: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries("sitemap", list)}\n</sitemapindex>\n`;
}

/** The address of one sitemap page: the kind's first page, or the page after the item whose key is `after`. */
export function sitemapPageUrl(origin: string, kind: SitemapKind, after: string | null): string {
  return `${origin}/sitemaps/${kind}.xml${after ? `?after=${encodeURIComponent(after)}` : ""}`;
}

/** The item pages' paths by kind (the URL of each item's own page). */
export const ITEM_PATH: Record<Exclude<SitemapKind, "pages">, (key: string) => string> = {
  news: (k) => `/news/${k}`,
  events: (k) => `/events/${k}`,
  businesses: (k) => `/businesses/${k}`,
  classifieds: (k) => `/classifieds/${k}`,
  jobs: (k) => `/jobs/${encodeURIComponent(k)}`,
};

/** robots.txt: the crawl rules and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Disallow: /api/", "Disallow: /admin", "Disallow: /account", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
