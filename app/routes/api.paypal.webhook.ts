// PayPal's webhook: each delivery is verified with PayPal (verify-webhook-signature) and each event id has its
// effect once. PAYMENT.CAPTURE.COMPLETED fulfils (a capture that waited in review ends here), .DENIED fails the
// order, .REFUNDED undoes the upgrade. Our order id travels as the purchase unit's custom_id.
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { paymentEvents } from "../../db/schema";
import { apiError } from "~/lib/http.server";
import { verifyPaypalWebhook } from "~/lib/paypal.server";
import { applyProviderRefund, findOrderByProviderId, firstTimeSeen, fulfilOrder, getOrder, markOrderFailed } from "~/models/orders.server";

const eventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      custom_id: z.string().optional(),
      amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
      supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).partial() }).partial().optional(),
    })
    .passthrough(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const raw = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return apiError(400, "Invalid JSON");
  }
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return apiError(400, "Not a PayPal webhook event");
  if (!(await verifyPaypalWebhook(context.env, request.headers, body))) return apiError(400, "Webhook signature verification failed");
  const event = parsed.data;
  const { db } = context;
  const now = context.now();
  if (!(await firstTimeSeen(db, "paypal", event.id, event.event_type))) return json({ received: true, duplicate: true });
  try {
    const resource = event.resource;
    const paypalOrderId = resource.supplementary_data?.related_ids?.order_id;
    const order =
      (resource.custom_id ? await getOrder(db, resource.custom_id) : null) ??
      (paypalOrderId ? await findOrderByProviderId(db, "paypal", paypalOrderId) : null);
    if (order) {
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
    }
  } catch (error) {
    // Forget the event so PayPal's retry can process it.
    await db.delete(paymentEvents).where(eq(paymentEvents.id, `paypal:${event.id}`));
    throw error;
  }
  return json({ received: true });
}

export const loader = () => apiError(405, "Method Not Allowed");
