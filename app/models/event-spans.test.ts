// "Upcoming" read as a range of start dates (upcomingByStart, migration 0032): an event not over yet started at most the
// longest time an event has lasted, kept in event_spans by triggers. An event under way for weeks must stay listed
// wherever a list walks from that start, and the longest span must follow every event written, by insert and by edit.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateDb, openNodeDb } from "../../db/node";
import { eventCategories, events, eventSpans } from "../../db/schema";
import { seedIfEmpty } from "../../db/seed";
import { listEventsForEmbed, listUpcomingEvents, loadEventsPage } from "./events.server";

const dir = mkdtempSync(join(tmpdir(), "event-spans-"));
const { client, db } = openNodeDb(`file:${join(dir, "t.db")}`);
const now = new Date("2026-11-29T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  await migrateDb(db);
  await seedIfEmpty(db, now);
});
afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

const longest = async () => (await db.select({ ms: eventSpans.longestMs }).from(eventSpans).where(eq(eventSpans.id, 1)))[0]?.ms;

/** An event as the calendar lists it, from `start` to `end`, starting before every seeded one so it leads the lists. */
async function addEvent(title: string, start: Date, end: Date | null) {
  const [row] = await db
    .insert(events)
    .values({ title, description: title, startDate: start, endDate: end, location: "Old City Park", isActive: true, isPublic: true })
    .returning({ id: events.id });
  return row!.id;
}

it("keeps the longest span of the seeded events, and raises it when an event is added or edited to last longer", async () => {
  const seeded = await longest();
  expect(seeded).toBeGreaterThan(0);
  const id = await addEvent("A short talk", new Date(now.getTime() + DAY), new Date(now.getTime() + DAY + 60 * 60 * 1000));
  expect(await longest()).toBe(seeded);
  await db
    .update(events)
    .set({ endDate: new Date(now.getTime() + DAY + 90 * DAY) })
    .where(eq(events.id, id));
  expect(await longest()).toBe(90 * DAY);
  // Never lowered: the edit back leaves the bound wide (only ever a wider walk, never a missing event).
  await db.update(events).set({ endDate: null }).where(eq(events.id, id));
  expect(await longest()).toBe(90 * DAY);
  await db.delete(events).where(eq(events.id, id));
});

it("lists an event that began weeks ago and has not ended, first in date order: a category's page, the embed, the API", async () => {
  // The unfiltered page and home run prepared statements on the worker's client: tests/integration/event-spans.test.ts.
  const id = await addEvent("The Winter Lights trail", new Date(now.getTime() - 120 * DAY), new Date(now.getTime() + 10 * DAY));
  expect(await longest()).toBe(130 * DAY);
  const [category] = await db.select({ id: eventCategories.id }).from(eventCategories).limit(1);
  await db.update(events).set({ categoryId: category!.id }).where(eq(events.id, id));
  expect((await loadEventsPage(db, { now, categoryId: category!.id, page: 1 })).events[0]?.id).toBe(id);
  expect((await listEventsForEmbed(db, { now, categoryId: null, free: false, place: "", limit: 5 }))[0]?.id).toBe(id);
  expect((await listUpcomingEvents(db, { now, limit: 5 }))[0]?.id).toBe(id);
  // A day after it ends it is gone.
  const later = new Date(now.getTime() + 11 * DAY);
  expect((await listUpcomingEvents(db, { now: later, limit: 50 })).map((e) => e.id)).not.toContain(id);
});

it("lists every upcoming event even if the kept span's row were gone (the range then starts at 0)", async () => {
  const id = await addEvent("The Long Quilt Show", new Date(now.getTime() - 200 * DAY), new Date(now.getTime() + 5 * DAY));
  await db.delete(eventSpans);
  try {
    expect((await listUpcomingEvents(db, { now, limit: 5 }))[0]?.id).toBe(id);
  } finally {
    await db.insert(eventSpans).values({ id: 1, longestMs: 205 * DAY });
  }
});
