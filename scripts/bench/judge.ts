// The bench's judgement of issue 45's budgets, as a pure function of what it measured: a member's rendered page
// against the static file, every page's 50-connection p99 against the static file's, search p95 per kind, and the
// worker's CPU per render when it could be read, and the weekly letter's CPU per queue batch. Nothing here measures; scripts/bench.ts gathers the numbers, and
// tests/toolchain/bench-judge.test.ts checks the rules.
import Database from "libsql";

export const SPEED_BUDGET = {
  /** A member's rendered page (page cache skipped, signed in): p50 at most this many times the static file's p50. */
  memberRenderRatio: 3,
  /** At 50 connections, every page's p99 at most this many times the static file's p99 in the same run. */
  p99Ratio50: 1.5,
  /** Search p95 per kind, ms. */
  searchP95Ms: 10,
  /** The worker's CPU per render, p95 ms (the Free plan's limit). */
  cpuP95Ms: 10,
  /** A statement slower than this at the database is listed with its query plan. */
  slowStatementMs: 20,
} as const;

export type FiftyResult = { p99: number } | { skipped: string } | null;

export interface SpeedInput {
  /** The static file's p50 at one connection and its p99 at 50 connections (null: not run). */
  staticP50: number;
  staticP99At50: number | null;
  pages: {
    path: string;
    /** A member's render, page cache skipped, p50 ms (null: not measured). */
    memberRenderedP50: number | null;
    /** The static file's p50 fetched in turn with that render, in the same seconds; `staticP50` when not given. */
    staticP50?: number;
    fifty: FiftyResult;
    /** The worker's CPU per render, when the bench can read it; null when it could not be read (no workerd process found in the site's process group). */
    cpu: { p50: number; p95: number } | null;
  }[];
  search: { kind: string; p95: number }[];
  /** The weekly letter's preparation: CPU per queue batch of 100 readers, p95 ms (a consumer's run, as a page's render). */
  letterCpuP95?: number;
}

export interface SpeedVerdict {
  /** One line per missed budget; the bench exits 1 when there is any. */
  missed: string[];
  /** What could not be judged (not a pass): e.g. CPU per render that is not measured here. */
  unjudged: string[];
  /** Per page: the ratios it was judged by (for the table). */
  pages: { path: string; renderRatio: number | null; p99Ratio: number | null; renderOver: boolean; p99Over: boolean; cpuOver: boolean }[];
}

const fmt = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : String(n));

