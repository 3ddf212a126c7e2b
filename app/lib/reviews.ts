// Residents' reviews of local businesses (issue 33 §2): the form's rules and messages, and how a rating is labelled.
// Pure: the review page, the business page, the directory and the service share them.
import { z } from "zod";
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
  rating: "Please choose from 1 to 5 stars",
  titleRequired: "Please give your review a title",
  titleTooLong: `The title must be ${REVIEW_RULES.titleMax} characters or fewer`,
  bodyTooShort: `Please write at least ${REVIEW_RULES.bodyMin} characters about your visit`,
  bodyTooLong: `Reviews must be ${REVIEW_RULES.bodyMax.toLocaleString("en-US")} characters or fewer`,
  replyRequired: "Please write your reply",
  replyTooLong: `Replies must be ${REVIEW_RULES.replyMax.toLocaleString("en-US")} characters or fewer`,
  ownBusiness: "You cannot review your own business.",
  alreadyReviewed: "You have already reviewed this business. You can edit your review instead.",
  notYours: "Only the business's verified owner can reply to its reviews.",
  alreadyReported: "You have already reported this review. A moderator will look at it.",
  ownReview: "You cannot report your own review.",
  removed: "This review was removed by a moderator and can no longer be changed.",
  notFound: "Review Not Found",
} as const;

export const REVIEW_TOASTS = {
  published: { title: "Review Posted", description: "Thank you! Your review is on the business's page." },
  held: {
    title: "Review Received",
    description: "New accounts' reviews are checked by a moderator first. Yours will appear once approved.",
  },
  updated: { title: "Review Updated", description: "Your changes are saved." },
  deleted: { title: "Review Deleted", description: "Your review was deleted." },
  replied: { title: "Reply Posted", description: "Your reply is shown under the review." },
  reported: { title: "Review Reported", description: "Thank you. A moderator will look at it." },
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
});
export type ReviewFields = z.infer<typeof reviewFormSchema>;

export const replyFormSchema = z.object({
  reviewId: boundedInt(1, Number.MAX_SAFE_INTEGER, REVIEW_MESSAGES.notFound),
  reply: text(REVIEW_RULES.replyMax, { required: REVIEW_MESSAGES.replyRequired, tooLong: REVIEW_MESSAGES.replyTooLong }),
});

export const reportFormSchema = z.object({
  reviewId: boundedInt(1, Number.MAX_SAFE_INTEGER, REVIEW_MESSAGES.notFound),
  reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: "Please choose a reason" }) }),
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
