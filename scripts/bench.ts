// npm run bench — the site at a town's scale against its budgets (issue 18, and issue 15's image audits).
//
//   1. a scale database in its own file (BENCH_DB, default .data/bench.db; reused when it has the counts);
//   2. the site started on it as `npm start` does (build first if there is none), RATE_LIMITS=off;
//   3. each main page against a static CSS file of the same workerd: p50/p99/req/s with 1 connection, then
//      non-2xx and p99 with 50 connections;
//   4. first-response gzip bytes and the page's total transfer (HTML + the CSS and JS it references, gzip);
//   5. search p95 per kind through /api/search, common, rare and absent words;
//   6. Lighthouse mobile on the main pages (performance, LCP, CLS, accessibility; image audits on picture pages);
//   7. the weekly letter prepared for 20,000 readers: CPU per queue batch of 100 (scripts/bench/letter.ts);
//   8. saved-search alerts: 10,000 alerts matched against a day's new rows, under 5 s (scripts/bench/alerts.ts; the
//      same 10,000 in BENCH_QUICK, the budget being defined for them).
// Prints one table (Markdown) and exits 1 when a budget is missed. Every phase is bounded so the whole run stays
// under 5 minutes (BENCH_BUDGET_SECONDS, default 290). BENCH_QUICK=1: short load phases, Lighthouse on 2 pages.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import Database from "libsql";
import { SEARCH_TYPES } from "../app/lib/search-types";
import { ALERTS_BUDGET_MS, benchAlertMatching } from "./bench/alerts";
import { cpuPerRequest, workerdPids } from "./bench/cpu";
import { alternate, gzipBytes, load, percentile, referencedAssets, request, type LoadResult } from "./bench/http";
import { judgeSpeed, queryPlan, slowStatements, SPEED_BUDGET, type FiftyResult } from "./bench/judge";
import { benchLetterPreparation } from "./bench/letter";
import { audit, startChrome, type LighthouseResult } from "./bench/lighthouse";
import { pageTemplate, readLastQuietRun, recordQuietRun, type QuietRun } from "./bench/quiet-run";
import { ensureScaleDb, RARE_WORD, SCALE } from "./bench/scale-seed";
import { guardSite, startSite } from "./bench/server";
import { measureSitemaps, SITEMAP_BUDGET_MS, type SitemapResult } from "./bench/sitemaps";

const BUDGET = {
  ratio: 5,
  non2xx50: 0,
  p99Ms50: 1000,
  firstGzipKB: 14,
  homeTotalKB: 100,
  // Issue 45 (was 20 ms): judged in scripts/bench/judge.ts with the member's render, the 50-connection ratio and CPU.
  searchP95Ms: SPEED_BUDGET.searchP95Ms,
  performance: 0.98,
  lcpMs: 1500,
  cls: 0,
  accessibility: 1,
} as const;

const t0 = performance.now();
const quick = process.env.BENCH_QUICK === "1";
const totalSeconds = Number(process.env.BENCH_BUDGET_SECONDS ?? 290);
const port = Number(process.env.BENCH_PORT ?? 8789);
const dbFile = process.env.BENCH_DB ?? ".data/bench.db";
/** The page cache's lifetime the site runs with here, production's (wrangler.toml). */
const PAGE_CACHE_SECONDS = "10";
const elapsed = () => (performance.now() - t0) / 1000;
const left = () => totalSeconds - elapsed();
const log = (line: string) => console.error(`[bench ${elapsed().toFixed(0).padStart(3)} s] ${line}`);

