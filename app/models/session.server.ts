// Sessions as the Lucia guide describes them: a random token in the cookie, only its SHA-256 in the database.
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, eq, gt, lt, sql, type Placeholder, type SQL } from "drizzle-orm";
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

/**
 * The member a session names, as a value inside a statement: their id while the session lasts and they are active,
 * else NULL (which matches no row). A page's batch reads the member's own rows with it, so the batch need not wait for
 * the session's own round trip (issue 45): the two go to the database side by side, and the page uses those rows only
 * when the session, read on its own, names a member. `sid` is the cookie's hash (`sessionIdFromToken`), or "" for a
 * request without one.
 */
export function sessionMember(sid: string | Placeholder, now: number | Placeholder): SQL {
  return sql`(select ${sessions.userId} from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId} where ${and(
    eq(sessions.sid, sid),
    gt(sessions.expire, sql`${now}`),
    eq(users.isActive, true),
  )})`;
}

/**
 * Who reads a page: the session's id, for the member's own rows in the page's batch (`sessionMember`), and the member
 * the session names, read on its own beside that batch. The page's model awaits both together.
 */
export type Viewing<V = Pick<User, "id" | "role">> = { sessionId: string; viewer: Promise<V | null> };

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
