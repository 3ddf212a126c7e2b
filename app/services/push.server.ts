// Web Push for the county's warnings (issue 32 §3): subscribing a browser, and pushing each new Warning-level NWS
// thread once to every subscriber. Encryption (RFC 8291 aes128gcm) and VAPID (RFC 8292) by @block65/webcrypto-web-push
// on Web Crypto. A 404 or 410 from the push service means the subscription is gone: it is deleted.
import { buildPushPayload, type VapidKeys } from "@block65/webcrypto-web-push";
import { decodeBase64urlIgnorePadding } from "@oslojs/encoding";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import type { WeatherAlert } from "~/lib/weather-alerts";
import {
  anyAlertPushed,
  deletePushSubscription,
  listPushSubscriptions,
  recordAlertsPushed,
  savePushSubscription,
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
export function warningNotification(alert: WeatherAlert) {
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

const PARALLEL = 6;

/**
 * The alert poll (cron): every live Warning-level thread not pushed before is pushed once to every subscriber; a
 * thread already pushed (an Update of it) is not, but its new message ids are recorded so later Updates match too.
 */
export async function pushNewWarnings(context: AppLoadContext) {
  const vapid = vapidKeys(context);
  const summary = { warnings: 0, pushed: 0, delivered: 0, removed: 0, failed: 0 };
  if (!vapid) return summary;
  const threads = await getWarningThreads(context);
  summary.warnings = threads.length;
  for (const { alert, messageIds } of threads) {
    const known = await anyAlertPushed(context.db, messageIds);
    // Recorded before sending: a poll that dies halfway sends a thread at most once.
    await recordAlertsPushed(context.db, messageIds, context.now());
    if (known) continue;
    summary.pushed++;
    const data = warningNotification(alert);
    const subs = await listPushSubscriptions(context.db);
    for (let i = 0; i < subs.length; i += PARALLEL) {
      const batch = subs.slice(i, i + PARALLEL);
      const statuses = await Promise.all(batch.map((sub) => pushTo(sub, data, vapid)));
      for (const [j, status] of statuses.entries()) {
        if (status >= 200 && status < 300) summary.delivered++;
        else if (status === 404 || status === 410) {
          await deletePushSubscription(context.db, batch[j].endpoint);
          summary.removed++;
        } else summary.failed++;
      }
    }
  }
  return summary;
}
