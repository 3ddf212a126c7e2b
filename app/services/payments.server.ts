import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  applyProviderRefund,
  findOrderByProviderId,
  forgetPaymentEvent,
  firstTimeSeen,
  fulfilOrder,
  getOrder,
  markOrderFailed,
} from "~/models/orders.server";
import type { User } from "../../db/schema";
import { notifyOrderPaid } from "./decision-and-receipt-mail.server";
import { capturePaypalOrder } from "./paypal.server";

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
  if (await fulfilOrder(context.db, order.id, { provider: "paypal", providerOrderId: paypalOrderId }, context.now()))
    await notifyOrderPaid(context, order.id);
  return { status: 200 as const, order, capture: capture.body };
}

export type PaypalWebhookEvent = {
  id: string;
  event_type: string;
  resource: {
    status?: string;
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
};

/**
 * A verified PayPal webhook event, applied once per event id: PAYMENT.CAPTURE.COMPLETED fulfils (a capture that
 * waited in review ends here; the amount must be the order's), .DENIED fails the order, .REFUNDED undoes it.
 */
export async function applyPaypalWebhookEvent(context: AppLoadContext, event: PaypalWebhookEvent): Promise<{ duplicate: boolean }> {
  const { db } = context;
  const now = context.now();
  if (!(await firstTimeSeen(db, "paypal", event.id, event.event_type))) return { duplicate: true };
  try {
    const resource = event.resource;
    const paypalOrderId = resource.supplementary_data?.related_ids?.order_id;
    const order =
      (resource.custom_id ? await getOrder(db, resource.custom_id) : null) ??
      (paypalOrderId ? await findOrderByProviderId(db, "paypal", paypalOrderId) : null);
    if (!order) return { duplicate: false };
    switch (event.event_type) {
      case "PAYMENT.CAPTURE.COMPLETED": {
        const cents = resource.amount ? Math.round(Number(resource.amount.value) * 100) : -1;
        if (resource.status === "COMPLETED" && resource.amount?.currency_code === "USD" && cents === order.amountCents) {
          await fulfilOrder(db, order.id, { provider: "paypal", providerOrderId: paypalOrderId ?? order.providerOrderId }, now);
        }
        break;
      }
      case "PAYMENT.CAPTURE.DENIED":
        await markOrderFailed(db, order.id, now);
        break;
      case "PAYMENT.CAPTURE.REFUNDED":
        await applyProviderRefund(db, order.id, now);
        break;
      default:
        break;
    }
  } catch (error) {
    // Forget the event so PayPal's retry can process it.
    await forgetPaymentEvent(db, "paypal", event.id);
    throw error;
  }
  return { duplicate: false };
}
