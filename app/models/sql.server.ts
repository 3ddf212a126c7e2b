import { getTableName, SQL, sql, type Column, type Placeholder, type SQLWrapper, type Table } from "drizzle-orm";
import type { Db } from "~/models/db.server";

/** The LIKE pattern of "contains `q`": LIKE's wildcards escaped, so % and _ in a search are taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column LIKE %q%` (see likePattern). In a statement built once with placeholders (search.server.ts), `q` is the
 * placeholder of the pattern itself: filled with likePattern(text) when the statement runs; likewise an SQL expression
 * (a saved search's column, matchSavedSearches) holds the pattern.
 */
export function containsText(column: Column | SQL, q: string | Placeholder | SQL) {
  return sql`${column} LIKE ${typeof q === "string" ? likePattern(q) : q} ESCAPE '\\'`;
}

/**
 * An instant in a statement: a Date (drizzle stores it as epoch milliseconds), or, in a statement built once with
 * placeholders, the placeholder filled with those milliseconds when it runs.
 */
export type Instant = Date | Placeholder;

/** An Instant as epoch milliseconds, for raw SQL that compares with a stored timestamp. */
export function epochMs(at: Instant): number | Placeholder {
  return at instanceof Date ? at.getTime() : at;
}

/**
 * The OFFSET of a page's "rest" statement when the list starts with a pinned set (featured ads, premium articles,
 * pinned jobs) read by a statement of its own: the page's offset less the pinned rows, never below 0, computed by
 * SQLite from `pinnedCount` inside the same statement, so the page stays one round trip. drizzle's offset() takes a
 * number or a Placeholder-shaped SQL wrapper and renders the wrapper's SQL: the value here is such a wrapper (a plain
 * object, not a bound Placeholder, so drizzle renders its SQL instead of binding a parameter).
 */
export function offsetPastPinned(offset: number, pinnedCount: SQL | SQLWrapper): number | Placeholder {
  if (offset === 0) return 0;
  const expression: SQL = sql`max(0, ${offset} - (${pinnedCount}))`;
  return { name: "offset past the pinned rows", protected: undefined, getSQL: () => expression };
}

/** An and()/or() of conditions: drizzle types it as possibly undefined, which it is only when given none. */
export function condition(combined: SQL | undefined): SQL {
  if (!combined) throw new Error("and()/or() of no conditions");
  return combined;
}

/**
 * A list filter's value: given (a value), absent (null, undefined, "" or false: the list is not filtered by it), or a
 * column of a table of saved searches (an SQL expression; null in a row whose search does not filter by it).
 */
export type Operand<T> = T | null | undefined | SQL;

/**
 * The condition of an optional filter: none when the value is absent; the condition for a given value; and for a
 * column of saved searches, "this search does not filter by it, or the condition holds". So one builder of a list's
 * conditions serves the page (values) and the saved-search alerts (every search in one statement, matchSavedSearches).
 */
export function optionalFilter<T>(value: Operand<T>, holds: (v: T | SQL) => SQL | undefined): SQL | undefined {
  if (value === null || value === undefined || value === "" || value === false) return undefined;
  if (value instanceof SQL) return sql`(${value} is null or ${holds(value)})`;
  return holds(value);
}

/** One saved search's row in matchSavedSearches: its filters' values (null: not filtered). */
export type SearchRow = Record<string, string | number | null>;

/** A saved search with its window: the rows that came onto the site in (createdAfter, createdUpTo]. */
export type WindowedSearch = { createdAfter: Date; createdUpTo: Date };

/** How one list is matched against saved searches (see matchSavedSearches). */
export type SavedSearchList<Search, Group> = {
  /** The list's table: its id, whether a row is active, when it came onto the site. */
  table: Table & { id: Column; isActive: Column; createdAt: Column };
  /** The groups that each take one statement (such as the sorts), in the order they run. */
  groups: readonly Group[];
  /** A search's group and its row of the searches' table (a column per filter; `i`, `after`, `upTo` are added). */
  row: (search: Search) => { group: Group; values: SearchRow };
  /** The list's own conditions and order for a group, with the searches' columns (`s`) as operands. */
  query: (s: Record<string, SQL>, group: Group) => { where: SQL; order: SQL[]; join?: SQL };
};

/**
 * For each saved search, the ids of every row its list shows for its filters in its window, in the list's order: one
 * statement for the searches of each group. In a statement the searches are a table `s` (one JSON array bound as one
 * value, a column per key of the rows, `s.i` the search's index), the list's table is read once for the active rows
 * created in the searches' widest window (its name stands for that subset in the statement), and each row of the list
 * is joined with every search whose conditions it meets, numbered in that search's order.
 *
 * Why: the alerts match thousands of searches a day against a day's new rows. As a statement each, every search read
 * every row of the day from the table again (2–5 ms a search at 900 rows); here each row is read once.
 */
export async function matchSavedSearches<Search extends WindowedSearch, Group, Id>(
  db: Db,
  list: SavedSearchList<Search, Group>,
  searches: readonly Search[],
): Promise<Id[][]> {
  const { table } = list;
  const out = searches.map((): Id[] => []);
  const built = searches.map((search) => list.row(search));
  for (const group of list.groups) {
    const rows = searches.flatMap((search, i) => {
      const row = built[i];
      return row?.group === group ? [{ i, after: search.createdAfter.getTime(), upTo: search.createdUpTo.getTime(), ...row.values }] : [];
    });
    const first = rows[0];
    if (!first) continue;
    const keys = Object.keys(first);
    const s: Record<string, SQL> = Object.fromEntries(keys.map((k) => [k, sql`${sql.identifier("s")}.${sql.identifier(k)}`]));
    const columns = sql.join(
      keys.map((k) => sql`json_extract(value, ${`$.${k}`}) as ${sql.identifier(k)}`),
      sql`, `,
    );
    const name = sql.identifier(getTableName(table));
    const subset = sql`${table.isActive} = 1 and ${table.createdAt} > (select min(${s.after}) from s) and ${table.createdAt} <= (select max(${s.upTo}) from s)`;
    const { where, order, join } = list.query(s, group);
    const select = sql`select ${s.i} as s, ${table.id} as id, row_number() over (partition by ${s.i} order by ${sql.join(order, sql`, `)}) as r from s join ${table} on ${where}${join ? sql` ${join}` : sql``}`;
    const statement = sql`with ${sql.identifier("s")} as materialized (select ${columns} from json_each(${JSON.stringify(rows)})), ${name} as materialized (select * from main.${name} where ${subset}) ${select}`;
    const found = await db.all<{ s: number; id: Id; r: number }>(statement);
    for (const row of found) {
      const ids = out[row.s];
      if (ids) ids[row.r - 1] = row.id;
    }
  }
  return out;
}
