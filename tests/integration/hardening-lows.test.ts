// Issue 17: the redirect, page bounds, RSS output and Origin findings, as a client sees them.
import { parseFeed } from "@rowanmanning/feed-parser";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsArticles, paymentEvents } from "../../db/schema";
import { sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let member: string;
beforeAll(async () => {
  w = await startTestWorker();
  member = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

describe("finding 3: no open redirect after sign-in", () => {
  it.each(["/.//evil.example/phish", "/..//x", "/.%2e/%2e%2e//x"])(
    "returnTo=%s sends a signed-in member to a path on this site",
    async (returnTo) => {
      const res = await w.fetch(`/api/login?returnTo=${encodeURIComponent(returnTo)}`, { cookie: member });
      expect(res.status).toBe(302);
      const location = res.headers.get("Location")!;
      expect(location.startsWith("//")).toBe(false);
      expect(new URL(location, "http://127.0.0.1:8787").host).toBe("127.0.0.1:8787");
    },
  );
});

describe("finding 10: pages and limits are bounded", () => {
  it("answers 400 (API) or the first page (HTML) to absurd page numbers and limits, never 500", async () => {
    expect((await w.fetch("/api/news?page=99999999999999999999")).status).toBe(400);
    expect((await w.fetch("/api/news?limit=1e309")).status).toBe(400);
    expect((await w.fetch("/api/businesses/featured?limit=1e309")).status).toBe(400);
    expect((await w.fetch("/api/businesses/featured?limit=-3")).status).toBe(400);
    for (const page of ["1e309", "99999999999999999999", "-1", "NaN", "2.5"]) {
      const res = await w.fetch(`/news?page=${page}`);
      expect(res.status, page).toBe(200);
    }
  });
});

describe("finding 12: the RSS feed stays valid XML", () => {
  it("drops characters XML cannot carry from stored titles and text", async () => {
    await w.db.insert(newsArticles).values({
      title: "Bell\u0007 and form\u000cfeed title",
      excerpt: "Escape \u001b[31m in the excerpt",
      content: "<p>Vertical\u000btab</p>",
      status: "published",
      publishedAt: new Date(Date.now() - 60_000),
    });
    const xml = await (await w.fetch("/news/rss.xml")).text();
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    const feed = parseFeed(xml);
    expect(feed.items.some((i) => i.title === "Bell and formfeed title")).toBe(true);
  });
});

describe("finding 15: the Stripe webhook", () => {
  it("answers 503 without naming the missing secret when none is configured", async () => {
    const res = await w.fetch("/api/stripe/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=x" },
      body: "{}",
    });
    expect(res.status).toBe(503);
    expect(await res.text()).not.toContain("STRIPE_WEBHOOK_SECRET");
  });

  it("answers 400 to a validly signed event without data.object, and records nothing", async () => {
    const secret = "whsec_hardening";
    const signed = await startTestWorker({ vars: { STRIPE_WEBHOOK_SECRET: secret, STRIPE_SECRET_KEY: "sk_test_hardening" } });
    try {
      const stripe = new Stripe("sk_test_hardening");
      for (const payload of [
        { id: "evt_no_data", object: "event", type: "checkout.session.completed" },
        { id: "evt_null_object", object: "event", type: "invoice.paid", data: { object: null } },
      ]) {
        const body = JSON.stringify(payload);
        const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret });
        const res = await signed.fetch("/api/stripe/webhook", {
          method: "POST",
          headers: { "Stripe-Signature": signature, "Content-Type": "application/json" },
          body,
        });
        expect(res.status).toBe(400);
      }
      expect(await signed.db.select().from(paymentEvents)).toEqual([]);
    } finally {
      await signed.close();
    }
  });
});
