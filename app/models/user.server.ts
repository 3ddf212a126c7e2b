import { asc, eq, or } from "drizzle-orm";
import type { StoredLang } from "~/lib/i18n/lang";
import { one } from "~/lib/rows";
import type { Db } from "~/models/db.server";
import { letterSubscribers, savedSearches, users, type Role, type User } from "../../db/schema";
import { invalidateUserSessions } from "./session.server";

export type { User } from "../../db/schema";

export type ProviderProfile = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
};

export class InactiveUserError extends Error {
  constructor() {
    super("This account has been deactivated. Please contact support if you think this is a mistake.");
  }
}

function adminEmailSet(adminEmails: string | undefined) {
  return new Set(
    (adminEmails ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * The user for a profile from a sign-in provider: created at the first sign-in (as an admin when the e-mail is in
 * ADMIN_EMAILS), else updated with the provider's name and picture. A deactivated user cannot sign in.
 */
export async function upsertUserFromProfile(db: Db, profile: ProviderProfile, options: { adminEmails?: string; now: Date }): Promise<User> {
  const email = profile.email.trim().toLowerCase();
  const existing = await db.query.users.findFirst({ where: eq(users.email, email) });
  if (existing) {
    if (!existing.isActive) throw new InactiveUserError();
    const updated = one(
      await db
        .update(users)
        .set({
          firstName: profile.firstName ?? existing.firstName,
          lastName: profile.lastName ?? existing.lastName,
          profileImageUrl: profile.profileImageUrl ?? existing.profileImageUrl,
          updatedAt: options.now,
        })
        .where(eq(users.id, existing.id))
        .returning(),
      "the updated user",
    );
    return updated;
  }
  const created = one(
    await db
      .insert(users)
      .values({
        id: crypto.randomUUID(),
        email,
        firstName: profile.firstName ?? null,
        lastName: profile.lastName ?? null,
        profileImageUrl: profile.profileImageUrl ?? null,
        role: adminEmailSet(options.adminEmails).has(email) ? "admin" : "user",
        createdAt: options.now,
        updatedAt: options.now,
      })
      .returning(),
    "the new user",
  );
  return created;
}

export async function getUserById(db: Db, id: string) {
  return (await db.query.users.findFirst({ where: eq(users.id, id) })) ?? null;
}

/** The development sign-in page's list: the first members, oldest first. */
export async function listFirstUsers(db: Db, limit = 12) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .orderBy(asc(users.createdAt))
    .limit(limit);
}

export async function listUsers(db: Db) {
  return db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
}

export async function setUserRole(db: Db, id: string, role: Role, now: Date) {
  const [row] = await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id)).returning();
  return row ?? null;
}

/** The language the member acts in (their mails are written in it); no write when it has not changed. */
export async function setUserLang(db: Db, user: Pick<User, "id" | "lang">, lang: StoredLang) {
  if (user.lang !== lang) await db.update(users).set({ lang }).where(eq(users.id, user.id));
}

/**
 * The member's choice of "Language of my mail" (/account): their own row, and the letter and the alerts of their
 * account or their address, so every later mail (reminders, decisions, the letter, alerts) comes in it.
 */
export async function setMemberMailLang(db: Db, user: Pick<User, "id" | "email">, lang: StoredLang, now: Date) {
  await db.batch([
    db.update(users).set({ lang, updatedAt: now }).where(eq(users.id, user.id)),
    db
      .update(letterSubscribers)
      .set({ lang, updatedAt: now })
      .where(or(eq(letterSubscribers.userId, user.id), eq(letterSubscribers.email, user.email))),
    db
      .update(savedSearches)
      .set({ lang })
      .where(or(eq(savedSearches.userId, user.id), eq(savedSearches.email, user.email))),
  ]);
}

/** Deactivating ends every session of the user at once. */
export async function setUserActive(db: Db, id: string, isActive: boolean, now: Date) {
  const [row] = await db.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, id)).returning();
  if (row && !isActive) await invalidateUserSessions(db, id);
  return row ?? null;
}
