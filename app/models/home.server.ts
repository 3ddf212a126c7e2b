// The home page's data (part 1 §2, §9): every list and count in one db.batch, one database round trip.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import {
  businessCategories,
  businessClaims,
  businesses,
  classifiedAds,
  events,
  eventCategories,
  jobs,
  newsArticles,
  type ClassifiedAd,
} from "../../db/schema";
import type { Db } from "~/models/db.server";
import { plainText } from "~/lib/sanitize.server";
import { truncate } from "~/lib/text";
import type { Town } from "~/lib/towns";
import { featuredBusinessesQuery, toBusinessJson } from "~/models/businesses.server";
import { eventColumns, featuredNow, featuredOrder, listed, toEventJson, upcoming } from "~/models/events.server";
import { premiumFirst, published, toArticleJson } from "~/models/news.server";

/** Part 1 §9's home constants. */
export const HOME_LIMITS = {
  news: 3,
  businesses: 4,
  events: 6,
  jobsFetched: 15,
  jobsShown: 6,
  classifieds: 4,
  eventDescription: 100,
  classifiedDescription: 80,
} as const;
/** An ad "about to expire" on the member dashboard: within this many days. */
export const EXPIRING_SOON_DAYS = 7;
const WAITING_LIMIT = 10;
/** The directory category counted as art galleries on the Nashville home. */
export const ART_GALLERY_CATEGORY = "Art Galleries";

/** Listed ads: active, paid up, not expired. */
const classifiedListed = (now: Date) =>
  and(
    eq(classifiedAds.isActive, true),
    eq(classifiedAds.awaitingPayment, false),
    or(isNull(classifiedAds.expiresAt), gt(classifiedAds.expiresAt, now)),
  );

/** Squared distance from the town in miles² (equirectangular; exact enough within a county). */
function jobDistanceSquared(town: Town) {
  const milesPerDegree = 69.0;
  const lonScale = Math.cos((town.latitude * Math.PI) / 180);
  return sql<number>`((${jobs.latitude} - ${town.latitude}) * ${milesPerDegree}) * ((${jobs.latitude} - ${town.latitude}) * ${milesPerDegree})
    + ((${jobs.longitude} - ${town.longitude}) * ${milesPerDegree * lonScale}) * ((${jobs.longitude} - ${town.longitude}) * ${milesPerDegree * lonScale})`;
}

function classifiedCard(ad: Pick<ClassifiedAd, "id" | "title" | "description" | "category" | "price" | "location" | "imageUrls" | "createdAt" | "isPremium">) {
  return {
    id: ad.id,
    title: ad.title,
    description: truncate(ad.description, HOME_LIMITS.classifiedDescription),
    category: ad.category,
    price: ad.price,
    location: ad.location,
    imageUrls: ad.imageUrls ?? [],
    createdAt: ad.createdAt.toISOString(),
    isPremium: ad.isPremium,
  };
}

/**
 * Everything the home page lists, in one round trip: the town's sections and, for a member, what is waiting on
 * them (their articles in review, unpaid events and ads, open claims, ads ending soon).
 */
