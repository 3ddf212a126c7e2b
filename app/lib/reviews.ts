// Residents' reviews of local businesses (issue 33 §2): the form's rules and messages, and how a rating is labelled.
// Pure: the review page, the business page, the directory and the service share them.
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";
import { boundedInt, optionalText, text } from "./fields";

export const REVIEW_RULES = {
  titleMax: 100,
  bodyMin: 20,
  bodyMax: 2000,
  replyMax: 1000,
  /** Reviews on one page of a business. */
  perPage: 10,
  /** An account younger than this has its review held for a moderator. */
  newAccountMs: 24 * 60 * 60 * 1000,
  /** The directory's "Highest Rated" uses the residents' average from this many reviews on. */
  minForSort: 3,
} as const;

export const REVIEW_MESSAGES = {
  rating: rule(/*i18n*/ { id: "validation.Please choose from 1 to 5 stars", message: "Please choose from 1 to 5 stars" }),
  titleRequired: rule(/*i18n*/ { id: "validation.Please give your review a title", message: "Please give your review a title" }),
  titleTooLong: rule(
    /*i18n*/ { id: "validation.The title must be {max} characters or fewer", message: "The title must be {max} characters or fewer" },
    { max: REVIEW_RULES.titleMax },
  ),
  bodyTooShort: rule(
    /*i18n*/ {
      id: "validation.Please write at least {min} characters about your visit",
      message: "Please write at least {min} characters about your visit",
    },
    { min: REVIEW_RULES.bodyMin },
  ),
  bodyTooLong: rule(
    /*i18n*/ { id: "validation.Reviews must be {max} characters or fewer", message: "Reviews must be {max} characters or fewer" },
    { max: REVIEW_RULES.bodyMax },
  ),
  replyRequired: rule(/*i18n*/ { id: "validation.Please write your reply", message: "Please write your reply" }),
  replyTooLong: rule(
    /*i18n*/ { id: "validation.Replies must be {max} characters or fewer", message: "Replies must be {max} characters or fewer" },
    { max: REVIEW_RULES.replyMax },
  ),
  ownBusiness: rule(/*i18n*/ { id: "validation.You cannot review your own business.", message: "You cannot review your own business." }),
  alreadyReviewed: rule(
    /*i18n*/ {
      id: "validation.You have already reviewed this business. You can edit your review instead.",
      message: "You have already reviewed this business. You can edit your review instead.",
    },
  ),
  notYours: rule(
    /*i18n*/ {
      id: "validation.Only the business's verified owner can reply to its reviews.",
      message: "Only the business's verified owner can reply to its reviews.",
    },
  ),
  alreadyReported: rule(
    /*i18n*/ {
      id: "validation.You have already reported this review. A moderator will look at it.",
      message: "You have already reported this review. A moderator will look at it.",
    },
  ),
  ownReview: rule(/*i18n*/ { id: "validation.You cannot report your own review.", message: "You cannot report your own review." }),
  removed: rule(
    /*i18n*/ {
      id: "validation.This review was removed by a moderator and can no longer be changed.",
      message: "This review was removed by a moderator and can no longer be changed.",
    },
  ),
  notFound: rule(/*i18n*/ { id: "validation.Review Not Found", message: "Review Not Found" }),
} as const;

export const REVIEW_TOASTS = {
  published: {
    title: /*i18n*/ { id: "toasts.Review Posted", message: "Review Posted" },
    description: /*i18n*/ {
      id: "toasts.Thank you! Your review is on the business's page.",
      message: "Thank you! Your review is on the business's page.",
    },
  },
  held: {
    title: /*i18n*/ { id: "toasts.Review Received", message: "Review Received" },
    description: /*i18n*/ {
      id: "toasts.New accounts' reviews are checked by a moderator first. Yours will appear once approved.",
      message: "New accounts' reviews are checked by a moderator first. Yours will appear once approved.",
    },
  },
  updated: {
    title: /*i18n*/ { id: "toasts.Review Updated", message: "Review Updated" },
    description: /*i18n*/ { id: "toasts.Your changes are saved.", message: "Your changes are saved." },
  },
  deleted: {
    title: /*i18n*/ { id: "toasts.Review Deleted", message: "Review Deleted" },
    description: /*i18n*/ { id: "toasts.Your review was deleted.", message: "Your review was deleted." },
  },
  replied: {
    title: /*i18n*/ { id: "toasts.Reply Posted", message: "Reply Posted" },
    description: /*i18n*/ { id: "toasts.Your reply is shown under the review.", message: "Your reply is shown under the review." },
  },
  reported: {
    title: /*i18n*/ { id: "toasts.Review Reported", message: "Review Reported" },
    description: /*i18n*/ { id: "toasts.Thank you. A moderator will look at it.", message: "Thank you. A moderator will look at it." },
  },
} as const;

