// Issue 28, item 12: the database process frozen (SIGSTOP: connections are accepted, nothing answers). Every kind of
// request (a visitor's page, a member's page, /api, a form write, a transaction, the calendar file) must give up with
// a 503 within a few query timeouts, never hang.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSession } from "../../app/models/session.server";
import { migrateDb, openNodeDb } from "../../db/node";
import { seedIfEmpty } from "../../db/seed";
import { startTestWorker, type TestWorker } from "../support/worker";

const TIMEOUT_MS = 2000;
let w: TestWorker;
let dbProcess: ChildProcess;
let dir: string;
let member: string;
let admin: string;

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "greenwood-freeze-"));
  const file = join(dir, "test.db");
  const { client, db } = openNodeDb(`file:${file}`);
  await migrateDb(db);
  await seedIfEmpty(db, new Date());
  member = `session=${(await createSession(db, "seed-member-jamie", new Date())).token}`;
  admin = `session=${(await createSession(db, "seed-admin", new Date())).token}`;
  client.close();
  // The database server in a process of its own, so it can be frozen as a whole.
  const port = await freePort();
  dbProcess = spawn(process.execPath, ["--import", "tsx", "db/hrana-server.ts"], {
    env: { ...process.env, DB_FILE: file, DB_PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    dbProcess.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
    dbProcess.once("exit", () => reject(new Error("database server exited")));
  });
  // The visitors' page cache on, as in production: visitors asking for one page wait for one render.
  w = await startTestWorker({
    seed: false,
    vars: { DATABASE_URL: `http://127.0.0.1:${port}`, DATABASE_TIMEOUT_MS: String(TIMEOUT_MS), PAGE_CACHE_SECONDS: "30" },
  });
}, 60_000);

afterAll(async () => {
  if (dbProcess?.pid) {
    process.kill(dbProcess.pid, "SIGCONT");
    dbProcess.kill("SIGTERM");
  }
  await w?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const DAY = 86_400_000;
const kinds: Array<[string, () => Promise<Response>]> = [
  ["visitor page /", () => w.fetch("/")],
  ["visitor page /events", () => w.fetch("/events")],
  ["visitor page /events again", () => w.fetch("/events")],
  ["visitor page /events a third time", () => w.fetch("/events")],
  ["member page /account", () => w.fetch("/account", { cookie: member })],
  ["member page /events", () => w.fetch("/events", { cookie: member })],
  ["admin page /admin", () => w.fetch("/admin", { cookie: admin })],
  ["api /api/events", () => w.fetch("/api/events")],
  ["api /api/auth/user", () => w.fetch("/api/auth/user", { cookie: member })],
  ["calendar /events.ics", () => w.fetch("/events.ics")],
  ["calendar /events/1.ics", () => w.fetch("/events/1.ics")],
  ["search", () => w.fetch("/search?q=park")],
  [
    "contact write",
    () =>
      w.fetch("/api/support/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          name: "Frozen Tester",
          email: "f@example.com",
          subject: "Frozen database",
          message: "A message sent while the database is frozen.",
          category: "Other",
        }),
      }),
  ],
  [
    "event create (member)",
    () =>
      w.fetch("/api/events/create", {
        method: "POST",
        cookie: member,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ title: "Frozen", location: "Hall", startDate: new Date(Date.now() + 3 * DAY).toISOString() }),
      }),
  ],
  [
    "sign-in",
    () => w.fetch("/api/login", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "userId=seed-member-pat" }),
  ],
];

it("with the database frozen, every kind of request answers 503 within a few query timeouts", async () => {
  // Warm: every kind once while the database answers (keep-alive connections, the isolate's caches).
  // Visitors' pages are left out, so that during the freeze they are not answered from the page cache.
  for (const [name, send] of kinds) if (!name.startsWith("visitor")) await (await send()).arrayBuffer();
  process.kill(dbProcess.pid!, "SIGSTOP");
  try {
    const results = await Promise.all(
      [...kinds, ...kinds].map(async ([name, send]) => {
        const started = Date.now();
        const res = await Promise.race([send(), new Promise<null>((r) => setTimeout(() => r(null), 20_000))]);
        const ms = Date.now() - started;
        if (res) await res.arrayBuffer().catch(() => {});
        return { name, status: res?.status ?? "hung", ms, kept: res?.headers.get("X-Page-Cache") === "hit" };
      }),
    );
    for (const r of results) {
      // One query timeout is the request's deadline: its 503 comes at about that, not one timeout per step.
      expect(r.ms, `${r.name}: ${r.status} after ${r.ms} ms`).toBeLessThan(2.5 * TIMEOUT_MS);
      // A visitor's page kept from before the freeze is still served from the page cache.
      expect(r.status, r.name).toBe(r.kept ? 200 : 503);
    }
  } finally {
    process.kill(dbProcess.pid!, "SIGCONT");
  }
}, 60_000);
