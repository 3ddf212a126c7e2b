// The single source of the tables. Column names are snake_case in SQL (drizzle `casing: "snake_case"`),
// camelCase in TypeScript, following the spec's field names. Timestamps are integers (ms since epoch).
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGS } from "../app/lib/i18n/lang";
import {
  ROLES,
  NEWS_STATUSES,
  CLAIM_STATUSES,
  JOB_SOURCE_KINDS,
  MODES,
  ORDER_STATUSES,
  MAIL_STATUSES,
  SCHOOL_TYPES,
  SERVICE_TYPES,
  SERVICE_PRIORITIES,
  UPLOAD_KINDS,
  RSVP_STATUSES,
  REVIEW_STATUSES,
  LETTER_SUBSCRIBER_STATUSES,
  SAVED_SEARCH_KINDS,
  type LetterTopic,
  type OptionalMailKind,
  type MailAttachment,
  type Features,
  type Colors,
  type SocialLinks,
  type KeyDate,
} from "../app/lib/vocabulary";
export * from "../app/lib/vocabulary";

const createdAt = () =>
  integer({ mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const updatedAt = createdAt;
const bool = (dflt: boolean) => integer({ mode: "boolean" }).notNull().default(dflt);

export const users = sqliteTable(
  "users",
  {
    id: text().primaryKey(),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    role: text({ enum: ROLES }).notNull().default("user"),
    isActive: bool(true),
    stripeCustomerId: text(),
    stripeSubscriptionId: text(),
    // Optional mails the member chose to receive (transactional mails always go).
    mailPrefs: text({ mode: "json" }).$type<Partial<Record<OptionalMailKind, boolean>>>(),
    // The language the member last acted in (sign-in, letter topics): their mails are written in it.
    lang: text({ enum: LANGS }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email), index("users_created_idx").on(t.createdAt)],
);

// The spec's sessions store (sid, sess, expire). sid is the SHA-256 (hex) of the cookie token; the token itself
// is never stored. user_id is duplicated out of sess so that deactivation can end a user's sessions at once.
export const sessions = sqliteTable(
  "sessions",
  {
    sid: text().primaryKey(),
    sess: text({ mode: "json" }).$type<{ userId: string; createdAt: number }>().notNull(),
    expire: integer({ mode: "timestamp_ms" }).notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

export const newsFeeds = sqliteTable(
  "news_feeds",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    url: text().notNull(),
    category: text({ length: 50 }),
    isActive: bool(true),
    lastFetchedAt: integer({ mode: "timestamp_ms" }),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("news_feeds_url_unique").on(t.url)],
);

export const newsArticles = sqliteTable(
  "news_articles",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    title: text({ length: 255 }).notNull(),
    excerpt: text(),
    content: text(),
    imageUrl: text(),
    imageCaption: text(),
    category: text({ length: 50 }),
    author: text({ length: 100 }),
    tags: text({ mode: "json" }).$type<string[]>(),
    // A place the article is about, for the map-directions link.
    location: text(),
    sourceUrl: text(),
    originalUrl: text(),
    // Import identity: the feed item's guid/id, else its link. Unique, so a repeated item never duplicates.
    sourceKey: text(),
    feedId: integer().references(() => newsFeeds.id, { onDelete: "set null" }),
    submitterId: text().references(() => users.id, { onDelete: "set null" }),
    isUserSubmitted: bool(false),
    status: text({ enum: NEWS_STATUSES }).notNull().default("published"),
    isPremium: bool(false),
    premiumUntil: integer({ mode: "timestamp_ms" }),
    reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: integer({ mode: "timestamp_ms" }),
    rejectionReason: text(),
    publishedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("news_status_published_idx").on(t.status, t.publishedAt),
    index("news_category_published_idx").on(t.category, t.status, t.publishedAt),
    index("news_premium_idx").on(t.status, t.premiumUntil),
    // A member's own articles by status, newest change first: the home's "Waiting on You" reads only theirs that wait
    // (issue 45: by submitter alone it read all of a member's rows and sorted them).
    index("news_submitter_idx").on(t.submitterId, t.status, t.updatedAt),
    index("news_created_idx").on(t.createdAt),
    index("news_feed_idx").on(t.feedId),
    // The sitemap walks published articles in id order (models/sitemap.server.ts), reading no row.
    uniqueIndex("news_source_key_unique").on(t.sourceKey),
  ],
);

export const businessCategories = sqliteTable(
  "business_categories",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text({ length: 100 }).notNull(),
    description: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("business_categories_name_unique").on(t.name)],
);

export type ClaimVerificationData = {
  businessRole: string;
  contactPhone: string;
  businessEmail?: string | null;
  verificationMessage: string;
  additionalInfo?: string | null;
  userEmail: string;
};

export const businesses = sqliteTable(
  "businesses",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text({ length: 255 }).notNull(),
    description: text(),
    categoryId: integer().references(() => businessCategories.id, { onDelete: "set null" }),
    phone: text({ length: 20 }),
    email: text(),
    website: text(),
    address: text(),
    hours: text({ mode: "json" }).$type<Record<string, string>>(),
    services: text({ mode: "json" }).$type<string[]>(),
    logoUrl: text(),
    imageUrls: text({ mode: "json" }).$type<string[]>(),
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    isPremium: bool(false),
    ownerId: text().references(() => users.id, { onDelete: "set null" }),
    claimStatus: text({ enum: CLAIM_STATUSES }).notNull().default("unclaimed"),
    claimedAt: integer({ mode: "timestamp_ms" }),
    claimVerificationData: text({ mode: "json" }).$type<ClaimVerificationData>(),
    // Set when a verified owner edits the listing; the places import then leaves those fields alone.
    ownerEditedAt: integer({ mode: "timestamp_ms" }),
    isActive: bool(true),
    googlePlaceId: text(),
    googleRating: real(),
    googleReviewCount: integer(),
    googlePhotoUrls: text({ mode: "json" }).$type<string[]>(),
    latitude: real(),
    longitude: real(),
    priceLevel: text(),
    businessStatus: text(),
    lastGoogleSync: integer({ mode: "timestamp_ms" }),
    // Residents' own reviews (business_reviews), kept apart from `rating`/`reviewCount` (the outside rating):
    // the published reviews' average and count, the owner's own left out; rewritten with every review change.
    residentRating: real().notNull().default(0),
    residentReviewCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("businesses_google_place_id_unique").on(t.googlePlaceId),
    index("businesses_active_name_idx").on(t.isActive, t.name),
    // The directory's default order is `name COLLATE NOCASE`: only an index in that collation serves it.
    index("businesses_name_nocase_idx").on(t.isActive, sql`${t.name} collate nocase`),
    index("businesses_active_rating_idx").on(t.isActive, t.rating),
    // "Highest Rated": the residents' average from 3 reviews on, else the outside rating (models/businesses DIRECTORY_RATING).
    index("businesses_active_shown_rating_idx").on(
      t.isActive,
      sql`(case when ${t.residentReviewCount} >= 3 then ${t.residentRating} else ${t.rating} end)`,
    ),
    index("businesses_active_premium_idx").on(t.isActive, t.isPremium, t.name),
    // Home's and /api/businesses/featured's premium listings, best rated first: read in order, not found among every
    // active listing by rating (0.28 → 0.09 ms at 20,000 businesses; issue 45).
    index("businesses_featured_idx").on(t.isActive, t.isPremium, sql`${t.rating} desc`, t.name),
    index("businesses_category_idx").on(t.categoryId, t.name),
    index("businesses_owner_idx").on(t.ownerId),
    index("businesses_claim_status_idx").on(t.claimStatus),
  ],
);

