// POST /api/push/subscriptions: a browser's PushSubscription (its toJSON()) → 201 {subscribed: true}; the alert poll
// pushes each new warning for the county to it. DELETE with {endpoint} → {subscribed: false}. Errors are {"message"}:
// 400 an invalid subscription (endpoint not https or not public, keys not base64url of the right size), 415, 503
// when this site has no VAPID keys.
import { json } from "@remix-run/cloudflare";
import { z } from "zod";
import { apiError } from "~/lib/http.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { pushSubscriptionSchema, subscribeToWarnings, unsubscribeFromWarnings, vapidKeys } from "~/services/push.server";

const body = z.union([pushSubscriptionSchema, z.object({ endpoint: z.string().max(2000) })]);

export const action = apiAction({ method: ["POST", "DELETE"], body, message: "Invalid push subscription" }, async ({ request, context, body }) => {
  if (request.method.toUpperCase() === "DELETE") {
    await unsubscribeFromWarnings(context, body.endpoint);
    return json({ subscribed: false });
  }
  if (!vapidKeys(context)) return apiError(503, "Push notifications are not set up on this site");
  const parsed = pushSubscriptionSchema.safeParse(body);
  if (!parsed.success) return apiError(400, "Invalid push subscription");
  await subscribeToWarnings(context, parsed.data);
  return json({ subscribed: true }, { status: 201 });
});

export const loader = methodNotAllowed;
