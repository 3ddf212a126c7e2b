// Residents' reviews of businesses (issue 33 §2): who may write, edit, reply and report, the hold on new accounts,
// the picture through the upload module, and the moderators' decisions (audited in the same batch).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { REVIEW_MESSAGES as M, REVIEW_RULES, type ReviewFields } from "~/lib/reviews";
import {
  createReview,
  deleteReview,
  getOwnReview,
  getReviewWithBusiness,
  moderateReview,
  reportReview,
  setOwnerReply,
  updateReview,
  type ReviewDecision,
} from "~/models/business-reviews.server";
import { getBusinessRow } from "~/models/businesses.server";
import { attachUploads, deleteUploadsNow, detachUploads, saveUploads } from "~/services/uploads.server";
import type { ReviewStatus, User } from "../../db/schema";

type Problem = { ok: false; status: 400 | 403 | 404 | 409; field: "picture" | null; message: string };
const problem = (status: Problem["status"], message: string, field: Problem["field"] = null): Problem => ({ ok: false, status, field, message });

/** A review by an account younger than a day waits for a moderator. */
export function statusFor(author: Pick<User, "createdAt">, now: Date): ReviewStatus {
  return now.getTime() - author.createdAt.getTime() < REVIEW_RULES.newAccountMs ? "held" : "published";
}

/** Whether this member may write a review of this business, and their review if they have one. */
export async function reviewTarget(context: AppLoadContext, user: Pick<User, "id">, businessId: number) {
  const business = await getBusinessRow(context.db, businessId);
  if (!business || !business.isActive) return problem(404, "Business Not Found");
  if (business.ownerId === user.id) return problem(403, M.ownBusiness);
  const own = await getOwnReview(context.db, businessId, user.id);
  if (own?.status === "removed") return problem(403, M.removed);
  return { ok: true as const, business, own };
}

/** Writes the member's review of a business, or saves their edit of it; a new picture replaces the old one. */
export async function saveReview(
  context: AppLoadContext,
  user: Pick<User, "id" | "createdAt">,
  businessId: number,
  fields: ReviewFields,
  picture: File[],
): Promise<Problem | { ok: true; status: ReviewStatus; created: boolean }> {
  const target = await reviewTarget(context, user, businessId);
  if (!target.ok) return target;
  const now = context.now();
  const saved = await saveUploads(context, picture, { ownerId: user.id, alt: `Photo from a review of ${target.business.name}`, max: 1 });
  if (!saved.ok) return problem(400, saved.message, "picture");
  const upload = saved.uploads[0];
  const old = target.own?.pictureUrl ?? null;
  const pictureUrl = upload ? upload.url : fields.removePicture ? null : old;
  const status = statusFor(user, now);
  const input = { rating: fields.rating, title: fields.title, body: fields.body, pictureUrl, status, visited: Boolean(fields.visited) };
  let id: number;
  if (target.own) {
    id = target.own.id;
    await updateReview(context.db, id, businessId, input, now);
    if (old && old !== pictureUrl) await detachUploads(context.db, [old], { kinds: ["review"], itemId: id });
  } else {
    const created = await createReview(context.db, { ...input, businessId, authorId: user.id }, now);
    if (!created) return problem(409, M.alreadyReviewed);
    id = created;
  }
  if (upload) await attachUploads(context.db, [upload.id], { kind: "review", itemId: id, ownerId: user.id }, now);
  return { ok: true, status, created: !target.own };
}

export async function deleteOwnReview(context: AppLoadContext, user: Pick<User, "id">, businessId: number) {
  const own = await getOwnReview(context.db, businessId, user.id);
  if (!own) return problem(404, M.notFound);
  await deleteReview(context.db, own.id, businessId);
  if (own.pictureUrl) await detachUploads(context.db, [own.pictureUrl], { kinds: ["review"], itemId: own.id });
  return { ok: true as const };
}

/** The verified owner's one public reply (posting again replaces it). */
export async function replyToReview(context: AppLoadContext, user: Pick<User, "id">, reviewId: number, reply: string) {
  const found = await getReviewWithBusiness(context.db, reviewId);
  if (!found || found.review.status !== "published") return problem(404, M.notFound);
  if (found.ownerId !== user.id || found.claimStatus !== "approved") return problem(403, M.notYours);
  await setOwnerReply(context.db, reviewId, reply, context.now());
  return { ok: true as const, businessId: found.review.businessId };
}

export async function reportReviewAs(context: AppLoadContext, user: Pick<User, "id">, reviewId: number, reason: string, details: string | null) {
  const found = await getReviewWithBusiness(context.db, reviewId);
  if (!found || found.review.status !== "published") return problem(404, M.notFound);
  if (found.review.authorId === user.id) return problem(400, M.ownReview);
  if (!(await reportReview(context.db, reviewId, user.id, reason, details, context.now()))) return problem(409, M.alreadyReported);
  return { ok: true as const, businessId: found.review.businessId };
}

/** A moderator approves, removes or keeps a review; the audit row is written with the change. */
export function decideReview(context: AppLoadContext, moderator: Pick<User, "id" | "email">, reviewId: number, decision: ReviewDecision) {
  return moderateReview(context.db, reviewId, decision, moderator, context.now());
}

/** Account deletion: the member's review pictures go at once, not with the next day's orphan sweep. */
export function deleteReviewPictures(context: AppLoadContext, urls: string[]) {
  return deleteUploadsNow(context, urls);
}