// One row per claim a member makes; the business row carries the current claimStatus and the approved claim's data.
export const businessClaims = sqliteTable(
  "business_claims",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    verificationData: text({ mode: "json" }).$type<ClaimVerificationData>().notNull(),
    reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("business_claims_status_idx").on(t.status, t.createdAt),
    // One open claim per member per business.
    uniqueIndex("business_claims_open_unique")
      .on(t.businessId, t.userId)
      .where(sql`status = 'pending'`),
  ],
);

export const eventCategories = sqliteTable(
  "event_categories",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text({ length: 100 }).notNull(),
    description: text(),
    color: text({ length: 7 }).notNull().default("#3B82F6"),
    isActive: bool(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("event_categories_name_unique").on(t.name)],
);

export const eventFeeds = sqliteTable(
  "event_feeds",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    url: text().notNull(),
    categoryId: integer().references(() => eventCategories.id, { onDelete: "set null" }),
    isActive: bool(true),
    lastFetchedAt: integer({ mode: "timestamp_ms" }),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("event_feeds_url_unique").on(t.url)],
);

// A member's series that repeats (issue 33 §3): an RFC 5545 RRULE read in the town's time zone from dtstart (the
// first date's start). Each date is an events row (seriesId, recurrenceId = the date's original start), made up to
// horizonAt and extended by the daily cron; a date edited alone keeps its recurrenceId and is marked isOverride.
export const eventSeries = sqliteTable("event_series", {
  id: integer().primaryKey({ autoIncrement: true }),
  // The RRULE value without "RRULE:", e.g. FREQ=WEEKLY;BYDAY=TU;COUNT=10 (UNTIL in UTC, RFC 5545 §3.3.10).
  rrule: text().notNull(),
  dtstart: integer({ mode: "timestamp_ms" }).notNull(),
  tz: text().notNull(),
  // Each date lasts as long as the first (null: dates without an end).
  durationMs: integer(),
  // Dates are made up to here (exclusive); the cron moves it on.
  horizonAt: integer({ mode: "timestamp_ms" }).notNull(),
  organizerId: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const events = sqliteTable(
  "events",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    title: text({ length: 255 }).notNull(),
    description: text(),
    categoryId: integer().references(() => eventCategories.id, { onDelete: "set null" }),
    startDate: integer({ mode: "timestamp_ms" }).notNull(),
    endDate: integer({ mode: "timestamp_ms" }),
    // All-day (iCalendar VALUE=DATE): startDate is the first day's town midnight, endDate the town midnight after
    // the last day (exclusive), shown and exported as dates, never as times.
    allDay: bool(false),
    // Sanitised HTML of an imported description (Google Calendar writes <a> and <p>); description keeps plain text.
    descriptionHtml: text(),
    location: text({ length: 255 }),
    address: text(),
    latitude: real(),
    longitude: real(),
    imageUrl: text(),
    // The picture's alt text, asked for on upload (defaults to the title).
    imageAlt: text(),
    // decimal(10,2) read as a numeric string, e.g. "25.00"
    price: text().notNull().default("0.00"),
    websiteUrl: text(),
    contactEmail: text(),
    contactPhone: text({ length: 20 }),
    registrationRequired: bool(false),
    registrationUrl: text(),
    tags: text({ mode: "json" }).$type<string[]>(),
    isFeatured: bool(false),
    featuredUntil: integer({ mode: "timestamp_ms" }),
    isPublic: bool(true),
    isPremium: bool(false),
    // A paid-tier event waits hidden until its order is paid.
    awaitingPayment: bool(false),
    // Set when the organiser or an admin cancels: still shown as 'Cancelled' until its date passes.
    cancelledAt: integer({ mode: "timestamp_ms" }),
    organizerId: text().references(() => users.id, { onDelete: "set null" }),
    organizerName: text(),
    organizerContact: text(),
    maxAttendees: integer(),
    currentAttendees: integer().notNull().default(0),
    isActive: bool(true),
    // Import identity: the iCalendar UID (plus recurrence instance), unique within its feed.
    sourceUid: text(),
    feedId: integer().references(() => eventFeeds.id, { onDelete: "set null" }),
    // A date of a member's series (event_series): the series, the date's original start, and whether it was
    // edited alone (then the series' later edits pass it by and the export writes it with RECURRENCE-ID).
    seriesId: integer().references(() => eventSeries.id, { onDelete: "set null" }),
    recurrenceId: integer({ mode: "timestamp_ms" }),
    isOverride: bool(false),
    // The calendar file's SEQUENCE (RFC 5545): raised on each change of time, place or status mailed to the people
    // going or waiting, so their calendars take the newer copy; changedAt is when that last happened (the reminder
    // says so when it is after their answer).
    icsSequence: integer().notNull().default(0),
    changedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("events_series_recurrence_unique").on(t.seriesId, t.recurrenceId),
    index("events_series_start_idx").on(t.seriesId, t.startDate),
    // A series' listed dates in date order without the table (issue 45): an event page's coming dates and the lists'
    // "one date per series" read only this. Its equalities lead, so the planner takes it over events_listing_idx.
    index("events_series_listed_idx").on(t.seriesId, t.isActive, t.isPublic, t.awaitingPayment, t.startDate, t.cancelledAt, t.endDate, t.isOverride),
    // The calendar walks this in start order and skips past events inside the index (no row read for them).
    index("events_listing_idx").on(t.isActive, t.isPublic, t.awaitingPayment, t.startDate, t.endDate),
    index("events_category_idx").on(t.categoryId, t.startDate),
    index("events_featured_idx").on(t.isFeatured, t.startDate),
    // The home's featured list in its order (premium first, then soonest) and its upcoming count without the table.
    index("events_featured_order_idx").on(t.isFeatured, sql`${t.isPremium} desc`, t.startDate),
    // seriesId makes it covering for the lists' "one date per series" (issue 45: /events' count read every upcoming row
    // from the table, 67 ms at 50,000 events); categoryId and price for the filtered calendar's count (a category, or
    // free events: 53 ms at 50,000 events reading each upcoming row from the table, 2-3 ms from the index).
    index("events_upcoming_count_idx").on(t.isActive, t.isPublic, t.awaitingPayment, t.endDate, t.startDate, t.seriesId, t.categoryId, t.price),
    // An organiser's events awaiting payment in date order (the home's "Waiting on You"), without reading the others.
    index("events_organizer_idx").on(t.organizerId, t.awaitingPayment, t.startDate),
    uniqueIndex("events_feed_source_uid_unique").on(t.feedId, t.sourceUid),
    index("events_start_idx").on(t.startDate),
    index("events_feed_idx").on(t.feedId),
    // A saved-search alert's new events: listed ones created in a day's window (issue 32 §2).
    index("events_created_idx").on(t.isActive, t.isPublic, t.awaitingPayment, t.createdAt),
  ],
);

export const classifiedAds = sqliteTable(
  "classified_ads",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    title: text({ length: 255 }).notNull(),
    description: text().notNull(),
    category: text({ length: 50 }).notNull(),
    price: text(),
    location: text({ length: 100 }),
    imageUrls: text({ mode: "json" }).$type<string[]>(),
    contactEmail: text(),
    contactPhone: text({ length: 20 }),
    isPremium: bool(false),
    featuredUntil: integer({ mode: "timestamp_ms" }),
    awaitingPayment: bool(false),
    isActive: bool(true),
    sellerId: text().references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer({ mode: "timestamp_ms" }),
    // The first amount in the free-text price, in cents ("Free" is 0; "Reward" has none): for price filters.
    priceCents: integer(),
    soldAt: integer({ mode: "timestamp_ms" }),
    // Taken down by an admin (and restorable); the ad keeps its other state underneath.
    removedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("classifieds_listing_idx").on(t.isActive, t.createdAt),
    // Premium ads newest first: /classifieds' featured ones and the home's premium-first list, in index order.
    index("classifieds_premium_idx").on(t.isActive, t.isPremium, t.createdAt),
    // Counting listed ads from the index alone.
    index("classifieds_listed_count_idx").on(t.isActive, t.awaitingPayment, t.soldAt, t.removedAt, t.expiresAt),
    index("classifieds_price_idx").on(t.priceCents),
    index("classifieds_category_idx").on(t.category, t.createdAt),
    index("classifieds_expires_idx").on(t.expiresAt),
    // A seller's ads awaiting payment, newest first (the home's "Waiting on You"), without reading the others.
    index("classifieds_seller_idx").on(t.sellerId, t.awaitingPayment, t.createdAt),
    // A member's listed ads ending soon (the home's dashboard), in expiry order.
    index("classifieds_seller_listed_idx").on(t.sellerId, t.isActive, t.awaitingPayment, t.expiresAt),
  ],
);

