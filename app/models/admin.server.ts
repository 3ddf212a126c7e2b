import { count } from "drizzle-orm";
import { businesses, classifiedAds, events, jobs, newsArticles, users } from "../../db/schema";
import type { Db } from "~/models/db.server";

/** The admin stats row (part 2 §3): one count per table, in one round trip. */
export async function getAdminStats(db: Db) {
  const [u, n, b, e, c, j] = await db.batch([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(newsArticles),
    db.select({ n: count() }).from(businesses),
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(classifiedAds),
    db.select({ n: count() }).from(jobs),
  ]);
  return {
    usersCount: u[0].n,
    newsCount: n[0].n,
    businessesCount: b[0].n,
    eventsCount: e[0].n,
    classifiedsCount: c[0].n,
    jobsCount: j[0].n,
  };
}
