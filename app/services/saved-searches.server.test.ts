// The saved-search alerts find exactly what the list pages list (issue 32 §2, "an alert shows exactly what the page
// would"): for many filter combinations over the seeded town, with the whole history or half of it as the window, the
// alerts' matching (every search in one statement: matchClassifiedIds, matchJobIds; a statement a search: eventIdsQuery) returns the same
// ids, in the same order, as paging through the page's own list function with that window.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLASSIFIED_CATEGORIES, CLASSIFIED_SORTS } from "~/lib/classifieds-display";
import { matchClassifiedIds, listClassifieds } from "~/models/classified-ads.server";
import { eventIdsQuery, loadEventsPage } from "~/models/events.server";
import { listJobs, matchJobIds } from "~/models/jobs.server";
import { matchAlerts } from "~/services/saved-searches.server";
import { migrateDb, openNodeDb } from "../../db/node";
import { seedIfEmpty } from "../../db/seed";

const dir = mkdtempSync(join(tmpdir(), "alerts-match-"));
const { client, db } = openNodeDb(`file:${join(dir, "a.db")}`);
const NOW = new Date();
let windows: { createdAfter: Date; createdUpTo: Date }[] = [];

beforeAll(async () => {
  await migrateDb(db);
  await seedIfEmpty(db, NOW);
  const times = (await client.execute("select created_at as t from classified_ads union all select created_at from jobs order by 1")).rows.map((r) =>
    Number(r.t),
  );
  const middle = new Date(times[Math.floor(times.length / 2)]!);
  windows = [
    { createdAfter: new Date(0), createdUpTo: new Date(NOW.getTime() + 3600_000) },
    { createdAfter: middle, createdUpTo: new Date(NOW.getTime() + 3600_000) },
    { createdAfter: new Date(0), createdUpTo: middle },
  ];
}, 60_000);
afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every page of a list, concatenated. */
async function allPages<T>(page: (n: number) => Promise<{ items: T[]; pages: number }>) {
  const out: T[] = [];
  for (let n = 1, pages = 1; n <= pages; n++) {
    const got = await page(n);
    out.push(...got.items);
    pages = got.pages;
  }
  return out;
}

