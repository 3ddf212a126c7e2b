// PayPal's webhook: each delivery is verified with PayPal (verify-webhook-signature) and each event id has its
// effect once. PAYMENT.CAPTURE.COMPLETED fulfils (a capture that waited in review ends here), .DENIED fails the
// order, .REFUNDED undoes the upgrade. Our order id travels as the purchase unit's custom_id.
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { z } from "~/lib/zod";
import { applyPaypalWebhookEvent, type PaypalWebhookEvent } from "~/services/payments.server";
import { verifyPaypalWebhook } from "~/services/paypal.server";

const eventSchema: z.ZodType<PaypalWebhookEvent, z.ZodTypeDef, unknown> = z.object({
  id: z.string().min(1),
  event_type: z.string(),
  resource: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      custom_id: z.string().optional(),
      amount: z.object({ currency_code: z.string(), value: z.string() }).optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).partial() })
        .partial()
        .optional(),
    })
    .passthrough(),
});

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, /*i18n*/ { id: "api.Method Not Allowed", message: "Method Not Allowed" });
  // Without PayPal's keys and the webhook's id no delivery can be verified: 503, whatever was sent. The log names
  // what is missing; the caller learns nothing about the configuration.
  const missing = (["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"] as const).filter((name) => !context.env[name]);
  if (missing.length > 0) {
    console.error(`PayPal webhook refused: ${missing.join(", ")} not set`);
    return apiError(503, /*i18n*/ { id: "api.Webhook not configured", message: "Webhook not configured" });
  }
  const raw = await request.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return apiError(400, /*i18n*/ { id: "api.Invalid JSON", message: "Invalid JSON" });
  }
  const parsed = eventSchema.safeParse(body);
  if (!parsed.success) return apiError(400, /*i18n*/ { id: "api.Not a PayPal webhook event", message: "Not a PayPal webhook event" });
  let verified = false;
  try {
    verified = await verifyPaypalWebhook(context.env, request.headers, body);
  } catch (error) {
    // PayPal unreachable or answering nonsense: PayPal retries a delivery that was not acknowledged.
    console.error(`PayPal webhook verification failed: ${error instanceof Error ? error.message : String(error)}`);
    return apiError(503, /*i18n*/ { id: "api.Webhook verification unavailable", message: "Webhook verification unavailable" });
  }
  if (!verified) return apiError(400, /*i18n*/ { id: "api.Webhook signature verification failed", message: "Webhook signature verification failed" });
  const result = await applyPaypalWebhookEvent(context, parsed.data);
  return json(result.duplicate ? { received: true, duplicate: true } : { received: true });
}

export const loader = () => apiError(405, /*i18n*/ { id: "api.Method Not Allowed", message: "Method Not Allowed" });
