// Web Push for the county's warnings (issue 32 §3): subscribing a browser, and pushing each new Warning-level NWS
// thread once to every subscriber, fanned out through PUSH_QUEUE (one message per PUSH_BATCH_SIZE subscriptions).
// Encryption (RFC 8291 aes128gcm) and VAPID (RFC 8292) by @block65/webcrypto-web-push on Web Crypto. A 404 or 410 from
// the push service means the subscription is gone: it is deleted. Each push is recorded (thread, subscription), claimed
// before it goes, so a retried message or a second poll pushes nobody twice (docs/decisions/reaching-residents.md).
import { buildPushPayload, type VapidKeys } from "@block65/webcrypto-web-push";
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  AUTH_SECRET_BYTES,
  isPushServiceEndpoint,
  normalisePushKey,
  P256DH_BYTES,
  pushServiceHostsSetting,
  retryAfterSeconds,
  type PushMessage,
} from "~/lib/push";
import type { WeatherAlert } from "~/lib/weather-alerts";
import { z } from "~/lib/zod";
import {
  anyAlertPushed,
  claimPushRange,
  countPushSubscriptionsOf,
  deletePushSubscription,
  getPushThread,
  listSubscriptionRanges,
  listUnqueuedPushThreads,
  markPushThreadQueued,
  recordAlertsPushed,
  savePushSubscription,
  settlePushClaim,
  startPushThread,
  type PushNotice,
  type PushThread,
  type StoredPushSubscription,
} from "~/models/push-subscriptions.server";
import { assertFetchableUrl, UnsafeFetchError } from "./safe-fetch.server";
import { queueWarningMail } from "./warning-mail.server";
import { getWarningThreads } from "./weather.server";

export const PUSH_ENDPOINT_MESSAGE = /*i18n*/ {
  id: "api.Push endpoint must be the https address of a browser's push service (Chrome, Firefox, Safari or Edge)",
  message: "Push endpoint must be the https address of a browser's push service (Chrome, Firefox, Safari or Edge)",
} as const;
export const PUSH_KEYS_MESSAGE = /*i18n*/ {
  id: "api.Push keys must be a 65-byte P-256 key and a 16-byte auth secret, in base64url or base64",
  message: "Push keys must be a 65-byte P-256 key and a 16-byte auth secret, in base64url or base64",
} as const;
export const PUSH_INVALID_MESSAGE = /*i18n*/ { id: "api.Invalid push subscription", message: "Invalid push subscription" } as const;

const key = (bytes: number, firstByte?: number) =>
  z
    .string()
    .transform((s, ctx) => normalisePushKey(s, bytes, firstByte) ?? (ctx.addIssue({ code: "custom", message: PUSH_KEYS_MESSAGE.message }), z.NEVER));

/**
 * What PushSubscription.toJSON() gives: an https endpoint of a browser's push service (or one PUSH_SERVICE_HOSTS adds),
 * the browser's P-256 key and auth secret. The keys come back as base64url, whichever alphabet the client used.
 */
function pushSubscriptionSchema(extraHosts: readonly string[]) {
  return z.object({
    endpoint: z
      .string({ message: PUSH_ENDPOINT_MESSAGE.message })
      .max(2000, PUSH_ENDPOINT_MESSAGE.message)
      .refine((u) => isPushServiceEndpoint(u, extraHosts), PUSH_ENDPOINT_MESSAGE.message)
      .refine((u) => {
        try {
          assertFetchableUrl(u);
          return true;
        } catch {
          return false;
        }
      }, PUSH_ENDPOINT_MESSAGE.message),
    expirationTime: z.number().nullish(),
    keys: z.object({ p256dh: key(P256DH_BYTES, 0x04), auth: key(AUTH_SECRET_BYTES) }, { message: PUSH_KEYS_MESSAGE.message }),
  });
}

