// Stripe through its SDK with the fetch HTTP client (what runs in workerd). STRIPE_API_BASE points it elsewhere
// (tests use a loopback server that speaks Stripe's REST format).
import Stripe from "stripe";
import type { AppEnv } from "~/lib/env.server";
import type { PriceEntry } from "~/lib/prices";
import type { Order } from "../../db/schema";

export function stripeConfigured(env: AppEnv) {
  return Boolean(env.STRIPE_SECRET_KEY);
}

export function createStripe(env: AppEnv): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

/** A Checkout Session for an order: one payment, or a monthly subscription for business premium. */
export async function createCheckoutSession(env: AppEnv, siteUrl: string, order: Order, price: PriceEntry, customerEmail: string) {
  const stripe = createStripe(env);
  const priceData = {
    currency: "usd",
    unit_amount: order.amountCents,
    product_data: { name: price.label },
    ...(price.recurring ? { recurring: { interval: "month" as const } } : {}),
  };
  return stripe.checkout.sessions.create({
    mode: price.recurring ? "subscription" : "payment",
    line_items: [{ price_data: priceData, quantity: 1 }],
    client_reference_id: order.id,
    customer_email: customerEmail,
    metadata: { orderId: order.id },
    ...(price.recurring ? { subscription_data: { metadata: { orderId: order.id } } } : { payment_intent_data: { metadata: { orderId: order.id } } }),
    success_url: `${siteUrl}/checkout/success?order=${order.id}`,
    cancel_url: `${siteUrl}/checkout/cancel?order=${order.id}`,
  });
}

/** Verifies a webhook's signature on the raw body (300 s tolerance); throws when it does not hold. */
export async function verifyWebhook(env: AppEnv, rawBody: string, signature: string | null) {
  if (!env.STRIPE_WEBHOOK_SECRET) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
  if (!signature) throw new Error("Missing Stripe-Signature header");
  const stripe = createStripe(env);
  return stripe.webhooks.constructEventAsync(rawBody, signature, env.STRIPE_WEBHOOK_SECRET, 300, Stripe.createSubtleCryptoProvider());
}

/**
 * The subscription an invoice belongs to. Since API version 2025-03-31 (the SDK pins a later one, see
 * Stripe.API_VERSION) it is `parent.subscription_details.subscription`; older accounts' events still send the
 * top-level `subscription`. Either may be an id or an expanded object.
 */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const idOf = (value: unknown) =>
    typeof value === "string" ? value : value && typeof value === "object" && "id" in value && typeof value.id === "string" ? value.id : null;
  const legacy = (invoice as Stripe.Invoice & { subscription?: unknown }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
}