// One report per member per ad (part 2: 'Report this ad'); admins see reported ads first.
export const classifiedReports = sqliteTable(
  "classified_reports",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    adId: integer()
      .notNull()
      .references(() => classifiedAds.id, { onDelete: "cascade" }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    details: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("classified_reports_member_unique").on(t.adId, t.reporterId), index("classified_reports_ad_idx").on(t.adId)],
);

export const jobCategories = sqliteTable(
  "job_categories",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text({ length: 100 }).notNull(),
    description: text(),
    color: text().notNull().default("#10b981"),
    isActive: bool(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("job_categories_name_unique").on(t.name)],
);

// Where imported jobs come from, edited by admins: a Greenhouse board token, a Lever company, or a feed URL.
export const jobSources = sqliteTable(
  "job_sources",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text({ length: 100 }).notNull(),
    kind: text({ enum: JOB_SOURCE_KINDS }).notNull(),
    /** Board token (greenhouse), company slug (lever) or feed URL (rss). */
    reference: text().notNull(),
    categoryId: integer().references(() => jobCategories.id, { onDelete: "set null" }),
    isActive: bool(true),
    lastFetchedAt: integer({ mode: "timestamp_ms" }),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("job_sources_kind_reference_unique").on(t.kind, t.reference)],
);

export const jobs = sqliteTable(
  "jobs",
  {
    id: text().primaryKey(),
    title: text().notNull(),
    company: text().notNull(),
    location: text(),
    description: text(),
    salary: text({ length: 100 }),
    employmentType: text(),
    experienceLevel: text(),
    industry: text(),
    skills: text({ mode: "json" }).$type<string[]>(),
    applyUrl: text(),
    companyWebsite: text(),
    companyLogo: text(),
    isRemote: bool(false),
    postedDate: integer({ mode: "timestamp_ms" }),
    expiresDate: integer({ mode: "timestamp_ms" }),
    categoryId: integer().references(() => jobCategories.id, { onDelete: "set null" }),
    latitude: real(),
    longitude: real(),
    // decimal(5,2) miles
    distanceFromGreenwood: real(),
    isActive: bool(true),
    lastFetched: integer({ mode: "timestamp_ms" }),
    /** Imported listings: the source and the posting's id there, unique together. */
    sourceId: integer().references(() => jobSources.id, { onDelete: "set null" }),
    externalId: text(),
    /** A local employer's approved post, mirrored here so every list reads one table. */
    localJobId: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("jobs_source_external_unique").on(t.sourceId, t.externalId),
    uniqueIndex("jobs_local_job_unique").on(t.localJobId),
    index("jobs_listing_idx").on(t.isActive, t.postedDate),
    // /jobs' order (newest first, then id) straight from the index.
    index("jobs_posted_order_idx").on(t.isActive, sql`${t.postedDate} desc`, t.id),
    // The home's nearest jobs: a latitude band, with the longitude and expiry to check and the date and id to order by,
    // all without the table (models/home.server.ts nearbyJobsQuery reads the table for the fifteen nearest only).
    index("jobs_place_idx").on(t.isActive, t.latitude, t.longitude, t.expiresDate, t.postedDate, t.id),
    // Counting /jobs' listed near-or-remote jobs from the index alone.
    index("jobs_listed_count_idx").on(t.isActive, t.expiresDate, t.isRemote, t.distanceFromGreenwood),
    index("jobs_distance_idx").on(t.isActive, t.distanceFromGreenwood),
    index("jobs_category_idx").on(t.categoryId),
    // A saved-search alert's new jobs: active ones that came in a day's window (issue 32 §2).
    index("jobs_created_idx").on(t.isActive, t.createdAt),
  ],
);

