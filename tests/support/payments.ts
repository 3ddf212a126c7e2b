// One set-up for the checkout and payment tests: loopback Stripe and PayPal servers, a worker pointed at them, and
// the small helpers both files use (an event awaiting payment, its row and order, a form POST to the checkout).
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { events, orders } from "../../db/schema";
import { startPaypalServer, startStripeServer } from "./payment-servers";
import { startTestWorker } from "./worker";

export const WEBHOOK_SECRET = "whsec_greenwood_test";
/** The SDK pointed nowhere: used only to sign webhook payloads the way Stripe does. */
export const stripe = new Stripe("sk_test_greenwood");

export async function startPaymentsWorker(extraVars: Record<string, string> = {}) {
  const stripeServer = await startStripeServer();
  const paypal = await startPaypalServer();
  const w = await startTestWorker({
    vars: {
      STRIPE_SECRET_KEY: "sk_test_greenwood",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeServer.base,
      PAYPAL_CLIENT_ID: "pp-client",
      PAYPAL_CLIENT_SECRET: "pp-secret",
      PAYPAL_API_BASE: paypal.base,
      ...extraVars,
    },
  });
  return {
    w,
    stripeServer,
    paypal,
    async close() {
      await w.close();
      await stripeServer.close();
      await paypal.close();
    },
    /** An upcoming event whose paid tier has not been paid yet (hidden from the calendar). */
    async hiddenEvent(title: string, organizerId = "seed-member-jamie") {
      const [row] = await w.db
        .insert(events)
        .values({ title, startDate: new Date(Date.now() + 5 * 86_400_000), organizerId, awaitingPayment: true, location: "Craig Park" })
        .returning({ id: events.id });
      return row!.id;
    },
    eventRow: async (id: number) => (await w.db.select().from(events).where(eq(events.id, id)))[0],
    orderFor: async (itemId: number) =>
      (
        await w.db
          .select()
          .from(orders)
          .where(eq(orders.itemId, String(itemId)))
      )[0],
    /** The checkout form as a browser without JavaScript posts it. */
    pay: (path: string, cookie: string, fields: Record<string, string>) =>
      w.fetch(path, {
        method: "POST",
        cookie,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
  };
}
export type PaymentsWorker = Awaited<ReturnType<typeof startPaymentsWorker>>;
