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
  "directory, default order (name collate nocase)": [
    "select id from businesses where is_active = 1 order by name collate nocase asc limit 100",
    [],
  ],
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

  it("catches a full scan (the check itself works)", async () => {
    const steps = await plan("select id from businesses where description = 'x'", []);
    expect(steps.some((s) => /^SCAN \w+$/.test(s))).toBe(true);
  });
});
