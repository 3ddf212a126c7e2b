import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/models/session.server";
import { newsArticles } from "../../db/schema";
import { startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let member: string;
beforeAll(async () => {
  w = await startTestWorker();
  member = `session=${(await createSession(w.db, "seed-member-pat", new Date())).token}`;
  await w.db.insert(newsArticles).values([
    { title: "Library reading challenge hits 100% participation", excerpt: "x", content: "<p>Every <b>single</b> school joined the challenge this year.</p>", category: "Education", status: "published", publishedAt: new Date() },
    { title: "Secret pending library story", content: "library", status: "pending", publishedAt: new Date() },
  ]);
});
afterAll(async () => {
  await w?.close();
});

describe("GET /api/search", () => {
  it("is for signed-in members (401 JSON otherwise)", async () => {
    const res = await w.fetch("/api/search?q=library");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });

  it("answers 400 for an empty or whitespace query and for an unknown type", async () => {
    expect((await w.fetch("/api/search?q=%20%20", { cookie: member })).status).toBe(400);
    const bad = await w.fetch("/api/search?q=park&type=people", { cookie: member });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty("errors.type");
  });

  it("returns the four lists without type, case-insensitively, published news only", async () => {
    const res = await w.fetch("/api/search?q=LIBRARY", { cookie: member });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, Array<Record<string, unknown>>>;
    expect(Object.keys(body).sort()).toEqual(["businesses", "classifieds", "events", "jobs", "news"]);
    const titles = body.news.map((n) => n.title);
    expect(titles).toContain("Library reading challenge hits 100% participation");
    expect(titles).not.toContain("Secret pending library story");
    const article = body.news.find((n) => String(n.title).startsWith("Library reading"))!;
    expect(article.content).toBe("Every single school joined the challenge this year.");
    expect(body.events.length + body.businesses.length).toBeGreaterThan(0);
  });

  it("returns {results} for one type, and treats % and _ literally", async () => {
    const res = await w.fetch("/api/search?q=100%25&type=news", { cookie: member });
    const body = (await res.json()) as { results: Array<{ title: string }> };
    expect(body.results.map((r) => r.title)).toEqual(["Library reading challenge hits 100% participation"]);
    const wildcard = (await (await w.fetch("/api/search?q=%25&type=businesses", { cookie: member })).json()) as { results: unknown[] };
    expect(wildcard.results).toHaveLength(0);
  });
});
