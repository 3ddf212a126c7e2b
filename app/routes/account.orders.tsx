import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { formatDate } from "~/lib/dates";
import { checkoutUrl, formatCents, priceFor } from "~/lib/prices";
import { listOrdersForBuyer } from "~/models/orders.server";
import { requireUser } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const orders = await listOrdersForBuyer(context.db, user.id);
  return json({
    orders: orders.map((o) => ({
      id: o.id,
      label: priceFor(o.type, o.tier)?.label ?? o.type,
      amountCents: o.amountCents,
      recurring: o.recurring,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
      retryUrl: o.status === "pending" ? checkoutUrl(o.type, o.itemId, o.tier) : null,
    })),
  });
}

export const meta: MetaFunction = () => [{ title: "Your orders" }, { name: "robots", content: "noindex" }];

export default function AccountOrders() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">Your orders</h1>
      {orders.length === 0 ? (
        <p className="mt-4 opacity-80">You have not bought any upgrades yet.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-border">
              <th className="py-2">Date</th>
              <th className="py-2">What</th>
              <th className="py-2">Amount</th>
              <th className="py-2">Status</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((o) => (
              <tr key={o.id} className="border-b border-border" data-testid="order-row">
                <td className="py-2">{formatDate(o.createdAt)}</td>
                <td className="py-2">{o.label}</td>
                <td className="py-2">
                  {formatCents(o.amountCents)}
                  {o.recurring ? "/month" : ""}
                </td>
                <td className="py-2">
                  {o.status}
                  {o.retryUrl ? (
                    <Link to={o.retryUrl} className="ml-2 text-primary underline">
                      Pay now
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
