// POST /paypal/order {amount, currency, intent, orderId}: a PayPal order for one of the buyer's orders. The
// amount must be the price table's amount for that order; the client cannot choose what it pays.
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { text } from "~/lib/fields";
import { apiError, apiMessage } from "~/lib/http.server";
import { centsToDecimal } from "~/lib/prices";
import { z } from "~/lib/zod";
import { getOrderFor } from "~/models/orders.server";
import { methodNotAllowed, parseJsonBody } from "~/services/api.server";
import { getUser } from "~/services/auth.server";
import { startPaypalPayment } from "~/services/checkout.server";
import { paypalConfigured } from "~/services/paypal.server";

const bodySchema = z.object({
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/, "amount must look like 25.00"),
  currency: z.literal("USD", { errorMap: () => ({ message: "currency must be USD" }) }),
  intent: z.literal("CAPTURE", { errorMap: () => ({ message: "intent must be CAPTURE" }) }),
  orderId: text(100, { required: "orderId is required" }),
});

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await getUser(context);
  if (!user) return apiError(401, /*i18n*/ { id: "api.Unauthorized", message: "Unauthorized" });
  if (!paypalConfigured(context.env)) return apiError(503, /*i18n*/ { id: "api.PayPal is not configured", message: "PayPal is not configured" });
  const body = await parseJsonBody(request, bodySchema);
  const order = await getOrderFor(context.db, body.orderId, user);
  if (!order || order.buyerId !== user.id) return apiError(404, /*i18n*/ { id: "api.Order not found", message: "Order not found" });
  if (order.status !== "pending")
    return apiError(409, /*i18n*/ { id: "api.This order is not awaiting payment", message: "This order is not awaiting payment" });
  if (Math.round(Number(body.amount) * 100) !== order.amountCents) {
    return apiError(
      400,
      apiMessage(
        /*i18n*/ { id: "api.The amount for this order is {amount}", message: "The amount for this order is {amount}" },
        { amount: centsToDecimal(order.amountCents) },
      ),
    );
  }
  const paypal = await startPaypalPayment(context, order);
  return json({ id: paypal.id });
}

export const loader = methodNotAllowed;