export const jobApplications = sqliteTable(
  "job_applications",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    jobId: text()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appliedAt: createdAt(),
    status: text().notNull().default("applied"),
  },
  (t) => [uniqueIndex("job_applications_job_user_unique").on(t.jobId, t.userId)],
);

export const localJobs = sqliteTable(
  "local_jobs",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    title: text().notNull(),
    description: text().notNull(),
    company: text().notNull(),
    companyLogo: text(),
    website: text(),
    location: text(),
    address: text(),
    salary: text(),
    employmentType: text().notNull(),
    experienceLevel: text(),
    skills: text({ mode: "json" }).$type<string[]>(),
    requirements: text(),
    benefits: text(),
    applyUrl: text(),
    applyEmail: text(),
    applyPhone: text(),
    categoryId: integer().references(() => jobCategories.id, { onDelete: "set null" }),
    pricingTier: text().notNull(),
    paymentAmount: text().notNull(),
    paymentStatus: text().notNull().default("pending"),
    stripePaymentIntentId: text(),
    stripeCustomerId: text(),
    isPinned: bool(false),
    pinnedUntil: integer({ mode: "timestamp_ms" }),
    includeInNewsletter: bool(false),
    enablePushNotifications: bool(false),
    enableSocialMediaPost: bool(false),
    status: text().notNull().default("pending"),
    isActive: bool(false),
    expiresAt: integer({ mode: "timestamp_ms" }),
    publishedAt: integer({ mode: "timestamp_ms" }),
    contactName: text({ length: 100 }),
    contactEmail: text().notNull(),
    contactPhone: text(),
    employerId: text().references(() => users.id, { onDelete: "set null" }),
    reviewedBy: text().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: integer({ mode: "timestamp_ms" }),
    rejectionReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("local_jobs_listing_idx").on(t.status, t.isActive, t.publishedAt),
    index("local_jobs_employer_idx").on(t.employerId),
    index("local_jobs_pinned_idx").on(t.isPinned, t.pinnedUntil),
  ],
);

export const supportMessages = sqliteTable(
  "support_messages",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    category: text().notNull(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    // The language the sender wrote in: the receipt and an admin's reply are written in it.
    lang: text({ enum: LANGS }).notNull().default("en"),
    status: text({ enum: ["new", "answered", "closed"] })
      .notNull()
      .default("new"),
    createdAt: createdAt(),
  },
  (t) => [index("support_messages_status_idx").on(t.status, t.createdAt)],
);

// A single row (id 1).
export const siteConfig = sqliteTable("site_config", {
  id: integer().primaryKey(),
  siteName: text().notNull(),
  features: text({ mode: "json" }).$type<Partial<Features>>().notNull(),
  colors: text({ mode: "json" }).$type<Colors>().notNull(),
  mode: text({ enum: MODES }).notNull().default("greenwood"),
  socialLinks: text({ mode: "json" }).$type<SocialLinks>(),
  supportEmail: text(),
  // The postal address every mailing's footer shows (CAN-SPAM); null is the town's sample one (lib/towns.ts).
  postalAddress: text(),
  updatedAt: updatedAt(),
});

export const orders = sqliteTable(
  "orders",
  {
    id: text().primaryKey(),
    type: text().notNull(),
    tier: text(),
    // The item the order upgrades (event, classified, article, business id), as text.
    itemId: text(),
    buyerId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amountCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    recurring: bool(false),
    status: text({ enum: ORDER_STATUSES }).notNull().default("pending"),
    provider: text(),
    providerOrderId: text(),
    providerSubscriptionId: text(),
    paidAt: integer({ mode: "timestamp_ms" }),
    fulfilledAt: integer({ mode: "timestamp_ms" }),
    refundedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_buyer_idx").on(t.buyerId, t.createdAt),
    index("orders_provider_order_idx").on(t.provider, t.providerOrderId),
    index("orders_subscription_idx").on(t.providerSubscriptionId),
    index("orders_created_idx").on(t.createdAt),
    index("orders_status_idx").on(t.status, t.createdAt),
  ],
);

