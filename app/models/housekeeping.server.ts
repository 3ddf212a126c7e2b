import type { Db } from "~/models/db.server";
import { expireClassifieds } from "./classifieds.server";
import { deleteExpiredSessions } from "./session.server";

/** Deletes expired sessions and takes expired classified ads off the list. */
export async function runHousekeeping(db: Db, now: Date) {
  const sessionsDeleted = await deleteExpiredSessions(db, now);
  const listingsExpired = await expireClassifieds(db, now);
  return { sessionsDeleted, listingsExpired };
}
