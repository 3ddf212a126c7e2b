// Starts the site exactly as `npm start` does (scripts/start.ts: migrate, seed if empty, the local libSQL server and
// wrangler dev), on the bench's database and port, in its own process group so that stopping it stops all of it.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { SPEED_BUDGET } from "./judge";

const SLOW_STATEMENT_MS = SPEED_BUDGET.slowStatementMs;

export interface RunningSite {
  base: string;
  /** The site's process group (the workerd processes in it are the worker whose CPU the bench reads). */
  pgid: number;
  /** Stops the site's process group: SIGTERM, then SIGKILL after 5 s. */
  stop(): Promise<void>;
  /** SIGKILL to the site's process group, synchronously (for process 'exit', where nothing can wait). */
  killNow(): void;
}

/** The part of `process` guardSite listens to (a test passes its own). */
export interface ProcessLike {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  exit(code?: number): never | void;
}

const SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/**
 * The bench stops its own site whatever happens (issue 45): a signal (Ctrl-C, a CI timeout's SIGTERM, a closed
 * terminal) stops it and exits with the signal's code; an uncaught error or rejection stops it and exits 1; and any exit
 * at all (process.exit included) kills its process group synchronously as a last resort. The site runs in its own
 * process group (detached), so a terminal's Ctrl-C never reaches it by itself. Returns the function that removes the
 * handlers (after the bench stopped the site in its finally).
 */
export function guardSite(site: Pick<RunningSite, "stop" | "killNow">, proc: ProcessLike = process): () => void {
  const handlers: [string, (...args: unknown[]) => void][] = [];
  let stopping = false;
  const stopThenExit = (code: number, why: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`[bench] ${why}: stopping the site`);
    void site.stop().finally(() => proc.exit(code));
  };
  for (const [signal, code] of Object.entries(SIGNALS)) handlers.push([signal, () => stopThenExit(code, signal)]);
  handlers.push(["uncaughtException", (e) => stopThenExit(1, `uncaught ${String(e)}`)]);
  handlers.push(["unhandledRejection", (e) => stopThenExit(1, `unhandled rejection ${String(e)}`)]);
  handlers.push(["exit", () => site.killNow()]);
  for (const [event, handler] of handlers) proc.on(event, handler);
  return () => {
    for (const [event, handler] of handlers) proc.off(event, handler);
  };
}

function ok(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: 2_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(false));
  });
}

/**
 * Stopping a process group (a detached child's): the whole group, not only its leader, so wrangler's workerd and the
 * database server go too even when the leader (scripts/start.ts) has already exited.
 */
export function processGroup(pgid: number): Pick<RunningSite, "stop" | "killNow"> & { alive(): boolean } {
  const alive = () => {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // gone
    }
  };
  const waitGone = async (ms: number) => {
    const until = Date.now() + ms;
    while (alive() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  };
  return {
    alive,
    killNow: () => signal("SIGKILL"),
    async stop() {
      if (!alive()) return;
      signal("SIGTERM");
      await waitGone(5_000);
      if (alive()) {
        signal("SIGKILL");
        await waitGone(2_000);
      }
    },
  };
}

export async function startSite({
  port,
  dbFile,
  logFile,
  timeoutMs,
  pageCacheSeconds = "0",
}: {
  port: number;
  dbFile: string;
  logFile: string;
  timeoutMs: number;
  pageCacheSeconds?: string;
}): Promise<RunningSite> {
  const base = `http://127.0.0.1:${port}`;
  if (await ok(`${base}/api/site-config`)) throw new Error(`Something already answers on port ${port}; set BENCH_PORT`);
  const out = openSync(logFile, "w");
  const child: ChildProcess = spawn(
    process.execPath,
    [fileURLToPath(new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url)), fileURLToPath(new URL("../start.ts", import.meta.url))],
    {
      detached: true,
      stdio: ["ignore", out, out],
      env: {
        ...process.env,
        PORT: String(port),
        DB_FILE: dbFile,
        SKIP_BUILD: "1",
        RATE_LIMITS: "off",
        FRESH_DB: "",
        // No /__scheduled route (scripts/start.ts): the pages run without wrangler's middleware for it, as in production.
        TEST_SCHEDULED: "0",
        HRANA_SLOW_MS: String(SLOW_STATEMENT_MS),
        PAGE_CACHE_SECONDS: pageCacheSeconds,
      },
    },
  );
  let exited = false;
  child.on("exit", () => (exited = true));
  if (child.pid === undefined) throw new Error("The site did not start (no process id)");
  const { stop, killNow } = processGroup(child.pid);
  // Guarded while it starts too: a Ctrl-C during wrangler's start-up must not leave it running.
  const unguard = guardSite({ stop, killNow });
  const until = Date.now() + timeoutMs;
  try {
    while (Date.now() < until) {
      if (exited) throw new Error(`The site exited while starting; see ${logFile}`);
      if (await ok(`${base}/api/site-config`)) return { base, pgid: child.pid, stop, killNow };
      await new Promise((r) => setTimeout(r, 250));
    }
    await stop();
    throw new Error(`The site did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
  } finally {
    unguard();
  }
}
