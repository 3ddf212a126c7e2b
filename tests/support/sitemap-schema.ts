// A strict reader of the sitemaps.org 0.9 schema (https://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd and
// siteindex.xsd) for the tests: the document must be exactly the schema's structure, or it throws. A <url> may end
// with elements of another namespace (the schema's `xs:any namespace="##other"`): of those, Google's hreflang links
// (`xhtml:link rel="alternate" hreflang href`, https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap)
// are read, with the xhtml prefix declared on the root; anything else throws.
export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const XHTML_NS = "http://www.w3.org/1999/xhtml";
const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
// W3C Datetime (https://www.w3.org/TR/NOTE-datetime): YYYY, YYYY-MM, YYYY-MM-DD, or a time with a zone designator.
const W3C_DATETIME =
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d))?)?)?$/;

export type SitemapRecord = { loc: string; lastmod: string | null; alternates: { hreflang: string; href: string }[] };

function unescapeText(raw: string, where: string): string {
  if (/[<>]/.test(raw)) throw new Error(`${where}: unescaped < or >`);
  const bad = /&(?!(amp|lt|gt|quot|apos);)/.exec(raw);
  if (bad) throw new Error(`${where}: a bare & or unknown entity`);
  return raw
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

function checkLoc(loc: string) {
  if (loc.length > 2048) throw new Error(`loc longer than 2048: ${loc.slice(0, 80)}`);
  const url = new URL(loc); // throws when not absolute
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`loc not http(s): ${loc}`);
}

/** Reads a <urlset> (kind "url") or <sitemapindex> (kind "sitemap"); throws on anything the schema does not allow. */
export function readSitemap(xml: string, root: "urlset" | "sitemapindex"): SitemapRecord[] {
  if (new TextEncoder().encode(xml).length > MAX_BYTES) throw new Error("over 50 MB");
  const child = root === "urlset" ? "url" : "sitemap";
  let rest = xml;
  const take = (re: RegExp, what: string) => {
    const m = re.exec(rest);
    if (!m || m.index !== 0) throw new Error(`expected ${what} at: ${rest.slice(0, 80)}`);
    rest = rest.slice(m[0].length);
    return m;
  };
  take(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, "XML declaration");
  const open = take(new RegExp(`^<${root}((?:\\s+[a-zA-Z:]+="[^"]*")*)\\s*>\\s*`), `<${root}>`);
  const attrs = Object.fromEntries([...open[1]!.matchAll(/([a-zA-Z:]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (attrs.xmlns !== SITEMAP_NS) throw new Error(`default namespace must be ${SITEMAP_NS}, got ${attrs.xmlns}`);
  for (const name of Object.keys(attrs)) {
    if (name !== "xmlns" && !(root === "urlset" && name === "xmlns:xhtml")) throw new Error(`unexpected attribute ${name} on <${root}>`);
  }
  if ("xmlns:xhtml" in attrs && attrs["xmlns:xhtml"] !== XHTML_NS) throw new Error(`xmlns:xhtml must be ${XHTML_NS}`);
  const out: SitemapRecord[] = [];
  while (!rest.startsWith(`</${root}>`)) {
    take(new RegExp(`^<${child}>\\s*`), `<${child}>`);
    const loc = unescapeText(take(/^<loc>([^<]*)<\/loc>\s*/, "<loc>")[1]!, "loc");
    checkLoc(loc);
    let lastmod: string | null = null;
    if (rest.startsWith("<lastmod>")) {
      lastmod = take(/^<lastmod>([^<]*)<\/lastmod>\s*/, "<lastmod>")[1]!;
      if (!W3C_DATETIME.test(lastmod)) throw new Error(`lastmod not a W3C datetime: ${lastmod}`);
    }
    if (root === "urlset") {
      if (rest.startsWith("<changefreq>")) take(/^<changefreq>(always|hourly|daily|weekly|monthly|yearly|never)<\/changefreq>\s*/, "changefreq");
      if (rest.startsWith("<priority>")) take(/^<priority>(0(\.\d)?|1(\.0)?)<\/priority>\s*/, "priority");
    }
    const alternates: SitemapRecord["alternates"] = [];
    while (root === "urlset" && rest.startsWith("<xhtml:")) {
      if (attrs["xmlns:xhtml"] !== XHTML_NS) throw new Error("xhtml:link without the xhtml namespace declared");
      const link = take(/^<xhtml:link rel="alternate" hreflang="([a-zA-Z-]+)" href="([^"]*)"\s*\/>\s*/, "<xhtml:link rel=alternate hreflang href/>");
      const href = unescapeText(link[2]!, "xhtml:link href");
      checkLoc(href);
      alternates.push({ hreflang: link[1]!, href });
    }
    take(new RegExp(`^</${child}>\\s*`), `</${child}>`);
    out.push({ loc, lastmod, alternates });
    if (out.length > MAX_URLS) throw new Error("more than 50,000 entries");
  }
  take(new RegExp(`^</${root}>\\s*$`), `</${root}> and the end`);
  return out;
}
