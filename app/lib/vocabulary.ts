// The value lists the tables use (roles, statuses, feature and colour keys …), without drizzle: pages and lib take them
// from here so no page ships the ORM to the browser; db/schema.ts builds its columns from them and re-exports them.
export const ROLES = ["user", "moderator", "admin"] as const;
/** Mails a member may turn off in /account (the rest are transactional: receipts, replies, moderation results). */
export const OPTIONAL_MAIL_KINDS = ["expiry-reminder", "event-reminder"] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];
/** The weekly letter's topics a reader picks (issue 32 §1), in the letter's order. */
export const LETTER_TOPICS = ["news", "events", "businesses", "classifieds", "jobs"] as const;
export type LetterTopic = (typeof LETTER_TOPICS)[number];
/** pending: asked, not confirmed; confirmed: gets the letter; unsubscribed: left. */
export const LETTER_SUBSCRIBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
/** The list pages a saved-search alert can watch (issue 32 §2). */
export const SAVED_SEARCH_KINDS = ["classifieds", "jobs", "events", "search"] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];
/** At most this many confirmed alerts per address (an 11th is refused). */
export const MAX_ALERTS_PER_ADDRESS = 10;
export type Role = (typeof ROLES)[number];
export const NEWS_STATUSES = ["published", "pending", "rejected"] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const CLAIM_STATUSES = ["unclaimed", "pending", "approved"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const JOB_SOURCE_KINDS = ["greenhouse", "lever", "rss"] as const;
export type JobSourceKind = (typeof JOB_SOURCE_KINDS)[number];
export const FEATURE_KEYS = ["classifieds", "jobs", "news", "events", "businessDirectory", "schools", "government", "emergency", "weather"] as const;
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
export const SOCIAL_KEYS = ["facebook", "instagram", "x", "youtube"] as const;
export type SocialKey = (typeof SOCIAL_KEYS)[number];
export type SocialLinks = Partial<Record<SocialKey, string>>;
export const ORDER_STATUSES = ["pending", "paid", "fulfilled", "failed", "cancelled", "refunded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const MAIL_STATUSES = ["pending", "sent", "failed", "outbox"] as const;
/** A file sent with a mail (an .ics invitation): its text content, base64-encoded only on delivery. */
export type MailAttachment = { filename: string; contentType: string; content: string };
/** A member's answer to an event: going, on the waitlist (the event is full), or can't go. */
export const RSVP_STATUSES = ["going", "waitlisted", "not_going"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];
export const SCHOOL_TYPES = ["admin", "high", "middle", "elementary"] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];
export const SERVICE_TYPES = ["police", "fire", "medical", "utility", "city", "other"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_PRIORITIES = ["emergency", "urgent", "normal"] as const;
export type ServicePriority = (typeof SERVICE_PRIORITIES)[number];
export const UPLOAD_KINDS = ["business-logo", "business-gallery", "event", "news", "classified", "review"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
/** A school district's key date (first day, breaks, last day), as stored in `school_districts.keyDates`. */
export type KeyDate = { label: string; start: string; end?: string };
/** A resident's review of a business: shown, held for a moderator (a new account's), or removed by one. */
export const REVIEW_STATUSES = ["published", "held", "removed"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
