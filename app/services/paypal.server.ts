// PayPal Orders v2 over fetch. PAYPAL_API_BASE points it elsewhere (tests use a loopback server).
import { z } from "zod";
import type { AppEnv } from "~/lib/env.server";
import { centsToDecimal } from "~/lib/prices";

export function paypalConfigured(env: AppEnv) {
  return Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);
}

const base = (env: AppEnv) => (env.PAYPAL_API_BASE ?? "https://api-m.paypal.com").replace(/\/$/, "");

async function accessToken(env: AppEnv): Promise<string> {
  const res = await fetch(`${base(env)}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${btoa(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`)}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
  });
  if (!res.ok) throw new Error(`PayPal token: HTTP ${res.status}`);
  return z.object({ access_token: z.string() }).parse(await res.json()).access_token;
}

async function call(env: AppEnv, path: string, body?: unknown) {
  const token = await accessToken(env);
  const res = await fetch(`${base(env)}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => ({}));
  return { ok: res.ok, status: res.status, json };
}

export async function generateClientToken(env: AppEnv): Promise<string> {
  const res = await call(env, "/v1/identity/generate-token");
  if (!res.ok) throw new Error(`PayPal client token: HTTP ${res.status}`);
  return z.object({ client_token: z.string() }).parse(res.json).client_token;
}

const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).optional(),
});

export async function createPaypalOrder(env: AppEnv, input: { orderId: string; amountCents: number; returnUrl: string; cancelUrl: string }) {
  const res = await call(env, "/v2/checkout/orders", {
    intent: "CAPTURE",
    purchase_units: [{ custom_id: input.orderId, amount: { currency_code: "USD", value: centsToDecimal(input.amountCents) } }],
    application_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: "PAY_NOW" },
  });
  if (!res.ok) throw new Error(`PayPal create order: HTTP ${res.status}`);
  const order = orderSchema.parse(res.json);
  return { id: order.id, approveUrl: order.links?.find((l) => l.rel === "approve" || l.rel === "payer-action")?.href ?? null };
}

const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        payments: z
          .object({ captures: z.array(z.object({ id: z.string(), status: z.string(), amount: z.object({ currency_code: z.string(), value: z.string() }) })) })
          .optional(),
      }),
    )
    .default([]),
});

/**
 * Captures an approved PayPal order and checks it with PayPal's own answer: completed, in USD, for exactly the
 * amount our price table asks. Anything else is not a payment.
 */
export async function capturePaypalOrder(env: AppEnv, paypalOrderId: string, expectedCents: number) {
  const res = await call(env, `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`);
  if (!res.ok) return { paid: false as const, status: res.status, body: res.json };
  const capture = captureSchema.safeParse(res.json);
  if (!capture.success) return { paid: false as const, status: 502, body: res.json };
  const captures = capture.data.purchase_units.flatMap((u) => u.payments?.captures ?? []);
  const completed = captures.filter((c) => c.status === "COMPLETED" && c.amount.currency_code === "USD");
  const paidCents = completed.reduce((sum, c) => sum + Math.round(Number(c.amount.value) * 100), 0);
  const paid = capture.data.status === "COMPLETED" && paidCents === expectedCents;
  return { paid, status: 200, body: res.json, customId: capture.data.purchase_units[0]?.custom_id ?? null };
}
