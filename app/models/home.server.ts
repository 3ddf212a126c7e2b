// The home page's data (part 1 §2, §9): every list, and the stat counts when the service has no fresh copy of
// them, in one batch: one database round trip, of statements built once per isolate (homeShape).
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { RuleWords } from "~/lib/recurrence";
import { shownRating } from "~/lib/reviews";
import { plainText } from "~/lib/sanitize.server";
import { truncate } from "~/lib/text";
import { addTownDays } from "~/lib/town-days.server";
import type { Town } from "~/lib/towns";
import { featuredBusinessCardsQuery, toDirectoryCardJson } from "~/models/businesses.server";
import { filledQuery, runPrepared, statementBuilder, type Db, type PreparableSelect, type PreparedSelect } from "~/models/db.server";
import { eventCardsSelect, listed, oneDatePerSeries, toEventCardJson, upcomingByStart, upcomingCountQuery } from "~/models/events.server";
import { memberReadsLetterQuery } from "~/models/letter-readers.server";
import { mergeNewsPage, newsCardPageQueries, published, toArticleCardJson, type ArticleCardJson } from "~/models/news.server";
import { sessionMember } from "~/models/session.server";
import type { Instant } from "~/models/sql.server";
import { businessCategories, businessClaims, businesses, classifiedAds, events, jobs, newsArticles, type ClassifiedAd } from "../../db/schema";

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
const classifiedListed = (now: Instant) =>
  and(
    eq(classifiedAds.isActive, true),
    eq(classifiedAds.awaitingPayment, false),
    or(isNull(classifiedAds.expiresAt), gt(classifiedAds.expiresAt, now)),
  );

const MILES_PER_DEGREE = 69.0;

/** Squared distance from the town in miles² (equirectangular; exact enough within a county). */
function jobDistanceSquared(town: Town) {
  const lonScale = Math.cos((town.latitude * Math.PI) / 180);
  return sql<number>`((${jobs.latitude} - ${town.latitude}) * ${MILES_PER_DEGREE}) * ((${jobs.latitude} - ${town.latitude}) * ${MILES_PER_DEGREE})
    + ((${jobs.longitude} - ${town.longitude}) * ${MILES_PER_DEGREE * lonScale}) * ((${jobs.longitude} - ${town.longitude}) * ${MILES_PER_DEGREE * lonScale})`;
}

const jobListed = (now: Instant) => and(eq(jobs.isActive, true), or(isNull(jobs.expiresDate), gt(jobs.expiresDate, now)));

/**
 * Within the latitude band of `miles` (a number or an SQL expression) around the town, which jobs_place_idx serves:
 * a job farther north or south than `miles` is farther than `miles` (the band is a hair wider for rounding).
 */
function inBand(town: Town, miles: SQL | number) {
  const band = sql`(${miles}) * ${1.0001 / MILES_PER_DEGREE}`;
  return sql`${jobs.latitude} between ${town.latitude} - ${band} and ${town.latitude} + ${band}`;
}

/** Within `miles` of the town: the band first, then the exact distance. */
function jobsWithin(town: Town, miles: number) {
  return and(inBand(town, miles), lte(jobDistanceSquared(town), miles * miles));
}

/** Rings tried before the town's whole radius, in miles: the nearest jobs are usually within the first. */
const JOB_RINGS = [1, 2.5, 5];

/**
 * How far the home's nearest-jobs list must look, as one SQL expression: the smallest ring holding at least
 * jobsFetched listed jobs, else the town's radius. The list's order is by distance first, so when a ring holds that
 * many, the nearest ones are all inside it and the list is the same as over the whole radius (the jobs of the
 * band outside that ring sort after them); each ring's check stops at jobsFetched rows and CASE stops at the first
 * ring that has them.
 */
function jobsReach(db: Db, town: Town, now: Instant) {
  const rings = JOB_RINGS.filter((r) => r < town.radiusMiles);
  const holds = (miles: number) =>
    sql`(select count(*) from (${db
      .select({ one: sql`1` })
      .from(jobs)
      .where(and(jobListed(now), jobsWithin(town, miles)))
      .limit(HOME_LIMITS.jobsFetched)})) >= ${HOME_LIMITS.jobsFetched}`;
  return sql`(case ${sql.join(rings.map((r) => sql`when ${holds(r)} then ${r} `))}else ${town.radiusMiles} end)`;
}

