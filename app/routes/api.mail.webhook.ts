// The mail provider's webhook (Resend, signed the Svix way): a bounced or complained address is suppressed, so no
// letter goes to it again. The signature is checked on the raw body; anything unsigned or stale is refused.
import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { apiAction } from "~/services/api.server";
import { handleMailEvent, verifyMailWebhook } from "~/services/letter.server";

// The body is read raw (no schema): the signature covers its exact bytes.
export const action = apiAction({}, async ({ request, context }) => {
  const secret = context.env.RESEND_WEBHOOK_SECRET;
  if (!secret) {
    console.error("Mail webhook refused: RESEND_WEBHOOK_SECRET not set");
    return apiError(503, /*i18n*/ { id: "api.Webhook not configured", message: "Webhook not configured" });
  }
  const body = await request.text();
  if (!(await verifyMailWebhook(secret, request.headers, body, context.now())))
    return apiError(400, /*i18n*/ { id: "api.Webhook signature verification failed", message: "Webhook signature verification failed" });
  let event: unknown;
  try {
    event = JSON.parse(body);
  } catch {
    return apiError(400, /*i18n*/ { id: "api.Webhook body is not JSON", message: "Webhook body is not JSON" });
  }
  const suppressed = await handleMailEvent(context, event, request.headers.get("svix-id"));
  return json({ received: true, suppressed: suppressed.length });
});
