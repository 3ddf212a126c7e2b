import { and, count, countDistinct, eq, isNull } from "drizzle-orm";
import { one } from "~/lib/rows";
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
    usersCount: one(u, "a count").n,
    newsCount: one(n, "a count").n,
    businessesCount: one(b, "a count").n,
    eventsCount: one(e, "a count").n,
    classifiedsCount: one(c, "a count").n,
    jobsCount: one(j, "a count").n,
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
  return { news: one(n, "a count").n, claims: one(c, "a count").n, reportedAds: one(r, "a count").n, reviews: one(v, "a count").n };
}
