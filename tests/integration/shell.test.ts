import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../app/models/site-config.server";
import { importRuns, newsArticles, sessions, siteConfig, users } from "../../db/schema";
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startTestWorker();
});
afterAll(async () => {
  await w?.close();
});

const navHrefs = (html: string) => {
  const nav = html.match(/<nav aria-label="Main"[^>]*>([\s\S]*?)<\/nav>/)?.[1] ?? "";
  return [...nav.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
};

describe("the shell", () => {
  it("serves the landing page with the visitor's navigation", async () => {
    const res = await w.fetch("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("text/html");
    const html = await res.text();
    // The spec's order; Classifieds and Jobs appear only once their pages exist, and every link shown answers 200.
    const spec = ["/", "/news", "/events", "/directory", "/classifieds", "/jobs", "/schools", "/emergency", "/benefits", "/support"];
    const hrefs = navHrefs(html);
    expect(hrefs).toEqual(spec.filter((h) => hrefs.includes(h)));
    expect(hrefs).toEqual(expect.arrayContaining(["/", "/news", "/events", "/directory", "/schools", "/emergency", "/benefits", "/support"]));
    for (const href of hrefs) expect((await w.fetch(href!)).status, href).toBe(200);
    expect(html).toContain(">Government<");
    expect(html).toContain(">Join Us<");
    expect(html).toContain('href="/api/login"');
    expect(html).toContain("Need Help?");
    expect(html).toContain('href="/support#contact-form"');
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="/terms"');
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("renders each page in standards mode: one doctype, first, before the whole document (docs/decisions/worker-cpu-and-patches.md)", async () => {
    // /search ships no script, so nothing rewrites it on the way out; /support hydrates, and its scripts are renamed by
    // the HTMLRewriter (docs/decisions/pages-without-react.md) on the way out.
    for (const path of ["/", "/search?q=park", "/support"]) {
      const res = await w.fetch(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html.startsWith("<!DOCTYPE html><html"), path).toBe(true);
      expect(html.match(/<!DOCTYPE/gi)?.length, path).toBe(1);
      expect(html.trimEnd().endsWith("</html>"), path).toBe(true);
    }
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const res = await w.fetch("/no/such/page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain('aria-label="Main"');
  });

  it("answers unknown /api paths with JSON 404, and a wrong method with JSON 405", async () => {
    const res = await w.fetch("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not Found" });
    const post = await w.fetch("/api/site-config", { method: "POST", body: "{}" });
    expect(post.status).toBe(405);
    expect(post.headers.get("Content-Type")).toContain("application/json");
    expect(await post.json()).toHaveProperty("message");
  });

  it("refuses cross-site writes before anything runs", async () => {
    const byOrigin = await w.fetch("/api/logout", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(byOrigin.status).toBe(403);
    const byFetchSite = await w.fetch("/api/logout", {
      method: "POST",
      headers: { Origin: "http://127.0.0.1:8787", "Sec-Fetch-Site": "cross-site" },
    });
    expect(byFetchSite.status).toBe(403);
  });

  it("GET /api/auth/user is 401 JSON for a visitor", async () => {
    const res = await w.fetch("/api/auth/user");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });
});

describe("site configuration", () => {
  it("returns siteName, features, colors and mode, and caches them in KV for five minutes", async () => {
    await (await w.kv()).delete(SITE_CONFIG_KV_KEY);
    const first = await w.fetch("/api/site-config");
    expect(first.status).toBe(200);
    const config = (await first.json()) as {
      siteName: string;
      features: Record<string, { enabled: boolean }>;
      colors: Record<string, string>;
      mode: string;
    };
    expect(config.siteName).toBe("Greenwood Community Hub");
    expect(config.mode).toBe("greenwood");
    expect(Object.keys(config.features).sort()).toEqual([
      "businessDirectory",
      "classifieds",
      "emergency",
      "events",
      "government",
      "jobs",
      "news",
      "schools",
      "weather",
    ]);
    expect(config.features.classifieds).toEqual({ enabled: true });
    expect(config.colors.primary).toMatch(/^#[0-9a-f]{6}$/i);

    // Change the database behind the cache: within five minutes the cached copy is served, not the database.
    await w.db.update(siteConfig).set({ siteName: "Changed Name" }).where(eq(siteConfig.id, 1));
    const second = (await (await w.fetch("/api/site-config")).json()) as { siteName: string };
    expect(second.siteName).toBe("Greenwood Community Hub");
    expect(await (await w.kv()).get(SITE_CONFIG_KV_KEY)).toContain("Greenwood Community Hub");

    // Once the KV entry is gone (as after its five-minute TTL), the database is read again.
    await (await w.kv()).delete(SITE_CONFIG_KV_KEY);
    const third = (await (await w.fetch("/api/site-config")).json()) as { siteName: string };
    expect(third.siteName).toBe("Changed Name");
  });

  it("turns colours into CSS variables with the spec's fallbacks, and hides links of disabled features", async () => {
    const [row] = await w.db.select().from(siteConfig).where(eq(siteConfig.id, 1));
    await w.db
      .update(siteConfig)
      .set({
        colors: { primary: "#123456", secondary: "#abcdef", accent: "#ff0000" },
        features: { ...row!.features, schools: { enabled: false } },
      })
      .where(eq(siteConfig.id, 1));
    await (await w.kv()).delete(SITE_CONFIG_KV_KEY);
    const html = await (await w.fetch("/")).text();
    expect(html).toContain("--primary:#123456");
    expect(html).toContain("--border:#abcdef"); // border falls back to secondary
    expect(html).toContain("--ring:#123456"); // ring falls back to primary
    expect(html).toContain("--primary-foreground:#ffffff"); // light text on a dark primary
    expect(navHrefs(html)).not.toContain("/schools");
    expect(html).not.toContain('href="/schools"'); // nor in the footer
    expect(navHrefs(html)).toContain("/emergency");
    await w.db.update(siteConfig).set({ colors: row!.colors, features: row!.features }).where(eq(siteConfig.id, 1));
    await (await w.kv()).delete(SITE_CONFIG_KV_KEY);
  });
});

describe("scheduled()", () => {
  it("dispatches the housekeeping cron and records the run, deleting expired sessions", async () => {
    const [member] = await w.db.select().from(users).limit(1);
    await w.db.insert(sessions).values({
      sid: "expired-session-hash",
      sess: { userId: member!.id, createdAt: 0 },
      expire: new Date(Date.now() - 1000),
      userId: member!.id,
    });
    await w.scheduled("15 * * * *");
    const runs = await w.db.select().from(importRuns).where(eq(importRuns.job, "housekeeping"));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.ok).toBe(true);
    expect(runs[0]!.finishedAt).not.toBeNull();
    expect(runs[0]!.counts?.sessionsDeleted).toBe(1);
    expect(await w.db.select().from(sessions).where(eq(sessions.sid, "expired-session-hash"))).toHaveLength(0);
  });

  it("dispatches the daily search-index cron: each search index is merged into one segment, and search still finds", async () => {
    const segments = async () => Number((await w.db.$client.execute("select count(distinct segid) as n from news_articles_fts_idx")).rows[0]?.n);
    // Each write adds a segment to the index (FTS5 merges them only in part).
    for (const word of ["Quillwort", "Quillback", "Quillfeather"]) {
      await w.db.insert(newsArticles).values({ title: `${word} notes`, content: `<p>${word}</p>`, status: "published", publishedAt: new Date() });
    }
    expect(await segments()).toBeGreaterThan(1);
    await w.scheduled("0 8 * * *");
    const [run] = await w.db.select().from(importRuns).where(eq(importRuns.job, "search-index"));
    expect(run?.ok).toBe(true);
    expect(run?.counts?.searchIndexesOptimized).toBe(5);
    expect(await segments()).toBe(1);
    const res = await w.fetch("/api/search?q=quill&type=news");
    const titles = ((await res.json()) as { results: { title: string }[] }).results.map((r) => r.title);
    expect(titles.sort()).toEqual(["Quillback notes", "Quillfeather notes", "Quillwort notes"]);
  });
});

// Issue 31, item 16: /search is open to visitors, so the header offers them the box and no page says otherwise.
describe("search for visitors", () => {
  it("shows a visitor the header's search box, and the benefits table and FAQ say visitors can search", async () => {
    const home = await (await w.fetch("/")).text();
    expect(home).toContain('id="nav-search"');
    expect(home).toContain('id="mobile-search"');
    const benefits = pageText(await (await w.fetch("/benefits")).text());
    expect(benefits).toMatch(/Search the whole site ✓ ✓/);
    const support = pageText(await (await w.fetch("/support")).text());
    expect(support).toContain("and search the whole site");
    expect(support).not.toMatch(/account to post, search/);
  });
});
