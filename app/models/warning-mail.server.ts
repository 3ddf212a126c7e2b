// Warnings by mail (issue 42): the addresses that get the county's Warning-level alerts by mail, and the counts /admin
// shows for push and mail.
import { and, asc, between, count, desc, eq, gt, gte, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { StoredLang } from "~/lib/i18n/lang";
import { idRanges } from "~/lib/rows";
import { mailMessages, pushSends, pushSubscriptions, pushThreads, warningMailSubscribers } from "../../db/schema";
import type { Db } from "./db.server";

export type WarningMailSubscriber = typeof warningMailSubscribers.$inferSelect;

export async function findWarningMailByEmail(db: Db, email: string): Promise<WarningMailSubscriber | null> {
  const [row] = await db.select().from(warningMailSubscribers).where(eq(warningMailSubscribers.email, email)).limit(1);
  return row ?? null;
}

/** A visitor's request: the row made or its confirm token replaced (an address already confirmed is left as it is). */
export async function saveWarningMailRequest(
  db: Db,
  input: { email: string; lang: StoredLang; manageToken: string; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .insert(warningMailSubscribers)
    .values({
      email: input.email,
      lang: input.lang,
      manageToken: input.manageToken,
      confirmTokenHash: input.tokenHash,
      confirmSentAt: input.now,
      confirmExpiresAt: input.expiresAt,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: warningMailSubscribers.email,
      set: { lang: input.lang, confirmTokenHash: input.tokenHash, confirmSentAt: input.now, confirmExpiresAt: input.expiresAt },
      setWhere: sql`${warningMailSubscribers.confirmedAt} is null`,
    });
}

/** The pending request a confirm link names, while it is valid. */
export async function findWarningMailConfirmation(db: Db, tokenHash: string, now: Date): Promise<WarningMailSubscriber | null> {
  const [row] = await db
    .select()
    .from(warningMailSubscribers)
    .where(and(eq(warningMailSubscribers.confirmTokenHash, tokenHash), gt(warningMailSubscribers.confirmExpiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function confirmWarningMail(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(warningMailSubscribers)
    .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
    .where(eq(warningMailSubscribers.id, id));
}

/** A member's own address, confirmed at once (they signed in with it), or taken off. */
export async function setMemberWarningMail(
  db: Db,
  input: { userId: string; email: string; lang: StoredLang; manageToken: string; on: boolean; now: Date },
): Promise<void> {
  if (!input.on) {
    await db.delete(warningMailSubscribers).where(eq(warningMailSubscribers.email, input.email));
    return;
  }
  await db
    .insert(warningMailSubscribers)
    .values({
      email: input.email,
      userId: input.userId,
      lang: input.lang,
      manageToken: input.manageToken,
      confirmedAt: input.now,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: warningMailSubscribers.email,
      set: { userId: input.userId, confirmedAt: input.now, confirmTokenHash: null, confirmExpiresAt: null },
    });
}

export async function findWarningMailByManageToken(db: Db, token: string): Promise<WarningMailSubscriber | null> {
  if (!token) return null;
  const [row] = await db.select().from(warningMailSubscribers).where(eq(warningMailSubscribers.manageToken, token)).limit(1);
  return row ?? null;
}

export async function deleteWarningMailByManageToken(db: Db, token: string): Promise<boolean> {
  if (!token) return false;
  const gone = await db
    .delete(warningMailSubscribers)
    .where(eq(warningMailSubscribers.manageToken, token))
    .returning({ id: warningMailSubscribers.id });
  return gone.length > 0;
}

/** A visitor's request whose confirm link expired unused (a week): the address is forgotten. */
export async function deleteExpiredWarningMailRequests(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(warningMailSubscribers)
    .where(and(isNull(warningMailSubscribers.confirmedAt), lt(warningMailSubscribers.confirmExpiresAt, now)))
    .returning({ id: warningMailSubscribers.id });
  return gone.length;
}

const confirmed = isNotNull(warningMailSubscribers.confirmedAt);

/** The confirmed addresses in id ranges of at most `size`, one queue message each. */
export async function listWarningMailRanges(db: Db, size: number): Promise<{ fromId: number; toId: number }[]> {
  const rows = await db
    .select({ id: warningMailSubscribers.id })
    .from(warningMailSubscribers)
    .where(confirmed)
    .orderBy(asc(warningMailSubscribers.id));
  return idRanges(rows, size);
}

export async function listWarningMailRange(db: Db, fromId: number, toId: number): Promise<WarningMailSubscriber[]> {
  return db
    .select()
    .from(warningMailSubscribers)
    .where(and(confirmed, between(warningMailSubscribers.id, fromId, toId)))
    .orderBy(asc(warningMailSubscribers.id));
}

/** What /admin shows: subscribers by push and by mail, and the last warning sent with how many it reached. */
export async function warningReach(db: Db) {
  const [push, mail, last] = await db.batch([
    db.select({ n: count() }).from(pushSubscriptions),
    db.select({ n: count() }).from(warningMailSubscribers).where(confirmed),
    db
      .select({ id: pushThreads.id, title: pushThreads.title, queuedAt: pushThreads.queuedAt })
      .from(pushThreads)
      .where(isNotNull(pushThreads.queuedAt))
      .orderBy(desc(pushThreads.queuedAt))
      .limit(1),
  ]);
  const thread = last[0];
  if (!thread?.queuedAt) return { push: push[0]?.n ?? 0, mail: mail[0]?.n ?? 0, last: null };
  const [pushed, mailed] = await db.batch([
    db
      .select({ n: count() })
      .from(pushSends)
      .where(and(eq(pushSends.threadId, thread.id), eq(pushSends.status, "sent"))),
    db
      .select({ n: count() })
      .from(mailMessages)
      // A range of the unique key (the index answers it): every "warning:<thread>:<subscriber>".
      .where(and(gte(mailMessages.dedupeKey, `warning:${thread.id}:`), lt(mailMessages.dedupeKey, `warning:${thread.id};`))),
  ]);
  return {
    push: push[0]?.n ?? 0,
    mail: mail[0]?.n ?? 0,
    last: { title: thread.title, at: thread.queuedAt, pushed: pushed[0]?.n ?? 0, mailed: mailed[0]?.n ?? 0 },
  };
}
