// Integration harness: the built worker (build/index.js) in workerd through miniflare, against our local libSQL
// server on a fresh, migrated and seeded database file. Run `npm run build` first (npm test does).
import { createECDH, randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { fetch as mfFetch, Miniflare } from "miniflare";
import { inject } from "vitest";
import { startHranaServer } from "../../db/hrana-server";
import { migrateDb, openNodeDb } from "../../db/node";
import { seedIfEmpty } from "../../db/seed";
import { SEED_TZ } from "../../db/seed-builder";

export const BASE = "http://127.0.0.1:8787";

export type TestWorker = Awaited<ReturnType<typeof startTestWorker>>;

/** A seeded template is reused for at most this long after its `now`: the seed's relative times drift no further. */
const TEMPLATE_MAX_AGE_MS = 15 * 60_000;

/**
 * The template database tests/support/template-db.ts made for this run (migrated and seeded for Greenwood), when a
 * test asks for the default seed (no `now`, no other town) and the template is fresh: seeded less than
 * TEMPLATE_MAX_AGE_MS ago and on the same calendar day in the seed's time zone (it places events by that date). Otherwise
 * null, and the test's database is migrated and seeded itself as before.
 */
function templateFor(options: { seed?: boolean; now?: Date; town?: string }): string | null {
  if (options.seed === false || options.now !== undefined || (options.town ?? "greenwood") !== "greenwood") return null;
  const template = inject("templateDb");
  if (!template) return null;
  const now = Date.now();
  if (now - template.seededAt > TEMPLATE_MAX_AGE_MS) return null;
  const day = (ms: number) => new Date(ms).toLocaleDateString("en-US", { timeZone: SEED_TZ });
  return day(now) === day(template.seededAt) ? template.file : null;
}

/** Rate limits per minute in tests: generous, so only a test that means to hit one (by lowering it) is throttled. */
export const TEST_RATE_LIMITS = { SIGNIN_LIMITER: 1000, CONTACT_LIMITER: 1000, CREATE_LIMITER: 1000, SUBSCRIBE_LIMITER: 1000 };

/** The column names of a Hrana pipeline's answer (each statement's and each batch step's), [] for anything else. */
function columnNames(body: Buffer): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return [];
  }
  const names: string[] = [];
  const collect = (result: unknown) => {
    const cols = (result as { cols?: { name?: unknown }[] } | null)?.cols;
    if (Array.isArray(cols)) for (const c of cols) if (typeof c?.name === "string") names.push(c.name);
  };
  for (const r of (parsed as { results?: unknown[] }).results ?? []) {
    const response = (r as { response?: { type?: string; result?: unknown } }).response;
    if (response?.type === "execute") collect(response.result);
    if (response?.type === "batch") for (const step of (response.result as { step_results?: unknown[] })?.step_results ?? []) collect(step);
  }
  return names;
}

/**
 * A pass-through HTTP proxy in front of the database server that counts the requests the worker makes to it: each
 * is one outgoing subrequest of the invocation (a db.batch is one).
 */
