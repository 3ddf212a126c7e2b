import type { AppLoadContext } from "@remix-run/cloudflare";
import type { User } from "../../db/schema";
import { capturePaypalOrder } from "./paypal.server";
import { findOrderByProviderId, fulfilOrder } from "~/models/orders.server";

/**
 * Captures a PayPal order of this buyer and fulfils ours only when PayPal confirms the full amount. A capture in
 * PayPal's review (PENDING) stays pending here and is fulfilled by the PAYMENT.CAPTURE.COMPLETED webhook.
 */
export async function captureForBuyer(context: AppLoadContext, buyer: Pick<User, "id">, paypalOrderId: string) {
  const order = await findOrderByProviderId(context.db, "paypal", paypalOrderId);
  if (!order || order.buyerId !== buyer.id) return { status: 404 as const, order: null, capture: null };
  if (order.status === "fulfilled") return { status: 200 as const, order, capture: null };
  const capture = await capturePaypalOrder(context.env, paypalOrderId, order.amountCents);
  if (capture.state === "pending") return { status: 202 as const, order, capture: capture.body };
  if (capture.state === "failed") {
    // No user message (part 2 §8); the order stays pending so the buyer can try again.
    console.error(`PayPal capture not completed for order ${order.id}: HTTP ${capture.status}`);
    return { status: 422 as const, order, capture: capture.body };
  }
  await fulfilOrder(context.db, order.id, { provider: "paypal", providerOrderId: paypalOrderId }, context.now());
  return { status: 200 as const, order, capture: capture.body };
}
