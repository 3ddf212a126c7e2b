// Residents' reviews of businesses, their reports, and the residents' average kept on the business row
// (businesses.residentRating / residentReviewCount, apart from the outside `rating`). Every write that changes which
// reviews count rewrites the average in the same batch.
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type Placeholder } from "drizzle-orm";
import type { ReviewFields, ReviewSort } from "~/lib/reviews";
import { auditInsert, type AuditEntry } from "~/models/audit.server";
import { businessColumns, toBusinessJson } from "~/models/businesses.server";
import { prepareSelect, runPrepared, statementBuilder, type Db } from "~/models/db.server";
import { sessionMember } from "~/models/session.server";
import {
  businessCategories,
  businesses,
  businessReviewReports,
  businessReviews,
  eventRsvps,
  events,
  uploads,
  users,
  type ReviewStatus,
  type User,
} from "../../db/schema";

const r = businessReviews;

/** Reviews that count: published, and not written by the business's current owner (no self-serving reviews). */
const counts = (businessId: number | Placeholder) =>
  sql`${r.businessId} = ${businessId} and ${r.status} = 'published' and ${r.authorId} is not (select ${businesses.ownerId} from ${businesses} where ${businesses.id} = ${businessId})`;

/** The statement that rewrites a business's residents' average and count, for a db.batch with the change. */
export function residentRatingUpdate(db: Db, businessId: number) {
  return db
    .update(businesses)
    .set({
      residentRating: sql`coalesce((select round(avg(${r.rating}), 2) from ${r} where ${counts(businessId)}), 0)`,
      residentReviewCount: sql`(select count(*) from ${r} where ${counts(businessId)})`,
    })
    .where(eq(businesses.id, businessId));
}

/**
 * Whether the reviewer went there: they ticked "I visited", or answered "going" to an event held there that has begun
 * (events carry no business id: held there means its venue is the business's name or its address is the business's).
 */
function visitedThere(now: Placeholder) {
  const [e, b, v] = [events, businesses, eventRsvps];
  return sql<number>`(${r.visited} or exists (select 1 from ${v} inner join ${e} on ${e.id} = ${v.eventId} inner join ${b} on ${b.id} = ${r.businessId}
    where ${v.userId} = ${r.authorId} and ${v.status} = 'going' and ${e.startDate} <= ${now} and ${e.cancelledAt} is null
    and (lower(trim(${e.location})) = lower(trim(${b.name})) or lower(trim(${e.address})) = lower(trim(${b.address})))))`;
}

const REVIEW_ORDER = {
  newest: [desc(r.createdAt), desc(r.id)],
  highest: [desc(r.rating), desc(r.createdAt), desc(r.id)],
  lowest: [asc(r.rating), desc(r.createdAt), desc(r.id)],
} as const;

const stars = (id: Placeholder, n: number) => sql<number>`count(case when ${counts(id)} and ${r.rating} = ${n} then 1 end)`;

const reviewCard = {
  id: r.id,
  authorId: r.authorId,
  rating: r.rating,
  title: r.title,
  body: r.body,
  pictureUrl: r.pictureUrl,
  status: r.status,
  ownerReply: r.ownerReply,
  ownerReplyAt: r.ownerReplyAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  authorSince: users.createdAt,
};

/** The business page's placeholders, filled when its statements run (loadBusinessPage). */
const ID = sql.placeholder("id");
const NOW = sql.placeholder("now");
const SESSION = sql.placeholder("session");
const LIMIT = sql.placeholder("limit");
const OFFSET = sql.placeholder("offset");

/** The business page's statements for one order of reviews, built once per isolate (as home's: models/home.server.ts). */
function businessPageStatements(db: Db, sort: ReviewSort) {
  return [
    prepareSelect(
      db
        .select(businessColumns)
        .from(businesses)
        .leftJoin(businessCategories, eq(businessCategories.id, businesses.categoryId))
        .where(and(eq(businesses.id, ID), eq(businesses.isActive, true))),
    ),
    prepareSelect(
      db
        .select({ id: uploads.id, alt: uploads.alt })
        .from(uploads)
        .where(and(inArray(uploads.kind, ["business-logo", "business-gallery"]), eq(uploads.itemId, ID))),
    ),
    prepareSelect(
      db
        // Named (`as`): an unnamed column's name is its expression, which the database sends back with every answer.
        .select({ ...reviewCard, visited: visitedThere(NOW).as("visited") })
        .from(r)
        .innerJoin(users, eq(users.id, r.authorId))
        .where(and(eq(r.businessId, ID), eq(r.status, "published")))
        .orderBy(...REVIEW_ORDER[sort])
        .limit(LIMIT)
        .offset(OFFSET),
    ),
    // Each named (`as`): an unnamed column's name is its expression, which the database sends back with every answer.
    prepareSelect(
      db
        .select({
          total: count().as("total"),
          counted: sql<number>`count(case when ${counts(ID)} then 1 end)`.as("counted"),
          average: sql<number | null>`round(avg(case when ${counts(ID)} then ${r.rating} end), 2)`.as("average"),
          one: stars(ID, 1).as("one"),
          two: stars(ID, 2).as("two"),
          three: stars(ID, 3).as("three"),
          four: stars(ID, 4).as("four"),
          five: stars(ID, 5).as("five"),
        })
        .from(r)
        .where(and(eq(r.businessId, ID), eq(r.status, "published"))),
    ),
    prepareSelect(
      db
        .select(reviewCard)
        .from(r)
        .innerJoin(users, eq(users.id, r.authorId))
        // The viewer's own, by the session's id (`sessionMember`): the batch does not wait for the session.
        .where(and(eq(r.businessId, ID), eq(r.authorId, sessionMember(SESSION, NOW)))),
    ),
  ] as const;
}

