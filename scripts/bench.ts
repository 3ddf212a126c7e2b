// npm run bench — a bounded load benchmark against a running server (default: what `npm start` serves).
// BENCH_URL=http://127.0.0.1:8787 BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run bench
const base = process.env.BENCH_URL ?? "http://127.0.0.1:8787";
const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 10), 60);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 64);
// The home page next to a static asset (the floor: Workers static assets, no worker code runs).
const paths = (process.env.BENCH_PATHS ?? "/,/favicon.svg,/api/weather,/api/site-config,/news,/events,/directory").split(",");

if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(base)) {
  throw new Error("The benchmark only targets loopback addresses");
}

for (const path of paths) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let bytes = 0;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const t = performance.now();
        const res = await fetch(base + path, { headers: { "Accept-Encoding": "gzip" } });
        bytes += (await res.arrayBuffer()).byteLength;
        latencies.push(performance.now() - t);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${path.padEnd(20)} ${(latencies.length / seconds).toFixed(0).padStart(5)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms  ` +
      `${Math.round(bytes / latencies.length)} B/resp on the wire (gzip)  statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
}
export {};
