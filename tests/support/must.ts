// The first row of a result a test has just made sure exists, typed as present; a missing row fails the test with a
// clear message instead of a TypeError further on (noUncheckedIndexedAccess, issue 46).
export function first<T>(rows: readonly T[], what = "a row"): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`expected ${what}, got none`);
  return row;
}
