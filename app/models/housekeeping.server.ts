import type { Db } from "~/models/db.server";
import { expireClassifieds } from "./classified-ads.server";
import { deleteExpiredSessions } from "./session.server";
import { deleteExpiredWarningMailRequests } from "./warning-mail.server";

/** Deletes expired sessions, takes expired classified ads off the list, and drops warning-mail requests never confirmed. */
export async function runHousekeeping(db: Db, now: Date) {
  const sessionsDeleted = await deleteExpiredSessions(db, now);
  const listingsExpired = await expireClassifieds(db, now);
  const warningRequestsDropped = await deleteExpiredWarningMailRequests(db, now);
  return { sessionsDeleted, listingsExpired, warningRequestsDropped };
}
