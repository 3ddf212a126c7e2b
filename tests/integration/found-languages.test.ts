// Issue 43, "Being found in both languages": every URL of every sitemap names its English, Spanish and x-default
// alternates (Google's xhtml:link hreflang in sitemaps, as the pages' own <link rel=alternate> tags name them), and
// the embeddable calendar may be framed by a page opened from a file (an opaque origin `*` does not match).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSitemap, XHTML_NS } from "../support/sitemap-schema";
import { BASE, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startTestWorker();
});
afterAll(async () => {
  await w?.close();
});

describe("sitemaps in both languages", () => {
  it("every URL of every sitemap page lists its en, es and x-default alternates, as the page itself does", async () => {
    const index = readSitemap(await (await w.fetch("/sitemap.xml")).text(), "sitemapindex");
    expect(index.length).toBeGreaterThanOrEqual(6);
    let urls = 0;
    for (const s of index) {
      const xml = await (await w.fetch(s.loc.slice(BASE.length))).text();
      expect(xml, s.loc).toContain(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="${XHTML_NS}">`);
      for (const u of readSitemap(xml, "urlset")) {
        urls++;
        expect(u.alternates, u.loc).toEqual([
          { hreflang: "en", href: `${u.loc}?lang=en` },
          { hreflang: "es", href: `${u.loc}?lang=es` },
          { hreflang: "x-default", href: u.loc },
        ]);
      }
    }
    expect(urls).toBeGreaterThan(50);
    // The same three the page's own head names (root.tsx).
    const page = await (await w.fetch("/directory")).text();
    expect(page).toContain(`<link rel="alternate" hrefLang="en" href="${BASE}/directory?lang=en"/>`);
    expect(page).toContain(`<link rel="alternate" hrefLang="es" href="${BASE}/directory?lang=es"/>`);
    expect(page).toContain(`<link rel="alternate" hrefLang="x-default" href="${BASE}/directory"/>`);
  });

  it("each alternate answers 200 in its language", async () => {
    const pages = readSitemap(await (await w.fetch("/sitemaps/pages.xml")).text(), "urlset");
    const directory = pages.find((u) => u.loc === `${BASE}/directory`)!;
    for (const a of directory.alternates) {
      const res = await w.fetch(a.href.slice(BASE.length));
      expect(res.status, a.href).toBe(200);
      const lang = (await res.text()).match(/<html lang="([a-z]+)"/)?.[1];
      expect(lang, a.href).toBe(a.hreflang === "es" ? "es" : "en");
    }
  });
});

describe("the embeddable calendar", () => {
  it("may be framed by a page opened from a file, a data: or blob: document, and any site; no X-Frame-Options", async () => {
    const res = await w.fetch("/embed/events");
    expect(res.status).toBe(200);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    const ancestors = csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0] === "frame-ancestors");
    expect(ancestors?.slice(1)).toEqual(expect.arrayContaining(["*", "file:", "data:", "blob:"]));
    expect(res.headers.get("X-Frame-Options")).toBeNull();
    // No cross-origin isolation header that would keep an opaque-origin parent out either.
    expect(res.headers.get("Cross-Origin-Resource-Policy") ?? "cross-origin").toBe("cross-origin");
  });
});
