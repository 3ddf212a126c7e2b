// Each list query's plan on the migrated database: no full scan of a table and no temporary B-tree for the order.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDb, openNodeDb } from "./node";

const dir = mkdtempSync(join(tmpdir(), "plans-"));
const { client, db } = openNodeDb(`file:${join(dir, "p.db")}`);
beforeAll(async () => {
  await migrateDb(db);
});
afterAll(() => {
  client.close();
  rmSync(dir, { recursive: true, force: true });
});

const NOW = Date.UTC(2026, 10, 23);
// The SQL of the list queries in app/models (directory, admin lists, upcoming events, feeds' rows).
const QUERIES: Record<string, [string, unknown[]]> = {
  "directory, default order (name collate nocase)": ["select id from businesses where is_active = 1 order by name collate nocase asc limit 100", []],
  "admin: latest articles": ["select id from news_articles order by created_at desc limit 10", []],
  "admin: recent orders": ["select id from orders order by created_at desc limit 50", []],
  "admin: recent runs of one job": ["select id from import_runs where job = ? order by started_at desc limit 5", ["events-import"]],
  "admin: recent runs": ["select id from import_runs order by started_at desc limit 20", []],
  "admin: upcoming events": [
    "select id from events where (end_date >= ? or (end_date is null and start_date >= ?)) order by start_date asc limit 50",
    [NOW, NOW],
  ],
  "events of one feed": ["select id from events where feed_id = ?", [1]],
  "articles of one feed": ["select id from news_articles where feed_id = ?", [1]],
  // Issue 18: the list pages' statements (models news, classifieds, jobs, home), as they send them.
  "news: the newest past their premium week": [
    "select id from news_articles where status = ? and (premium_until is null or premium_until <= ?) order by published_at desc, id desc limit 12 offset 0",
    ["published", NOW],
  ],
  "news of a category: the newest past their premium week": [
    "select id from news_articles where (status = ? and category = ?) and (premium_until is null or premium_until <= ?) order by published_at desc, id desc limit 12",
    ["published", "Community", NOW],
  ],
  "classifieds: listed, not featured, newest first": [
    `select id from classified_ads where (is_active = ? and awaiting_payment = ? and sold_at is null and removed_at is null and (expires_at is null or expires_at > ?))
     and (is_premium = ? or featured_until is null or featured_until <= ?) order by created_at desc, id desc limit 12`,
    [1, 0, NOW, 0, NOW],
  ],
  "classifieds: listed and featured, newest first": [
    `select id from classified_ads where (is_active = ? and awaiting_payment = ? and sold_at is null and removed_at is null and (expires_at is null or expires_at > ?))
     and (is_active = ? and is_premium = ? and featured_until > ?) order by created_at desc, id desc limit 12`,
    [1, 0, NOW, 1, 1, NOW],
  ],
  "home: classifieds premium first, then newest": [
    "select id from classified_ads where is_active = ? and awaiting_payment = ? and (expires_at is null or expires_at > ?) order by is_premium desc, created_at desc, id desc limit 4",
    [1, 0, NOW],
  ],
  "home: featured upcoming events, premium first": [
    `select events.id from events left join event_categories on events.category_id = event_categories.id
     where (events.is_active = ? and events.is_public = ? and events.awaiting_payment = ?) and (events.end_date >= ? or (events.end_date is null and events.start_date >= ?))
     and (events.is_featured = ? and (events.featured_until is null or events.featured_until >= ?))
     order by events.is_premium desc, events.start_date asc, events.id asc limit 6`,
    [1, 1, 0, NOW, NOW, 1, NOW],
  ],
  "home: a member's listed ads ending soon": [
    `select id from classified_ads where seller_id = ? and (is_active = ? and awaiting_payment = ? and (expires_at is null or expires_at > ?)) and expires_at <= ?
     order by expires_at asc limit 10`,
    ["u1", 1, 0, NOW, NOW + 7 * 86_400_000],
  ],
  "jobs: listed near or remote, not pinned, newest first": [
    `select jobs.id from jobs left join local_jobs on local_jobs.id = jobs.local_job_id left join job_categories on job_categories.id = jobs.category_id
     where ((jobs.is_active = ? and (jobs.expires_date is null or jobs.expires_date > ?)) and (jobs.is_remote = ? or jobs.distance_from_greenwood <= ?))
     and (jobs.local_job_id is null or jobs.local_job_id not in (select id from local_jobs where (is_pinned = ? and pinned_until > ?)))
     order by jobs.posted_date desc, jobs.id asc limit 20`,
    [1, NOW, 1, 10, 1, NOW],
  ],
};

