// One orders model for every paid thing: created for a buyer from the server's price table, paid through a
// provider, fulfilled (the upgrade applied) exactly once, and refundable by an admin within 7 days.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { featuredUntilFrom } from "~/lib/news";
import { priceFor, type PriceEntry } from "~/lib/prices";
import { addTownDays } from "~/lib/town-days.server";
import type { Db, DbOrTx } from "~/models/db.server";
import { businesses, classifiedAds, events, localJobs, newsArticles, orders, paymentEvents, users, type Order, type User } from "../../db/schema";
import { payForFeaturedJob } from "./jobs.server";

const DAY = 86_400_000;
export const REFUND_WINDOW_DAYS = 7;

export const ALREADY_PAID = /*i18n*/ {
  id: "checkoutProblem.This upgrade is already paid",
  message: "This upgrade is already paid",
} satisfies Descriptor<"checkoutProblem">;

/** A refusal by its `checkoutProblem` key (the spec's English), so a page or a toast shows it in the reader's language. */
export type OrderProblem = { ok: false; status: 400 | 403 | 404 | 409; message: CheckoutProblemKey; paidOrderId?: string | null };
export type CheckoutProblemKey = Descriptor<"checkoutProblem">;

type Item = { ownerId: string | null; title: string; awaitingPayment?: boolean };

async function findItem(db: Db, kind: NonNullable<PriceEntry["item"]>, id: number): Promise<Item | null> {
  switch (kind) {
    case "event": {
      const row = await db.query.events.findFirst({ where: eq(events.id, id), columns: { organizerId: true, title: true, awaitingPayment: true } });
      return row ? { ownerId: row.organizerId, title: row.title, awaitingPayment: row.awaitingPayment } : null;
    }
    case "business": {
      const row = await db.query.businesses.findFirst({ where: eq(businesses.id, id), columns: { ownerId: true, name: true } });
      return row ? { ownerId: row.ownerId, title: row.name } : null;
    }
    case "classified": {
      const row = await db.query.classifiedAds.findFirst({
        where: eq(classifiedAds.id, id),
        columns: { sellerId: true, title: true, awaitingPayment: true, removedAt: true },
      });
      // A removed ad has nothing left to pay for.
      return row && !row.removedAt ? { ownerId: row.sellerId, title: row.title, awaitingPayment: row.awaitingPayment } : null;
    }
    case "job": {
      const row = await db.query.localJobs.findFirst({ where: eq(localJobs.id, id), columns: { employerId: true, title: true, status: true } });
      // A rejected or closed post has nothing left to promote.
      return row && (row.status === "pending" || row.status === "approved") ? { ownerId: row.employerId, title: row.title } : null;
    }
    case "article": {
      const row = await db.query.newsArticles.findFirst({ where: eq(newsArticles.id, id), columns: { submitterId: true, title: true } });
      return row ? { ownerId: row.submitterId, title: row.title } : null;
    }
  }
}

/**
 * What each order type grants its item. A type is accepted only for its own kind of item and only when it grants
 * something the item does not have yet.
 */
const GRANTS: Record<string, { kind: NonNullable<PriceEntry["item"]>; grants: string[] }> = {
  "event-enhanced": { kind: "event", grants: ["listed", "featured"] },
  event_promotion: { kind: "event", grants: ["featured"] },
  "event-premium": { kind: "event", grants: ["listed", "featured", "premium"] },
  classified: { kind: "classified", grants: ["listed"] },
  "classified_ad:standard": { kind: "classified", grants: ["listed"] },
  "classified-premium": { kind: "classified", grants: ["listed", "premium"] },
  "classified_ad:premium": { kind: "classified", grants: ["listed", "premium"] },
  "article-premium": { kind: "article", grants: ["premium"] },
  "business-premium": { kind: "business", grants: ["premium"] },
  "job-featured": { kind: "job", grants: ["featured"] },
};
const typesOfKind = (kind: string) => Object.keys(GRANTS).filter((t) => GRANTS[t]?.kind === kind);

