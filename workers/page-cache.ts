// A short shared cache of public pages for visitors without cookies (docs/decisions/142-page-micro-cache.md).
// Most readers are visitors; each page they read is rendered at most once per PAGE_CACHE_SECONDS in a colo
// (Cloudflare's Cache API; miniflare keeps it locally), and every other copy in that window costs no rendering and
// no database. Anyone with a cookie (members, admins, a visitor with a toast waiting) always gets a fresh render, so
// their own changes show at once; visitors see a change within the window. Off when PAGE_CACHE_SECONDS is 0 (the
// default outside production, so tests and `npm start` read the database every time unless asked).

/** Paths never cached: APIs, members' and admins' pages, uploads (their own headers), sign-in. */
const PRIVATE_PATH = /^\/(api|admin|account|media|checkout|paypal)(\/|$)/;

export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** Whether this request may be answered from, and stored in, the page cache. */
export function cacheablePageRequest(request: Request, url: URL, seconds: number): boolean {
  if (seconds <= 0 || request.method !== "GET") return false;
  if (request.headers.has("Cookie") || request.headers.has("Authorization") || request.headers.has("X-Test-Now")) return false;
  // A hard reload (Cache-Control: no-cache) asks for a fresh copy, and gets one.
  if (/\bno-cache\b/i.test(request.headers.get("Cache-Control") ?? "")) return false;
  return !PRIVATE_PATH.test(url.pathname);
}

/** Whether a rendered answer may be kept: a complete 200 page or route data, setting no cookie. */
export function storableResponse(response: Response, responseCookies: readonly string[]): boolean {
  if (response.status !== 200 || responseCookies.length > 0 || response.headers.has("Set-Cookie") || !response.body) return false;
  if (/\b(no-store|private)\b/i.test(response.headers.get("Cache-Control") ?? "")) return false;
  return /^(text\/html|application\/json)\b/i.test(response.headers.get("Content-Type") ?? "");
}

const cacheKey = (url: URL) => new Request(url.toString(), { method: "GET" });

async function pageCache(): Promise<Cache | null> {
  try {
    return await caches.open("pages:v1");
  } catch {
    return null; // no Cache API here: every request renders
  }
}

/** The cached answer for this URL with this request's CSP nonce on its inline scripts, or null. */
export async function cachedPage(url: URL, nonce: string): Promise<Response | null> {
  const cache = await pageCache();
  const hit = await cache?.match(cacheKey(url));
  if (!hit) return null;
  const headers = new Headers(hit.headers);
  headers.delete("Cache-Control");
  headers.set(PAGE_CACHE_HEADER, "hit");
  const answer = new Response(hit.body, { status: hit.status, headers });
  if (!/^text\/html\b/i.test(headers.get("Content-Type") ?? "")) return answer;
  // The stored page carries the nonce of the request that rendered it; each answer gets its own.
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(answer);
}

/**
 * Stores a copy of `response` for `seconds` (in the background) and returns the answer to send now, marked as a
 * miss. The copy keeps the response's own headers; the Cache API's lifetime comes from the Cache-Control it is
 * stored with, which is not sent to browsers.
 */
export function storePage(url: URL, response: Response, seconds: number, waitUntil: (p: Promise<unknown>) => void): Response {
  const body = response.body;
  if (!body) return response;
  const [forClient, forCache] = body.tee();
  const stored = new Headers(response.headers);
  stored.set("Cache-Control", `public, max-age=${seconds}`);
  stored.delete("Server-Timing");
  waitUntil(
    pageCache()
      .then((cache) => (cache ? cache.put(cacheKey(url), new Response(forCache, { status: 200, headers: stored })) : forCache.cancel()))
      .catch(() => forCache.cancel().catch(() => {})),
  );
  const headers = new Headers(response.headers);
  headers.set(PAGE_CACHE_HEADER, "miss");
  return new Response(forClient, { status: response.status, statusText: response.statusText, headers });
}
