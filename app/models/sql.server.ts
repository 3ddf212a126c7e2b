import { sql, type Column, type SQL } from "drizzle-orm";

/** `column LIKE %q%` with LIKE's wildcards escaped, so % and _ in a search are taken literally. */
export function containsText(column: Column | SQL, q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
}
