// The one Worker entry: every page and /api call (fetch), the cron imports (scheduled) and the queues (queue).
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { parseEnv, type Bindings } from "~/lib/env.server";
import { disabledFeatureFor } from "~/lib/features";
import { isFederationPath } from "~/lib/fediverse";
import { apiError, localiseApiError, normaliseApiError } from "~/lib/http.server";
import { DEFAULT_LANG, requestLang, type Lang } from "~/lib/i18n/lang";
import { tileOrigin, tileTemplate } from "~/lib/map-view";
import { pagePathsOf } from "~/lib/navigation";
import { isCrossSiteWrite, withoutOneClickOrigin } from "~/lib/origin.server";
import { newWindowStore, windowMemo } from "~/lib/window-memo";
import { createDb } from "~/models/db.server";
import { getSiteConfig, type SiteConfig } from "~/models/site-config.server";
import { lazySession } from "~/services/auth.server";
import { consumeAlertsBatch } from "./alerts-queue";
import { CRON_JOBS, runCronJob } from "./cron";
import { isolateKvMemory, memoKv } from "./kv-memo";
import { consumeLetterBatch } from "./letter-queue";
import { cacheablePageRequest, keptPage, startPageRender, storableResponse, type PageRender } from "./page-cache";
import { consumePushBatch } from "./push-queue";
import {
  actionRoutesPattern,
  createNonce,
  hasSessionCookie,
  limiterFor,
  limitKey,
  refuseUnreadableBody,
  tooManyRequests,
  withEmbedFraming,
  withHostSessionCookie,
  withSecurityHeaders,
  withMapTiles,
} from "./security";
import { serverTimingHeader, startTiming, timedKv, type RequestTiming } from "./timing";

const handleRemixRequest = createRequestHandler(build satisfies ServerBuild, build.mode);
// The pages this build has, for the navigation (a link shows only when its page exists).
const PAGE_PATHS: ReadonlySet<string> = pagePathsOf(build.routes);
// Every route that takes writes: the create limit counts them all but the few security.ts names (decision in
// docs/decisions/security-hardening.md).
const ACTION_ROUTES = actionRoutesPattern(build.routes);

/** Seconds a 503 asks clients to wait while the database is away. */
const RETRY_AFTER_SECONDS = "30";
/**
 * How long a cron job's database call may take: nobody waits on it, and merging a large search index is one long
 * statement (about 5 s for 100,000 articles on the bench machine; docs/decisions/search.md). Pages keep the short timeout.
 */
const SCHEDULED_QUERY_TIMEOUT_MS = 60_000;

type ContextOptions = {
  /** The request served (none for a cron job): its session, its test clock. */
  request?: Request;
  onDatabaseUnavailable?: () => void;
  cspNonce?: string;
  timing?: RequestTiming;
  /** Overrides DATABASE_TIMEOUT_MS (cron jobs: SCHEDULED_QUERY_TIMEOUT_MS). */
  queryTimeoutMs?: number;
  /** The request's language, when the caller has worked it out already. */
  lang?: Lang;
};

/** The request's language; `?lang=pseudo` (the pseudo-locale, lib/i18n/pseudo.ts) only outside production. */
const langOf = (bindings: Bindings, request: Request, url?: URL): Lang =>
  requestLang(request, { pseudo: bindings.ENVIRONMENT !== "production", url });