// Webhook events already processed, so each event id has its effect once.
export const paymentEvents = sqliteTable("payment_events", {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  processedAt: createdAt(),
});

export const importRuns = sqliteTable(
  "import_runs",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    job: text().notNull(),
    trigger: text({ enum: ["cron", "admin"] })
      .notNull()
      .default("cron"),
    startedAt: integer({ mode: "timestamp_ms" }).notNull(),
    finishedAt: integer({ mode: "timestamp_ms" }),
    ok: integer({ mode: "boolean" }),
    counts: text({ mode: "json" }).$type<Record<string, number>>(),
    error: text(),
  },
  (t) => [index("import_runs_job_idx").on(t.job, t.startedAt), index("import_runs_started_idx").on(t.startedAt)],
);

// A member's answer to an event (issue 33): going, waitlisted (the event was full) or not going. One row per member
// and event; events.currentAttendees is the count of "going" rows, kept in the same batch as every change.
export const eventRsvps = sqliteTable(
  "event_rsvps",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text({ enum: RSVP_STATUSES }).notNull(),
    // Marked at the door by the organiser (a toggle on the event's people page); null when not checked in.
    checkedInAt: integer({ mode: "timestamp_ms" }),
    // When the member last answered "I'm going": the waitlist's order.
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("event_rsvps_event_user_unique").on(t.eventId, t.userId),
    index("event_rsvps_event_status_idx").on(t.eventId, t.status, t.createdAt),
    index("event_rsvps_user_idx").on(t.userId),
  ],
);

// Every mail the site sends, one row each: the outbox under development, the delivery log and retry queue in
// production (status pending → sent, or failed and retried by the housekeeping cron).
export const mailMessages = sqliteTable(
  "mail_messages",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    headers: text({ mode: "json" }).$type<Record<string, string>>(),
    // Files sent with the mail (an event's .ics), shown by name in the outbox.
    attachments: text({ mode: "json" }).$type<MailAttachment[]>(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    supportMessageId: integer().references(() => supportMessages.id, { onDelete: "set null" }),
    status: text({ enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    providerId: text(),
    // Mails that must go once only (a reminder per listing and expiry date) carry a key.
    dedupeKey: text(),
    createdAt: createdAt(),
    sentAt: integer({ mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("mail_messages_dedupe_unique").on(t.dedupeKey),
    index("mail_messages_status_idx").on(t.status, t.createdAt),
    index("mail_messages_support_idx").on(t.supportMessageId),
    index("mail_messages_created_idx").on(t.createdAt),
  ],
);

// Single-use tokens for one-click links in mail (renew an ad or a job): only the SHA-256 of the token is kept.
export const mailTokens = sqliteTable("mail_tokens", {
  tokenHash: text().primaryKey(),
  purpose: text().notNull(),
  itemId: text().notNull(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: integer({ mode: "timestamp_ms" }).notNull(),
  usedAt: integer({ mode: "timestamp_ms" }),
});

// What admins and moderators did: who, what, when, before and after.
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    actorId: text().references(() => users.id, { onDelete: "set null" }),
    actorEmail: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: text({ mode: "json" }).$type<Record<string, unknown> | null>(),
    after: text({ mode: "json" }).$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

// Schools and government contacts: reference content the admins keep (part 2 §2, §3). Each record says when an
// admin last checked it against the source and who (verifiedAt, verifiedBy); hidden records stay for later.

export const schoolDistricts = sqliteTable(
  "school_districts",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text({ length: 120 }).notNull(),
    website: text(),
    phone: text({ length: 20 }),
    schoolYear: text({ length: 9 }).notNull(),
    // First day, breaks and last day of the school year, dates as YYYY-MM-DD.
    keyDates: text({ mode: "json" }).$type<KeyDate[]>().notNull(),
    sortOrder: integer().notNull().default(0),
    isActive: bool(true),
    verifiedAt: integer({ mode: "timestamp_ms" }),
    verifiedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("school_districts_order_idx").on(t.sortOrder)],
);

export const schools = sqliteTable(
  "schools",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    districtId: integer()
      .notNull()
      .references(() => schoolDistricts.id, { onDelete: "cascade" }),
    name: text({ length: 120 }).notNull(),
    type: text({ enum: SCHOOL_TYPES }).notNull(),
    grades: text({ length: 20 }),
    address: text({ length: 200 }),
    phone: text({ length: 20 }),
    website: text(),
    enrollment: integer(),
    rating: real(),
    programs: text({ mode: "json" }).$type<string[]>().notNull(),
    sortOrder: integer().notNull().default(0),
    isActive: bool(true),
    verifiedAt: integer({ mode: "timestamp_ms" }),
    verifiedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("schools_district_idx").on(t.districtId, t.sortOrder)],
);

export const serviceContacts = sqliteTable(
  "service_contacts",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text({ length: 120 }).notNull(),
    type: text({ enum: SERVICE_TYPES }).notNull(),
    phone: text({ length: 20 }).notNull(),
    emergencyPhone: text({ length: 20 }),
    address: text({ length: 200 }),
    hours: text({ length: 120 }),
    website: text(),
    description: text({ length: 500 }),
    priority: text({ enum: SERVICE_PRIORITIES }).notNull().default("normal"),
    sortOrder: integer().notNull().default(0),
    isActive: bool(true),
    verifiedAt: integer({ mode: "timestamp_ms" }),
    verifiedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("service_contacts_order_idx").on(t.priority, t.sortOrder)],
);

export type User = typeof users.$inferSelect;
export type NewsArticle = typeof newsArticles.$inferSelect;
export type Business = typeof businesses.$inferSelect;
export type Event = typeof events.$inferSelect;
export type EventSeries = typeof eventSeries.$inferSelect;
export type ClassifiedAd = typeof classifiedAds.$inferSelect;
export type ClassifiedReport = typeof classifiedReports.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Order = typeof orders.$inferSelect;

// One row per uploaded picture (the files themselves are in R2, binding UPLOADS). An upload that is never attached to
// a listing (kind + itemId) is an orphan; the housekeeping cron deletes orphans and their files after a day.
export const uploads = sqliteTable(
  "uploads",
  {
    // Server-chosen key: random hex plus the full-size pixel size, e.g. "9f2c…-1600x1067"; the URL is /media/<id>.
    id: text().primaryKey(),
    ownerId: text().references(() => users.id, { onDelete: "set null" }),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    // Pixel size of the original, read from its header.
    width: integer().notNull(),
    height: integer().notNull(),
    // True when card and full sizes were made by the Images binding (else every size is the original).
    hasSizes: bool(false),
    alt: text().notNull().default(""),
    kind: text({ enum: UPLOAD_KINDS }),
    itemId: integer(),
    attachedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_item_idx").on(t.kind, t.itemId), index("uploads_orphan_idx").on(t.attachedAt, t.createdAt)],
);
export type Upload = typeof uploads.$inferSelect;

export type SchoolDistrict = typeof schoolDistricts.$inferSelect;
export type School = typeof schools.$inferSelect;
export type ServiceContact = typeof serviceContacts.$inferSelect;

// Residents' reviews of local businesses (issue 33 §2): one per member and business. A new account's review is held
// for a moderator; a removed one stays for the audit and the author's data export.
export const businessReviews = sqliteTable(
  "business_reviews",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    businessId: integer()
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    // An upload (/media/<id>) attached with kind "review".
    pictureUrl: text(),
    status: text({ enum: REVIEW_STATUSES }).notNull().default("published"),
    // The reviewer ticked "I visited" when writing it (shown as a "Visited" tick beside their name).
    visited: bool(false),
    // The owner's one public reply.
    ownerReply: text(),
    ownerReplyAt: integer({ mode: "timestamp_ms" }),
    moderatedBy: text().references(() => users.id, { onDelete: "set null" }),
    moderatedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("business_reviews_author_unique").on(t.businessId, t.authorId),
    index("business_reviews_page_idx").on(t.businessId, t.status, t.createdAt),
    index("business_reviews_status_idx").on(t.status, t.createdAt),
    index("business_reviews_author_idx").on(t.authorId),
  ],
);
export type BusinessReview = typeof businessReviews.$inferSelect;

// A signed-in member's report of a review (one each); resolvedAt is set when a moderator keeps or removes it.
export const businessReviewReports = sqliteTable(
  "business_review_reports",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    reviewId: integer()
      .notNull()
      .references(() => businessReviews.id, { onDelete: "cascade" }),
    reporterId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text().notNull(),
    details: text(),
    resolvedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("business_review_reports_member_unique").on(t.reviewId, t.reporterId),
    index("business_review_reports_open_idx").on(t.resolvedAt, t.reviewId),
    index("business_review_reports_reporter_idx").on(t.reporterId),
  ],
);

// A browser subscribed to the county's warnings (Web Push, issue 32 §3): the push service's endpoint and the keys the
// browser gave (base64url). No user: a visitor subscribes without signing in. A 404/410 from the push service deletes it.
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAt(),
    // Who subscribed, for the per-address hourly cap only: a hash of the address and the hour (unlinkable across hours).
    clientKey: text(),
  },
  (t) => [index("push_subscriptions_client_idx").on(t.clientKey)],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

