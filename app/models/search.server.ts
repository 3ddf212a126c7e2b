// Site search (part 1 §2 Search; docs/decisions/search.md): a case-insensitive substring match over news, businesses, events,
// classifieds and jobs. Queries of 3+ characters use the trigram full-text index (search-index.server.ts), ranked with
// title matches first and then bm25; shorter ones are a LIKE over the newest SHORT_QUERY_ROWS rows of each kind.
// Every kind is fetched in one db.batch: one database round trip per search.
import { and, asc, desc, eq, gte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { SEARCH_TYPES, type SearchType } from "~/lib/search-types";
import { stripTags, truncate } from "~/lib/text";
import { filledQuery, runPrepared, statementBuilder, type Db, type PreparableSelect, type PreparedSelect } from "~/models/db.server";
import {
  businessesFts,
  classifiedAdsFts,
  countFound,
  eventsFts,
  foundIds,
  MAX_RESULTS,
  newestRows,
  newsArticlesFts,
  rankedSearch,
  searchShapeTerms,
  searchTerms,
  searchTermValues,
  titleFirst,
  type SearchedTable,
  type SearchTerms,
} from "~/models/search-index.server";
import { containsText, epochMs, type Instant } from "~/models/sql.server";
import { businessCategories, businesses, classifiedAds, eventCategories, events, jobs, newsArticles } from "../../db/schema";
import type { FeatureKey, Features } from "../../db/schema";
import { listedClassified } from "./classified-ads.server";
import { searchedJobs, searchJobsQuery, toJobListItem } from "./jobs.server";

/** The site feature each kind of result belongs to: a disabled feature is never searched. */
export const SEARCH_TYPE_FEATURE: Record<SearchType, FeatureKey> = {
  news: "news",
  businesses: "businessDirectory",
  events: "events",
  classifieds: "classifieds",
  jobs: "jobs",
};

// ---- The queries: each returns an unexecuted query for the batch ---------------------------------------------

/** A saved search's window (SearchOptions.window), filled when the statement runs (shapeValues). */
const CREATED_AFTER = sql.placeholder("createdAfter");
const CREATED_UP_TO = sql.placeholder("createdUpTo");

/** In a windowed search, only the rows that came onto the site in (createdAfter, createdUpTo]; otherwise no condition. */
const createdIn = (column: SQLiteColumn, windowed: boolean): SQL | undefined =>
  windowed ? sql`(${column} > ${CREATED_AFTER} and ${column} <= ${CREATED_UP_TO})` : undefined;

/** A searched kind as the count sees it, in the window when windowed. */
const inWindow = (t: SearchedTable, column: SQLiteColumn, windowed: boolean): SearchedTable =>
  windowed ? { ...t, visible: and(t.visible, createdIn(column, true)) } : t;

const newsPublished = eq(newsArticles.status, "published");
const newsContaining = (q: string | Placeholder) =>
  or(containsText(newsArticles.title, q), containsText(newsArticles.excerpt, q), containsText(newsArticles.content, q));
const searchedNews: SearchedTable = {
  table: newsArticles,
  id: newsArticles.id,
  rowid: newsArticles.id,
  fts: newsArticlesFts,
  visible: newsPublished,
  contains: newsContaining,
};

/** The preview is 150 characters of an article's text: the head of its HTML is plenty, not the whole article. */
const NEWS_PREVIEW_SOURCE_CHARS = 2000;
const newsColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  category: newsArticles.category,
  content: sql<string | null>`substr(${newsArticles.content}, 1, ${sql.raw(String(NEWS_PREVIEW_SOURCE_CHARS))})`,
  excerpt: newsArticles.excerpt,
  publishedAt: newsArticles.publishedAt,
};