function loadContext(
  bindings: Bindings,
  ctx: Pick<ExecutionContext, "waitUntil">,
  { request, onDatabaseUnavailable, cspNonce = "", timing, queryTimeoutMs, lang }: ContextOptions = {},
): AppLoadContext {
  const env = parseEnv(bindings);
  const db = createDb(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN, {
    timeoutMs: queryTimeoutMs ?? env.DATABASE_TIMEOUT_MS,
    onUnavailable: onDatabaseUnavailable,
    onRoundTrip: timing
      ? (ms) => {
          timing.db.count++;
          timing.db.ms += ms;
        }
      : undefined,
  });
  const now = requestClock(env, request);
  const responseCookies: string[] = [];
  const session = request ? lazySession(request, db, now, responseCookies) : async () => null;
  const timedCache = timing ? timedKv(bindings.CACHE, timing) : bindings.CACHE;
  // A request keeps what it reads from KV in the isolate's memory for as long as a visitor's page is kept
  // (docs/decisions/page-cache.md); a cron job reads KV itself. Reads from memory are not KV calls, so they are not timed.
  const kv = request ? memoKv(timedCache, env.PAGE_CACHE_SECONDS, isolateKvMemory, () => now().getTime()) : timedCache;
  let config: Promise<SiteConfig> | undefined;
  return {
    env,
    shared: request ? windowMemo(env.PAGE_CACHE_SECONDS, isolateShared, () => now().getTime()) : undefined,
    siteUrl: siteUrlOf(env.SITE_URL, request),
    kv,
    siteConfig: () => (config ??= getSiteConfig(db, kv)),
    uploads: bindings.UPLOADS,
    images: bindings.IMAGES,
    db,
    letterQueue: bindings.LETTER_QUEUE,
    pushQueue: bindings.PUSH_QUEUE,
    alertsQueue: bindings.ALERTS_QUEUE,
    fediverseQueue: bindings.FEDIVERSE_QUEUE,
    fediverse: bindings.FEDIVERSE,
    ctx,
    now,
    session,
    responseCookies,
    pagePaths: PAGE_PATHS,
    cspNonce,
    lang: lang ?? (request ? langOf(bindings, request) : DEFAULT_LANG),
  };
}

/** What this isolate keeps for every reader for the page cache's window (lib/window-memo.ts). */
const isolateShared = newWindowStore();

/** Where links point: SITE_URL when set, else the request's origin (a cron job without SITE_URL: the local server). */
function siteUrlOf(configured: string | undefined, request?: Request): string {
  if (configured) return configured.replace(/\/+$/, "");
  return request ? new URL(request.url).origin : "http://127.0.0.1:8787";
}

/**
 * The request's clock. Outside production, tests may fix it: the `X-Test-Now` request header (integration tests) or
 * the `TEST_NOW` var (e2e under `npm start`), each an ISO date. Production ignores both. The page cache and the KV
 * memory age their copies by this clock too.
 */
function requestClock(env: ReturnType<typeof parseEnv>, request?: Request): () => Date {
  const raw = env.ENVIRONMENT === "production" ? undefined : (request?.headers.get("X-Test-Now") ?? env.TEST_NOW);
  const fixed = raw ? new Date(raw).getTime() : Number.NaN;
  return Number.isNaN(fixed) ? () => new Date() : () => new Date(fixed);
}

/** The same error page (or {"message"} for /api) as a 503 with Retry-After. */
function serviceUnavailable(response: Response, isApi: boolean): Response {
  const headers = new Headers(response.headers);
  headers.set("Retry-After", RETRY_AFTER_SECONDS);
  headers.set("Cache-Control", "no-store");
  if (isApi) {
    headers.delete("Content-Type");
    headers.delete("Content-Length");
    return apiError(503, /*i18n*/ { id: "api.Service Unavailable", message: "Service Unavailable" }, undefined, { headers });
  }
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}

const notFound = (isApi: boolean) =>
  isApi ? apiError(404, /*i18n*/ { id: "api.Not found", message: "Not found" }) : new Response("Not Found", { status: 404 });

/**
 * A disabled feature's URLs answer 404: /api calls and writes here; pages render the site's 404 (the root loader
 * sees the same rule), and anything else it owns that is not a page (feeds, calendars) is replaced by a 404.
 */
async function featureGate(url: URL, request: Request, context: AppLoadContext): Promise<Response | null> {
  let features;
  try {
    ({ features } = await context.siteConfig());
  } catch {
    return null; // database down: Remix answers with its own error page / JSON 500
  }
  if (!disabledFeatureFor(url.pathname, features)) return null;
  const isApi = url.pathname.startsWith("/api/");
  const isRead = request.method === "GET" || request.method === "HEAD";
  if (isApi || !isRead || url.searchParams.has("_data")) return notFound(isApi);
  const response = await handleRemixRequest(request, context);
  return (response.headers.get("Content-Type") ?? "").startsWith("text/html") ? response : notFound(false);
}

