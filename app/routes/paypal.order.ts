// POST /paypal/order {amount, currency, intent, orderId}: a PayPal order for one of the buyer's orders. The
// amount must be the price table's amount for that order; the client cannot choose what it pays.
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { getUser } from "~/services/auth.server";
import { siteUrl } from "~/routes/checkout/checkout.server";
import { apiError, readJson } from "~/lib/http.server";
import { createPaypalOrder, paypalConfigured } from "~/services/paypal.server";
import { centsToDecimal } from "~/lib/prices";
import { getOrderFor, setProviderReference } from "~/models/orders.server";

const bodySchema = z.object({
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/, "amount must look like 25.00"),
  currency: z.literal("USD", { errorMap: () => ({ message: "currency must be USD" }) }),
  intent: z.literal("CAPTURE", { errorMap: () => ({ message: "intent must be CAPTURE" }) }),
  orderId: z.string().min(1, "orderId is required"),
});

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await getUser(context);
  if (!user) return apiError(401, "Unauthorized");
  if (!paypalConfigured(context.env)) return apiError(503, "PayPal is not configured");
  const parsed = bodySchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, parsed.error.issues[0].message, parsed.error.flatten().fieldErrors);
  const order = await getOrderFor(context.db, parsed.data.orderId, user);
  if (!order || order.buyerId !== user.id) return apiError(404, "Order not found");
  if (order.status !== "pending") return apiError(409, "This order is not awaiting payment");
  if (Math.round(Number(parsed.data.amount) * 100) !== order.amountCents) {
    return apiError(400, `The amount for this order is ${centsToDecimal(order.amountCents)}`);
  }
  const base = siteUrl(context, request);
  const paypal = await createPaypalOrder(context.env, {
    orderId: order.id,
    amountCents: order.amountCents,
    returnUrl: `${base}/paypal/return`,
    cancelUrl: `${base}/checkout/cancel?order=${order.id}`,
  });
  await setProviderReference(context.db, order.id, "paypal", paypal.id, context.now());
  return json({ id: paypal.id });
}

export const loader = () => apiError(405, "Method Not Allowed");
