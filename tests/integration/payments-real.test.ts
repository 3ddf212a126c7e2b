// Issue 16, classes 20–21: Stripe events of the SDK's pinned API version, and PayPal's pending reviews, lost answers
// and webhook, against loopback servers speaking both providers' formats.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/models/session.server";
import { businesses, orders } from "../../db/schema";
import { startPaymentsWorker, stripe, WEBHOOK_SECRET, type PaymentsWorker } from "../support/payments";
import type { TestWorker } from "../support/worker";

let p: PaymentsWorker;
let w: TestWorker;
let stripeServer: PaymentsWorker["stripeServer"];
let paypal: PaymentsWorker["paypal"];
let jamie: string;

beforeAll(async () => {
  p = await startPaymentsWorker({ PAYPAL_WEBHOOK_ID: "WH-greenwood" });
  ({ w, stripeServer, paypal } = p);
  jamie = `session=${(await createSession(w.db, "seed-member-jamie", new Date())).token}`;
});
afterAll(async () => {
  await p?.close();
});

const hiddenEvent = (title: string) => p.hiddenEvent(title);
const eventRow = (id: number) => p.eventRow(id);
const orderFor = (itemId: number) => p.orderFor(itemId);
const pay = (path: string, fields: Record<string, string>) => p.pay(path, jamie, fields);

describe("Stripe with the SDK's pinned API version (class 20)", () => {
  const event = (id: string, type: string, object: object) => ({
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  /** An invoice as API versions from 2025-03-31 send it: no top-level `subscription`, a `parent` instead. */
  const invoice = (subscription: string, status: "paid" | "open") => ({
    id: `in_${subscription}_${status}`,
    object: "invoice",
    status,
    currency: "usd",
    amount_due: 3900,
    billing_reason: "subscription_cycle",
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { metadata: {}, subscription },
    },
  });
  const webhook = (payload: object) => {
    const body = JSON.stringify(payload);
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    return w.fetch("/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": signature, "Content-Type": "application/json", Origin: "https://stripe.example" },
      body,
    });
  };

  it("a failed renewal (parent.subscription_details.subscription) removes business premium; a paid one restores it", async () => {
    expect(Stripe.API_VERSION >= "2025-03-31").toBe(true);
    const [biz] = await w.db.select().from(businesses).where(eq(businesses.ownerId, "seed-member-jamie")).limit(1);
    await w.db.update(businesses).set({ isPremium: false }).where(eq(businesses.id, biz!.id));
    await pay(`/checkout?type=business&businessId=${biz!.id}`, { type: "business", itemId: String(biz!.id), provider: "stripe" });
    const session = [...stripeServer.sessions.values()].at(-1)!;
    const order = await orderFor(biz!.id);
    await webhook(
      event("evt_v_1", "checkout.session.completed", {
        id: session.id,
        object: "checkout.session",
        client_reference_id: order!.id,
        payment_status: "paid",
        metadata: {},
        subscription: "sub_v2025",
      }),
    );
    const isPremium = async () => (await w.db.select().from(businesses).where(eq(businesses.id, biz!.id)))[0]!.isPremium;
    expect(await isPremium()).toBe(true);
    expect((await webhook(event("evt_v_2", "invoice.payment_failed", invoice("sub_v2025", "open")))).status).toBe(200);
    expect(await isPremium()).toBe(false);
    await webhook(event("evt_v_3", "invoice.paid", invoice("sub_v2025", "paid")));
    expect(await isPremium()).toBe(true);
  });

  it("checkout.session.async_payment_failed fails the order and grants nothing", async () => {
    const id = await hiddenEvent("Bank debit bounced");
    await pay(`/checkout?type=event-enhanced&eventId=${id}`, { type: "event-enhanced", itemId: String(id), provider: "stripe" });
    const session = [...stripeServer.sessions.values()].at(-1)!;
    const order = await orderFor(id);
    const res = await webhook(
      event("evt_v_4", "checkout.session.async_payment_failed", {
        id: session.id,
        object: "checkout.session",
        client_reference_id: order!.id,
        payment_status: "unpaid",
        metadata: { orderId: order!.id },
        subscription: null,
      }),
    );
    expect(res.status).toBe(200);
    expect((await orderFor(id))!.status).toBe("failed");
    expect((await eventRow(id))!.isFeatured).toBe(false);
  });
});

