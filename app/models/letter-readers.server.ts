// Whether a signed-in member already gets the weekly letter (issue 42): the sign-up boxes on home and under each article
// are for readers who do not. A query for the page's own batch (home, an article), so the check costs no round trip.
import { and, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { letterSubscribers, users } from "../../db/schema";

/** A confirmed reader with topics whose account or address is the member's ("" matches no one: a visitor). */
export function memberReadsLetterQuery(db: Db, memberId: string | Placeholder | SQL) {
  return db
    .select({ id: letterSubscribers.id })
    .from(letterSubscribers)
    .where(
      and(
        eq(letterSubscribers.status, "confirmed"),
        sql`${letterSubscribers.topics} <> '[]'`,
        sql`(${letterSubscribers.userId} = ${memberId} or ${letterSubscribers.email} = (select lower(${users.email}) from ${users} where ${users.id} = ${memberId}))`,
      ),
    )
    .limit(1);
}
