import { and, eq, lt } from "drizzle-orm";
import { classifiedAds } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { deleteExpiredSessions } from "./session.server";

/** Deletes expired sessions and takes expired classified ads off the list. */
export async function runHousekeeping(db: Db, now: Date) {
  const sessionsDeleted = await deleteExpiredSessions(db, now);
  const expiredAds = await db
    .update(classifiedAds)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(classifiedAds.isActive, true), lt(classifiedAds.expiresAt, now)))
    .returning({ id: classifiedAds.id });
  return { sessionsDeleted, listingsExpired: expiredAds.length };
}
