// The worker's CPU per render (issue 45), read from Linux's scheduler accounting of the workerd processes that the
// bench's site runs: /proc/<pid>/task/<tid>/schedstat's first field is the nanoseconds each thread spent on a CPU. A
// render's CPU is the sum over every workerd thread before and after one request, with requests one at a time. Unlike
// wall time, this barely moves when other work shares the machine. It is an upper bound on what Cloudflare bills:
// it includes wrangler's local proxy worker and the static-asset router in the same workerd, so the static file's own
// CPU is printed beside it (docs/decisions/bench.md, 2026-11-28).
import { readdirSync, readFileSync } from "node:fs";
import type http from "node:http";
import { request } from "./http";

/** Every process in the process group `pgid` (the bench's site) whose command is workerd. */
export function workerdPids(pgid: number, proc = "/proc"): number[] {
  const out: number[] = [];
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`${proc}/${name}/stat`, "utf8");
    } catch {
      continue; // gone between the listing and the read
    }
    const parsed = parseStat(stat);
    if (parsed && parsed.comm === "workerd" && parsed.pgrp === pgid) out.push(Number(name));
  }
  return out;
}

/** `comm` and `pgrp` from a /proc/<pid>/stat line (comm may hold spaces and parentheses: it ends at the last ')'). */
export function parseStat(line: string): { comm: string; pgrp: number } | null {
  const open = line.indexOf("(");
  const close = line.lastIndexOf(")");
  if (open < 0 || close < open) return null;
  const rest = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  // After comm: state, ppid, pgrp.
  const pgrp = Number(rest[2]);
  return Number.isInteger(pgrp) ? { comm: line.slice(open + 1, close), pgrp } : null;
}

/** Nanoseconds on a CPU, summed over every thread of the given processes (threads that end take theirs with them). */
export function cpuNs(pids: number[], proc = "/proc"): number {
  let total = 0;
  for (const pid of pids) {
    let tids: string[];
    try {
      tids = readdirSync(`${proc}/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        total += Number(readFileSync(`${proc}/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      } catch {
        // the thread ended
      }
    }
  }
  return total;
}

/**
 * CPU per render of one URL: `count` requests one after another (bounded by `deadline`), each measured as the workerd
 * threads' CPU from just before it is sent to just after its body arrived. Returns the sorted milliseconds.
 */
export async function cpuPerRequest(
  agent: http.Agent,
  url: string,
  opts: { pids: number[]; headers?: Record<string, string>; count: number; deadline: number },
): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < opts.count && performance.now() < opts.deadline; i++) {
    const before = cpuNs(opts.pids);
    const s = await request(agent, url, { headers: opts.headers, timeoutMs: 30_000 });
    const after = cpuNs(opts.pids);
    if (s.status === 200) out.push((after - before) / 1e6);
  }
  return out.sort((a, b) => a - b);
}