function classifiedCard(
  ad: Pick<ClassifiedAd, "id" | "title" | "description" | "category" | "price" | "location" | "imageUrls" | "createdAt" | "isPremium">,
) {
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
 * The home's Upcoming Events: the next events in date order (this week's before January's), and among them the
 * featured ones first, premium leading (part 1 §9's featured placement), each group in date order.
 */
type FeaturedFields = { isFeatured: boolean; featuredUntil: string | null; isPremium: boolean };
const featuredAt = (e: FeaturedFields, now: Date) => e.isFeatured && (e.featuredUntil === null || Date.parse(e.featuredUntil) >= now.getTime());
function featuredFirst<E extends FeaturedFields>(list: E[], now: Date): E[] {
  const rank = (e: E) => (featuredAt(e, now) ? (e.isPremium ? 0 : 1) : 2);
  return list
    .map((e, i) => ({ e, i }))
    .sort((a, b) => rank(a.e) - rank(b.e) || a.i - b.i)
    .map(({ e }) => e);
}

export type HomeStats = { businesses: number; events: number; listings: number; artGalleries: number };

/** The stat cards' four counts (each over every listed row, so the service keeps them in KV a few minutes). */
function statQueries(db: Db, now: Instant) {
  return {
    businessCount: db.select({ n: count() }).from(businesses).where(eq(businesses.isActive, true)),
    eventCount: upcomingCountQuery(db, now, oneDatePerSeries(now)),
    listingCount: db.select({ n: count() }).from(classifiedAds).where(classifiedListed(now)),
    galleryCount: db
      .select({ n: count() })
      .from(businesses)
      .innerJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
      .where(and(eq(businesses.isActive, true), eq(businessCategories.name, ART_GALLERY_CATEGORY))),
  };
}

/**
 * The nearest listed jobs to the town, nearest first (part 1 §3: within the town's radius). The fifteen are chosen from
 * jobs_place_idx alone, which holds every column the filter and the order read, and only their rows are read from the
 * table: reading the row of every job in the band before sorting cost 3 ms of the home's 5 ms of SQL at town scale
 * (20,000 jobs; docs/bench.md).
 */
function nearbyJobsQuery(db: Db, town: Town, now: Instant) {
  const distance = jobDistanceSquared(town);
  const jobRowid = sql<number>`${jobs}.rowid`;
  const nearest = db
    .select({ jobRowid: jobRowid.as("job_rowid"), distanceSquared: distance.as("distance_squared") })
    .from(jobs)
    .where(and(jobListed(now), inBand(town, jobsReach(db, town, now)), lte(distance, town.radiusMiles * town.radiusMiles)))
    .orderBy(distance, desc(jobs.postedDate), asc(jobs.id))
    .limit(HOME_LIMITS.jobsFetched)
    .as("nearest");
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
      employmentType: jobs.employmentType,
      postedDate: jobs.postedDate,
      isRemote: jobs.isRemote,
      distanceSquared: nearest.distanceSquared,
    })
    .from(nearest)
    .crossJoin(jobs)
    .where(sql`${jobRowid} = ${nearest.jobRowid}`)
    .orderBy(asc(nearest.distanceSquared), desc(jobs.postedDate), asc(jobs.id));
}

/** The town's sections: news, featured businesses, upcoming events, nearby jobs and classifieds. */
function townListQueries(db: Db, town: Town, now: Instant) {
  const [premiumNews, restNews] = newsCardPageQueries(db, now, published, HOME_LIMITS.news, 0);
  return {
    premiumArticles: premiumNews,
    newestArticles: restNews,
    featuredBusinesses: featuredBusinessCardsQuery(db, HOME_LIMITS.businesses),
    upcomingEvents: eventCardsSelect(db)
      .where(and(listed(), upcomingByStart(now), oneDatePerSeries(now)))
      .orderBy(asc(events.startDate), asc(events.id))
      .limit(HOME_LIMITS.events),
    nearbyJobs: nearbyJobsQuery(db, town, now),
    // What a card shows (classifiedCard), not the ad's contact or seller.
    classifieds: db
      .select({
        id: classifiedAds.id,
        title: classifiedAds.title,
        description: classifiedAds.description,
        category: classifiedAds.category,
        price: classifiedAds.price,
        location: classifiedAds.location,
        imageUrls: classifiedAds.imageUrls,
        createdAt: classifiedAds.createdAt,
        isPremium: classifiedAds.isPremium,
      })
      .from(classifiedAds)
      .where(classifiedListed(now))
      .orderBy(desc(classifiedAds.isPremium), desc(classifiedAds.createdAt), desc(classifiedAds.id))
      .limit(HOME_LIMITS.classifieds),
  };
}

