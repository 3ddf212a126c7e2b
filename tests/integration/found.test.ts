// Being found (issue 34 §3): the sitemap index and its keyset-paged sitemaps (sitemaps.org schema, only listed
// items), robots.txt, canonical URLs and og:image, and the embeddable calendar (/embed/events) with its headers.
import { and, asc, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITEMAP_PAGE_SIZE, w3cDatetime } from "../../app/lib/seo";
import { businesses, classifiedAds, eventCategories, events, jobs, newsArticles } from "../../db/schema";
import { readSitemap } from "../support/sitemap-schema";
import { BASE, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let cached: TestWorker;
let jamie: string;
const DAY = 86_400_000;
const ids: Record<string, number | string> = {};

beforeAll(async () => {
  [w, cached] = await Promise.all([startTestWorker(), startTestWorker({ vars: { PAGE_CACHE_SECONDS: "30" } })]);
  jamie = await sessionCookie(w, "seed-member-jamie");
  const now = Date.now();
  const at = (d: number) => new Date(now + d * DAY);
  const t = new Date(now);
  const insertId = async <T extends { id: number | string }>(q: Promise<T[]>) => (await q)[0]!.id;
  const article = (title: string, status: "published" | "pending" | "rejected") =>
    insertId(
      w.db
        .insert(newsArticles)
        .values({ title, excerpt: "x", content: "<p>x</p>", category: "Sports", status, publishedAt: t, createdAt: t, updatedAt: t })
        .returning({ id: newsArticles.id }),
    );
  ids.newsShown = await article("Found: published", "published");
  ids.newsPending = await article("Found: pending", "pending");
  ids.newsRejected = await article("Found: rejected", "rejected");

  const [cat] = await w.db.insert(eventCategories).values({ name: "Found Club", color: "#123456" }).returning({ id: eventCategories.id });
  ids.category = cat!.id;
  const event = (title: string, o: Partial<typeof events.$inferInsert>) =>
    insertId(
      w.db
        .insert(events)
        .values({
          title,
          startDate: at(3),
          endDate: at(3.1),
          location: "Greenwood Library",
          price: "0.00",
          isActive: true,
          isPublic: true,
          awaitingPayment: false,
          categoryId: cat!.id,
          createdAt: t,
          updatedAt: t,
          ...o,
        })
        .returning({ id: events.id }),
    );
  ids.eventFree = await event("Found: free story time", { imageUrl: "/art/scene/books-1.svg" });
  ids.eventPaid = await event("Found: paid concert", { price: "12.00", location: "Amphitheater", startDate: at(4), endDate: at(4.1) });
  ids.eventPast = await event("Found: past fair", { startDate: at(-5), endDate: at(-4.9) });
  ids.eventPrivate = await event("Found: private meeting", { isPublic: false });
  ids.eventUnpaid = await event("Found: unpaid gala", { awaitingPayment: true });

  const business = (name: string, isActive: boolean) =>
    insertId(w.db.insert(businesses).values({ name, isActive, createdAt: t, updatedAt: t }).returning({ id: businesses.id }));
  ids.bizShown = await business("Found Bakery", true);
  ids.bizHidden = await business("Found Closed Shop", false);

  const ad = (title: string, o: Partial<typeof classifiedAds.$inferInsert>) =>
    insertId(
      w.db
        .insert(classifiedAds)
        .values({
          title,
          description: "d",
          category: "Vehicles",
          isActive: true,
          awaitingPayment: false,
          expiresAt: at(10),
          createdAt: t,
          updatedAt: t,
          ...o,
        })
        .returning({ id: classifiedAds.id }),
    );
  ids.adShown = await ad("Found bike", {});
  ids.adExpired = await ad("Found old sofa", { expiresAt: at(-1) });
  ids.adSold = await ad("Found sold car", { soldAt: t });

  const job = (id: string, o: Partial<typeof jobs.$inferInsert>) =>
    insertId(
      w.db
        .insert(jobs)
        .values({ id, title: id, company: "Found Co", isActive: true, expiresDate: at(10), createdAt: t, updatedAt: t, ...o })
        .returning({ id: jobs.id }),
    );
  ids.jobShown = await job("found-open-job", {});
  ids.jobExpired = await job("found-expired-job", { expiresDate: at(-1) });
}, 120_000);

afterAll(async () => {
  await Promise.all([w?.close(), cached?.close()]);
});

async function allSitemapLocs(worker: TestWorker) {
  const index = await worker.fetch("/sitemap.xml");
  expect(index.status).toBe(200);
  expect(index.headers.get("Content-Type")).toMatch(/^application\/xml/);
  const sitemaps = readSitemap(await index.text(), "sitemapindex");
  const locs: string[] = [];
  const perSitemap: { loc: string; count: number }[] = [];
  for (const s of sitemaps) {
    expect(s.lastmod).not.toBeNull();
    expect(s.loc.startsWith(`${BASE}/sitemaps/`)).toBe(true);
    const res = await worker.fetch(s.loc.slice(BASE.length));
    expect(res.status, s.loc).toBe(200);
    const urls = readSitemap(await res.text(), "urlset");
    for (const u of urls) expect(u.lastmod, u.loc).not.toBeNull();
    perSitemap.push({ loc: s.loc, count: urls.length });
    locs.push(...urls.map((u) => u.loc));
  }
  return { sitemaps, locs, perSitemap };
}

describe("sitemap", () => {
  it("is a sitemap index whose sitemaps all validate against the sitemaps.org schema, each url with lastmod", async () => {
    const { sitemaps, locs } = await allSitemapLocs(w);
    const kinds = new Set(sitemaps.map((s) => /\/sitemaps\/([a-z]+)\.xml/.exec(s.loc)?.[1]));
    expect([...kinds].sort()).toEqual(["businesses", "classifieds", "events", "jobs", "news", "pages"]);
    for (const path of ["/", "/news", "/events", "/directory", "/classifieds", "/jobs", "/privacy", "/terms"])
      expect(locs).toContain(`${BASE}${path}`);
    expect(locs.some((l) => l.includes("/admin"))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists public, listed, unexpired items only: no pending or rejected news, past, private or unpaid events, closed businesses, expired or sold ads, expired jobs", async () => {
    const { locs } = await allSitemapLocs(w);
    const has = (path: string) => locs.includes(`${BASE}${path}`);
    expect(has(`/news/${ids.newsShown}`)).toBe(true);
    expect(has(`/news/${ids.newsPending}`)).toBe(false);
    expect(has(`/news/${ids.newsRejected}`)).toBe(false);
    expect(has(`/events/${ids.eventFree}`)).toBe(true);
    for (const k of ["eventPast", "eventPrivate", "eventUnpaid"]) expect(has(`/events/${ids[k]}`), k).toBe(false);
    expect(has(`/businesses/${ids.bizShown}`)).toBe(true);
    expect(has(`/businesses/${ids.bizHidden}`)).toBe(false);
    expect(has(`/classifieds/${ids.adShown}`)).toBe(true);
    expect(has(`/classifieds/${ids.adExpired}`)).toBe(false);
    expect(has(`/classifieds/${ids.adSold}`)).toBe(false);
    expect(has(`/jobs/${ids.jobShown}`)).toBe(true);
    expect(has(`/jobs/${ids.jobExpired}`)).toBe(false);
  });

  it(`pages past ${SITEMAP_PAGE_SIZE} items by key: each sitemap at most ${SITEMAP_PAGE_SIZE} URLs, together every published article once`, async () => {
    const t = new Date();
    const rows = Array.from({ length: SITEMAP_PAGE_SIZE + 20 }, (_, i) => ({
      title: `Bulk ${i}`,
      excerpt: "x",
      content: "x",
      category: "News",
      status: "published" as const,
      publishedAt: t,
      createdAt: t,
      updatedAt: t,
    }));
    for (let i = 0; i < rows.length; i += 500) await w.db.insert(newsArticles).values(rows.slice(i, i + 500));
    const { perSitemap, locs } = await allSitemapLocs(w);
    const news = perSitemap.filter((s) => s.loc.includes("/sitemaps/news.xml"));
    expect(news.length).toBeGreaterThanOrEqual(2);
    expect(news[1]!.loc).toMatch(/\/sitemaps\/news\.xml\?after=\d+$/);
    for (const s of perSitemap) expect(s.count).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE);
    const published = await w.db.select({ id: newsArticles.id }).from(newsArticles).all();
    const newsLocs = locs.filter((l) => /\/news\/\d+$/.test(l));
    expect(new Set(newsLocs).size).toBe(newsLocs.length);
    const publishedCount = await w.db.$count(newsArticles, (await import("drizzle-orm")).eq(newsArticles.status, "published"));
    expect(newsLocs.length).toBe(publishedCount);
    expect(published.length).toBeGreaterThan(publishedCount); // the pending and rejected ones are in the table
    // A key that is not a key is no sitemap.
    expect((await w.fetch("/sitemaps/news.xml?after=abc")).status).toBe(404);
    expect((await w.fetch("/sitemaps/nothing.xml")).status).toBe(404);
  }, 120_000);

  /** The news pages the index names, each with where it starts (its `after` key, null for the first) and its lastmod. */
  async function newsPages(worker: TestWorker) {
    const index = readSitemap(await (await worker.fetch("/sitemap.xml")).text(), "sitemapindex");
    return index.filter((s) => s.loc.includes("/sitemaps/news.xml")).map((s) => ({ ...s, after: new URL(s.loc).searchParams.get("after") }));
  }
  const urlsOf = async (worker: TestWorker, loc: string) =>
    readSitemap(await (await worker.fetch(loc.slice(BASE.length))).text(), "urlset").map((u) => u.loc);
  const articleValues = (title: string, at: Date) =>
    ({ title, excerpt: "x", content: "x", category: "News", status: "published", publishedAt: at, createdAt: at, updatedAt: at }) as const;

  it("a new article is in the index at once, on the last news page with its lastmod; one published between two page starts is on that page at once, and moves its lastmod when the hourly cron counts the pages again", async () => {
    const inAMinute = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000);
    const inTwo = new Date(inAMinute.getTime() + 60_000);
    const [fresh] = await w.db.insert(newsArticles).values(articleValues("Found: fresh", inAMinute)).returning({ id: newsArticles.id });
    let pages = await newsPages(w);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const last = pages[pages.length - 1];
    expect(last!.lastmod).toBe(w3cDatetime(inAMinute));
    expect(await urlsOf(w, last!.loc)).toContain(`${BASE}/news/${fresh!.id}`);

    // The pending article of beforeAll has the first page's range; published now, it is on that page and no other.
    await w.db
      .update(newsArticles)
      .set({ status: "published", updatedAt: inTwo })
      .where(eq(newsArticles.id, Number(ids.newsPending)));
    const pendingUrl = `${BASE}/news/${ids.newsPending}`;
    expect(Number(ids.newsPending)).toBeLessThanOrEqual(Number(pages[1]!.after));
    expect(await urlsOf(w, pages[0]!.loc)).toContain(pendingUrl);
    for (const p of pages.slice(1)) expect(await urlsOf(w, p.loc)).not.toContain(pendingUrl);

    await w.scheduled("15 * * * *"); // housekeeping, which counts the sitemap pages last
    pages = await newsPages(w);
    expect(pages[0]!.lastmod).toBe(w3cDatetime(inTwo));
    expect(await urlsOf(w, pages[0]!.loc)).toContain(pendingUrl);
    // After the count the fresh article is on the page whose range holds its id, and on that page only.
    const holding = pages.filter(
      (p, i) => (p.after === null || fresh!.id > Number(p.after)) && (i === pages.length - 1 || fresh!.id <= Number(pages[i + 1]!.after)),
    );
    expect(holding).toHaveLength(1);
    expect(await urlsOf(w, holding[0]!.loc)).toContain(`${BASE}/news/${fresh!.id}`);
  }, 120_000);

  it("a missing, unreadable, stale or old kept count of the pages still gives a correct sitemap: every published article once, each page at most the page size", async () => {
    const KEPT = "sitemap:pages:v1";
    const kv = await w.kv();
    const expectEveryPublishedOnce = async () => {
      const { locs, perSitemap } = await allSitemapLocs(w);
      const listed = await w.db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.status, "published"));
      expect(locs.filter((l) => /\/news\/\d+$/.test(l)).sort()).toEqual(listed.map((r) => `${BASE}/news/${r.id}`).sort());
      for (const s of perSitemap) expect(s.count, s.loc).toBeLessThanOrEqual(SITEMAP_PAGE_SIZE);
    };

    // Missing: a page without a kept count is the page after its start; the index counts again and keeps it.
    await kv.delete(KEPT);
    const first = (await newsPages(w))[1];
    await kv.delete(KEPT);
    expect((await urlsOf(w, first!.loc)).length).toBeGreaterThan(0);
    await expectEveryPublishedOnce();
    expect(await kv.get(KEPT)).not.toBeNull();

    // Unreadable: counted again.
    await kv.put(KEPT, "{not json");
    await expectEveryPublishedOnce();
    const kept = await kv.get(KEPT);
    expect(kept?.startsWith("{not")).toBe(false);

    // Stale: 40 articles of the first page unpublished and 60 added since the count, which is not redone.
    const firstPage = await w.db
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(and(eq(newsArticles.status, "published"), like(newsArticles.title, "Bulk %")))
      .orderBy(asc(newsArticles.id))
      .limit(40);
    await w.db
      .update(newsArticles)
      .set({ status: "pending" })
      .where(
        inArray(
          newsArticles.id,
          firstPage.map((r) => r.id),
        ),
      );
    const now = new Date();
    await w.db.insert(newsArticles).values(Array.from({ length: 60 }, (_, i) => articleValues(`Found: since ${i}`, now)));
    await expectEveryPublishedOnce();
    expect(await kv.get(KEPT)).toBe(kept);
    const pagesBefore = await newsPages(w);

    // Old (the cron missed its runs): the index is served from it, and the pages are counted again after the response.
    const old = JSON.parse(kept ?? "{}") as { builtAt: number };
    old.builtAt -= 3 * 3_600_000;
    await kv.put(KEPT, JSON.stringify(old));
    const served = await newsPages(w);
    expect(served.map((p) => p.after)).toEqual(pagesBefore.map((p) => p.after));
    const builtAt = async () => (JSON.parse((await kv.get(KEPT)) ?? "{}") as { builtAt: number }).builtAt;
    await expect.poll(builtAt, { timeout: 10_000 }).toBeGreaterThan(old.builtAt);
    await expectEveryPublishedOnce();
  }, 120_000);

  it("robots.txt names the sitemap by its absolute address", async () => {
    const res = await w.fetch("/robots.txt");
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(new RegExp(`^Sitemap: ${BASE}/sitemap\\.xml$`, "m"));
  });
});

