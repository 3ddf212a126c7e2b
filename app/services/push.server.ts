// Web Push for the county's warnings (issue 32 §3): subscribing a browser, and pushing each new Warning-level NWS
// thread once to every subscriber, fanned out through PUSH_QUEUE (one message per PUSH_BATCH_SIZE subscriptions).
// Encryption (RFC 8291 aes128gcm) and VAPID (RFC 8292) by @block65/webcrypto-web-push on Web Crypto. A 404 or 410 from
// the push service means the subscription is gone: it is deleted. Each push is recorded (thread, subscription), claimed
// before it goes, so a retried message or a second poll pushes nobody twice (docs/decisions/reaching-residents.md).
import { buildPushPayload, type VapidKeys } from "@block65/webcrypto-web-push";
import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { PushMessage } from "~/lib/push";
import type { WeatherAlert } from "~/lib/weather-alerts";
import {
  anyAlertPushed,
  claimPushRange,
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
} from "~/models/push.server";
import { assertFetchableUrl, UnsafeFetchError } from "./safe-fetch.server";
import { getWarningThreads } from "./weather.server";

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "Must be base64url")
    .refine((s) => {
      try {
        return decodeBase64urlIgnorePadding(s.replace(/=+$/, "")).length === bytes;
      } catch {
        return false;
      }
    }, `Must be ${bytes} bytes`);

/** What PushSubscription.toJSON() gives: an https endpoint on a public host, the browser's P-256 key and auth secret. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2000)
    .url()
    .refine((u) => u.startsWith("https://"), "Endpoint must be https")
    .refine((u) => {
      try {
        assertFetchableUrl(u);
        return true;
      } catch {
        return false;
      }
    }, "Endpoint must be a public host"),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
});

export function vapidKeys(context: AppLoadContext): VapidKeys | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = context.env;
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY || !VAPID_SUBJECT) return null;
  return { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
}

export async function subscribeToWarnings(context: AppLoadContext, sub: StoredPushSubscription) {
  await savePushSubscription(context.db, { endpoint: sub.endpoint, keys: sub.keys });
}

export async function unsubscribeFromWarnings(context: AppLoadContext, endpoint: string) {
  return deletePushSubscription(context.db, endpoint);
}

/** The notification the service worker shows (public/sw.js reads title, body, url). */
export function warningNotification(alert: WeatherAlert): PushNotice {
  return { title: alert.event, body: alert.headline, url: `/alerts#${alert.slug}` };
}

/** One push; answers the push service's status (0 when it could not be reached). */
async function pushTo(sub: StoredPushSubscription, data: unknown, vapid: VapidKeys): Promise<number> {
  try {
    assertFetchableUrl(sub.endpoint);
    const payload = await buildPushPayload(
      { data: JSON.stringify(data), options: { ttl: 6 * 60 * 60, urgency: "high" } },
      { ...sub, expirationTime: null },
      vapid,
    );
    const res = await fetch(sub.endpoint, { ...payload, redirect: "manual", signal: AbortSignal.timeout(10_000) });
    await res.body?.cancel();
    return res.status;
  } catch (error) {
    if (!(error instanceof UnsafeFetchError)) console.warn(`push: ${(error as Error).message}`);
    return 0;
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
  const summary = { warnings: 0, pushed: 0, pushMessages: 0 };
  if (!vapidKeys(context)) return summary;
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
    summary.pushMessages += await queueThread(context, thread);
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

export type PushRangeResult = { ok: true; sent: number; removed: number } | { ok: false; sent: number; removed: number; failed: number };

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
  for (let i = 0; i < subs.length; i += PARALLEL) {
    const batch = subs.slice(i, i + PARALLEL);
    const statuses = await Promise.all(batch.map((sub) => pushTo(sub, data, vapid)));
    for (const [j, status] of statuses.entries()) {
      const list = status >= 200 && status < 300 ? outcome.sent : status === 404 || status === 410 ? outcome.gone : outcome.failed;
      list.push(batch[j].id);
    }
  }
  await settlePushClaim(context.db, claim, outcome, context.now());
  const counts = { sent: outcome.sent.length, removed: outcome.gone.length };
  return outcome.failed.length ? { ok: false, ...counts, failed: outcome.failed.length } : { ok: true, ...counts };
}
