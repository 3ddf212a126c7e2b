// The checkout pages' loader and action, shared by /checkout and /paypal-checkout.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { optionalInt, optionalText, parseId, text } from "~/lib/fields";
import { badRequest, forbidden, notFound } from "~/lib/http.server";
import { flash } from "~/lib/toast.server";
import { ALREADY_PAID, createOrder, describePurchase } from "~/models/orders.server";
import { getUser, loginUrl, requireUser } from "~/services/auth.server";
import { availableProviders, PROVIDERS, startPayment } from "~/services/checkout.server";

function readQuery(url: URL) {
  const raw = url.searchParams.get("eventId") ?? url.searchParams.get("businessId") ?? url.searchParams.get("id");
  const itemId = parseId(raw);
  return { type: url.searchParams.get("type"), tier: url.searchParams.get("tier"), itemId, shownAmount: url.searchParams.get("amount") };
}

export async function checkoutLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getUser(context);
  if (!user) {
    return json({ signedIn: false as const, loginUrl: loginUrl(url.pathname + url.search) });
  }
  const query = readQuery(url);
  const purchase = await describePurchase(context.db, user, query.type, query.tier, query.itemId);
  if (!purchase.ok) {
    // A second payment for an upgrade already bought: the boundary says so and links to the order (issue 31, item 23).
    if (purchase.status === 409)
      throw json(
        { paid: purchase.message === ALREADY_PAID, orderId: purchase.paidOrderId ?? null, message: purchase.message },
        { status: 409, statusText: purchase.message },
      );
    if (purchase.status === 404) notFound(purchase.message);
    if (purchase.status === 403) forbidden(purchase.message);
    badRequest(purchase.message);
  }
  const shown = query.shownAmount && /^\d+(\.\d{1,2})?$/.test(query.shownAmount) ? Math.round(Number(query.shownAmount) * 100) : null;
  return json({
    signedIn: true as const,
    type: query.type ?? purchase.price.type,
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
  type: text(50),
  tier: optionalText(50),
  itemId: optionalInt(1, Number.MAX_SAFE_INTEGER),
  provider: z.enum(PROVIDERS),
});

export async function checkoutAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const parsed = payFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) badRequest("Bad Request");
  const { type, tier, itemId, provider } = parsed.data;
  if (!availableProviders(context).includes(provider)) badRequest("That payment method is not available");
  const now = context.now();
  const created = await createOrder(context.db, user, { type, tier, itemId }, now);
  if (!created.ok) {
    // "Already paid" is the page the redirect lands on (the loader's 409); it needs no toast on top of it.
    if (created.message !== ALREADY_PAID) flash(context, { title: "Error", description: created.message, variant: "destructive" });
    return redirect(new URL(request.url).pathname + new URL(request.url).search);
  }
  const url = await startPayment(context, provider, created.order, created.price, user.email);
  return redirect(url);
}