function newsQuery(db: Db, terms: SearchTerms, limit: number, windowed: boolean) {
  const within = createdIn(newsArticles.createdAt, windowed);
  if (!terms.short) {
    const ranked = rankedSearch(db, newsArticlesFts, newsArticles.title, terms, [10, 3, 1]);
    return ranked.db
      .select(newsColumns)
      .from(newsArticles)
      .innerJoin(newsArticlesFts, eq(newsArticlesFts.rowid, newsArticles.id))
      .where(and(ranked.where, newsPublished, within))
      .orderBy(...ranked.order, desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit);
  }
  const recent = newestRows(db, newsArticles, newsArticles.id);
  const q = terms.like;
  return db
    .select(newsColumns)
    .from(recent)
    .crossJoin(newsArticles)
    .where(and(eq(newsArticles.id, recent.id), newsPublished, newsContaining(q), within))
    .orderBy(titleFirst(newsArticles.title, terms), desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
}

const businessActive = eq(businesses.isActive, true);
const businessesContaining = (q: string | Placeholder) =>
  or(containsText(businesses.name, q), containsText(businesses.description, q), containsText(businesses.address, q));
const searchedBusinesses: SearchedTable = {
  table: businesses,
  id: businesses.id,
  rowid: businesses.id,
  fts: businessesFts,
  visible: businessActive,
  contains: businessesContaining,
};
const businessColumns = {
  id: businesses.id,
  name: businesses.name,
  categoryName: businessCategories.name,
  rating: businesses.rating,
  description: businesses.description,
  address: businesses.address,
};

/** Businesses whose name, description or address contain the text. */
function businessTextQuery(db: Db, terms: SearchTerms, limit: number, windowed: boolean) {
  const within = createdIn(businesses.createdAt, windowed);
  if (!terms.short) {
    const ranked = rankedSearch(db, businessesFts, businesses.name, terms, [10, 2, 1]);
    return ranked.db
      .select(businessColumns)
      .from(businesses)
      .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
      .innerJoin(businessesFts, eq(businessesFts.rowid, businesses.id))
      .where(and(ranked.where, businessActive, within))
      .orderBy(...ranked.order, asc(businesses.name), asc(businesses.id))
      .limit(limit);
  }
  const recent = newestRows(db, businesses, businesses.id);
  const q = terms.like;
  return db
    .select(businessColumns)
    .from(recent)
    .crossJoin(businesses)
    .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
    .where(and(eq(businesses.id, recent.id), businessActive, businessesContaining(q), within))
    .orderBy(titleFirst(businesses.name, terms), asc(businesses.name), asc(businesses.id))
    .limit(limit);
}

/**
 * Businesses in a category whose name contains the text. Categories first (CROSS JOIN keeps SQLite to that order):
 * the category table is small, so its LIKE is cheap, and each matching category's rows come by businesses_category_idx.
 */
function businessCategoryQuery(db: Db, terms: SearchTerms, limit: number, windowed: boolean) {
  return db
    .select(businessColumns)
    .from(businessCategories)
    .crossJoin(businesses)
    .where(and(inMatchingCategory(terms), createdIn(businesses.createdAt, windowed)))
    .orderBy(asc(businesses.name), asc(businesses.id))
    .limit(limit);
}

const inMatchingCategory = (terms: SearchTerms) =>
  and(containsText(businessCategories.name, terms.like), eq(businesses.categoryId, businessCategories.id), businessActive);

/**
 * How many businesses the Businesses tab holds: those found by text or by category name, each at most MAX_RESULTS
 * (unranked), without duplicates, at most MAX_RESULTS in all: mergeBusinesses' length.
 */
function businessesCount(db: Db, terms: SearchTerms, windowed: boolean) {
  const byText = foundIds(db, terms, inWindow(searchedBusinesses, businesses.createdAt, windowed)).as("by_text");
  const byCategory = db
    .select({ id: businesses.id })
    .from(businessCategories)
    .crossJoin(businesses)
    .where(and(inMatchingCategory(terms), createdIn(businesses.createdAt, windowed)))
    .limit(MAX_RESULTS)
    .as("by_category");
  const either = db
    .select({ id: byText.id })
    .from(byText)
    .union(db.select({ id: byCategory.id }).from(byCategory))
    .as("found");
  return db.select({ n: sql<number>`min(count(*), ${MAX_RESULTS})` }).from(either);
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

const eventsListed = (now: Instant) =>
  and(
    eq(events.isActive, true),
    eq(events.isPublic, true),
    eq(events.awaitingPayment, false),
    gte(sql`coalesce(${events.endDate}, ${events.startDate})`, epochMs(now)),
  );
const eventsContaining = (q: string | Placeholder) =>
  or(containsText(events.title, q), containsText(events.description, q), containsText(events.location, q));
const searchedEvents = (now: Instant): SearchedTable => ({
  table: events,
  id: events.id,
  rowid: events.id,
  fts: eventsFts,
  visible: eventsListed(now),
  contains: eventsContaining,
});

function eventsQuery(db: Db, terms: SearchTerms, now: Instant, limit: number, windowed: boolean) {
  const listed = and(eventsListed(now), createdIn(events.createdAt, windowed));
  if (!terms.short) {
    const ranked = rankedSearch(db, eventsFts, events.title, terms, [10, 2, 3]);
    return ranked.db
      .select(eventColumns)
      .from(events)
      .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
      .innerJoin(eventsFts, eq(eventsFts.rowid, events.id))
      .where(and(ranked.where, listed))
      .orderBy(...ranked.order, asc(events.startDate), asc(events.id))
      .limit(limit);
  }
  const recent = newestRows(db, events, events.id);
  const q = terms.like;
  return db
    .select(eventColumns)
    .from(recent)
    .crossJoin(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .where(and(eq(events.id, recent.id), listed, eventsContaining(q)))
    .orderBy(titleFirst(events.title, terms), asc(events.startDate), asc(events.id))
    .limit(limit);
}

const classifiedColumns = {
  id: classifiedAds.id,
  title: classifiedAds.title,
  category: classifiedAds.category,
  price: classifiedAds.price,
  description: classifiedAds.description,
  createdAt: classifiedAds.createdAt,
};

const classifiedsContaining = (q: string | Placeholder) =>
  or(containsText(classifiedAds.title, q), containsText(classifiedAds.description, q), containsText(classifiedAds.category, q));
const searchedClassifieds = (now: Instant): SearchedTable => ({
  table: classifiedAds,
  id: classifiedAds.id,
  rowid: classifiedAds.id,
  fts: classifiedAdsFts,
  visible: listedClassified(now),
  contains: classifiedsContaining,
});

function classifiedsQuery(db: Db, terms: SearchTerms, now: Instant, limit: number, windowed: boolean) {
  const within = createdIn(classifiedAds.createdAt, windowed);
  if (!terms.short) {
    const ranked = rankedSearch(db, classifiedAdsFts, classifiedAds.title, terms, [10, 2, 3]);
    return ranked.db
      .select(classifiedColumns)
      .from(classifiedAds)
      .innerJoin(classifiedAdsFts, eq(classifiedAdsFts.rowid, classifiedAds.id))
      .where(and(ranked.where, listedClassified(now), within))
      .orderBy(...ranked.order, desc(classifiedAds.createdAt), desc(classifiedAds.id))
      .limit(limit);
  }
  const recent = newestRows(db, classifiedAds, classifiedAds.id);
  const q = terms.like;
  return db
    .select(classifiedColumns)
    .from(recent)
    .crossJoin(classifiedAds)
    .where(and(eq(classifiedAds.id, recent.id), listedClassified(now), classifiedsContaining(q), within))
    .orderBy(titleFirst(classifiedAds.title, terms), desc(classifiedAds.createdAt), desc(classifiedAds.id))
    .limit(limit);
}

// ---- One round trip for every kind ------------------------------------------------------------------------------

type NewsRow = Awaited<ReturnType<typeof newsQuery>>[number];
type BusinessRow = Awaited<ReturnType<typeof businessTextQuery>>[number];
type EventRow = Awaited<ReturnType<typeof eventsQuery>>[number];
type ClassifiedRow = Awaited<ReturnType<typeof classifiedsQuery>>[number];
type JobRow = Awaited<ReturnType<typeof searchJobsQuery>>[number];

const toNews = (rows: NewsRow[]) =>
  rows.map((r) => ({
    ...r,
    // A tag cut open by the substr is dropped with the rest of it.
    content: truncate(stripTags(r.content?.replace(/<[^>]*$/, "")), 150),
    publishedAt: r.publishedAt?.toISOString() ?? null,
  }));
const toEvents = (rows: EventRow[]) => rows.map((r) => ({ ...r, startDate: r.startDate.toISOString() }));
const toClassifieds = (rows: ClassifiedRow[]) =>
  rows.map((r) => ({ ...r, description: truncate(r.description, 80), createdAt: r.createdAt.toISOString() }));
const toJobs = (rows: JobRow[]) => rows.map(toJobListItem);

/** Text matches first (in their rank), then businesses found only by their category's name; at most `limit`. */
function mergeBusinesses(byText: BusinessRow[], byCategory: BusinessRow[], limit: number) {
  const seen = new Set(byText.map((b) => b.id));
  return [...byText, ...byCategory.filter((b) => !seen.has(b.id))].slice(0, limit);
}

export type SearchResults = {
  news: ReturnType<typeof toNews>;
  businesses: BusinessRow[];
  events: ReturnType<typeof toEvents>;
  classifieds: ReturnType<typeof toClassifieds>;
  jobs: ReturnType<typeof toJobs>;
};

/** Each kind's tab length (its full list's length, at most MAX_RESULTS). */
export type SearchCounts = Record<SearchType, number>;

/** The unranked count of one kind's results, as one statement. */
function countQuery(db: Db, terms: SearchTerms, kind: SearchType, now: Instant, windowed: boolean) {
  switch (kind) {
    case "news":
      return countFound(db, foundIds(db, terms, inWindow(searchedNews, newsArticles.createdAt, windowed)));
    case "businesses":
      return businessesCount(db, terms, windowed);
    case "events":
      return countFound(db, foundIds(db, terms, inWindow(searchedEvents(now), events.createdAt, windowed)));
    case "classifieds":
      return countFound(db, foundIds(db, terms, inWindow(searchedClassifieds(now), classifiedAds.createdAt, windowed)));
    case "jobs":
      return countFound(db, foundIds(db, terms, inWindow(searchedJobs(now), jobs.createdAt, windowed)));
  }
}

/**
 * The counts of several kinds as one statement of one row: each kind's count a scalar subquery (countQuery), named by
 * its kind. One statement instead of one per kind: the All tab counts five kinds, and each statement costs its own
 * trip through the client and the server besides what SQLite does.
 */
function countsQuery(db: Db, terms: SearchTerms, kinds: readonly SearchType[], now: Instant, windowed: boolean) {
  const columns: Partial<Record<SearchType, SQL.Aliased<number>>> = {};
  // Named (`as`): an unnamed column's name is its whole expression, which the database sends back with every answer.
  for (const kind of kinds) columns[kind] = sql`(${countQuery(db, terms, kind, now, windowed)})`.mapWith(Number).as(kind);
  return db.select(columns).from(sql`(select 1)`);
}

export type SearchOptions = {
  /** Rows per kind (default MAX_RESULTS): the All tab shows a few of each. */
  limits?: Partial<Record<SearchType, number>>;
  /** Kinds whose tab length is wanted without their rows: an unranked count (no bm25, no sort, no text sent). */
  counted?: readonly SearchType[];
  /** Only rows that came onto the site in (after, upTo]: a saved search's new results since its last mail. */
  window?: { after: Date; upTo: Date };
};

type Found = { results: SearchResults; counts: SearchCounts };
/** Takes one statement's rows (in the batch's order) into what the search found. */
type Reader = (rows: unknown[], found: Found) => void;

/**
 * The statements that search the given kinds (the others come back empty) and count the `counted` ones, for one
 * batch, with a reader of each one's rows. Built on statementBuilder() with searchShapeTerms and a `now` placeholder
 * by searchShape; the values come when they run.
 */
function searchStatements(db: Db, terms: SearchTerms, now: Instant, kinds: readonly SearchType[], options: SearchOptions) {
  const queries: PreparableSelect[] = [];
  const readers: Reader[] = [];
  const windowed = options.window !== undefined;
  const add = <T>(query: PreparableSelect & PromiseLike<T[]>, read: (rows: T[], found: Found) => void) => {
    queries.push(query);
    readers.push((rows, found) => read(rows as T[], found));
  };
  for (const kind of kinds) {
    const limit = options.limits?.[kind] ?? MAX_RESULTS;
    switch (kind) {
      case "news":
        add(newsQuery(db, terms, limit, windowed), (rows, found) => (found.results.news = toNews(rows)));
        break;
      case "businesses":
        // By text, then by category name: the second reader merges the two (the first leaves its rows in place).
        add(businessTextQuery(db, terms, limit, windowed), (rows, found) => (found.results.businesses = rows));
        add(
          businessCategoryQuery(db, terms, limit, windowed),
          (rows, found) => (found.results.businesses = mergeBusinesses(found.results.businesses, rows, limit)),
        );
        break;
      case "events":
        add(eventsQuery(db, terms, now, limit, windowed), (rows, found) => (found.results.events = toEvents(rows)));
        break;
      case "classifieds":
        add(classifiedsQuery(db, terms, now, limit, windowed), (rows, found) => (found.results.classifieds = toClassifieds(rows)));
        break;
      case "jobs":
        add(searchJobsQuery(db, terms, now, limit, createdIn(jobs.createdAt, windowed)), (rows, found) => (found.results.jobs = toJobs(rows)));
        break;
    }
  }
  const counted = options.counted ?? [];
  if (counted.length > 0) {
    add(countsQuery(db, terms, counted, now, windowed), ([row], found) => {
      for (const kind of counted) found.counts[kind] = row?.[kind] ?? 0;
    });
  }
  return { queries, readers };
}

/** The time in a shape's statements; shapeValues fills it. */
const NOW = sql.placeholder("now");

/** The values of a shape's placeholders for one search: its text's (searchTermValues) and its time. */
const shapeValues = (terms: SearchTerms, now: Date, window?: SearchOptions["window"]) => ({
  ...searchTermValues(terms),
  [NOW.name]: now.getTime(),
  ...(window ? { [CREATED_AFTER.name]: window.after.getTime(), [CREATED_UP_TO.name]: window.upTo.getTime() } : {}),
});

/** A search's statements, built once per isolate for each shape (the kinds, options and short or not). */
type SearchShape = { statements: PreparedSelect[]; readers: Reader[] };
const shapes = new Map<string, SearchShape>();
/** Shapes are few (the page's All tab and five tabs, the API's kinds, short or not); this only bounds a surprise. */
const SHAPES_MAX = 64;

/**
 * The search's statements for this shape, with placeholders for the text and the time (searchShapeTerms, `now`).
 * drizzle builds a statement's SQL on every call by walking its whole expression tree: for the search page's
 * statements (eleven then) that was about 4 ms of CPU per search, more than rendering the page.
 */
function searchShape(kinds: readonly SearchType[], options: SearchOptions, short: boolean): SearchShape {
  const key = JSON.stringify([kinds, options.limits ?? null, options.counted ?? null, short, options.window !== undefined]);
  let shape = shapes.get(key);
  if (!shape) {
    const { queries, readers } = searchStatements(statementBuilder(), searchShapeTerms(short), NOW, kinds, options);
    shape = { statements: queries.map((q) => q.prepare()), readers };
    if (shapes.size >= SHAPES_MAX) shapes.clear();
    shapes.set(key, shape);
  }
  return shape;
}

/** A search's statements as they run (SQL and arguments), for the query-plan test. */
export function searchStatementsSql(q: string, now: Date, kinds: readonly SearchType[], options: SearchOptions = {}) {
  const terms = searchTerms(q);
  return searchShape(kinds, options, terms.short).statements.map((statement) => filledQuery(statement, shapeValues(terms, now, options.window)));
}

/**
 * Searches the given kinds (rows as `options.limits` say) and counts the `options.counted` ones, in one database
 * round trip (none when there is nothing to search). `q` is the user's text as typed: any characters are safe here.
 */
export async function searchAndCount(db: Db, q: string, now: Date, kinds: readonly SearchType[], options: SearchOptions = {}): Promise<Found> {
  const found: Found = {
    results: { news: [], businesses: [], events: [], classifieds: [], jobs: [] },
    counts: { news: 0, businesses: 0, events: 0, classifieds: 0, jobs: 0 },
  };
  const terms = searchTerms(q);
  if (terms.text) {
    const shape = searchShape(kinds, options, terms.short);
    const rows = await runPrepared(db, shape.statements, shapeValues(terms, now, options.window));
    shape.readers.forEach((read, i) => read(rows[i] ?? [], found));
  }
  // A kind searched in full (not counted) counts its own rows.
  for (const kind of kinds) if (!options.counted?.includes(kind)) found.counts[kind] = found.results[kind].length;
  return found;
}

/** Searches the given kinds, MAX_RESULTS rows each, in one database round trip. */
export async function searchKinds(db: Db, q: string, now: Date, kinds: readonly SearchType[]): Promise<SearchResults> {
  return (await searchAndCount(db, q, now, kinds)).results;
}

/** The kinds whose site feature is on. */
export const enabledKinds = (features: Features) => SEARCH_TYPES.filter((t) => features[SEARCH_TYPE_FEATURE[t]].enabled);

/**
 * The search of `kinds` runs while the site's settings load (`features`, a KV read): it does not wait for them. A
 * kind whose feature turns out to be off is then dropped (its rows and count), as if never searched. Features are
 * rarely off, so the rare wasted statement costs less than the wait it saves on every search.
 */
export async function searchAndCountEnabled(
  db: Db,
  q: string,
  now: Date,
  features: Promise<Features>,
  kinds: readonly SearchType[],
  options?: SearchOptions,
) {
  const [found, on] = await Promise.all([searchAndCount(db, q, now, kinds, options), features]);
  const enabled = enabledKinds(on);
  for (const kind of SEARCH_TYPES) {
    if (enabled.includes(kind)) continue;
    found.results[kind] = [];
    found.counts[kind] = 0;
  }
  return { ...found, enabled };
}

/** Every enabled kind, in one database round trip. */
export async function searchAll(db: Db, q: string, now: Date, features: Promise<Features>): Promise<SearchResults> {
  return (await searchAndCountEnabled(db, q, now, features, SEARCH_TYPES)).results;
}

/** One kind's results (none when its feature is off), in one database round trip. */
export async function searchOne(db: Db, q: string, type: SearchType, now: Date, features: Promise<Features>) {
  return (await searchAndCountEnabled(db, q, now, features, [type])).results[type];
}
