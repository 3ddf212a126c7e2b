// Lighthouse on a few pages, for finding why one misses its budget: starts the site on .data/bench.db as the bench
// does (SKIP_BUILD: build first) and prints performance, LCP, CLS, accessibility and Lighthouse's diagnosis.
//   npx tsx scripts/bench/lighthouse-pages.ts /news /events /events/123 [--runs 2] [--json]
import { audit, startChrome } from "./lighthouse";
import { startSite } from "./server";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
const json = args.includes("--json");
const paths = args.filter((a, i) => a.startsWith("/") && i !== runsAt + 1);
if (!paths.length) {
  console.error("Usage: tsx scripts/bench/lighthouse-pages.ts /path [/path …] [--runs N] [--json]");
  process.exit(2);
}

const port = Number(process.env.BENCH_PORT ?? 8790);
const dbFile = process.env.BENCH_DB ?? ".data/bench.db";
const site = await startSite({ port, dbFile, logFile: `${dbFile}.lighthouse-pages.log`, timeoutMs: 90_000 });
const chrome = await startChrome();
try {
  // Warm the worker and the database caches, as the bench's size phase does before Lighthouse.
  for (const p of paths) for (let i = 0; i < 3; i++) await (await fetch(site.base + p)).arrayBuffer();
  for (let run = 1; run <= runs; run++) {
    for (const p of paths) {
      const r = await audit(chrome.port, site.base + p, { images: true, diagnose: true });
      const fmt = (n: number | null, digits = 2) => (n === null ? "–" : n.toFixed(digits));
      console.log(
        `run ${run} ${p}: performance ${fmt(r.performance)}  LCP ${fmt(r.lcpMs === null ? null : r.lcpMs / 1000)} s  CLS ${fmt(r.cls, 3)}  accessibility ${fmt(r.accessibility)}${r.error ? `  error: ${r.error}` : ""}`,
      );
      const d = r.diagnosis;
      if (!d) continue;
      console.log(`  LCP element: ${d.lcpElement ?? "–"}`);
      console.log(
        `  LCP phases: ${Object.entries(d.lcpPhases)
          .map(([k, v]) => `${k} ${v} ms`)
          .join(", ")}`,
      );
      console.log(`  FCP ${fmt(d.fcpMs, 0)} ms, TBT ${fmt(d.tbtMs, 0)} ms, Speed Index ${fmt(d.speedIndexMs, 0)} ms`);
      if (json || d.renderBlocking.length) console.log(`  render-blocking: ${d.renderBlocking.join("; ") || "none"}`);
      if (json) console.log(`  bootup: ${d.bootup.join("; ")}`);
      if (json) console.log(`  observed: ${d.observed}`);
      if (d.lcpImageAudits.length) console.log(`  LCP picture: ${d.lcpImageAudits.join("; ")}`);
      if (d.layoutShifts.length) console.log(`  layout shifts: ${d.layoutShifts.join("; ")}`);
      if (r.imageFailures.length) console.log(`  image audits: ${r.imageFailures.join("; ")}`);
      if (r.a11yFailures.length) console.log(`  accessibility: ${r.a11yFailures.join("; ")}`);
    }
  }
} finally {
  await chrome.kill();
  await site.stop();
}