type BusinessPageStatements = ReturnType<typeof businessPageStatements>;
const pageStatements = new Map<ReviewSort, BusinessPageStatements>();

/**
 * Everything a business page shows, in one round trip: the listing, its pictures' alt texts, one page of residents'
 * reviews in the chosen order (each with whether its author visited), their average, count and 5-to-1 star counts
 * (the owner's own left out), and the viewer's own review (to be shown only when the session names a member). The
 * statements are built once per isolate for each order: drizzle building them on every render was about a fifth of
 * what the page allocated (docs/bench.md, 2026-11-29).
 */
export async function loadBusinessPage(
  db: Db,
  id: number,
  options: { sessionId: string; page: number; perPage: number; sort: ReviewSort; now: Date },
) {
  let statements = pageStatements.get(options.sort);
  if (!statements) pageStatements.set(options.sort, (statements = businessPageStatements(statementBuilder(), options.sort)));
  const [rows, alts, reviews, [totals], own] = await runPrepared(db, statements, {
    [ID.name]: id,
    [NOW.name]: options.now.getTime(),
    [SESSION.name]: options.sessionId,
    [LIMIT.name]: options.perPage,
    [OFFSET.name]: (options.page - 1) * options.perPage,
  });
  const business = rows[0] ? toBusinessJson(rows[0]) : null;
  return {
    business,
    alts: Object.fromEntries(alts.map((a) => [a.id, a.alt])) as Record<string, string>,
    reviews,
    residents: {
      average: totals?.average == null ? null : Number(totals.average),
      count: Number(totals?.counted ?? 0),
      total: Number(totals?.total ?? 0),
      stars: {
        1: Number(totals?.one ?? 0),
        2: Number(totals?.two ?? 0),
        3: Number(totals?.three ?? 0),
        4: Number(totals?.four ?? 0),
        5: Number(totals?.five ?? 0),
      },
    },
    own: own[0] ?? null,
  };
}
export type ReviewCard = Awaited<ReturnType<typeof loadBusinessPage>>["reviews"][number];

export async function getOwnReview(db: Db, businessId: number, authorId: string) {
  return (await db.query.businessReviews.findFirst({ where: and(eq(r.businessId, businessId), eq(r.authorId, authorId)) })) ?? null;
}

/** A review with its business's owner (for replies and reports). */
export async function getReviewWithBusiness(db: Db, reviewId: number) {
  const [row] = await db
    .select({ review: r, ownerId: businesses.ownerId, claimStatus: businesses.claimStatus, businessName: businesses.name })
    .from(r)
    .innerJoin(businesses, eq(businesses.id, r.businessId))
    .where(eq(r.id, reviewId));
  return row ?? null;
}

export type NewReview = Omit<ReviewFields, "visited"> & {
  businessId: number;
  authorId: string;
  pictureUrl: string | null;
  status: ReviewStatus;
  visited: boolean;
};

/** Creates the review; null when this member has already reviewed the business (one each). */
export async function createReview(db: Db, input: NewReview, now: Date) {
  const [insert] = await db.batch([
    db
      .insert(r)
      .values({
        businessId: input.businessId,
        authorId: input.authorId,
        rating: input.rating,
        title: input.title,
        body: input.body,
        pictureUrl: input.pictureUrl,
        status: input.status,
        visited: input.visited,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: r.id }),
    residentRatingUpdate(db, input.businessId),
  ]);
  return insert[0]?.id ?? null;
}

export async function updateReview(
  db: Db,
  id: number,
  businessId: number,
  input: Pick<NewReview, "rating" | "title" | "body" | "pictureUrl" | "status" | "visited">,
  now: Date,
) {
  await db.batch([
    db
      .update(r)
      .set({
        rating: input.rating,
        title: input.title,
        body: input.body,
        pictureUrl: input.pictureUrl,
        status: input.status,
        visited: input.visited,
        updatedAt: now,
      })
      .where(eq(r.id, id)),
    residentRatingUpdate(db, businessId),
  ]);
}

export async function deleteReview(db: Db, id: number, businessId: number) {
  await db.batch([db.delete(r).where(eq(r.id, id)), residentRatingUpdate(db, businessId)]);
}

