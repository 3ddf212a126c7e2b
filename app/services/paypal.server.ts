// PayPal Orders v2 over fetch. PAYPAL_API_BASE points it elsewhere (tests use a loopback server).
import type { AppEnv } from "~/lib/env.server";
import { centsToDecimal } from "~/lib/prices";
import { z } from "~/lib/zod";

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

/**
 * One PayPal REST call. `requestId` is sent as PayPal-Request-Id, so a retry of the same create or capture is the
 * same operation at PayPal (it answers the first result instead of doing it twice).
 */
async function call(env: AppEnv, path: string, body?: unknown, options: { method?: "GET" | "POST"; requestId?: string } = {}) {
  const token = await accessToken(env);
  const headers: Record<string, string> = { Authorization: `Bearer ${token}`, "Content-Type": "application/json", Accept: "application/json" };
  if (options.requestId) headers["PayPal-Request-Id"] = options.requestId;
  const res = await fetch(`${base(env)}${path}`, {
    method: options.method ?? "POST",
    headers,
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
  const res = await call(
    env,
    "/v2/checkout/orders",
    {
      intent: "CAPTURE",
      purchase_units: [{ custom_id: input.orderId, amount: { currency_code: "USD", value: centsToDecimal(input.amountCents) } }],
      application_context: { return_url: input.returnUrl, cancel_url: input.cancelUrl, user_action: "PAY_NOW" },
    },
    // One PayPal order per order of ours: a repeated create (a double click, a retry) gets the same PayPal order.
    { requestId: `greenwood-create-${input.orderId}` },
  );
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
          .object({
            captures: z.array(z.object({ id: z.string(), status: z.string(), amount: z.object({ currency_code: z.string(), value: z.string() }) })),
          })
          .optional(),
      }),
    )
    .default([]),
});

export type CaptureOutcome =
  | { state: "paid"; customId: string | null; body: unknown }
  | { state: "pending"; customId: string | null; body: unknown }
  | { state: "failed"; status: number; body: unknown };

/**
 * What an order (or capture) answer says: paid only when PayPal completed the full amount in USD; pending when
 * the capture waits in PayPal's review; anything else failed.
 */
function outcomeOf(json: unknown, expectedCents: number): CaptureOutcome {
  const parsed = captureSchema.safeParse(json);
  if (!parsed.success) return { state: "failed", status: 502, body: json };
  const captures = parsed.data.purchase_units.flatMap((u) => u.payments?.captures ?? []).filter((c) => c.amount.currency_code === "USD");
  const cents = (list: typeof captures) => list.reduce((sum, c) => sum + Math.round(Number(c.amount.value) * 100), 0);
  const customId = parsed.data.purchase_units[0]?.custom_id ?? null;
  const completed = captures.filter((c) => c.status === "COMPLETED");
  if (parsed.data.status === "COMPLETED" && cents(completed) === expectedCents) return { state: "paid", customId, body: json };
  const pending = captures.filter((c) => c.status === "PENDING");
  if (pending.length && cents(pending) + cents(completed) === expectedCents) return { state: "pending", customId, body: json };
  return { state: "failed", status: 422, body: json };
}

/** The order as PayPal has it now (GET /v2/checkout/orders/{id}). */
export async function getPaypalOrder(env: AppEnv, paypalOrderId: string) {
  return call(env, `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`, undefined, { method: "GET" });
}

/**
 * Captures an approved PayPal order and checks it with PayPal's own answer: completed, in USD, for exactly the
 * amount our price table asks. When the answer is unclear (a 5xx or a lost connection, or 422
 * ORDER_ALREADY_CAPTURED on a retry) the order is re-checked with PayPal before anything is decided.
 */
export async function capturePaypalOrder(env: AppEnv, paypalOrderId: string, expectedCents: number): Promise<CaptureOutcome> {
  let res: Awaited<ReturnType<typeof call>> | null = null;
  try {
    res = await call(env, `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, undefined, {
      requestId: `greenwood-capture-${paypalOrderId}`,
    });
  } catch {
    res = null; // the answer was lost: ask PayPal below
  }
  if (res?.ok) return outcomeOf(res.json, expectedCents);
  const alreadyCaptured = res?.status === 422 && JSON.stringify(res.json).includes("ORDER_ALREADY_CAPTURED");
  if (res === null || res.status >= 500 || alreadyCaptured) {
    const order = await getPaypalOrder(env, paypalOrderId).catch(() => null);
    if (order?.ok) return outcomeOf(order.json, expectedCents);
    return { state: "failed", status: order?.status ?? 502, body: order?.json ?? null };
  }
  return { state: "failed", status: res.status, body: res.json };
}

const webhookHeaders = [
  "paypal-auth-algo",
  "paypal-cert-url",
  "paypal-transmission-id",
  "paypal-transmission-sig",
  "paypal-transmission-time",
] as const;

/**
 * Verifies a webhook delivery with PayPal (POST /v1/notifications/verify-webhook-signature, the documented check
 * for Workers, where PayPal's certificate chain cannot be checked locally). True only for SUCCESS.
 */
export async function verifyPaypalWebhook(env: AppEnv, headers: Headers, event: unknown): Promise<boolean> {
  if (!env.PAYPAL_WEBHOOK_ID) throw new Error("PAYPAL_WEBHOOK_ID is not set");
  const values = webhookHeaders.map((h) => headers.get(h));
  if (values.some((v) => !v)) return false;
  const [authAlgo, certUrl, transmissionId, transmissionSig, transmissionTime] = values as string[];
  const res = await call(env, "/v1/notifications/verify-webhook-signature", {
    auth_algo: authAlgo,
    cert_url: certUrl,
    transmission_id: transmissionId,
    transmission_sig: transmissionSig,
    transmission_time: transmissionTime,
    webhook_id: env.PAYPAL_WEBHOOK_ID,
    webhook_event: event,
  });
  return res.ok && z.object({ verification_status: z.string() }).safeParse(res.json).data?.verification_status === "SUCCESS";
}
