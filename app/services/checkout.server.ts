// Checkout orchestration: which payment providers are offered, and starting a payment at one of them for an order.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PriceEntry } from "~/lib/prices";
import { setProviderReference } from "~/models/orders.server";
import { createPaypalOrder, paypalConfigured } from "~/services/paypal.server";
import { createCheckoutSession, stripeConfigured } from "~/services/stripe.server";
import type { Order } from "../../db/schema";

export const PROVIDERS = ["stripe", "paypal", "test"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The development test provider: only outside production, and only when no real provider is configured. */
export function testProviderAllowed(context: AppLoadContext) {
  const { env } = context;
  return env.ENVIRONMENT !== "production" && !stripeConfigured(env) && !paypalConfigured(env);
}

export function availableProviders(context: AppLoadContext): Provider[] {
  const list: Provider[] = [];
  if (stripeConfigured(context.env)) list.push("stripe");
  if (paypalConfigured(context.env)) list.push("paypal");
  if (testProviderAllowed(context)) list.push("test");
  return list;
}

/** Creates the PayPal order for one of ours and remembers its id; returns PayPal's id and approval link. */
export async function startPaypalPayment(context: AppLoadContext, order: Order) {
  const base = context.siteUrl;
  const paypal = await createPaypalOrder(context.env, {
    orderId: order.id,
    amountCents: order.amountCents,
    returnUrl: `${base}/paypal/return`,
    cancelUrl: `${base}/checkout/cancel?order=${order.id}`,
  });
  await setProviderReference(context.db, order.id, "paypal", paypal.id, context.now());
  return paypal;
}

/** Starts paying an order at a provider; returns the URL to send the buyer to. */
export async function startPayment(
  context: AppLoadContext,
  provider: Provider,
  order: Order,
  price: PriceEntry,
  customerEmail: string,
): Promise<string> {
  if (provider === "test") return `/checkout/test-provider?order=${order.id}`;
  if (provider === "stripe") {
    const session = await createCheckoutSession(context.env, context.siteUrl, order, price, customerEmail);
    await setProviderReference(context.db, order.id, "stripe", session.id, context.now());
    if (!session.url) throw new Error("Stripe returned no checkout URL");
    return session.url;
  }
  const paypal = await startPaypalPayment(context, order);
  if (!paypal.approveUrl) throw new Error("PayPal returned no approval link");
  return paypal.approveUrl;
}