/** A posted subscription, checked and normalised, or the message of what is wrong with it. */
export function parsePushSubscription(
  context: AppLoadContext,
  body: unknown,
):
  | { ok: true; value: StoredPushSubscription }
  | { ok: false; message: typeof PUSH_ENDPOINT_MESSAGE | typeof PUSH_KEYS_MESSAGE | typeof PUSH_INVALID_MESSAGE } {
  const parsed = pushSubscriptionSchema(pushServiceHostsSetting(context.env.PUSH_SERVICE_HOSTS)).safeParse(body);
  if (parsed.success) return { ok: true, value: { endpoint: parsed.data.endpoint, keys: parsed.data.keys } };
  const [field] = parsed.error.issues[0]?.path ?? [];
  return { ok: false, message: field === "endpoint" ? PUSH_ENDPOINT_MESSAGE : field === "keys" ? PUSH_KEYS_MESSAGE : PUSH_INVALID_MESSAGE };
}

export function vapidKeys(context: AppLoadContext): VapidKeys | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = context.env;
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY || !VAPID_SUBJECT) return null;
  return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
}

/**
 * Who is subscribing, as the hourly cap counts them: a hash of their address (Cloudflare's CF-Connecting-IP, trusted
 * only behind its edge, as the rate limiters do; one shared key elsewhere) and the hour, so stored keys link nobody
 * across hours.
 */
