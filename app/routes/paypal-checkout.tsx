import type { MetaFunction } from "@remix-run/cloudflare";
import { CheckoutPage } from "~/components/checkout-page";
import { checkoutAction, checkoutLoader } from "~/routes/checkout/checkout.server";

// The same checkout with PayPal offered first (part 2: the classified and article flows link here).
export const loader = checkoutLoader;
export const action = checkoutAction;
export const meta: MetaFunction = () => [{ title: "Checkout" }, { name: "robots", content: "noindex" }];
export default CheckoutPage;
