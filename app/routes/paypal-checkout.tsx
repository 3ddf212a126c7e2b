import type { MetaFunction } from "@remix-run/cloudflare";
import { CheckoutProblem, checkoutTitle } from "~/components/checkout-problem";
import { CheckoutPage } from "./checkout/checkout-page";
import { checkoutAction, checkoutLoader } from "./checkout/checkout.server";

// The same checkout with PayPal offered first (part 2: the classified and article flows link here).
export const loader = checkoutLoader;
export const action = checkoutAction;
export const meta: MetaFunction<typeof loader> = ({ data, error }) => [{ title: checkoutTitle(data, error) }, { name: "robots", content: "noindex" }];
export default CheckoutPage;
export const ErrorBoundary = CheckoutProblem;