/** Adds `Accept-Language, Cookie` to the answer's Vary (kept with what was there). */
function varyOnLanguage(headers: Headers) {
  const vary = new Set(
    (headers.get("Vary") ?? "")
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean),
  );
  vary.add("Accept-Language");
  vary.add("Cookie");
  headers.set("Vary", [...vary].join(", "));
}

/** The page or API answer rendered by Remix (or the feature gate), with this request's cookies and timing. */
async function renderPage(r: {
  request: Request;
  url: URL;
  bindings: Bindings;
  ctx: ExecutionContext;
  nonce: string;
  timing: RequestTiming | undefined;
  isApi: boolean;
  lang: Lang;
}): Promise<{ response: Response; cookies: string[] }> {
  let databaseUnavailable = false;
  const context = loadContext(r.bindings, r.ctx, {
    request: r.request,
    onDatabaseUnavailable: () => {
      databaseUnavailable = true;
    },
    cspNonce: r.nonce,
    timing: r.timing,
    lang: r.lang,
  });
  // A disabled feature's URLs 404; if the settings cannot be read, Remix answers (and fails the same way). A read does
  // not wait for the settings (a KV read) before Remix starts: both run at once, and the gate's 404 replaces the
  // render when the feature is off (its loaders only read). A write waits for the gate.
  const gate = featureGate(r.url, r.request, context).catch(() => null);
  let response: Response;
  if (r.request.method === "GET" || r.request.method === "HEAD") {
    const [refused, rendered] = await Promise.all([gate, handleRemixRequest(r.request, context)]);
    if (refused) await rendered.body?.cancel();
    response = refused ?? rendered;
  } else {
    response = (await gate) ?? (await handleRemixRequest(r.request, context));
  }
  // A failure caused by the database being away (refused, reset, timed out) is a 503 the client may retry.
  if (databaseUnavailable && response.status >= 500) response = serviceUnavailable(response, r.isApi);
  // An error raised with apiError carries its descriptor (also a PayPal route outside /api); the header never leaves.
  response = await localiseApiError(r.isApi ? await normaliseApiError(response) : response, context.lang);
  const headers = new Headers(response.headers);
  // Pages and API errors depend on the reader's language: caches between here and the reader keep one copy per language.
  if (r.isApi || /^text\/html\b/i.test(headers.get("Content-Type") ?? "")) varyOnLanguage(headers);
  for (const cookie of context.responseCookies) headers.append("Set-Cookie", cookie);
  if (r.timing) headers.set("Server-Timing", serverTimingHeader(r.timing));
  return {
    response: new Response(response.body, { status: response.status, statusText: response.statusText, headers }),
    cookies: context.responseCookies,
  };
}

/**
 * The map tiles' origin for the CSP, kept for the isolate's life per configured template: two URL parses and a regex
 * per request (about 0.3 ms of a member's page in workerd's profile) for a value that only changes on deploy.
 */
const tileOrigins = new Map<string | null, string>();
function tileOriginOf(configured: string | null): string {
  let origin = tileOrigins.get(configured);
  if (origin === undefined) {
    origin = tileOrigin(tileTemplate(configured));
    tileOrigins.set(configured, origin);
  }
  return origin;
}

