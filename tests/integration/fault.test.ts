// Issue 17, finding 7: the database stops under load and comes back. During the outage every answer is a 503 with
// Retry-After (never a 500); afterwards the site recovers; no write the site acknowledged (201) is lost.
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { supportMessages } from "../../db/schema";
import { postJson, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  // The default query timeout (5 s): at 1 s a slow answer on a busy CI machine could be a 503 before the stop.
  w = await startTestWorker();
  // The worker's first page and first /api answer (module start, first connection) come before the load.
  for (const path of ["/events", "/api/events"]) expect((await w.fetch(path)).status).toBe(200);
});
afterAll(async () => {
  await w?.close();
});

// "stopping" and "starting" cover the awaits of the stop and the start. The server's close answers its queued queries
// 503 at once and then waits for its threads to end, so a request in that span may get either answer and belongs to no
// phase. (The phase used to move only after the close: a request refused during it counted as a "before" failure, and
// CI failed on it in stop 39. A close slowed by 300 ms fails the old test every time and passes this one.)
type Phase = "before" | "stopping" | "down" | "starting" | "up";
type Outcome = { kind: "read" | "write"; status: number; retryAfter: string | null; phase: Phase; endPhase: Phase; subject?: string };

/** Resolves once `enough()` holds: the test moves on when the load has done its part, not after a guessed wait. */
async function until(enough: () => boolean) {
  while (!enough()) await new Promise((r) => setTimeout(r, 10));
}

it("answers 503 while the database is down, recovers after, and loses no acknowledged write", async () => {
  const outcomes: Outcome[] = [];
  let phase: Phase = "before";
  let running = true;
  let n = 0;
  const record = (o: Omit<Outcome, "endPhase">) => outcomes.push({ ...o, endPhase: phase });
  // Bounded load: 3 writers and 2 readers, each one request at a time.
  const writer = async () => {
    while (running) {
      const subject = `Fault test message ${++n}`;
      const started = phase;
      const res = await postJson(w, "/api/support/contact", undefined, {
        name: "Load Tester",
        email: "load@example.com",
        subject,
        message: "A message sent while the database may be away.",
        category: "Technical Issues",
      });
      await res.arrayBuffer();
      record({ kind: "write", status: res.status, retryAfter: res.headers.get("Retry-After"), phase: started, subject });
    }
  };
  const reader = async () => {
    while (running) {
      const started = phase;
      const res = await w.fetch(n % 2 ? "/api/events" : "/events");
      await res.arrayBuffer();
      record({ kind: "read", status: res.status, retryAfter: res.headers.get("Retry-After"), phase: started });
    }
  };
  // Each phase lasts until enough requests began and ended inside it (and, up again, until the site answers).
  const whole = (p: Phase) => outcomes.filter((o) => o.phase === p && o.endPhase === p);
  const load = Promise.all([writer(), writer(), writer(), reader(), reader()]);
  await until(
    () => whole("before").filter((o) => o.kind === "write" && o.status === 201).length >= 4 && whole("before").some((o) => o.kind === "read"),
  );
  phase = "stopping";
  await w.stopDatabase();
  phase = "down";
  await until(() => whole("down").length >= 6);
  phase = "starting";
  await w.startDatabase();
  phase = "up";
  const recovered = () => whole("up").findIndex((o) => o.status < 400);
  await until(
    () =>
      recovered() >= 0 &&
      whole("up")
        .slice(recovered())
        .filter((o) => o.kind === "write").length >= 4,
  );
  running = false;
  await load;

  // No 500s at any time: every failure is a 503 that tells the client when to retry.
  const failures = outcomes.filter((o) => o.status >= 400);
  expect(failures.every((o) => o.status === 503 && o.retryAfter === "30")).toBe(true);
  // During the outage (requests wholly inside it), only 503s.
  expect(whole("down").length).toBeGreaterThan(3);
  expect(whole("down").every((o) => o.status === 503)).toBe(true);
  // Before and after, the site works: before the stop every answer, after the restart every answer from the first
  // success on (a request may still meet the old connection's end).
  expect(whole("before").every((o) => o.status < 400)).toBe(true);
  const after = whole("up").slice(recovered());
  expect(after.length).toBeGreaterThan(3);
  expect(after.every((o) => o.status < 400)).toBe(true);
  // Every acknowledged write is in the database.
  const acknowledged = outcomes.filter((o) => o.kind === "write" && o.status === 201).map((o) => o.subject!);
  expect(acknowledged.length).toBeGreaterThan(3);
  const stored = await w.db.select({ subject: supportMessages.subject }).from(supportMessages).where(inArray(supportMessages.subject, acknowledged));
  expect(new Set(stored.map((r) => r.subject))).toEqual(new Set(acknowledged));
});
