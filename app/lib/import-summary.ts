// What an import run found and did, in the admin's words: the sync answers, the run-now toasts and the import
// history all read a run's counts through this one summary. Counts are numbers only (import_runs.counts), so each
// reason a thing was skipped is its own `skipped…` key, and `skipped` is their sum.

export type RunCounts = Record<string, number>;

/** Why something was skipped, by its count's key. */
export const SKIP_REASONS: Record<string, string> = {
  skippedOutsideTown: "outside the town's area",
  skippedNoLocation: "no location given",
  skippedMalformed: "malformed",
  skippedDuplicate: "listed twice",
  skippedInvalid: "missing a title or id",
  skippedOverLimit: "over the per-source limit",
};

/** "(2 outside the town's area, 1 malformed)", or "" when nothing was skipped. */
export function skipReasons(counts: RunCounts | null | undefined): string {
  const parts = Object.entries(SKIP_REASONS)
    .filter(([key]) => (counts?.[key] ?? 0) > 0)
    .map(([key, why]) => `${counts?.[key]} ${why}`);
  return parts.length ? ` (${parts.join(", ")})` : "";
}

/** "Found 12: 3 new, 2 updated, 7 unchanged, 4 skipped (2 outside the town's area, 2 listed twice)". */
export function importSummary(counts: RunCounts | null | undefined): string {
  if (!counts) return "";
  const n = (key: string) => counts[key] ?? 0;
  const unchanged = "unchanged" in counts ? `, ${n("unchanged")} unchanged` : "";
  return `Found ${n("found")}: ${n("created")} new, ${n("updated")} updated${unchanged}, ${n("skipped")} skipped${skipReasons(counts)}`;
}

/** Adds each skip reason's count into `skipped`. */
export function withSkipTotal<T extends RunCounts>(counts: T): T & { skipped: number } {
  const skipped = Object.keys(SKIP_REASONS).reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  return { ...counts, skipped };
}