/** What a checkout page shows before an order exists: the item, its owner check, and the table price. */
export async function describePurchase(db: Db, buyer: Pick<User, "id">, type: string | null, tier: string | null, itemId: number | null) {
  const price = priceFor(type, tier);
  if (!price)
    return {
      ok: false,
      status: 400,
      message: /*i18n*/ { id: "checkoutProblem.Unknown purchase type", message: "Unknown purchase type" },
    } satisfies OrderProblem;
  const rule = GRANTS[price.type];
  if (!price.item || !rule)
    return {
      ok: false,
      status: 400,
      message: /*i18n*/ { id: "checkoutProblem.This purchase type cannot be bought here", message: "This purchase type cannot be bought here" },
    } satisfies OrderProblem;
  if (price.amountCents <= 0)
    return {
      ok: false,
      status: 400,
      message: /*i18n*/ {
        id: "checkoutProblem.This listing is free: there is nothing to pay",
        message: "This listing is free: there is nothing to pay",
      },
    } satisfies OrderProblem;
  if (!itemId || !Number.isSafeInteger(itemId) || itemId < 1)
    return {
      ok: false,
      status: 400,
      message: /*i18n*/ { id: "checkoutProblem.Missing the item to upgrade", message: "Missing the item to upgrade" },
    } satisfies OrderProblem;
  const item = await findItem(db, price.item, itemId);
  if (!item) return { ok: false, status: 404, message: /*i18n*/ { id: "checkoutProblem.Not found", message: "Not found" } } satisfies OrderProblem;
  if (item.ownerId !== buyer.id)
    return {
      ok: false,
      status: 403,
      message: /*i18n*/ { id: "checkoutProblem.You can only pay for your own listings", message: "You can only pay for your own listings" },
    } satisfies OrderProblem;
  // A promotion features a listed event; it never pays for an enhanced or premium listing still awaiting payment.
  if (price.type === "event_promotion" && item.awaitingPayment) {
    return {
      ok: false,
      status: 409,
      message: /*i18n*/ {
        id: "checkoutProblem.This event is waiting for its listing to be paid",
        message: "This event is waiting for its listing to be paid",
      },
    } satisfies OrderProblem;
  }
  // An ad posted as premium (waiting for payment, with premium's photos) is listed only at the premium price.
  if (rule.kind === "classified" && item.awaitingPayment && !rule.grants.includes("premium")) {
    return {
      ok: false,
      status: 409,
      message: /*i18n*/ {
        id: "checkoutProblem.This ad was posted as premium: it can only be paid at the premium price",
        message: "This ad was posted as premium: it can only be paid at the premium price",
      },
    } satisfies OrderProblem;
  }
  // The other orders on this item: a paid one that already grants this, or an open one of another type, refuses it.
  const others = await db
    .select({ id: orders.id, type: orders.type, status: orders.status, buyerId: orders.buyerId })
    .from(orders)
    .where(
      and(eq(orders.itemId, String(itemId)), inArray(orders.type, typesOfKind(rule.kind)), inArray(orders.status, ["pending", "paid", "fulfilled"])),
    );
  const granted = new Set(others.filter((o) => o.status !== "pending").flatMap((o) => GRANTS[o.type]?.grants ?? []));
  if (rule.grants.every((g) => granted.has(g))) {
    // The buyer's own paid order for it, when there is one, so the page can link to it.
    const paid = others.find((o) => o.status !== "pending" && o.buyerId === buyer.id && GRANTS[o.type]?.grants.some((g) => rule.grants.includes(g)));
    return { ok: false, status: 409, message: ALREADY_PAID, paidOrderId: paid?.id ?? null } satisfies OrderProblem;
  }
  if (others.some((o) => o.status === "pending" && o.type !== price.type)) {
    return {
      ok: false,
      status: 409,
      message: /*i18n*/ { id: "checkoutProblem.This item already has an open order", message: "This item already has an open order" },
    } satisfies OrderProblem;
  }
  return { ok: true as const, price, item: { id: itemId, title: item.title } };
}

