// Fetching what admins point us at (feeds, calendars) without becoming a proxy into private networks:
// http(s) only, public hosts only (checked again at every redirect), a time limit and a size limit.

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

function ipv4Parts(host: string): number[] | null {
  const m = host.match(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/** The eight 16-bit groups of an IPv6 literal (as the URL parser writes it, embedded IPv4 allowed), or null. */
function ipv6Groups(host: string): number[] | null {
  if (!host.includes(":")) return null;
  let text = host;
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const parts = ipv4Parts(v4[1]);
    if (!parts) return null;
    text = text.slice(0, -v4[1].length) + `${((parts[0] << 8) | parts[1]).toString(16)}:${((parts[2] << 8) | parts[3]).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/** A hostname as compared: no brackets, lower case, no trailing dots ("localhost." is localhost). */
function normaliseHost(hostname: string): string {
  return hostname
    .replace(/^\[|\]$/g, "")
    .toLowerCase()
    .replace(/\.+$/, "");
}

const LOOPBACK_NAMES = /^(localhost|localhost\.localdomain|ip6-localhost|ip6-loopback)$|\.localhost$/;

export function isLoopbackHost(hostname: string): boolean {
  const host = normaliseHost(hostname);
  if (LOOPBACK_NAMES.test(host)) return true;
  const v4 = ipv4Parts(host);
  if (v4) return v4[0] === 127;
  const v6 = ipv6Groups(host);
  return Boolean(v6 && v6.slice(0, 7).every((g) => g === 0) && v6[7] === 1);
}

/** IPv4 special-purpose ranges (IANA registry): nothing in them is a public web server. */
function isSpecialIpv4([a, b, c]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 88 && c === 99) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  );
}

/** IPv6 special-purpose ranges (IANA registry), and IPv4 embedded in mapped/compatible/NAT64/6to4 forms. */
function isSpecialIpv6(g: number[]): boolean {
  const [g0, g1] = g;
  if (g.slice(0, 6).every((x) => x === 0)) return true; // ::/96: unspecified, loopback, IPv4-compatible
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return true; // ::ffff:0:0/96 IPv4-mapped
  if (g0 === 0x64 && g1 === 0xff9b) return true; // 64:ff9b::/96 and 64:ff9b:1::/48 NAT64
  if (g0 === 0x100 && g1 === 0 && g[2] === 0 && g[3] === 0) return true; // 100::/64 discard
  if (g0 === 0x2001 && g1 < 0x200) return true; // 2001::/23 IETF protocol assignments (Teredo, ORCHID …)
  if (g0 === 0x2001 && g1 === 0xdb8) return true; // documentation
  if (g0 === 0x2002) return true; // 6to4
  if (g0 === 0x3fff && g1 < 0x1000) return true; // 3fff::/20 documentation
  if ((g0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((g0 & 0xffc0) === 0xfe80 || (g0 & 0xffc0) === 0xfec0) return true; // link-local, site-local
  return (g0 & 0xff00) === 0xff00; // multicast
}

/** Hosts that are never public: special-purpose IPv4/IPv6 ranges, and internal or single-label names. */
export function isPrivateHost(hostname: string): boolean {
  const host = normaliseHost(hostname);
  if (!host) return true;
  if (LOOPBACK_NAMES.test(host) || /\.(local|internal|lan|localdomain|home\.arpa|test|invalid)$/.test(host)) return true;
  const v4 = ipv4Parts(host);
  if (v4) return isSpecialIpv4(v4);
  if (host.includes(":")) {
    const v6 = ipv6Groups(host);
    return !v6 || isSpecialIpv6(v6);
  }
  // A name without a dot is resolved inside some network, never on the public web.
  return !host.includes(".");
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
