// The visitors' page cache (workers/page-cache.ts, docs/decisions/page-cache.md): what is kept, for whom, for how long, that a
// kept page still gets its own CSP nonce, and that visitors arriving together share one render. And the isolate's
// memory of KV reads, kept for the same window (workers/kv-memo.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../app/models/site-config.server";
import { newsArticles } from "../../db/schema";
import { settingsForm } from "../support/settings-form";
import { postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let off: TestWorker;
let jamie: string;

// Every request carries the test's clock (X-Test-Now); a window passes by moving it, not by waiting.
let clock = Date.now();
const passes = (ms: number) => void (clock += ms);
function onTestClock(worker: TestWorker): TestWorker {
  return {
    ...worker,
    fetch: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set("X-Test-Now", new Date(clock).toISOString());
      return worker.fetch(path, { ...init, headers });
    },
  };
}

beforeAll(async () => {
  const [cached, plain] = await Promise.all([startTestWorker({ vars: { PAGE_CACHE_SECONDS: "2" }, countDbCalls: true }), startTestWorker()]);
  [w, off] = [onTestClock(cached), onTestClock(plain)];
  clock = Date.now();
  jamie = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await Promise.all([w?.close(), off?.close()]);
});

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const noncesIn = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

async function publish(title: string, worker: TestWorker = w) {
  const now = new Date(clock);
  await worker.db.insert(newsArticles).values({
    title,
    excerpt: "Fresh",
    content: "<p>Fresh news.</p>",
    category: "Community",
    status: "published",
    publishedAt: now,
    createdAt: now,
    updatedAt: now,
  });
}

describe("page cache", () => {
  it("keeps a visitor's page for PAGE_CACHE_SECONDS; members and hard reloads get a fresh render", async () => {
    const first = await w.fetch("/news");
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    const firstHtml = await first.text();
    await publish("Cache window headline");
    // Stored in the background: wait for it to land.
    let second = await w.fetch("/news");
    for (let i = 0; i < 20 && second.headers.get("X-Page-Cache") !== "hit"; i++) {
      await new Promise((r) => setTimeout(r, 50));
      second = await w.fetch("/news");
    }
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    const secondHtml = await second.text();
    expect(secondHtml).not.toContain("Cache window headline");
    expect(secondHtml).toContain(firstHtml.slice(0, 200));

    const member = await w.fetch("/news", { cookie: jamie });
    expect(member.headers.get("X-Page-Cache")).toBeNull();
    expect(await member.text()).toContain("Cache window headline");
    const reload = await w.fetch("/news", { headers: { "Cache-Control": "no-cache" } });
    expect(reload.headers.get("X-Page-Cache")).toBeNull();
    expect(await reload.text()).toContain("Cache window headline");

    // After the window the visitor's copy is rendered again.
    passes(2_200);
    const later = await w.fetch("/news");
    expect(later.headers.get("X-Page-Cache")).toBe("miss");
    expect(await later.text()).toContain("Cache window headline");
  });

  it("renders a page once when many visitors ask for it at the same moment; the others share that render", async () => {
    w.dbCalls.reset();
    const answers = await Promise.all(Array.from({ length: 10 }, () => w.fetch("/directory?page=2")));
    const how = answers.map((a) => a.headers.get("X-Page-Cache"));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(how.filter((h) => h === "miss")).toHaveLength(1);
    expect(how.filter((h) => h === "shared" || h === "hit")).toHaveLength(9);
    const bodies = await Promise.all(answers.map(async (a) => ({ html: await a.text(), nonce: nonceOf(a) })));
    // One render's database round trips (the directory's one batch), not ten.
    expect(w.dbCalls.count()).toBeLessThanOrEqual(2);
    // Every answer's inline scripts carry that answer's own nonce (its CSP header's), ten different ones.
    for (const { html, nonce } of bodies) {
      expect(html).toContain("Business Directory");
      expect(noncesIn(html)).toEqual([nonce]);
    }
    expect(new Set(bodies.map((b) => b.nonce)).size).toBe(10);
    // A later visitor gets the stored copy, again with its own nonce.
    const later = await w.fetch("/directory?page=2");
    expect(later.headers.get("X-Page-Cache")).toBe("hit");
    const laterHtml = await later.text();
    expect(noncesIn(laterHtml)).toEqual([nonceOf(later)]);
    expect(bodies.map((b) => b.nonce)).not.toContain(nonceOf(later));
  });

  it("never keeps APIs, members' pages, errors or answers that set a cookie", async () => {
    for (const path of ["/api/news", "/admin", "/account", "/no-such-page"]) {
      await w.fetch(path);
      const again = await w.fetch(path);
      expect(again.headers.get("X-Page-Cache"), path).toBeNull();
    }
    // The sign-in page under /api sets no cache entry either, and a page answered with a cookie is not stored.
    const login = await w.fetch("/api/login");
    expect(login.headers.get("X-Page-Cache")).toBeNull();
  });

  it("is off unless PAGE_CACHE_SECONDS is set (tests and npm start read the database every time)", async () => {
    await off.fetch("/news");
    const again = await off.fetch("/news");
    expect(again.headers.get("X-Page-Cache")).toBeNull();
  });
});

