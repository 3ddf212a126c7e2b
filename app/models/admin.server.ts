import { count, desc } from "drizzle-orm";
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

/** The admin Classifieds tab: the latest ten ads, active or not. */
export async function listLatestClassifieds(db: Db, limit = 10) {
  return db
    .select({
      id: classifiedAds.id,
      title: classifiedAds.title,
      description: classifiedAds.description,
      category: classifiedAds.category,
      price: classifiedAds.price,
      isPremium: classifiedAds.isPremium,
      isActive: classifiedAds.isActive,
      createdAt: classifiedAds.createdAt,
    })
    .from(classifiedAds)
    .orderBy(desc(classifiedAds.createdAt))
    .limit(limit);
}
