import { and, count, countDistinct, eq, isNull } from "drizzle-orm";
import { reviewQueueCountQuery } from "~/models/business-reviews.server";
import type { Db } from "~/models/db.server";
import { businessClaims, businesses, classifiedAds, classifiedReports, events, jobs, newsArticles, users } from "../../db/schema";

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

/** What waits in the review queues: articles to review, pending claims, reported ads not yet removed, held or reported reviews. */
export async function getQueueCounts(db: Db) {
  const [n, c, r, v] = await db.batch([
    db.select({ n: count() }).from(newsArticles).where(eq(newsArticles.status, "pending")),
    db.select({ n: count() }).from(businessClaims).where(eq(businessClaims.status, "pending")),
    db
      .select({ n: countDistinct(classifiedReports.adId) })
      .from(classifiedReports)
      .innerJoin(classifiedAds, eq(classifiedAds.id, classifiedReports.adId))
      .where(and(isNull(classifiedAds.removedAt))),
    reviewQueueCountQuery(db),
  ]);
  return { news: n[0].n, claims: c[0].n, reportedAds: r[0].n, reviews: v[0].n };
}
