import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { migrateDb, openNodeDb } from "./node";

it("applying the migrations twice changes nothing the second time", async () => {
  const dir = mkdtempSync(join(tmpdir(), "migrate-"));
  const { client, db } = openNodeDb(`file:${join(dir, "m.db")}`);
  try {
    await migrateDb(db);
    const schema = async () => (await db.all<{ sql: string }>(sql`select sql from sqlite_master order by name`)).map((r) => r.sql);
    const first = await schema();
    expect(first.some((s) => s?.includes("CREATE TABLE `news_articles`"))).toBe(true);
    await migrateDb(db);
    expect(await schema()).toEqual(first);
    const applied = await db.all<{ n: number }>(sql`select count(*) as n from __drizzle_migrations`);
    expect(applied[0]!.n).toBeGreaterThanOrEqual(1);
  } finally {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
