// Loopback HTTP measurement for the bench: keep-alive connections, bodies read raw (as they travel, gzip when the
// server compresses), every loop bounded by a deadline.
import http from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";

export interface Sample {
  status: number;
  ms: number;
  /** Bytes on the wire (the compressed body when Content-Encoding is gzip). */
  wireBytes: number;
  body: Buffer;
  headers: http.IncomingHttpHeaders;
}

export function request(
  agent: http.Agent,
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = http.request(
      url,
      {
        agent,
        method: opts.method ?? "GET",
        headers: { "Accept-Encoding": "gzip", "User-Agent": "greenwood-bench", ...opts.headers },
        timeout: opts.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const gz = res.headers["content-encoding"] === "gzip";
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - t,
            wireBytes: raw.length,
            body: gz ? gunzipSync(raw) : raw,
            headers: res.headers,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    if (opts.body) req.end(opts.body);
    else req.end();
  });
}

/** gzip size of a body as it would travel: the wire size when the server compressed it, else gzip -6 of it. */
export function gzipBytes(s: Sample): number {
  return s.headers["content-encoding"] === "gzip" ? s.wireBytes : gzipSync(s.body, { level: 6 }).length;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export interface LoadResult {
  count: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  /** Answers outside 2xx, plus requests that failed or were still unanswered at the hard stop. */
  non2xx: number;
  /** Requests still unanswered at the hard stop (counted in non2xx, left to finish on their own). */
  unanswered: number;
  statuses: Record<string, number>;
  /** Settles when every request of the run has finished, the unanswered ones included. */
  drained: Promise<void>;
}

/**
 * `connections` keep-alive loops hitting `url` for `seconds`; requests still out `graceSeconds` after that are
 * counted as failures and left to finish on their own. They are never aborted: a client that resets its
 * connection under load makes wrangler dev exit ("Network connection lost" in its proxy), ending the run.
 */
export async function load(
  url: string,
  { connections, seconds, graceSeconds, headers }: { connections: number; seconds: number; graceSeconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let non2xx = 0;
  let unanswered = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  let timer: NodeJS.Timeout | undefined;
  const inFlight = new Set<Promise<unknown>>();
  const hardStop = new Promise<"stop">((resolve) => {
    timer = setTimeout(() => resolve("stop"), (seconds + graceSeconds) * 1000);
  });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const pending = request(agent, url, { headers, timeoutMs: 120_000 }).catch((e: unknown) => e as Error);
        inFlight.add(pending);
        void pending.then(() => inFlight.delete(pending));
        const s = await Promise.race([pending, hardStop]);
        if (s === "stop") {
          unanswered++;
          non2xx++;
          statuses.unanswered = (statuses.unanswered ?? 0) + 1;
          return;
        }
        if (s instanceof Error) {
          non2xx++;
          statuses.error = (statuses.error ?? 0) + 1;
          continue;
        }
        latencies.push(s.ms);
        statuses[s.status] = (statuses[s.status] ?? 0) + 1;
        if (s.status < 200 || s.status > 299) non2xx++;
      }
    }),
  );
  clearTimeout(timer);
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  // Unanswered requests took at least the whole run: they count at the top of the distribution.
  const all = [...latencies, ...Array.from({ length: unanswered }, () => elapsed * 1000)];
  return {
    count: latencies.length,
    seconds: elapsed,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    p99: percentile(all, 99),
    rps: latencies.length / elapsed,
    non2xx,
    unanswered,
    statuses,
    drained: Promise.all([...inFlight]).then(() => agent.destroy()),
  };
}

/**
 * Two URLs fetched in turn on one keep-alive connection for `seconds` (a, b, a, b, …): each one's p50 from the same
 * seconds, so a machine whose speed drifts between phases moves both alike (issue 45's member render against the static
 * file). Only 200s count; anything else is counted in `non2xx`.
 */
export async function alternate(
  a: { url: string; headers?: Record<string, string> },
  b: { url: string; headers?: Record<string, string> },
  seconds: number,
): Promise<{ a: { p50: number; count: number }; b: { p50: number; count: number }; non2xx: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times = { a: [] as number[], b: [] as number[] };
  let non2xx = 0;
  const deadline = performance.now() + seconds * 1000;
  try {
    while (performance.now() < deadline) {
      for (const [key, target] of [
        ["a", a],
        ["b", b],
      ] as const) {
        const s = await request(agent, target.url, { headers: target.headers, timeoutMs: 30_000 });
        if (s.status === 200) times[key].push(s.ms);
        else non2xx++;
      }
    }
  } finally {
    agent.destroy();
  }
  const p50 = (list: number[]) =>
    percentile(
      [...list].sort((x, y) => x - y),
      50,
    );
  return { a: { p50: p50(times.a), count: times.a.length }, b: { p50: p50(times.b), count: times.b.length }, non2xx };
}

/** The same-origin CSS and JS a page's HTML makes the browser fetch: stylesheets, module preloads, scripts and
 * the modules its inline module scripts import (Remix's entry and route modules). */
export function referencedAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? "";
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    // x-modulepreload: a modulepreload held back until after the first paint (docs/decisions/pages-without-react.md).
    if (href && /(^|\s)(stylesheet|modulepreload|x-modulepreload)(\s|$)/.test(rel)) urls.add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]!);
  for (const m of html.matchAll(/<script\b[^>]*type="(?:module|x-remix-module)"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1]!.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+)["']/g)) urls.add(i[1]!);
    for (const i of m[1]!.matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)) urls.add(i[1]!);
  }
  return [...urls].filter((u) => u.startsWith("/") && !u.startsWith("//"));
}
