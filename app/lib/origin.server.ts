const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The RFC 8058 one-click unsubscribe targets (List-Unsubscribe with List-Unsubscribe-Post): a mailbox's POST, from
 * anywhere and with any Origin ("null", a webmail's, none), authorised by the token in its URL alone.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATHS = [
  "/mail/unsubscribe",
  "/letters/unsubscribe",
  "/saved-searches/unsubscribe",
  "/warnings/unsubscribe",
] as const;

const isOneClickUnsubscribe = (pathname: string) =>
  (ONE_CLICK_UNSUBSCRIBE_PATHS as readonly string[]).includes(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname);

// Paths called server-to-server by outside services (a payment provider, a mailbox's one-click unsubscribe),
// authenticated by their own signature or token instead.
const CROSS_SITE_ALLOWED: readonly string[] = ["/api/stripe/webhook", "/api/paypal/webhook", "/api/mail/webhook"];

/**
 * A one-click unsubscribe POST without its Origin, for Remix: Remix's own check of a page's action compares Origin
 * with Host and throws (a 500) when they differ, which a mailbox's POST always does. Anything else is left as it is.
 */
export function withoutOneClickOrigin(request: Request): Request {
  if (SAFE_METHODS.has(request.method) || !request.headers.has("Origin") || !isOneClickUnsubscribe(new URL(request.url).pathname)) return request;
  const headers = new Headers(request.headers);
  headers.delete("Origin");
  return new Request(request, { headers });
}

/**
 * True when a state-changing request comes from another site: its Sec-Fetch-Site says cross-site, or its Origin
 * is not this site's. Browsers send at least one of them on every POST.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  if (CROSS_SITE_ALLOWED.includes(url.pathname) || isOneClickUnsubscribe(url.pathname)) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "cross-site" || site === "same-site") return true;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") {
    try {
      // Scheme, host and port: https://host is another origin than http://host.
      return new URL(origin).origin !== url.origin;
    } catch {
      return true;
    }
  }
  return origin === "null";
}
