// A cancelled payment leaves the order pending and shows no message (part 2 §8): back to the checkout page.
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { checkoutUrl } from "~/lib/prices";
import { getOrderFor } from "~/models/orders.server";
import { requireUser } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const id = new URL(request.url).searchParams.get("order");
  const order = id ? await getOrderFor(context.db, id, user) : null;
  if (!order) throw redirect("/");
  console.log(`checkout cancelled for order ${order.id}`);
  return redirect(checkoutUrl(order.type, order.itemId, order.tier));
}
