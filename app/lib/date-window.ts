// The dates every stored date must be: real calendar days inside a sane window. Kept apart from fields.ts (zod) so
// that pages formatting dates in the browser do not ship the validator.

/** The window every stored date must fall in: no 1970 starts, no year-10000 ends. */
export const DATE_WINDOW = { min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) } as const;

export function isDateInWindow(d: Date): boolean {
  const t = d.getTime();
  return Number.isFinite(t) && t >= DATE_WINDOW.min && t < DATE_WINDOW.max;
}

/**
 * True when a "YYYY-MM-DD" (optionally with a time) names a real calendar day: 30 February is refused rather than
 * rolled into March.
 */
export function isRealCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return true; // not in that form: leave it to the date parser
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}