// 1. Build (once) and the scale database.
if (!existsSync("public/build") || !existsSync("build/index.js")) {
  log("no build yet: npm run build");
  const r = spawnSync("npm", ["run", "--silent", "build"], { stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const seeded = await ensureScaleDb(dbFile, log);
log(
  `${seeded.reused ? "reused" : "seeded"} ${dbFile} (${(seeded.ms / 1000).toFixed(1)} s): ${Object.entries(SCALE)
    .map(([t, n]) => `${t} ${n}`)
    .join(", ")}`,
);

// Pages to measure: detail pages are a published article, an upcoming event and an active business with pictures.
const q = new Database(dbFile, { readonly: true });
const one = <T>(sql: string) => q.prepare(sql).get() as T | undefined;
const article = one<{ id: number }>(
  "SELECT id FROM news_articles WHERE status = 'published' AND image_url IS NOT NULL ORDER BY published_at DESC LIMIT 1",
);
const event = one<{ id: number }>(
  `SELECT id FROM events WHERE is_active = 1 AND is_public = 1 AND awaiting_payment = 0 AND cancelled_at IS NULL
   AND image_url IS NOT NULL AND start_date > ${Date.now()} ORDER BY start_date LIMIT 1`,
);
const business = one<{ id: number }>("SELECT id FROM businesses WHERE is_active = 1 AND logo_url IS NOT NULL ORDER BY id LIMIT 1");
const member = one<{ id: string }>("SELECT id FROM users WHERE role = 'user' AND is_active = 1 ORDER BY created_at LIMIT 1");
q.close();
if (!article || !event || !business || !member) throw new Error("The scale database lacks an article, event, business or member");
const memberId = member.id;

interface Page {
  path: string;
  pictures: boolean;
  signedIn?: boolean;
}
const PAGES: Page[] = [
  { path: "/", pictures: false },
  { path: "/news", pictures: true },
  { path: `/news/${article.id}`, pictures: true },
  { path: "/events", pictures: true },
  { path: `/events/${event.id}`, pictures: true },
  { path: "/directory", pictures: true },
  { path: `/businesses/${business.id}`, pictures: true },
  { path: "/classifieds", pictures: false },
  { path: "/jobs", pictures: false },
  { path: "/search?q=park", pictures: false, signedIn: true },
];

// 7 (first: it needs no site). The weekly letter's preparation, batch by batch.
const letter = benchLetterPreparation();
log(`letter: ${letter.batches} batches for ${letter.readers} readers, CPU p50 ${letter.p50!.toFixed(1)} ms per batch`);

// 8 (before the site: it reads the scale database directly). Saved-search alerts matched by the daily run's service.
const alerts = await benchAlertMatching(dbFile);
log(
  `alerts: ${alerts.alerts} alerts (${alerts.queries} distinct searches) matched in ${alerts.ms.toFixed(0)} ms (CPU ${alerts.cpuMs.toFixed(0)} ms)`,
);

// 2. The site.
const site = await startSite({
  port,
  dbFile,
  pageCacheSeconds: PAGE_CACHE_SECONDS,
  logFile: `${dbFile}.server.log`,
  timeoutMs: Math.min(90, left() - 60) * 1000,
});
// Whatever happens from here (an error, a rejection, Ctrl-C, SIGTERM, process.exit), the site is stopped.
const unguard = guardSite(site);
let exitCode = 0;
try {
  exitCode = await measure(site.base, site.pgid);
} finally {
  await site.stop();
  unguard();
}
log(`done in ${elapsed().toFixed(0)} s`);
process.exit(exitCode);

async function measure(base: string, pgid: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  log(`site up at ${base}`);

  // Sign in the way tests/e2e do under npm start: the development sign-in form, as a sample member.
  const signIn = await request(agent, `${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ userId: memberId, returnTo: "/" }).toString(),
  });
  const setCookie = signIn.headers["set-cookie"] ?? [];
  const cookie = setCookie.map((c) => c.split(";")[0]).join("; ");
  if (signIn.status !== 302 || !cookie) throw new Error(`Development sign-in failed: ${signIn.status}`);
  const headersFor = (p: Page) => (p.signedIn ? { Cookie: cookie } : undefined);
  // Issue 45: "rendered" is a member's page (signed in, page cache skipped), judged against 3× the static file.
  const memberHeaders = { Cookie: cookie, "Cache-Control": "no-cache" };

  // 4. Sizes (this also warms every page up) and the static floor: the site's stylesheet.
  const assetGzip = new Map<string, number>();
  const sizes = new Map<string, { first: number; total: number; status: number; assets: number }>();
  let css = "";
  for (const p of PAGES) {
    const s = await request(agent, base + p.path, { headers: headersFor(p) });
    for (let i = 0; i < 2; i++) await request(agent, base + p.path, { headers: headersFor(p) });
    const html = s.body.toString("utf8");
    const assets = referencedAssets(html);
    css ||= assets.find((a) => a.endsWith(".css")) ?? "";
    let total = gzipBytes(s);
    for (const a of assets) {
      const bytes = assetGzip.get(a) ?? gzipBytes(await request(agent, base + a));
      assetGzip.set(a, bytes);
      total += bytes;
    }
    sizes.set(p.path, { first: gzipBytes(s), total, status: s.status, assets: assets.length });
  }
  if (!css) throw new Error("No stylesheet found on the home page for the static baseline");
  agent.destroy();

  // The order keeps the phases that overload the site last: one connection, search, Lighthouse, then 50
  // connections with whatever time is left. Each phase is bounded; what does not fit is reported as not run.
  const lhPages = quick ? PAGES.filter((p) => p.path === "/" || p.path === "/directory") : PAGES;
  const searchShare = quick ? 6 : 10;
  const targets = [{ path: css, pictures: false } as Page, ...PAGES];
  const phaseSeconds = quick ? 1 : 2;

  // Warm-up: V8 optimises a page's code over its first hundred or so requests (the search page's first 60 took a
  // p50 of 21.7 ms, the next ones 16–19). A few requests per page leave each page's first measured phase partly cold
  // while the static file, fetched by every page, is long warm. One second per page, rendered, and not measured
  // (docs/decisions/bench.md).
  for (const p of targets) {
    await load(base + p.path, {
      connections: 1,
      seconds: quick ? 0.5 : 1,
      graceSeconds: 5,
      headers: p.path === css ? { "Cache-Control": "no-cache" } : memberHeaders,
    });
  }
  log("warm-up done");

  // 3a. One connection, each page next to the static file: as a reader gets it (visitors from the page cache, as
  // in production; members rendered), then rendered for everyone (Cache-Control: no-cache skips the page cache).
  const single = new Map<string, LoadResult>();
  const rendered = new Map<string, { p50: number; staticP50: number }>();
  for (const p of targets) {
    single.set(p.path, await load(base + p.path, { connections: 1, seconds: phaseSeconds, graceSeconds: 5, headers: headersFor(p) }));
  }
  // A member's render is judged against the static file fetched in turn with it, in the same seconds: this machine's
  // speed drifts between phases (the static file's p50 was 3.9 and 7.6 ms in two runs an hour apart), and a ratio of
  // two phases half a minute apart measured the drift as much as the page (docs/decisions/bench.md, 2026-11-29).
  for (const p of PAGES) {
    const pair = await alternate(
      { url: base + p.path, headers: memberHeaders },
      { url: base + css, headers: { "Cache-Control": "no-cache" } },
      phaseSeconds * 2,
    );
    rendered.set(p.path, { p50: pair.a.count ? pair.a.p50 : Number.NaN, staticP50: pair.b.count ? pair.b.p50 : Number.NaN });
  }
  log("1-connection phases done");

  // 3c. The worker's CPU per render: each page rendered for a member, one request at a time, read from the workerd
  // threads' scheduler accounting (scripts/bench/cpu.ts), and the static file's beside it.
  const cpu = new Map<string, { p50: number; p95: number; n: number }>();
  const pids = workerdPids(pgid);
  if (pids.length) {
    const cpuAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (const p of targets) {
      const times = await cpuPerRequest(cpuAgent, base + p.path, {
        pids,
        headers: p.path === css ? { "Cache-Control": "no-cache" } : memberHeaders,
        count: quick ? 20 : 60,
        deadline: performance.now() + (quick ? 2_000 : 5_000),
      });
      if (times.length) cpu.set(p.path, { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length });
    }
    cpuAgent.destroy();
    log(`CPU per render read from ${pids.length} workerd process(es)`);
  } else log("CPU per render: no workerd process found in the site's process group");

  // 5. Search p95 per kind: common, rare and absent words, one connection, through the API.
  const terms = ["park", RARE_WORD.toLowerCase(), "bakery", "zzyzx"];
  const searchAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const search = new Map<string, { p50: number; p95: number; n: number; non2xx: number }>();
  const perKindMs = (searchShare * 1000) / SEARCH_TYPES.length;
  for (const kind of SEARCH_TYPES) {
    const times: number[] = [];
    let non2xx = 0;
    const until = performance.now() + perKindMs;
    for (let round = 0; round < (quick ? 5 : 15) && performance.now() < until; round++) {
      for (const term of terms) {
        try {
          const s = await request(searchAgent, `${base}/api/search?q=${encodeURIComponent(term)}&type=${kind}`, {
            headers: { Cookie: cookie },
            timeoutMs: 30_000,
          });
          if (s.status !== 200) non2xx++;
          times.push(s.ms);
        } catch {
          non2xx++;
        }
      }
    }
    times.sort((a, b) => a - b);
    search.set(kind, { p50: percentile(times, 50), p95: percentile(times, 95), n: times.length, non2xx });
  }
  searchAgent.destroy();
  log("search done");

  // 5b. Sitemaps: the index and every page it names, rendered, against 200 ms of worker time per page.
  const sitemapAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sitemaps = await measureSitemaps(sitemapAgent, base, quick ? 8 : 25, quick ? 1 : 2);
  sitemapAgent.destroy();
  log(`sitemaps done (${sitemaps.pages.length} pages)`);

  // 6. Lighthouse, page by page while time allows (kept for the 50-connection phases: ~2 s a page at least).
  const lh = new Map<string, LighthouseResult | "skipped">();
  const chrome = await startChrome();
  try {
    for (const p of lhPages) {
      if (left() - targets.length * 2 < 16) {
        lh.set(p.path, "skipped");
        continue;
      }
      const started = elapsed();
      lh.set(p.path, await audit(chrome.port, base + p.path, { images: p.pictures, cookie: p.signedIn ? cookie : undefined }));
      log(`lighthouse ${p.path} (${(elapsed() - started).toFixed(0)} s)`);
    }
  } finally {
    await chrome.kill();
  }

  // 3b. 50 connections with the time left, shared evenly. One wave of 50 requests costs about 50 × the
  // one-connection p50 of serial work; when that exceeds 10 s (ten times the p99 budget, even on both cores)
  // the page is not hammered, which would take minutes and spoil the pages after it: it is reported as over
  // budget, not run. After each page the bench waits for its requests to drain before the next one starts.
  const fifty = new Map<string, LoadResult | { skipped: string }>();
  for (const [i, p] of targets.entries()) {
    const share = (left() - 3) / (targets.length - i);
    const serialSeconds = ((single.get(p.path)?.p50 ?? Infinity) * 50) / 1000;
    if (share < 2) {
      fifty.set(p.path, { skipped: "no time left" });
      continue;
    }
    if (serialSeconds > Math.min(10, share)) {
      fifty.set(p.path, { skipped: `1-connection p50 × 50 = ${serialSeconds.toFixed(0)} s of serial work` });
      continue;
    }
    const started = performance.now();
    const seconds = Math.min(phaseSeconds, share / 3);
    const result = await load(base + p.path, { connections: 50, seconds, graceSeconds: Math.max(1, share - seconds), headers: headersFor(p) });
    fifty.set(p.path, result);
    const drainMs = Math.max(0, share * 1000 - (performance.now() - started));
    await Promise.race([result.drained, new Promise((r) => setTimeout(r, drainMs))]);
  }
  log("50-connection phases done");

  return report({ css, one: single, rendered, cpu, fifty, sizes, search, sitemaps, lh, lhPages, phaseSeconds });
}

function report(r: {
  css: string;
  one: Map<string, LoadResult>;
  rendered: Map<string, { p50: number; staticP50: number }>;
  cpu: Map<string, { p50: number; p95: number; n: number }>;
  fifty: Map<string, LoadResult | { skipped: string }>;
  sizes: Map<string, { first: number; total: number; status: number }>;
  search: Map<string, { p50: number; p95: number; n: number; non2xx: number }>;
  sitemaps: SitemapResult;
  lh: Map<string, LighthouseResult | "skipped">;
  lhPages: Page[];
  phaseSeconds: number;
}): number {
  const missed: string[] = [];
  if (!(alerts.ms < ALERTS_BUDGET_MS))
    missed.push(`alerts: ${alerts.alerts} alerts matched in ${alerts.ms.toFixed(0)} ms (budget < ${ALERTS_BUDGET_MS} ms)`);
  const got = <T>(m: Map<string, T>, key: string): T => {
    const v = m.get(key);
    if (v === undefined) throw new Error(`No result for ${key}`);
    return v;
  };
  const staticP50 = got(r.one, r.css).p50;
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "–");
  const kb = (n: number) => (n / 1024).toFixed(1);
  const mark = (bad: boolean, text: string) => (bad ? `**${text}** ✗` : text);

  const rows: string[][] = [];
  const st1 = got(r.one, r.css);
  const st50 = r.fifty.get(r.css);

  // Issue 45's budgets, judged by scripts/bench/judge.ts: a member's render ≤ 3× the static file, every page's
  // 50-connection p99 ≤ 1.5× the static file's, search p95 ≤ 10 ms, worker CPU p95 ≤ 10 ms per render (read from
  // the workerd threads' scheduler accounting: scripts/bench/cpu.ts).
  const fiftyOf = (path: string): FiftyResult => {
    const f = r.fifty.get(path);
    return !f ? null : "skipped" in f ? { skipped: f.skipped } : { p99: f.p99 };
  };
  // What the worker itself costs: a page's CPU less the static file's p50 (wrangler's local proxy and asset router,
  // which production does not run in the worker: docs/decisions/bench.md, 2026-11-28).
  const staticCpu = r.cpu.get(r.css);
  const netCpu = (path: string) => {
    const c = r.cpu.get(path);
    return c && staticCpu ? { p50: Math.max(0, c.p50 - staticCpu.p50), p95: Math.max(0, c.p95 - staticCpu.p50) } : null;
  };
  const verdict = judgeSpeed({
    staticP50,
    staticP99At50: st50 && !("skipped" in st50) ? st50.p99 : null,
    pages: PAGES.map((p) => ({
      path: p.path,
      memberRenderedP50: r.rendered.get(p.path)?.p50 ?? null,
      staticP50: r.rendered.get(p.path)?.staticP50,
      fifty: fiftyOf(p.path),
      cpu: netCpu(p.path),
    })),
    search: [...r.search].map(([kind, s]) => ({ kind, p95: s.p95 })),
    letterCpuP95: letter.p95 ?? Number.NaN,
  });
  missed.push(...verdict.missed);
  const quiet = readLastQuietRun();
  const quietRatio = (n: number | null | undefined, unit: number | null | undefined) => (n && unit ? (n / unit).toFixed(1) : "–");
  const cpuCell = (path: string, over: boolean) => {
    const c = r.cpu.get(path);
    const n = netCpu(path);
    return c && n ? `${mark(over, `${ms(n.p50)} / ${ms(n.p95)}`)} (${ms(c.p50)} / ${ms(c.p95)})` : "not measured";
  };
  const speedRows = verdict.pages.map((v) => {
    const last = quiet?.pages[pageTemplate(v.path)];
    const f = fiftyOf(v.path);
    return [
      v.path.length > 28 ? `${v.path.slice(0, 27)}…` : v.path,
      ms(r.rendered.get(v.path)?.p50 ?? NaN),
      ms(r.rendered.get(v.path)?.staticP50 ?? NaN),
      mark(v.renderOver, v.renderRatio === null ? "–" : v.renderRatio.toFixed(1)),
      `${quietRatio(last?.renderedP50, quiet?.staticP50)}${last && !last.memberRendered ? " (visitor)" : ""}`,
      f && "p99" in f ? ms(f.p99) : "not run",
      mark(v.p99Over, v.p99Ratio === null ? "–" : v.p99Ratio.toFixed(2)),
      quiet?.staticP99At50 && last?.p99At50 ? (last.p99At50 / quiet.staticP99At50).toFixed(2) : "–",
      cpuCell(v.path, v.cpuOver),
    ];
  });
  const speedHeader = [
    "page",
    "member rendered p50 ms",
    "static file p50 ms, in turn with it",
    `× static (≤ ${SPEED_BUDGET.memberRenderRatio})`,
    "last quiet ×",
    "50c p99 ms",
    `50c p99 × static's (≤ ${SPEED_BUDGET.p99Ratio50})`,
    "last quiet ×",
    `worker CPU p50 / p95 ms (≤ ${SPEED_BUDGET.cpuP95Ms}) (with the local proxy)`,
  ];
  const speedTable = [speedHeader, speedHeader.map(() => "---"), ...speedRows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
  const fiftyCells = (b: LoadResult | { skipped: string } | undefined) =>
    !b ? ["–", "–"] : "skipped" in b ? ["**not run** ✗", `(${b.skipped})`] : null;
  rows.push([
    "static CSS",
    ms(st1.p50),
    ms(st1.p99),
    st1.rps.toFixed(0),
    "1.0",
    "",
    "",
    ...(fiftyCells(st50) ?? [String((st50 as LoadResult).non2xx), ms((st50 as LoadResult).p99)]),
    "",
    "",
    "",
    "",
    "",
    "",
    "",
  ]);
  for (const p of PAGES) {
    const a = got(r.one, p.path);
    const b50 = r.fifty.get(p.path);
    const b = b50 && !("skipped" in b50) ? b50 : null;
    const size = got(r.sizes, p.path);
    const ratio = a.p50 / staticP50;
    const checks = {
      status: size.status !== 200 || a.non2xx > 0,
      ratio: !(ratio <= BUDGET.ratio),
      non2xx: !b || b.non2xx > BUDGET.non2xx50,
      p99: !b || !(b.p99 < BUDGET.p99Ms50),
      first: size.first > BUDGET.firstGzipKB * 1024,
      total: p.path === "/" && size.total > BUDGET.homeTotalKB * 1024,
    };
    if (checks.status) missed.push(`${p.path}: answered ${size.status} (1 connection: ${JSON.stringify(a.statuses)})`);
    if (checks.ratio) missed.push(`${p.path}: p50 ${ratio.toFixed(1)}× the static file (budget ${BUDGET.ratio}×)`);
    if (!b) missed.push(`${p.path}: 50 connections not run (${b50 && "skipped" in b50 ? b50.skipped : "?"})`);
    else {
      if (checks.non2xx) missed.push(`${p.path}: ${b.non2xx} non-2xx at 50 connections ${JSON.stringify(b.statuses)}`);
      if (checks.p99) missed.push(`${p.path}: p99 ${ms(b.p99)} ms at 50 connections (budget < ${BUDGET.p99Ms50} ms)`);
    }
    if (checks.first) missed.push(`${p.path}: first response ${kb(size.first)} KB gzip (budget ${BUDGET.firstGzipKB} KB)`);
    if (checks.total) missed.push(`${p.path}: ${kb(size.total)} KB gzip in all (budget ${BUDGET.homeTotalKB} KB)`);

    const l = r.lh.get(p.path);
    let lhCells = ["", "", "", "", ""];
    if (l === "skipped") {
      lhCells = ["**not run** ✗", "", "", "", ""];
      missed.push(`${p.path}: Lighthouse not run (time budget)`);
    } else if (l) {
      const bad = {
        perf: !(l.performance !== null && l.performance >= BUDGET.performance),
        lcp: !(l.lcpMs !== null && l.lcpMs <= BUDGET.lcpMs),
        cls: !(l.cls !== null && l.cls <= BUDGET.cls),
        a11y: !(l.accessibility !== null && l.accessibility >= BUDGET.accessibility),
        images: l.imageFailures.length > 0,
      };
      if (l.error) missed.push(`${p.path}: Lighthouse error ${l.error}`);
      if (bad.perf) missed.push(`${p.path}: Lighthouse performance ${l.performance} (budget ≥ ${BUDGET.performance})`);
      if (bad.lcp) missed.push(`${p.path}: LCP ${l.lcpMs === null ? "–" : (l.lcpMs / 1000).toFixed(2)} s (budget ≤ ${BUDGET.lcpMs / 1000} s)`);
      if (bad.cls) missed.push(`${p.path}: CLS ${l.cls} (budget ${BUDGET.cls})`);
      if (bad.a11y) missed.push(`${p.path}: accessibility ${l.accessibility} (failing: ${l.a11yFailures.join(", ")})`);
      if (bad.images) missed.push(`${p.path}: image audits failing: ${l.imageFailures.join(", ")}`);
      lhCells = [
        mark(bad.perf, l.performance === null ? "–" : l.performance.toFixed(2)),
        mark(bad.lcp, l.lcpMs === null ? "–" : (l.lcpMs / 1000).toFixed(2)),
        mark(bad.cls, l.cls === null ? "–" : l.cls.toFixed(3)),
        mark(bad.a11y, l.accessibility === null ? "–" : l.accessibility.toFixed(2)),
        p.pictures ? (bad.images ? `**${l.imageFailures.length} failing** ✗` : "pass") : "",
      ];
    }
    rows.push([
      p.path.length > 28 ? `${p.path.slice(0, 27)}…` : p.path,
      ms(a.p50),
      ms(a.p99),
      a.rps.toFixed(0),
      mark(checks.ratio, ratio.toFixed(1)),
      ms(got(r.rendered, p.path).p50),
      (got(r.rendered, p.path).p50 / got(r.rendered, p.path).staticP50).toFixed(1),
      ...(b ? [mark(checks.non2xx, String(b.non2xx)), mark(checks.p99, ms(b.p99))] : (fiftyCells(b50) ?? ["–", "–"])),
      mark(checks.first, kb(size.first)),
      mark(checks.total, kb(size.total)),
      ...lhCells,
    ]);
  }

  const header = [
    "page",
    "p50 ms",
    "p99 ms",
    "req/s",
    "× static",
    "member rendered p50 ms",
    "member rendered × static",
    "50c non-2xx",
    "50c p99 ms",
    "HTML KB gz",
    "total KB gz",
    "LH perf",
    "LCP s",
    "CLS",
    "a11y",
    "images",
  ];
  const table = [header, header.map(() => "---"), ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");

  const searchRows = [...r.search].map(([kind, s]) => {
    const bad = !(s.p95 <= BUDGET.searchP95Ms) || s.non2xx > 0;
    if (s.non2xx > 0) missed.push(`search ${kind}: ${s.non2xx} non-200 answers`);
    const last = quiet?.search[kind];
    return `| ${kind} | ${ms(s.p50)} | ${mark(bad, ms(s.p95))} | ${last === undefined ? "–" : ms(last)} | ${s.n} |`;
  });
  const searchTable = [
    `| search kind | p50 ms | p95 ms (≤ ${BUDGET.searchP95Ms}) | last quiet p95 ms | requests |`,
    "| --- | --- | --- | --- | --- |",
    ...searchRows,
  ].join("\n");

  // Sitemaps: one row per kind (its pages, URLs, the worst page's worker time); every page is judged.
  const byKind = new Map<string, { pages: number; urls: number; worst: number; worstLoc: string }>();
  for (const p of r.sitemaps.pages) {
    const kind = /\/sitemaps\/([a-z]+)\.xml/.exec(p.loc)?.[1] ?? p.loc;
    const k = byKind.get(kind) ?? { pages: 0, urls: 0, worst: 0, worstLoc: "" };
    k.pages++;
    k.urls += p.urls;
    if (!(p.workerMs <= k.worst)) Object.assign(k, { worst: p.workerMs, worstLoc: p.loc });
    byKind.set(kind, k);
    if (p.status !== 200) missed.push(`sitemap ${p.loc}: answered ${p.status}`);
    else if (!(p.workerMs <= SITEMAP_BUDGET_MS))
      missed.push(`sitemap ${p.loc}: ${ms(p.workerMs)} ms of worker time (budget ≤ ${SITEMAP_BUDGET_MS} ms)`);
  }
  if (!(r.sitemaps.indexMs <= SITEMAP_BUDGET_MS))
    missed.push(`sitemap index: ${ms(r.sitemaps.indexMs)} ms of worker time (budget ≤ ${SITEMAP_BUDGET_MS} ms)`);
  if (r.sitemaps.skipped) missed.push(`sitemaps: ${r.sitemaps.skipped} page(s) not measured (time budget)`);
  const sitemapTable = [
    `| sitemap kind | pages | URLs | worst worker ms (≤ ${SITEMAP_BUDGET_MS}) |`,
    "| --- | --- | --- | --- |",
    `| index | 1 | ${r.sitemaps.pages.length + r.sitemaps.skipped} sitemaps | ${mark(!(r.sitemaps.indexMs <= SITEMAP_BUDGET_MS), ms(r.sitemaps.indexMs))} (first request, counting: ${ms(r.sitemaps.firstIndexMs)}) |`,
    ...[...byKind].map(
      ([kind, k]) => `| ${kind} | ${k.pages} | ${k.urls.toLocaleString("en-US")} | ${mark(!(k.worst <= SITEMAP_BUDGET_MS), ms(k.worst))} |`,
    ),
  ].join("\n");

  const cpu = /model name\s*:\s*(.+)/.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1] ?? os.cpus()[0]?.model ?? "?";
  let commit = "";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    // not a checkout
  }
  console.log(`\n## npm run bench — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC${commit ? `, commit ${commit}` : ""}`);
  console.log(`Machine: ${os.availableParallelism()} cores (nproc), ${cpu}; Node ${process.version}${quick ? "; BENCH_QUICK" : ""}.`);
  console.log(
    `Data: ${Object.entries(SCALE)
      .map(([t, n]) => `${n.toLocaleString("en-US")} ${t}`)
      .join(", ")} (plus the normal seed). ` +
      `Load phases ${r.phaseSeconds.toFixed(1)} s each; static file ${r.css}; search terms park, ${RARE_WORD.toLowerCase()}, bakery, zzyzx.\n`,
  );
  console.log(table);
  console.log("");
  console.log(`A member's page (issue 45); "last quiet": ${quiet?.run ?? "none recorded"}.\n`);
  console.log(speedTable);
  if (staticCpu)
    console.log(
      `\nWorker CPU is the workerd threads' time per member render (/proc schedstat), one request at a time, less the static ` +
        `file's p50: the static file, which only wrangler's local proxy and asset router handle, costs ${ms(staticCpu.p50)} / ` +
        `${ms(staticCpu.p95)} ms (p50 / p95) per request; in brackets, the page's own before that subtraction.`,
    );
  for (const u of verdict.unjudged) console.log(`\nNot judged: ${u}.`);
  console.log("");
  console.log(searchTable);
  console.log("");
  console.log(sitemapTable);
  console.log("");
  console.log(
    [
      "| weekly letter | readers | batches (100 readers) | CPU p50 ms / batch | CPU p95 ms / batch (≤ 10) | CPU max ms | CPU total ms | largest batch body KB |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      `| prepare (render + copy + batch JSON) | ${letter.readers.toLocaleString("en-US")} | ${letter.batches} | ${ms(letter.p50!)} | ${mark(!(letter.p95! <= SPEED_BUDGET.cpuP95Ms), ms(letter.p95!))} | ${ms(letter.max!)} | ${letter.totalMs.toFixed(0)} | ${letter.maxBodyKB.toFixed(0)} |`,
    ].join("\n"),
  );
  console.log("");
  console.log(
    [
      `| saved-search alerts | alerts | distinct searches | a day's new rows (ads, jobs, events) | alerts with news | ms (< ${ALERTS_BUDGET_MS}) | CPU ms |`,
      "| --- | --- | --- | --- | --- | --- | --- |",
      `| match (each page's conditions, every search of a kind in one statement) | ${alerts.alerts.toLocaleString("en-US")} | ${alerts.queries} | ${alerts.newRows.classified_ads}, ${alerts.newRows.jobs}, ${alerts.newRows.events} | ${alerts.withNews} | ${mark(!(alerts.ms < ALERTS_BUDGET_MS), alerts.ms.toFixed(0))} | ${alerts.cpuMs.toFixed(0)} |`,
    ].join("\n"),
  );
  console.log(
    `\nVisitors (no cookie) read public pages from the page cache, as in production (PAGE_CACHE_SECONDS=${PAGE_CACHE_SECONDS}, ` +
      `docs/decisions/page-cache.md); /search is signed in, so always rendered. Every page keeps its KV reads (settings, alerts) in the ` +
      `isolate for the same window. "rendered" is the same page with the page cache skipped ` +
      `(Cache-Control: no-cache) for a signed-in member: what a member costs, judged against ${SPEED_BUDGET.memberRenderRatio}× the static file (issue 45).\n` +
      `Budgets: p50 ≤ ${BUDGET.ratio}× static; 50 connections: 0 non-2xx, p99 < ${BUDGET.p99Ms50} ms; first response ≤ ${BUDGET.firstGzipKB} KB gzip; ` +
      `home ≤ ${BUDGET.homeTotalKB} KB gzip in all; search p95 ≤ ${BUDGET.searchP95Ms} ms; Lighthouse mobile performance ≥ ${BUDGET.performance}, ` +
      `LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ${BUDGET.cls}, accessibility ${BUDGET.accessibility}; image audits pass on picture pages.`,
  );
  if (missed.length) {
    console.log(`\n${missed.length} budget(s) missed:`);
    for (const m of missed) console.log(`- ${m}`);
  } else {
    console.log("\nAll budgets met.");
  }
  const logFile = `${dbFile}.server.log`;
  const slow = existsSync(logFile) ? slowStatements(readFileSync(logFile, "utf8")) : [];
  if (slow.length) {
    console.log(`\nStatements over ${SPEED_BUDGET.slowStatementMs} ms at the libSQL server (max, times seen), each with its EXPLAIN QUERY PLAN:`);
    for (const st of slow) {
      console.log(`- ${st.max.toFixed(0)} ms ×${st.count}: ${st.sql.length > 400 ? `${st.sql.slice(0, 399)}…` : st.sql}`);
      for (const line of queryPlan(dbFile, st.sql)) console.log(`    ${line}`);
    }
  } else console.log(`\nNo statement over ${SPEED_BUDGET.slowStatementMs} ms at the libSQL server.`);
  if (process.env.BENCH_RECORD_QUIET === "1" && !quick) {
    const record: QuietRun = {
      run: `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC${commit ? `, ${commit}` : ""}`,
      staticP50,
      staticP99At50: st50 && !("skipped" in st50) ? st50.p99 : null,
      pages: Object.fromEntries(
        PAGES.map((p) => {
          const f = fiftyOf(p.path);
          return [
            pageTemplate(p.path),
            { renderedP50: r.rendered.get(p.path)?.p50 ?? null, p99At50: f && "p99" in f ? f.p99 : null, memberRendered: true },
          ];
        }),
      ),
      search: Object.fromEntries([...r.search].map(([kind, s]) => [kind, s.p95])),
    };
    recordQuietRun(record);
    console.log("\nRecorded as the last quiet run (scripts/bench/last-quiet-run.json): BENCH_RECORD_QUIET=1.");
  }
  console.log(`\nTotal ${elapsed().toFixed(0)} s.`);
  return missed.length ? 1 : 0;
}