// Every NWS message id of a warning thread already pushed: a later Update names one of these in its references, so
// the thread is not pushed again.
export const pushSentAlerts = sqliteTable("push_sent_alerts", {
  alertId: text().primaryKey(),
  sentAt: createdAt(),
});

// A warning thread being pushed (issue 32 §3): what every subscriber's notification says, made once when the alert poll
// first sees the thread. queuedAt is set once its subscribers are on PUSH_QUEUE; a poll that died before that queues it.
export const pushThreads = sqliteTable("push_threads", {
  id: integer().primaryKey({ autoIncrement: true }),
  // The thread's newest message id when it was first seen.
  alertId: text().notNull().unique(),
  title: text().notNull(),
  body: text().notNull(),
  url: text().notNull(),
  createdAt: createdAt(),
  queuedAt: integer({ mode: "timestamp_ms" }),
});

// One row per (thread, subscription) once a queue message reaches it: claimed before the push, sent after, so a retried
// message or a second queueing pushes nobody twice (docs/decisions/reaching-residents.md). A removed subscription takes its rows.
export const pushSends = sqliteTable(
  "push_sends",
  {
    threadId: integer()
      .notNull()
      .references(() => pushThreads.id, { onDelete: "cascade" }),
    subscriptionId: integer()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "sending", "sent"] })
      .notNull()
      .default("pending"),
    claim: text(),
    claimedAt: integer({ mode: "timestamp_ms" }),
    sentAt: integer({ mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.subscriptionId] }), index("push_sends_claim_idx").on(t.claim)],
);

