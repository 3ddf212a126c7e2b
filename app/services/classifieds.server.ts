// Posting, editing and the owner's actions on classified ads: the spam limits, the tiers and their checkout,
// renewals, and who may do what. Pages and the JSON API both come through here.
import type { User } from "../../db/schema";
import type { Db } from "~/lib/db.server";
import { CLASSIFIED_MESSAGES as M, CLASSIFIED_RULES, classifiedStatus, renewal, type ClassifiedFields, type ClassifiedTier } from "~/lib/classifieds";
import { centsToDecimal, priceFor } from "~/lib/prices";
import {
  createClassified,
  deleteClassified,
  getClassified,
  markClassifiedSold,
  recentPostsBy,
  renewClassified,
  reportClassified,
  updateClassified,
} from "~/models/classifieds.server";

const DAY = 86_400_000;

/** The spec's checkout link for a premium ad; the amount shown comes from the server's price table. */
export function classifiedCheckoutUrl(id: number) {
  const price = priceFor("classified-premium");
  if (!price) throw new Error("classified-premium is missing from the price table");
  return `/paypal-checkout?${new URLSearchParams({ type: price.type, amount: centsToDecimal(price.amountCents), id: String(id) })}`;
}

export type PostProblem = { ok: false; status: 400 | 429; field: "title" | null; message: string };

/** The spam limits: at most 10 new ads per member in 24 hours, and not the same title twice in 24 hours. */
export async function checkPostingLimits(db: Db, sellerId: string, title: string, now: Date): Promise<PostProblem | null> {
  const recent = await recentPostsBy(db, sellerId, title, new Date(now.getTime() - DAY));
  if (recent.count >= CLASSIFIED_RULES.adsPerDay) return { ok: false, status: 429, field: null, message: M.tooManyToday };
  if (recent.sameTitle) return { ok: false, status: 400, field: "title", message: M.sameTitleToday };
  return null;
}

/** Creates an ad after the spam limits; a premium ad waits hidden for payment at the returned checkout URL. */
export async function postClassified(
  db: Db,
  seller: Pick<User, "id">,
  fields: ClassifiedFields,
  tier: ClassifiedTier,
  imageUrls: string[],
  now: Date,
): Promise<PostProblem | { ok: true; id: number; checkoutUrl: string | null }> {
  const problem = await checkPostingLimits(db, seller.id, fields.title, now);
  if (problem) return problem;
  const id = await createClassified(db, seller.id, fields, tier, imageUrls, now);
  return { ok: true, id, checkoutUrl: tier === "premium" ? classifiedCheckoutUrl(id) : null };
}

type Viewer = Pick<User, "id" | "role"> | null;

/** The seller may change their own ad; nobody else (admins moderate with remove/restore instead). */
export async function ownAd(db: Db, id: number, user: Pick<User, "id">) {
  const ad = await getClassified(db, id);
  if (!ad) return { ok: false as const, status: 404 as const };
  if (ad.sellerId !== user.id) return { ok: false as const, status: 403 as const };
  return { ok: true as const, ad };
}

/** Whether this viewer may see the ad's page: listed or sold ads for all; the rest for the seller and admins. */
export function canView(ad: Parameters<typeof classifiedStatus>[0] & { sellerId: string | null }, viewer: Viewer, now: Date) {
  const status = classifiedStatus(ad, now);
  if (status === "active" || status === "sold") return true;
  return Boolean(viewer && (viewer.id === ad.sellerId || viewer.role === "admin" || viewer.role === "moderator"));
}

export async function editClassified(db: Db, id: number, fields: ClassifiedFields, imageUrls: string[], now: Date) {
  await updateClassified(db, id, fields, imageUrls, now);
}

export type OwnerAction = "sold" | "renew" | "delete";

/** The owner's buttons on the ad page. Returns a message for the toast. */
export async function runOwnerAction(db: Db, user: Pick<User, "id">, id: number, action: OwnerAction, now: Date) {
  const owned = await ownAd(db, id, user);
  if (!owned.ok) return { ok: false as const, status: owned.status, message: owned.status === 404 ? "Classified Not Found" : "You can only change your own ads" };
  const { ad } = owned;
  switch (action) {
    case "sold":
      await markClassifiedSold(db, id, now);
      return { ok: true as const, message: "Marked as sold. The ad has left the listings." };
    case "renew": {
      const r = renewal(ad, now);
      if (!r.ok) return { ok: false as const, status: 400 as const, message: r.message };
      await renewClassified(db, id, r.expiresAt, now);
      return { ok: true as const, message: "Your ad was renewed for 30 more days.", expiresAt: r.expiresAt };
    }
    case "delete":
      await deleteClassified(db, id);
      return { ok: true as const, message: "Your ad was deleted." };
  }
}

/** A member's report (one per member per ad); the seller cannot report their own ad. */
export async function reportAd(db: Db, user: Pick<User, "id">, id: number, reason: string, details: string | null, now: Date) {
  const ad = await getClassified(db, id);
  if (!ad) return { ok: false as const, status: 404 as const, message: "Classified Not Found" };
  if (ad.sellerId === user.id) return { ok: false as const, status: 400 as const, message: "You cannot report your own ad." };
  const first = await reportClassified(db, id, user.id, reason, details, now);
  if (!first) return { ok: false as const, status: 409 as const, message: M.alreadyReported };
  return { ok: true as const };
}