export default {
  async fetch(incoming, bindings, ctx) {
    // WebFinger, NodeInfo and the actors' documents and inboxes are the fediverse worker's (docs/decisions/fediverse.md):
    // server-to-server requests, before the browser checks below. It answers 404 while federation is off.
    if (isFederationPath(new URL(incoming.url).pathname)) {
      return bindings.FEDIVERSE ? bindings.FEDIVERSE.fetch(incoming) : new Response("Not Found", { status: 404 });
    }
    // A one-click unsubscribe's POST reaches Remix without the Origin its check would refuse (lib/origin.server.ts).
    const request = withoutOneClickOrigin(withHostSessionCookie(incoming));
    const url = new URL(request.url);
    const isApi = url.pathname.startsWith("/api/") || url.pathname === "/api";
    // One copy of a page is kept per language (the same URL reads in English and in Spanish).
    const lang: Lang = langOf(bindings, request, url);
    const nonce = createNonce();
    const tiles = tileOriginOf(typeof bindings.MAP_TILE_URL === "string" ? bindings.MAP_TILE_URL : null);
    const secure = (response: Response) =>
      withMapTiles(
        withEmbedFraming(
          withSecurityHeaders(response, { nonce, https: url.protocol === "https:", signedIn: hasSessionCookie(request) }),
          url.pathname,
        ),
        url,
        tiles,
      );
    if (isCrossSiteWrite(request)) {
      return secure(
        isApi || request.headers.get("Accept")?.includes("application/json")
          ? await localiseApiError(apiError(403, /*i18n*/ { id: "api.Cross-site request refused", message: "Cross-site request refused" }), lang)
          : new Response("Cross-site request refused", { status: 403 }),
      );
    }
    const limiterName = bindings.RATE_LIMITS === "off" && bindings.ENVIRONMENT !== "production" ? null : limiterFor(request, ACTION_ROUTES);
    const limiter = limiterName ? bindings[limiterName] : undefined;
    if (limiterName && limiter && !(await limiter.limit({ key: limitKey(request, limiterName, parseEnv(bindings).ENVIRONMENT) })).success) {
      // A browser form (the sign-in page lives under /api) gets the page; API clients get JSON.
      const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(request.headers.get("Content-Type") ?? "");
      return secure(await localiseApiError(tooManyRequests(isApi && !form), lang));
    }
    const unreadable = await refuseUnreadableBody(request);
    if (unreadable) return secure(await localiseApiError(unreadable, lang));
    const env = parseEnv(bindings);
    const pageCacheSeconds = env.PAGE_CACHE_SECONDS;
    const cacheable = cacheablePageRequest(request, url, pageCacheSeconds);
    const now = requestClock(env, request)().getTime();
    const timing = bindings.ENVIRONMENT === "production" ? undefined : startTiming();
    let render: PageRender | null = null;
    if (cacheable) {
      const hit = await keptPage(url, nonce, lang, now, pageCacheSeconds);
      if (hit) {
        const headers = new Headers(hit.headers);
        if (timing) headers.set("Server-Timing", serverTimingHeader(timing));
        return secure(new Response(hit.body, { status: hit.status, headers }));
      }
      render = startPageRender(url, pageCacheSeconds, (p) => ctx.waitUntil(p), lang, now);
    }
    try {
      const { response, cookies } = await renderPage({ request, url, bindings, ctx, nonce, timing, isApi, lang });
      return secure(render ? render.finish(response, storableResponse(response, cookies)) : response);
    } catch (error) {
      render?.abandon();
      throw error;
    }
  },

  async scheduled(controller, bindings, ctx) {
    const jobName = CRON_JOBS[controller.cron];
    if (!jobName) throw new Error(`No job for cron "${controller.cron}"`);
    const context = loadContext(bindings, ctx, { queryTimeoutMs: SCHEDULED_QUERY_TIMEOUT_MS });
    const result = await runCronJob(context, jobName);
    if (!result.ok) console.error(`${jobName} failed: ${result.error}`);
  },

  async queue(batch, bindings, ctx) {
    const context = loadContext(bindings, ctx, { queryTimeoutMs: SCHEDULED_QUERY_TIMEOUT_MS });
    if (batch.queue === "greenwood-push") await consumePushBatch(context, batch);
    else if (batch.queue === "greenwood-alerts") await consumeAlertsBatch(context, batch);
    else await consumeLetterBatch(context, batch);
  },
} satisfies ExportedHandler<Bindings>;
