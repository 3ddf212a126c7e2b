// Where providers send the buyer back. A Stripe payment whose webhook has not arrived yet is checked with
// Stripe here, so the upgrade shows at once.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { notFound } from "~/lib/http.server";
import { moneyIn } from "~/lib/i18n/account-format";
import { priceNameIn } from "~/lib/i18n/account.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { priceFor } from "~/lib/prices";
import { fulfilOrder, getOrderFor } from "~/models/orders.server";
import { requireUser } from "~/services/auth.server";
import { notifyOrderPaid } from "~/services/decision-and-receipt-mail.server";
import { createStripe, stripeConfigured } from "~/services/stripe.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = new URL(request.url).searchParams.get("order");
  let order = id ? await getOrderFor(context.db, id, user) : null;
  if (!order) notFound();
  if (order.status === "pending" && order.provider === "stripe" && order.providerOrderId && stripeConfigured(context.env)) {
    const session = await createStripe(context.env).checkout.sessions.retrieve(order.providerOrderId);
    if (session.payment_status === "paid" && session.client_reference_id === order.id) {
      const subscription = typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
      if (await fulfilOrder(context.db, order.id, { provider: "stripe", providerOrderId: session.id, subscriptionId: subscription }, context.now()))
        await notifyOrderPaid(context, order.id);
      const fulfilled = await getOrderFor(context.db, order.id, user);
      if (!fulfilled) notFound();
      order = fulfilled;
    }
  }
  const price = priceFor(order.type, order.tier);
  return json({
    status: order.status,
    label: priceNameIn(context.lang, price?.label ?? order.type),
    amountCents: order.amountCents,
    section: price?.section ?? "/",
    lang: context.lang,
    m: messagesFor(context.lang, "checkout"),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "checkout.paymentMeta", message: "Payment" }) : "Payment" },
  { name: "robots", content: "noindex" },
];

export default function CheckoutSuccess() {
  const order = useLoaderData<typeof loader>();
  const m = order.m;
  const done = order.status === "fulfilled" || order.status === "paid";
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">
        {done
          ? tr(m, /*i18n*/ { id: "checkout.complete", message: "Payment complete" })
          : tr(m, /*i18n*/ { id: "checkout.processingTitle", message: "Payment processing" })}
      </h1>
      <p className="mt-3">
        {order.label} — {moneyIn(order.lang, order.amountCents)}
      </p>
      <p className="mt-2 opacity-80">
        {done
          ? tr(m, /*i18n*/ { id: "checkout.thanks", message: "Thank you! Your upgrade is active." })
          : tr(
              m,
              /*i18n*/ {
                id: "checkout.waiting",
                message: "We are waiting for the payment provider to confirm. This page will show the result when you reload it.",
              },
            )}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <Link to={order.section} className="rounded bg-primary px-4 py-2 text-primary-foreground">
          {tr(m, /*i18n*/ { id: "checkout.backToSite", message: "Back to the site" })}
        </Link>
        <Link to="/account/orders" className="rounded border border-border px-4 py-2">
          {tr(m, /*i18n*/ { id: "checkout.yourOrders", message: "Your orders" })}
        </Link>
      </div>
    </section>
  );
}
