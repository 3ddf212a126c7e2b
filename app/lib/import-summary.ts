// What an import run found and did, in the admin's words: the sync answers, the run-now toasts and the import
// history all read a run's counts through this one summary. Counts are numbers only (import_runs.counts), so each
// reason a thing was skipped is its own `skipped…` key, and `skipped` is their sum.
import type { Values } from "~/lib/i18n/plain";
import { labelOf, type Descriptor } from "./i18n/descriptor";

export type RunCounts = Record<string, number>;

/** How each skipped row is counted. */
const SKIP_LABELS = {
  skippedOutsideTown: /*i18n*/ { id: "imports.skippedOutsideTown", message: "{n} outside the town's area" },
  skippedNoLocation: /*i18n*/ { id: "imports.skippedNoLocation", message: "{n} no location given" },
  skippedMalformed: /*i18n*/ { id: "imports.skippedMalformed", message: "{n} malformed" },
  skippedDuplicate: /*i18n*/ { id: "imports.skippedDuplicate", message: "{n} listed twice" },
  skippedInvalid: /*i18n*/ { id: "imports.skippedInvalid", message: "{n} missing a title or id" },
  skippedOverLimit: /*i18n*/ { id: "imports.skippedOverLimit", message: "{n} over the per-source limit" },
} as const;

/** The `imports` messages, formatted in the reader's language (catalogue.server's `formatMessage`, bound to a language). */
export type ImportWords = (d: Descriptor<"imports">, values?: Values) => string;

/** The count keys of each reason a thing was skipped (each is also its `imports` message). */
export const SKIP_REASONS = [
  "skippedOutsideTown",
  "skippedNoLocation",
  "skippedMalformed",
  "skippedDuplicate",
  "skippedInvalid",
  "skippedOverLimit",
] as const;

/** " (2 outside the town's area, 1 malformed)", or "" when nothing was skipped. */
export function skipReasons(counts: RunCounts | null | undefined, words: ImportWords): string {
  const parts = SKIP_REASONS.filter((key) => (counts?.[key] ?? 0) > 0).map((key) => labelOf(words, SKIP_LABELS, key, { n: counts?.[key] ?? 0 }));
  return parts.length ? words(/*i18n*/ { id: "imports.reasons", message: " ({list})" }, { list: parts.join(", ") }) : "";
}

/** "Found 12: 3 new, 2 updated, 7 unchanged, 4 skipped (2 outside the town's area, 2 listed twice)". */
export function importSummary(counts: RunCounts | null | undefined, words: ImportWords): string {
  if (!counts) return "";
  const n = (key: string) => counts[key] ?? 0;
  const values = { found: n("found"), created: n("created"), updated: n("updated"), skipped: n("skipped"), reasons: skipReasons(counts, words) };
  return "unchanged" in counts
    ? words(
        /*i18n*/ {
          id: "imports.summaryUnchanged",
          message: "Found {found}: {created} new, {updated} updated, {unchanged} unchanged, {skipped} skipped{reasons}",
        },
        { ...values, unchanged: n("unchanged") },
      )
    : words(/*i18n*/ { id: "imports.summary", message: "Found {found}: {created} new, {updated} updated, {skipped} skipped{reasons}" }, values);
}

/** "Found 2 places: 0 new, 0 updated, 2 skipped (2 outside the town's area)." (the places sync's answer). */
export function placesSummary(counts: RunCounts | null | undefined, words: ImportWords): string {
  const n = (key: string) => counts?.[key] ?? 0;
  return words(
    /*i18n*/ {
      id: "imports.places",
      message: "Found {found, plural, one {# place} other {# places}}: {created} new, {updated} updated, {skipped} skipped{reasons}.",
    },
    {
      found: n("found"),
      created: n("created"),
      updated: n("updated"),
      skipped: n("skipped"),
      reasons: skipReasons(counts, words),
    },
  );
}

type Run = { id: number; startedAt: Date; ok: boolean | null; counts: RunCounts | null; error: string | null; trigger: string };

/** Runs as an import history lists them (components/import-run-line.tsx), each with its summary in `words`' language. */
export function runLines(runs: readonly Run[], words: ImportWords) {
  return runs.map((r) => ({
    id: r.id,
    startedAt: r.startedAt.toISOString(),
    ok: r.ok,
    counts: r.counts,
    error: r.error,
    trigger: r.trigger,
    summary: importSummary(r.counts, words),
  }));
}

/** Adds each skip reason's count into `skipped`. */
export function withSkipTotal<T extends RunCounts>(counts: T): T & { skipped: number } {
  const skipped = SKIP_REASONS.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
  return { ...counts, skipped };
}
