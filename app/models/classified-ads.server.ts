// The classified ads data layer: listing (only active, unexpired, paid-up ads), one ad, writes by the seller,
// reports, the admin's remove/restore, and the counts behind the spam limits.
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import {
  CLASSIFIED_RULES,
  CLASSIFIED_SORTS,
  parsePriceCents,
  type ClassifiedFields,
  type ClassifiedSort,
  type ClassifiedTier,
} from "~/lib/classifieds";
import { one } from "~/lib/rows";
import { addTownDays } from "~/lib/town-days.server";
import { statementBuilder, type Db } from "~/models/db.server";
import { keepTotal, keptOrCounted, keptTotalOf, ms, type Crossings } from "~/models/list-totals.server";
import { cancelOpenOrdersForItem } from "~/models/orders.server";
import {
  condition,
  containsText,
  likePattern,
  matchSavedSearches,
  offsetPastPinned,
  optionalFilter,
  type Instant,
  type Operand,
} from "~/models/sql.server";
import { detachItemUploads } from "~/models/uploads.server";
import { classifiedAds, classifiedReports, users, type ClassifiedAd } from "../../db/schema";

// The /classifieds loader shapes its cards through this server module, so the page's browser bundle never holds
// the form schemas (zod) that live beside classifiedCard.
export { classifiedCard } from "~/lib/classifieds";

/** The one rule for "listed": active, not expired, paid up, not sold, not removed. Search uses it too. */
export function listedClassified(now: Instant): SQL {
  return condition(
    and(
      eq(classifiedAds.isActive, true),
      eq(classifiedAds.awaitingPayment, false),
      isNull(classifiedAds.soldAt),
      isNull(classifiedAds.removedAt),
      or(isNull(classifiedAds.expiresAt), gt(classifiedAds.expiresAt, now)),
    ),
  );
}

/**
 * A member reported the ad and it is still up: a moderator's answer to a report is removing the ad (there is no
 * other), so every report on an ad not removed is open. The weekly letter carries no such ad (models/letter).
 */
export const hasOpenReport = (): SQL =>
  sql`(${classifiedAds.removedAt} is null and exists (select 1 from ${classifiedReports} where ${classifiedReports.adId} = ${classifiedAds.id}))`;

/** Featured now: a premium ad within its featured time (the list's first group). */
const featuredNow = (now: Date) => and(eq(classifiedAds.isActive, true), eq(classifiedAds.isPremium, true), gt(classifiedAds.featuredUntil, now));
/**
 * Every other ad. Payment sets isPremium and featuredUntil together (models/orders), so "premium without a
 * featured time" does not occur; were it stored, such an ad would sort with these by date.
 */
const notFeaturedNow = (now: Date) =>
  or(eq(classifiedAds.isPremium, false), isNull(classifiedAds.featuredUntil), lte(classifiedAds.featuredUntil, now));

export type ClassifiedFilters = {
  category?: string | null;
  q?: string | null;
  minCents?: number | null;
  maxCents?: number | null;
  withPhotos?: boolean;
  sort?: ClassifiedSort;
  page?: number;
  limit?: number;
  /** Ads created in (createdAfter, createdUpTo] only: a saved-search alert's new matches since its last mail. */
  createdAfter?: Date | null;
  createdUpTo?: Date | null;
};

/** An ad's text contains `q` (a saved search's column holds the LIKE pattern): the list's text filter. */
const classifiedTextMatch = (q: string | SQL) => condition(or(containsText(classifiedAds.title, q), containsText(classifiedAds.description, q)));

/** The list's filters as operands (lib Operand): values for the page, a saved search's columns for the alerts. */
type ClassifiedOperands = {
  category?: Operand<string>;
  q?: Operand<string>;
  minCents?: Operand<number>;
  maxCents?: Operand<number>;
  withPhotos?: Operand<boolean>;
  createdAfter?: Operand<Date>;
  createdUpTo?: Operand<Date>;
};

/** Ads whose expiry (listedClassified()'s time bound) passed between `at` and `now`, off classifieds_expires_idx. */
const expiredBetween: Crossings = (at, now) => [
  statementBuilder()
    .select({ one: sql`1` })
    .from(classifiedAds)
    .where(sql`${classifiedAds.expiresAt} > ${ms(at)} and ${classifiedAds.expiresAt} <= ${ms(now)}`),
];