// The isolate's memory of KV reads (workers/kv-memo.ts, docs/decisions/page-cache.md): kept for the page cache's window.
const kvCalls = (response: Response) => Number(/kv;dur=[\d.]+;desc="(\d+) calls"/.exec(response.headers.get("Server-Timing") ?? "")?.[1]);

describe("KV reads kept in the isolate", () => {
  it("reads the settings and alerts from KV once per window; without a window, on every page", async () => {
    const offCookie = await sessionCookie(off, "seed-member-jamie");
    const plain = [await off.fetch("/search?q=trail", { cookie: offCookie }), await off.fetch("/search?q=trail", { cookie: offCookie })];
    for (const response of plain) expect(kvCalls(response)).toBeGreaterThanOrEqual(2);
    passes(2_100); // whatever earlier tests read is past its window
    const kept = [await w.fetch("/search?q=trail", { cookie: jamie }), await w.fetch("/search?q=trail", { cookie: jamie })];
    expect(kvCalls(kept[0]!)).toBeGreaterThan(0);
    expect(kvCalls(kept[1]!)).toBe(0);
  });

  it("shows an admin's saved settings at once, and a change made elsewhere within the window", async () => {
    const admin = await sessionCookie(w, "seed-admin");
    await w.fetch("/news", { cookie: jamie }); // the settings are now in the isolate's memory
    expect((await postForm(w, "/admin/settings", admin, settingsForm({ siteName: "Greenwood Memo Square" }))).status).toBe(302);
    expect(await (await w.fetch("/news", { cookie: jamie })).text()).toContain("Greenwood Memo Square");

    // Another isolate's change reaches KV only: this isolate shows it once its copy is older than the window.
    const kv = await w.kv();
    const key = SITE_CONFIG_KV_KEY;
    const config = (await kv.get(key, "json")) as { siteName: string } | null;
    const current = config ?? (await (await w.fetch("/api/site-config")).json());
    await kv.put(key, JSON.stringify({ ...current, siteName: "Greenwood Elsewhere Square" }));
    expect(await (await w.fetch("/news", { cookie: jamie })).text()).toContain("Greenwood Memo Square");
    passes(1_000);
    expect(await (await w.fetch("/news", { cookie: jamie })).text()).toContain("Greenwood Memo Square");
    passes(1_100);
    expect(await (await w.fetch("/news", { cookie: jamie })).text()).toContain("Greenwood Elsewhere Square");
  });
});

// Home's town lists (news, businesses, events, jobs, classifieds) kept in the isolate for the same window
// (lib/window-memo.ts): a member reads them as fresh as a visitor's kept page, and their own rows fresh every time.
describe("home's town lists kept in the isolate", () => {
  it("shows a member the lists as kept within the window, their own waiting rows at once, and each language its own", async () => {
    passes(2_100);
    const first = await w.fetch("/", { cookie: jamie });
    expect(first.status).toBe(200);
    await publish("Memo window headline");
    const now = new Date(clock);
    await w.db.insert(newsArticles).values({
      title: "Memo pending draft",
      excerpt: "Mine",
      content: "<p>Mine.</p>",
      category: "Community",
      status: "pending",
      submitterId: "seed-member-jamie",
      isUserSubmitted: true,
      createdAt: now,
      updatedAt: now,
    });
    const within = await (await w.fetch("/", { cookie: jamie })).text();
    expect(within).not.toContain("Memo window headline");
    expect(within).toContain("Memo pending draft");
    // Spanish has its own copy, read now.
    expect(await (await w.fetch("/?lang=es", { cookie: jamie })).text()).toContain("Memo window headline");
    passes(2_100);
    expect(await (await w.fetch("/", { cookie: jamie })).text()).toContain("Memo window headline");
  });

  it("reads the lists on every render without a window", async () => {
    const offCookie = await sessionCookie(off, "seed-member-jamie");
    await off.fetch("/", { cookie: offCookie });
    await publish("Unkept home headline", off);
    expect(await (await off.fetch("/", { cookie: offCookie })).text()).toContain("Unkept home headline");
  });
});
