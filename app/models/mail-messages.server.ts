// The mail log: every message the site sends (outbox in development, delivery log and retry queue in production),
// and the single-use tokens of one-click links in mail.
import { and, desc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { mailMessages, mailTokens, type OptionalMailKind } from "../../db/schema";
import { generateSessionToken, sessionIdFromToken } from "./session.server";

export type MailRow = typeof mailMessages.$inferSelect;
export type NewMail = typeof mailMessages.$inferInsert;

export const MAX_MAIL_ATTEMPTS = 5;

/** Writes a mail; null when a mail with the same dedupeKey was already written. */
export async function insertMail(db: Db, mail: NewMail): Promise<MailRow | null> {
  const [row] = await db.insert(mailMessages).values(mail).onConflictDoNothing().returning();
  return row ?? null;
}

/** Writes many mails at once (a letter batch kept in the outbox when no provider is configured). */
export async function insertOutboxMails(db: Db, mails: NewMail[]) {
  if (mails.length) await db.insert(mailMessages).values(mails);
}

export async function mailWasSent(db: Db, dedupeKey: string): Promise<boolean> {
  const [row] = await db.select({ id: mailMessages.id }).from(mailMessages).where(eq(mailMessages.dedupeKey, dedupeKey));
  return Boolean(row);
}

export async function markMailSent(db: Db, id: number, attempts: number, providerId: string | null, now: Date) {
  await db.update(mailMessages).set({ status: "sent", attempts, providerId, sentAt: now, lastError: null }).where(eq(mailMessages.id, id));
}

export async function markMailFailed(db: Db, id: number, attempts: number, error: string) {
  await db
    .update(mailMessages)
    .set({ status: "failed", attempts, lastError: error.slice(0, 500) })
    .where(eq(mailMessages.id, id));
}

/** Mails to (re)try: failed or still pending (a send that never finished), under the attempt limit, oldest first. */
export async function listMailToRetry(db: Db, olderThan: Date, limit = 20): Promise<MailRow[]> {
  return db
    .select()
    .from(mailMessages)
    .where(
      and(
        or(eq(mailMessages.status, "failed"), and(eq(mailMessages.status, "pending"), lt(mailMessages.createdAt, olderThan))),
        lt(mailMessages.attempts, MAX_MAIL_ATTEMPTS),
      ),
    )
    .orderBy(mailMessages.createdAt)
    .limit(limit);
}

export async function listRecentMail(db: Db, limit = 50): Promise<MailRow[]> {
  return db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt), desc(mailMessages.id)).limit(limit);
}

export async function listMailForSupportMessages(db: Db, ids: number[]): Promise<MailRow[]> {
  if (!ids.length) return [];
  return db.select().from(mailMessages).where(inArray(mailMessages.supportMessageId, ids)).orderBy(mailMessages.createdAt);
}

/** A new single-use token (its hash stored) for a one-click link in mail. */
export async function createMailToken(db: Db, input: { purpose: string; itemId: string; userId: string; expiresAt: Date }): Promise<string> {
  const token = generateSessionToken();
  await db.insert(mailTokens).values({ ...input, tokenHash: sessionIdFromToken(token) });
  return token;
}

/** Looks a token up without using it (the confirmation page). */
export async function findMailToken(db: Db, token: string, purpose: string, now: Date) {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const [row] = await db
    .select()
    .from(mailTokens)
    .where(and(eq(mailTokens.tokenHash, sessionIdFromToken(token)), eq(mailTokens.purpose, purpose)));
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

/** Uses a single-use token: one update that succeeds once; null when unknown, used, expired or of another purpose. */
export async function consumeMailToken(db: Db, token: string, purpose: string, now: Date) {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const [row] = await db
    .update(mailTokens)
    .set({ usedAt: now })
    .where(and(eq(mailTokens.tokenHash, sessionIdFromToken(token)), eq(mailTokens.purpose, purpose), isNull(mailTokens.usedAt)))
    .returning();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

export type { OptionalMailKind };