/** The owner's one public reply (a second one replaces the first). */
export async function setOwnerReply(db: Db, reviewId: number, reply: string, now: Date) {
  await db.update(r).set({ ownerReply: reply, ownerReplyAt: now }).where(eq(r.id, reviewId));
}

/** A member's report; false when they had already reported this review. */
export async function reportReview(db: Db, reviewId: number, reporterId: string, reason: string, details: string | null, now: Date) {
  const rows = await db
    .insert(businessReviewReports)
    .values({ reviewId, reporterId, reason, details, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: businessReviewReports.id });
  return rows.length > 0;
}

const openReport = and(isNull(businessReviewReports.resolvedAt), eq(businessReviewReports.reviewId, r.id));

/** The moderators' queue: held reviews and reviews with open reports (not yet removed), oldest first. */
export async function listReviewQueue(db: Db, limit = 50) {
  const reported = sql`exists (select 1 from ${businessReviewReports} where ${openReport})`;
  const [rows, reports] = await db.batch([
    db
      .select({
        id: r.id,
        businessId: r.businessId,
        businessName: businesses.name,
        rating: r.rating,
        title: r.title,
        body: r.body,
        pictureUrl: r.pictureUrl,
        status: r.status,
        createdAt: r.createdAt,
        authorEmail: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        authorSince: users.createdAt,
      })
      .from(r)
      .innerJoin(businesses, eq(businesses.id, r.businessId))
      .innerJoin(users, eq(users.id, r.authorId))
      .where(or(eq(r.status, "held"), and(ne(r.status, "removed"), reported)))
      .orderBy(r.createdAt, r.id)
      .limit(limit),
    db
      .select({
        reviewId: businessReviewReports.reviewId,
        reason: businessReviewReports.reason,
        details: businessReviewReports.details,
        reporterEmail: users.email,
        createdAt: businessReviewReports.createdAt,
      })
      .from(businessReviewReports)
      .innerJoin(users, eq(users.id, businessReviewReports.reporterId))
      .innerJoin(r, eq(r.id, businessReviewReports.reviewId))
      .where(and(isNull(businessReviewReports.resolvedAt), ne(r.status, "removed")))
      .orderBy(businessReviewReports.createdAt),
  ]);
  return rows.map((row) => ({ ...row, reports: reports.filter((p) => p.reviewId === row.id) }));
}

/** How many reviews wait for a moderator (held, or reported and still shown). */
export function reviewQueueCountQuery(db: Db) {
  return db
    .select({ n: count() })
    .from(r)
    .where(or(eq(r.status, "held"), and(eq(r.status, "published"), sql`exists (select 1 from ${businessReviewReports} where ${openReport})`)));
}

export type ReviewDecision = "approve" | "remove" | "keep";

/**
 * A moderator's decision, with its audit row, in one batch: approve a held review, remove a review, or keep a reported
 * one. Open reports are resolved either way. Returns null when the review is gone.
 */
export async function moderateReview(db: Db, reviewId: number, decision: ReviewDecision, moderator: Pick<User, "id" | "email">, now: Date) {
  const review = await db.query.businessReviews.findFirst({ where: eq(r.id, reviewId) });
  if (!review) return null;
  const status: ReviewStatus = decision === "remove" ? "removed" : "published";
  const entry: AuditEntry = {
    action: `review.${decision}`,
    targetType: "business_review",
    targetId: reviewId,
    before: { status: review.status },
    after: { status },
  };
  await db.batch([
    db.update(r).set({ status, moderatedBy: moderator.id, moderatedAt: now }).where(eq(r.id, reviewId)),
    db
      .update(businessReviewReports)
      .set({ resolvedAt: now })
      .where(and(eq(businessReviewReports.reviewId, reviewId), isNull(businessReviewReports.resolvedAt))),
    residentRatingUpdate(db, review.businessId),
    auditInsert(db, moderator, entry, now),
  ]);
  return { before: review.status, after: status, businessId: review.businessId };
}

/** A member's reviews and reports, for 'Download my data'. */
export async function memberReviews(db: Db, userId: string) {
  const [reviews, reports] = await db.batch([
    db.select().from(r).where(eq(r.authorId, userId)),
    db.select().from(businessReviewReports).where(eq(businessReviewReports.reporterId, userId)),
  ]);
  return { reviews, reports };
}

/** Deletes a member's reviews and reports, and rewrites the averages of the businesses they reviewed. */
export async function eraseMemberReviews(db: Db, userId: string) {
  const mine = await db.select({ businessId: r.businessId, pictureUrl: r.pictureUrl }).from(r).where(eq(r.authorId, userId));
  await db.batch([
    db.delete(r).where(eq(r.authorId, userId)),
    db.delete(businessReviewReports).where(eq(businessReviewReports.reporterId, userId)),
    ...mine.map((m) => residentRatingUpdate(db, m.businessId)),
  ]);
  return mine.map((m) => m.pictureUrl).filter((u): u is string => Boolean(u));
}