export async function loadHome(db: Db, town: Town, now: Date, memberId: string | null) {
  // A visitor's member queries match no one (ids are never empty), so the batch keeps one fixed shape.
  const userId = memberId ?? "";
  const soon = new Date(now.getTime() + EXPIRING_SOON_DAYS * 86_400_000);
  const radiusSquared = town.radiusMiles * town.radiusMiles;
  const distance = jobDistanceSquared(town);
  const [
    [businessCount],
    [eventCount],
    [listingCount],
    [galleryCount],
    news,
    featuredBusinesses,
    upcomingEvents,
    nearbyJobs,
    classifieds,
    articles,
    unpaidEvents,
    unpaidAds,
    claims,
    expiringAds,
  ] = await db.batch([
    db.select({ n: count() }).from(businesses).where(eq(businesses.isActive, true)),
    db.select({ n: count() }).from(events).where(and(listed(), upcoming(now))),
    db.select({ n: count() }).from(classifiedAds).where(classifiedListed(now)),
    db
      .select({ n: count() })
      .from(businesses)
      .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
      .where(and(eq(businesses.isActive, true), eq(businessCategories.name, ART_GALLERY_CATEGORY))),
    db
      .select()
      .from(newsArticles)
      .where(published)
      .orderBy(premiumFirst(now), desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(HOME_LIMITS.news),
    featuredBusinessesQuery(db, HOME_LIMITS.businesses),
    db
      .select(eventColumns)
      .from(events)
      .leftJoin(eventCategories, eq(events.categoryId, eventCategories.id))
      .where(and(listed(), upcoming(now), featuredNow(now)))
      .orderBy(...featuredOrder())
      .limit(HOME_LIMITS.events),
    db
      .select({
        id: jobs.id,
        title: jobs.title,
        company: jobs.company,
        location: jobs.location,
        employmentType: jobs.employmentType,
        postedDate: jobs.postedDate,
        isRemote: jobs.isRemote,
        distanceSquared: distance,
      })
      .from(jobs)
      .where(
        and(
          eq(jobs.isActive, true),
          or(isNull(jobs.expiresDate), gt(jobs.expiresDate, now)),
          lte(distance, radiusSquared),
        ),
      )
      .orderBy(distance, desc(jobs.postedDate), asc(jobs.id))
      .limit(HOME_LIMITS.jobsFetched),
    db
      .select()
      .from(classifiedAds)
      .where(classifiedListed(now))
      .orderBy(desc(classifiedAds.isPremium), desc(classifiedAds.createdAt), desc(classifiedAds.id))
      .limit(HOME_LIMITS.classifieds),
    db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        status: newsArticles.status,
        rejectionReason: newsArticles.rejectionReason,
      })
      .from(newsArticles)
      .where(and(eq(newsArticles.submitterId, userId), inArray(newsArticles.status, ["pending", "rejected"])))
      .orderBy(desc(newsArticles.updatedAt))
      .limit(WAITING_LIMIT),
    db
      .select({ id: events.id, title: events.title, isPremium: events.isPremium })
      .from(events)
      .where(and(eq(events.organizerId, userId), eq(events.awaitingPayment, true)))
      .orderBy(asc(events.startDate))
      .limit(WAITING_LIMIT),
    db
      .select({ id: classifiedAds.id, title: classifiedAds.title, isPremium: classifiedAds.isPremium })
      .from(classifiedAds)
      .where(and(eq(classifiedAds.sellerId, userId), eq(classifiedAds.awaitingPayment, true)))
      .orderBy(desc(classifiedAds.createdAt))
      .limit(WAITING_LIMIT),
    db
      .select({ id: businessClaims.id, businessId: businesses.id, businessName: businesses.name, createdAt: businessClaims.createdAt })
      .from(businessClaims)
      .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
      .where(and(eq(businessClaims.userId, userId), eq(businessClaims.status, "pending")))
      .orderBy(desc(businessClaims.createdAt))
      .limit(WAITING_LIMIT),
    db
      .select({ id: classifiedAds.id, title: classifiedAds.title, expiresAt: classifiedAds.expiresAt })
      .from(classifiedAds)
      .where(
        and(
          eq(classifiedAds.sellerId, userId),
          classifiedListed(now),
          lte(classifiedAds.expiresAt, soon),
        ),
      )
      .orderBy(asc(classifiedAds.expiresAt))
      .limit(WAITING_LIMIT),
  ]);
  return {
    stats: {
      businesses: businessCount?.n ?? 0,
      events: eventCount?.n ?? 0,
      listings: listingCount?.n ?? 0,
      artGalleries: galleryCount?.n ?? 0,
    },
    // Card shapes only: the page's first HTML (data included) stays under 14 KB gzip.
    news: news.map(toArticleJson).map((a) => ({
      id: a.id,
      title: a.title,
      excerpt: truncate(a.excerpt || plainText(a.content), 160),
      imageUrl: a.imageUrl,
      category: a.category,
      author: a.author,
      publishedAt: a.publishedAt,
    })),
    businesses: featuredBusinesses.map(toBusinessJson).map((b) => ({
      id: b.id,
      name: b.name,
      categoryName: b.categoryName,
      address: b.address,
      rating: b.rating,
      isPremium: b.isPremium,
      logoUrl: b.logoUrl,
    })),
    events: upcomingEvents.map(toEventJson).map((e) => ({
      id: e.id,
      title: e.title,
      description: truncate(plainText(e.description), HOME_LIMITS.eventDescription),
      startDate: e.startDate,
      endDate: e.endDate,
      location: e.location,
      price: e.price,
      categoryName: e.categoryName,
      categoryColor: e.categoryColor,
    })),
    // Part 1 §3's job as read on home, with the distance from this town.
    jobs: nearbyJobs.map((j) => ({
      id: j.id,
      title: j.title,
      company: j.company,
      location: j.location,
      distance: Math.round(Math.sqrt(Number(j.distanceSquared)) * 10) / 10,
      employmentType: j.employmentType,
      postedDate: j.postedDate?.toISOString() ?? null,
      isRemote: j.isRemote,
    })),
    classifieds: classifieds.map(classifiedCard),
    waiting: memberId
      ? {
          articles,
          unpaidEvents,
          unpaidAds,
          claims: claims.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
          expiringAds: expiringAds.map((a) => ({ ...a, expiresAt: a.expiresAt?.toISOString() ?? null })),
        }
      : null,
  };
}

