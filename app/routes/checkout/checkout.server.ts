// The checkout pages' server side, shared by /checkout and /paypal-checkout.
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { getUser, loginUrl, requireUser } from "~/services/auth.server";
import { createPaypalOrder, paypalConfigured } from "~/services/paypal.server";
import { createCheckoutSession, stripeConfigured } from "~/services/stripe.server";
import { flash } from "~/lib/toast.server";
import { createOrder, describePurchase, setProviderReference } from "~/models/orders.server";
import { checkoutUrl } from "~/lib/prices";

export const PROVIDERS = ["stripe", "paypal", "test"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** The development test provider: only outside production, and only when no real provider is configured. */
export function testProviderAllowed(context: AppLoadContext) {
  const { env } = context;
  return env.ENVIRONMENT !== "production" && !stripeConfigured(env) && !paypalConfigured(env);
}

function availableProviders(context: AppLoadContext): Provider[] {
  const list: Provider[] = [];
  if (stripeConfigured(context.env)) list.push("stripe");
  if (paypalConfigured(context.env)) list.push("paypal");
  if (testProviderAllowed(context)) list.push("test");
  return list;
}

function readQuery(url: URL) {
  const raw = url.searchParams.get("eventId") ?? url.searchParams.get("businessId") ?? url.searchParams.get("id");
  const itemId = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return { type: url.searchParams.get("type"), tier: url.searchParams.get("tier"), itemId, shownAmount: url.searchParams.get("amount") };
}

export function siteUrl(context: AppLoadContext, request: Request) {
  return (context.env.SITE_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}

export async function checkoutLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getUser(context);
  if (!user) {
    return json({ signedIn: false as const, loginUrl: loginUrl(url.pathname + url.search) });
  }
  const query = readQuery(url);
  const purchase = await describePurchase(context.db, user, query.type, query.tier, query.itemId);
  if (!purchase.ok) throw new Response(purchase.message, { status: purchase.status, statusText: purchase.message });
  const shown = query.shownAmount && /^\d+(\.\d{1,2})?$/.test(query.shownAmount) ? Math.round(Number(query.shownAmount) * 100) : null;
  return json({
    signedIn: true as const,
    type: query.type!,
    tier: query.tier,
    itemId: query.itemId,
    label: purchase.price.label,
    amountCents: purchase.price.amountCents,
    recurring: purchase.price.recurring,
    section: purchase.price.section,
    item: purchase.item,
    // An amount in the link is display only: when it differs from the table, the page says which one is charged.
    amountMismatch: shown !== null && shown !== purchase.price.amountCents,
    providers: availableProviders(context),
    paypalFirst: url.pathname === "/paypal-checkout",
  });
}

const payFormSchema = z.object({
  type: z.string().min(1),
  tier: z.string().optional(),
  itemId: z.coerce.number().int().positive().optional(),
  provider: z.enum(PROVIDERS),
});

export async function checkoutAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const parsed = payFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response("Bad Request", { status: 400 });
  const { type, tier, itemId, provider } = parsed.data;
  if (!availableProviders(context).includes(provider)) throw new Response("That payment method is not available", { status: 400 });
  const now = context.now();
  const created = await createOrder(context.db, user, { type, tier: tier ?? null, itemId: itemId ?? null }, now);
  if (!created.ok) {
    flash(context, { title: "Error", description: created.message, variant: "destructive" });
    return redirect(new URL(request.url).pathname + new URL(request.url).search);
  }
  const { order, price } = created;
  const base = siteUrl(context, request);
  if (provider === "test") return redirect(`/checkout/test-provider?order=${order.id}`);
  if (provider === "stripe") {
    const session = await createCheckoutSession(context.env, base, order, price, user.email);
    await setProviderReference(context.db, order.id, "stripe", session.id, now);
    if (!session.url) throw new Error("Stripe returned no checkout URL");
    return redirect(session.url);
  }
  const paypal = await createPaypalOrder(context.env, {
    orderId: order.id,
    amountCents: order.amountCents,
    returnUrl: `${base}/paypal/return`,
    cancelUrl: `${base}/checkout/cancel?order=${order.id}`,
  });
  await setProviderReference(context.db, order.id, "paypal", paypal.id, now);
  if (!paypal.approveUrl) throw new Error("PayPal returned no approval link");
  return redirect(paypal.approveUrl);
}

/** The checkout page of an existing order (to try again after a cancel). */
export function checkoutUrlForOrder(order: { type: string; tier: string | null; itemId: string | null }) {
  return checkoutUrl(order.type, order.itemId, order.tier);
}
