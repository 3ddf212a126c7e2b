// A short shared cache of public pages for visitors without cookies (docs/decisions/page-cache.md).
// Most readers are visitors; each page they read is rendered at most once per PAGE_CACHE_SECONDS in a colo
// (Cloudflare's Cache API; miniflare keeps it locally), and every other copy in that window costs no rendering and
// no database. Anyone with a cookie (members, admins, a visitor with a toast waiting) always gets a fresh render, so
// their own changes show at once; visitors see a change within the window. Off when PAGE_CACHE_SECONDS is 0 (the
// default outside production, so tests and `npm start` read the database every time unless asked).

import { onlyLangCookie, type Lang } from "~/lib/i18n/lang";

/** Paths never cached: APIs, members' and admins' pages, uploads (their own headers), sign-in. */
const PRIVATE_PATH = /^\/(api|admin|account|media|checkout|paypal)(\/|$)/;

export const PAGE_CACHE_HEADER = "X-Page-Cache";

/** Whether this request may be answered from, and stored in, the page cache. */
export function cacheablePageRequest(request: Request, url: URL, seconds: number): boolean {
  if (seconds <= 0 || request.method !== "GET") return false;
  // The language choice is the one cookie that does not make a page personal: it picks the kept copy (cacheKey).
  const cookie = request.headers.get("Cookie");
  if ((cookie !== null && !onlyLangCookie(cookie)) || request.headers.has("Authorization")) return false;
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

/** One kept copy per URL and language: the language rides in the key (the Cache API does not honour Vary). */
export function pageCacheKey(url: URL, lang: Lang): string {
  const key = new URL(url);
  key.searchParams.set("__lang", lang);
  return key.toString();
}

const cacheKey = (key: string) => new Request(key, { method: "GET" });

/** When a kept copy was rendered, by the request clock (ms), so a test's settable clock ages it as time would. */
const KEPT_AT_HEADER = "X-Page-Kept-At";

async function pageCache(): Promise<Cache | null> {
  try {
    return await caches.open("pages:v1");
  } catch {
    return null; // no Cache API here: every request renders
  }
}

/** A kept page with this answer's CSP nonce on every `nonce` attribute (a stored page carries its renderer's). */
function answerFromKept(status: number, keptHeaders: Headers, body: BodyInit | null, nonce: string, how: "hit" | "shared"): Response {
  const headers = new Headers(keptHeaders);
  headers.delete(KEPT_AT_HEADER);
  // A kept page's own Cache-Control was for the Cache API; a shared 503 keeps its no-store.
  if (status === 200) headers.delete("Cache-Control");
  headers.set(PAGE_CACHE_HEADER, how);
  const answer = new Response(body, { status, headers });
  if (!/^text\/html\b/i.test(headers.get("Content-Type") ?? "")) return answer;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(answer);
}

interface KeptPage {
  status: number;
  headers: Headers;
  body: ArrayBuffer;
}

/**
 * Renders of a page now under way in this isolate, by URL. When a page's copy expires, the many visitors asking for
 * it at that moment wait for the one render that is already running instead of each rendering it (a stampede of
 * renders on one thread is what made 50 connections wait seconds). Resolves to null when the render is not kept.
 */
const rendering = new Map<string, Promise<KeptPage | null>>();

/**
 * The kept answer for this URL in this language (stored, or being rendered by another request of this isolate), or
 * null. A stored copy counts while `now` is within `seconds` of its render (the Cache API's own expiry runs on the
 * real clock).
 */
export async function keptPage(url: URL, nonce: string, lang: Lang, now: number, seconds: number): Promise<Response | null> {
  const key = pageCacheKey(url, lang);
  const cache = await pageCache();
  const hit = await cache?.match(cacheKey(key));
  const age = now - Number(hit?.headers.get(KEPT_AT_HEADER));
  if (hit && age >= 0 && age < seconds * 1000) return answerFromKept(hit.status, hit.headers, hit.body, nonce, "hit");
  await hit?.body?.cancel();
  const underway = rendering.get(key);
  const page = underway ? await underway : null;
  return page ? answerFromKept(page.status, page.headers, page.body, nonce, "shared") : null;
}

export interface PageRender {
  /**
   * The rendered answer: kept (in the background) when `storable`, for `seconds`, and given to the requests that
   * waited for this render; returns the answer to send now, marked as a miss.
   */
  finish(response: Response, storable: boolean): Response;
  /** The render failed: the requests that waited render for themselves. */
  abandon(): void;
}

/** Marks this request as the one rendering `url`; later requests for it wait for its `finish` (see `rendering`). */
export function startPageRender(url: URL, seconds: number, waitUntil: (p: Promise<unknown>) => void, lang: Lang, now: number): PageRender {
  const key = pageCacheKey(url, lang);
  let settle: (page: KeptPage | null) => void = () => {};
  const done = new Promise<KeptPage | null>((resolve) => (settle = resolve));
  rendering.set(key, done);
  let settled = false;
  const end = (page: KeptPage | null) => {
    if (settled) return;
    settled = true;
    settle(page);
    if (!page && rendering.get(key) === done) rendering.delete(key);
  };
  return {
    abandon: () => end(null),
    finish(response, storable) {
      const body = response.body;
      if (response.status === 503 && body) {
        // The database is away: the requests that waited for this render get its 503 now instead of each waiting
        // out the database's timeout again (issue 28, item 12). Nothing is stored.
        const [forClient, forWaiters] = body.tee();
        const shared = new Headers(response.headers);
        shared.delete("Server-Timing");
        waitUntil(
          new Response(forWaiters)
            .arrayBuffer()
            .then(
              (kept) => end({ status: 503, headers: shared, body: kept }),
              () => end(null),
            )
            .finally(() => {
              if (rendering.get(key) === done) rendering.delete(key);
            }),
        );
        return new Response(forClient, { status: response.status, statusText: response.statusText, headers: response.headers });
      }
      if (!storable || !body) {
        end(null);
        return response;
      }
      const [forClient, forKeeping] = body.tee();
      const kept = new Headers(response.headers);
      kept.delete("Server-Timing");
      waitUntil(
        (async () => {
          try {
            const page: KeptPage = { status: response.status, headers: kept, body: await new Response(forKeeping).arrayBuffer() };
            end(page);
            const cache = await pageCache();
            const stored = new Headers(kept);
            // The Cache API keeps a copy as long as the Cache-Control it is stored with says; browsers never see it.
            stored.set("Cache-Control", `public, max-age=${seconds}`);
            stored.set(KEPT_AT_HEADER, String(now));
            await cache?.put(cacheKey(key), new Response(page.body, { status: page.status, headers: stored }));
          } catch {
            end(null);
          } finally {
            if (rendering.get(key) === done) rendering.delete(key);
          }
        })(),
      );
      const headers = new Headers(response.headers);
      headers.set(PAGE_CACHE_HEADER, "miss");
      return new Response(forClient, { status: response.status, statusText: response.statusText, headers });
    },
  };
}
