// Issue 17: numbers, dates, URLs and text from outside are bounded before they reach the database, and reads never
// fail on a stored value.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal } from "../../app/lib/dates";
import { events } from "../../db/schema";
import { postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

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

/** A datetime-local value `days` from now, as the form sends it. */
const inDays = (days: number) => dateToTownLocal(new Date(Date.now() + days * DAY));
const countEvents = async () => (await w.db.select({ n: sql<number>`count(*)` }).from(events))[0]!.n;
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

describe("finding 4: only http(s) URLs, on input and on output", () => {
  it("refuses javascript: and data: URLs in every event URL field, by API and by form", async () => {
    const before = await countEvents();
    for (const field of ["websiteUrl", "registrationUrl", "imageUrl"]) {
      for (const url of ["javascript:alert(1)", "JaVaScRiPt:alert(document.cookie)", "data:text/html,<script>alert(1)</script>"]) {
        const res = await postJson(w, "/api/events/create", member, { ...validEvent(), [field]: url });
        expect(res.status, `${field}=${url}`).toBe(400);
        const page = await postForm(w, "/events/create", member, { tier: "standard", title: "T", location: "L", startDate: inDays(3), [field]: url });
        expect(page.status, `form ${field}=${url}`).toBe(400);
      }
    }
    expect(await countEvents()).toBe(before);
  });

  it("never renders a stored javascript: URL as a link", async () => {
    const [row] = await w.db
      .insert(events)
      .values({
        title: "Stored bad links",
        startDate: new Date(Date.now() + 4 * DAY),
        location: "Hall",
        websiteUrl: "javascript:alert(1)",
        registrationRequired: true,
        registrationUrl: "javascript:alert(2)",
        imageUrl: "javascript:alert(3)",
      })
      .returning({ id: events.id });
    const html = await (await w.fetch(`/events/${row!.id}`)).text();
    expect(html).toContain("Stored bad links");
    expect(html).not.toMatch(/javascript:/i);
    const api = (await (await w.fetch(`/api/events/${row!.id}`)).json()) as Record<string, unknown>;
    expect(api).toMatchObject({ websiteUrl: null, registrationUrl: null, imageUrl: null });
  });
});

describe("finding 8: dates inside a sane window", () => {
  it("refuses a 1970 start, a year-10000 end and 30 February with the spec's messages", async () => {
    const before = await countEvents();
    const future = new Date(Date.now() + 5 * DAY).toISOString();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: 0, endDate: future }, "startDate", "Please enter a valid start date"],
      [{ startDate: "1970-01-01T00:00:00Z", endDate: future }, "startDate", "Please enter a valid start date"],
      [{ endDate: "10000-01-01T00:00:00Z" }, "endDate", "Please enter a valid end date"],
      [{ endDate: new Date(Date.now() + 3 * 366 * DAY).toISOString() }, "endDate", "Please enter a valid end date"],
      [{ startDate: `${new Date().getUTCFullYear() + 1}-02-30T10:00:00Z` }, "startDate", "Please enter a valid start date"],
    ];
    for (const [extra, field, message] of cases) {
      const res = await postJson(w, "/api/events/create", member, { ...validEvent(), ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      const body = (await res.json()) as { errors: Record<string, string[]> };
      expect(body.errors[field]).toContain(message);
    }
    const form = await postForm(w, "/events/create", member, { tier: "standard", title: "T", location: "L", startDate: "1970-01-01T10:00" });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("Please enter a valid start date");
    expect(await countEvents()).toBe(before);
  });
});

describe("findings 11 and 14: control characters and lenient coercions", () => {
  it("refuses NUL and other control characters in text, with the typed input kept", async () => {
    const before = await countEvents();
    for (const title of ["A\u0000B", "Bell\u0007", "Esc\u001b[31m"]) {
      expect((await postJson(w, "/api/events/create", member, { ...validEvent(), title })).status).toBe(400);
    }
    const form = await postForm(w, "/events/create", member, { tier: "standard", title: "Fair\u0000", location: "Park Lane", startDate: inDays(3) });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain("Park Lane");
    expect(await countEvents()).toBe(before);
  });

  it("refuses categoryId: true and junk booleans instead of coercing them", async () => {
    const before = await countEvents();
    for (const extra of [{ categoryId: true }, { categoryId: 1.5 }, { isPremium: "junk" }, { isFeatured: 1 }, { registrationRequired: "yes" }]) {
      expect((await postJson(w, "/api/events/create", member, { ...validEvent(), ...extra })).status, JSON.stringify(extra)).toBe(400);
    }
    expect(await countEvents()).toBe(before);
  });
});
