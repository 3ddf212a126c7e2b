// One builder, two towns' data (issue 46): each town seeded on a fresh database holds nothing of the other town,
// neither its name, county, ZIP code, area code or mail domain, nor its businesses, nor a place nearer to it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { distanceMiles, TOWNS, type TownMode } from "../app/lib/towns";
import { migrateDb, openNodeDb } from "./node";
import { seedIfEmpty, TOWN_CONTENT } from "./seed";

const dir = mkdtempSync(join(tmpdir(), "seed-towns-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What names a town: the words, codes and addresses that must not appear in the other town's seed. */
const MARKS: Record<TownMode, RegExp> = {
  greenwood: /Greenwood|Johnson County|\b4614[23]\b|\(317\)|\b317[-.]?555|greenwood\.example/i,
  nashville: /Nashville|Brown County|\b47448\b|\(812\)|\b812[-.]?555|nashville\.example/i,
};

/** Every row of every table of a database seeded fresh for `town`, as table name and row. */
async function seededRows(town: TownMode) {
  const { client, db } = openNodeDb(`file:${join(dir, `${town}.db`)}`);
  try {
    await migrateDb(db);
    expect(await seedIfEmpty(db, new Date("2026-11-28T15:00:00Z"), town)).toBe(true);
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\' AND name NOT LIKE '%fts%'",
    );
    const rows: { table: string; row: Record<string, unknown> }[] = [];
    for (const { name } of tables.rows) {
      for (const row of (await client.execute(`SELECT * FROM "${String(name)}"`)).rows) rows.push({ table: String(name), row: { ...row } });
    }
    return rows;
  } finally {
    client.close();
  }
}

describe.each(["greenwood", "nashville"] as const)("a fresh %s seed", (town) => {
  const other: TownMode = town === "greenwood" ? "nashville" : "greenwood";
  const rows = seededRows(town);

  it("names its own town and never the other (name, county, ZIP, area code, mail domain)", async () => {
    const all = await rows;
    expect(all.length).toBeGreaterThan(100);
    const leaks = all.flatMap(({ table, row }) =>
      Object.entries(row)
        .filter(([, value]) => typeof value === "string" && MARKS[other].test(value))
        .map(([column, value]) => `${table}.${column}: ${String(value).slice(0, 120)}`),
    );
    expect(leaks).toEqual([]);
    const own = all.filter(({ row }) => Object.values(row).some((value) => typeof value === "string" && MARKS[town].test(value)));
    expect(own.length).toBeGreaterThan(50);
  });

  it("lists none of the other town's businesses or galleries", async () => {
    const names = new Set((await rows).filter(({ table }) => table === "businesses").map(({ row }) => String(row.name)));
    const theirs = [...TOWN_CONTENT[other].businesses.map((b) => b.name), ...TOWN_CONTENT[other].galleries.map(([name]) => name)];
    expect(theirs.length).toBeGreaterThan(15);
    expect(theirs.filter((name) => names.has(name))).toEqual([]);
  });

  it("places everything nearer its own town than the other", async () => {
    const places = (await rows).filter(({ row }) => typeof row.latitude === "number" && typeof row.longitude === "number");
    expect(places.length).toBeGreaterThan(30);
    const astray = places
      .map(({ table, row }) => ({
        table,
        name: row.name ?? row.title ?? row.location,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
      }))
      .filter((p) => distanceMiles(p, TOWNS[other]) <= distanceMiles(p, TOWNS[town]));
    expect(astray).toEqual([]);
  });
});
