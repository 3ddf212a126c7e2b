import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { getUser } from "~/services/auth.server";
import { captureForBuyer } from "~/services/payments.server";
import { paypalConfigured } from "~/services/paypal.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, /*i18n*/ { id: "api.Method Not Allowed", message: "Method Not Allowed" });
  const user = await getUser(context);
  if (!user) return apiError(401, /*i18n*/ { id: "api.Unauthorized", message: "Unauthorized" });
  if (!paypalConfigured(context.env)) return apiError(503, /*i18n*/ { id: "api.PayPal is not configured", message: "PayPal is not configured" });
  const result = await captureForBuyer(context, user, params.orderId ?? "");
  if (result.status === 404) return apiError(404, /*i18n*/ { id: "api.Order not found", message: "Order not found" });
  if (result.status === 422) return apiError(422, /*i18n*/ { id: "api.The payment was not completed", message: "The payment was not completed" });
  if (result.status === 202) return json(result.capture ?? { status: "PENDING" }, { status: 202 });
  return json(result.capture ?? { status: "COMPLETED" });
}

export const loader = () => apiError(405, /*i18n*/ { id: "api.Method Not Allowed", message: "Method Not Allowed" });
