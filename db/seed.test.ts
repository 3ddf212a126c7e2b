import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TZDate } from "@date-fns/tz";
import { count, eq } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDb, openNodeDb, type NodeDb } from "./node";
import {
  businessCategories,
  businessClaims,
  businesses,
  classifiedAds,
  eventCategories,
  eventFeeds,
  events,
  FEATURE_KEYS,
  jobCategories,
  jobs,
  newsArticles,
  newsFeeds,
  siteConfig,
  supportMessages,
  users,
} from "./schema";
import { seedIfEmpty } from "./seed";
import { CLASSIFIED_CATEGORIES, isSeedHoliday, SEED_TZ, SEED_USER_IDS, buildSeed as buildTownSeed } from "./seed-builder";
import { GREENWOOD } from "./seed-greenwood";

const buildSeed = (now: Date) => buildTownSeed(now, GREENWOOD);

const DAY = 86_400_000;

const TABLES = {
  users,
  siteConfig,
  newsFeeds,
  newsArticles,
  businessCategories,
  businesses,
  businessClaims,
  eventCategories,
  eventFeeds,
  events,
  classifiedAds,
  jobCategories,
  jobs,
  supportMessages,
} satisfies Record<string, SQLiteTable>;
type TableName = keyof typeof TABLES;

const MINIMUMS: Record<TableName, number> = {
  users: 4,
  siteConfig: 1,
  newsFeeds: 2,
  newsArticles: 22,
  businessCategories: 12,
  businesses: 45,
  businessClaims: 0,
  eventCategories: 10,
  eventFeeds: 1,
  events: 32,
  classifiedAds: 22,
  jobCategories: 6,
  jobs: 22,
  supportMessages: 2,
};

async function countAll(db: NodeDb): Promise<Record<TableName, number>> {
  const out: Partial<Record<TableName, number>> = {};
  for (const [name, table] of Object.entries(TABLES) as [TableName, SQLiteTable][]) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out as Record<TableName, number>;
}

