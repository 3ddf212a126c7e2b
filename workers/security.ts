// What the worker adds around every answer: security headers (CSP with a per-request nonce, HSTS),
// the __Host- session cookie over https, and the rate limits on sign-in, the contact form and every write.
import { apiError } from "~/lib/http.server";

/** The per-request nonce Remix puts on its inline scripts. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Theme colours are an inline <style>; utility classes never need inline scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const BASIC_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "geolocation=(), camera=(), microphone=()",
};

/** The headers every worker answer carries (pages, /api, the worker's own 403/429/503). */
export function withSecurityHeaders(response: Response, options: { nonce: string; https: boolean; signedIn: boolean }): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(BASIC_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  headers.set("Content-Security-Policy", contentSecurityPolicy(options.nonce));
  // On every answer: browsers ignore it over http (RFC 6797 §8.1), and behind Cloudflare the worker may see http
  // while the visitor used https, so keying it on the request's scheme could leave it off where it matters.
  headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  // A signed-in page is that member's alone: no shared or back-button cache may keep it.
  if (options.signedIn) headers.set("Cache-Control", "private, no-store");
  if (options.https) {
    const cookies = headers.getSetCookie();
    headers.delete("Set-Cookie");
    for (const cookie of cookies)
      headers.append("Set-Cookie", cookie.startsWith(`${SESSION}=`) ? `${HOST_SESSION}${cookie.slice(SESSION.length)}` : cookie);
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const SESSION = "session";
const HOST_SESSION = "__Host-session";

/**
 * Over https the session cookie is __Host-session (host-only, Secure, Path=/: no subdomain can plant one); the app
 * reads it under its plain name. A plain "session" cookie sent over https is ignored.
 */
export function withHostSessionCookie(request: Request): Request {
  if (new URL(request.url).protocol !== "https:") return request;
  const header = request.headers.get("Cookie");
  if (!header) return request;
  const parts = header
    .split(";")
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith(`${SESSION}=`))
    .map((p) => (p.startsWith(`${HOST_SESSION}=`) ? `${SESSION}${p.slice(HOST_SESSION.length)}` : p));
  const headers = new Headers(request.headers);
  headers.set("Cookie", parts.join("; "));
  return new Request(request, { headers });
}

export function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)session=[^;]/.test(request.headers.get("Cookie") ?? "");
}

// Rate limits: Cloudflare's Rate Limiting binding ([[ratelimits]] in wrangler.toml; miniflare runs it locally).

export const LIMITERS = ["SIGNIN_LIMITER", "CONTACT_LIMITER", "CREATE_LIMITER", "SUBSCRIBE_LIMITER"] as const;
type LimiterName = (typeof LIMITERS)[number];

const SIGN_IN = /^\/api\/(login(\/[^/]+)?|auth\/callback\/[^/]+)\/?$/;
const CONTACT = /^\/(support|api\/support\/contact)\/?$/;
// The weekly letter's sign-up, a saved-search alert's ("Alert me"), warnings by mail and a browser's warning pushes: the same limiter
// (issue 32; issue 41 §6 for the pushes, which services/push.server.ts also caps per hour).
const SUBSCRIBE = /^\/(subscribe|saved-searches|warnings|api\/push\/subscriptions)\/?$/;
/**
 * The writes CREATE_LIMITER does not count. Every other route with an action is counted, so a new create form (or an
 * edit form that takes uploads) is limited without anyone listing it: sign-in, sign-out and the contact form
 * (limited above or harmless), the payment providers' signed webhooks (their retries must get through), admins'
 * pages (only admins reach them, and moderating a queue is many quick writes), a member's own account page and the
 * single-use links of mails.
 */
export const WRITES_NOT_CREATE_LIMITED =
  /^\/(api\/(login|logout|auth)(\/.*)?|api\/(stripe|paypal|mail)\/webhook|admin(\/.*)?|api\/admin\/.*|account(\/.*)?|mail\/(renew|unsubscribe)|letters\/(manage|unsubscribe)|subscribe\/confirm|saved-searches\/(confirm|unsubscribe)|warnings\/(confirm|unsubscribe))\/?$/;