// Warnings by mail (issue 42): a visitor's address after double opt-in (confirm token hashed, one confirm mail per
// address per 10 minutes), or a member's own address chosen in /account (confirmed at once, userId set). The manage
// token is the key of every warning mail's one-click unsubscribe. Each thread is mailed once per address (the mail's
// dedupe key: thread and subscriber).
export const warningMailSubscribers = sqliteTable(
  "warning_mail_subscribers",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    email: text().notNull().unique(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    lang: text({ enum: LANGS }).notNull().default("en"),
    manageToken: text().notNull().unique(),
    confirmTokenHash: text(),
    confirmSentAt: integer({ mode: "timestamp_ms" }),
    confirmExpiresAt: integer({ mode: "timestamp_ms" }),
    confirmedAt: integer({ mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("warning_mail_subscribers_confirm_idx").on(t.confirmTokenHash)],
);

// The weekly letter (issue 32 §1). A reader subscribes by address (no account needed) and confirms by a POST from the
// mailed link; members are linked by userId. The manage token is the reader's key to the footer link and the one-click
// unsubscribe URL of every letter (docs/decisions/reaching-residents.md).
export const letterSubscribers = sqliteTable(
  "letter_subscribers",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    email: text().notNull(),
    topics: text({ mode: "json" }).$type<LetterTopic[]>().notNull(),
    status: text({ enum: LETTER_SUBSCRIBER_STATUSES }).notNull().default("pending"),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    manageToken: text().notNull(),
    // The open confirmation: SHA-256 of the mailed token, the topics it confirms, when it was sent and expires.
    confirmTokenHash: text(),
    pendingTopics: text({ mode: "json" }).$type<LetterTopic[]>(),
    confirmSentAt: integer({ mode: "timestamp_ms" }),
    confirmExpiresAt: integer({ mode: "timestamp_ms" }),
    confirmedAt: integer({ mode: "timestamp_ms" }),
    // The language the reader subscribed, confirmed or changed topics in: the letter and its mails are written in it.
    lang: text({ enum: LANGS }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("letter_subscribers_email_unique").on(t.email),
    uniqueIndex("letter_subscribers_manage_token_unique").on(t.manageToken),
    uniqueIndex("letter_subscribers_confirm_token_unique").on(t.confirmTokenHash),
    index("letter_subscribers_user_idx").on(t.userId),
    index("letter_subscribers_status_idx").on(t.status, t.id),
  ],
);

/** One issue a week, keyed by its town date (YYYY-MM-DD); content is the snapshot every mail and the archive show. */
export const letterIssues = sqliteTable("letter_issues", {
  id: integer().primaryKey({ autoIncrement: true }),
  date: text().notNull().unique(),
  subject: text().notNull(),
  content: text({ mode: "json" }).$type<Record<string, unknown>>().notNull(),
  queuedAt: integer({ mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/**
 * Each recipient of each issue, written before the mail goes: the primary key (issue, subscriber) makes a second send
 * impossible. pending → sending (claimed by one queue message, claim id) → sent.
 */
export const letterSends = sqliteTable(
  "letter_sends",
  {
    issueId: integer()
      .notNull()
      .references(() => letterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer()
      .notNull()
      .references(() => letterSubscribers.id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "sending", "sent"] })
      .notNull()
      .default("pending"),
    claim: text(),
    claimedAt: integer({ mode: "timestamp_ms" }),
    sentAt: integer({ mode: "timestamp_ms" }),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] }), index("letter_sends_claim_idx").on(t.claim)],
);

/** The letter's schedule (one row): weekday 0 = Sunday and hour 0–23, in the town's time. */
export const letterSettings = sqliteTable("letter_settings", {
  id: integer().primaryKey(),
  weekday: integer().notNull().default(4),
  hour: integer().notNull().default(7),
  updatedAt: updatedAt(),
});

/**
 * The next letter as the editor shapes it on /admin/letter (issue 42, one row): a note at the top (the raw text, light
 * Markdown rendered escaped), the item links (letterItemPath) dropped from it, and the one pinned first. The issue made
 * next (by the cron or "Send now") takes them into its content and the row is cleared.
 */
export const letterDraft = sqliteTable("letter_draft", {
  id: integer().primaryKey(),
  editorNote: text().notNull().default(""),
  dropped: text({ mode: "json" })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  pinned: text(),
  updatedBy: text().references(() => users.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});

/** Weeks an editor skipped ("Skip this week"): the cron makes no issue for a slot date listed here. */
export const letterSkips = sqliteTable("letter_skips", {
  date: text().primaryKey(),
  skippedBy: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Each queue batch of an issue (its first reader's id): attempts, failed attempts and the outcome (the admin's numbers). */
export const letterBatches = sqliteTable(
  "letter_batches",
  {
    issueId: integer()
      .notNull()
      .references(() => letterIssues.id, { onDelete: "cascade" }),
    fromId: integer().notNull(),
    toId: integer().notNull(),
    attempts: integer().notNull().default(0),
    failures: integer().notNull().default(0),
    status: text({ enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    lastError: text(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.fromId] })],
);

/** The provider's bounce and complaint events (its webhook), once each by the Svix message id; issueId from the mail's tags. */
export const mailEvents = sqliteTable(
  "mail_events",
  {
    id: text().primaryKey(),
    type: text({ enum: ["bounced", "complained"] }).notNull(),
    emailId: text(),
    issueId: integer(),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [index("mail_events_issue_idx").on(t.issueId, t.type)],
);

/** Addresses the mail provider reported as bounced or complained (its signed webhook): never mailed a letter again. */
export const mailSuppressions = sqliteTable("mail_suppressions", {
  email: text().primaryKey(),
  reason: text({ enum: ["bounced", "complained"] }).notNull(),
  createdAt: createdAt(),
});

/**
 * Saved-search alerts (issue 32 §2): one row per alert, the search being a list page (kind) and its normalised query
 * string. An alert is pending until its own mailed link is confirmed (a member's sign-in address needs none);
 * `manageToken` is the alert's own unsubscribe token; `matchedUntil` is where the next daily mail's window starts.
 */
export const savedSearches = sqliteTable(
  "saved_searches",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    email: text().notNull(),
    kind: text({ enum: SAVED_SEARCH_KINDS }).notNull(),
    query: text().notNull(),
    status: text({ enum: ["pending", "confirmed"] })
      .notNull()
      .default("pending"),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    manageToken: text().notNull(),
    confirmTokenHash: text(),
    confirmSentAt: integer({ mode: "timestamp_ms" }),
    confirmExpiresAt: integer({ mode: "timestamp_ms" }),
    confirmedAt: integer({ mode: "timestamp_ms" }),
    matchedUntil: integer({ mode: "timestamp_ms" }),
    // The language the alert was asked (or last asked again) in: its mails are written in it.
    lang: text({ enum: LANGS }).notNull().default("en"),
    /** The member's own name for the alert (issue 42); null shows the search described in words. */
    name: text(),
    /** Paused: kept, listed, but mailed nothing until resumed (its window restarts then). */
    paused: bool(false),
    /** When a daily mail last went for it, and how many matches its mails have carried in all. */
    lastSentAt: integer({ mode: "timestamp_ms" }),
    matchesSent: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("saved_searches_search_unique").on(t.email, t.kind, t.query),
    uniqueIndex("saved_searches_manage_token_unique").on(t.manageToken),
    uniqueIndex("saved_searches_confirm_token_unique").on(t.confirmTokenHash),
    index("saved_searches_status_idx").on(t.status, t.id),
  ],
);

/** Each day's alert run, keyed by its town date: a second cron the same day finds it queued and does nothing. */
export const savedSearchRuns = sqliteTable("saved_search_runs", {
  id: integer().primaryKey({ autoIncrement: true }),
  date: text().notNull().unique(),
  /** The run's instant: the upper bound of every alert's window in it. */
  at: integer({ mode: "timestamp_ms" }).notNull(),
  queuedAt: integer({ mode: "timestamp_ms" }),
});

/**
 * Each alert of each run, written before its mail goes (primary key: run, alert), as letter_sends does for the letter:
 * pending → sending (claimed) → sent (mailed, or nothing new: `matches` 0).
 */
export const savedSearchSends = sqliteTable(
  "saved_search_sends",
  {
    runId: integer()
      .notNull()
      .references(() => savedSearchRuns.id, { onDelete: "cascade" }),
    searchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    status: text({ enum: ["pending", "sending", "sent"] })
      .notNull()
      .default("pending"),
    claim: text(),
    claimedAt: integer({ mode: "timestamp_ms" }),
    sentAt: integer({ mode: "timestamp_ms" }),
    matches: integer(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.searchId] }), index("saved_search_sends_claim_idx").on(t.claim)],
);

// The fediverse (issue 47, docs/decisions/fediverse.md): one row, off until an admin turns it on in /admin/settings.
export const fediverseSettings = sqliteTable("fediverse_settings", {
  id: integer().primaryKey(),
  enabled: bool(false),
  updatedAt: updatedAt(),
});

/** Each actor's key pairs (RSA for draft-cavage and RFC 9421, Ed25519 for Object Integrity Proofs), made once. */
export const fediverseKeys = sqliteTable(
  "fediverse_keys",
  {
    actor: text().notNull(),
    algorithm: text({ enum: ["RSASSA-PKCS1-v1_5", "Ed25519"] }).notNull(),
    privateJwk: text({ mode: "json" }).$type<JsonWebKey>().notNull(),
    publicJwk: text({ mode: "json" }).$type<JsonWebKey>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.algorithm] })],
);

