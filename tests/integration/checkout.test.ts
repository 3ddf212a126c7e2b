// Checkout through Stripe and PayPal (loopback servers speaking their formats), prices from the server's table.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/models/session.server";
import { businesses, mailMessages, orders, users } from "../../db/schema";
import { startPaymentsWorker, stripe, WEBHOOK_SECRET, type PaymentsWorker } from "../support/payments";
import type { TestWorker } from "../support/worker";

let p: PaymentsWorker;
let w: TestWorker;
let stripeServer: PaymentsWorker["stripeServer"];
let paypal: PaymentsWorker["paypal"];
let jamie: string;
let pat: string;
let admin: string;

beforeAll(async () => {
  p = await startPaymentsWorker();
  ({ w, stripeServer, paypal } = p);
  jamie = `session=${(await createSession(w.db, "seed-member-jamie", new Date())).token}`;
  pat = `session=${(await createSession(w.db, "seed-member-pat", new Date())).token}`;
  admin = `session=${(await createSession(w.db, "seed-admin", new Date())).token}`;
});
afterAll(async () => {
  await p?.close();
});

const hiddenEvent = (title: string, organizerId?: string) => p.hiddenEvent(title, organizerId);
const eventRow = (id: number) => p.eventRow(id);
const orderFor = (itemId: number) => p.orderFor(itemId);
const pay = (path: string, cookie: string, fields: Record<string, string>) => p.pay(path, cookie, fields);

function webhook(payload: object, options: { timestamp?: number; tamper?: boolean } = {}) {
  const body = JSON.stringify(payload);
  const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: options.timestamp });
  return w.fetch("/api/stripe/webhook", {
    method: "POST",
    headers: { "Stripe-Signature": signature, "Content-Type": "application/json", Origin: "https://stripe.example" },
    body: options.tamper ? body.replace('"paid"', '"paid" ') : body,
  });
}

const sessionCompleted = (id: string, session: { id: string; client_reference_id: string | null; subscription?: string | null }) => ({
  id,
  object: "event",
  type: "checkout.session.completed",
  data: { object: { object: "checkout.session", payment_status: "paid", metadata: {}, subscription: null, ...session } },
});

describe("the checkout page", () => {
  it("tells a visitor they are logged out and sends them to sign in (at once without JavaScript)", async () => {
    const res = await w.fetch("/checkout?type=event-enhanced&eventId=1");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Unauthorized: You are logged out. Logging in again...");
    expect(html).toContain('http-equiv="refresh" content="0;url=/api/login?returnTo=%2Fcheckout%3Ftype%3Devent-enhanced%26eventId%3D1"');
  });

  it("shows the table price, whatever amount the link carries", async () => {
    const id = await hiddenEvent("Price check");
    const html = await (await w.fetch(`/checkout?type=event-enhanced&eventId=${id}&amount=1.00`, { cookie: jamie })).text();
    expect(html).toContain("$25.00");
    expect(html).toContain("You will be charged $25.00");
    expect(html).not.toContain("$1.00</");
    expect(html).toContain('href="/terms"');
    expect(html).toContain('href="/privacy"');
    expect(html).toContain('href="/events"');
  });

  it("refuses someone else's item (403), an unknown item (404) and an unknown type (400)", async () => {
    const id = await hiddenEvent("Not Pat's");
    expect((await w.fetch(`/checkout?type=event-enhanced&eventId=${id}`, { cookie: pat })).status).toBe(403);
    expect((await pay("/checkout", pat, { type: "event-enhanced", itemId: String(id), provider: "stripe" })).headers.get("Location")).not.toMatch(
      /stripe/,
    );
    expect(await orderFor(id)).toBeUndefined();
    expect((await w.fetch("/checkout?type=event-enhanced&eventId=999999", { cookie: jamie })).status).toBe(404);
    expect((await w.fetch("/checkout?type=free-money&id=1", { cookie: jamie })).status).toBe(400);
  });
});