/** No filter narrows the list (the sort and the page do not change which ads it holds). */
const classifiedFiltersOff = (f: ClassifiedFilters) =>
  !f.category && !f.q && f.minCents == null && f.maxCents == null && !f.withPhotos && !f.createdAfter && !f.createdUpTo;

/** The list's conditions for these filters: the one "which ads" rule of the page and of the saved-search alerts. */
export function classifiedListWhere(now: Date, f: ClassifiedOperands): SQL {
  return condition(
    and(
      listedClassified(now),
      optionalFilter(f.category, (v) => eq(classifiedAds.category, v)),
      optionalFilter(f.q, (v) => classifiedTextMatch(v)),
      optionalFilter(f.minCents, (v) => gte(classifiedAds.priceCents, v)),
      optionalFilter(f.maxCents, (v) => lte(classifiedAds.priceCents, v)),
      optionalFilter(f.withPhotos, () => sql`json_array_length(coalesce(${classifiedAds.imageUrls}, '[]')) > 0`),
      optionalFilter(f.createdAfter, (v) => gt(classifiedAds.createdAt, v)),
      optionalFilter(f.createdUpTo, (v) => lte(classifiedAds.createdAt, v)),
    ),
  );
}

/** The list's order within each group (featured, then the others), by the chosen sort. */
function classifiedListOrder(sort: ClassifiedSort | undefined): SQL[] {
  return sort === "price_asc"
    ? [sql`${classifiedAds.priceCents} is null`, asc(classifiedAds.priceCents), desc(classifiedAds.createdAt), desc(classifiedAds.id)]
    : sort === "price_desc"
      ? [sql`${classifiedAds.priceCents} is null`, desc(classifiedAds.priceCents), desc(classifiedAds.createdAt), desc(classifiedAds.id)]
      : [desc(classifiedAds.createdAt), desc(classifiedAds.id)];
}

/** A saved search's filters with its window: the ads created in (createdAfter, createdUpTo]. */
export type WindowedClassifiedFilters = ClassifiedFilters & { createdAfter: Date; createdUpTo: Date };

/**
 * For each search, the ids of every ad the list shows for its filters in its window, in the list's order (featured
 * first): the list's own conditions and order (classifiedListWhere, classifiedListOrder) with the searches as a table
 * (matchSavedSearches), one statement for the searches of each sort.
 */
export async function matchClassifiedIds(db: Db, now: Date, searches: readonly WindowedClassifiedFilters[]): Promise<number[][]> {
  return matchSavedSearches<WindowedClassifiedFilters, ClassifiedSort, number>(
    db,
    {
      table: classifiedAds,
      groups: CLASSIFIED_SORTS.map(({ value }) => value),
      row: (f) => ({
        group: f.sort ?? "newest",
        values: {
          category: f.category || null,
          q: f.q ? likePattern(f.q) : null,
          minCents: f.minCents ?? null,
          maxCents: f.maxCents ?? null,
          photos: f.withPhotos ? 1 : null,
        },
      }),
      query: (s, sort) => ({
        where: classifiedListWhere(now, {
          category: s.category,
          q: s.q,
          minCents: s.minCents,
          maxCents: s.maxCents,
          withPhotos: s.photos,
          createdAfter: s.after,
          createdUpTo: s.upTo,
        }),
        order: [desc(sql`coalesce(${featuredNow(now)}, 0)`), ...classifiedListOrder(sort)],
      }),
    },
    searches,
  );
}

/** Ads by id (any order), for the alerts' mails. */
export async function classifiedsByIds(db: Db, ids: readonly number[]) {
  return ids.length
    ? db
        .select()
        .from(classifiedAds)
        .where(inArray(classifiedAds.id, [...ids]))
    : [];
}