/** A member's articles in review and their unpaid events and ads. */
function waitingSubmissionQueries(db: Db, userId: string | Placeholder | SQL) {
  return {
    articles: db
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
    unpaidEvents: db
      .select({ id: events.id, title: events.title, isPremium: events.isPremium })
      .from(events)
      .where(and(eq(events.organizerId, userId), eq(events.awaitingPayment, true)))
      .orderBy(asc(events.startDate))
      .limit(WAITING_LIMIT),
    unpaidAds: db
      .select({ id: classifiedAds.id, title: classifiedAds.title, isPremium: classifiedAds.isPremium })
      .from(classifiedAds)
      .where(and(eq(classifiedAds.sellerId, userId), eq(classifiedAds.awaitingPayment, true)))
      .orderBy(desc(classifiedAds.createdAt))
      .limit(WAITING_LIMIT),
  };
}

/** What waits on a member: the above, their open claims, ads ending soon (by `soon`), and whether they get the letter. */
function waitingQueries(db: Db, userId: string | Placeholder | SQL, now: Instant, soon: Instant) {
  return {
    ...waitingSubmissionQueries(db, userId),
    claims: db
      .select({ id: businessClaims.id, businessId: businesses.id, businessName: businesses.name, createdAt: businessClaims.createdAt })
      .from(businessClaims)
      .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
      .where(and(eq(businessClaims.userId, userId), eq(businessClaims.status, "pending")))
      .orderBy(desc(businessClaims.createdAt))
      .limit(WAITING_LIMIT),
    expiringAds: db
      .select({ id: classifiedAds.id, title: classifiedAds.title, expiresAt: classifiedAds.expiresAt })
      .from(classifiedAds)
      .where(and(eq(classifiedAds.sellerId, userId), classifiedListed(now), lte(classifiedAds.expiresAt, soon)))
      .orderBy(asc(classifiedAds.expiresAt))
      .limit(WAITING_LIMIT),
    // The weekly letter's sign-up box is for members who do not get it yet (issue 42).
    letterReader: memberReadsLetterQuery(db, userId),
  };
}

type ListQueries = ReturnType<typeof townListQueries> & ReturnType<typeof waitingQueries>;
type StatQueries = ReturnType<typeof statQueries>;
type ResultsOf<Q extends Record<string, { _: { result: unknown } }>> = { [K in keyof Q]: Q[K]["_"]["result"] };

/** The time, the end of "ending soon" and the session in the home's statements; homeValues fills them. */
const NOW = sql.placeholder("now");
const SOON = sql.placeholder("soon");
const SESSION = sql.placeholder("session");

/** The home's statements for one town, with or without the stat counts: each one's name and prepared statement. */
type HomeShape = { names: string[]; statements: PreparedSelect[] };
const shapes = new Map<string, HomeShape>();

/**
 * The home's statements, built once per isolate for each town and with or without the counts, with placeholders for
 * the time and the member (as search's are: search.server.ts). drizzle builds a statement's SQL on every call by
 * walking its whole expression tree: for the home's sixteen statements that was about a sixth of a member's render in
 * workerd's profile (docs/bench.md, 2026-11-28).
 */
function homeShape(town: Town, withStats: boolean, withLists: boolean): HomeShape {
  const key = `${town.name}\n${withStats}\n${withLists}`;
  let shape = shapes.get(key);
  if (!shape) {
    const db = statementBuilder();
    const queries: Record<string, PreparableSelect> = {
      ...(withStats ? statQueries(db, NOW) : {}),
      ...(withLists ? townListQueries(db, town, NOW) : {}),
      // The member the request's session names, read inside the batch: the batch does not wait for the session.
      ...waitingQueries(db, sessionMember(SESSION, NOW), NOW, SOON),
    };
    shape = { names: Object.keys(queries), statements: Object.values(queries).map((q) => q.prepare()) };
    shapes.set(key, shape);
  }
  return shape;
}

/** The values of the home's placeholders: a visitor's session id is "", which names no session. */
const homeValues = (now: Date, sessionId: string) => ({
  [NOW.name]: now.getTime(),
  [SOON.name]: addTownDays(now, EXPIRING_SOON_DAYS).getTime(),
  [SESSION.name]: sessionId,
});

/** The home's statements as they run (SQL and arguments), for the query-plan test. */
export function homeStatements(town: Town, now: Date, sessionId: string, withStats: boolean) {
  return homeShape(town, withStats, true).statements.map((statement) => filledQuery(statement, homeValues(now, sessionId)));
}

/**
 * The member's rows in one batch, with the town's lists and the stat counts in the same batch unless the caller has
 * them (the lists' names are then absent from the rows).
 */
