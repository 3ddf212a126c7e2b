// Saved-search alerts at a town's scale (issue 32, Performance): 10,000 alerts (classifieds, jobs, events, with filters
// drawn the way residents set them) matched against a day's new rows of the scale database, by the service the daily
// run uses (matchAlerts: each page's own list query with a created-after bound, alerts with the same search sharing one
// query). Budget: under 5 s in all. Wall time in this process over the local file (no network round trips).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import Database from "libsql";
import { CLASSIFIED_CATEGORIES } from "../../app/lib/classifieds-display";
import type { SavedSearchKind } from "../../app/lib/saved-search";
import type * as AlertsService from "../../app/services/saved-searches.server";
import type { AlertToMatch } from "../../app/services/saved-searches.server";
import { openNodeDb } from "../../db/node";

/**
 * The alerts service as the worker bundles it: esbuild, as Remix's compiler does, so its CommonJS dependencies (xss,
 * rrule) load, which Node's ESM loader under tsx cannot name-import. drizzle-orm stays outside, shared with openNodeDb.
 */
async function loadAlertsService(): Promise<typeof AlertsService> {
  // Inside the project, so that the bundle's import of drizzle-orm resolves to this project's copy.
  mkdirSync("node_modules/.cache", { recursive: true });
  const dir = mkdtempSync(join("node_modules/.cache", "bench-alerts-"));
  const outfile = join(dir, "alerts.mjs");
  try {
    await build({
      entryPoints: ["app/services/saved-searches.server.ts"],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile,
      external: ["drizzle-orm", "@libsql/*", "libsql"],
      // The mail components render with react-dom/server, whose Node build requires Node's own modules ("stream"):
      // an ES module has no `require`, so the bundle gets one, and React's production build, as the worker has.
      banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "error",
    });
    return (await import(pathToFileURL(resolve(outfile)).href)) as typeof AlertsService;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const ALERTS_BENCH_COUNT = 10_000;
export const ALERTS_BUDGET_MS = 5_000;
const DAY_MS = 24 * 3600 * 1000;

/** A small deterministic random source, so every run matches the same alerts. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function benchAlertMatching(dbFile: string, count = ALERTS_BENCH_COUNT) {
  const q = new Database(dbFile, { readonly: true });
  const newest = (q.prepare("SELECT max(created_at) AS t FROM classified_ads").get() as { t: number }).t;
  const upTo = new Date(newest);
  const after = new Date(newest - DAY_MS);
  const words = (sql: string) =>
    [
      ...new Set(
        (q.prepare(sql).all(after.getTime(), upTo.getTime()) as { title: string }[])
          .flatMap((r) => r.title.split(/[^A-Za-z]+/))
          .filter((w) => w.length >= 4)
          .map((w) => w.toLowerCase()),
      ),
    ].slice(0, 60);
  const adWords = words("SELECT title FROM classified_ads WHERE created_at > ? AND created_at <= ?");
  const jobWords = words("SELECT title FROM jobs WHERE created_at > ? AND created_at <= ?");
  const jobCategories = (q.prepare("SELECT id FROM job_categories").all() as { id: number }[]).map((r) => r.id);
  const eventCategories = (q.prepare("SELECT id FROM event_categories").all() as { id: number }[]).map((r) => r.id);
  const newRows = Object.fromEntries(
    ["classified_ads", "jobs", "events"].map((t) => [
      t,
      (q.prepare(`SELECT count(*) AS n FROM ${t} WHERE created_at > ? AND created_at <= ?`).get(after.getTime(), upTo.getTime()) as { n: number }).n,
    ]),
  );
  q.close();

  const r = random(32);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const maybe = (p: number, value: () => string) => (r() < p ? value() : null);
  const queryOf = (entries: Record<string, string | null>) =>
    new URLSearchParams(Object.entries(entries).filter((e): e is [string, string] => e[1] !== null)).toString();
  const alerts: AlertToMatch[] = Array.from({ length: count }, (_, i) => {
    const kind: SavedSearchKind = i % 10 < 5 ? "classifieds" : i % 10 < 8 ? "jobs" : "events";
    const query =
      kind === "classifieds"
        ? queryOf({
            category: maybe(0.7, () => pick(CLASSIFIED_CATEGORIES)!),
            q: maybe(0.6, () => pick(adWords.length ? adWords : ["chair"])!),
            max: maybe(0.3, () => String(pick([50, 100, 250, 500, 1000]))),
            photos: maybe(0.2, () => "1"),
          })
        : kind === "jobs"
          ? queryOf({
              category: maybe(0.6, () => String(pick(jobCategories))),
              q: maybe(0.4, () => pick(jobWords.length ? jobWords : ["nurse"])!),
              type: maybe(0.3, () => pick(["FULL_TIME", "PART_TIME", "CONTRACT"])!),
              distance: maybe(0.3, () => String(pick([5, 10, 25]))),
            })
          : queryOf({
              category: maybe(0.7, () => String(pick(eventCategories))),
              free: maybe(0.3, () => "1"),
            });
    return { id: i + 1, kind, query, matchedUntil: after, confirmedAt: after };
  });

  const { matchAlerts } = await loadAlertsService();
  const { client, db } = openNodeDb(`file:${dbFile}`);
  try {
    // The database as our libSQL server opens it (db/hrana-worker.js): memory-mapped, so that reading a row is not a
    // system call per page (without it, 10,000 alerts spent about half their time in the kernel's read).
    await client.execute("PRAGMA mmap_size=1073741824");
    const now = new Date();
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const { matches, queries } = await matchAlerts(db, alerts, upTo, now);
    const ms = performance.now() - t0;
    // CPU of this process (SQLite runs in it): what the matching costs, whatever else shares the machine.
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const withNews = [...matches.values()].filter((m) => m.total > 0).length;
    return { alerts: count, queries, withNews, ms, cpuMs, newRows };
  } finally {
    client.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchAlertMatching(process.argv[2] ?? ".data/bench.db"));
