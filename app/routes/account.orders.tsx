import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { moneyIn, shortDateIn } from "~/lib/i18n/account-format";
import { priceNameIn } from "~/lib/i18n/account.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { labelOf, tr } from "~/lib/i18n/descriptor";
import { ORDER_STATUS_NAMES } from "~/lib/order-status-names";
import { checkoutUrl, priceFor } from "~/lib/prices";
import { listOrdersForBuyer } from "~/models/orders.server";
import { requireUser } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const orders = await listOrdersForBuyer(context.db, user.id);
  const lang = context.lang;
  return json({
    lang,
    m: messagesFor(lang, "account"),
    orders: orders.map((o) => ({
      id: o.id,
      label: priceNameIn(lang, priceFor(o.type, o.tier)?.label ?? o.type),
      amountCents: o.amountCents,
      recurring: o.recurring,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      retryUrl: o.status === "pending" ? checkoutUrl(o.type, o.itemId, o.tier) : null,
    })),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "account.ordersTitle", message: "Your orders" }) : "Your orders" },
  { name: "robots", content: "noindex" },
];

export default function AccountOrders() {
  const { orders, m, lang } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "account.ordersTitle", message: "Your orders" })}</h1>
      {orders.length === 0 ? (
        <p className="mt-4 opacity-80">{tr(m, /*i18n*/ { id: "account.noUpgrades", message: "You have not bought any upgrades yet." })}</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th className="py-2">{tr(m, /*i18n*/ { id: "account.date", message: "Date" })}</th>
              <th className="py-2">{tr(m, /*i18n*/ { id: "account.what", message: "What" })}</th>
              <th className="py-2">{tr(m, /*i18n*/ { id: "account.amount", message: "Amount" })}</th>
              <th className="py-2">{tr(m, /*i18n*/ { id: "account.status", message: "Status" })}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} className="border-b border-border" data-testid="order-row">
                <td className="py-2">{shortDateIn(lang, o.createdAt)}</td>
                <td className="py-2">{o.label}</td>
                <td className="py-2">
                  {moneyIn(lang, o.amountCents)}
                  {o.recurring ? tr(m, /*i18n*/ { id: "account.perMonth", message: "/month" }) : ""}
                </td>
                <td className="py-2">
                  {labelOf((d) => tr(m, d), ORDER_STATUS_NAMES, o.status)}
                  {o.retryUrl ? (
                    <Link to={o.retryUrl} className="ml-2 text-primary underline">
                      {tr(m, /*i18n*/ { id: "account.payNow", message: "Pay now" })}
                    </Link>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
