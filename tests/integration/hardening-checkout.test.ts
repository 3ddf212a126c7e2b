// Issue 17, finding 2: each item accepts only its own order types at the table's price, once.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, events, orders } from "../../db/schema";
import { postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
const DAY = 86_400_000;

beforeAll(async () => {
  // No payment keys: the development test provider completes payments locally.
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

const eventRow = async (id: number) => (await w.db.select().from(events).where(eq(events.id, id)))[0];
const ordersFor = (itemId: number) =>
  w.db
    .select()
    .from(orders)
    .where(eq(orders.itemId, String(itemId)));

/** Starts a checkout with the test provider and pays it; returns the final status of each step. */
async function buy(fields: Record<string, string>) {
  const start = await postForm(w, "/checkout", jamie, { provider: "test", ...fields });
  const location = start.headers.get("Location") ?? "";
  const order = /order=([\w-]+)/.exec(location)?.[1];
  if (start.status !== 302 || !location.startsWith("/checkout/test-provider") || !order) return { started: false, status: start.status };
  const paid = await postForm(w, "/checkout/test-provider", jamie, { order, intent: "pay" });
  return { started: true, status: paid.status, order };
}

async function premiumEventAwaitingPayment(title: string) {
  const res = await postJson(w, "/api/events/create", jamie, {
    title,
    startDate: new Date(Date.now() + 4 * DAY).toISOString(),
    location: "Craig Park",
    isFeatured: true,
    isPremium: true,
    price: "50.00",
  });
  expect(res.status).toBe(402);
  return ((await res.json()) as { eventId: number }).eventId;
}

describe("finding 2: cheaper order types never buy the upgrades", () => {
  it("a premium event awaiting payment cannot be paid as event_promotion ($15) or event-enhanced ($25)", async () => {
    const id = await premiumEventAwaitingPayment("Premium gala");
    for (const type of ["event_promotion", "event-enhanced"]) {
      const attempt = await buy({ type, itemId: String(id) });
      expect(attempt.started, type).toBe(false);
    }
    expect(await eventRow(id)).toMatchObject({ awaitingPayment: true, isFeatured: false, isPremium: false });
    // The tier it was created with still works, at the table's $50.
    const paid = await buy({ type: "event-premium", itemId: String(id) });
    expect(paid.started).toBe(true);
    expect(await eventRow(id)).toMatchObject({ awaitingPayment: false, isFeatured: true, isPremium: true });
    const rows = await ordersFor(id);
    expect(rows.filter((o) => o.status === "fulfilled").map((o) => o.amountCents)).toEqual([5000]);
  });

  it("an upgrade already paid cannot be bought again under another type", async () => {
    const id = await premiumEventAwaitingPayment("Paid once");
    expect((await buy({ type: "event-premium", itemId: String(id) })).started).toBe(true);
    for (const type of ["event-premium", "event-enhanced", "event_promotion"]) {
      expect((await buy({ type, itemId: String(id) })).started, type).toBe(false);
    }
    expect((await ordersFor(id)).filter((o) => o.status === "fulfilled")).toHaveLength(1);
  });

  it("business_listing&tier=premium never makes a business premium; only the monthly business-premium does", async () => {
    const [biz] = await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.ownerId, "seed-member-jamie"), eq(businesses.isPremium, false)))
      .limit(1);
    expect(biz).toBeDefined();
    const attempt = await buy({ type: "business_listing", tier: "premium", itemId: String(biz!.id) });
    expect(attempt.started).toBe(false);
    expect((await w.db.select().from(businesses).where(eq(businesses.id, biz!.id)))[0]!.isPremium).toBe(false);
  });

  it("type=other creates no order", async () => {
    const before = (await w.db.select().from(orders)).length;
    expect((await buy({ type: "other" })).started).toBe(false);
    expect((await w.db.select().from(orders)).length).toBe(before);
  });

  it("20 parallel checkouts for one event make one payable order", async () => {
    const [row] = await w.db
      .insert(events)
      .values({ title: "Race", startDate: new Date(Date.now() + 5 * DAY), organizerId: "seed-member-jamie", awaitingPayment: true, location: "Hall" })
      .returning({ id: events.id });
    await Promise.all(
      Array.from({ length: 20 }, () => postForm(w, "/checkout", jamie, { provider: "test", type: "event-enhanced", itemId: String(row!.id) })),
    );
    const open = (await ordersFor(row!.id)).filter((o) => o.status === "pending");
    expect(open).toHaveLength(1);
  });
});
