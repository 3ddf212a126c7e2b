// Site search (part 1 §2 Search; decision 133): a case-insensitive substring match over news, businesses, events,
// classifieds and jobs. Queries of 3+ characters use the trigram full-text index (search-index.server.ts), ranked with
// title matches first and then bm25; shorter ones are a LIKE over the newest SHORT_QUERY_ROWS rows of each kind.
// Every kind is fetched in one db.batch: one database round trip per search.
import { and, asc, desc, eq, gte, or, sql } from "drizzle-orm";
import { SEARCH_TYPES, type SearchType } from "~/lib/search-types";
import { stripTags, truncate } from "~/lib/text";
import type { Db } from "~/models/db.server";
import {
  businessesFts,
  classifiedAdsFts,
  eventsFts,
  ftsHits,
  MAX_RESULTS,
  newestRows,
  newsArticlesFts,
  ranked,
  searchTerms,
  titleFirst,
  type SearchTerms,
} from "~/models/search-index.server";
import { containsText } from "~/models/sql.server";
import { businessCategories, businesses, classifiedAds, eventCategories, events, newsArticles } from "../../db/schema";
import type { FeatureKey, Features } from "../../db/schema";
import { listedClassified } from "./classifieds.server";
import { searchJobsQuery, toJobListItem } from "./jobs.server";

/** The site feature each kind of result belongs to: a disabled feature is never searched. */
export const SEARCH_TYPE_FEATURE: Record<SearchType, FeatureKey> = {
  news: "news",
  businesses: "businessDirectory",
  events: "events",
  classifieds: "classifieds",
  jobs: "jobs",
};

// ---- The queries: each returns an unexecuted query for the batch ---------------------------------------------

const newsPublished = eq(newsArticles.status, "published");

const newsColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  category: newsArticles.category,
  content: newsArticles.content,
  excerpt: newsArticles.excerpt,
  publishedAt: newsArticles.publishedAt,
};

function newsQuery(db: Db, terms: SearchTerms) {
  if (!terms.short) {
    return db
      .select(newsColumns)
      .from(newsArticles)
      .innerJoin(newsArticlesFts, eq(newsArticlesFts.rowid, newsArticles.id))
      .where(and(ftsHits(newsArticlesFts, terms), newsPublished))
      .orderBy(...ranked(newsArticlesFts, newsArticles.title, terms, [10, 3, 1]), desc(newsArticles.publishedAt))
      .limit(MAX_RESULTS);
  }
  const recent = newestRows(db, newsArticles, newsArticles.id);
  const q = terms.text;
  return db
    .select(newsColumns)
    .from(recent)
    .crossJoin(newsArticles)
    .where(
      and(
        eq(newsArticles.id, recent.id),
        newsPublished,
        or(containsText(newsArticles.title, q), containsText(newsArticles.excerpt, q), containsText(newsArticles.content, q)),
      ),
    )
    .orderBy(titleFirst(newsArticles.title, terms), desc(newsArticles.publishedAt))
    .limit(MAX_RESULTS);
}

const businessActive = eq(businesses.isActive, true);
const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  categoryName: businessCategories.name,
  rating: businesses.rating,
  description: businesses.description,
  address: businesses.address,
};

/** Businesses whose name, description or address contain the text. */
function businessTextQuery(db: Db, terms: SearchTerms) {
  if (!terms.short) {
    return db
      .select(businessColumns)
      .from(businesses)
      .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
      .innerJoin(businessesFts, eq(businessesFts.rowid, businesses.id))
      .where(and(ftsHits(businessesFts, terms), businessActive))
      .orderBy(...ranked(businessesFts, businesses.name, terms, [10, 2, 1]), asc(businesses.name))
      .limit(MAX_RESULTS);
  }
  const recent = newestRows(db, businesses, businesses.id);
  const q = terms.text;
  return db
    .select(businessColumns)
    .from(recent)
    .crossJoin(businesses)
    .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .where(
      and(
        eq(businesses.id, recent.id),
        businessActive,
        or(containsText(businesses.name, q), containsText(businesses.description, q), containsText(businesses.address, q)),
      ),
    )
    .orderBy(titleFirst(businesses.name, terms), asc(businesses.name))
    .limit(MAX_RESULTS);
}

