// POST /api/push/subscriptions: a browser's PushSubscription (its toJSON()) → 201 {subscribed: true}; the alert poll
// pushes each new warning for the county to it. DELETE with {endpoint} → {subscribed: false}. Errors are {"message"}:
// 400 an invalid subscription (the endpoint not a browser's push service, the keys not a P-256 key and a 16-byte
// secret in base64url or base64), 415, 429 past an address's hourly number of new subscriptions, 503 when this site
// has no VAPID keys.
import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { z } from "~/lib/zod";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { parsePushSubscription, subscribeToWarnings, unsubscribeFromWarnings, vapidKeys } from "~/services/push.server";

// Every field is read here; a POST's are checked by parsePushSubscription, which says what is wrong.
const body = z.object({ endpoint: z.string().max(2000) }).passthrough();

export const action = apiAction(
  { method: ["POST", "DELETE"], body, message: /*i18n*/ { id: "api.Invalid push subscription", message: "Invalid push subscription" } },
  async ({ request, context, body }) => {
    if (request.method.toUpperCase() === "DELETE") {
      await unsubscribeFromWarnings(context, body.endpoint);
      return json({ subscribed: false });
    }
    if (!vapidKeys(context))
      return apiError(
        503,
        /*i18n*/ { id: "api.Push notifications are not set up on this site", message: "Push notifications are not set up on this site" },
      );
    const parsed = parsePushSubscription(context, body);
    if (!parsed.ok) return apiError(400, parsed.message);
    if ((await subscribeToWarnings(request, context, parsed.value)) === "too-many") {
      return apiError(
        429,
        /*i18n*/ {
          id: "api.Too many push subscriptions from your address. Please try again in an hour.",
          message: "Too many push subscriptions from your address. Please try again in an hour.",
        },
        undefined,
        { headers: { "Retry-After": "3600", "Cache-Control": "no-store" } },
      );
    }
    return json({ subscribed: true }, { status: 201 });
  },
);

export const loader = methodNotAllowed;
