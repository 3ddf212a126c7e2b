// The numbers of the last full run on a quiet machine (issue 45: "its table keeps the numbers of the last quiet run
// beside the budget"), kept in scripts/bench/last-quiet-run.json. `BENCH_RECORD_QUIET=1 npm run bench` writes them
// after a full run; do that only on a quiet machine (nothing else running), as docs/bench.md says.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export const QUIET_RUN_FILE = new URL("./last-quiet-run.json", import.meta.url);

export interface QuietRun {
  /** When and on what: "2026-11-26 20:13 UTC, 47bf858". */
  run: string;
  staticP50: number;
  staticP99At50: number | null;
  /** Per page, by its template ("/events/{id}"): the rendered p50 and the 50-connection p99, ms. */
  pages: Record<string, { renderedP50: number | null; p99At50: number | null; memberRendered: boolean }>;
  search: Record<string, number>;
}

/** A page's path as a template, so runs on databases with other ids compare: /events/3104 → /events/{id}. */
export const pageTemplate = (path: string) => path.replace(/\/\d+(?=$|[/?])/g, "/{id}");

export function readLastQuietRun(file: URL | string = QUIET_RUN_FILE): QuietRun | null {
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, "utf8")) as QuietRun;
}

export function recordQuietRun(run: QuietRun, file: URL | string = QUIET_RUN_FILE) {
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
}
