import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { badRequest, firstRule } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { labelOf } from "~/lib/i18n/descriptor";
import { formatPriceIn, peopleWroteLang, plain } from "~/lib/i18n/intl";
import { formatCents, priceFor } from "~/lib/prices";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { recordAudit } from "~/models/audit.server";
import { listRecentOrders, refundOrder, REFUND_WINDOW_DAYS } from "~/models/orders.server";
import { requireAdmin } from "~/services/auth.server";
import { notifyOrderRefunded } from "~/services/decision-and-receipt-mail.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const now = context.now().getTime();
  const rows = await listRecentOrders(context.db);
  return json({
    messages: messagesFor(context.lang, "adminOrders"),
    orders: rows.map(({ order: o, buyerEmail }) => ({
      id: o.id,
      buyerEmail,
      label: priceFor(o.type, o.tier)?.label ?? o.type,
      amountCents: o.amountCents,
      status: o.status,
      provider: o.provider,
      createdAt: o.createdAt.toISOString(),
      refundable: (o.status === "fulfilled" || o.status === "paid") && !!o.paidAt && now - o.paidAt.getTime() <= REFUND_WINDOW_DAYS * 86_400_000,
    })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = z
    .object({
      orderId: z
        .string()
        .trim()
        .min(1, "Order id is required")
        .max(100, "Invalid order id")
        .regex(/^[\w-]+$/, "Invalid order id"),
    })
    .safeParse(Object.fromEntries(await request.formData()));
  if (!form.success) badRequest(context.lang, firstRule(form.error, /*i18n*/ { id: "badRequest.Invalid order id", message: "Invalid order id" }));
  const result = await refundOrder(context.db, form.data.orderId, context.now());
  if (!result.ok) flash(context, { title: /*i18n*/ { id: "toasts.Error", message: "Error" }, description: result.message, variant: "destructive" });
  else {
    await recordAudit(
      context.db,
      admin,
      { action: "order.refund", targetType: "order", targetId: form.data.orderId, before: { status: "paid" }, after: { status: "refunded" } },
      context.now(),
    );
    await notifyOrderRefunded(context, form.data.orderId);
    flash(context, {
      title: /*i18n*/ { id: "toasts.Success", message: "Success" },
      description: /*i18n*/ { id: "toasts.Order refunded and its upgrade removed", message: "Order refunded and its upgrade removed" },
    });
  }
  return redirect("/admin/orders");
}

const PRODUCT_LABELS = {
  "Enhanced Event (featured placement)": /*i18n*/ {
    id: "adminOrders.product:Enhanced Event (featured placement)",
    message: "Enhanced Event (featured placement)",
  },
  "Premium Event (premium badge, top priority)": /*i18n*/ {
    id: "adminOrders.product:Premium Event (premium badge, top priority)",
    message: "Premium Event (premium badge, top priority)",
  },
  "Premium Business Listing": /*i18n*/ { id: "adminOrders.product:Premium Business Listing", message: "Premium Business Listing" },
  "Premium Classified Ad (featured 30 days, active 60)": /*i18n*/ {
    id: "adminOrders.product:Premium Classified Ad (featured 30 days, active 60)",
    message: "Premium Classified Ad (featured 30 days, active 60)",
  },
  "Classified Ad": /*i18n*/ { id: "adminOrders.product:Classified Ad", message: "Classified Ad" },
  "Premium Article Placement (top of the news for 7 days)": /*i18n*/ {
    id: "adminOrders.product:Premium Article Placement (top of the news for 7 days)",
    message: "Premium Article Placement (top of the news for 7 days)",
  },
  "Classified Ad (standard)": /*i18n*/ { id: "adminOrders.product:Classified Ad (standard)", message: "Classified Ad (standard)" },
  "Classified Ad (premium)": /*i18n*/ { id: "adminOrders.product:Classified Ad (premium)", message: "Classified Ad (premium)" },
  "Event Promotion": /*i18n*/ { id: "adminOrders.product:Event Promotion", message: "Event Promotion" },
  "Basic Job Post (30 days after review)": /*i18n*/ {
    id: "adminOrders.product:Basic Job Post (30 days after review)",
    message: "Basic Job Post (30 days after review)",
  },
  "Featured Job Post (pinned to the top for 14 days, listed 30)": /*i18n*/ {
    id: "adminOrders.product:Featured Job Post (pinned to the top for 14 days, listed 30)",
    message: "Featured Job Post (pinned to the top for 14 days, listed 30)",
  },
} as const;
const STATUS_LABELS = {
  pending: /*i18n*/ { id: "adminOrders.status_pending", message: "pending" },
  paid: /*i18n*/ { id: "adminOrders.status_paid", message: "paid" },
  fulfilled: /*i18n*/ { id: "adminOrders.status_fulfilled", message: "fulfilled" },
  failed: /*i18n*/ { id: "adminOrders.status_failed", message: "failed" },
  cancelled: /*i18n*/ { id: "adminOrders.status_cancelled", message: "cancelled" },
  refunded: /*i18n*/ { id: "adminOrders.status_refunded", message: "refunded" },
} as const;
/** A known product's or status's label; undefined for one the catalogue lacks (shown as written). */

export default function AdminOrders() {
  const { orders, messages } = useLoaderData<typeof loader>();
  const t = plain<"adminOrders">(messages);
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  // Product names and statuses are ours, translated by key; an unknown one (an old order type) is shown as stored.
  const known = (key: string) => Object.hasOwn(messages, key);
  if (orders.length === 0) return <p>{t(/*i18n*/ { id: "adminOrders.none", message: "No orders yet." })}</p>;
  // On a phone the table scrolls inside its box; the page itself never scrolls sideways.
  return (
    <div className="relative overflow-x-auto" data-testid="orders-table">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead>
          <tr className="border-b border-border">
            <th className="py-2">{t(/*i18n*/ { id: "adminOrders.date", message: "Date" })}</th>
            <th className="py-2">{t(/*i18n*/ { id: "adminOrders.buyer", message: "Buyer" })}</th>
            <th className="py-2">{t(/*i18n*/ { id: "adminOrders.what", message: "What" })}</th>
            <th className="py-2">{t(/*i18n*/ { id: "adminOrders.amount", message: "Amount" })}</th>
            <th className="py-2">{t(/*i18n*/ { id: "adminOrders.status", message: "Status" })}</th>
            <th className="py-2" />
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id} className="border-b border-border" data-testid={`admin-order-${o.id}`}>
              <td className="py-2">{dateTimeIn(lang, o.createdAt, "dateTime")}</td>
              <td className="py-2">{o.buyerEmail}</td>
              <td className="py-2" lang={known(`product:${o.label}`) ? undefined : wrote}>
                {labelOf(t, PRODUCT_LABELS, o.label)}
              </td>
              <td className="py-2">{lang === "en" ? formatCents(o.amountCents) : formatPriceIn(lang, o.amountCents)}</td>
              <td className="py-2">
                {labelOf(t, STATUS_LABELS, o.status)}
                {o.provider ? ` (${o.provider})` : ""}
              </td>
              <td className="py-2">
                {o.refundable ? (
                  <Form method="post">
                    <input type="hidden" name="orderId" value={o.id} />
                    <Button variant="tiny">{t(/*i18n*/ { id: "adminOrders.markRefunded", message: "Mark refunded" })}</Button>
                  </Form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
