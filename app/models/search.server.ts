// Site search (part 1 §2 Search): a case-insensitive substring match over news, businesses, events, classifieds.
import { and, desc, asc, eq, gte, or, sql } from "drizzle-orm";
import { businessCategories, businesses, classifiedAds, eventCategories, events, newsArticles } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { containsText } from "~/models/sql.server";
import { stripTags } from "~/lib/text";

import type { SearchType } from "~/lib/search-types";
const MAX_RESULTS = 50;


async function searchNews(db: Db, q: string) {
  const rows = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      category: newsArticles.category,
      content: newsArticles.content,
      excerpt: newsArticles.excerpt,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .where(and(eq(newsArticles.status, "published"), or(containsText(newsArticles.title, q), containsText(newsArticles.excerpt, q), containsText(newsArticles.content, q))))
    .orderBy(desc(newsArticles.publishedAt))
    .limit(MAX_RESULTS);
  return rows.map((r) => ({ ...r, content: stripTags(r.content).slice(0, 150), publishedAt: r.publishedAt?.toISOString() ?? null }));
}

async function searchBusinesses(db: Db, q: string) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      categoryName: businessCategories.name,
      rating: businesses.rating,
      description: businesses.description,
      address: businesses.address,
    })
    .from(businesses)
    .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .where(and(eq(businesses.isActive, true), or(containsText(businesses.name, q), containsText(businessCategories.name, q), containsText(businesses.address, q), containsText(businesses.description, q))))
    .orderBy(asc(businesses.name))
    .limit(MAX_RESULTS);
}

async function searchEvents(db: Db, q: string, now: Date) {
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      categoryName: eventCategories.name,
      categoryColor: eventCategories.color,
      startDate: events.startDate,
      description: events.description,
      location: events.location,
    })
    .from(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .where(
      and(
        eq(events.isActive, true),
        eq(events.isPublic, true),
        eq(events.awaitingPayment, false),
        gte(sql`coalesce(${events.endDate}, ${events.startDate})`, now.getTime()),
        or(containsText(events.title, q), containsText(events.description, q), containsText(events.location, q)),
      ),
    )
    .orderBy(asc(events.startDate))
    .limit(MAX_RESULTS);
  return rows.map((r) => ({ ...r, startDate: r.startDate.toISOString() }));
}

async function searchClassifieds(db: Db, q: string) {
  const rows = await db
    .select({
      id: classifiedAds.id,
      title: classifiedAds.title,
      category: classifiedAds.category,
      price: classifiedAds.price,
      description: classifiedAds.description,
      createdAt: classifiedAds.createdAt,
    })
    .from(classifiedAds)
    .where(and(eq(classifiedAds.isActive, true), eq(classifiedAds.awaitingPayment, false), or(containsText(classifiedAds.title, q), containsText(classifiedAds.description, q), containsText(classifiedAds.category, q))))
    .orderBy(desc(classifiedAds.createdAt))
    .limit(MAX_RESULTS);
  return rows.map((r) => ({ ...r, description: r.description.slice(0, 80), createdAt: r.createdAt.toISOString() }));
}

export async function searchAll(db: Db, q: string, now: Date) {
  const [news, businessesFound, eventsFound, classifieds] = await Promise.all([
    searchNews(db, q),
    searchBusinesses(db, q),
    searchEvents(db, q, now),
    searchClassifieds(db, q),
  ]);
  return { news, businesses: businessesFound, events: eventsFound, classifieds };
}

export async function searchOne(db: Db, q: string, type: SearchType, now: Date) {
  switch (type) {
    case "news":
      return searchNews(db, q);
    case "businesses":
      return searchBusinesses(db, q);
    case "events":
      return searchEvents(db, q, now);
    case "classifieds":
      return searchClassifieds(db, q);
  }
}

export type SearchResults = Awaited<ReturnType<typeof searchAll>>;
