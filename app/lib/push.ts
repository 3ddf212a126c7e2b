// The Web Push fan-out's queue message (issue 32 §3): the subscriptions with ids in [fromId, toId] get a thread's push.
// Pure: shared by the cron that produces it, the consumer in workers/ and the env's binding type.

// "push": browsers (push_subscriptions ids); "warning-mail": addresses (warning_mail_subscribers ids), issue 42.
export type PushMessage = { kind: "push" | "warning-mail"; threadId: number; fromId: number; toId: number };

export function isPushMessage(body: unknown): body is PushMessage {
  const m = body as Partial<PushMessage> | null;
  return Boolean(m) && (m?.kind === "push" || m?.kind === "warning-mail") && [m.threadId, m.fromId, m.toId].every((n) => Number.isSafeInteger(n));
}

/** The longest wait a push service's Retry-After may ask for before the message is retried (the queue's delay cap is 12 h). */
export const MAX_RETRY_AFTER_SECONDS = 3600;

/**
 * The seconds a 429 or 5xx answer's Retry-After asks for (RFC 9110 §10.2.3: delay-seconds or an HTTP date), at most
 * MAX_RETRY_AFTER_SECONDS; null when there is none or it cannot be read.
 */
export function retryAfterSeconds(value: string | null | undefined, now: Date): number | null {
  const v = value?.trim();
  if (!v) return null;
  // delay-seconds, or an HTTP date as servers write it (IMF-fixdate: "Sat, 28 Nov 2026 12:00:30 GMT").
  const httpDate = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(v);
  const seconds = /^\d{1,10}$/.test(v) ? Number(v) : httpDate ? Math.ceil((Date.parse(v) - now.getTime()) / 1000) : NaN;
  if (!Number.isFinite(seconds)) return null;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, seconds));
}

/**
 * The push services browsers subscribe with (Chrome: FCM; Firefox: Mozilla's autopush; Safari: Apple; Edge: WNS). A
 * subscription's endpoint must be on one of them, or on a host the site adds (PUSH_SERVICE_HOSTS): anything else would
 * make the alert poll send requests wherever a stranger asked. "*.example.com" stands for any name under example.com.
 */
export const BROWSER_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.push.services.mozilla.com",
  "web.push.apple.com",
  "*.notify.windows.com",
] as const;

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;

/** Whether `endpoint` is an https URL, on the default port and without credentials, of an accepted push service. */
export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.port !== "" || url.username !== "" || url.password !== "") return false;
  const host = url.hostname.toLowerCase();
  return [...BROWSER_PUSH_SERVICE_HOSTS, ...extraHosts].some((pattern) => hostMatches(host, pattern.toLowerCase()));
}

/** The hosts of a PUSH_SERVICE_HOSTS setting: comma- or space-separated names, "*.name" for any name under it. */
export function pushServiceHostsSetting(value: string | undefined): string[] {
  return (value ?? "")
    .split(/[\s,]+/)
    .map((h) => h.trim().toLowerCase())
    .filter((h) => /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(h));
}

/** The browser's key is an uncompressed P-256 point (65 bytes, 0x04 first); the auth secret is 16 bytes. */
export const P256DH_BYTES = 65;
export const AUTH_SECRET_BYTES = 16;

/**
 * A subscription key as we store it (base64url without padding), from what clients send: base64url (what
 * PushSubscription.toJSON() gives) or standard base64 with `+`, `/` and `=` (what `btoa(...)` client code gives), as
 * web-push libraries accept both. Null when it is neither or does not decode to `bytes` bytes.
 */
export function normalisePushKey(value: string, bytes: number, firstByte?: number): string | null {
  if (value.length > 200 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  const unpadded = value.replace(/=+$/, "");
  if (unpadded.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(unpadded.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (unpadded.length % 4)) % 4));
  } catch {
    return null;
  }
  if (binary.length !== bytes || (firstByte !== undefined && binary.charCodeAt(0) !== firstByte)) return null;
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
