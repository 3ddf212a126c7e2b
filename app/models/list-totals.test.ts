// A list's kept total (list-totals.server.ts) is reused only while it is still exact: the list's counter unchanged (a
// trigger raises it on every write), the clock not gone back, and no row crossed the list's time bound since it was
// counted. To see which path a page took, a test keeps a total no count could give (999,999) and reads the page.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDb, openNodeDb } from "../../db/node";
import { classifiedAds, jobs, listVersions, newsArticles } from "../../db/schema";
import { listClassifieds } from "./classified-ads.server";
import { listJobs } from "./jobs.server";
import { keepTotal, keptTotalOf } from "./list-totals.server";
import { listPublishedNews } from "./news.server";

const HOUR = 3_600_000;
const IMPOSSIBLE = 999_999;
const dir = mkdtempSync(join(tmpdir(), "list-totals-"));
const { client, db } = openNodeDb(`file:${join(dir, "t.db")}`);
const t0 = new Date("2026-12-01T12:00:00Z");
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);

const ad = (title: string, expiresAt: Date | null) => ({ title, description: "d", category: "For Sale", expiresAt, isActive: true });
const job = (id: string, distanceFromGreenwood: number, expiresDate: Date | null, isRemote: boolean) => ({
  id,
  title: id,
  company: "Co",
  distanceFromGreenwood,
  expiresDate,
  isRemote,
  postedDate: t0,
  isActive: true,
});
const countListedAds = async (now: Date) => (await listClassifieds(db, now, { category: "For Sale" })).total;

beforeAll(async () => {
  await migrateDb(db);
  await db.insert(classifiedAds).values([ad("Bike", at(100)), ad("Couch", null), ad("Lamp", at(3))]);
  await db
    .insert(jobs)
    .values([job("nurse", 2, at(100), false), job("remote-dev", 900, null, true), job("baker", 4, at(3), false), job("far", 40, null, false)]);
  await db.insert(newsArticles).values([
    { title: "One", content: "c", status: "published" },
    { title: "Two", content: "c", status: "published" },
  ]);
});
afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Keeps the impossible total as if counted now with the list's current counter. */
async function keepImpossible(list: "classifieds" | "news" | "jobs", now: Date) {
  const [row] = await db.select({ version: listVersions.version }).from(listVersions).where(eq(listVersions.list, list));
  keepTotal(list, now, { n: IMPOSSIBLE, version: row!.version });
}

describe("the classifieds' total", () => {
  it("is counted the first time and kept with the list's counter", async () => {
    expect((await listClassifieds(db, t0)).total).toBe(3);
    expect(keptTotalOf("classifieds")).toMatchObject({ total: 3, at: t0.getTime() });
  });

  it("is reused while nothing changed: the database answers the kept total without counting", async () => {
    await keepImpossible("classifieds", t0);
    expect((await listClassifieds(db, at(1))).total).toBe(IMPOSSIBLE);
    // A filtered list is always counted.
    expect(await countListedAds(at(1))).toBe(3);
  });

  it("is counted again when an ad was written since", async () => {
    await keepImpossible("classifieds", at(1));
    await db.insert(classifiedAds).values(ad("Desk", null));
    expect((await listClassifieds(db, at(1))).total).toBe(4);
    await keepImpossible("classifieds", at(1));
    await db.update(classifiedAds).set({ isActive: false }).where(eq(classifiedAds.title, "Desk"));
    expect((await listClassifieds(db, at(1))).total).toBe(3);
  });

  it("is counted again when an ad expired since, and when the clock went back", async () => {
    await keepImpossible("classifieds", at(2));
    // The lamp expires at hour 3.
    expect((await listClassifieds(db, at(4))).total).toBe(2);
    await keepImpossible("classifieds", at(4));
    // Back to before the lamp expired: counted, not the total kept at hour 4.
    expect((await listClassifieds(db, at(2.5))).total).toBe(3);
  });
});

describe("the news total", () => {
  it("is reused until an article is written, then counted", async () => {
    expect((await listPublishedNews(db, { now: t0 })).total).toBe(2);
    await keepImpossible("news", t0);
    expect((await listPublishedNews(db, { now: at(1) })).total).toBe(IMPOSSIBLE);
    expect((await listPublishedNews(db, { now: at(1), category: "Community" })).total).toBe(0);
    await db.update(newsArticles).set({ status: "pending" }).where(eq(newsArticles.title, "Two"));
    expect((await listPublishedNews(db, { now: at(1) })).total).toBe(1);
    const [published] = await db.select({ n: count() }).from(newsArticles).where(eq(newsArticles.status, "published"));
    expect(published!.n).toBe(1);
  });
});

describe("the jobs' total", () => {
  it("is counted first (near or remote, listed), then reused while nothing changed; a filtered list is always counted", async () => {
    // nurse, remote-dev and baker: within 10 miles or remote; "far" is 40 miles out.
    expect((await listJobs(db, {}, t0)).total).toBe(3);
    expect(keptTotalOf("jobs")).toMatchObject({ total: 3, at: t0.getTime() });
    await keepImpossible("jobs", t0);
    expect((await listJobs(db, {}, at(1))).total).toBe(IMPOSSIBLE);
    expect((await listJobs(db, { distance: 10, page: 2 }, at(1))).total).toBe(IMPOSSIBLE);
    expect((await listJobs(db, { distance: 50 }, at(1))).total).toBe(4);
    expect((await listJobs(db, { remote: "only" }, at(1))).total).toBe(1);
    expect((await listJobs(db, { q: "nurse" }, at(1))).total).toBe(1);
  });

  it("is counted again after a write, after a job expired, and when the clock went back", async () => {
    await keepImpossible("jobs", at(1));
    await db.update(jobs).set({ isActive: false }).where(eq(jobs.id, "nurse"));
    expect((await listJobs(db, {}, at(1))).total).toBe(2);
    await keepImpossible("jobs", at(2));
    // The baker's post expires at hour 3.
    expect((await listJobs(db, {}, at(4))).total).toBe(1);
    await keepImpossible("jobs", at(4));
    expect((await listJobs(db, {}, at(2.5))).total).toBe(2);
  });
});