/**
 * The one open (pending) order for this item at the table's price. The insert is guarded in one statement, so
 * parallel checkouts for one item make a single payable order; an existing open order of the same type is reused.
 */
export async function createOrder(
  db: Db,
  buyer: Pick<User, "id">,
  input: { type: string | null; tier: string | null; itemId: number | null },
  now: Date,
) {
  const purchase = await describePurchase(db, buyer, input.type, input.tier, input.itemId);
  if (!purchase.ok) return purchase;
  const { price } = purchase;
  const itemId = String(purchase.item.id);
  const sameKind = typesOfKind(GRANTS[price.type]?.kind ?? price.type);
  const id = crypto.randomUUID();
  await db.run(sql`
    INSERT INTO orders (id, type, tier, item_id, buyer_id, amount_cents, currency, recurring, status, created_at, updated_at)
    SELECT ${id}, ${price.type}, ${input.tier}, ${itemId}, ${buyer.id}, ${price.amountCents}, 'USD', ${price.recurring ? 1 : 0}, 'pending', ${now.getTime()}, ${now.getTime()}
    WHERE NOT EXISTS (
      SELECT 1 FROM orders WHERE item_id = ${itemId} AND status = 'pending' AND type IN (${sql.join(
        sameKind.map((t) => sql`${t}`),
        sql`, `,
      )})
    )`);
  const [open] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.itemId, itemId), eq(orders.status, "pending"), inArray(orders.type, sameKind)))
    .orderBy(orders.createdAt)
    .limit(1);
  if (!open || open.type !== price.type || open.buyerId !== buyer.id) {
    return {
      ok: false,
      status: 409,
      message: /*i18n*/ { id: "checkoutProblem.This item already has an open order", message: "This item already has an open order" },
    } satisfies OrderProblem;
  }
  // The price table may have changed since; the order always carries today's table price.
  if (open.amountCents !== price.amountCents) {
    await db.update(orders).set({ amountCents: price.amountCents, updatedAt: now }).where(eq(orders.id, open.id));
  }
  return { ok: true as const, order: { ...open, amountCents: price.amountCents }, price };
}

export async function getOrder(db: Db, id: string) {
  return (await db.query.orders.findFirst({ where: eq(orders.id, id) })) ?? null;
}

/** The order if this user may see it (its buyer, or an admin); null otherwise, so others learn nothing. */
export async function getOrderFor(db: Db, id: string, user: Pick<User, "id" | "role">) {
  const order = await getOrder(db, id);
  return order && (order.buyerId === user.id || user.role === "admin") ? order : null;
}

export async function setProviderReference(db: Db, id: string, provider: string, providerOrderId: string, now: Date) {
  await db.update(orders).set({ provider, providerOrderId, updatedAt: now }).where(eq(orders.id, id));
}

export async function findOrderByProviderId(db: Db, provider: string, providerOrderId: string) {
  return (await db.query.orders.findFirst({ where: and(eq(orders.provider, provider), eq(orders.providerOrderId, providerOrderId)) })) ?? null;
}

/** Cancels the open (pending) orders of an item that was rejected or removed, so none of them can be paid. */
export async function cancelOpenOrdersForItem(db: DbOrTx, kind: NonNullable<PriceEntry["item"]>, itemId: number, now: Date) {
  await db
    .update(orders)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(orders.itemId, String(itemId)), eq(orders.status, "pending"), inArray(orders.type, typesOfKind(kind))));
}

/** Whether the order's item can still take what it buys (a rejected job post or a removed ad cannot). */
async function stillPayable(db: DbOrTx, order: Order) {
  const rule = GRANTS[order.type];
  if (!rule) return true;
  const id = Number(order.itemId);
  if (rule.kind === "job") {
    const row = await db.query.localJobs.findFirst({ where: eq(localJobs.id, id), columns: { status: true } });
    return Boolean(row && (row.status === "pending" || row.status === "approved"));
  }
  if (rule.kind === "classified") {
    const row = await db.query.classifiedAds.findFirst({ where: eq(classifiedAds.id, id), columns: { removedAt: true, awaitingPayment: true } });
    return Boolean(row && !row.removedAt && (rule.grants.includes("premium") || !row.awaitingPayment));
  }
  return true;
}

