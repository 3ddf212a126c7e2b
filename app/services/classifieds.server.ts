// Posting, editing and the owner's actions on classified ads: the spam limits, the tiers and their checkout,
// renewals, and who may do what. Pages and the JSON API both come through here.
import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  CLASSIFIED_MESSAGES as M,
  classifiedStatus,
  photoLimit,
  photoLimitMessage,
  renewal,
  type ClassifiedFields,
  type ClassifiedTier,
} from "~/lib/classifieds";
import { dailyLimitsApply, dailyWindow, overDailyLimit } from "~/lib/daily-limit";
import { rule } from "~/lib/i18n/rule";
import { checkoutUrl } from "~/lib/prices";
import { type ToastMessage } from "~/lib/toast.server";
import { recordAudit } from "~/models/audit.server";
import {
  createClassified,
  deleteClassified,
  getClassified,
  markClassifiedSold,
  recentPostsBy,
  renewClassified,
  reportClassified,
  setClassifiedRemoved,
  updateClassified,
} from "~/models/classified-ads.server";
import type { Db } from "~/models/db.server";
import { attachUploads, detachUploads, eraseUploads, saveUploads } from "~/services/uploads.server";
import type { User } from "../../db/schema";

/**
 * The spec's link for a premium ad (part 2 §4): PayPal offered first, with the amount shown taken from the
 * server's price table (the checkout charges the table's price whatever a link says).
 */
export function classifiedCheckoutUrl(id: number) {
  return checkoutUrl("classified-premium", id, null, { paypalFirst: true });
}

export type PostProblem = { ok: false; status: 400 | 429; field: "title" | null; message: typeof M.tooManyToday | typeof M.sameTitleToday };

/** The spam limits: at most 10 new ads per member in 24 hours, and not the same title twice in 24 hours. */
export async function checkPostingLimits(
  context: Pick<AppLoadContext, "db" | "env">,
  sellerId: string,
  title: string,
  now: Date,
): Promise<PostProblem | null> {
  const { since, until } = dailyWindow(now);
  const recent = await recentPostsBy(context.db, sellerId, title, since, until);
  if (overDailyLimit(recent.count) && dailyLimitsApply(context.env)) return { ok: false, status: 429, field: null, message: M.tooManyToday };
  if (recent.sameTitle) return { ok: false, status: 400, field: "title", message: M.sameTitleToday };
  return null;
}

export type PhotoProblem = { ok: false; status: 400 | 413 | 415; field: "photos"; message: string };

/**
 * Creates an ad after the spam limits and the photo limit (5 free, 20 premium); photos are stored only once
 * everything else has passed. A premium ad waits hidden for payment at the returned checkout URL.
 */
