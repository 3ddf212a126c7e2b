// The visitors' page cache (workers/page-cache.ts, decision 142): what is kept, for whom, for how long, and that a
// kept page still gets its own CSP nonce.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsArticles } from "../../db/schema";
import { sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let off: TestWorker;
let jamie: string;
beforeAll(async () => {
  [w, off] = await Promise.all([startTestWorker({ vars: { PAGE_CACHE_SECONDS: "2" } }), startTestWorker()]);
  jamie = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await Promise.all([w?.close(), off?.close()]);
});

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const noncesIn = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))];

async function publish(title: string) {
  const now = new Date();
  await w.db.insert(newsArticles).values({ title, excerpt: "Fresh", content: "<p>Fresh news.</p>", category: "Community", status: "published", publishedAt: now, createdAt: now, updatedAt: now });
}

describe("page cache", () => {
  it("keeps a visitor's page for PAGE_CACHE_SECONDS, each copy with its own nonce; members and hard reloads get a fresh render", async () => {
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
    // Every inline script of the kept copy carries this answer's nonce, which differs from the first answer's.
    expect(noncesIn(secondHtml)).toEqual([nonceOf(second)]);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(noncesIn(firstHtml)).toEqual([nonceOf(first)]);

    const member = await w.fetch("/news", { cookie: jamie });
    expect(member.headers.get("X-Page-Cache")).toBeNull();
    expect(await member.text()).toContain("Cache window headline");
    const reload = await w.fetch("/news", { headers: { "Cache-Control": "no-cache" } });
    expect(reload.headers.get("X-Page-Cache")).toBeNull();
    expect(await reload.text()).toContain("Cache window headline");

    // After the window the visitor's copy is rendered again.
    await new Promise((r) => setTimeout(r, 2_200));
    const later = await w.fetch("/news");
    expect(later.headers.get("X-Page-Cache")).toBe("miss");
    expect(await later.text()).toContain("Cache window headline");
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
