// The one check for every "come back here afterwards" value a request carries (sign-in's returnTo, the language
// switch's, the admin lists' back): only a path on this site ever reaches a Location header.

// Any origin of our own works: a value is kept only when it resolves to this origin, and only its path is kept.
const SITE = "https://site.invalid";

/**
 * A same-site path (with its query and hash) for `value`, or "/". Refuses absolute and protocol-relative URLs,
 * backslashes and control characters, and checks the path after dot segments are resolved ("/.//evil.example"
 * resolves to "//evil.example", which a browser reads as another host).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000) return "/";
  // eslint-disable-next-line no-control-regex -- control characters (which URL parsers drop) and backslashes are refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return "/";
  }
  if (url.origin !== SITE) return "/";
  if (url.pathname.startsWith("//")) return "/";
  return url.pathname + url.search + url.hash;
}