/** An event, and when it is a date of a series, every date of that series: the tier paid for covers the series. */
const eventOrItsSeries = (id: number) => sql`(${events.id} = ${id} or ${events.seriesId} = (select s.series_id from ${events} s where s.id = ${id}))`;

/** The statements that apply (on) or undo (off) what an order buys: for the order's transaction or batch. */
function upgrade(db: DbOrTx, order: Order, now: Date, on: boolean) {
  const id = Number(order.itemId);
  switch (order.type) {
    case "event-enhanced":
      return [
        db
          .update(events)
          .set(on ? { isFeatured: true, awaitingPayment: false, updatedAt: now } : { isFeatured: false, updatedAt: now })
          .where(eventOrItsSeries(id)),
      ];
    case "event_promotion":
      return [db.update(events).set({ isFeatured: on, updatedAt: now }).where(eq(events.id, id))];
    case "event-premium":
      return [
        db
          .update(events)
          .set(
            on
              ? { isFeatured: true, isPremium: true, awaitingPayment: false, updatedAt: now }
              : { isFeatured: false, isPremium: false, updatedAt: now },
          )
          .where(eventOrItsSeries(id)),
      ];
    case "classified-premium":
    case "classified_ad:premium":
      return [
        db
          .update(classifiedAds)
          .set(
            on
              ? {
                  isPremium: true,
                  featuredUntil: addTownDays(now, 30),
                  expiresAt: addTownDays(now, 60),
                  isActive: true,
                  awaitingPayment: false,
                  updatedAt: now,
                }
              : { isPremium: false, featuredUntil: null, updatedAt: now },
          )
          .where(eq(classifiedAds.id, id)),
      ];
    case "classified":
    case "classified_ad:standard":
      return [
        db
          .update(classifiedAds)
          .set(on ? { isActive: true, awaitingPayment: false, expiresAt: addTownDays(now, 30), updatedAt: now } : { isActive: false, updatedAt: now })
          .where(eq(classifiedAds.id, id)),
      ];
    case "article-premium":
      return [
        db
          .update(newsArticles)
          .set(
            on ? { isPremium: true, premiumUntil: featuredUntilFrom(now), updatedAt: now } : { isPremium: false, premiumUntil: null, updatedAt: now },
          )
          .where(eq(newsArticles.id, id)),
      ];
    case "business-premium":
      return [db.update(businesses).set({ isPremium: on, updatedAt: now }).where(eq(businesses.id, id))];
    case "job-featured":
      return [payForFeaturedJob(db, id, now, on)];
    default:
      return [];
  }
}

/**
 * Records the payment and applies the upgrade, once: a second call (a repeated webhook, a double click) finds
 * the order fulfilled and changes nothing. Returns whether this call fulfilled it.
 */
export async function fulfilOrder(
  db: Db,
  id: string,
  payment: { provider: string; providerOrderId?: string | null; subscriptionId?: string | null },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id));
    if (!order || !(order.status === "pending" || order.status === "paid" || order.status === "failed")) return false;
    if (!(await stillPayable(tx, order))) {
      // The item was rejected or removed meanwhile: nothing is granted; paidAt records any money taken, for a refund.
      await tx
        .update(orders)
        .set({ status: "cancelled", paidAt: order.paidAt ?? (payment.provider === "test" ? null : now), updatedAt: now })
        .where(eq(orders.id, id));
      console.error(`order ${order.id} (${order.type}) paid for item ${order.itemId}, which can no longer take it: cancelled, refund it`);
      return false;
    }
    for (const statement of upgrade(tx, order, now, true)) await statement;
    await tx
      .update(orders)
      .set({
        status: "fulfilled",
        provider: payment.provider,
        providerOrderId: payment.providerOrderId ?? order.providerOrderId,
        providerSubscriptionId: payment.subscriptionId ?? order.providerSubscriptionId,
        paidAt: order.paidAt ?? now,
        fulfilledAt: now,
        updatedAt: now,
      })
      .where(eq(orders.id, id));
    if (payment.subscriptionId) {
      await tx.update(users).set({ stripeSubscriptionId: payment.subscriptionId, updatedAt: now }).where(eq(users.id, order.buyerId));
    }
    return true;
  });
}