/**
 * Businesses in a category whose name contains the text. Categories first (CROSS JOIN keeps SQLite to that order):
 * the category table is small, so its LIKE is cheap, and each matching category's rows come by businesses_category_idx.
 */
function businessCategoryQuery(db: Db, terms: SearchTerms) {
  return db
    .select(businessColumns)
    .from(businessCategories)
    .crossJoin(businesses)
    .where(and(containsText(businessCategories.name, terms.text), eq(businesses.categoryId, businessCategories.id), businessActive))
    .orderBy(asc(businesses.name))
    .limit(MAX_RESULTS);
}

const eventColumns = {
  id: events.id,
  title: events.title,
  categoryName: eventCategories.name,
  categoryColor: eventCategories.color,
  startDate: events.startDate,
  description: events.description,
  location: events.location,
};

function eventsQuery(db: Db, terms: SearchTerms, now: Date) {
  const listed = and(
    eq(events.isActive, true),
    eq(events.isPublic, true),
    eq(events.awaitingPayment, false),
    gte(sql`coalesce(${events.endDate}, ${events.startDate})`, now.getTime()),
  );
  if (!terms.short) {
    return db
      .select(eventColumns)
      .from(events)
      .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
      .innerJoin(eventsFts, eq(eventsFts.rowid, events.id))
      .where(and(ftsHits(eventsFts, terms), listed))
      .orderBy(...ranked(eventsFts, events.title, terms, [10, 2, 3]), asc(events.startDate))
      .limit(MAX_RESULTS);
  }
  const recent = newestRows(db, events, events.id);
  const q = terms.text;
  return db
    .select(eventColumns)
    .from(recent)
    .crossJoin(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .where(
      and(eq(events.id, recent.id), listed, or(containsText(events.title, q), containsText(events.description, q), containsText(events.location, q))),
    )
    .orderBy(titleFirst(events.title, terms), asc(events.startDate))
    .limit(MAX_RESULTS);
}

const classifiedColumns = {
  id: classifiedAds.id,
  title: classifiedAds.title,
  category: classifiedAds.category,
  price: classifiedAds.price,
  description: classifiedAds.description,
  createdAt: classifiedAds.createdAt,
};

function classifiedsQuery(db: Db, terms: SearchTerms, now: Date) {
  if (!terms.short) {
    return db
      .select(classifiedColumns)
      .from(classifiedAds)
      .innerJoin(classifiedAdsFts, eq(classifiedAdsFts.rowid, classifiedAds.id))
      .where(and(ftsHits(classifiedAdsFts, terms), listedClassified(now)))
      .orderBy(...ranked(classifiedAdsFts, classifiedAds.title, terms, [10, 2, 3]), desc(classifiedAds.createdAt))
      .limit(MAX_RESULTS);
  }
  const recent = newestRows(db, classifiedAds, classifiedAds.id);
  const q = terms.text;
  return db
    .select(classifiedColumns)
    .from(recent)
    .crossJoin(classifiedAds)
    .where(
      and(
        eq(classifiedAds.id, recent.id),
        listedClassified(now),
        or(containsText(classifiedAds.title, q), containsText(classifiedAds.description, q), containsText(classifiedAds.category, q)),
      ),
    )
    .orderBy(titleFirst(classifiedAds.title, terms), desc(classifiedAds.createdAt))
    .limit(MAX_RESULTS);
}

// ---- One round trip for every kind ------------------------------------------------------------------------------

type NewsRow = Awaited<ReturnType<typeof newsQuery>>[number];
type BusinessRow = Awaited<ReturnType<typeof businessTextQuery>>[number];
type EventRow = Awaited<ReturnType<typeof eventsQuery>>[number];
type ClassifiedRow = Awaited<ReturnType<typeof classifiedsQuery>>[number];
type JobRow = Awaited<ReturnType<typeof searchJobsQuery>>[number];

const toNews = (rows: NewsRow[]) =>
  rows.map((r) => ({ ...r, content: truncate(stripTags(r.content), 150), publishedAt: r.publishedAt?.toISOString() ?? null }));
const toEvents = (rows: EventRow[]) => rows.map((r) => ({ ...r, startDate: r.startDate.toISOString() }));
const toClassifieds = (rows: ClassifiedRow[]) =>
  rows.map((r) => ({ ...r, description: truncate(r.description, 80), createdAt: r.createdAt.toISOString() }));
const toJobs = (rows: JobRow[]) => rows.map(toJobListItem);

/** Text matches first (in their rank), then businesses found only by their category's name; at most MAX_RESULTS. */
function mergeBusinesses(byText: BusinessRow[], byCategory: BusinessRow[]) {
  const seen = new Set(byText.map((b) => b.id));
  return [...byText, ...byCategory.filter((b) => !seen.has(b.id))].slice(0, MAX_RESULTS);
}

export type SearchResults = {
  news: ReturnType<typeof toNews>;
  businesses: BusinessRow[];
  events: ReturnType<typeof toEvents>;
  classifieds: ReturnType<typeof toClassifieds>;
  jobs: ReturnType<typeof toJobs>;
};

type BatchItem = Parameters<Db["batch"]>[0][number];

/**
 * The statements that search the given kinds (the others come back empty), for one db.batch, and the reader of the
 * batch's results. `q` is the user's text as typed: any characters are safe here. Exported for the query-plan test.
 */
export function searchStatements(db: Db, q: string, now: Date, kinds: readonly SearchType[]) {
  const results: SearchResults = { news: [], businesses: [], events: [], classifieds: [], jobs: [] };
  const terms = searchTerms(q);
  // Each kind adds its queries and a reader that takes their rows, in the same order, from the batch's results.
  const queries: BatchItem[] = [];
  const readers: ((rows: unknown[][]) => void)[] = [];
  const add = <T>(query: BatchItem & PromiseLike<T[]>, read: (rows: T[]) => void) => {
    queries.push(query);
    readers.push((all) => read(all.shift() as T[]));
  };
  for (const kind of terms.text ? kinds : []) {
    switch (kind) {
      case "news":
        add(newsQuery(db, terms), (rows) => (results.news = toNews(rows)));
        break;
      case "businesses": {
        let byText: BusinessRow[] = [];
        add(businessTextQuery(db, terms), (rows) => (byText = rows));
        add(businessCategoryQuery(db, terms), (rows) => (results.businesses = mergeBusinesses(byText, rows)));
        break;
      }
      case "events":
        add(eventsQuery(db, terms, now), (rows) => (results.events = toEvents(rows)));
        break;
      case "classifieds":
        add(classifiedsQuery(db, terms, now), (rows) => (results.classifieds = toClassifieds(rows)));
        break;
      case "jobs":
        add(searchJobsQuery(db, terms, now), (rows) => (results.jobs = toJobs(rows)));
        break;
    }
  }
  return {
    queries,
    read(batchResults: readonly unknown[]): SearchResults {
      const rows = [...batchResults] as unknown[][];
      for (const read of readers) read(rows);
      return results;
    },
  };
}

/** Searches the given kinds in one database round trip (none when there is nothing to search). */
export async function searchKinds(db: Db, q: string, now: Date, kinds: readonly SearchType[]): Promise<SearchResults> {
  const { queries, read } = searchStatements(db, q, now, kinds);
  const [first, ...rest] = queries;
  if (!first) return read([]);
  return read(await db.batch([first, ...rest]));
}

const enabledKinds = (features: Features) => SEARCH_TYPES.filter((t) => features[SEARCH_TYPE_FEATURE[t]].enabled);

/** Every enabled kind, in one database round trip. */
export async function searchAll(db: Db, q: string, now: Date, features: Features): Promise<SearchResults> {
  return searchKinds(db, q, now, enabledKinds(features));
}

/** One kind's results (none when its feature is off), in one database round trip. */
export async function searchOne(db: Db, q: string, type: SearchType, now: Date, features: Features) {
  const results = await searchKinds(db, q, now, enabledKinds(features).includes(type) ? [type] : []);
  return results[type];
}