describe("seedIfEmpty on a fresh database", () => {
  let dir: string;
  let handle: ReturnType<typeof openNodeDb>;
  let db: NodeDb;
  const now = new Date();
  /** What the first seedIfEmpty on the fresh database answered: every test reads the seeded database, in any order. */
  let seededFresh: boolean;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "greenwood-seed-"));
    handle = openNodeDb("file:" + join(dir, "seed.db"));
    db = handle.db;
    await migrateDb(db);
    seededFresh = await seedIfEmpty(db, now);
  });

  afterAll(() => {
    handle.client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("seeds every table with at least the required rows", async () => {
    expect(seededFresh).toBe(true);
    const counts = await countAll(db);
    for (const [name, min] of Object.entries(MINIMUMS) as [TableName, number][]) {
      expect(counts[name], name).toBeGreaterThanOrEqual(min);
    }
    expect(counts.siteConfig).toBe(1);
    expect(counts.newsFeeds).toBe(2);
    expect(counts.eventCategories).toBe(10);
    expect(counts.supportMessages).toBe(2);
  });

  it("does nothing the second time", async () => {
    const before = await countAll(db);
    expect(await seedIfEmpty(db, new Date(now.getTime() + DAY))).toBe(false);
    expect(await countAll(db)).toEqual(before);
  });

  it("writes the site configuration and the four users", async () => {
    const [config] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1));
    expect(config?.siteName).toBe("Greenwood Community Hub");
    expect(config?.mode).toBe("greenwood");
    for (const key of FEATURE_KEYS) expect(config?.features[key]).toEqual({ enabled: true });
    expect(config?.colors).toMatchObject({ primary: "#166534", accent: "#f59e0b", ring: "#166534", border: "#e2e8f0" });

    const rows = await db.select().from(users);
    const byId = new Map(rows.map((u) => [u.id, u]));
    expect(byId.get(SEED_USER_IDS.admin)).toMatchObject({ email: "admin@greenwood.example", firstName: "Dana", lastName: "Whitaker", role: "admin" });
    expect(byId.get(SEED_USER_IDS.moderator)).toMatchObject({
      email: "moderator@greenwood.example",
      firstName: "Marcus",
      lastName: "Reyes",
      role: "moderator",
    });
    expect(byId.get(SEED_USER_IDS.jamie)).toMatchObject({ email: "jamie.chen@greenwood.example", role: "user" });
    expect(byId.get(SEED_USER_IDS.pat)).toMatchObject({ email: "pat.oneill@greenwood.example", lastName: "O'Neill", role: "user" });
    for (const u of rows) expect(u.email).toMatch(/@[a-z.-]+\.example$/);
  });

  it("starts every event within eight weeks after now", async () => {
    const rows = await db.select().from(events);
    for (const e of rows) {
      expect(e.startDate.getTime(), e.title).toBeGreaterThan(now.getTime());
      expect(e.startDate.getTime(), e.title).toBeLessThanOrEqual(now.getTime() + 56 * DAY);
      if (e.endDate) expect(e.endDate.getTime(), e.title).toBeGreaterThan(e.startDate.getTime());
    }
  });

  it("keeps foreign keys consistent", async () => {
    const violations = await handle.client.execute("PRAGMA foreign_key_check");
    expect(violations.rows).toEqual([]);

    const userIds = new Set((await db.select({ id: users.id }).from(users)).map((r) => r.id));
    const bizCatIds = new Set((await db.select({ id: businessCategories.id }).from(businessCategories)).map((r) => r.id));
    const evCatIds = new Set((await db.select({ id: eventCategories.id }).from(eventCategories)).map((r) => r.id));
    const jobCatIds = new Set((await db.select({ id: jobCategories.id }).from(jobCategories)).map((r) => r.id));
    const newsFeedIds = new Set((await db.select({ id: newsFeeds.id }).from(newsFeeds)).map((r) => r.id));
    const eventFeedIds = new Set((await db.select({ id: eventFeeds.id }).from(eventFeeds)).map((r) => r.id));

    const bizRows = await db.select().from(businesses);
    for (const b of bizRows) {
      expect(bizCatIds.has(b.categoryId ?? -1), b.name).toBe(true);
      if (b.ownerId !== null) expect(userIds.has(b.ownerId), b.name).toBe(true);
    }
    const bizIds = new Set(bizRows.map((b) => b.id));
    for (const c of await db.select().from(businessClaims)) {
      expect(bizIds.has(c.businessId)).toBe(true);
      expect(userIds.has(c.userId)).toBe(true);
    }
    for (const e of await db.select().from(events)) {
      expect(evCatIds.has(e.categoryId ?? -1), e.title).toBe(true);
      if (e.organizerId !== null) expect(userIds.has(e.organizerId)).toBe(true);
      if (e.feedId !== null) expect(eventFeedIds.has(e.feedId)).toBe(true);
    }
    for (const f of await db.select().from(eventFeeds)) if (f.categoryId !== null) expect(evCatIds.has(f.categoryId)).toBe(true);
    for (const n of await db.select().from(newsArticles)) {
      if (n.submitterId !== null) expect(userIds.has(n.submitterId)).toBe(true);
      if (n.reviewedBy !== null) expect(userIds.has(n.reviewedBy)).toBe(true);
      if (n.feedId !== null) expect(newsFeedIds.has(n.feedId)).toBe(true);
    }
    for (const a of await db.select().from(classifiedAds)) expect(userIds.has(a.sellerId ?? "")).toBe(true);
    for (const j of await db.select().from(jobs)) expect(jobCatIds.has(j.categoryId ?? -1), j.id).toBe(true);
    for (const m of await db.select().from(supportMessages)) if (m.userId !== null) expect(userIds.has(m.userId)).toBe(true);
  });

  it("reads JSON columns back as structured values", async () => {
    const [b] = await db.select().from(businesses).where(eq(businesses.claimStatus, "approved")).limit(1);
    expect(b?.claimVerificationData?.userEmail).toMatch(/\.example$/);
    expect(Object.keys(b?.hours ?? {})).toContain("Monday");
    expect(Array.isArray(b?.services)).toBe(true);
  });
});