async function readHome(db: Db, town: Town, now: Date, sessionId: string, stats: HomeStats | null, withLists: boolean) {
  const shape = homeShape(town, stats === null, withLists);
  const results = await runPrepared(db, shape.statements, homeValues(now, sessionId));
  const named = Object.fromEntries(shape.names.map((name, i) => [name, results[i] ?? []]));
  const rows = named as ResultsOf<ListQueries>;
  if (stats) return { counted: stats, rows };
  const { businessCount, eventCount, listingCount, galleryCount } = named as ResultsOf<StatQueries>;
  const counted: HomeStats = {
    businesses: businessCount[0]?.n ?? 0,
    events: eventCount[0]?.n ?? 0,
    listings: listingCount[0]?.n ?? 0,
    artGalleries: galleryCount[0]?.n ?? 0,
  };
  return { counted, rows };
}

// Card shapes only: the page's first HTML (data included) stays under 14 KB gzip.
const articleCard = (a: ArticleCardJson) => ({
  id: a.id,
  title: a.title,
  excerpt: truncate(a.excerpt || plainText(a.content), 160),
  imageUrl: a.imageUrl,
  category: a.category,
  author: a.author,
  publishedAt: a.publishedAt,
});

const businessCard = (b: ReturnType<typeof toDirectoryCardJson>) => ({
  id: b.id,
  name: b.name,
  categoryName: b.categoryName,
  address: b.address,
  // One number on the card, as in the directory (lib/reviews shownRating): the residents' from 3 reviews on, else Google's.
  shown: shownRating({
    rating: Number(b.rating),
    reviewCount: b.reviewCount,
    residentRating: b.residentRating,
    residentReviewCount: b.residentReviewCount,
  }),
  isPremium: b.isPremium,
  logoUrl: b.logoUrl,
});

const eventCard = (e: ReturnType<typeof toEventCardJson>, now: Date) => ({
  id: e.id,
  title: e.title,
  description: truncate(plainText(e.description), HOME_LIMITS.eventDescription),
  startDate: e.startDate,
  endDate: e.endDate,
  location: e.location,
  price: e.price,
  categoryName: e.categoryName,
  categoryColor: e.categoryColor,
  repeats: e.repeats,
  seriesId: e.seriesId,
  featured: featuredAt(e, now),
});

// Part 1 §3's job as read on home, with the distance from this town.
const jobCard = (j: Awaited<ReturnType<typeof nearbyJobsQuery>>[number]) => ({
  id: j.id,
  title: j.title,
  company: j.company,
  location: j.location,
  distance: Math.round(Math.sqrt(Number(j.distanceSquared)) * 10) / 10,
  employmentType: j.employmentType,
  postedDate: j.postedDate?.toISOString() ?? null,
  isRemote: j.isRemote,
});

/**
 * Everything the home page lists, in one round trip: the town's sections, the stat counts unless the caller has
 * them (`stats`), and, for a member, what is waiting on them (their articles in review, unpaid events and ads,
 * open claims, ads ending soon).
 */
/** The town's lists as home shows them: the same for every reader of one town and language at one time. */
function townLists(rows: ResultsOf<ListQueries>, now: Date, ruleWords: RuleWords) {
  const { premiumArticles, newestArticles, featuredBusinesses, upcomingEvents, nearbyJobs, classifieds } = rows;
  return {
    news: mergeNewsPage(premiumArticles, newestArticles, 0, HOME_LIMITS.news).map(toArticleCardJson).map(articleCard),
    businesses: featuredBusinesses.map(toDirectoryCardJson).map(businessCard),
    events: featuredFirst(
      upcomingEvents.map((row) => toEventCardJson(row, ruleWords)),
      now,
    ).map((e) => eventCard(e, now)),
    jobs: nearbyJobs.map(jobCard),
    classifieds: classifieds.map(classifiedCard),
  };
}

export type HomeLists = ReturnType<typeof townLists>;

/**
 * Home's data in one database round trip. `keptLists`: the town's lists as read by an earlier request (the service
 * keeps them for the page cache's window); the batch then reads only the member's rows (and the counts if needed).
 */
export async function loadHome(
  db: Db,
  town: Town,
  now: Date,
  sessionId: string,
  { stats = null, ruleWords = null, keptLists = null }: { stats?: HomeStats | null; ruleWords?: RuleWords; keptLists?: HomeLists | null } = {},
) {
  const { counted, rows } = await readHome(db, town, now, sessionId, stats, keptLists === null);
  const { articles, unpaidEvents, unpaidAds, claims, expiringAds, letterReader } = rows;
  return {
    stats: counted,
    readsLetter: letterReader.length > 0,
    lists: keptLists ?? townLists(rows, now, ruleWords),
    // Empty for a visitor; the page shows it only when the session, read on its own, names a member.
    waiting: {
      articles,
      unpaidEvents,
      unpaidAds,
      claims: claims.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
      expiringAds: expiringAds.map((a) => ({ ...a, expiresAt: a.expiresAt?.toISOString() ?? null })),
    },
  };
}