/** Judges issue 45's budgets. A number that is missing or not finite is a miss, never a pass. */
export function judgeSpeed(input: SpeedInput, budget = SPEED_BUDGET): SpeedVerdict {
  const missed: string[] = [];
  const unjudged: string[] = [];
  const pages: SpeedVerdict["pages"] = [];
  const staticP50Ok = Number.isFinite(input.staticP50) && input.staticP50 > 0;
  const staticP99Ok = input.staticP99At50 !== null && Number.isFinite(input.staticP99At50) && input.staticP99At50 > 0;
  if (!staticP50Ok) missed.push(`static file: no p50 to compare with (${fmt(input.staticP50)})`);
  if (!staticP99Ok) missed.push("static file: no 50-connection p99 to compare with");
  let cpuMissing = 0;
  for (const p of input.pages) {
    const beside = p.staticP50 ?? input.staticP50;
    const besideOk = Number.isFinite(beside) && beside > 0;
    if (p.staticP50 !== undefined && !besideOk) missed.push(`${p.path}: no static file p50 beside its render (${fmt(beside)})`);
    const renderRatio = p.memberRenderedP50 !== null && besideOk ? p.memberRenderedP50 / beside : null;
    const renderOver = !(renderRatio !== null && renderRatio <= budget.memberRenderRatio);
    if (p.memberRenderedP50 === null) missed.push(`${p.path}: a member's render was not measured`);
    else if (renderOver && renderRatio !== null)
      missed.push(
        `${p.path}: a member's render p50 ${fmt(p.memberRenderedP50)} ms is ${renderRatio.toFixed(1)}× the static file (budget ${budget.memberRenderRatio}×)`,
      );

    let p99Ratio: number | null = null;
    if (!p.fifty) missed.push(`${p.path}: 50 connections not run`);
    else if ("skipped" in p.fifty) missed.push(`${p.path}: 50 connections not run (${p.fifty.skipped})`);
    else if (staticP99Ok && input.staticP99At50 !== null) p99Ratio = p.fifty.p99 / input.staticP99At50;
    const p99Over = !(p99Ratio !== null && p99Ratio <= budget.p99Ratio50);
    if (p99Over && p99Ratio !== null && p.fifty && "p99" in p.fifty)
      missed.push(
        `${p.path}: p99 ${fmt(p.fifty.p99)} ms at 50 connections is ${p99Ratio.toFixed(2)}× the static file's (budget ${budget.p99Ratio50}×)`,
      );

    let cpuOver = false;
    if (p.cpu === null) cpuMissing++;
    else if (!(p.cpu.p95 <= budget.cpuP95Ms)) {
      cpuOver = true;
      missed.push(`${p.path}: worker CPU p95 ${fmt(p.cpu.p95)} ms per render (budget ${budget.cpuP95Ms} ms)`);
    }
    pages.push({ path: p.path, renderRatio, p99Ratio, renderOver, p99Over, cpuOver });
  }
  if (cpuMissing) unjudged.push(`worker CPU per render: not measured for ${cpuMissing} page(s) (no workerd process found to read)`);
  for (const s of input.search)
    if (!(s.p95 <= budget.searchP95Ms)) missed.push(`search ${s.kind}: p95 ${fmt(s.p95)} ms (budget ≤ ${budget.searchP95Ms} ms)`);
  // A queue batch of the letter is one run of the consumer: the same CPU limit as a render.
  if (input.letterCpuP95 === undefined) unjudged.push("weekly letter: CPU per batch not measured");
  else if (!(input.letterCpuP95 <= budget.cpuP95Ms))
    missed.push(`weekly letter: CPU p95 ${fmt(input.letterCpuP95)} ms per batch of 100 readers (budget ${budget.cpuP95Ms} ms)`);
  return { missed, unjudged, pages };
}

/** The server log's `[libsql slow]` lines (HRANA_SLOW_MS), grouped by statement, slowest first. */
export function slowStatements(log: string, overMs: number = SPEED_BUDGET.slowStatementMs): { sql: string; max: number; count: number }[] {
  const by = new Map<string, { max: number; count: number }>();
  for (const m of log.matchAll(/\[libsql slow\] (\d+) ms: (.*)/g)) {
    const ms = Number(m[1]);
    if (!(ms > overMs)) continue;
    const e = by.get(m[2]!) ?? { max: 0, count: 0 };
    by.set(m[2]!, { max: Math.max(e.max, ms), count: e.count + 1 });
  }
  return [...by].map(([sql, e]) => ({ sql, ...e })).sort((a, b) => b.max - a.max);
}

/** Positional parameters (`?`) outside quoted strings and identifiers: what EXPLAIN needs bound (as nulls). */
export function placeholderCount(sql: string): number {
  let n = 0;
  let quote: string | null = null;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"' || ch === "`") quote = ch;
    else if (ch === "?") n++;
  }
  return n;
}

/** EXPLAIN QUERY PLAN of a logged statement on the bench's database (parameters as nulls: the plan does not use them). */
export function queryPlan(dbFile: string, sql: string): string[] {
  const db = new Database(dbFile, { readonly: true });
  try {
    const rows = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(Array.from({ length: placeholderCount(sql) }, () => null)) as { detail: string }[];
    return rows.map((r) => r.detail);
  } catch (e) {
    return [`(no plan: ${(e as Error).message})`];
  } finally {
    db.close();
  }
}