describe("buildSeed", () => {
  // Around both DST changes, a new year, late evening and early morning local time.
  const moments = [
    "2025-03-08T04:30:00Z",
    "2025-03-09T03:59:00Z",
    "2025-10-31T15:00:00Z",
    "2025-11-02T05:30:00Z",
    "2025-12-20T12:00:00Z",
    "2026-06-15T03:00:00Z",
    "2026-08-01T22:00:00Z",
    "2026-11-22T22:00:00Z",
  ].map((s) => new Date(s));

  it.each(moments)("keeps events in the coming eight weeks at local daytime hours (now = %s)", (now) => {
    const seed = buildSeed(now);
    expect(seed.events.length).toBeGreaterThanOrEqual(32);
    for (const e of seed.events) {
      const start = e.startDate.getTime();
      expect(start - now.getTime(), e.title).toBeGreaterThanOrEqual(DAY);
      expect(start - now.getTime(), e.title).toBeLessThanOrEqual(55 * DAY);
      const local = new TZDate(start, SEED_TZ);
      expect(local.getHours(), e.title).toBeGreaterThanOrEqual(7);
      expect(local.getHours(), e.title).toBeLessThanOrEqual(21);
      if (e.endDate) expect(e.endDate.getTime()).toBeGreaterThan(start);
      for (let day = start; day <= (e.endDate?.getTime() ?? start); day += DAY) {
        expect(isSeedHoliday(new TZDate(day, SEED_TZ)), `${e.title} on ${new Date(day).toISOString()}`).toBe(false);
      }
    }
  });

  it("keeps those rules for any moment of a year", () => {
    const step = DAY + 37 * 60_000; // drifts through every time of day
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += step) {
      for (const e of buildSeed(new Date(t)).events) {
        const start = e.startDate.getTime();
        const hour = new TZDate(start, SEED_TZ).getHours();
        const ok = start - t >= DAY && start - t <= 55 * DAY && hour >= 7 && hour <= 21 && !isSeedHoliday(new TZDate(start, SEED_TZ));
        if (!ok) expect.fail(`${e.title} at ${e.startDate.toISOString()} for now = ${new Date(t).toISOString()}`);
      }
    }
  }, 60_000); // 365 seeds: CPU-bound, slow on a shared machine

  it("knows the holidays it avoids", () => {
    const local = (y: number, m: number, d: number) => new TZDate(y, m - 1, d, 12, 0, 0, SEED_TZ);
    expect(isSeedHoliday(local(2026, 11, 26))).toBe(true); // Thanksgiving
    expect(isSeedHoliday(local(2026, 12, 25))).toBe(true);
    expect(isSeedHoliday(local(2027, 1, 1))).toBe(true);
    expect(isSeedHoliday(local(2026, 9, 7))).toBe(true); // Labor Day
    expect(isSeedHoliday(local(2026, 5, 25))).toBe(true); // Memorial Day
    expect(isSeedHoliday(local(2026, 11, 19))).toBe(false);
    expect(isSeedHoliday(local(2026, 5, 18))).toBe(false);
  });

  it("builds times from Indianapolis wall-clock time across DST", () => {
    // 2025-03-05 is a Wednesday in Indianapolis (EST); events on both sides of the 9 March switch keep their local hour.
    const seed = buildSeed(new Date("2025-03-05T17:00:00Z"));
    const council = seed.events.filter((e) => e.title === "City Council Meeting");
    expect(council).toHaveLength(2);
    for (const e of council) {
      const local = new TZDate(e.startDate.getTime(), SEED_TZ);
      expect([local.getDay(), local.getHours(), local.getMinutes()]).toEqual([1, 19, 0]);
    }
  });

  it("has the mix of rows the pages need", () => {
    const now = new Date("2025-09-10T14:00:00Z");
    const s = buildSeed(now);

    // Businesses
    expect(s.businesses.filter((b) => b.isPremium).length).toBeGreaterThanOrEqual(7);
    const claimed = s.businesses.filter((b) => b.claimStatus === "approved");
    expect(claimed.length).toBeGreaterThanOrEqual(7);
    for (const b of claimed) {
      expect(b.ownerId).toBeTruthy();
      expect(b.claimedAt).toBeInstanceOf(Date);
      expect(Object.keys(b.claimVerificationData ?? {}).sort()).toEqual([
        "additionalInfo",
        "businessEmail",
        "businessRole",
        "contactPhone",
        "userEmail",
        "verificationMessage",
      ]);
    }
    for (const b of s.businesses.filter((b) => b.claimStatus !== "approved")) expect(b.ownerId).toBeNull();
    for (const b of s.businesses) {
      expect(b.phone?.length ?? 0).toBeLessThanOrEqual(20);
      expect(b.phone?.replace(/\D/g, "")).toMatch(/^317\d{7}$/);
      expect(b.address).toMatch(/Greenwood, IN 4614[23]$/);
      expect(b.logoUrl).toBeNull();
      const rating = b.rating ?? 0;
      if (rating !== 0) {
        expect(rating).toBeGreaterThanOrEqual(3.5);
        expect(rating).toBeLessThanOrEqual(4.9);
        expect(Math.round(rating * 10)).toBeCloseTo(rating * 10, 6);
      }
      expect(Math.abs((b.latitude ?? 0) - 39.6137)).toBeLessThan(0.06);
      expect(Math.abs((b.longitude ?? 0) + 86.1067)).toBeLessThan(0.08);
    }
    expect(s.businesses.filter((b) => b.rating === 0).length).toBeGreaterThanOrEqual(2);
    expect(s.businesses.some((b) => Object.values(b.hours ?? {}).some((h) => h.endsWith("2:00 AM")))).toBe(true);
    expect(new Set(s.businesses.map((b) => b.categoryId)).size).toBe(s.businessCategories.length);

    // Events
    expect(new Set(s.eventCategories.map((c) => c.color)).size).toBe(10);
    for (const c of s.eventCategories) expect(c.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(s.events.filter((e) => e.isFeatured).length).toBeGreaterThanOrEqual(4);
    expect(s.events.filter((e) => e.isPremium).length).toBeGreaterThanOrEqual(3);
    expect(s.events.some((e) => e.endDate === null)).toBe(true);
    expect(s.events.some((e) => e.endDate && e.endDate.getTime() - e.startDate.getTime() > DAY / 2)).toBe(true);
    expect(s.events.filter((e) => e.organizerId).length).toBeGreaterThanOrEqual(1);
    for (const e of s.events) {
      expect(e.price).toMatch(/^\d+\.\d{2}$/);
      expect(e.tags?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(e.tags?.length ?? 0).toBeLessThanOrEqual(5);
      if (e.registrationRequired) expect(e.registrationUrl).toMatch(/^https:\/\/.+\.example\//);
    }

    // News
    const published = s.newsArticles.filter((n) => n.status === "published");
    expect(published.length).toBeGreaterThanOrEqual(18);
    expect(s.newsArticles.filter((n) => n.status === "pending")).toHaveLength(3);
    expect(s.newsArticles.filter((n) => n.status === "rejected")).toHaveLength(1);
    for (const n of published) {
      const age = now.getTime() - (n.publishedAt?.getTime() ?? 0);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(30 * DAY);
    }
    for (const n of s.newsArticles) {
      expect(n.title.length).toBeGreaterThanOrEqual(10);
      expect(n.excerpt?.length ?? 0).toBeGreaterThanOrEqual(20);
      expect(n.excerpt?.length ?? 0).toBeLessThanOrEqual(200);
      expect(n.content?.length ?? 0).toBeGreaterThanOrEqual(100);
      expect(n.content).toMatch(/^<p>/);
      if (n.status !== "published") expect(n.isUserSubmitted && n.submitterId).toBeTruthy();
      if (n.isPremium) expect((n.premiumUntil?.getTime() ?? 0) - (n.publishedAt?.getTime() ?? 0)).toBe(7 * DAY);
    }
    expect(s.newsArticles.find((n) => n.status === "rejected")?.rejectionReason).toBeTruthy();
    // Every article names its author (an imported one its feed): none is credited to "RSS Import" or to no one.
    expect(s.newsArticles.every((n) => Boolean(n.author))).toBe(true);
    expect(s.newsArticles.some((n) => n.location)).toBe(true);

    // Classifieds
    for (const a of s.classifiedAds) {
      expect(CLASSIFIED_CATEGORIES).toContain(a.category);
      const created = a.createdAt?.getTime() ?? 0;
      expect(now.getTime() - created).toBeLessThanOrEqual(20 * DAY);
      expect((a.expiresAt?.getTime() ?? 0) - created).toBe((a.isPremium ? 60 : 30) * DAY);
      if (a.isPremium) expect(a.featuredUntil).toBeInstanceOf(Date);
      expect([SEED_USER_IDS.jamie, SEED_USER_IDS.pat]).toContain(a.sellerId);
    }

    // Jobs
    for (const [i, j] of s.jobs.filter((job) => job.localJobId === undefined).entries()) {
      expect(j.id).toBe(`job-${String(i + 1).padStart(4, "0")}`);
      expect(j.distanceFromGreenwood ?? 0).toBeGreaterThanOrEqual(0.5);
      expect(j.distanceFromGreenwood ?? 99).toBeLessThanOrEqual(9.8);
      expect(now.getTime() - (j.postedDate?.getTime() ?? 0)).toBeLessThanOrEqual(40 * DAY);
      expect(["Full-time", "Part-time", "Contract"]).toContain(j.employmentType);
      expect(j.applyUrl).toMatch(/^https:\/\/.+\.example\//);
    }
    expect(s.jobs.some((j) => j.isRemote)).toBe(true);
  });

  it("is deterministic for a given now", () => {
    const now = new Date("2025-05-01T12:00:00Z");
    expect(buildSeed(now)).toEqual(buildSeed(now));
  });
});
