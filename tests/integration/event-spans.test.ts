// An event under way for months stays on the lists that walk "upcoming" as a range of start dates (upcomingByStart,
// migration 0032): the unfiltered /events and home run their prepared statements in the worker, so they are checked here.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { events } from "../../db/schema";
import { startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startTestWorker();
});
afterAll(async () => {
  await w?.close();
});

const DAY = 24 * 60 * 60 * 1000;

it("an event that began four months ago and ends in ten days is on /events and home; gone once it ends", async () => {
  const now = Date.now();
  const title = "The Winter Lights Trail at Craig Park";
  await w.db.insert(events).values({
    title,
    description: "Lights along the trail every evening.",
    startDate: new Date(now - 120 * DAY),
    endDate: new Date(now + 10 * DAY),
    location: "Craig Park",
    isActive: true,
    isPublic: true,
  });
  expect(await (await w.fetch("/events")).text()).toContain(title);
  expect(await (await w.fetch("/")).text()).toContain(title);

  // Ended yesterday: no longer listed.
  await w.db
    .update(events)
    .set({ endDate: new Date(now - DAY) })
    .where(eq(events.title, title));
  expect(await (await w.fetch("/events")).text()).not.toContain(title);
});