export async function markOrderFailed(db: Db, id: string, now: Date) {
  await db
    .update(orders)
    .set({ status: "failed", updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.status, "pending")));
}

export async function cancelOrder(db: Db, id: string, buyerId: string, now: Date) {
  await db
    .update(orders)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId), eq(orders.status, "pending")));
}

/** An admin's refund within 7 days of payment: the upgrade is undone and the order marked refunded. */
export async function refundOrder(db: Db, id: string, now: Date): Promise<{ ok: true } | OrderProblem> {
  const order = await getOrder(db, id);
  if (!order) return { ok: false, status: 404, message: /*i18n*/ { id: "checkoutProblem.Order not found", message: "Order not found" } };
  if (order.status !== "fulfilled" && order.status !== "paid")
    return {
      ok: false,
      status: 409,
      message: /*i18n*/ { id: "checkoutProblem.Only paid orders can be refunded", message: "Only paid orders can be refunded" },
    };
  if (!order.paidAt || now.getTime() - order.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY) {
    return {
      ok: false,
      status: 400,
      message: /*i18n*/ {
        id: "checkoutProblem.Refunds are possible within 7 days of purchase",
        message: "Refunds are possible within 7 days of purchase",
      },
    };
  }
  await db.batch([
    db.update(orders).set({ status: "refunded", refundedAt: now, updatedAt: now }).where(eq(orders.id, id)),
    ...upgrade(db, order, now, false),
  ]);
  return { ok: true };
}

/** A refund the provider reports (PayPal's PAYMENT.CAPTURE.REFUNDED): the upgrade is undone, once. */
export async function applyProviderRefund(db: Db, id: string, now: Date): Promise<boolean> {
  const order = await getOrder(db, id);
  if (!order || (order.status !== "fulfilled" && order.status !== "paid")) return false;
  await db.batch([
    db.update(orders).set({ status: "refunded", refundedAt: now, updatedAt: now }).where(eq(orders.id, id)),
    ...upgrade(db, order, now, false),
  ]);
  return true;
}

/** Keeps business premium in step with its subscription (renewed, failed, cancelled). */
export async function setSubscriptionActive(db: Db, subscriptionId: string, active: boolean, now: Date) {
  const subscribed = await db
    .select()
    .from(orders)
    .where(and(eq(orders.providerSubscriptionId, subscriptionId), inArray(orders.status, ["fulfilled", "paid"])));
  for (const order of subscribed) {
    for (const statement of upgrade(db, order, now, active)) await statement;
  }
  return subscribed.length;
}

/** Remembers a provider's event id; false when it was seen before (so its effect happens once). */
export async function firstTimeSeen(db: Db, provider: string, eventId: string, type: string) {
  const inserted = await db
    .insert(paymentEvents)
    .values({ id: `${provider}:${eventId}`, provider, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length === 1;
}

/** Forgets a provider event so the provider's retry can process it again. */
export async function forgetPaymentEvent(db: Db, provider: string, eventId: string) {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, `${provider}:${eventId}`));
}

export async function listOrdersForBuyer(db: Db, buyerId: string) {
  return db.select().from(orders).where(eq(orders.buyerId, buyerId)).orderBy(desc(orders.createdAt)).limit(100);
}

export async function listRecentOrders(db: Db, limit = 50) {
  return db
    .select({ order: orders, buyerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
}
