// Fetching what admins point us at (feeds, calendars) without becoming a proxy into private networks:
// http(s) only, public hosts only (checked again at every redirect), a time limit and a size limit.

import ipaddr from "ipaddr.js";

export class UnsafeFetchError extends Error {}

export type SafeFetchOptions = {
  /** Tests only (ALLOW_LOOPBACK_FETCH): lets loopback hosts through. Private ranges stay refused. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
};

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

/** A hostname as compared: no brackets, lower case, no trailing dots ("localhost." is localhost). */
function normaliseHost(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, "")
    .toLowerCase()
    .replace(/\.+$/, "");
}

/** The address an IP literal names (IPv4 in any form inet_aton reads, IPv6 with embedded IPv4), or null for a name. */
function ipLiteral(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (host.includes(":")) return ipaddr.IPv6.isValid(host) ? ipaddr.IPv6.parse(host) : null;
  return ipaddr.IPv4.isValid(host) ? ipaddr.IPv4.parse(host) : null;
}

const LOOPBACK_NAMES = /^(localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$|\.localhost$/;

export function isLoopbackHost(hostname: string): boolean {
  const host = normaliseHost(hostname);
  return LOOPBACK_NAMES.test(host) || ipLiteral(host)?.range() === "loopback";
}

// ::/96 (IPv4-compatible, deprecated): ipaddr.js names only its first and second address (unspecified, loopback).
const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");

/**
 * Special-purpose addresses (IANA's registries, as ipaddr.js names them: private, loopback, link-local, CGNAT,
 * multicast, reserved, documentation …) and every IPv6 form that carries an IPv4 address (mapped, compatible, NAT64,
 * 6to4, Teredo): nothing in them is a public web server. Only "unicast" is public.
 */
function isSpecialAddress(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.range() !== "unicast") return true;
  return address.kind() === "ipv6" && address.match(IPV4_COMPATIBLE);
}

/** Hosts that are never public: special-purpose IPv4/IPv6 ranges, and internal or single-label names. */
export function isPrivateHost(hostname: string): boolean {
  const host = normaliseHost(hostname);
  if (!host) return true;
  if (LOOPBACK_NAMES.test(host) || /\.(local|internal|lan|localdomain|home\.arpa|test|invalid)$/.test(host)) return true;
  const address = ipLiteral(host);
  if (address) return isSpecialAddress(address);
  // A colon that is no IPv6 address is no host; a name without a dot is resolved inside some network, never on the
  // public web.
  return host.includes(":") || !host.includes(".");
}

export function assertFetchableUrl(raw: string | URL, options: SafeFetchOptions = {}): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeFetchError("Not a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UnsafeFetchError("Only http and https URLs can be fetched");
  if (url.username || url.password) throw new UnsafeFetchError("URLs with credentials are refused");
  if (isLoopbackHost(url.hostname)) {
    if (!options.allowLoopback) throw new UnsafeFetchError(`Refused to fetch a non-public host (${url.hostname})`);
    return url;
  }
  if (isPrivateHost(url.hostname)) throw new UnsafeFetchError(`Refused to fetch a non-public host (${url.hostname})`);
  return url;
}

/** GETs a URL safely and returns its body as text (size-limited), following redirects by hand. */
export async function safeFetchText(
  raw: string,
  options: SafeFetchOptions = {},
): Promise<{ url: string; status: number; contentType: string; contentLocation: string | null; text: string; bytes: Uint8Array }> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...DEFAULTS, ...options };
  const signal = AbortSignal.timeout(timeoutMs);
  let url = assertFetchableUrl(raw, options);
  for (let hop = 0; ; hop++) {
    let res: Response;
    try {
      res = await fetch(url, {
        redirect: "manual",
        signal,
        headers: { Accept: options.accept ?? "*/*", "User-Agent": "GreenwoodCommunityHub/1.0 (+feeds)" },
      });
    } catch (e) {
      if (signal.aborted) throw new UnsafeFetchError(`Timed out after ${timeoutMs} ms`);
      // What the runtime says of a failed connection names nothing an admin can act on (workerd: "internal error;
      // reference = …", Node: "fetch failed"): the run's error names the host instead.
      throw new Error(`Could not connect to ${url.host}`, { cause: e });
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get("Location")) {
      await res.body?.cancel();
      if (hop >= maxRedirects) throw new UnsafeFetchError("Too many redirects");
      const location = res.headers.get("Location");
      if (!location) throw new UnsafeFetchError("Redirect without a Location");
      url = assertFetchableUrl(new URL(location, url), options);
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new Error(`HTTP ${res.status} from ${url.host}`);
    }
    const declared = Number(res.headers.get("Content-Length") ?? "0");
    if (declared > maxBytes) {
      await res.body?.cancel();
      throw new UnsafeFetchError(`Response too large (over ${maxBytes} bytes)`);
    }
    const reader = res.body?.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          throw new UnsafeFetchError(`Response too large (over ${maxBytes} bytes)`);
        }
        chunks.push(value);
      }
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const c of chunks) {
      bytes.set(c, offset);
      offset += c.byteLength;
    }
    return {
      url: url.toString(),
      status: res.status,
      contentType: res.headers.get("Content-Type") ?? "",
      contentLocation: res.headers.get("Content-Location"),
      text: new TextDecoder().decode(bytes),
      bytes,
    };
  }
}
