const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// Paths called server-to-server by outside services, authenticated by their own signature instead.
const CROSS_SITE_ALLOWED = ["/api/stripe/webhook", "/api/paypal/webhook"];

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
      return new URL(origin).host !== url.host;
    } catch {
      return true;
    }
  }
  return origin === "null";
}
