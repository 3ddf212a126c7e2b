// PayPal sends the buyer back here (?token=<PayPal order id>) after approving: capture on the server, then show
// the result. A failed capture goes back to the checkout page without a message (part 2 §8).
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { checkoutUrl } from "~/lib/prices";
import { requireUser } from "~/services/auth.server";
import { captureForBuyer } from "~/services/payments.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const token = new URL(request.url).searchParams.get("token");
  if (!token) throw redirect("/");
  const result = await captureForBuyer(context, user, token);
  if (!result.order) throw redirect("/");
  if (result.status === 422) throw redirect(checkoutUrl(result.order.type, result.order.itemId, result.order.tier));
  throw redirect(`/checkout/success?order=${result.order.id}`);
}
