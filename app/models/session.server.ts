// Sessions as the Lucia guide describes them: a random token in the cookie, only its SHA-256 in the database.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { eq, lt } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { sessions, users, type User } from "../../db/schema";

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000;

/** 160 random bits, base32. */
export function generateSessionToken(): string {
  const bytes = new Uint8Array(20);
  crypto.getRandomValues(bytes);
  return encodeBase32LowerCaseNoPadding(bytes);
}

export function sessionIdFromToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export async function createSession(db: Db, userId: string, now: Date) {
  const token = generateSessionToken();
  const expire = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    sid: sessionIdFromToken(token),
    sess: { userId, createdAt: now.getTime() },
    expire,
    userId,
  });
  return { token, expire };
}

export type ValidSession = { sid: string; expire: Date; user: User; renewed: boolean };

/** The session for a cookie token, renewed when under 15 days are left; null when unknown, expired or inactive. */
export async function validateSessionToken(db: Db, token: string, now: Date): Promise<ValidSession | null> {
  const sid = sessionIdFromToken(token);
  const [row] = await db
    .select({ sid: sessions.sid, expire: sessions.expire, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.sid, sid))
    .limit(1);
  if (!row) return null;
  if (row.expire.getTime() <= now.getTime() || !row.user.isActive) {
    await db.delete(sessions).where(eq(sessions.sid, sid));
    return null;
  }
  if (row.expire.getTime() - now.getTime() < SESSION_RENEW_WITHIN_MS) {
    const expire = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    return { sid, expire, user: row.user, renewed: true };
  }
  return { sid, expire: row.expire, user: row.user, renewed: false };
}

export async function invalidateSession(db: Db, sid: string) {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function invalidateUserSessions(db: Db, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  const deleted = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return deleted.length;
}
