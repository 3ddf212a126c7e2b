// Browsers subscribed to the county's warnings (Web Push), and the alert messages already pushed.
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { idRanges } from "~/lib/rows";
import { pushSends, pushSentAlerts, pushSubscriptions, pushThreads } from "../../db/schema";
import type { Db } from "./db.server";

export type StoredPushSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };
/** What a warning's notification says (public/sw.js reads title, body, url). */
export type PushNotice = { title: string; body: string; url: string };
export type PushThread = PushNotice & { id: number; alertId: string; queuedAt: Date | null };

/** Adds a browser, or refreshes its keys when the same endpoint subscribes again; `clientKey` is who added it. */
export async function savePushSubscription(db: Db, sub: StoredPushSubscription, clientKey: string | null = null): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, clientKey })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: sub.keys.p256dh, auth: sub.keys.auth } });
}

/** How many subscriptions a client key made (its key changes every hour), up to `limit`; and whether `endpoint` is one of all. */
export async function countPushSubscriptionsOf(db: Db, clientKey: string, endpoint: string, limit: number) {
  const [mine, known] = await db.batch([
    db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.clientKey, clientKey)).limit(limit),
    db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).limit(1),
  ]);
  return { made: mine.length, known: known.length > 0 };
}

export async function deletePushSubscription(db: Db, endpoint: string): Promise<boolean> {
  const mine = db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const [, gone] = await db.batch([
    db.delete(pushSends).where(inArray(pushSends.subscriptionId, mine)),
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning({ id: pushSubscriptions.id }),
  ]);
  return gone.length > 0;
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

// --- The queued fan-out (one thread, many subscriptions)

/**
 * A new thread: its row and its message ids as pushed, in one batch, so a poll that dies halfway neither loses the
 * thread nor makes a second row for it when an Update comes next.
 */
export async function startPushThread(db: Db, input: PushNotice & { alertId: string; messageIds: string[]; now: Date }): Promise<void> {
  await db.batch([
    db
      .insert(pushThreads)
      .values({ alertId: input.alertId, title: input.title, body: input.body, url: input.url, createdAt: input.now })
      .onConflictDoNothing(),
    db
      .insert(pushSentAlerts)
      .values([...new Set([input.alertId, ...input.messageIds])].map((alertId) => ({ alertId, sentAt: input.now })))
      .onConflictDoNothing(),
  ]);
}

/** Threads made since `since` whose subscribers were not queued yet (new, or a poll that died before queueing). */
export async function listUnqueuedPushThreads(db: Db, since: Date): Promise<PushThread[]> {
  return db
    .select({
      id: pushThreads.id,
      alertId: pushThreads.alertId,
      title: pushThreads.title,
      body: pushThreads.body,
      url: pushThreads.url,
      queuedAt: pushThreads.queuedAt,
    })
    .from(pushThreads)
    .where(and(isNull(pushThreads.queuedAt), gt(pushThreads.createdAt, since)))
    .orderBy(asc(pushThreads.id));
}

export async function markPushThreadQueued(db: Db, id: number, at: Date): Promise<void> {
  await db.update(pushThreads).set({ queuedAt: at }).where(eq(pushThreads.id, id));
}

export async function getPushThread(db: Db, id: number): Promise<PushThread | null> {
  const [row] = await db.select().from(pushThreads).where(eq(pushThreads.id, id)).limit(1);
  return row ? { id: row.id, alertId: row.alertId, title: row.title, body: row.body, url: row.url, queuedAt: row.queuedAt } : null;
}

/** The subscriptions in id ranges of at most `size`, for one queue message each. */
export async function listSubscriptionRanges(db: Db, size: number): Promise<{ fromId: number; toId: number }[]> {
  const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).orderBy(asc(pushSubscriptions.id));
  return idRanges(rows, size);
}

/** A claim older than this is taken to have died with its worker, and its subscriptions are claimed again. */
const STALE_CLAIM_MS = 5 * 60 * 1000;

export type ClaimedPushSubscription = StoredPushSubscription & { id: number };

/**
 * One round trip: a send row for every subscription of the range (an existing row is kept), the rows not yet sent
 * claimed for this claim id, and the claimed subscriptions read. One already pushed, or claimed by another live
 * message, is not returned: a retried message or a second queueing pushes nobody twice.
 */
export async function claimPushRange(
  db: Db,
  input: { threadId: number; fromId: number; toId: number; claim: string; now: Date },
): Promise<ClaimedPushSubscription[]> {
  const { threadId, fromId, toId, claim, now } = input;
  const [, , rows] = await db.batch([
    db.run(sql`insert into ${pushSends} (thread_id, subscription_id, status)
      select ${threadId}, ${pushSubscriptions.id}, 'pending' from ${pushSubscriptions}
      where ${pushSubscriptions.id} between ${fromId} and ${toId}
      on conflict do nothing`),
    db
      .update(pushSends)
      .set({ status: "sending", claim, claimedAt: now })
      .where(
        and(
          eq(pushSends.threadId, threadId),
          sql`${pushSends.subscriptionId} between ${fromId} and ${toId}`,
          sql`(${pushSends.status} = 'pending' or (${pushSends.status} = 'sending' and ${pushSends.claimedAt} < ${now.getTime() - STALE_CLAIM_MS}))`,
        ),
      ),
    db
      .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSends)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushSends.subscriptionId))
      .where(eq(pushSends.claim, claim))
      .orderBy(asc(pushSubscriptions.id)),
  ]);
  return rows.map((r) => ({ id: r.id, endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
}

/**
 * The outcome of a claim, in one batch: pushed subscriptions marked sent, gone ones (404/410) deleted with their send
 * rows, failed ones back to pending for the retried message.
 */
export async function settlePushClaim(db: Db, claim: string, outcome: { sent: number[]; gone: number[]; failed: number[] }, now: Date) {
  const mine = (ids: number[]) => and(eq(pushSends.claim, claim), eq(pushSends.status, "sending"), inArray(pushSends.subscriptionId, ids));
  const steps = [
    ...(outcome.sent.length ? [db.update(pushSends).set({ status: "sent", sentAt: now }).where(mine(outcome.sent))] : []),
    ...(outcome.failed.length ? [db.update(pushSends).set({ status: "pending", claim: null, claimedAt: null }).where(mine(outcome.failed))] : []),
    ...(outcome.gone.length
      ? [
          db.delete(pushSends).where(inArray(pushSends.subscriptionId, outcome.gone)),
          db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, outcome.gone)),
        ]
      : []),
  ];
  const [first, ...rest] = steps;
  if (first) await db.batch([first, ...rest]);
}
