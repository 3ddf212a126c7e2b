// Starts the site exactly as `npm start` does (scripts/start.ts: migrate, seed if empty, the local libSQL server and
// wrangler dev), on the bench's database and port, in its own process group so that stopping it stops all of it.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync } from "node:fs";
import http from "node:http";
import { fileURLToPath } from "node:url";

export interface RunningSite {
  base: string;
  stop(): Promise<void>;
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
        HRANA_SLOW_MS: "50",
        PAGE_CACHE_SECONDS: pageCacheSeconds,
      },
    },
  );
  let exited = false;
  child.on("exit", () => (exited = true));
  const stop = async () => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const until = Date.now() + 5_000;
    while (!exited && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    if (!exited) {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // gone
      }
    }
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited) throw new Error(`The site exited while starting; see ${logFile}`);
    if (await ok(`${base}/api/site-config`)) return { base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`The site did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}
