// The totals of the unfiltered public lists (/events, /classifieds, /news, /jobs), exact on every request without counting
// every listed row each time (issue 45: the counts were most of those pages' database time at a town's scale, a
// member's /classifieds 5.4 ms of its statements' 5.8). A list's total is counted once and kept in the isolate's
// memory with its table's counter (list_versions, raised by a trigger on every write, migration 0028) and the instant it
// was counted. The page's batch asks the database, in the same statement and snapshot as its list, whether the
// counter still matches and no row crossed the list's time bound since then (an ad expired, an event ended); if so it
// answers the kept total, else it counts. The reuse is decided by SQLite's CASE, which evaluates the count only when
// it is needed, so the batch keeps its one statement and a write or a passing deadline is seen at once.
import { sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { listVersions } from "../../db/schema";

/** An instant as the statement compares it with a stored timestamp: epoch milliseconds, or a placeholder of them. */
export type At = Date | number | Placeholder;
export const ms = (at: At) => (at instanceof Date ? at.getTime() : at);

export type KeptList = "events" | "classifieds" | "news" | "jobs";

/** A total as counted: the list's counter then, the instant (ms) it was counted for, and the total. */
export type KeptTotal = { version: number; at: number; total: number };

/** What a list's total statement is given: a kept total, or placeholders filled with one when the statement runs. */
export type KeptOperands = { version: number | Placeholder; at: number | Placeholder; total: number | Placeholder };

/** Nothing kept: a version no counter has (counters are never negative), so the total is counted. */
export const NOTHING_KEPT: KeptTotal = { version: -1, at: 0, total: 0 };

/**
 * Selects of the rows whose time bound lies between `at` and `now`: counted at `at`, no longer at `now` (or the
 * reverse, for a clock a test moved back, which the statement refuses anyway). Each list's model gives its own, by its
 * own rule (an event's end, an ad's expiry); a list without a time bound gives none.
 */
export type Crossings = (at: At, now: At) => SQLWrapper[];

/**
 * A list's total as one statement of its batch: the kept total when the list's counter is unchanged, the clock has
 * not gone back, and no row crossed the list's time bound since it was counted (`crossings`, each read off an index);
 * else `count` (a select of one count). It also reads the counter, for the next request to keep.
 */
export function keptOrCounted(db: Db, list: KeptList, kept: KeptOperands, now: At, count: SQLWrapper, crossings: Crossings = () => []) {
  const version = sql`(select ${listVersions.version} from ${listVersions} where ${listVersions.list} = ${list})`;
  const unchanged: SQL = sql.join(
    [sql`${kept.version} = ${version}`, sql`${ms(now)} >= ${kept.at}`, ...crossings(kept.at, now).map((crossing) => sql`not exists ${crossing}`)],
    sql` and `,
  );
  return db
    .select({
      // Named (`as`): an unnamed column's name is its whole expression (2 KB here), sent back with every answer.
      n: sql<number>`case when ${unchanged} then ${kept.total} else (${count}) end`.mapWith(Number).as("n"),
      version: sql<number>`${version}`.mapWith(Number).as("version"),
    })
    .from(sql`(select 1)`);
}

/**
 * The isolate's kept totals. Keyed by list only: a total counted in another database cannot pass for this one's,
 * because each database's counters start at a random number (migration 0028).
 */
const keptTotals = new Map<KeptList, KeptTotal>();

/** The list's kept total (or NOTHING_KEPT), to give its statement. */
export function keptTotalOf(list: KeptList): KeptTotal {
  return keptTotals.get(list) ?? NOTHING_KEPT;
}

/** Keeps what a list's statement answered, counted or reused, as of `now`. */
export function keepTotal(list: KeptList, now: Date, answer: { n: number; version?: unknown } | undefined): void {
  const version = answer?.version;
  if (!answer || typeof version !== "number" || !Number.isSafeInteger(version)) return;
  keptTotals.set(list, { version, at: now.getTime(), total: answer.n });
}
