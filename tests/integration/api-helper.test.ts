// The one /api helper (app/services/api.server.ts) and the settable clock, seen from outside.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
beforeAll(async () => {
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

describe("the /api helper", () => {
  it("answers 400 {message, errors} for a query that fails its schema, with bounded pages", async () => {
    for (const q of ["limit=0", "limit=51", "page=99999999999999999999", "page=1e309", "limit=true"]) {
      const res = await w.fetch(`/api/news?${q}`);
      expect(res.status, q).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
      expect(typeof body.message).toBe("string");
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
    expect((await w.fetch("/api/news?limit=2")).status).toBe(200);
  });

  it("answers JSON 401 to a visitor, 415 to a body that is not JSON, 400 to broken JSON, 405 to a wrong method", async () => {
    const visitor = await w.fetch("/api/news", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: "Unauthorized" });
    const plain = await w.fetch("/api/news", { method: "POST", cookie: jamie, headers: { "Content-Type": "text/plain" }, body: "title=x" });
    expect(plain.status).toBe(415);
    const broken = await w.fetch("/api/news", { method: "POST", cookie: jamie, headers: { "Content-Type": "application/json" }, body: "{" });
    expect(broken.status).toBe(400);
    const put = await w.fetch("/api/news", { method: "PUT", cookie: jamie, headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(put.status).toBe(405);
  });
});

describe("the settable clock", () => {
  it("X-Test-Now moves the worker's now: nothing is upcoming in 2099, plenty is today", async () => {
    const today = (await (await w.fetch("/api/events")).json()) as unknown[];
    expect(today.length).toBeGreaterThan(0);
    const later = await w.fetch("/api/events", { headers: { "X-Test-Now": "2099-06-01T12:00:00Z" } });
    expect(later.status).toBe(200);
    expect(await later.json()).toEqual([]);
  });
});
