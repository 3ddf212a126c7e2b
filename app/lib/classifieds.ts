// The classified-ad rules shared by the post form (browser and server), the API, the model and the pages:
// categories, tiers, limits, messages, the lifecycle and renewal (part 2 §2-§5, §9).
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";
import { CLASSIFIED_CATEGORIES } from "./classifieds-display";
import { POSTS_PER_DAY } from "./daily-limit";
import { optionalEmail, optionalText, text } from "./fields";
import { truncate } from "./text";

export { CLASSIFIED_CATEGORIES, CLASSIFIED_SORTS, displayPrice, type ClassifiedSort } from "./classifieds-display";

export type ClassifiedCategory = (typeof CLASSIFIED_CATEGORIES)[number];

const DAY = 86_400_000;

/** Free ads live 30 days; premium ads are featured 30 days and active 60 (docs/decisions/classifieds.md). */
export const CLASSIFIED_RULES = {
  freeDays: 30,
  premiumFeaturedDays: 30,
  premiumActiveDays: 60,
  renewDays: 30,
  renewWindowDays: 7,
  freePhotos: 5,
  premiumPhotos: 20,
  maxPhotoBytes: 10 * 1024 * 1024,
  adsPerDay: POSTS_PER_DAY,
  pageSize: 12,
  cardDescription: 100,
  adminDescription: 80,
} as const;

export const CLASSIFIED_TIERS = ["free", "premium"] as const;
export type ClassifiedTier = (typeof CLASSIFIED_TIERS)[number];

export const CLASSIFIED_MESSAGES = {
  titleRequired: rule(/*i18n*/ { id: "validation.Title is required", message: "Title is required" }),
  titleTooLong: rule(/*i18n*/ { id: "validation.Title too long", message: "Title too long" }),
  descriptionRequired: rule(/*i18n*/ { id: "validation.Description is required", message: "Description is required" }),
  descriptionTooLong: rule(
    /*i18n*/ { id: "validation.Description must be 5,000 characters or fewer", message: "Description must be 5,000 characters or fewer" },
  ),
  categoryRequired: rule(/*i18n*/ { id: "validation.Category is required", message: "Category is required" }),
  categoryUnknown: rule(/*i18n*/ { id: "validation.Please choose a category from the list", message: "Please choose a category from the list" }),
  email: rule(/*i18n*/ { id: "validation.Invalid email", message: "Invalid email" }),
  priceTooLong: rule(/*i18n*/ { id: "validation.Price must be 50 characters or fewer", message: "Price must be 50 characters or fewer" }),
  priceNegative: rule(/*i18n*/ { id: "validation.Price cannot be negative", message: "Price cannot be negative" }),
  locationTooLong: rule(/*i18n*/ { id: "validation.Location must be 100 characters or fewer", message: "Location must be 100 characters or fewer" }),
  phoneTooLong: rule(/*i18n*/ { id: "validation.Phone must be 20 characters or fewer", message: "Phone must be 20 characters or fewer" }),
  createFailed: rule(/*i18n*/ { id: "validation.Failed to create classified ad", message: "Failed to create classified ad" }),
  tooManyToday: rule(
    /*i18n*/ {
      id: "validation.You can post at most 10 ads a day. Please try again tomorrow.",
      message: "You can post at most 10 ads a day. Please try again tomorrow.",
    },
  ),
  sameTitleToday: rule(
    /*i18n*/ {
      id: "validation.You already posted an ad with this title today. Please edit that ad instead.",
      message: "You already posted an ad with this title today. Please edit that ad instead.",
    },
  ),
  alreadyReported: rule(/*i18n*/ { id: "validation.You have already reported this ad.", message: "You have already reported this ad." }),
  reportReason: rule(/*i18n*/ { id: "validation.Please choose a reason", message: "Please choose a reason" }),
  renewTooEarly: rule(
    /*i18n*/ { id: "validation.Ads can be renewed within 7 days of expiring.", message: "Ads can be renewed within 7 days of expiring." },
  ),
  notRenewable: rule(/*i18n*/ { id: "validation.This ad cannot be renewed.", message: "This ad cannot be renewed." }),
} as const;

export const PROHIBITED_ITEMS_RULE = "Prohibited items: weapons, illegal substances and adult content may not be listed. Ads for them are removed.";

export const REPORT_REASONS = ["Prohibited item", "Scam or fraud", "Spam or duplicate", "Wrong category", "Offensive content", "Other"] as const;

/** The fields of an ad, as the form and the API both take them (part 2 §3 create payload, §5 rules). */
export const classifiedFieldsSchema = z.object({
  title: text(255, { required: CLASSIFIED_MESSAGES.titleRequired, tooLong: CLASSIFIED_MESSAGES.titleTooLong }),
  description: text(5000, { required: CLASSIFIED_MESSAGES.descriptionRequired, tooLong: CLASSIFIED_MESSAGES.descriptionTooLong, multiline: true }),
  category: text(50, { required: CLASSIFIED_MESSAGES.categoryRequired, tooLong: CLASSIFIED_MESSAGES.categoryUnknown }).refine(
    // An empty value has already been reported as required.
    (v) => v === "" || (CLASSIFIED_CATEGORIES as readonly string[]).includes(v),
    CLASSIFIED_MESSAGES.categoryUnknown,
  ),
  price: optionalText(50, CLASSIFIED_MESSAGES.priceTooLong).refine((v) => !v || !isNegativePrice(v), CLASSIFIED_MESSAGES.priceNegative),
  location: optionalText(100, CLASSIFIED_MESSAGES.locationTooLong),
  contactEmail: optionalEmail(CLASSIFIED_MESSAGES.email),
  contactPhone: optionalText(20, CLASSIFIED_MESSAGES.phoneTooLong),
});
export type ClassifiedFields = z.infer<typeof classifiedFieldsSchema>;