const tagAttr = (html: string, re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
const canonicalOf = (html: string) => tagAttr(html, /<link rel="canonical" href="([^"]+)"/);
const ogImageOf = (html: string) => tagAttr(html, /<meta property="og:image" content="([^"]+)"/);

describe("canonical URLs and og:image", () => {
  it("gives every main page one canonical URL with its filters normalised (known, sorted, defaults and unknown dropped)", async () => {
    const cases: [string, string][] = [
      ["/", "/"],
      ["/news?page=1&utm_source=mail&category=Sports", "/news?category=Sports"],
      ["/events?zzz=1&place=%20Library%20&free=1&category=&page=1", "/events?free=1&place=Library"],
      ["/directory?sort=name&category=all&q=bakery", "/directory?q=bakery"],
      ["/classifieds?sort=newest&photos=1&fbclid=abc", "/classifieds?photos=1"],
      ["/jobs?remote=only&page=1&ref=x", "/jobs?remote=only"],
      ["/support?faq=3", "/support"],
    ];
    for (const [path, canonical] of cases) {
      const html = await (await w.fetch(path)).text();
      expect([...html.matchAll(/rel="canonical"/g)].length, path).toBe(1);
      expect(canonicalOf(html), path).toBe(`${BASE}${canonical}`);
      expect(ogImageOf(html), path).toMatch(new RegExp(`^${BASE}/`));
    }
  });

  it("gives an item page its own picture as og:image (our art as its PNG copy), else its category's art, as an absolute URL", async () => {
    const withPicture = await (await w.fetch(`/events/${ids.eventFree}`)).text();
    expect(ogImageOf(withPicture)).toBe(`${BASE}/og/scene/books-1.png`);
    expect(canonicalOf(withPicture)).toBe(`${BASE}/events/${ids.eventFree}`);
    const article = await (await w.fetch(`/news/${ids.newsShown}?utm_campaign=x`)).text();
    expect(ogImageOf(article)).toBe(`${BASE}/og/category/sports.png`);
    expect(canonicalOf(article)).toBe(`${BASE}/news/${ids.newsShown}`);
    const ad = await (await w.fetch(`/classifieds/${ids.adShown}`)).text();
    expect(ogImageOf(ad)).toBe(`${BASE}/og/category/car.png`);
    const job = await (await w.fetch(`/jobs/${ids.jobShown}`)).text();
    expect(ogImageOf(job)).toMatch(new RegExp(`^${BASE}/og/category/[a-z]+\\.png$`));
  });
});