/** The public list: featured premium ads first (while featured), then by the chosen sort; one round trip. */
export async function listClassifieds(db: Db, now: Date, filters: ClassifiedFilters = {}) {
  const limit = Math.min(Math.max(filters.limit ?? CLASSIFIED_RULES.pageSize, 1), 50);
  const page = Math.min(Math.max(filters.page ?? 1, 1), 10_000);
  const where = classifiedListWhere(now, filters);
  const order = classifiedListOrder(filters.sort);
  const offset = (page - 1) * limit;
  // Featured ads first without sorting every listed ad: the few featured ones (classifieds_premium_idx), then the
  // others in the chosen order (newest: classifieds_listing_idx walked backwards), skipping as many of them as the
  // offset reaches past the featured ones (offsetPastPinned).
  const skip = offsetPastPinned(
    offset,
    db
      .select({ n: count() })
      .from(classifiedAds)
      .where(and(where, featuredNow(now))),
  );
  // The unfiltered list's total is reused while nothing it counts has changed (list-totals.server.ts).
  const unfiltered = classifiedFiltersOff(filters);
  const counted = db.select({ n: count() }).from(classifiedAds).where(where);
  const [featured, rest, total] = await db.batch([
    db
      .select()
      .from(classifiedAds)
      .where(and(where, featuredNow(now)))
      .orderBy(...order)
      .limit(offset + limit),
    db
      .select()
      .from(classifiedAds)
      .where(and(where, notFeaturedNow(now)))
      .orderBy(...order)
      .limit(limit)
      .offset(skip),
    unfiltered ? keptOrCounted(db, "classifieds", keptTotalOf("classifieds"), now, counted, expiredBetween) : counted,
  ]);
  if (unfiltered) keepTotal("classifieds", now, total[0]);
  const rows = [...featured.slice(offset), ...rest].slice(0, limit);
  const n = total[0]?.n ?? 0;
  return { ads: rows, total: n, page, pages: Math.max(1, Math.ceil(n / limit)) };
}

export async function getClassified(db: Db, id: number): Promise<ClassifiedAd | null> {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  return (await db.query.classifiedAds.findFirst({ where: eq(classifiedAds.id, id) })) ?? null;
}

/** The ad with its seller's name and whether this member has reported it: one round trip. */
export async function getClassifiedPage(db: Db, id: number, viewerId: string | null) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const [rows, reported] = await db.batch([
    db
      .select({ ad: classifiedAds, sellerFirstName: users.firstName, sellerLastName: users.lastName })
      .from(classifiedAds)
      .leftJoin(users, eq(users.id, classifiedAds.sellerId))
      .where(eq(classifiedAds.id, id)),
    db
      .select({ n: count() })
      .from(classifiedReports)
      .where(and(eq(classifiedReports.adId, id), eq(classifiedReports.reporterId, viewerId ?? ""))),
  ]);
  const row = rows[0];
  if (!row) return null;
  const sellerName = [row.sellerFirstName, row.sellerLastName?.slice(0, 1)].filter(Boolean).join(" ") || null;
  return { ad: row.ad, sellerName: sellerName ? `${sellerName}${row.sellerLastName ? "." : ""}` : null, reportedByViewer: (reported[0]?.n ?? 0) > 0 };
}

/** How many ads this member created since `since`, and whether one of them has this title (any case). */
export async function recentPostsBy(db: Db, sellerId: string, title: string, since: Date, until: Date) {
  const window = and(eq(classifiedAds.sellerId, sellerId), gte(classifiedAds.createdAt, since), lte(classifiedAds.createdAt, until));
  const [all, same] = await db.batch([
    db.select({ n: count() }).from(classifiedAds).where(window),
    db
      .select({ n: count() })
      .from(classifiedAds)
      .where(and(window, sql`lower(trim(${classifiedAds.title})) = lower(trim(${title}))`)),
  ]);
  return { count: all[0]?.n ?? 0, sameTitle: (same[0]?.n ?? 0) > 0 };
}

const fieldValues = (fields: ClassifiedFields) => ({
  title: fields.title,
  description: fields.description,
  category: fields.category,
  price: fields.price ?? null,
  priceCents: parsePriceCents(fields.price),
  location: fields.location ?? null,
  contactEmail: fields.contactEmail ?? null,
  contactPhone: fields.contactPhone ?? null,
});

/**
 * A new ad. Free: listed at once for 30 days. Premium: saved hidden and awaiting payment; paying (the orders
 * model) makes it premium, featured 30 days and active 60.
 */
export async function createClassified(db: Db, sellerId: string, fields: ClassifiedFields, tier: ClassifiedTier, imageUrls: string[], now: Date) {
  const row = one(
    await db
      .insert(classifiedAds)
      .values({
        ...fieldValues(fields),
        imageUrls,
        isPremium: false,
        awaitingPayment: tier === "premium",
        isActive: true,
        sellerId,
        expiresAt: tier === "premium" ? null : addTownDays(now, CLASSIFIED_RULES.freeDays),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: classifiedAds.id }),
    "the new ad",
  );
  return row.id;
}