export const REPORT_REASONS = ["Spam or advertising", "Offensive or abusive", "Not a real experience", "Conflict of interest", "Other"] as const;

export const reviewFormSchema = z.object({
  rating: boundedInt(1, 5, REVIEW_MESSAGES.rating),
  title: text(REVIEW_RULES.titleMax, { required: REVIEW_MESSAGES.titleRequired, tooLong: REVIEW_MESSAGES.titleTooLong }),
  body: text(REVIEW_RULES.bodyMax, {
    min: REVIEW_RULES.bodyMin,
    required: REVIEW_MESSAGES.bodyTooShort,
    tooShort: REVIEW_MESSAGES.bodyTooShort,
    tooLong: REVIEW_MESSAGES.bodyTooLong,
  }),
  removePicture: z.literal("on").optional(),
  /** The reviewer's own word that they went there (shown as a "Visited" tick). */
  visited: z.literal("on").optional(),
});
export type ReviewFields = z.infer<typeof reviewFormSchema>;

export const replyFormSchema = z.object({
  reviewId: boundedInt(1, Number.MAX_SAFE_INTEGER, REVIEW_MESSAGES.notFound),
  reply: text(REVIEW_RULES.replyMax, { required: REVIEW_MESSAGES.replyRequired, tooLong: REVIEW_MESSAGES.replyTooLong }),
});

export const reportFormSchema = z.object({
  reviewId: boundedInt(1, Number.MAX_SAFE_INTEGER, REVIEW_MESSAGES.notFound),
  reason: z.enum(REPORT_REASONS, {
    errorMap: () => ({ message: rule(/*i18n*/ { id: "validation.Please choose a reason", message: "Please choose a reason" }) }),
  }),
  details: optionalText(500),
});

/** "Jamie C.": the name a review shows (never the e-mail). */
export function reviewerName(firstName: string | null, lastName: string | null) {
  const first = firstName?.trim();
  if (!first) return "A Greenwood resident";
  const initial = lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * The number the directory shows and sorts "Highest Rated" by: the residents' average from 3 reviews on, else the
 * outside (Google) rating. Says which it is, so the two are never mixed up.
 */
export function shownRating(b: { rating: number; reviewCount: number; residentRating: number; residentReviewCount: number }) {
  if (b.residentReviewCount >= REVIEW_RULES.minForSort) {
    return { source: "residents" as const, rating: b.residentRating, count: b.residentReviewCount };
  }
  return { source: "google" as const, rating: b.rating, count: b.reviewCount };
}

export const RATING_LABELS = { residents: "Residents", google: "Google" } as const;
/** Whose number it is, in words a reader (and the JSON-LD's aggregateRating) sees: never one without the other's name. */
export const RESIDENTS_RATING = "Residents' rating";

/** The business page's review orders (`?sort=`); newest is the default and stays out of the URL. */
export const REVIEW_SORTS = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export function reviewSortParam(value: string | null): ReviewSort {
  return REVIEW_SORTS.find((s) => s === value) ?? "newest";
}

/** A review list's address with its order and page kept (newest and page 1 left out). */
export function reviewListHref(businessId: number, sort: ReviewSort, page = 1) {
  const q = new URLSearchParams();
  if (sort !== "newest") q.set("sort", sort);
  if (page > 1) q.set("page", String(page));
  const query = q.toString();
  return `/businesses/${businessId}${query ? `?${query}` : ""}#reviews`;
}

/** Counts of 5, 4, 3, 2 and 1 stars (in that order) with each one's whole-number share of the total. */
export function ratingDistribution(counts: Record<1 | 2 | 3 | 4 | 5, number>) {
  const total = counts[1] + counts[2] + counts[3] + counts[4] + counts[5];
  return ([5, 4, 3, 2, 1] as const).map((stars) => ({
    stars,
    count: counts[stars],
    percent: total ? Math.round((counts[stars] / total) * 100) : 0,
  }));
}