describe("embeddable calendar", () => {
  it("may be framed by any site, sets no cookie and reads no session (even when one is sent), and ships no script", async () => {
    const res = await w.fetch(`/embed/events?category=${ids.category}`, { cookie: jamie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors \* file: data: blob: filesystem:(;|$)/);
    expect(res.headers.get("X-Frame-Options")).toBeNull();
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("Jamie"); // no member name: the session is not read
    // Every other page keeps its framing rule.
    const page = await w.fetch("/events");
    expect(page.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors 'none'/);
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("takes /events' filters: category, free, place, and a count", async () => {
    const text = async (q: string) => (await (await w.fetch(`/embed/events${q}`)).text()).replace(/&#x27;/g, "'");
    const mine = await text(`?category=${ids.category}`);
    expect(mine).toContain("Found: free story time");
    expect(mine).toContain("Found: paid concert");
    for (const hidden of ["Found: past fair", "Found: private meeting", "Found: unpaid gala"]) expect(mine).not.toContain(hidden);
    const free = await text(`?category=${ids.category}&free=1`);
    expect(free).toContain("Found: free story time");
    expect(free).not.toContain("Found: paid concert");
    const place = await text(`?category=${ids.category}&place=amphitheater`);
    expect(place).toContain("Found: paid concert");
    expect(place).not.toContain("Found: free story time");
    const one = await text(`?category=${ids.category}&count=1`);
    expect([...one.matchAll(/<li>/g)].length).toBe(1);
    expect(one).toContain("Found: free story time"); // the sooner one
    expect(one).toContain(`href="${BASE}/events/${ids.eventFree}" target="_blank"`);
  });

  it("is served from the page cache on a visitor's repeat", async () => {
    const path = "/embed/events?free=1";
    const first = await cached.fetch(path);
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    await first.text();
    let again = await cached.fetch(path);
    for (let i = 0; i < 20 && again.headers.get("X-Page-Cache") !== "hit"; i++) {
      await again.text();
      await new Promise((r) => setTimeout(r, 50));
      again = await cached.fetch(path);
    }
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    expect(again.headers.get("Content-Security-Policy")).toMatch(/frame-ancestors \*/);
    expect(again.headers.get("X-Frame-Options")).toBeNull();
  });

  it("comes with a copy-paste snippet on /events that keeps the filters, and the same filters give the iCalendar feed", async () => {
    const html = await (await w.fetch(`/events?category=${ids.category}&free=1`)).text();
    const snippet = /<textarea[^>]*data-testid="embed-snippet"[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? "";
    const decoded = snippet
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    expect(decoded).toMatch(new RegExp(`^<iframe src="${BASE}/embed/events\\?category=${ids.category}&free=1" `));
    expect(html).toContain(`/events.ics?category=${ids.category}&amp;free=1`);
    const ics = await (await w.fetch(`/events.ics?category=${ids.category}&free=1`)).text();
    expect(ics).toContain("Found: free story time");
    expect(ics).not.toContain("Found: paid concert");
    const byPlace = await (await w.fetch(`/events.ics?place=Amphitheater`)).text();
    expect(byPlace).toContain("Found: paid concert");
    expect(byPlace).not.toContain("Found: free story time");
  });
});
