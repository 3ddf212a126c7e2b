// Claiming a business: a member asks, an admin approves (the member becomes the verified owner) or rejects.
import { and, asc, eq, ne } from "drizzle-orm";
import type { ClaimInput } from "~/lib/business";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { one } from "~/lib/rows";
import type { Db } from "~/models/db.server";
import { businessClaims, businesses, users, type User } from "../../db/schema";
import { isClaimable } from "./businesses.server";

export type ClaimResult =
  | { ok: true; id: number }
  | {
      ok: false;
      status: 404 | 409;
      message: Descriptor<"api">;
    };

export async function submitClaim(db: Db, businessId: number, user: Pick<User, "id" | "email">, input: ClaimInput, now: Date): Promise<ClaimResult> {
  const business = await db.query.businesses.findFirst({ where: and(eq(businesses.id, businessId), eq(businesses.isActive, true)) });
  if (!business) return { ok: false, status: 404, message: /*i18n*/ { id: "api.Business Not Found", message: "Business Not Found" } };
  if (!isClaimable(business) && business.claimStatus !== "pending")
    return { ok: false, status: 409, message: /*i18n*/ { id: "api.Business Already Claimed", message: "Business Already Claimed" } };
  const open = await db.query.businessClaims.findFirst({
    where: and(eq(businessClaims.businessId, businessId), eq(businessClaims.userId, user.id), eq(businessClaims.status, "pending")),
  });
  if (open)
    return {
      ok: false,
      status: 409,
      message: /*i18n*/ {
        id: "api.You already have a claim waiting for review for this business",
        message: "You already have a claim waiting for review for this business",
      },
    };
  const [claim] = await db.batch([
    db
      .insert(businessClaims)
      .values({ businessId, userId: user.id, status: "pending", verificationData: { ...input, userEmail: user.email }, createdAt: now })
      .returning({ id: businessClaims.id }),
    db.update(businesses).set({ claimStatus: "pending", updatedAt: now }).where(eq(businesses.id, businessId)),
  ]);
  return { ok: true, id: one(claim, "the new claim").id };
}

export async function listPendingClaims(db: Db) {
  const rows = await db
    .select({ claim: businessClaims, businessName: businesses.name, businessAddress: businesses.address, userEmail: users.email })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .innerJoin(users, eq(users.id, businessClaims.userId))
    .where(eq(businessClaims.status, "pending"))
    .orderBy(asc(businessClaims.createdAt));
  return rows.map((r) => ({
    id: r.claim.id,
    businessId: r.claim.businessId,
    businessName: r.businessName,
    businessAddress: r.businessAddress,
    userId: r.claim.userId,
    userEmail: r.userEmail,
    claimVerificationData: r.claim.verificationData,
    createdAt: r.claim.createdAt.toISOString(),
  }));
}

/** Approves a pending claim: the claimant owns the business; other pending claims for it are rejected. */
export async function approveClaim(db: Db, claimId: number, reviewer: Pick<User, "id">, now: Date): Promise<boolean> {
  const claim = await db.query.businessClaims.findFirst({ where: and(eq(businessClaims.id, claimId), eq(businessClaims.status, "pending")) });
  if (!claim) return false;
  await db.batch([
    db.update(businessClaims).set({ status: "approved", reviewedBy: reviewer.id, reviewedAt: now }).where(eq(businessClaims.id, claim.id)),
    db
      .update(businessClaims)
      .set({ status: "rejected", reviewedBy: reviewer.id, reviewedAt: now })
      .where(and(eq(businessClaims.businessId, claim.businessId), eq(businessClaims.status, "pending"), ne(businessClaims.id, claim.id))),
    db
      .update(businesses)
      .set({ ownerId: claim.userId, claimStatus: "approved", claimedAt: now, claimVerificationData: claim.verificationData, updatedAt: now })
      .where(eq(businesses.id, claim.businessId)),
  ]);
  return true;
}

/** Rejects a pending claim; the business is unclaimed again unless another claim waits. */
export async function rejectClaim(db: Db, claimId: number, reviewer: Pick<User, "id">, now: Date): Promise<boolean> {
  const claim = await db.query.businessClaims.findFirst({ where: and(eq(businessClaims.id, claimId), eq(businessClaims.status, "pending")) });
  if (!claim) return false;
  await db.update(businessClaims).set({ status: "rejected", reviewedBy: reviewer.id, reviewedAt: now }).where(eq(businessClaims.id, claim.id));
  const stillPending = await db.query.businessClaims.findFirst({
    where: and(eq(businessClaims.businessId, claim.businessId), eq(businessClaims.status, "pending")),
  });
  if (!stillPending) {
    await db
      .update(businesses)
      .set({ claimStatus: "unclaimed", updatedAt: now })
      .where(and(eq(businesses.id, claim.businessId), eq(businesses.claimStatus, "pending")));
  }
  return true;
}

/** A claim with its business name and the claimant's address, for the mail that tells them the outcome. */
export async function getClaimForNotice(db: Db, claimId: number) {
  const [row] = await db
    .select({
      status: businessClaims.status,
      businessId: businessClaims.businessId,
      businessName: businesses.name,
      userId: businessClaims.userId,
      email: users.email,
      firstName: users.firstName,
      lang: users.lang,
    })
    .from(businessClaims)
    .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
    .innerJoin(users, eq(users.id, businessClaims.userId))
    .where(eq(businessClaims.id, claimId));
  return row ?? null;
}