/** The post form: the fields plus the tier card chosen (free by default). */
export const postClassifiedFormSchema = classifiedFieldsSchema.extend({
  tier: z.enum(CLASSIFIED_TIERS).default("free"),
});

/** True for a price that starts with a minus sign ("-20", "$-20", "− $5"); a range like "$10-20" is fine. */
export function isNegativePrice(price: string): boolean {
  return /^\s*\$?\s*[-\u2212]\s*\$?\s*\d/.test(price);
}

/** The first amount in a free-text price, in cents: "$1,350/mo" → 135000, "Free" → 0, "Reward" → null. */
export function parsePriceCents(price: string | null | undefined): number | null {
  if (!price) return null;
  const match = price.replace(/,/g, "").match(/\d+(?:\.\d{1,2})?/);
  if (match) {
    const cents = Math.round(Number(match[0]) * 100);
    return Number.isSafeInteger(cents) && cents <= 1_000_000_000_00 ? cents : null;
  }
  return /\bfree\b/i.test(price) ? 0 : null;
}

export type ClassifiedStatus = "awaiting_payment" | "active" | "expired" | "sold" | "removed";
export const STATUS_LABELS: Record<ClassifiedStatus, string> = {
  awaiting_payment: "Awaiting payment",
  active: "Active",
  expired: "Expired",
  sold: "Sold",
  removed: "Removed by an admin",
};

type LifecycleFields = {
  removedAt: Date | null;
  soldAt: Date | null;
  awaitingPayment: boolean;
  isActive: boolean;
  expiresAt: Date | null;
};

/** Where an ad stands in its lifecycle at `now` (the cron's isActive flag and the clock agree on expiry). */
export function classifiedStatus(ad: LifecycleFields, now: Date): ClassifiedStatus {
  if (ad.removedAt) return "removed";
  if (ad.soldAt) return "sold";
  if (ad.awaitingPayment) return "awaiting_payment";
  if (!ad.isActive || (ad.expiresAt && ad.expiresAt.getTime() <= now.getTime())) return "expired";
  return "active";
}

export function isFeatured(ad: { isPremium: boolean; featuredUntil: Date | null }, now: Date) {
  return ad.isPremium && ad.featuredUntil !== null && ad.featuredUntil.getTime() > now.getTime();
}

/**
 * A renewal adds 30 days (free of charge) to an active ad within 7 days of expiring, or to an expired one,
 * counting from the later of its expiry and now. Sold, removed and unpaid ads cannot be renewed.
 */
export function renewal(
  ad: LifecycleFields,
  now: Date,
): { ok: true; expiresAt: Date } | { ok: false; message: (typeof CLASSIFIED_MESSAGES)["notRenewable" | "renewTooEarly"] } {
  const status = classifiedStatus(ad, now);
  if (status !== "active" && status !== "expired") return { ok: false, message: CLASSIFIED_MESSAGES.notRenewable };
  const expires = ad.expiresAt?.getTime() ?? now.getTime();
  if (status === "active" && expires - now.getTime() > CLASSIFIED_RULES.renewWindowDays * DAY) {
    return { ok: false, message: CLASSIFIED_MESSAGES.renewTooEarly };
  }
  return { ok: true, expiresAt: new Date(Math.max(expires, now.getTime()) + CLASSIFIED_RULES.renewDays * DAY) };
}

export const photoLimit = (isPremium: boolean) => (isPremium ? CLASSIFIED_RULES.premiumPhotos : CLASSIFIED_RULES.freePhotos);

export const photoLimitMessage = (isPremium: boolean) =>
  isPremium
    ? `A premium ad can have up to ${CLASSIFIED_RULES.premiumPhotos} photos`
    : `A free ad can have up to ${CLASSIFIED_RULES.freePhotos} photos. Choose Premium for up to ${CLASSIFIED_RULES.premiumPhotos}.`;

/** The spec's read shape (part 2 §3): what the API answers and what cards need, never contact details. */
export function classifiedReadShape(ad: {
  id: number;
  title: string;
  description: string;
  category: string;
  price: string | null;
  location: string | null;
  imageUrls: string[] | null;
  createdAt: Date;
  isPremium: boolean;
}) {
  return {
    id: ad.id,
    title: ad.title,
    description: ad.description,
    category: ad.category,
    price: ad.price,
    location: ad.location,
    imageUrls: Array.isArray(ad.imageUrls) ? ad.imageUrls.filter((u): u is string => typeof u === "string") : [],
    createdAt: ad.createdAt.toISOString(),
    isPremium: ad.isPremium,
  };
}
export type ClassifiedRead = ReturnType<typeof classifiedReadShape>;

/** What a card shows (part 2 §2): the first photo and the description cut at 100 characters plus '…'. */
export function classifiedCard(ad: Parameters<typeof classifiedReadShape>[0] & { featuredUntil: Date | null }, now: Date) {
  const read = classifiedReadShape(ad);
  return {
    id: read.id,
    title: read.title,
    description: truncate(read.description, CLASSIFIED_RULES.cardDescription),
    category: read.category,
    price: read.price,
    location: read.location,
    photo: read.imageUrls[0] ?? null,
    createdAt: read.createdAt,
    featured: isFeatured(ad, now),
  };
}
