// Integration harness: the built worker (build/index.js) in workerd through miniflare, against our local libSQL
// server on a fresh, migrated and seeded database file. Run `npm run build` first (npm test does).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { startHranaServer } from "../../db/hrana-server";
import { migrateDb, openNodeDb } from "../../db/node";
import { seedIfEmpty } from "../../db/seed";

export const BASE = "http://127.0.0.1:8787";

export type TestWorker = Awaited<ReturnType<typeof startTestWorker>>;

/** Rate limits per minute in tests: generous, so only a test that means to hit one (by lowering it) is throttled. */
export const TEST_RATE_LIMITS = { SIGNIN_LIMITER: 1000, CONTACT_LIMITER: 1000, CREATE_LIMITER: 1000 };

export async function startTestWorker(
  options: { vars?: Record<string, string>; seed?: boolean; now?: Date; rateLimits?: Partial<typeof TEST_RATE_LIMITS> } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), "greenwood-it-"));
  const file = join(dir, "test.db");
  const { client, db } = openNodeDb(`file:${file}`);
  await migrateDb(db);
  if (options.seed !== false) await seedIfEmpty(db, options.now ?? new Date());
  let dbServer: Awaited<ReturnType<typeof startHranaServer>> | null = await startHranaServer({ file, port: 0 });
  const dbPort = dbServer.port;
  const mf = new Miniflare({
    modules: [{ type: "ESModule", path: "build/index.js" }],
    modulesRoot: ".",
    compatibilityDate: "2025-04-01",
    compatibilityFlags: ["nodejs_compat"],
    kvNamespaces: ["CACHE"],
    ratelimits: Object.fromEntries(
      Object.entries({ ...TEST_RATE_LIMITS, ...options.rateLimits }).map(([name, limit]) => [name, { simple: { limit, period: 60 } }]),
    ),
    bindings: { ENVIRONMENT: "test", DATABASE_URL: dbServer.url, SITE_URL: BASE, ...options.vars },
  });
  await mf.ready;

  /** A request as a same-site browser would send it (Origin of this site on writes). */
  async function fetchPath(path: string, init: RequestInit & { cookie?: string } = {}) {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) headers.set("Origin", BASE);
    // miniflare delivers the request with its own loopback port in Host; a browser sends the site's host, which
    // Remix's own origin check compares with Origin.
    headers.set("X-Forwarded-Host", new URL(BASE).host);
    const res = await mf.dispatchFetch(`${BASE}${path}`, {
      ...init,
      headers,
      redirect: "manual",
    } as Parameters<Miniflare["dispatchFetch"]>[1]);
    return res as unknown as Response;
  }

  return {
    mf,
    db,
    dbUrl: dbServer.url,
    /** Stops the database server (a killed database); the worker keeps running. */
    async stopDatabase() {
      await dbServer?.close();
      dbServer = null;
    },
    /** Starts the database server again on the same port and file. */
    async startDatabase() {
      dbServer ??= await startHranaServer({ file, port: dbPort });
    },
    fetch: fetchPath,
    kv: () => mf.getKVNamespace("CACHE"),
    async scheduled(cron: string) {
      const worker = await mf.getWorker();
      return worker.scheduled({ cron, scheduledTime: new Date() });
    },
    async close() {
      await mf.dispose();
      await dbServer?.close();
      client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The Set-Cookie values of a response, as "name=value" pairs for the next request's Cookie header. */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/** A signed-in member's Cookie header value, with a fresh session in the test database. */
export async function sessionCookie(w: TestWorker, userId: string) {
  const { createSession } = await import("../../app/models/session.server");
  return `session=${(await createSession(w.db, userId, new Date())).token}`;
}

/** A browser-like form POST. */
export function postForm(w: TestWorker, path: string, cookie: string | undefined, fields: Record<string, string>) {
  return w.fetch(path, { method: "POST", cookie, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() });
}

/** A JSON API POST. */
export function postJson(w: TestWorker, path: string, cookie: string | undefined, body: unknown) {
  return w.fetch(path, { method: "POST", cookie, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/** The visible text of an HTML page, entities decoded, whitespace folded: for asserting the spec's texts. */
export function pageText(html: string) {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}
