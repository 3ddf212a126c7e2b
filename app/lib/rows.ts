// Rows a statement always gives, typed as present (noUncheckedIndexedAccess, issue 46): an insert's RETURNING, a
// count, a batch's first statement. If one is ever missing, the request fails with a message naming it rather than a
// TypeError further on.

/** The one row of a result: `one(await db.insert(…).returning(…), "the new event")`. */
export function one<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected ${what}, got no row`);
  return row;
}

/** A list that must not be empty (a batch takes at least one statement), as a tuple the type check knows is not. */
export function nonEmpty<T>(list: readonly T[], what: string): [T, ...T[]] {
  const [head, ...tail] = list;
  if (head === undefined) throw new Error(`Expected at least one ${what}`);
  return [head, ...tail];
}

/** Rows in order of id as ranges of at most `size` ids each: one queue message per range. */
export function idRanges(rows: readonly { id: number }[], size: number): { fromId: number; toId: number }[] {
  const ranges: { fromId: number; toId: number }[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    ranges.push({ fromId: one(chunk, "a row").id, toId: one(chunk.slice(-1), "a row").id });
  }
  return ranges;
}
