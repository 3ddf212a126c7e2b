// Browsers subscribed to the county's warnings (Web Push), and the alert messages already pushed.
import { eq, inArray } from "drizzle-orm";
import { pushSentAlerts, pushSubscriptions } from "../../db/schema";
import type { Db } from "./db.server";

export type StoredPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Adds a browser, or refreshes its keys when the same endpoint subscribes again. */
export async function savePushSubscription(db: Db, sub: StoredPushSubscription): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: sub.keys.p256dh, auth: sub.keys.auth } });
}

export async function deletePushSubscription(db: Db, endpoint: string): Promise<boolean> {
  const gone = await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function listPushSubscriptions(db: Db): Promise<StoredPushSubscription[]> {
  const rows = await db.select().from(pushSubscriptions).orderBy(pushSubscriptions.id);
  return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
}

/** Whether any of these alert message ids was pushed before. */
export async function anyAlertPushed(db: Db, alertIds: string[]): Promise<boolean> {
  if (alertIds.length === 0) return false;
  const rows = await db.select({ id: pushSentAlerts.alertId }).from(pushSentAlerts).where(inArray(pushSentAlerts.alertId, alertIds)).limit(1);
  return rows.length > 0;
}

/** Records the ids of a thread as pushed (new ids of a known thread too, so its later Updates still match). */
export async function recordAlertsPushed(db: Db, alertIds: string[], at: Date): Promise<void> {
  if (alertIds.length === 0) return;
  await db
    .insert(pushSentAlerts)
    .values(alertIds.map((alertId) => ({ alertId, sentAt: at })))
    .onConflictDoNothing();
}
