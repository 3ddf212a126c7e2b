import type { MetaFunction } from "@remix-run/cloudflare";
import { CheckoutProblem } from "~/components/checkout-problem";
import { CheckoutPage } from "./checkout-page";
import { checkoutAction, checkoutLoader } from "./checkout.server";

export const loader = checkoutLoader;
export const action = checkoutAction;
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.m.metaTitle ?? "Checkout" }, { name: "robots", content: "noindex" }];
export default CheckoutPage;
export const ErrorBoundary = CheckoutProblem;
