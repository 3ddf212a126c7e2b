// Issue 17: numbers, dates, URLs and text from outside are bounded before they reach the database, and reads never
// fail on a stored value.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../../db/schema";
import { postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let member: string;
const DAY = 86_400_000;

beforeAll(async () => {
  w = await startTestWorker();
  member = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

const countEvents = async () => (await w.db.select({ n: sql<number>`count(*)` }).from(events))[0].n;
const validEvent = () => ({
  title: "Hardening night",
  startDate: new Date(Date.now() + 3 * DAY).toISOString(),
  location: "Town Hall",
});

describe("finding 1: numbers beyond the safe range", () => {
  it("refuses maxAttendees 9007199254740993 with 400 and writes nothing", async () => {
    const before = await countEvents();
    // JSON.stringify cannot write this number exactly, so the body is written by hand like an attacker would.
    const body = JSON.stringify(validEvent()).replace(/}$/, ',"maxAttendees":9007199254740993}');
    const res = await w.fetch("/api/events/create", { method: "POST", cookie: member, headers: { "Content-Type": "application/json" }, body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { maxAttendees: expect.any(Array) } });
    expect(await countEvents()).toBe(before);
  });

  it("refuses huge and negative categoryId and maxAttendees", async () => {
    for (const extra of [{ maxAttendees: 1e300 }, { maxAttendees: -5 }, { categoryId: 2 ** 53 }, { categoryId: -1 }]) {
      const res = await postJson(w, "/api/events/create", member, { ...validEvent(), ...extra });
      expect(res.status).toBe(400);
    }
  });

  it("keeps /events, /api/events and /events.ics working when a stored integer is beyond the safe range", async () => {
    await w.db.run(
      sql`INSERT INTO events (title, start_date, location, max_attendees, current_attendees, is_active, is_public, awaiting_payment, created_at, updated_at)
          VALUES ('Huge row', ${Date.now() + 2 * DAY}, 'Somewhere', 9007199254740993, 99999999999999999999, 1, 1, 0, ${Date.now()}, ${Date.now()})`,
    );
    for (const path of ["/events", "/api/events", "/events.ics"]) {
      const res = await w.fetch(path);
      expect(res.status, path).toBe(200);
    }
    const list = (await (await w.fetch("/api/events")).json()) as Array<{ title: string; maxAttendees: number }>;
    const huge = list.find((e) => e.title === "Huge row");
    expect(huge?.maxAttendees).toBe(Number.MAX_SAFE_INTEGER);
  });
});
