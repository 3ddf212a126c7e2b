// The single source of the tables. Column names are snake_case in SQL (drizzle `casing: "snake_case"`),
// camelCase in TypeScript, following the spec's field names. Timestamps are integers (ms since epoch).
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer({ mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);
const updatedAt = createdAt;
const bool = (dflt: boolean) => integer({ mode: "boolean" }).notNull().default(dflt);

export const ROLES = ["user", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

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

export const NEWS_STATUSES = ["published", "pending", "rejected"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

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
    index("news_submitter_idx").on(t.submitterId),
    index("news_created_idx").on(t.createdAt),
    index("news_feed_idx").on(t.feedId),
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

export const CLAIM_STATUSES = ["unclaimed", "pending", "approved"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("businesses_google_place_id_unique").on(t.googlePlaceId),
    index("businesses_active_name_idx").on(t.isActive, t.name),
    // The directory's default order is `name COLLATE NOCASE`: only an index in that collation serves it.
    index("businesses_name_nocase_idx").on(t.isActive, sql`${t.name} collate nocase`),
    index("businesses_active_rating_idx").on(t.isActive, t.rating),
    index("businesses_active_premium_idx").on(t.isActive, t.isPremium, t.name),
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
    status: text({ enum: ["pending", "approved", "rejected"] }).notNull().default("pending"),
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

export const events = sqliteTable(
  "events",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    title: text({ length: 255 }).notNull(),
    description: text(),
    categoryId: integer().references(() => eventCategories.id, { onDelete: "set null" }),
    startDate: integer({ mode: "timestamp_ms" }).notNull(),
    endDate: integer({ mode: "timestamp_ms" }),
    location: text({ length: 255 }),
    address: text(),
    latitude: real(),
    longitude: real(),
    imageUrl: text(),
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
    organizerId: text().references(() => users.id, { onDelete: "set null" }),
    organizerName: text(),
    organizerContact: text(),
    maxAttendees: integer(),
    currentAttendees: integer().notNull().default(0),
    isActive: bool(true),
    // Import identity: the iCalendar UID (plus recurrence instance), unique.
    sourceUid: text(),
    feedId: integer().references(() => eventFeeds.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("events_listing_idx").on(t.isActive, t.isPublic, t.startDate),
    index("events_category_idx").on(t.categoryId, t.startDate),
    index("events_featured_idx").on(t.isFeatured, t.startDate),
    index("events_organizer_idx").on(t.organizerId),
    index("events_start_idx").on(t.startDate),
    index("events_feed_idx").on(t.feedId),
    uniqueIndex("events_source_uid_unique").on(t.sourceUid),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("classifieds_listing_idx").on(t.isActive, t.createdAt),
    index("classifieds_category_idx").on(t.category, t.createdAt),
    index("classifieds_expires_idx").on(t.expiresAt),
    index("classifieds_seller_idx").on(t.sellerId),
  ],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("jobs_listing_idx").on(t.isActive, t.postedDate),
    index("jobs_distance_idx").on(t.isActive, t.distanceFromGreenwood),
    index("jobs_category_idx").on(t.categoryId),
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
    status: text({ enum: ["new", "answered", "closed"] }).notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [index("support_messages_status_idx").on(t.status, t.createdAt)],
);

export const FEATURE_KEYS = [
  "classifieds",
  "jobs",
  "news",
  "events",
  "businessDirectory",
  "schools",
  "government",
  "emergency",
  "weather",
] as const;
export type FeatureKey = (typeof FEATURE_KEYS)[number];
export type Features = Record<FeatureKey, { enabled: boolean }>;
export const COLOR_KEYS = [
  "primary",
  "primaryForeground",
  "secondary",
  "secondaryForeground",
  "accent",
  "accentForeground",
  "background",
  "foreground",
  "border",
  "ring",
] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];
export type Colors = Partial<Record<ColorKey, string>>;
export const MODES = ["greenwood", "nashville"] as const;
export type Mode = (typeof MODES)[number];

// A single row (id 1).
export const siteConfig = sqliteTable("site_config", {
  id: integer().primaryKey(),
  siteName: text().notNull(),
  features: text({ mode: "json" }).$type<Partial<Features>>().notNull(),
  colors: text({ mode: "json" }).$type<Colors>().notNull(),
  mode: text({ enum: MODES }).notNull().default("greenwood"),
  updatedAt: updatedAt(),
});

export const ORDER_STATUSES = [
  "pending",
  "paid",
  "fulfilled",
  "failed",
  "cancelled",
  "refunded",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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
    trigger: text({ enum: ["cron", "admin"] }).notNull().default("cron"),
    startedAt: integer({ mode: "timestamp_ms" }).notNull(),
    finishedAt: integer({ mode: "timestamp_ms" }),
    ok: integer({ mode: "boolean" }),
    counts: text({ mode: "json" }).$type<Record<string, number>>(),
    error: text(),
  },
  (t) => [index("import_runs_job_idx").on(t.job, t.startedAt), index("import_runs_started_idx").on(t.startedAt)],
);

export type User = typeof users.$inferSelect;
export type NewsArticle = typeof newsArticles.$inferSelect;
export type Business = typeof businesses.$inferSelect;
export type Event = typeof events.$inferSelect;
export type ClassifiedAd = typeof classifiedAds.$inferSelect;
export type Job = typeof jobs.$inferSelect;
export type Order = typeof orders.$inferSelect;
