// The bench's CPU per render (issue 45) reads Linux's scheduler accounting: these pin the parsing against a fake /proc,
// and the reading against this process's own threads.
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cpuNs, parseStat, workerdPids } from "../../scripts/bench/cpu";

describe("the bench's CPU reading", () => {
  it("reads comm and the process group from a stat line, even when comm holds spaces and parentheses", () => {
    expect(parseStat("4242 (workerd) S 4200 4100 4100 0 -1 4194560 1 0")).toEqual({ comm: "workerd", pgrp: 4100 });
    expect(parseStat("77 (a (b) c) R 1 77 77 0")).toEqual({ comm: "a (b) c", pgrp: 77 });
    expect(parseStat("garbage")).toBeNull();
  });

  it("finds the workerd processes of one process group and sums their threads' time on a CPU", () => {
    const proc = mkdtempSync(path.join(os.tmpdir(), "fake-proc-"));
    const add = (pid: number, comm: string, pgrp: number, threads: Record<number, number>) => {
      mkdirSync(path.join(proc, String(pid), "task"), { recursive: true });
      writeFileSync(path.join(proc, String(pid), "stat"), `${pid} (${comm}) S 1 ${pgrp} ${pgrp} 0`);
      for (const [tid, ns] of Object.entries(threads)) {
        mkdirSync(path.join(proc, String(pid), "task", tid));
        writeFileSync(path.join(proc, String(pid), "task", tid, "schedstat"), `${ns} 5000 12\n`);
      }
    };
    add(10, "workerd", 9, { 10: 1_000_000, 11: 2_500_000 });
    add(12, "workerd", 9, { 12: 500_000 });
    add(13, "node", 9, { 13: 9_000_000 }); // wrangler itself: not the worker
    add(14, "workerd", 99, { 14: 7_000_000 }); // another site's worker
    mkdirSync(path.join(proc, "self"));
    const pids = workerdPids(9, proc);
    expect(pids.sort()).toEqual([10, 12]);
    expect(cpuNs(pids, proc)).toBe(4_000_000);
    expect(cpuNs([404], proc)).toBe(0); // a process that ended counts nothing
  });

  it("sees this process's own CPU grow while it works (the real /proc)", () => {
    const before = cpuNs([process.pid]);
    const start = process.cpuUsage();
    let x = 0;
    // 30 ms of this process's CPU, however busy the machine is (bounded by wall time too).
    const until = performance.now() + 5_000;
    while (performance.now() < until && process.cpuUsage(start).user < 30_000) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    expect(cpuNs([process.pid]) - before).toBeGreaterThan(20_000_000);
  });
});