export async function postClassified(
  context: AppLoadContext,
  seller: Pick<User, "id">,
  fields: ClassifiedFields,
  tier: ClassifiedTier,
  photos: File[],
  now: Date,
): Promise<PostProblem | PhotoProblem | { ok: true; id: number; checkoutUrl: string | null }> {
  const problem = await checkPostingLimits(context, seller.id, fields.title, now);
  if (problem) return problem;
  const premium = tier === "premium";
  if (photos.length > photoLimit(premium)) return { ok: false, status: 400, field: "photos", message: photoLimitMessage(premium) };
  const stored = await storePhotos(context, seller, fields.title, photos, premium);
  if (!stored.ok) return stored;
  const id = await createClassified(
    context.db,
    seller.id,
    fields,
    tier,
    stored.uploads.map((u) => u.url),
    now,
  );
  await attachUploads(
    context.db,
    stored.uploads.map((u) => u.id),
    { kind: "classified", itemId: id, ownerId: seller.id },
    now,
  );
  return { ok: true, id, checkoutUrl: premium ? classifiedCheckoutUrl(id) : null };
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

/** The owner's edit: the fields, photos taken off, and new photos within the ad's limit. */
export async function editClassified(
  context: AppLoadContext,
  user: Pick<User, "id">,
  id: number,
  fields: ClassifiedFields,
  removePhotos: string[],
  newPhotos: File[],
  now: Date,
): Promise<{ ok: false; status: 403 | 404 } | PhotoProblem | { ok: true }> {
  const owned = await ownAd(context.db, id, user);
  if (!owned.ok) return owned;
  const kept = (owned.ad.imageUrls ?? []).filter((url) => !removePhotos.includes(url));
  // An ad waiting for premium payment may already hold premium's photos.
  const premium = owned.ad.isPremium || owned.ad.awaitingPayment;
  if (kept.length + newPhotos.length > photoLimit(premium)) return { ok: false, status: 400, field: "photos", message: photoLimitMessage(premium) };
  const stored = await storePhotos(context, user, fields.title, newPhotos, premium);
  if (!stored.ok) return stored;
  await updateClassified(context.db, id, fields, [...kept, ...stored.uploads.map((u) => u.url)], now);
  await attachUploads(
    context.db,
    stored.uploads.map((u) => u.id),
    { kind: "classified", itemId: id, ownerId: user.id },
    now,
  );
  await detachUploads(
    context.db,
    (owned.ad.imageUrls ?? []).filter((url) => removePhotos.includes(url)),
    { kinds: ["classified"], itemId: id },
  );
  return { ok: true };
}

export type OwnerAction = "sold" | "renew" | "delete";

/**
 * The owner's buttons on the ad page. Returns the toast's message; a refusal's is the English of a 404 or 403, or
 * (a renewal refused) a schema rule's message.
 */
export async function runOwnerAction(db: Db, user: Pick<User, "id">, id: number, action: OwnerAction, now: Date) {
  const owned = await ownAd(db, id, user);
  if (!owned.ok)
    return owned.status === 404
      ? { ok: false as const, status: owned.status, message: "Classified Not Found" }
      : { ok: false as const, status: owned.status, message: "You can only change your own ads" };
  const { ad } = owned;
  switch (action) {
    case "sold":
      await markClassifiedSold(db, id, now);
      return {
        ok: true as const,
        message: /*i18n*/ {
          id: "toasts.Marked as sold. The ad has left the listings.",
          message: "Marked as sold. The ad has left the listings.",
        } as const,
      };
    case "renew": {
      const r = renewal(ad, now);
      if (!r.ok) return { ok: false as const, status: 400 as const, message: r.message };
      await renewClassified(db, id, r.expiresAt, now);
      return {
        ok: true as const,
        message: /*i18n*/ { id: "toasts.Your ad was renewed for 30 more days.", message: "Your ad was renewed for 30 more days." } as const,
        expiresAt: r.expiresAt,
      };
    }
    case "delete":
      await deleteClassified(db, id);
      // Its pictures become orphans, which housekeeping deletes.
      await detachUploads(db, ad.imageUrls ?? [], { kinds: ["classified"], itemId: id });
      return { ok: true as const, message: /*i18n*/ { id: "toasts.Your ad was deleted.", message: "Your ad was deleted." } as const };
  }
}

/**
 * A moderator removes an ad (its photos are erased with their files at once and its open orders cancelled, so
 * nothing of it stays public or payable) or restores it. True when it changed.
 */
/** A member's report (one per member per ad); the seller cannot report their own ad. */
export async function reportAd(db: Db, user: Pick<User, "id">, id: number, reason: string, details: string | null, now: Date) {
  const ad = await getClassified(db, id);
  if (!ad) return { ok: false as const, status: 404 as const, message: "Classified Not Found" };
  if (ad.sellerId === user.id)
    return {
      ok: false as const,
      status: 400 as const,
      message: rule(/*i18n*/ { id: "validation.You cannot report your own ad.", message: "You cannot report your own ad." }),
    };
  const first = await reportClassified(db, id, user.id, reason, details, now);
  if (!first) return { ok: false as const, status: 409 as const, message: M.alreadyReported };
  return { ok: true as const };
}

/** Stores the photos through the one upload module (checked by content, under 10 MB, names chosen there). */
async function storePhotos(context: AppLoadContext, owner: Pick<User, "id">, title: string, photos: File[], premium: boolean) {
  const saved = await saveUploads(context, photos, { ownerId: owner.id, alt: title, max: photoLimit(premium) });
  if (!saved.ok) return { ok: false, status: 400, field: "photos", message: saved.message } satisfies PhotoProblem;
  return saved;
}

export type ModeratorAction = "remove" | "restore";

/**
 * A moderator or admin takes an ad down or puts it back, from the admin tab or the ad's own page, with one audit
 * entry per change; the toast it should show. Taking it down erases its photos at once (the model lets go of them and
 * cancels its open orders in the same transaction).
 */
export async function moderateAd(
  context: Pick<AppLoadContext, "db" | "uploads">,
  reviewer: Pick<User, "id" | "email">,
  id: number,
  intent: ModeratorAction,
  now: Date,
) {
  const remove = intent === "remove";
  const { changed, photoIds } = await setClassifiedRemoved(context.db, id, remove, now);
  if (changed) {
    await recordAudit(
      context.db,
      reviewer,
      { action: `classified.${intent}`, targetType: "classified_ad", targetId: id, before: { removed: !remove }, after: { removed: remove } },
      now,
    );
  }
  await eraseUploads(context, photoIds);
  return {
    title: /*i18n*/ { id: "toasts.Success", message: "Success" },
    description: remove
      ? /*i18n*/ { id: "toasts.The ad was removed.", message: "The ad was removed." }
      : /*i18n*/ { id: "toasts.The ad was restored.", message: "The ad was restored." },
  } satisfies ToastMessage;
}