describe("PayPal (class 21)", () => {
  const headers = (sig = "valid-signature") => ({
    "Content-Type": "application/json",
    Origin: "https://paypal.example",
    "PAYPAL-AUTH-ALGO": "SHA256withRSA",
    "PAYPAL-CERT-URL": "https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77",
    "PAYPAL-TRANSMISSION-ID": "103e3700-8b0d-11e9-8a2a-1b8d2a1b1e2e",
    "PAYPAL-TRANSMISSION-SIG": sig,
    "PAYPAL-TRANSMISSION-TIME": new Date().toISOString(),
  });
  /** A webhook event as PayPal documents it (resource = the capture or refund). */
  const capture = (id: string, type: string, order: { id: string; providerOrderId: string | null; amountCents: number }, status: string) => ({
    id,
    event_version: "1.0",
    create_time: new Date().toISOString(),
    resource_type: type.endsWith("REFUNDED") ? "refund" : "capture",
    resource_version: "2.0",
    event_type: type,
    summary: `Payment ${status.toLowerCase()}`,
    resource: {
      id: `CAP-${order.providerOrderId}`,
      status,
      amount: { currency_code: "USD", value: (order.amountCents / 100).toFixed(2) },
      custom_id: order.id,
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.providerOrderId } },
      create_time: new Date().toISOString(),
    },
    links: [],
  });
  const hook = (payload: object, sig?: string) =>
    w.fetch("/api/paypal/webhook", { method: "POST", headers: headers(sig), body: JSON.stringify(payload) });

  async function paypalOrder(title: string) {
    const id = await hiddenEvent(title);
    await pay("/checkout", { type: "event-enhanced", itemId: String(id), provider: "paypal" });
    const order = await orderFor(id);
    return { id, order, token: order!.providerOrderId! };
  }

  it("sends PayPal-Request-Id on create and capture", async () => {
    const { order, token } = await paypalOrder("Request ids");
    await w.fetch(`/paypal/return?token=${token}`, { cookie: jamie });
    expect(paypal.requestIds).toContainEqual({ path: "/v2/checkout/orders", id: `greenwood-create-${order!.id}` });
    expect(paypal.requestIds).toContainEqual({ path: `/v2/checkout/orders/${token}/capture`, id: `greenwood-capture-${token}` });
  });

  it("a capture whose answer is lost is re-checked with PayPal and fulfilled; a retry cannot charge twice", async () => {
    const { id, token } = await paypalOrder("Lost answer");
    paypal.loseAnswer.add(token);
    const back = await w.fetch(`/paypal/return?token=${token}`, { cookie: jamie });
    expect(back.headers.get("Location")).toMatch(/^\/checkout\/success\?order=/);
    expect((await orderFor(id))!.status).toBe("fulfilled");
    expect((await eventRow(id))!.isFeatured).toBe(true);
    // The client's own capture call (retry) after a lost answer: PayPal says ORDER_ALREADY_CAPTURED; still paid once.
    const order = await orderFor(id);
    await w.db.update(orders).set({ status: "pending" }).where(eq(orders.id, order!.id));
    const retry = await w.fetch(`/paypal/order/${token}/capture`, { method: "POST", cookie: jamie });
    expect(retry.status).toBe(200);
    expect((await orderFor(id))!.status).toBe("fulfilled");
  });

  it("a PENDING capture (payment review) waits, then the verified PAYMENT.CAPTURE.COMPLETED webhook fulfils it, once", async () => {
    const { id, order, token } = await paypalOrder("Under review");
    paypal.pendingReview.add(token);
    const res = await w.fetch(`/paypal/order/${token}/capture`, { method: "POST", cookie: jamie });
    expect(res.status).toBe(202);
    expect((await orderFor(id))!.status).toBe("pending");
    expect((await eventRow(id))!.isFeatured).toBe(false);

    const completed = capture("WH-COMPLETED-1", "PAYMENT.CAPTURE.COMPLETED", order!, "COMPLETED");
    const forged = await hook(completed, "forged-signature");
    expect(forged.status).toBe(400);
    expect((await orderFor(id))!.status).toBe("pending");

    const ok = await hook(completed);
    expect(ok.status).toBe(200);
    expect(paypal.verifications.at(-1)).toMatchObject({
      webhook_id: "WH-greenwood",
      transmission_sig: "valid-signature",
      webhook_event: { id: "WH-COMPLETED-1" },
    });
    const fulfilled = await orderFor(id);
    expect(fulfilled!.status).toBe("fulfilled");
    expect((await eventRow(id))!.isFeatured).toBe(true);
    const again = await hook(completed);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect((await orderFor(id))!.fulfilledAt?.getTime()).toBe(fulfilled!.fulfilledAt?.getTime());
  });

  it("PAYMENT.CAPTURE.DENIED fails a pending order; PAYMENT.CAPTURE.REFUNDED undoes a fulfilled one", async () => {
    const denied = await paypalOrder("Denied");
    paypal.pendingReview.add(denied.token);
    await w.fetch(`/paypal/order/${denied.token}/capture`, { method: "POST", cookie: jamie });
    await hook(capture("WH-DENIED-1", "PAYMENT.CAPTURE.DENIED", denied.order!, "DECLINED"));
    expect((await orderFor(denied.id))!.status).toBe("failed");

    const refunded = await paypalOrder("Refunded at PayPal");
    await w.fetch(`/paypal/return?token=${refunded.token}`, { cookie: jamie });
    expect((await eventRow(refunded.id))!.isFeatured).toBe(true);
    await hook(capture("WH-REFUND-1", "PAYMENT.CAPTURE.REFUNDED", refunded.order!, "COMPLETED"));
    expect((await orderFor(refunded.id))!.status).toBe("refunded");
    expect((await eventRow(refunded.id))!.isFeatured).toBe(false);
  });
});
