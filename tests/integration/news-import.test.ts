// The news import against a loopback feed server: RSS 2.0 and Atom, updates, repeats, broken, oversized, redirect.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/models/session.server";
import { importRuns, newsArticles, newsFeeds } from "../../db/schema";
import { startTestWorker, type TestWorker } from "../support/worker";

let rssTitle = "Road work on Main Street";
const rss = () => `<?xml version="1.0"?><rss version="2.0"><channel><title>City</title><link>https://city.example</link><description>x</description>
<item><title>${rssTitle}</title><link>https://city.example/news/1</link><guid>city-1</guid><pubDate>Fri, 20 Nov 2026 15:00:00 GMT</pubDate><author>clerk@city.example (City Clerk)</author><description><![CDATA[<p>Lanes close Monday.</p><script>alert(1)</script>]]></description></item>
<item><title>Leaf pickup schedule</title><link>https://city.example/news/2</link><guid>city-2</guid><description>Crews start in the north.</description></item>
</channel></rss>`;
const atom = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>County</title><id>urn:county</id><updated>2026-11-20T10:00:00Z</updated>
<entry><title>County fair dates set</title><id>urn:county:fair</id><link href="https://county.example/fair"/><updated>2026-11-19T10:00:00Z</updated><author><name>Parks Office</name></author><content type="html">&lt;p&gt;July 10-18.&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;</content></entry>
</feed>`;

let server: Server;
let base: string;
let w: TestWorker;
let admin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/rss.xml") return res.writeHead(200, { "Content-Type": "application/rss+xml" }).end(rss());
    if (req.url === "/atom.xml") return res.writeHead(200, { "Content-Type": "application/atom+xml" }).end(atom);
    if (req.url === "/broken.xml") return res.writeHead(200, { "Content-Type": "application/xml" }).end("<rss><channel><item><title>unclosed");
    if (req.url === "/huge.xml") {
      res.writeHead(200, { "Content-Type": "application/rss+xml" });
      const chunk = "x".repeat(64 * 1024);
      for (let i = 0; i < 40; i++) res.write(chunk); // 2.5 MB, no Content-Length
      return res.end();
    }
    if (req.url === "/moved.xml") return res.writeHead(302, { Location: "http://10.0.0.1/feed.xml" }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  w = await startTestWorker({ vars: { ALLOW_LOOPBACK_FETCH: "true" } });
  admin = `session=${(await createSession(w.db, "seed-admin", new Date())).token}`;
  await w.db.delete(newsFeeds); // the seeded feeds point at the internet
  await w.db.insert(newsFeeds).values([
    { name: "City RSS", url: `${base}/rss.xml`, category: "Local Government" },
    { name: "County Atom", url: `${base}/atom.xml`, category: "Community" },
    { name: "Broken", url: `${base}/broken.xml` },
    { name: "Huge", url: `${base}/huge.xml` },
    { name: "Moved", url: `${base}/moved.xml` },
  ]);
});
afterAll(async () => {
  await w?.close();
  await new Promise<void>((r) => server.close(() => r()));
});

const imported = () => w.db.select().from(newsArticles).where(isNotNull(newsArticles.feedId));
const runImport = () =>
  w.fetch("/admin/news", { method: "POST", cookie: admin, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "intent=import" });

describe("news import", () => {
  it("imports RSS and Atom, sanitised and published; failing feeds are recorded and do not stop the others", async () => {
    const res = await runImport();
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().join(";")).toContain("Import%20Failed");
    const rows = await imported();
    expect(rows.map((r) => r.title).sort()).toEqual(["County fair dates set", "Leaf pickup schedule", "Road work on Main Street"]);
    const road = rows.find((r) => r.title === "Road work on Main Street")!;
    expect(road).toMatchObject({ status: "published", category: "Local Government", sourceUrl: "https://city.example/news/1" });
    expect(road.content).toContain("<p>Lanes close Monday.</p>");
    expect(road.content).not.toContain("<script");
    expect(road.publishedAt?.toISOString()).toBe("2026-11-20T15:00:00.000Z");
    const fair = rows.find((r) => r.title === "County fair dates set")!;
    expect(fair.author).toBe("Parks Office");
    // Issue 31, item 12: an item without an author is credited to its feed, by the feed's name.
    expect(rows.find((r) => r.title === "Leaf pickup schedule")!.author).toBe("City RSS");
    expect(fair.content).not.toMatch(/onerror/);

    const [run] = await w.db.select().from(importRuns).where(eq(importRuns.job, "news-import"));
    expect(run).toMatchObject({ ok: false, trigger: "admin" });
    expect(run!.counts).toMatchObject({ feeds: 5, created: 3, failed: 3 });
    expect(run!.error).toContain("Broken");
    expect(run!.error).toContain("Huge");
    expect(run!.error).toMatch(/Moved: .*non-public host \(10\.0\.0\.1\)/);
    const feeds = await w.db.select().from(newsFeeds);
    expect(feeds.find((f) => f.name === "Huge")?.lastError).toContain("too large");
    expect(feeds.find((f) => f.name === "City RSS")?.lastError).toBeNull();

    // The tab's recent runs: when, the trigger, failed, the counts, and the error on a line of its own.
    const page = await (await w.fetch("/admin/news", { cookie: admin })).text();
    const line = page.slice(page.indexOf("(<!-- -->admin<!-- -->)"));
    expect(line.length).toBeLessThan(page.length);
    const text = line.slice(0, line.indexOf("</li>")).replace(/<!-- -->/g, "");
    expect(text).toMatch(/^\(admin\)<\/span> — failed · <span>Found 3: 3 new/);
    expect(text).toMatch(/<span class="block text-red-700">[^<]*Broken/);
  });

  it("a repeated item never duplicates; a changed item updates", async () => {
    rssTitle = "Road work on Main Street extended";
    await w.scheduled("0 */2 * * *");
    const rows = await imported();
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.title)).toContain("Road work on Main Street extended");
    const runs = await w.db.select().from(importRuns).where(eq(importRuns.job, "news-import"));
    const cron = runs.find((r) => r.trigger === "cron")!;
    expect(cron.counts).toMatchObject({ created: 0, updated: 1, unchanged: 2, failed: 3 });
  });

  it("admins add and remove feeds; members cannot run the import", async () => {
    const pat = `session=${(await createSession(w.db, "seed-member-pat", new Date())).token}`;
    const denied = await w.fetch("/admin/news", {
      method: "POST",
      cookie: pat,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=import",
    });
    expect(denied.status).toBe(403);
    await w.fetch("/admin/news", {
      method: "POST",
      cookie: admin,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add-feed", name: "Schools", url: "https://schools.example/feed" }).toString(),
    });
    const feeds = await w.db.select().from(newsFeeds);
    const schools = feeds.find((f) => f.name === "Schools")!;
    expect(schools.url).toBe("https://schools.example/feed");
    await w.fetch("/admin/news", {
      method: "POST",
      cookie: admin,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: `intent=remove-feed&feedId=${schools.id}`,
    });
    expect((await w.db.select().from(newsFeeds)).some((f) => f.name === "Schools")).toBe(false);
  });

  it("a feed whose host does not answer is recorded by its host, not by the runtime's words", async () => {
    // A port nobody listens on: take a free one and close it again.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await w.db.insert(newsFeeds).values({ name: "Gone", url: `http://127.0.0.1:${port}/feed.xml` });
    expect((await runImport()).status).toBe(302);
    const gone = (await w.db.select().from(newsFeeds)).find((f) => f.name === "Gone")!;
    expect(gone.lastError).toBe(`Could not connect to 127.0.0.1:${port}`);
    const [run] = await w.db.select().from(importRuns).where(eq(importRuns.job, "news-import")).orderBy(desc(importRuns.id)).limit(1);
    expect(run!.error).toContain(`Gone: Could not connect to 127.0.0.1:${port}`);
    expect(run!.error).not.toMatch(/internal error|reference =|fetch failed/);
  });
});
