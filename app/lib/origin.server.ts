const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Paths called server-to-server by outside services (a payment provider, a mailbox's one-click unsubscribe),
// authenticated by their own signature or token instead.
const CROSS_SITE_ALLOWED = [
  "/api/stripe/webhook",
  "/api/paypal/webhook",
  "/api/mail/webhook",
  "/mail/unsubscribe",
  "/letters/unsubscribe",
  "/saved-searches/unsubscribe",
];

/**
 * True when a state-changing request comes from another site: its Sec-Fetch-Site says cross-site, or its Origin
 * is not this site's. Browsers send at least one of them on every POST.
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const url = new URL(request.url);
  if (CROSS_SITE_ALLOWED.includes(url.pathname)) return false;
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