/** A route of the build as Remix lists it: enough to know its URL pattern and whether it takes writes. */
export type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: { action?: unknown } };

/**
 * One pattern matching the URL of every route that has an action (":id" and "*" segments as any value), from the
 * build's route list: the set of writes the create limit counts, derived from the routes themselves.
 */
export function actionRoutesPattern(routes: Record<string, BuildRoute | undefined>): RegExp {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const escape = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const patterns = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route?.module.action) continue;
    const segments = fullPath(route.id).split("/").filter(Boolean);
    const body = segments
      .map((segment) => (segment === "*" ? ".*" : segment.startsWith(":") ? `[^/]+${segment.endsWith("?") ? "?" : ""}` : escape(segment)))
      .join("/");
    patterns.add(body);
  }
  return new RegExp(`^/(${[...patterns].join("|")})/?$`);
}

/**
 * Which limiter counts this request, or null. Reads are never limited here; sign-in counts its GET callback too.
 * `actionRoutes` matches every route with an action (actionRoutesPattern).
 */
export function limiterFor(request: Request, actionRoutes: RegExp): LimiterName | null {
  const { pathname } = new URL(request.url);
  const write = request.method !== "GET" && request.method !== "HEAD" && request.method !== "OPTIONS";
  if (SIGN_IN.test(pathname) && (write || pathname.startsWith("/api/auth/callback/"))) return "SIGNIN_LIMITER";
  if (!write) return null;
  if (CONTACT.test(pathname)) return "CONTACT_LIMITER";
  if (SUBSCRIBE.test(pathname)) return "SUBSCRIBE_LIMITER";
  if (actionRoutes.test(pathname) && !WRITES_NOT_CREATE_LIMITED.test(pathname)) return "CREATE_LIMITER";
  return null;
}

/**
 * The caller's key: their address, the same for every tab and account. Only Cloudflare's edge sets
 * CF-Connecting-IP (it replaces whatever the client sent), so it is trusted in production only, where the worker
 * runs behind that edge. Anywhere else (wrangler dev, tests) the header is whatever the client typed, and every
 * caller shares one key.
 */
export function limitKey(request: Request, name: LimiterName, environment: string | undefined): string {
  // Unset means production, as parseEnv reads it.
  const behindCloudflare = environment !== "development" && environment !== "test";
  const address = behindCloudflare ? (request.headers.get("CF-Connecting-IP") ?? "unknown") : "local";
  return `${name}:${address}`;
}

export const RETRY_AFTER_LIMIT_SECONDS = 60;

