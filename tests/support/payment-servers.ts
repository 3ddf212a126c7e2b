// Loopback servers that speak the parts of Stripe's REST API and PayPal's Orders v2 API that we call.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

async function body(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
function send(res: ServerResponse, status: number, json: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(json));
}
async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export type StripeSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string;
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  /** The form-encoded request as Stripe received it. */
  form: Record<string, string>;
};

export async function startStripeServer() {
  const sessions = new Map<string, StripeSession>();
  let n = 0;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, "http://stripe.local");
    if (req.headers.authorization !== "Bearer sk_test_greenwood") {
      return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const form = Object.fromEntries(new URLSearchParams(await body(req)));
      const id = `cs_test_${++n}`;
      const session: StripeSession = {
        id,
        object: "checkout.session",
        mode: form.mode!,
        url: `https://checkout.stripe.example/c/pay/${id}`,
        payment_status: "unpaid",
        client_reference_id: form.client_reference_id ?? null,
        customer_email: form.customer_email ?? null,
        subscription: null,
        metadata: { orderId: form["metadata[orderId]"]! },
        amount_total: Number(form["line_items[0][price_data][unit_amount]"]),
        form,
      };
      sessions.set(id, session);
      return send(res, 200, session);
    }
    const match = url.pathname.match(/^\/v1\/checkout\/sessions\/([\w]+)$/);
    if (req.method === "GET" && match && sessions.has(match[1]!)) return send(res, 200, sessions.get(match[1]!));
    send(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  });
  const base = await listen(server);
  return { base, sessions, close: () => new Promise<void>((r) => server.close(() => r())) };
}

export async function startPaypalServer() {
  const orders = new Map<string, { id: string; value: string; customId: string; captured?: "COMPLETED" | "PENDING" }>();
  /** Order ids whose capture PayPal refuses (422), or completes for a different amount. */
  const refuse = new Set<string>();
  const shortPay = new Set<string>();
  /** Order ids whose capture goes to PayPal's payment review (capture status PENDING). */
  const pendingReview = new Set<string>();
  /** Order ids whose first capture succeeds at PayPal but whose answer is lost (500). */
  const loseAnswer = new Set<string>();
  /** PayPal-Request-Id of each POST, by path; and the order made for each create request id (idempotency). */
  const requestIds: { path: string; id: string | undefined }[] = [];
  const byRequestId = new Map<string, string>();
  /** Webhook verification requests, as PayPal received them. */
  const verifications: Record<string, unknown>[] = [];
  let n = 0;
  const orderJson = (order: { id: string; value: string; customId: string; captured?: string }) => ({
    id: order.id,
    status: order.captured ? "COMPLETED" : "APPROVED",
    purchase_units: [
      {
        custom_id: order.customId,
        ...(order.captured
          ? {
              payments: {
                captures: [
                  {
                    id: `CAP-${order.id}`,
                    status: order.captured,
                    amount: { currency_code: "USD", value: shortPay.has(order.id) ? "1.00" : order.value },
                    ...(order.captured === "PENDING" ? { status_details: { reason: "PENDING_REVIEW" } } : {}),
                  },
                ],
              },
            }
          : {}),
      },
    ],
  });
  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, "http://paypal.local");
    if (req.method === "POST" && url.pathname === "/v1/oauth2/token") {
      const expected = `Basic ${Buffer.from("pp-client:pp-secret").toString("base64")}`;
      if (req.headers.authorization !== expected) return send(res, 401, { error: "invalid_client" });
      return send(res, 200, { access_token: "A21-test-token", token_type: "Bearer", expires_in: 32400 });
    }
    if (req.headers.authorization !== "Bearer A21-test-token") return send(res, 401, { name: "AUTHENTICATION_FAILURE" });
    if (req.method === "POST" && url.pathname === "/v1/identity/generate-token")
      return send(res, 200, { client_token: "client-token-xyz", expires_in: 3600 });
    if (req.method === "POST") requestIds.push({ path: url.pathname, id: req.headers["paypal-request-id"] as string | undefined });
    if (req.method === "POST" && url.pathname === "/v1/notifications/verify-webhook-signature") {
      const json = JSON.parse(await body(req));
      verifications.push(json);
      const ok = json.transmission_sig === "valid-signature" && json.webhook_id === "WH-greenwood" && json.webhook_event?.id;
      return send(res, 200, { verification_status: ok ? "SUCCESS" : "FAILURE" });
    }
    const getOrder = url.pathname.match(/^\/v2\/checkout\/orders\/(\w+)$/);
    if (req.method === "GET" && getOrder) {
      const order = orders.get(getOrder[1]!);
      return order ? send(res, 200, orderJson(order)) : send(res, 404, { name: "RESOURCE_NOT_FOUND" });
    }
    if (req.method === "POST" && url.pathname === "/v2/checkout/orders") {
      const requestId = req.headers["paypal-request-id"] as string | undefined;
      const known = requestId ? byRequestId.get(requestId) : undefined;
      if (known) {
        await body(req);
        return send(res, 200, {
          id: known,
          status: "CREATED",
          links: [{ href: `https://www.paypal.example/checkoutnow?token=${known}`, rel: "approve", method: "GET" }],
        });
      }
      const json = JSON.parse(await body(req));
      const unit = json.purchase_units[0];
      const id = `PAYPAL${++n}`;
      orders.set(id, { id, value: unit.amount.value, customId: unit.custom_id });
      if (requestId) byRequestId.set(requestId, id);
      return send(res, 201, {
        id,
        status: "CREATED",
        links: [
          { href: `https://www.paypal.example/checkoutnow?token=${id}`, rel: "approve", method: "GET" },
          { href: `${url.origin}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
        ],
      });
    }
    const capture = url.pathname.match(/^\/v2\/checkout\/orders\/(\w+)\/capture$/);
    if (req.method === "POST" && capture) {
      const order = orders.get(capture[1]!);
      if (!order) return send(res, 404, { name: "RESOURCE_NOT_FOUND" });
      if (refuse.has(order.id)) return send(res, 422, { name: "UNPROCESSABLE_ENTITY", details: [{ issue: "INSTRUMENT_DECLINED" }] });
      if (order.captured)
        return send(res, 422, {
          name: "UNPROCESSABLE_ENTITY",
          details: [{ issue: "ORDER_ALREADY_CAPTURED", description: "Order already captured." }],
        });
      if (pendingReview.has(order.id)) {
        order.captured = "PENDING";
        return send(res, 201, orderJson(order));
      }
      if (loseAnswer.has(order.id)) {
        order.captured = "COMPLETED";
        return send(res, 500, { name: "INTERNAL_SERVER_ERROR" });
      }
      const value = shortPay.has(order.id) ? "1.00" : order.value;
      order.captured = "COMPLETED";
      return send(res, 201, {
        id: order.id,
        status: "COMPLETED",
        purchase_units: [
          {
            custom_id: order.customId,
            payments: { captures: [{ id: `CAP-${order.id}`, status: "COMPLETED", amount: { currency_code: "USD", value } }] },
          },
        ],
      });
    }
    send(res, 404, { name: "RESOURCE_NOT_FOUND" });
  });
  const base = await listen(server);
  return {
    base,
    orders,
    refuse,
    shortPay,
    pendingReview,
    loseAnswer,
    requestIds,
    verifications,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
