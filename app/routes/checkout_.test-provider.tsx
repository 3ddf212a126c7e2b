// The development test provider: completes a payment locally so every paid path can be tried end to end.
// Clearly marked, and refused in production (and whenever a real provider is configured).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { text } from "~/lib/fields";
import { badRequest, notFound } from "~/lib/http.server";
import { moneyIn } from "~/lib/i18n/account-format";
import { priceNameIn } from "~/lib/i18n/account.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { labelOf, tr } from "~/lib/i18n/descriptor";
import { priceFor } from "~/lib/prices";
import { z } from "~/lib/zod";
import { fulfilOrder, getOrderFor } from "~/models/orders.server";
import { requireUser } from "~/services/auth.server";
import { testProviderAllowed } from "~/services/checkout.server";
import { notifyOrderPaid } from "~/services/decision-and-receipt-mail.server";

/** Each order status's name in "This order is {status}." */
const ORDER_STATUS_NAMES = {
  pending: /*i18n*/ { id: "checkout.order_pending", message: "pending" },
  paid: /*i18n*/ { id: "checkout.order_paid", message: "paid" },
  fulfilled: /*i18n*/ { id: "checkout.order_fulfilled", message: "fulfilled" },
  failed: /*i18n*/ { id: "checkout.order_failed", message: "failed" },
  cancelled: /*i18n*/ { id: "checkout.order_cancelled", message: "cancelled" },
  refunded: /*i18n*/ { id: "checkout.order_refunded", message: "refunded" },
} as const;

async function pendingOrder(request: Request, context: LoaderFunctionArgs["context"], id: string | null) {
  if (!testProviderAllowed(context)) notFound();
  const user = await requireUser(request, context);
  const order = id ? await getOrderFor(context.db, id, user) : null;
  if (!order || order.buyerId !== user.id) notFound();
  return order;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const order = await pendingOrder(request, context, new URL(request.url).searchParams.get("order"));
  return json({
    id: order.id,
    status: order.status,
    label: priceNameIn(context.lang, priceFor(order.type, order.tier)?.label ?? order.type),
    amountCents: order.amountCents,
    lang: context.lang,
    m: messagesFor(context.lang, "checkout"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = z.object({ order: text(100), intent: z.enum(["pay", "cancel"]) }).safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) badRequest(context.lang, /*i18n*/ { id: "badRequest.Bad Request", message: "Bad Request" });
  const order = await pendingOrder(request, context, form.data.order);
  if (form.data.intent === "cancel") return redirect(`/checkout/cancel?order=${order.id}`);
  if (await fulfilOrder(context.db, order.id, { provider: "test", providerOrderId: `test_${order.id}` }, context.now()))
    await notifyOrderPaid(context, order.id);
  return redirect(`/checkout/success?order=${order.id}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "checkout.testMeta", message: "Test payment provider" }) : "Test payment provider" },
  { name: "robots", content: "noindex" },
];

export default function TestProvider() {
  const order = useLoaderData<typeof loader>();
  const m = order.m;
  return (
    <section className="mx-auto max-w-md py-10">
      <p role="note" className="rounded border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-sm text-amber-900">
        <strong>{tr(m, /*i18n*/ { id: "checkout.testStrong", message: "Test payment provider — no real money." })}</strong>{" "}
        {tr(
          m,
          /*i18n*/ {
            id: "checkout.testNote",
            message: "This development server has no payment keys, so this page stands in for Stripe and PayPal. It does not exist in production.",
          },
        )}
      </p>
      <h1 className="mt-6 text-2xl font-bold">
        {tr(m, /*i18n*/ { id: "checkout.payAmount", message: "Pay {price}" }).replace("{price}", moneyIn(order.lang, order.amountCents))}
      </h1>
      <p className="mt-1 opacity-80">{order.label}</p>
      {order.status === "pending" ? (
        <Form method="post" className="mt-6 flex gap-3">
          <input type="hidden" name="order" value={order.id} />
          <Button name="intent" value="pay">
            {tr(m, /*i18n*/ { id: "checkout.pay", message: "Pay" })}
          </Button>
          <Button name="intent" value="cancel" variant="secondary">
            {tr(m, /*i18n*/ { id: "checkout.cancel", message: "Cancel" })}
          </Button>
        </Form>
      ) : (
        <p className="mt-6">
          {tr(m, /*i18n*/ { id: "checkout.orderIs", message: "This order is {status}." }).replace(
            "{status}",
            labelOf((d) => tr(m, d), ORDER_STATUS_NAMES, order.status),
          )}
        </p>
      )}
    </section>
  );
}
