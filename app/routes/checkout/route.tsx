import type { MetaFunction } from "@remix-run/cloudflare";
import { CheckoutPage } from "~/components/checkout-page";
import { checkoutAction, checkoutLoader } from "~/routes/checkout/checkout.server";

export const loader = checkoutLoader;
export const action = checkoutAction;
export const meta: MetaFunction = () => [{ title: "Checkout" }, { name: "robots", content: "noindex" }];
export default CheckoutPage;
