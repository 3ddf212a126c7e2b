// The checkout pages' loader and action, shared by /checkout and /paypal-checkout.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { optionalInt, optionalText, parseId, text } from "~/lib/fields";
import { type BadRequestKey, forbidden, notFound } from "~/lib/http.server";
import { priceNameIn } from "~/lib/i18n/account.server";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { keyOf } from "~/lib/i18n/descriptor";
import type { Lang } from "~/lib/i18n/lang";
import { priceFor } from "~/lib/prices";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
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
  const lang = context.lang;
  const m = messagesFor(lang, "checkout");
  if (!user) {
    return json({ signedIn: false as const, loginUrl: loginUrl(url.pathname + url.search), m });
  }
  // The error panels (components/checkout-problem.tsx) get their words with the thrown answer.
  const problem = messagesFor(lang, "checkoutProblem");
  const query = readQuery(url);
  const purchase = await describePurchase(context.db, user, query.type, query.tier, query.itemId);
  if (!purchase.ok) {
    // A second payment for an upgrade already bought: the boundary says so and links to the order (issue 31, item 23).
    if (purchase.status === 409)
      throw json(
        { paid: purchase.message.id === ALREADY_PAID.id, orderId: purchase.paidOrderId ?? null, message: keyOf(purchase.message), problem },
        { status: 409, statusText: purchase.message.message },
      );
    if (purchase.status === 404) notFound(purchase.message.message);
    if (purchase.status === 403) forbidden(purchase.message.message);
    // A link that names no item or an unknown purchase: the boundary's page, in the reader's language.
    throw json(
      { message: keyOf(purchase.message), problem, itemLabel: priceNameIn(lang, priceFor(query.type, query.tier)?.label ?? "") },
      { status: 400, statusText: "Bad Request" },
    );
  }
  const shown = query.shownAmount && /^\d+(\.\d{1,2})?$/.test(query.shownAmount) ? Math.round(Number(query.shownAmount) * 100) : null;
  return json({
    m,
    lang,
    signedIn: true as const,
    type: query.type ?? purchase.price.type,
    tier: query.tier,
    itemId: query.itemId,
    label: priceNameIn(lang, purchase.price.label),
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

/**
 * A post no person could have made from the page (a field out of shape, a payment method not offered): the 400 panel
 * of the boundary (components/checkout-problem.tsx), with its words in the reader's language like the loader's.
 */
function problemAnswer(lang: Lang, message: BadRequestKey) {
  return json({ message: formatMessage(lang, message), problem: messagesFor(lang, "checkoutProblem") }, { status: 400, statusText: "Bad Request" });
}

export async function checkoutAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const parsed = payFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw problemAnswer(context.lang, /*i18n*/ { id: "badRequest.Bad Request", message: "Bad Request" });
  const { type, tier, itemId, provider } = parsed.data;
  if (!availableProviders(context).includes(provider))
    throw problemAnswer(
      context.lang,
      /*i18n*/ { id: "badRequest.That payment method is not available", message: "That payment method is not available" },
    );
  const now = context.now();
  const created = await createOrder(context.db, user, { type, tier, itemId }, now);
  if (!created.ok) {
    // "Already paid" is the page the redirect lands on (the loader's 409); it needs no toast on top of it.
    if (created.message.id !== ALREADY_PAID.id)
      flash(context, { title: /*i18n*/ { id: "toasts.Error", message: "Error" }, description: created.message, variant: "destructive" });
    return redirect(new URL(request.url).pathname + new URL(request.url).search);
  }
  const url = await startPayment(context, provider, created.order, created.price, user.email);
  return redirect(url);
}