describe("Stripe", () => {
  it("charges the table's price in a Checkout Session and fulfils once on the signed webhook", async () => {
    const id = await hiddenEvent("Stripe enhanced");
    const res = await pay(`/checkout?type=event-enhanced&eventId=${id}&amount=0.50`, jamie, {
      type: "event-enhanced",
      itemId: String(id),
      provider: "stripe",
    });
    expect(res.status).toBe(302);
    const session = [...stripeServer.sessions.values()].at(-1)!;
    expect(res.headers.get("Location")).toBe(session.url);
    expect(session.mode).toBe("payment");
    expect(session.form["line_items[0][price_data][unit_amount]"]).toBe("2500");
    expect(session.form["line_items[0][price_data][currency]"]).toBe("usd");
    const order = await orderFor(id);
    expect(order).toMatchObject({
      status: "pending",
      amountCents: 2500,
      provider: "stripe",
      providerOrderId: session.id,
      buyerId: "seed-member-jamie",
    });
    expect(session.client_reference_id).toBe(order!.id);
    expect((await eventRow(id))!.isFeatured).toBe(false);

    const event = sessionCompleted("evt_1", { id: session.id, client_reference_id: order!.id });
    const first = await webhook(event);
    expect(first.status).toBe(200);
    const fulfilled = await orderFor(id);
    expect(fulfilled!.status).toBe("fulfilled");
    expect(await eventRow(id)).toMatchObject({ isFeatured: true, awaitingPayment: false, isPremium: false });

    const again = await webhook(event);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect((await orderFor(id))!.fulfilledAt?.getTime()).toBe(fulfilled!.fulfilledAt?.getTime());
  });

  it("refuses a tampered body and a stale signature with 400, changing nothing", async () => {
    const id = await hiddenEvent("Forged");
    await pay("/checkout", jamie, { type: "event-premium", itemId: String(id), provider: "stripe" });
    const order = await orderFor(id);
    const event = sessionCompleted("evt_forged", { id: order!.providerOrderId!, client_reference_id: order!.id });
    const tampered = await webhook(event, { tamper: true });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toHaveProperty("message");
    const stale = await webhook(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    expect(stale.status).toBe(400);
    const unsigned = await w.fetch("/api/stripe/webhook", { method: "POST", body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    expect((await orderFor(id))!.status).toBe("pending");
    expect((await eventRow(id))!.isPremium).toBe(false);
    // the genuine event still works afterwards
    expect((await webhook(event)).status).toBe(200);
    expect(await eventRow(id)).toMatchObject({ isFeatured: true, isPremium: true });
  });

  it("sells business premium as a monthly subscription kept in step with renewals and cancellation", async () => {
    const [biz] = await w.db.select().from(businesses).where(eq(businesses.ownerId, "seed-member-jamie")).limit(1);
    await w.db.update(businesses).set({ isPremium: false }).where(eq(businesses.id, biz!.id));
    const res = await pay(`/checkout?type=business&businessId=${biz!.id}`, jamie, { type: "business", itemId: String(biz!.id), provider: "stripe" });
    expect(res.status).toBe(302);
    const session = [...stripeServer.sessions.values()].at(-1)!;
    expect(session.mode).toBe("subscription");
    expect(session.form["line_items[0][price_data][unit_amount]"]).toBe("3900");
    expect(session.form["line_items[0][price_data][recurring][interval]"]).toBe("month");
    const order = await orderFor(biz!.id);
    await webhook(sessionCompleted("evt_sub_1", { id: session.id, client_reference_id: order!.id, subscription: "sub_123" }));
    const isPremium = async () => (await w.db.select().from(businesses).where(eq(businesses.id, biz!.id)))[0]!.isPremium;
    expect(await isPremium()).toBe(true);
    expect((await orderFor(biz!.id))!.providerSubscriptionId).toBe("sub_123");
    await webhook({
      id: "evt_sub_2",
      object: "event",
      type: "invoice.payment_failed",
      data: { object: { object: "invoice", subscription: "sub_123" } },
    });
    expect(await isPremium()).toBe(false);
    await webhook({ id: "evt_sub_3", object: "event", type: "invoice.paid", data: { object: { object: "invoice", subscription: "sub_123" } } });
    expect(await isPremium()).toBe(true);
    await webhook({
      id: "evt_sub_4",
      object: "event",
      type: "customer.subscription.deleted",
      data: { object: { object: "subscription", id: "sub_123" } },
    });
    expect(await isPremium()).toBe(false);
  });

  it("the success page checks a paid session with Stripe when the webhook is late; others' orders are invisible", async () => {
    const id = await hiddenEvent("Late webhook");
    await pay("/checkout", jamie, { type: "event-enhanced", itemId: String(id), provider: "stripe" });
    const order = await orderFor(id);
    expect((await w.fetch(`/checkout/success?order=${order!.id}`, { cookie: pat })).status).toBe(404);
    stripeServer.sessions.get(order!.providerOrderId!)!.payment_status = "paid";
    const page = await w.fetch(`/checkout/success?order=${order!.id}`, { cookie: jamie });
    expect(await page.text()).toContain("Payment complete");
    expect((await eventRow(id))!.isFeatured).toBe(true);
  });
});

describe("PayPal", () => {
  it("setup answers a client token; the order endpoint takes only the table's amount", async () => {
    expect(await (await w.fetch("/paypal/setup", { cookie: jamie })).json()).toEqual({ clientToken: "client-token-xyz" });
    expect((await w.fetch("/paypal/setup")).status).toBe(401);
    const id = await hiddenEvent("PayPal API");
    await pay("/checkout", jamie, { type: "event-enhanced", itemId: String(id), provider: "paypal" });
    const order = await orderFor(id);
    const post = (body: object, cookie = jamie) =>
      w.fetch("/paypal/order", { method: "POST", cookie, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const cheap = await post({ amount: "1.00", currency: "USD", intent: "CAPTURE", orderId: order!.id });
    expect(cheap.status).toBe(400);
    expect(await cheap.json()).toEqual({ message: "The amount for this order is 25.00" });
    expect((await post({ amount: "25.00", currency: "EUR", intent: "CAPTURE", orderId: order!.id })).status).toBe(400);
    expect((await post({ amount: "25.00", currency: "USD", intent: "CAPTURE", orderId: order!.id }, pat)).status).toBe(404);
    const ok = await post({ amount: "25.00", currency: "USD", intent: "CAPTURE", orderId: order!.id });
    expect(ok.status).toBe(200);
    const { id: paypalId } = (await ok.json()) as { id: string };
    expect(paypal.orders.get(paypalId)).toMatchObject({ value: "25.00", customId: order!.id });
    expect((await w.fetch(`/paypal/order/${paypalId}/capture`, { method: "POST", cookie: pat })).status).toBe(404);
    const captured = await w.fetch(`/paypal/order/${paypalId}/capture`, { method: "POST", cookie: jamie });
    expect(captured.status).toBe(200);
    expect(await captured.json()).toMatchObject({ status: "COMPLETED" });
    expect((await orderFor(id))!.status).toBe("fulfilled");
  });

  it("pays through the approval redirect and fulfils after a verified capture", async () => {
    const id = await hiddenEvent("PayPal redirect");
    const res = await pay(`/paypal-checkout?type=event-premium&eventId=${id}`, jamie, {
      type: "event-premium",
      itemId: String(id),
      provider: "paypal",
    });
    expect(res.status).toBe(302);
    const approve = new URL(res.headers.get("Location")!);
    expect(approve.host).toBe("www.paypal.example");
    const token = approve.searchParams.get("token")!;
    expect(paypal.orders.get(token)?.value).toBe("50.00");
    const back = await w.fetch(`/paypal/return?token=${token}&PayerID=PAYER1`, { cookie: jamie });
    expect(back.headers.get("Location")).toMatch(/^\/checkout\/success\?order=/);
    expect(await eventRow(id)).toMatchObject({ isFeatured: true, isPremium: true, awaitingPayment: false });
  });

  it("a refused or short capture fulfils nothing and leaves the order pending", async () => {
    for (const mode of ["refuse", "short"] as const) {
      const id = await hiddenEvent(`PayPal ${mode}`);
      const res = await pay("/checkout", jamie, { type: "event-enhanced", itemId: String(id), provider: "paypal" });
      const token = new URL(res.headers.get("Location")!).searchParams.get("token")!;
      (mode === "refuse" ? paypal.refuse : paypal.shortPay).add(token);
      const back = await w.fetch(`/paypal/return?token=${token}`, { cookie: jamie });
      expect(back.headers.get("Location")).toBe(`/checkout?type=event-enhanced&eventId=${id}`);
      expect((await orderFor(id))!.status).toBe("pending");
      expect((await eventRow(id))!.isFeatured).toBe(false);
    }
  });
});

describe("orders and refunds", () => {
  it("a member sees their own orders; an admin refunds within 7 days, undoing the upgrade", async () => {
    const id = await hiddenEvent("Refund me");
    await pay("/checkout", jamie, { type: "event-enhanced", itemId: String(id), provider: "paypal" });
    const order = await orderFor(id);
    const token = order!.providerOrderId!;
    await w.fetch(`/paypal/return?token=${token}`, { cookie: jamie });
    expect((await eventRow(id))!.isFeatured).toBe(true);
    expect(await (await w.fetch("/account/orders", { cookie: jamie })).text()).toContain("Enhanced Event");
    expect(await (await w.fetch("/account/orders", { cookie: pat })).text()).not.toContain("Refund me");

    expect((await pay("/admin/orders", pat, { orderId: order!.id })).status).toBe(403);
    const refund = await pay("/admin/orders", admin, { orderId: order!.id });
    expect(refund.status).toBe(302);
    expect((await orderFor(id))!.status).toBe("refunded");
    expect((await eventRow(id))!.isFeatured).toBe(false);

    const old = await hiddenEvent("Too late");
    await pay("/checkout", jamie, { type: "event-enhanced", itemId: String(old), provider: "paypal" });
    const lateOrder = await orderFor(old);
    await w.fetch(`/paypal/return?token=${lateOrder!.providerOrderId}`, { cookie: jamie });
    await w.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(orders.id, lateOrder!.id));
    await pay("/admin/orders", admin, { orderId: lateOrder!.id });
    expect((await orderFor(old))!.status).toBe("fulfilled");
    expect((await eventRow(old))!.isFeatured).toBe(true);
  });
});

// Issue 31, item 14: a member who signed up with only an e-mail gets 'Hello,' on the receipt, never 'Hello ,'.
describe("the receipt", () => {
  it("greets a member without a name properly", async () => {
    await w.db.insert(users).values({ id: "member-email-only", email: "only-an-email@example.org", firstName: null, lastName: null });
    const cookie = `session=${(await createSession(w.db, "member-email-only", new Date())).token}`;
    const id = await hiddenEvent("Receipt greeting", "member-email-only");
    await pay(`/checkout?type=event-enhanced&eventId=${id}`, cookie, { type: "event-enhanced", itemId: String(id), provider: "stripe" });
    const session = [...stripeServer.sessions.values()].at(-1)!;
    expect((await webhook(sessionCompleted("evt_receipt_greeting", { id: session.id, client_reference_id: (await orderFor(id))!.id }))).status).toBe(
      200,
    );
    const [receipt] = await w.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.userId, "member-email-only"), eq(mailMessages.kind, "order-paid")));
    expect(receipt!.textBody.split("\n")[0]).toBe("Hello,");
    expect(receipt!.textBody).toContain("Thank you for your payment.");
  });
});