async function subscriberKey(request: Request, context: AppLoadContext): Promise<string> {
  const behindCloudflare = context.env.ENVIRONMENT === "production";
  const address = behindCloudflare ? (request.headers.get("CF-Connecting-IP") ?? "unknown") : "local";
  const hour = Math.floor(context.now().getTime() / 3_600_000);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`push-subscriber|${address}|${hour}`));
  return [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Saves a subscription; "too-many" when the address already made PUSH_SUBSCRIPTIONS_PER_HOUR new ones this hour (a
 * browser renewing its own endpoint is not counted). The per-minute burst is SUBSCRIBE_LIMITER's (workers/security.ts).
 */
export async function subscribeToWarnings(
  request: Request,
  context: AppLoadContext,
  sub: StoredPushSubscription,
): Promise<"subscribed" | "too-many"> {
  const clientKey = await subscriberKey(request, context);
  const cap = context.env.PUSH_SUBSCRIPTIONS_PER_HOUR;
  const { made, known } = await countPushSubscriptionsOf(context.db, clientKey, sub.endpoint, cap);
  if (!known && made >= cap) return "too-many";
  await savePushSubscription(context.db, { endpoint: sub.endpoint, keys: sub.keys }, clientKey);
  return "subscribed";
}

export async function unsubscribeFromWarnings(context: AppLoadContext, endpoint: string) {
  return deletePushSubscription(context.db, endpoint);
}

/** The notification the service worker shows (public/sw.js reads title, body, url). */
export function warningNotification(alert: WeatherAlert): PushNotice {
  return { title: alert.event, body: alert.headline, url: `/alerts#${alert.slug}` };
}

/**
 * One push; answers the push service's status (0 when it could not be reached) and, for a 429 or 5xx, the seconds its
 * Retry-After asks for.
 */
async function pushTo(
  sub: StoredPushSubscription,
  data: unknown,
  vapid: VapidKeys,
  now: Date,
): Promise<{ status: number; retryAfter: number | null }> {
  try {
    assertFetchableUrl(sub.endpoint);
    const payload = await buildPushPayload(
      { data: JSON.stringify(data), options: { ttl: 6 * 60 * 60, urgency: "high" } },
      { ...sub, expirationTime: null },
      vapid,
    );
    const res = await fetch(sub.endpoint, { ...payload, redirect: "manual", signal: AbortSignal.timeout(10_000) });
    await res.body?.cancel();
    const busy = res.status === 429 || res.status >= 500;
    return { status: res.status, retryAfter: busy ? retryAfterSeconds(res.headers.get("Retry-After"), now) : null };
  } catch (error) {
    if (!(error instanceof UnsafeFetchError)) console.warn(`push: ${(error as Error).message}`);
    return { status: 0, retryAfter: null };
  }
}

/**
 * Subscriptions per queue message: one push is one subrequest, so a message (with its few database calls) stays under
 * the Free plan's 50 subrequests per invocation; the consumer takes one message per invocation (wrangler.toml).
 */
export const PUSH_BATCH_SIZE = 40;
/** Messages per Queue.sendBatch call (the platform's limit). */
const QUEUE_SEND_BATCH = 100;
/** Pushes in flight at once within a message. */
const PARALLEL = 6;
/** A thread not queued within this time (the poll kept failing) is not pushed any more: the warning is old news. */
const QUEUE_WINDOW_MS = 6 * 3600 * 1000;

/**
 * The alert poll (cron): every live Warning-level thread not seen before becomes a push thread, and its subscribers
 * are queued once; a thread already seen (an Update of it) is not, but its new message ids are recorded so later
 * Updates match too.
 */
export async function pushNewWarnings(context: AppLoadContext) {
  const summary = { warnings: 0, pushed: 0, pushMessages: 0, mailMessages: 0 };
  const threads = await getWarningThreads(context);
  summary.warnings = threads.length;
  const now = context.now();
  for (const { alert, messageIds } of threads) {
    if (await anyAlertPushed(context.db, messageIds)) await recordAlertsPushed(context.db, messageIds, now);
    else await startPushThread(context.db, { alertId: alert.id, messageIds, now, ...warningNotification(alert) });
  }
  // New threads, and any a poll made but died before queueing.
  for (const thread of await listUnqueuedPushThreads(context.db, new Date(now.getTime() - QUEUE_WINDOW_MS))) {
    summary.pushed++;
    // Browsers when the site has VAPID keys; addresses that chose mail always (issue 42).
    if (vapidKeys(context)) summary.pushMessages += await queueThread(context, thread);
    summary.mailMessages += await queueWarningMail(context, thread);
    await markPushThreadQueued(context.db, thread.id, now);
  }
  return summary;
}

async function queueThread(context: AppLoadContext, thread: PushThread): Promise<number> {
  const ranges = await listSubscriptionRanges(context.db, PUSH_BATCH_SIZE);
  const messages: PushMessage[] = ranges.map((r) => ({ kind: "push", threadId: thread.id, ...r }));
  const queue = context.pushQueue;
  if (!queue) {
    // No queue bound (a misconfigured deploy): push in this invocation, which the subrequest limit bounds.
    for (const m of messages) await sendPushRange(context, m);
    return messages.length;
  }
  for (let i = 0; i < messages.length; i += QUEUE_SEND_BATCH) {
    await queue.sendBatch(messages.slice(i, i + QUEUE_SEND_BATCH).map((body) => ({ body, contentType: "json" as const })));
  }
  return messages.length;
}

export type PushRangeResult =
  { ok: true; sent: number; removed: number } | { ok: false; sent: number; removed: number; failed: number; retryAfter: number | null };

/**
 * One queue message: claims the range's subscriptions not yet pushed this thread, pushes each, and records the outcome:
 * 2xx sent, 404/410 removed, anything else back to pending and the message retried (only those are pushed again).
 */
export async function sendPushRange(context: AppLoadContext, message: PushMessage): Promise<PushRangeResult> {
  const vapid = vapidKeys(context);
  const thread = await getPushThread(context.db, message.threadId);
  if (!vapid || !thread) return { ok: true, sent: 0, removed: 0 };
  const claim = crypto.randomUUID();
  const subs = await claimPushRange(context.db, { threadId: thread.id, fromId: message.fromId, toId: message.toId, claim, now: context.now() });
  const data: PushNotice = { title: thread.title, body: thread.body, url: thread.url };
  const outcome = { sent: [] as number[], gone: [] as number[], failed: [] as number[] };
  let retryAfter: number | null = null;
  for (let i = 0; i < subs.length; i += PARALLEL) {
    const batch = subs.slice(i, i + PARALLEL);
    const answers = await Promise.all(batch.map((sub) => pushTo(sub, data, vapid, context.now())));
    batch.forEach((sub, j) => {
      const answer = answers[j];
      if (!answer) return;
      const { status, retryAfter: wait } = answer;
      if (wait !== null) retryAfter = Math.max(retryAfter ?? 0, wait);
      const list = status >= 200 && status < 300 ? outcome.sent : status === 404 || status === 410 ? outcome.gone : outcome.failed;
      list.push(sub.id);
    });
  }
  await settlePushClaim(context.db, claim, outcome, context.now());
  const counts = { sent: outcome.sent.length, removed: outcome.gone.length };
  return outcome.failed.length ? { ok: false, ...counts, failed: outcome.failed.length, retryAfter } : { ok: true, ...counts };
}