describe("the alerts' matching is the list's", () => {
  it("classifieds: categories, text, prices, photos and sorts, in three windows", async () => {
    const searches = windows.flatMap((w) =>
      [null, ...CLASSIFIED_CATEGORIES.slice(0, 6)].flatMap((category) =>
        [null, "a", "bike", "%", "table"].flatMap((q) =>
          [
            { minCents: null, maxCents: null, withPhotos: false },
            { minCents: 1000, maxCents: null, withPhotos: false },
            { minCents: null, maxCents: 5000, withPhotos: true },
            { minCents: 0, maxCents: 0, withPhotos: false },
          ].flatMap((p, k) => ({ ...w, ...p, category, q, sort: CLASSIFIED_SORTS[k % 3]!.value })),
        ),
      ),
    );
    const matched = await matchClassifiedIds(db, NOW, searches);
    let nonEmpty = 0;
    for (const [i, f] of searches.entries()) {
      const listed = await allPages(async (page) => {
        const r = await listClassifieds(db, NOW, { ...f, page, limit: 50 });
        return { items: r.ads.map((a) => a.id), pages: r.pages };
      });
      expect(matched[i], JSON.stringify(f)).toEqual(listed);
      if (listed.length) nonEmpty++;
    }
    // The combinations find something often enough to mean something, and not everything.
    expect(nonEmpty).toBeGreaterThan(searches.length / 10);
    expect(nonEmpty).toBeLessThan(searches.length);
  }, 120_000);

  it("jobs: text, categories, types, remote, distance and posted-within, in three windows", async () => {
    const categories = (await client.execute("select id from job_categories order by id limit 4")).rows.map((r) => Number(r.id));
    const searches = windows.flatMap((w) =>
      [null, ...categories].flatMap((categoryId) =>
        [null, "nurse", "a"].flatMap((q) =>
          [
            { type: null, remote: null, distance: null, postedWithinDays: null },
            { type: "FULL_TIME", remote: "onsite" as const, distance: 10, postedWithinDays: null },
            { type: null, remote: "only" as const, distance: null, postedWithinDays: 7 },
            { type: "PART_TIME", remote: null, distance: 50, postedWithinDays: 30 },
          ].map((p) => ({ ...w, ...p, categoryId, q })),
        ),
      ),
    );
    const matched = await matchJobIds(db, NOW, searches);
    let nonEmpty = 0;
    for (const [i, f] of searches.entries()) {
      const listed = await allPages(async (page) => {
        const r = await listJobs(db, { ...f, page }, NOW);
        return { items: r.jobs.map((j) => j.id), pages: r.pages };
      });
      expect(matched[i], JSON.stringify(f)).toEqual(listed);
      if (listed.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(searches.length / 10);
    expect(nonEmpty).toBeLessThan(searches.length);
  }, 120_000);

  it("events: categories (an unknown one filters nothing), free and place, in three windows", async () => {
    const categories = (await client.execute("select id from event_categories order by id limit 4")).rows.map((r) => Number(r.id));
    const searches = windows.flatMap((w) =>
      [null, 9999, ...categories].flatMap((categoryId) =>
        [
          { free: false, place: undefined },
          { free: true, place: undefined },
          { free: false, place: "park" },
        ].map((p) => ({ ...w, ...p, categoryId, now: NOW })),
      ),
    );
    let nonEmpty = 0;
    for (const f of searches) {
      const matched = (await eventIdsQuery(db, f)).map((r) => r.id);
      const listed = await allPages(async (page) => {
        const r = await loadEventsPage(db, { ...f, page });
        return { items: r.events.map((e) => e.id), pages: Math.max(1, Math.ceil(r.total / r.perPage)) };
      });
      expect(matched, JSON.stringify(f)).toEqual(listed);
      if (listed.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(searches.length / 10);
    expect(nonEmpty).toBeLessThan(searches.length);
  }, 120_000);

  it("matchAlerts mails each alert its search's first page and total, alerts sharing a search sharing the answer", async () => {
    const upTo = new Date(NOW.getTime() + 3600_000);
    const alerts = [
      { id: 1, kind: "classifieds" as const, query: "", matchedUntil: new Date(0), confirmedAt: new Date(0) },
      { id: 2, kind: "classifieds" as const, query: "", matchedUntil: new Date(0), confirmedAt: new Date(0) },
      { id: 3, kind: "jobs" as const, query: "q=a", matchedUntil: new Date(0), confirmedAt: new Date(0) },
      { id: 4, kind: "events" as const, query: "", matchedUntil: new Date(0), confirmedAt: new Date(0) },
      // Confirmed after the run's instant: nothing to match yet.
      { id: 5, kind: "jobs" as const, query: "", matchedUntil: null, confirmedAt: new Date(upTo.getTime() + 1) },
    ];
    const { matches, queries } = await matchAlerts(db, alerts, upTo, NOW);
    expect(queries).toBe(3);
    const ads = await listClassifieds(db, NOW, { createdAfter: new Date(0), createdUpTo: upTo, page: 1 });
    expect(matches.get(1)?.total).toBe(ads.total);
    expect(matches.get(1)?.items.map((i) => i.url)).toEqual(ads.ads.map((a) => `/classifieds/${a.id}`));
    expect(matches.get(2)).toBe(matches.get(1));
    const jobs = await listJobs(db, { q: "a", createdAfter: new Date(0), createdUpTo: upTo, page: 1 }, NOW);
    expect(matches.get(3)?.total).toBe(jobs.total);
    expect(matches.get(3)?.items.map((i) => i.url)).toEqual(jobs.jobs.map((j) => `/jobs/${encodeURIComponent(j.id)}`));
    expect(matches.get(4)?.total).toBeGreaterThan(0);
    expect(matches.has(5)).toBe(false);
  }, 60_000);
});
