// Being found: canonical URLs (filters normalised), the Open Graph tags of every page, and the sitemaps.org XML.
import { categoryArt, OG_ART_HEIGHT, OG_ART_WIDTH, ogArt } from "~/lib/category-art";
import { LANG_PARAM, urlInLang, type Lang } from "~/lib/i18n/lang";
import { FULL_WIDTH, uploadIdFrom } from "~/lib/media";

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

/** The picture of a page that shows no single item: the community art's PNG. */
export const SITE_OG_IMAGE = "/og/category/community.png";

/**
 * An item's link-preview picture (og:image), root-relative or absolute: its own picture when it is one a preview
 * shows (an upload, a photo URL, not an SVG), our art's PNG copy when it is one of our SVGs, else its category's art
 * as a PNG (public/og, made at build time by scripts/build-og-art.ts). A detail loader returns it in `og.image`.
 */
export function itemPicture(picture: string | null | undefined, category: string | null | undefined): string {
  const own = picture && (/^\/(?!\/)/.test(picture) || /^https?:\/\//i.test(picture)) ? picture : null;
  if (own) {
    const art = ogArt(own);
    if (art) return art;
    if (!/\.svg(?:[?#]|$)/i.test(own)) return own;
  }
  return ogArt(categoryArt(category)) ?? SITE_OG_IMAGE;
}

/**
 * What a page tells link previews about itself: its loader returns it as `og` (title and description in the
 * reader's language; `image` from itemPicture). A page without one is previewed as the site (its name, description
 * and picture).
 */
export type OgPage = {
  title: string;
  description?: string | null;
  /** "article" for news; "website" (the default) for every other page. */
  type?: "website" | "article";
  image?: string | null;
  /** The picture's own alt text when it has one; the title otherwise. */
  imageAlt?: string | null;
};

export type MetaTag = { property: string; content: string } | { name: string; content: string };

/** The pixel size of a link-preview picture when it is known from its URL: our art's PNGs and our uploads. */
export function ogImageSize(picture: string): { width: number; height: number } | null {
  if (/^\/og\/(category|scene|logo)\/[a-z0-9-]+\.png$/.test(picture)) return { width: OG_ART_WIDTH, height: OG_ART_HEIGHT };
  // An upload's id carries its size; wider than FULL_WIDTH, its served size depends on the Images binding.
  const size = /-(\d{1,5})x(\d{1,5})$/.exec(uploadIdFrom(picture) ?? "");
  return size && Number(size[1]) <= FULL_WIDTH ? { width: Number(size[1]), height: Number(size[2]) } : null;
}

/** A description for a preview: one line, at most `max` characters, cut at a word with an ellipsis. */
export function previewText(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const word = cut.lastIndexOf(" ");
  return `${(word > max / 2 ? cut.slice(0, word) : cut).replace(/[\s,.;:–—-]+$/, "")}…`;
}

/**
 * Every page's Open Graph and Twitter card tags, the one place they are made (the root renders them): og:type,
 * og:title, og:description, og:url, og:site_name, og:image with its size when known and its alt text, and a large
 * summary card. `url` is the page's canonical URL; the picture is made absolute from `origin`.
 */
export function openGraphTags(site: { origin: string; url: string; name: string; description: string }, page: OgPage | null): MetaTag[] {
  const title = previewText(page?.title || site.name, 300);
  const description = previewText(page?.description || site.description);
  const picture = page?.image || SITE_OG_IMAGE;
  const image = absoluteUrl(site.origin, picture) ?? `${site.origin}${SITE_OG_IMAGE}`;
  const size = ogImageSize(image.startsWith(site.origin) ? image.slice(site.origin.length) : picture);
  return [
    { property: "og:type", content: page?.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: site.url },
    { property: "og:site_name", content: site.name },
    { property: "og:image", content: image },
    ...(size
      ? [
          { property: "og:image:width", content: String(size.width) },
          { property: "og:image:height", content: String(size.height) },
        ]
      : []),
    { property: "og:image:alt", content: previewText(page?.imageAlt || title, 300) },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

// Sitemaps (https://www.sitemaps.org/protocol.html): at most 50,000 URLs and 50 MB per file. Ours hold far fewer, so
// a page's query stays short (docs/decisions/being-found.md).
export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const SITEMAP_PAGE_SIZE = 5_000;
/** The sitemaps.org protocol's limit of URLs in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_KINDS = ["pages", "news", "events", "businesses", "classifieds", "jobs"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export type SitemapEntry = { loc: string; lastmod: Date };

// Most locs need no escaping: one test instead of five replacements (a sitemap page escapes 5,000 of them).
const escapeXml = (s: string) =>
  !/[&<>"']/.test(s) ? s : s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** W3C Datetime, to the second, in UTC. */
export const w3cDatetime = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

export const XHTML_NS = "http://www.w3.org/1999/xhtml";

/**
 * A page's language alternates, as its own `<link rel="alternate" hreflang>` tags name them (root.tsx, urlInLang):
 * `?lang=en`, `?lang=es`, and the plain URL as x-default. The item and list paths have no query, so the alternates are
 * the escaped loc plus `?lang=…` (a 5,000-URL page builds no URL objects and escapes each loc once); a loc with a query
 * goes through urlInLang.
 */
function alternatesXml(loc: string, escapedLoc: string): string {
  const plain = !loc.includes("?") && !loc.includes("#");
  const inLang = (lang: Lang) => (plain ? `${escapedLoc}?${LANG_PARAM}=${lang}` : escapeXml(urlInLang(loc, lang)));
  return (
    `<xhtml:link rel="alternate" hreflang="en" href="${inLang("en")}"/>` +
    `<xhtml:link rel="alternate" hreflang="es" href="${inLang("es")}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapedLoc}"/>`
  );
}

const entries = (tag: "url" | "sitemap", list: readonly SitemapEntry[]) =>
  list
    .map((e) => {
      const loc = escapeXml(e.loc);
      return `<${tag}><loc>${loc}</loc><lastmod>${w3cDatetime(e.lastmod)}</lastmod>${tag === "url" ? alternatesXml(e.loc, loc) : ""}</${tag}>`;
    })
    .join("\n");

/** A sitemap page: each URL with its lastmod and its language alternates (Google's hreflang in sitemaps). */
export function urlsetXml(list: readonly SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries("url", list)}\n</urlset>\n`;
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