// Statements over a bounded set (the few premium articles, featured ads, pinned posts, jobs in a small ring): they
// must find it by an index range or key, and may sort it.
const BOUNDED: Record<string, [string, unknown[]]> = {
  "news: articles in their premium week": [
    "select id from news_articles where status = ? and premium_until > ? order by published_at desc, id desc limit 12",
    ["published", NOW],
  ],
  "jobs: pinned local posts": [
    `select jobs.id from jobs left join local_jobs on local_jobs.id = jobs.local_job_id
     where (jobs.local_job_id in (select id from local_jobs where (is_pinned = ? and pinned_until > ?)) and +jobs.is_active = 1
     and (jobs.expires_date is null or jobs.expires_date > ?) and (jobs.is_remote = ? or jobs.distance_from_greenwood <= ?))
     order by jobs.posted_date desc, jobs.id asc limit 20`,
    [1, NOW, NOW, 1, 10],
  ],
  "home: nearest jobs within a ring": [
    `select id from jobs where (is_active = ? and (expires_date is null or expires_date > ?)) and latitude between ? - ? and ? + ?
     and ((latitude - ?) * 69) * ((latitude - ?) * 69) + ((longitude - ?) * 53) * ((longitude - ?) * 53) <= 1
     order by ((latitude - ?) * 69) * ((latitude - ?) * 69) + ((longitude - ?) * 53) * ((longitude - ?) * 53), posted_date desc, id asc limit 15`,
    [1, NOW, 39.6, 0.0145, 39.6, 0.0145, 39.6, 39.6, -86.1, -86.1, 39.6, 39.6, -86.1, -86.1],
  ],
};

// Counts over every listed row: answered from an index alone (no table reads).
const COUNTS: Record<string, [string, unknown[]]> = {
  "news: published": ["select count(*) from news_articles where status = ?", ["published"]],
  "home: upcoming listed events": [
    `select count(*) from events where (is_active = ? and is_public = ? and awaiting_payment = ?) and (end_date >= ? or (end_date is null and start_date >= ?))`,
    [1, 1, 0, NOW, NOW],
  ],
  "home: listed classifieds": [
    "select count(*) from classified_ads where is_active = ? and awaiting_payment = ? and (expires_at is null or expires_at > ?)",
    [1, 0, NOW],
  ],
  "classifieds: listed": [
    "select count(*) from classified_ads where is_active = ? and awaiting_payment = ? and sold_at is null and removed_at is null and (expires_at is null or expires_at > ?)",
    [1, 0, NOW],
  ],
  // /jobs' kept total (models/list-totals.server.ts) is reused only when no listed job's expiry passed since it was counted.
  "jobs: listed jobs whose expiry passed since a kept total": [
    "select 1 from jobs where is_active = 1 and expires_date > ? and expires_date <= ?",
    [NOW - 60_000, NOW],
  ],
  "jobs: listed near or remote": [
    "select count(*) from jobs where (is_active = ? and (expires_date is null or expires_date > ?)) and (is_remote = ? or distance_from_greenwood <= ?)",
    [1, NOW, 1, 10],
  ],
};

async function plan(query: string, args: unknown[]): Promise<string[]> {
  const result = await client.execute({ sql: `explain query plan ${query}`, args: args as (string | number)[] });
  return result.rows.map((r) => String(r.detail));
}

describe("query plans", () => {
  for (const [name, [query, args]] of Object.entries(QUERIES)) {
    it(`${name}: uses an index, no temporary B-tree`, async () => {
      const steps = await plan(query, args);
      expect(steps.length).toBeGreaterThan(0);
      for (const step of steps) {
        // "SCAN t USING INDEX i" walks an index in order (fine); a bare "SCAN t" reads the whole table.
        expect(step, `${name}: ${steps.join(" | ")}`).not.toMatch(/^SCAN \w+$/);
        expect(step, `${name}: ${steps.join(" | ")}`).not.toContain("USE TEMP B-TREE");
      }
    });
  }

  for (const [name, [query, args]] of Object.entries(BOUNDED)) {
    it(`${name}: an index range or key, no scan`, async () => {
      const steps = await plan(query, args);
      expect(steps[0], `${name}: ${steps.join(" | ")}`).toMatch(/^SEARCH \w+ USING (COVERING )?INDEX \w+ \(.*[=><]/);
      for (const step of steps) expect(step, `${name}: ${steps.join(" | ")}`).not.toMatch(/^SCAN \w+$/);
    });
  }

  for (const [name, [query, args]] of Object.entries(COUNTS)) {
    it(`${name}: counted from a covering index`, async () => {
      const steps = await plan(query, args);
      expect(steps.join(" | ")).toMatch(/^SEARCH \w+ USING COVERING INDEX \w+ \(/);
    });
  }

  it("catches a full scan (the check itself works)", async () => {
    const steps = await plan("select id from businesses where description = 'x'", []);
    expect(steps.some((s) => /^SCAN \w+$/.test(s))).toBe(true);
  });
});
