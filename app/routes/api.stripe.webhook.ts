// Stripe's webhook: the signature is checked on the raw body (300 s tolerance); each event id has its effect once.
import { json } from "@remix-run/cloudflare";
import type Stripe from "stripe";
import { apiError } from "~/lib/http.server";
import { firstTimeSeen, forgetPaymentEvent, fulfilOrder, markOrderFailed, setSubscriptionActive } from "~/models/orders.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { notifyOrderPaid } from "~/services/decision-and-receipt-mail.server";
import { invoiceSubscriptionId, verifyWebhook } from "~/services/stripe.server";

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : (value?.id ?? null));

// The body is read raw (no schema): the signature covers its exact bytes.
export const action = apiAction({}, async ({ request, context }) => {
  const body = await request.text();
  // The operator's log names what is missing or wrong; the caller gets fixed messages and learns nothing about the
  // configuration (nor the verifier's reasons).
  const missing = (["STRIPE_WEBHOOK_SECRET", "STRIPE_SECRET_KEY"] as const).filter((name) => !context.env[name]);
  if (missing.length > 0) {
    console.error(`Stripe webhook refused: ${missing.join(" and ")} not set`);
    return apiError(503, /*i18n*/ { id: "api.Webhook not configured", message: "Webhook not configured" });
  }
  let event: Stripe.Event;
  try {
    event = await verifyWebhook(context.env, body, request.headers.get("Stripe-Signature"));
  } catch (error) {
    console.error(`Stripe webhook refused: ${error instanceof Error ? error.message : String(error)}`);
    return apiError(400, /*i18n*/ { id: "api.Webhook signature verification failed", message: "Webhook signature verification failed" });
  }
  // A validly signed event still has to have the shape every handler below reads.
  const data = (event as { data?: { object?: unknown } }).data;
  if (!data || typeof data.object !== "object" || data.object === null)
    return apiError(400, /*i18n*/ { id: "api.Webhook event has no data.object", message: "Webhook event has no data.object" });
  const { db } = context;
  const now = context.now();
  if (!(await firstTimeSeen(db, "stripe", event.id, event.type))) return json({ received: true, duplicate: true });
  try {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const session = event.data.object;
        const orderId = session.client_reference_id ?? session.metadata?.orderId;
        if (orderId && (session.payment_status === "paid" || session.payment_status === "no_payment_required")) {
          if (await fulfilOrder(db, orderId, { provider: "stripe", providerOrderId: session.id, subscriptionId: idOf(session.subscription) }, now))
            await notifyOrderPaid(context, orderId);
        }
        break;
      }
      case "checkout.session.async_payment_failed": {
        // A delayed payment (bank debit) that did not go through: the order fails, nothing is granted.
        const session = event.data.object;
        const orderId = session.client_reference_id ?? session.metadata?.orderId;
        if (orderId) await markOrderFailed(db, orderId, now);
        break;
      }
      case "invoice.paid": {
        const subscription = invoiceSubscriptionId(event.data.object);
        if (subscription) await setSubscriptionActive(db, subscription, true, now);
        break;
      }
      case "invoice.payment_failed": {
        const subscription = invoiceSubscriptionId(event.data.object);
        if (subscription) await setSubscriptionActive(db, subscription, false, now);
        break;
      }
      case "customer.subscription.deleted":
        await setSubscriptionActive(db, event.data.object.id, false, now);
        break;
      default:
        break;
    }
  } catch (error) {
    // Forget the event so Stripe's retry can process it.
    await forgetPaymentEvent(db, "stripe", event.id);
    throw error;
  }
  return json({ received: true });
});

export const loader = methodNotAllowed;
