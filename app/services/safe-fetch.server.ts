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

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host === "::1") return true;
  const v4 = ipv4Parts(host);
  return Boolean(v4 && v4[0] === 127);
}

/** Hosts that are never public: private, link-local, CGNAT, unspecified, multicast, internal names. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (!host) return true;
  if (host.endsWith(".local") || host.endsWith(".internal") || host.endsWith(".lan") || !host.includes(".") && !host.includes(":")) return true;
  const v4 = ipv4Parts(host);
  if (v4) {
    const [a, b] = v4;
    return (
      a === 0 || a === 10 || a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0)
    );
  }
  if (host.includes(":")) {
    // IPv6 literals: unique-local fc00::/7, link-local fe80::/10, unspecified, IPv4-mapped.
    return host === "::" || /^f[cd]/.test(host) || /^fe[89ab]/.test(host) || host.startsWith("::ffff:");
  }
  return false;
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
export async function safeFetchText(raw: string, options: SafeFetchOptions = {}): Promise<{ url: string; status: number; contentType: string; contentLocation: string | null; text: string; bytes: Uint8Array }> {
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
      throw e;
    }
    if (res.status >= 300 && res.status < 400 && res.headers.get("Location")) {
      await res.body?.cancel();
      if (hop >= maxRedirects) throw new UnsafeFetchError("Too many redirects");
      url = assertFetchableUrl(new URL(res.headers.get("Location")!, url), options);
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