export async function updateClassified(db: Db, id: number, fields: ClassifiedFields, imageUrls: string[], now: Date) {
  await db
    .update(classifiedAds)
    .set({ ...fieldValues(fields), imageUrls, updatedAt: now })
    .where(eq(classifiedAds.id, id));
}

export async function markClassifiedSold(db: Db, id: number, now: Date) {
  await db
    .update(classifiedAds)
    .set({ soldAt: now, updatedAt: now })
    .where(and(eq(classifiedAds.id, id), isNull(classifiedAds.soldAt)));
}

export async function renewClassified(db: Db, id: number, expiresAt: Date, now: Date) {
  await db.update(classifiedAds).set({ expiresAt, isActive: true, updatedAt: now }).where(eq(classifiedAds.id, id));
}

export async function deleteClassified(db: Db, id: number) {
  await db.delete(classifiedAds).where(eq(classifiedAds.id, id));
}

/**
 * A moderator takes an ad down or puts it back. Taking it down lets go of its photos (returned, for the caller to
 * erase with their files; a restored ad comes back without them) and cancels its open orders, in one transaction.
 */
export async function setClassifiedRemoved(db: Db, id: number, removed: boolean, now: Date): Promise<{ changed: boolean; photoIds: string[] }> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(classifiedAds)
      .set(removed ? { removedAt: now, imageUrls: [], updatedAt: now } : { removedAt: null, updatedAt: now })
      .where(and(eq(classifiedAds.id, id), removed ? isNull(classifiedAds.removedAt) : isNotNull(classifiedAds.removedAt)))
      .returning({ id: classifiedAds.id });
    if (!changed.length) return { changed: false, photoIds: [] };
    if (!removed) return { changed: true, photoIds: [] };
    const photoIds = await detachItemUploads(tx, "classified", id);
    await cancelOpenOrdersForItem(tx, "classified", id, now);
    return { changed: true, photoIds };
  });
}

/** Records a member's report; false when this member already reported this ad. */
export async function reportClassified(db: Db, adId: number, reporterId: string, reason: string, details: string | null, now: Date) {
  const inserted = await db
    .insert(classifiedReports)
    .values({ adId, reporterId, reason, details, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: classifiedReports.id });
  return inserted.length === 1;
}

/** A member's own ads, every status, newest first. */
export async function listClassifiedsBySeller(db: Db, sellerId: string) {
  return db.select().from(classifiedAds).where(eq(classifiedAds.sellerId, sellerId)).orderBy(desc(classifiedAds.createdAt)).limit(200);
}

/** The admin tab: one page of ads (10 a page), reported ads first (most reports first), each with its reports, and the total. */
export async function listClassifiedsForAdmin(db: Db, page = 1, limit = 10) {
  const reportCount = db
    .select({ adId: classifiedReports.adId, n: count().as("n") })
    .from(classifiedReports)
    .groupBy(classifiedReports.adId)
    .as("report_counts");
  const ads = await db
    .select({ ad: classifiedAds, reports: sql<number>`coalesce(${reportCount.n}, 0)` })
    .from(classifiedAds)
    .leftJoin(reportCount, eq(reportCount.adId, classifiedAds.id))
    .orderBy(desc(sql`coalesce(${reportCount.n}, 0)`), desc(classifiedAds.createdAt), desc(classifiedAds.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const { total } = one(await db.select({ total: count() }).from(classifiedAds), "a count");
  const ids = ads.filter((a) => a.reports > 0).map((a) => a.ad.id);
  const reports = ids.length
    ? await db
        .select({
          adId: classifiedReports.adId,
          reason: classifiedReports.reason,
          details: classifiedReports.details,
          createdAt: classifiedReports.createdAt,
          reporterEmail: users.email,
        })
        .from(classifiedReports)
        .innerJoin(users, eq(users.id, classifiedReports.reporterId))
        .where(inArray(classifiedReports.adId, ids))
        .orderBy(desc(classifiedReports.createdAt))
    : [];
  return { total, ads: ads.map(({ ad, reports: n }) => ({ ad, reportCount: Number(n), reports: reports.filter((r) => r.adId === ad.id) })) };
}

/** The housekeeping cron: ads past their expiry leave the lists (the listing also checks the clock). */
export async function expireClassifieds(db: Db, now: Date) {
  const expired = await db
    .update(classifiedAds)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(classifiedAds.isActive, true), lte(classifiedAds.expiresAt, now)))
    .returning({ id: classifiedAds.id });
  return expired.length;
}
