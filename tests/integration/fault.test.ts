// Issue 17, finding 7: the database stops under load and comes back. During the outage every answer is a 503 with
// Retry-After (never a 500); afterwards the site recovers; no write the site acknowledged (201) is lost.
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { supportMessages } from "../../db/schema";
import { postJson, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startTestWorker({ vars: { DATABASE_TIMEOUT_MS: "1000" } });
});
afterAll(async () => {
  await w?.close();
});

type Outcome = { kind: "read" | "write"; status: number; retryAfter: string | null; start: number; end: number; subject?: string };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it("answers 503 while the database is down, recovers after, and loses no acknowledged write", async () => {
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  // Bounded load: 3 writers and 2 readers, each one request at a time.
  const writer = async () => {
    while (running) {
      const subject = `Fault test message ${++n}`;
      const start = Date.now();
      const res = await postJson(w, "/api/support/contact", undefined, {
        name: "Load Tester",
        email: "load@example.com",
        subject,
        message: "A message sent while the database may be away.",
        category: "Technical Issues",
      });
      await res.arrayBuffer();
      outcomes.push({ kind: "write", status: res.status, retryAfter: res.headers.get("Retry-After"), start, end: Date.now(), subject });
    }
  };
  const reader = async () => {
    while (running) {
      const start = Date.now();
      const res = await w.fetch(n % 2 ? "/api/events" : "/events");
      await res.arrayBuffer();
      outcomes.push({ kind: "read", status: res.status, retryAfter: res.headers.get("Retry-After"), start, end: Date.now() });
    }
  };
  const load = Promise.all([writer(), writer(), writer(), reader(), reader()]);
  await sleep(1500);
  const stoppedAt = Date.now();
  await w.stopDatabase();
  await sleep(2500);
  const restartedAt = Date.now();
  await w.startDatabase();
  await sleep(2500);
  running = false;
  await load;

  // No 500s at any time: every failure is a 503 that tells the client when to retry.
  const failures = outcomes.filter((o) => o.status >= 400);
  expect(failures.every((o) => o.status === 503 && o.retryAfter === "30")).toBe(true);
  // During the outage (requests wholly inside it), only 503s.
  const during = outcomes.filter((o) => o.start > stoppedAt + 100 && o.end < restartedAt);
  expect(during.length).toBeGreaterThan(3);
  expect(during.every((o) => o.status === 503)).toBe(true);
  // Before and after, the site works.
  expect(outcomes.filter((o) => o.end < stoppedAt).every((o) => o.status < 400)).toBe(true);
  const after = outcomes.filter((o) => o.start > restartedAt + 500);
  expect(after.length).toBeGreaterThan(3);
  expect(after.every((o) => o.status < 400)).toBe(true);
  // Every acknowledged write is in the database.
  const acknowledged = outcomes.filter((o) => o.kind === "write" && o.status === 201).map((o) => o.subject!);
  expect(acknowledged.length).toBeGreaterThan(3);
  const stored = await w.db.select({ subject: supportMessages.subject }).from(supportMessages).where(inArray(supportMessages.subject, acknowledged));
  expect(new Set(stored.map((r) => r.subject))).toEqual(new Set(acknowledged));
});