async function countingProxy(target: string) {
  let count = 0;
  // Requests in flight at once, and the most there were: with `hold` set, each request waits (up to that many ms) for
  // another to arrive before it goes on, so two the worker sent side by side are seen together, and one it sent only
  // after another's answer is not.
  let inFlight = 0;
  let peak = 0;
  let holdMs = 0;
  let longestColumn = "";
  const held = new Set<() => void>();
  const server = createServer((req, res) => {
    count++;
    inFlight++;
    peak = Math.max(peak, inFlight);
    for (const go of held) go();
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      if (holdMs > 0 && inFlight < 2) {
        await new Promise<void>((resolve) => {
          const go = () => {
            clearTimeout(timer);
            held.delete(go);
            resolve();
          };
          const timer = setTimeout(go, holdMs);
          held.add(go);
        });
      }
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string" && k !== "host" && k !== "content-length") headers.set(k, v);
      const upstream = await fetch(new URL(req.url ?? "/", target), {
        method: req.method,
        headers,
        body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      inFlight--;
      for (const name of columnNames(body)) if (name.length > longestColumn.length) longestColumn = name;
      res.writeHead(upstream.status, Object.fromEntries(upstream.headers));
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => count,
    peak: () => peak,
    longestColumn: () => longestColumn,
    hold: (ms: number) => void (holdMs = ms),
    reset: () => void ((count = 0), (peak = inFlight), (longestColumn = "")),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function startTestWorker(
  options: {
    vars?: Record<string, string>;
    seed?: boolean;
    /** The town the database is seeded for (TOWN=nashville in npm start); Greenwood unless given. */
    town?: "greenwood" | "nashville";
    /** SITE_URL (BASE unless given); null leaves it unset, so links follow each request's origin. */
    siteUrl?: string | null;
    now?: Date;
    images?: boolean;
    countDbCalls?: boolean;
    rateLimits?: Partial<typeof TEST_RATE_LIMITS>;
    /**
     * Outgoing requests to these hosts go to a loopback server instead (host → http base URL): for services the
     * worker only speaks https to, such as a push service. Every other request passes through unchanged.
     */
    redirectHosts?: Record<string, string>;
    /** The weekly letter's queue (producer LETTER_QUEUE and this worker as its consumer), as wrangler.toml binds it. */
    letterQueue?: boolean;
    /** The warning pushes' queue (producer PUSH_QUEUE and this worker as its consumer), as wrangler.toml binds it. */
    pushQueue?: boolean;
    /** The saved-search alerts' queue (producer ALERTS_QUEUE and this worker as its consumer), as wrangler.toml binds it. */
    alertsQueue?: boolean;
    /** Static files from public/ in front of the worker, as wrangler.toml's [assets] serves them (after `npm run build`). */
    assets?: boolean;
    /**
     * The fediverse's worker (build/fediverse/index.js, workers/fediverse/wrangler.toml) beside the site's, bound as FEDIVERSE
     * with its queue, as wrangler deploys them. Loopback fetches are allowed (a test's own fediverse server).
     */
    fediverse?: boolean;
    /** A fixed loopback port for the site (the fediverse tests' remote server must reach it at SITE_URL). */
    port?: number;
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), "greenwood-it-"));
  const file = join(dir, "test.db");
  // Each test file gets its own copy (tests change their database); the template itself is never opened here.
  const template = templateFor(options);
  if (template) copyFileSync(template, file);
  const { client, db } = openNodeDb(`file:${file}`);
  // The test's own writes wait for the worker's (its queue consumers write while a test adds or removes rows) instead
  // of failing with SQLITE_BUSY at once.
  await client.execute("PRAGMA busy_timeout = 10000");
  if (!template) {
    await migrateDb(db);
    if (options.seed !== false) await seedIfEmpty(db, options.now ?? new Date(), options.town);
  }
  let dbServer: Awaited<ReturnType<typeof startHranaServer>> | null = await startHranaServer({ file, port: 0 });
  const dbPort = dbServer.port;
  const proxy = options.countDbCalls ? await countingProxy(dbServer.url) : null;
  const siteBindings = {
    ENVIRONMENT: "test",
    DATABASE_URL: proxy?.url ?? dbServer.url,
    ...(options.siteUrl === null ? {} : { SITE_URL: options.siteUrl ?? BASE }),
    WEATHER_API_BASE: "http://127.0.0.1:9",
    ...options.vars,
  };
  const site = {
    name: "site",
    modules: [{ type: "ESModule" as const, path: "build/index.js" }],
    modulesRoot: ".",
    compatibilityDate: "2025-04-01",
    compatibilityFlags: ["nodejs_compat"],
    kvNamespaces: ["CACHE"],
    r2Buckets: ["UPLOADS"],
    ...(options.images === false ? {} : { images: { binding: "IMAGES" } }),
    ...(options.assets ? { assets: { directory: "public", binding: "ASSETS", routerConfig: { has_user_worker: true } } } : {}),
    // Weather and alerts go to a closed loopback port unless a test brings its own NWS server: never the internet.
    bindings: siteBindings,
    ...(options.fediverse ? { serviceBindings: { FEDIVERSE: "fediverse" } } : {}),
    ...(options.redirectHosts
      ? {
          outboundService: (request: Parameters<typeof mfFetch>[0] & Request) => {
            const url = new URL(request.url);
            const target = options.redirectHosts?.[url.host];
            if (!target) return mfFetch(request);
            return mfFetch(new URL(url.pathname + url.search, target), {
              method: request.method,
              headers: request.headers,
              body: request.body,
              duplex: "half",
            } as Parameters<typeof mfFetch>[1]);
          },
        }
      : {}),
    queueProducers: {
      ...(options.letterQueue ? { LETTER_QUEUE: { queueName: "greenwood-letter" } } : {}),
      ...(options.pushQueue ? { PUSH_QUEUE: { queueName: "greenwood-push" } } : {}),
      ...(options.alertsQueue ? { ALERTS_QUEUE: { queueName: "greenwood-alerts" } } : {}),
      ...(options.fediverse ? { FEDIVERSE_QUEUE: { queueName: "greenwood-fediverse" } } : {}),
    },
    queueConsumers: {
      ...(options.letterQueue ? { "greenwood-letter": { maxBatchSize: 10, maxBatchTimeout: 0.2, maxRetries: 5 } } : {}),
      ...(options.pushQueue ? { "greenwood-push": { maxBatchSize: 1, maxBatchTimeout: 0.2, maxRetries: 5 } } : {}),
      ...(options.alertsQueue ? { "greenwood-alerts": { maxBatchSize: 5, maxBatchTimeout: 0.2, maxRetries: 5 } } : {}),
    },
    ratelimits: Object.fromEntries(
      Object.entries({ ...TEST_RATE_LIMITS, ...options.rateLimits }).map(([name, limit]) => [name, { simple: { limit, period: 60 } }]),
    ),
  };
  // The fediverse's worker as workers/fediverse/wrangler.toml binds it: the same database, the site's KV, its own queue.
  const fediverse = {
    name: "fediverse",
    modules: [{ type: "ESModule" as const, path: "build/fediverse/index.js" }],
    modulesRoot: ".",
    compatibilityDate: "2025-04-01",
    compatibilityFlags: ["nodejs_compat"],
    kvNamespaces: { CACHE: "CACHE", FEDIVERSE_KV: "FEDIVERSE_KV" },
    bindings: { ...siteBindings, ALLOW_LOOPBACK_FETCH: "true" },
    queueProducers: { FEDIVERSE_QUEUE: { queueName: "greenwood-fediverse" } },
    queueConsumers: { "greenwood-fediverse": { maxBatchSize: 10, maxBatchTimeout: 0.2, maxRetries: 3 } },
  };
  const mf = new Miniflare(
    options.fediverse
      ? { ...(options.port ? { host: "127.0.0.1", port: options.port } : {}), workers: [site, fediverse] }
      : { ...(options.port ? { host: "127.0.0.1", port: options.port } : {}), ...site },
  );
  await mf.ready;

  /**
   * A request as a same-site browser would send it (Origin of this site on writes). `base` serves the site from
   * another origin, e.g. https for the https-only headers and cookies.
   */
  async function fetchPath(path: string, init: RequestInit & { cookie?: string; base?: string } = {}) {
    const base = init.base ?? BASE;
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set("Cookie", init.cookie);
    const method = (init.method ?? "GET").toUpperCase();
    if (method !== "GET" && method !== "HEAD" && !headers.has("Origin")) headers.set("Origin", base);
    // miniflare delivers the request with its own loopback port in Host; a browser sends the site's host, which
    // Remix's own origin check compares with Origin.
    headers.set("X-Forwarded-Host", new URL(base).host);
    const res = await mf.dispatchFetch(`${base}${path}`, {
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
    /** Requests the worker made to the database since the last reset (only with countDbCalls). */
    dbCalls: {
      count: () => proxy?.count() ?? 0,
      /** The most requests in flight at once since the last reset. */
      peak: () => proxy?.peak() ?? 0,
      /** The longest column name in the database's answers since the last reset. */
      longestColumn: () => proxy?.longestColumn() ?? "",
      /** Each request waits up to `ms` for another to arrive (0: off): see countingProxy. */
      hold: (ms: number) => proxy?.hold(ms),
      reset: () => proxy?.reset(),
    },
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
    r2: () => mf.getR2Bucket("UPLOADS"),
    async scheduled(cron: string, workerName?: "fediverse") {
      const worker = await mf.getWorker(workerName);
      return worker.scheduled({ cron, scheduledTime: new Date() });
    },
    async close() {
      await mf.dispose();
      await proxy?.close();
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
    .filter((c) => !c!.endsWith("="))
    .join("; ");
}

/** A signed-in member's Cookie header value, with a fresh session in the test database. */
export async function sessionCookie(w: TestWorker, userId: string) {
  const { createSession } = await import("../../app/models/session.server");
  return `session=${(await createSession(w.db, userId, new Date())).token}`;
}

/** A browser-like form POST. */
export function postForm(w: TestWorker, path: string, cookie: string | undefined, fields: Record<string, string>) {
  return w.fetch(path, {
    method: "POST",
    cookie,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A browser-like multipart form POST (file inputs), encoded here so miniflare gets plain bytes and the boundary. */
export async function postMultipart(w: TestWorker, path: string, cookie: string | undefined, form: FormData) {
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  const headers = { "Content-Type": encoded.headers.get("Content-Type")! };
  return w.fetch(path, { method: "POST", cookie, headers, body: new Uint8Array(await encoded.arrayBuffer()) });
}

/** A JSON API POST. */
export function postJson(w: TestWorker, path: string, cookie: string | undefined, body: unknown) {
  return w.fetch(path, { method: "POST", cookie, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/**
 * The visible text of an HTML page, entities decoded, whitespace folded: for asserting the spec's texts. Script and
 * style contents are no text a reader sees (the page's data carries words of other pages, e.g. the error page's).
 */
export function pageText(html: string) {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/**
 * Waits out the turn of the clock's minute when it is nearer than `spanMs`. The rate limits count in fixed windows of
 * the clock's minutes (miniflare's Rate Limiting binding, as Cloudflare's), so a burst that must fall in one window
 * (N allowed, then refused) waits for a new one rather than meet its turn half-way (CI failed so once, stop 39).
 */
export async function clearOfMinuteTurn(spanMs = 5_000) {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < spanMs) await new Promise((r) => setTimeout(r, left + 100));
}

/** Waits for `probe` to give something (a queue's work landing, a mail arriving), polling every 100 ms. */
export async function until<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Rows of a raw SQL query against the test database, each `?` bound to the next of `args`. */
export function sqlRows<T>(w: TestWorker, query: string, args: (string | number)[] = []) {
  const parts = query.split("?");
  return w.db.all<T>(sql.join(parts.flatMap((part, i) => (i < args.length ? [sql.raw(part), sql`${args[i]}`] : [sql.raw(part)]))));
}

let canaries = 0;

/**
 * A write of the test's own, retried while the database is busy: a queue consumer may be writing at that moment, and a
 * write that started on an older snapshot fails with SQLITE_BUSY_SNAPSHOT, which busy_timeout does not wait out.
 * Bounded: 200 tries 25 ms apart.
 */
export async function whenNotBusy<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 200 || typeof code !== "string" || !code.startsWith("SQLITE_BUSY")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/**
 * Waits on ALERTS_QUEUE itself instead of a fixed sleep, for "nothing more is mailed" checks: a canary alert (matching
 * nothing, so it mails nothing) is added and a message for its one-alert range of the latest run is sent to the queue
 * last. The one consumer takes the queue's messages in order, one batch at a time, and marks the canary's send "sent"
 * once it has handled it: every message sent before it has been handled by then. A retry already scheduled (a failed
 * batch's, `delaySeconds` later) is waited for by sending the canary with the same delay, so it lands behind the retry.
 * The canary is removed again.
 */
export async function alertsQueueSettled(w: TestWorker, { delaySeconds = 0 } = {}) {
  const n = ++canaries;
  const token = `alertcanary${n}`.padEnd(32, "q");
  await whenNotBusy(() =>
    w.db.$client.execute({
      sql: "insert into saved_searches (email, kind, query, status, manage_token, confirmed_at) values (?, 'classifieds', 'q=queue-canary-matches-nothing', 'confirmed', ?, ?)",
      args: [`canary${n}@queue-canary.example`, token, Date.now()],
    }),
  );
  const [canary] = await sqlRows<{ id: number }>(w, "select id from saved_searches where manage_token = ?", [token]);
  const [run] = await sqlRows<{ id: number }>(w, "select id from saved_search_runs order by id desc limit 1");
  const body = { kind: "alerts", runId: run!.id, fromId: canary!.id, toId: canary!.id };
  await (await w.mf.getQueueProducer("ALERTS_QUEUE")).send(body, { contentType: "json", delaySeconds });
  await until("the alerts queue's canary handled", async () => {
    const [send] = await sqlRows<{ status: string }>(w, "select status from saved_search_sends where search_id = ?", [canary!.id]);
    return send?.status === "sent";
  });
  await whenNotBusy(() =>
    w.db.$client.batch([
      { sql: "delete from saved_search_sends where search_id = ?", args: [canary!.id] },
      { sql: "delete from saved_searches where id = ?", args: [canary!.id] },
    ]),
  );
}

/**
 * Waits on PUSH_QUEUE itself instead of a fixed sleep, for "nothing more is pushed or mailed" checks: a canary browser
 * (its pushes go to `${pushHost}/queue-canary-N`) is added and a push message for it alone, in the latest thread, is
 * sent to the queue last. The consumer takes one message at a time, in order, and marks the canary's send "sent" once
 * it has pushed it: every message sent before it has been handled by then. The canary is removed again, from the
 * database and from what the loopback push service received.
 */
export async function pushQueueSettled(w: TestWorker, push: { state: { received: { path: string }[] } }, pushHost: string) {
  const n = ++canaries;
  const endpoint = `https://${pushHost}/queue-canary-${n}`;
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  await whenNotBusy(() =>
    w.db.$client.execute({
      sql: "insert into push_subscriptions (endpoint, p256dh, auth) values (?, ?, ?)",
      args: [endpoint, ecdh.getPublicKey().toString("base64url"), randomBytes(16).toString("base64url")],
    }),
  );
  const [canary] = await sqlRows<{ id: number }>(w, "select id from push_subscriptions where endpoint = ?", [endpoint]);
  const [thread] = await sqlRows<{ id: number }>(w, "select id from push_threads order by id desc limit 1");
  const body = { kind: "push", threadId: thread!.id, fromId: canary!.id, toId: canary!.id };
  await (await w.mf.getQueueProducer("PUSH_QUEUE")).send(body, { contentType: "json" });
  await until("the push queue's canary handled", async () => {
    const [send] = await sqlRows<{ status: string }>(w, "select status from push_sends where subscription_id = ?", [canary!.id]);
    return send?.status === "sent";
  });
  await whenNotBusy(() =>
    w.db.$client.batch([
      { sql: "delete from push_sends where subscription_id = ?", args: [canary!.id] },
      { sql: "delete from push_subscriptions where id = ?", args: [canary!.id] },
    ]),
  );
  const received = push.state.received;
  for (let i = received.length - 1; i >= 0; i--) if (received[i]!.path === `/queue-canary-${n}`) received.splice(i, 1);
}
