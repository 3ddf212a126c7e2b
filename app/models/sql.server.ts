import { sql, type Column, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";

/** The LIKE pattern of "contains `q`": LIKE's wildcards escaped, so % and _ in a search are taken literally. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column LIKE %q%` (see likePattern). In a statement built once with placeholders (search.server.ts), `q` is the
 * placeholder of the pattern itself: filled with likePattern(text) when the statement runs.
 */
export function containsText(column: Column | SQL, q: string | Placeholder) {
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