/** Who follows @events and @news: the remote actor, its inboxes and its server's domain (blocks and counts). */
export const fediverseFollowers = sqliteTable(
  "fediverse_followers",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    actor: text().notNull(),
    followerId: text().notNull(),
    handle: text(),
    inbox: text().notNull(),
    sharedInbox: text(),
    domain: text().notNull(),
    followId: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("fediverse_followers_actor_follower_unique").on(t.actor, t.followerId), index("fediverse_followers_domain_idx").on(t.domain)],
);

export const fediverseBlockedDomains = sqliteTable("fediverse_blocked_domains", {
  domain: text().primaryKey(),
  createdAt: createdAt(),
});

/** What has gone out for each event or article: its last published facts (to tell a move or a cancellation). */
export const fediversePosts = sqliteTable(
  "fediverse_posts",
  {
    kind: text({ enum: ["event", "article"] }).notNull(),
    itemId: integer().notNull(),
    state: text({ enum: ["published", "deleted"] }).notNull(),
    facts: text({ mode: "json" }).$type<Record<string, string | null>>().notNull(),
    version: integer().notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] })],
);

/** The delivery log: each activity to each inbox, its attempts and last error (shown at /admin/fediverse). */
export const fediverseDeliveries = sqliteTable(
  "fediverse_deliveries",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    activityId: text().notNull(),
    activityType: text().notNull(),
    inbox: text().notNull(),
    status: text({ enum: ["sent", "failed", "skipped"] }).notNull(),
    attempts: integer().notNull().default(1),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("fediverse_deliveries_activity_inbox_unique").on(t.activityId, t.inbox),
    index("fediverse_deliveries_updated_idx").on(t.updatedAt),
  ],
);

/** An inbox that keeps failing: since when, and when it was paused (nothing goes to it until an admin resumes it). */
export const fediverseInboxes = sqliteTable("fediverse_inboxes", {
  inbox: text().primaryKey(),
  failingSince: integer({ mode: "timestamp_ms" }),
  lastError: text(),
  pausedAt: integer({ mode: "timestamp_ms" }),
});

/**
 * Replies from the fediverse to an event or an article (issue 47): held as pending until an admin approves them at
 * /admin/fediverse; only approved ones are shown, under the item they answer. The text is sanitised on the way in.
 */
export const fediverseReplies = sqliteTable(
  "fediverse_replies",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text({ enum: ["event", "article"] }).notNull(),
    itemId: integer().notNull(),
    noteId: text().notNull(),
    actorId: text().notNull(),
    handle: text().notNull(),
    domain: text().notNull(),
    url: text(),
    content: text().notNull(),
    lang: text(),
    status: text({ enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("fediverse_replies_note_unique").on(t.noteId), index("fediverse_replies_item_idx").on(t.kind, t.itemId, t.status)],
);

/**
 * A counter per public list, raised by triggers on every write to the list's table (migration 0028): a list's total,
 * counted once, is reused while the counter and the clock say nothing it counts has changed
 * (app/models/list-totals.server.ts). It starts at a random number, so two databases never share a count by chance.
 */
export const listVersions = sqliteTable("list_versions", {
  list: text().primaryKey(),
  version: integer().notNull(),
});

/**
 * One row (id 1): the longest time any event has lasted from its start to its end, in milliseconds, raised by triggers
 * on every event written (migration 0032) and never lowered. An event not over yet therefore started at most this long
 * ago, which turns "upcoming" into a range of start dates for the lists in date order (models/events.server.ts
 * upcomingByStart), instead of a walk over every past event.
 */
export const eventSpans = sqliteTable("event_spans", {
  id: integer().primaryKey(),
  longestMs: integer("longest_ms").notNull(),
});
