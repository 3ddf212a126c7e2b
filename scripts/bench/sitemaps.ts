// The bench's sitemap phase (issue 34 §3): every page the sitemap index names, rendered (the page cache skipped),
// judged by the worker's own time (Server-Timing `total`) against 200 ms per page. At the bench's scale that is the
// news sitemap's 20 pages of 5,000 articles (100,000 in all), keyset-paged, plus each other kind's pages.
import type http from "node:http";
import { request } from "./http";

export const SITEMAP_BUDGET_MS = 200;

export interface SitemapResult {
  /** Pages measured, each with its worst worker time over `rounds` requests. */
  pages: { loc: string; urls: number; workerMs: number; wallMs: number; status: number }[];
  indexMs: number;
  /** The first index request's worker time: it counts the pages when none are kept (after a deploy), as the cron does. */
  firstIndexMs: number;
  skipped: number;
}

const serverTotal = (h: http.IncomingHttpHeaders) => {
  const m = /(?:^|,)\s*total;dur=([\d.]+)/.exec(String(h["server-timing"] ?? ""));
  return m ? Number(m[1]) : Number.NaN;
};

/** Measures the index and every page it names, within `seconds`; pages beyond the deadline are counted as skipped. */
export async function measureSitemaps(agent: http.Agent, base: string, seconds: number, rounds = 2): Promise<SitemapResult> {
  const until = performance.now() + seconds * 1000;
  const headers = { "Cache-Control": "no-cache" };
  // The pages' count is kept in KV by the hourly cron; the first request counts when none is kept (a fresh bench
  // KV), or counts again after its response when the kept one is old. The index is judged as the cron keeps it.
  const first = await request(agent, `${base}/sitemap.xml`, { headers, timeoutMs: 30_000 });
  await new Promise((r) => setTimeout(r, 3_000));
  const index = await request(agent, `${base}/sitemap.xml`, { headers, timeoutMs: 30_000 });
  const locs = [...index.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));
  const pages: SitemapResult["pages"] = [];
  let skipped = 0;
  for (const loc of locs) {
    if (performance.now() > until) {
      skipped++;
      continue;
    }
    const path = new URL(loc).pathname + new URL(loc).search;
    let worst = { workerMs: 0, wallMs: 0, status: 0, urls: 0 };
    for (let i = 0; i < rounds; i++) {
      const s = await request(agent, base + path, { headers, timeoutMs: 30_000 });
      const workerMs = serverTotal(s.headers);
      const urls = (s.body.toString("utf8").match(/<url>/g) ?? []).length;
      if (s.status !== 200 || !(workerMs <= worst.workerMs)) worst = { workerMs, wallMs: s.ms, status: s.status, urls };
    }
    pages.push({ loc: path, ...worst });
  }
  return { pages, indexMs: serverTotal(index.headers), firstIndexMs: serverTotal(first.headers), skipped };
}
