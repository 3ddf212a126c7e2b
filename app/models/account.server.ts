// What a member has on the site, for /account (one batched round trip), the data export, and account deletion.
import { and, desc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import { addTownDays } from "~/lib/town-days.server";
import type { Db } from "~/models/db.server";
import {
  businessClaims,
  businesses,
  classifiedAds,
  eventRsvps,
  events,
  jobApplications,
  localJobs,
  mailMessages,
  mailTokens,
  newsArticles,
  orders,
  sessions,
  supportMessages,
  uploads,
  users,
  type OptionalMailKind,
} from "../../db/schema";

export async function getAccountOverview(db: Db, userId: string) {
  const [articles, myEvents, myBusinesses, claims, myOrders, rsvps] = await db.batch([
    db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        status: newsArticles.status,
        rejectionReason: newsArticles.rejectionReason,
        createdAt: newsArticles.createdAt,
      })
      .from(newsArticles)
      .where(eq(newsArticles.submitterId, userId))
      .orderBy(desc(newsArticles.createdAt))
      .limit(50),
    db
      .select({
        id: events.id,
        title: events.title,
        startDate: events.startDate,
        awaitingPayment: events.awaitingPayment,
        cancelledAt: events.cancelledAt,
        isActive: events.isActive,
      })
      .from(events)
      .where(eq(events.organizerId, userId))
      .orderBy(desc(events.startDate))
      .limit(50),
    db
      .select({ id: businesses.id, name: businesses.name, isPremium: businesses.isPremium, claimStatus: businesses.claimStatus })
      .from(businesses)
      .where(eq(businesses.ownerId, userId))
      .orderBy(businesses.name)
      .limit(50),
    db
      .select({
        id: businessClaims.id,
        businessId: businessClaims.businessId,
        businessName: businesses.name,
        status: businessClaims.status,
        createdAt: businessClaims.createdAt,
      })
      .from(businessClaims)
      .innerJoin(businesses, eq(businesses.id, businessClaims.businessId))
      .where(eq(businessClaims.userId, userId))
      .orderBy(desc(businessClaims.createdAt))
      .limit(50),
    db
      .select({
        id: orders.id,
        type: orders.type,
        tier: orders.tier,
        itemId: orders.itemId,
        status: orders.status,
        amountCents: orders.amountCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.buyerId, userId))
      .orderBy(desc(orders.createdAt))
      .limit(50),
    db
      .select({ eventId: events.id, title: events.title, startDate: events.startDate, cancelledAt: events.cancelledAt, status: eventRsvps.status })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(eq(eventRsvps.userId, userId))
      .orderBy(desc(events.startDate))
      .limit(50),
  ]);
  return { articles, events: myEvents, businesses: myBusinesses, claims, orders: myOrders, rsvps };
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: { firstName: string; lastName: string | null; profileImageUrl: string | null },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...input, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function setMailPrefs(db: Db, userId: string, prefs: Partial<Record<OptionalMailKind, boolean>>, now: Date) {
  await db.update(users).set({ mailPrefs: prefs, updatedAt: now }).where(eq(users.id, userId));
}

/** Everything stored about a member, for 'Download my data' (secrets such as session ids are left out). */
export async function exportMemberData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [articles, myEvents, myBusinesses, claims, ads, applications, jobPosts, myOrders, messages, mail, activeSessions, rsvps] = await db.batch([
    db.select().from(newsArticles).where(eq(newsArticles.submitterId, userId)),
    db.select().from(events).where(eq(events.organizerId, userId)),
    db.select().from(businesses).where(eq(businesses.ownerId, userId)),
    db.select().from(businessClaims).where(eq(businessClaims.userId, userId)),
    db.select().from(classifiedAds).where(eq(classifiedAds.sellerId, userId)),
    db.select().from(jobApplications).where(eq(jobApplications.userId, userId)),
    db.select().from(localJobs).where(eq(localJobs.employerId, userId)),
    db.select().from(orders).where(eq(orders.buyerId, userId)),
    db.select().from(supportMessages).where(eq(supportMessages.userId, userId)),
    db.select().from(mailMessages).where(eq(mailMessages.userId, userId)),
    db.select({ expire: sessions.expire }).from(sessions).where(eq(sessions.userId, userId)),
    db
      .select({
        eventId: eventRsvps.eventId,
        eventTitle: events.title,
        eventStart: events.startDate,
        status: eventRsvps.status,
        createdAt: eventRsvps.createdAt,
        updatedAt: eventRsvps.updatedAt,
      })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .where(eq(eventRsvps.userId, userId)),
  ]);
  return {
    profile: user,
    articles,
    events: myEvents,
    businesses: myBusinesses,
    businessClaims: claims,
    classifiedAds: ads,
    jobApplications: applications,
    jobPostings: jobPosts,
    orders: myOrders,
    supportMessages: messages,
    mail,
    sessions: activeSessions,
    eventRsvps: rsvps,
  };
}

