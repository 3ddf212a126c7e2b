import { and, eq, lt } from "drizzle-orm";
import { classifiedAds, sessions } from "../../db/schema";
import type { Db } from "~/lib/db.server";

/** Deletes expired sessions and takes expired classified ads off the list. */
export async function runHousekeeping(db: Db, now: Date) {
  const [expiredSessions, expiredAds] = await db.batch([
    db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid }),
    db
      .update(classifiedAds)
      .set({ isActive: false, updatedAt: now })
      .where(and(eq(classifiedAds.isActive, true), lt(classifiedAds.expiresAt, now)))
      .returning({ id: classifiedAds.id }),
  ]);
  return { sessionsDeleted: expiredSessions.length, listingsExpired: expiredAds.length };
}
