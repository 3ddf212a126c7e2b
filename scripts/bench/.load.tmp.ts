import { load } from "./http";
const url = process.argv[2]; const conns = Number(process.argv[3] ?? 50);
const r = await load(url, { connections: conns, seconds: Number(process.argv[4] ?? 4), graceSeconds: 5 });
await r.drained;
console.log(url, "conns", conns, "rps", r.rps.toFixed(1), "p50", r.p50.toFixed(1), "p99", r.p99.toFixed(0), "non2xx", r.non2xx);