/**
 * Erases a member (docs/decisions/accounts-and-sign-in.md). One batch: sessions end; the user row keeps only its id,
 * anonymised (orders stay for the accounts, refunds and tax records); classified ads, claims, job applications, event
 * answers, mail tokens and mail are deleted (the events' counts written again; the waitlists are moved up by the
 * caller); articles, events and businesses stay, unlinked from the person, with their personal contact details erased;
 * support messages lose name and address. The deleted ads' photos are let go in the same batch (before the ads go, so
 * nothing can still point at them); returns their ids for the caller to erase with their files.
 */
export async function eraseMember(db: Db, userId: string, now: Date): Promise<{ adPhotoIds: string[] }> {
  const erasedEmail = `deleted-${userId}@deleted.invalid`;
  const sellersAds = db.select({ id: classifiedAds.id }).from(classifiedAds).where(eq(classifiedAds.sellerId, userId));
  const [adPhotos] = await db.batch([
    db
      .update(uploads)
      .set({ kind: null, itemId: null, attachedAt: null })
      .where(and(eq(uploads.kind, "classified"), inArray(uploads.itemId, sellersAds)))
      .returning({ id: uploads.id }),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(mailTokens).where(eq(mailTokens.userId, userId)),
    db.delete(mailMessages).where(eq(mailMessages.userId, userId)),
    db.delete(classifiedAds).where(eq(classifiedAds.sellerId, userId)),
    db.delete(businessClaims).where(eq(businessClaims.userId, userId)),
    db.delete(jobApplications).where(eq(jobApplications.userId, userId)),
    db.delete(eventRsvps).where(eq(eventRsvps.userId, userId)),
    db
      .update(localJobs)
      .set({
        isActive: false,
        status: "closed",
        contactName: null,
        contactEmail: erasedEmail,
        contactPhone: null,
        applyEmail: null,
        applyPhone: null,
        employerId: null,
        updatedAt: now,
      })
      .where(eq(localJobs.employerId, userId)),
    db.update(newsArticles).set({ submitterId: null, updatedAt: now }).where(eq(newsArticles.submitterId, userId)),
    db
      .update(events)
      .set({ organizerId: null, organizerContact: null, contactEmail: null, contactPhone: null, updatedAt: now })
      .where(eq(events.organizerId, userId)),
    db.update(businesses).set({ ownerId: null, claimStatus: "unclaimed", updatedAt: now }).where(eq(businesses.ownerId, userId)),
    db.update(supportMessages).set({ name: "Deleted member", email: erasedEmail, userId: null }).where(eq(supportMessages.userId, userId)),
    db
      .update(users)
      .set({
        email: erasedEmail,
        firstName: null,
        lastName: null,
        profileImageUrl: null,
        isActive: false,
        mailPrefs: null,
        stripeCustomerId: null,
        updatedAt: now,
      })
      .where(eq(users.id, userId)),
  ]);
  return { adPhotoIds: adPhotos.map((r) => r.id) };
}

/** The organiser cancels their own event (or an admin does): kept and shown as 'Cancelled' until its date passes. */
export async function cancelEvent(db: Db, eventId: number, now: Date, organizerId: string | null) {
  const [row] = await db
    .update(events)
    .set({ cancelledAt: now, updatedAt: now })
    .where(and(eq(events.id, eventId), isNull(events.cancelledAt), organizerId ? eq(events.organizerId, organizerId) : undefined))
    .returning({ id: events.id, title: events.title, organizerId: events.organizerId });
  return row ?? null;
}

export async function listPendingOrdersForItems(db: Db, buyerId: string, itemIds: string[]) {
  if (!itemIds.length) return [];
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.status, "pending"), inArray(orders.itemId, itemIds)))
    .orderBy(desc(orders.createdAt));
}

/** Live ads and approved job posts of active members that expire between 2 and 3 days from now. */
export async function listExpiringListings(db: Db, now: Date) {
  const from = addTownDays(now, 2);
  const to = addTownDays(now, 3);
  const [ads, posts] = await db.batch([
    db
      .select({
        id: classifiedAds.id,
        title: classifiedAds.title,
        expiresAt: classifiedAds.expiresAt,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lang: users.lang,
      })
      .from(classifiedAds)
      .innerJoin(users, eq(users.id, classifiedAds.sellerId))
      .where(
        and(
          eq(classifiedAds.isActive, true),
          isNull(classifiedAds.removedAt),
          isNull(classifiedAds.soldAt),
          gte(classifiedAds.expiresAt, from),
          lt(classifiedAds.expiresAt, to),
          eq(users.isActive, true),
        ),
      ),
    db
      .select({
        id: localJobs.id,
        title: localJobs.title,
        expiresAt: localJobs.expiresAt,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        lang: users.lang,
      })
      .from(localJobs)
      .innerJoin(users, eq(users.id, localJobs.employerId))
      .where(
        and(
          eq(localJobs.isActive, true),
          eq(localJobs.status, "approved"),
          gte(localJobs.expiresAt, from),
          lt(localJobs.expiresAt, to),
          eq(users.isActive, true),
        ),
      ),
  ]);
  return { ads, posts };
}