/** 429 with Retry-After: JSON for /api, otherwise a short page in the site's voice. */
export function tooManyRequests(isApi: boolean): Response {
  const headers = { "Retry-After": String(RETRY_AFTER_LIMIT_SECONDS), "Cache-Control": "no-store" };
  if (isApi)
    return apiError(
      429,
      /*i18n*/ {
        id: "api.Too many requests. Please wait a minute and try again.",
        message: "Too many requests. Please wait a minute and try again.",
      },
      undefined,
      { headers },
    );
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please slow down</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;text-align:center;color:#1f2937}a{display:inline-block;margin-top:1.5rem;padding:.5rem 1rem;border-radius:.375rem;background:#1d4ed8;color:#fff;text-decoration:none}</style></head><body><h1>Please slow down</h1><p>We've received a lot of requests from you in a short time. Please wait a minute and try again.</p><a href="/">Go Home</a></body></html>`;
  return new Response(html, { status: 429, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}

// Bodies a route can read. Pages take HTML forms; /api endpoints take JSON (spec: "A request with a body sends
// JSON") or a no-JS form, and the sign-in and sign-out pages under /api are pages. Anything else is answered 415
// before a route sees it, and a multipart body that does not parse is answered 400, instead of a route failing with 500.
const FORM_PAGES_UNDER_API = /^\/api\/(login|logout)(\/[^/]+)?\/?$/;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A 4xx for a body of the wrong kind, or null when the route may read it. */
export async function refuseUnreadableBody(request: Request): Promise<Response | null> {
  if (!BODY_METHODS.has(request.method)) return null;
  const { pathname } = new URL(request.url);
  if (pathname === "/api/stripe/webhook") return null; // verified by its signature over the raw body
  const type = request.headers.get("Content-Type") ?? "";
  // The PayPal JS SDK's order endpoints are JSON resource routes outside /api.
  const isApi = (pathname.startsWith("/api/") && !FORM_PAGES_UNDER_API.test(pathname)) || pathname.startsWith("/paypal/order");
  const text = await request.clone().text();
  // An /api endpoint may take no body at all (the import, approvals); a page's form always says what it sends.
  // Signing out needs no body (a bare POST from a script); signing in does.
  if (!text.trim() && !type && (isApi || /^\/api\/logout\/?$/.test(pathname))) return null;
  if (isApi) {
    // JSON, or a no-JS form some endpoints also take (the upgrade button); a body without a type is the route's to
    // parse (it answers 400 when it is not JSON). Any other declared type is refused.
    // fetch() labels a string body text/plain, so that is the route's to parse as well.
    if (type && !JSON_TYPE.test(type) && !FORM_TYPE.test(type) && !/^text\/plain\b/i.test(type)) {
      return apiError(415, /*i18n*/ { id: "api.Content-Type must be application/json", message: "Content-Type must be application/json" });
    }
  } else if (!FORM_TYPE.test(type)) {
    return new Response("Unsupported Media Type: send the form as application/x-www-form-urlencoded or multipart/form-data", {
      status: 415,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (/^multipart\//i.test(type)) {
    try {
      await request.clone().formData();
    } catch {
      return new Response("Bad Request: the form could not be read", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
  }
  return null;
}

// The map view of /directory and /events, and a place's small map once asked for (?map=1 on a business or event page).
const MAP_VIEW = /^\/(directory|events)\/?$/;
const PLACE_PAGE = /^\/(businesses|events)\/\d+\/?$/;
const DIRECTORY = /^\/directory\/?$/;

/**
 * Lets a map's tiles in: the map view's img-src names exactly the tile origin (besides the site itself), and the
 * browser's location may be asked for there ("Near me"); a place page showing its small map adds the tile origin to
 * its img-src. Any other answer is returned unchanged.
 */
export function withMapTiles(response: Response, url: URL, tileOrigin: string): Response {
  const mapView = MAP_VIEW.test(url.pathname) && url.searchParams.get("view") === "map";
  const placeMap = PLACE_PAGE.test(url.pathname) && url.searchParams.get("map") === "1";
  // The directory's list sorts by distance from where the visitor is ("Near me"), so it may ask too.
  const nearSort = DIRECTORY.test(url.pathname);
  const csp = response.headers.get("Content-Security-Policy");
  if (!csp || !(mapView || placeMap || nearSort)) return response;
  const headers = new Headers(response.headers);
  if (mapView || placeMap) {
    headers.set(
      "Content-Security-Policy",
      csp.replace(/img-src [^;]*/, (current) => (mapView ? `img-src 'self' data: ${tileOrigin}` : `${current} ${tileOrigin}`)),
    );
  }
  if (mapView || nearSort) headers.set("Permissions-Policy", "geolocation=(self), camera=(), microphone=()");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// The embeddable calendar (/embed/events) is the one answer other sites may put in an <iframe>; every other answer
// keeps frame-ancestors 'none' and X-Frame-Options: DENY.
const EMBEDDABLE = /^\/embed\/events\/?$/;

/**
 * Any page may frame the embed: `*` matches only network schemes (CSP3 §6.7.2.8), so a page opened from a file (an
 * opaque origin), a data: or blob: document are named as schemes too (docs/decisions/being-found.md).
 */
export const EMBED_FRAME_ANCESTORS = "frame-ancestors * file: data: blob: filesystem:";

/** Lets any site frame an embeddable route's answer; any other answer is returned unchanged. */
export function withEmbedFraming(response: Response, pathname: string): Response {
  if (!EMBEDDABLE.test(pathname)) return response;
  const headers = new Headers(response.headers);
  const csp = headers.get("Content-Security-Policy");
  if (csp) headers.set("Content-Security-Policy", csp.replace(/frame-ancestors [^;]*/, EMBED_FRAME_ANCESTORS));
  headers.delete("X-Frame-Options");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
