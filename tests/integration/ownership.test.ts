// Issue 28 (items 1, 2, 5, 6, 10): nobody touches what is not theirs. A member's picture cannot be taken or let go
// by another member's listing; an erased account's or a removed ad's photos stop being public at once; a premium
// ad pays only the premium price; orders of a rejected or removed item cannot be paid; GIFs are checked frame by
// frame and a picture that is also a web page is refused.
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal } from "../../app/lib/dates";
import { createOrder } from "../../app/models/orders.server";
import { businesses, classifiedAds, events, localJobs, newsArticles, orders, uploads, users, type Business } from "../../db/schema";
import { first } from "../support/must";
import { startPaymentsWorker, stripe, WEBHOOK_SECRET, type PaymentsWorker } from "../support/payments";
import { gif, photoJpeg } from "../support/pictures";
import { pageText, postForm, postJson, postMultipart, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const FOREIGN = "That picture belongs to someone else. Please upload your own picture.";

let w: TestWorker;
let jamie: string;
let pat: string;
let admin: string;
let shop: Business;

beforeAll(async () => {
  // Without the Images binding /media serves the stored bytes themselves.
  w = await startTestWorker({ images: false });
  jamie = await sessionCookie(w, "seed-member-jamie");
  pat = await sessionCookie(w, "seed-member-pat");
  admin = await sessionCookie(w, "seed-admin");
  shop = first(
    await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.ownerId, "seed-member-jamie"), eq(businesses.claimStatus, "approved")))
      .limit(1),
  );
}, 120_000);
afterAll(async () => {
  await w?.close();
});

/** The business edit form as a browser without JavaScript sends it. */
function editForm(b: Business, extra: Record<string, string> = {}, logo?: File) {
  const form = new FormData();
  const fields: Record<string, string> = {
    description: b.description ?? "",
    phone: b.phone ?? "",
    email: b.email ?? "",
    website: b.website ? (b.website.startsWith("http") ? b.website : `https://${b.website}`) : "",
    address: b.address ?? "",
    logoUrl: b.logoUrl ?? "",
    services: (b.services ?? []).join(", "),
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("logo", logo ?? new File([], "", { type: "application/octet-stream" }));
  return form;
}
const shopRow = async () => (await w.db.select().from(businesses).where(eq(businesses.id, shop.id)))[0]!;
const uploadRow = async (url: string) =>
  (
    await w.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, url.slice("/media/".length)))
  )[0];

/** Posts an ad through /post-classified as a browser without JavaScript does; returns the response and its row. */
async function postAd(cookie: string, title: string, tier: "free" | "premium", photos: File[]) {
  const form = new FormData();
  const fields = {
    tier,
    title,
    description: "Solid oak, seats six.\nPick up in Old Town.",
    category: "Home & Garden",
    price: "$120",
    location: "Old Town Greenwood",
    contactEmail: "",
    contactPhone: "317-555-0166",
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const p of photos) form.append("photos", p);
  const res = await postMultipart(w, "/post-classified", cookie, form);
  const [ad] = await w.db.select().from(classifiedAds).where(eq(classifiedAds.title, title));
  return { res, ad: ad! };
}

/** Starts a checkout with the development test provider; returns the order id (or the refusal's status). */
async function startCheckout(cookie: string, fields: Record<string, string>) {
  const res = await postForm(w, "/checkout", cookie, { provider: "test", ...fields });
  const order = /order=([\w-]+)/.exec(res.headers.get("Location") ?? "")?.[1];
  return { status: res.status, order };
}
const orderRow = async (id: string) => (await w.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("1. a member's picture belongs to its owner and its own item", () => {
  let victimAd: { id: number; photo: string };

  beforeAll(async () => {
    const { res, ad } = await postAd(pat, "Oak dining table", "free", [photoJpeg()]);
    expect(res.status).toBe(302);
    victimAd = { id: ad.id, photo: ad.imageUrls![0]! };
    expect(await uploadRow(victimAd.photo)).toMatchObject({ ownerId: "seed-member-pat", kind: "classified", itemId: ad.id });
  });

  it("refuses another member's /media picture as a listing's logo with a 400 and a field error; nothing changes", async () => {
    const res = await postMultipart(w, `/businesses/${shop.id}/edit`, jamie, editForm(shop, { logoUrl: victimAd.photo }));
    expect(res.status).toBe(400);
    expect(pageText(await res.text())).toContain(FOREIGN);
    expect((await shopRow()).logoUrl).toBe(shop.logoUrl);
    expect(await uploadRow(victimAd.photo)).toMatchObject({ kind: "classified", itemId: victimAd.id });
  });

  it("clearing a logo that names another member's picture does not let that picture go; it stays served", async () => {
    // As if stored before the fix: the listing already shows Pat's photo as its logo.
    await w.db.update(businesses).set({ logoUrl: victimAd.photo }).where(eq(businesses.id, shop.id));
    const res = await postMultipart(w, `/businesses/${shop.id}/edit`, jamie, editForm({ ...(await shopRow()) }, { logoUrl: "" }));
    expect(res.status).toBe(302);
    expect((await shopRow()).logoUrl).toBeNull();
    const row = await uploadRow(victimAd.photo);
    expect(row).toMatchObject({ kind: "classified", itemId: victimAd.id });
    expect(row!.attachedAt).not.toBeNull();
    // Housekeeping a day later still finds it attached.
    await w.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(uploads.id, row!.id));
    await w.scheduled("15 * * * *");
    expect((await w.fetch(victimAd.photo)).status).toBe(200);
  });

  it("the owner's own logo upload still works, and replacing it lets the old one go", async () => {
    const first = await postMultipart(w, `/businesses/${shop.id}/edit`, jamie, editForm(await shopRow(), {}, gif({ name: "logo.gif" })));
    expect(first.status).toBe(302);
    const oldLogo = (await shopRow()).logoUrl!;
    expect(await uploadRow(oldLogo)).toMatchObject({ ownerId: "seed-member-jamie", kind: "business-logo", itemId: shop.id });
    const second = await postMultipart(w, `/businesses/${shop.id}/edit`, jamie, editForm(await shopRow(), { logoUrl: "" }));
    expect(second.status).toBe(302);
    expect((await uploadRow(oldLogo))!.attachedAt).toBeNull();
  });

  it("a picture an admin uploads to a member's event is attached (by its uploader, to that event)", async () => {
    const [e] = await w.db
      .insert(events)
      .values({
        title: "Pat's porch concert",
        startDate: new Date(Date.now() + 9 * 86_400_000),
        location: "Craig Park",
        organizerId: "seed-member-pat",
        isActive: true,
        isPublic: true,
      })
      .returning();
    const fd = new FormData();
    for (const [k, v] of Object.entries({ title: "Pat's porch concert", startDate: dateToTownLocal(e!.startDate), location: "Craig Park" }))
      fd.append(k, v);
    fd.append("image", gif({ name: "poster.gif" }));
    expect((await postMultipart(w, `/events/${e!.id}/edit`, admin, fd)).status).toBe(302);
    const url = (await w.db.select().from(events).where(eq(events.id, e!.id)))[0]!.imageUrl!;
    const row = await uploadRow(url);
    expect(row).toMatchObject({ ownerId: "seed-admin", kind: "event", itemId: e!.id });
    expect(row!.attachedAt).not.toBeNull();
  });

  it("refuses another member's picture as a news image, on the form and through the API", async () => {
    const form = {
      intent: "publish",
      title: "Borrowed picture",
      excerpt: "",
      content: "<p>Some words about the town.</p>",
      category: "Community",
      author: "Jamie",
      imageUrl: victimAd.photo,
      imageCaption: "",
      location: "",
      publishedAt: "2026-11-20T10:00",
    };
    const fd = new FormData();
    for (const [k, v] of Object.entries(form)) fd.append(k, v);
    fd.append("image", new File([], "", { type: "application/octet-stream" }));
    const res = await postMultipart(w, "/news/create", jamie, fd);
    expect(res.status).toBe(400);
    expect(pageText(await res.text())).toContain(FOREIGN);
    const api = await postJson(w, "/api/news", jamie, {
      title: "Borrowed picture",
      content: "<p>Some words.</p>",
      category: "Community",
      imageUrl: victimAd.photo,
      publishedAt: "2026-11-20T10:00",
    });
    expect(api.status).toBe(400);
    expect(JSON.stringify(await api.json())).toContain(FOREIGN);
    expect(await w.db.select().from(newsArticles).where(eq(newsArticles.title, "Borrowed picture"))).toHaveLength(0);
  });
});

describe("2. erased and removed ads take their photos with them", () => {
  it("deleting the account erases the ads' photos and their files at once", async () => {
    const id = "ownership-leaving";
    await w.db.insert(users).values({ id, email: "leaving.seller@greenwood.example", firstName: "Lee" });
    const leaving = await sessionCookie(w, id);
    const { res, ad } = await postAd(leaving, "Leaving seller's bike", "free", [photoJpeg(), photoJpeg()]);
    expect(res.status).toBe(302);
    const photos = ad.imageUrls!;
    expect(photos).toHaveLength(2);
    for (const p of photos) expect((await w.fetch(p)).status).toBe(200);

    const del = await postForm(w, "/account", leaving, { intent: "delete", confirm: "DELETE" });
    expect(del.status).toBe(302);
    expect(await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, ad.id))).toHaveLength(0);
    for (const p of photos) {
      expect(await uploadRow(p)).toBeUndefined();
      expect(await (await w.r2()).head(`uploads/${p.slice(7)}/original`)).toBeNull();
      expect((await w.fetch(p)).status).toBe(404);
    }
  });

  it("a moderator's removal erases the ad's photos at once", async () => {
    const { ad } = await postAd(pat, "Reported lamp", "free", [photoJpeg()]);
    const photo = ad.imageUrls![0]!;
    expect((await w.fetch(photo)).status).toBe(200);
    const res = await postForm(w, "/admin/classifieds", admin, { id: String(ad.id), intent: "remove" });
    expect(res.status).toBe(302);
    const after = (await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, ad.id)))[0]!;
    expect(after.removedAt).not.toBeNull();
    expect(after.imageUrls).toEqual([]);
    expect(await uploadRow(photo)).toBeUndefined();
    expect((await w.fetch(photo)).status).toBe(404);
  });
});

describe("5. an ad posted as premium pays only the premium price", () => {
  it("refuses the $5 classified type for a premium-pending ad with 8 photos; the premium price lists it", async () => {
    const { res, ad } = await postAd(
      pat,
      "Eight-photo canoe",
      "premium",
      Array.from({ length: 8 }, () => photoJpeg()),
    );
    expect(res.status).toBe(302);
    expect(ad).toMatchObject({ awaitingPayment: true, isPremium: false });
    expect(ad.imageUrls).toHaveLength(8);

    // The checkout page refuses it, and a forged form post makes no order (it goes back with the message).
    const page = await w.fetch(`/checkout?type=classified&id=${ad.id}`, { cookie: pat });
    expect(page.status).toBe(409);
    expect(pageText(await page.text())).toContain("This ad was posted as premium: it can only be paid at the premium price");
    const cheap = await startCheckout(pat, { type: "classified", itemId: String(ad.id) });
    expect(cheap.order).toBeUndefined();
    expect(
      await w.db
        .select()
        .from(orders)
        .where(and(eq(orders.itemId, String(ad.id)), eq(orders.type, "classified"))),
    ).toHaveLength(0);
    expect((await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, ad.id)))[0]).toMatchObject({ awaitingPayment: true });
    expect(pageText(await (await w.fetch("/classifieds")).text())).not.toContain("Eight-photo canoe");

    const premium = await startCheckout(pat, { type: "classified-premium", itemId: String(ad.id) });
    expect(premium.status).toBe(302);
    expect((await postForm(w, "/checkout/test-provider", pat, { order: premium.order!, intent: "pay" })).status).toBe(302);
    expect((await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, ad.id)))[0]).toMatchObject({
      awaitingPayment: false,
      isPremium: true,
    });
  });
});

describe("6. an order cannot be paid once its item is rejected or removed", () => {
  const jobPost = (title: string) => ({
    title,
    company: "Greenwood Bakery",
    description: "Early mornings, bread and pastries for the Old Town shop.",
    employmentType: "Full-time",
    experienceLevel: "Mid level",
    categoryId: "6",
    location: "Greenwood, IN 46143",
    salary: "$18/hr",
    skills: "Baking",
    applyEmail: "jobs@bakery.example",
    contactEmail: "owner@bakery.example",
    pricingTier: "featured",
  });
  const jobRow = async (title: string) => (await w.db.select().from(localJobs).where(eq(localJobs.title, title)))[0]!;

  it("rejecting a featured job post cancels its open $49 order, and paying it afterwards grants nothing", async () => {
    expect((await postForm(w, "/jobs/post", pat, jobPost("Night Baker"))).status).toBe(302);
    const job = await jobRow("Night Baker");
    const { status, order } = await startCheckout(pat, { type: "job-featured", itemId: String(job.id) });
    expect(status).toBe(302);
    expect((await postForm(w, "/admin/jobs", admin, { intent: "reject", localJobId: String(job.id), reason: "Not a local job" })).status).toBe(302);
    expect((await orderRow(order!)).status).toBe("cancelled");

    const pay = await postForm(w, "/checkout/test-provider", pat, { order: order!, intent: "pay" });
    expect(pay.status).toBe(302);
    expect((await orderRow(order!)).status).toBe("cancelled");
    expect(await jobRow("Night Baker")).toMatchObject({ status: "rejected", isPinned: false });
    expect((await jobRow("Night Baker")).paymentStatus).not.toBe("paid");
  });

  it("fulfilling re-checks the item: an order left open on a rejected post is cancelled, not paid", async () => {
    expect((await postForm(w, "/jobs/post", pat, jobPost("Pastry Cook"))).status).toBe(302);
    const job = await jobRow("Pastry Cook");
    const { order } = await startCheckout(pat, { type: "job-featured", itemId: String(job.id) });
    // Rejected by a path that did not cancel the order (a race with the payment).
    await w.db.update(localJobs).set({ status: "rejected", isActive: false }).where(eq(localJobs.id, job.id));
    expect((await postForm(w, "/checkout/test-provider", pat, { order: order!, intent: "pay" })).status).toBe(302);
    expect((await orderRow(order!)).status).toBe("cancelled");
    expect((await jobRow("Pastry Cook")).paymentStatus).not.toBe("paid");
  });

  it("removing an ad cancels its open order, and paying it afterwards lists nothing", async () => {
    const { ad } = await postAd(pat, "Removed premium mower", "premium", [photoJpeg()]);
    const { status, order } = await startCheckout(pat, { type: "classified-premium", itemId: String(ad.id) });
    expect(status).toBe(302);
    expect((await postForm(w, "/admin/classifieds", admin, { id: String(ad.id), intent: "remove" })).status).toBe(302);
    expect((await orderRow(order!)).status).toBe("cancelled");
    expect((await postForm(w, "/checkout/test-provider", pat, { order: order!, intent: "pay" })).status).toBe(302);
    expect((await orderRow(order!)).status).toBe("cancelled");
    expect((await w.db.select().from(classifiedAds).where(eq(classifiedAds.id, ad.id)))[0]).toMatchObject({
      isPremium: false,
      awaitingPayment: true,
    });
  });
});

describe("10. GIFs are checked frame by frame, and no picture may be a web page", () => {
  const uploadCount = async () => (await w.db.select().from(uploads)).length;
  const tryLogo = async (file: File) => {
    const before = await uploadCount();
    const res = await postMultipart(w, `/businesses/${shop.id}/edit`, jamie, editForm(await shopRow(), {}, file));
    return { status: res.status, text: pageText(await res.text()), added: (await uploadCount()) - before };
  };

  it("takes a well-formed animated GIF and serves it back", async () => {
    const res = await tryLogo(
      gif({
        screen: [1, 1],
        frames: [
          [1, 1],
          [1, 1],
        ],
        name: "spinner.gif",
      }),
    );
    expect(res.status).toBe(302);
    const logo = (await shopRow()).logoUrl!;
    const media = await w.fetch(logo);
    expect(media.status).toBe(200);
    expect(media.headers.get("Content-Type")).toBe("image/gif");
  });

  it("refuses a 65535×65535 frame behind a 1×1 header", async () => {
    const res = await tryLogo(gif({ screen: [1, 1], frames: [[65535, 65535]], name: "bomb.gif" }));
    expect(res.status).toBe(400);
    expect(res.text).toContain("bomb.gif has a frame too large to show.");
    expect(res.added).toBe(0);
  });

  it("refuses a frame larger than its screen even under the pixel limit", async () => {
    const res = await tryLogo(
      gif({
        screen: [10, 10],
        frames: [
          [1, 1],
          [4000, 4000],
        ],
        name: "wide.gif",
      }),
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain("wide.gif has a frame too large to show.");
    expect(res.added).toBe(0);
  });

  it("refuses an HTML/GIF polyglot: HTML after the trailer, or in a comment block", async () => {
    const after = await tryLogo(gif({ after: "<html><body><script>alert(document.cookie)</script></body></html>", name: "after.gif" }));
    expect(after.status).toBe(400);
    expect(after.text).toContain("after.gif could not be read as a picture.");
    expect(after.added).toBe(0);
    const comment = await tryLogo(gif({ comment: "<SCRIPT>alert(document.cookie)</SCRIPT>", name: "comment.gif" }));
    expect(comment.status).toBe(400);
    expect(comment.text).toContain("comment.gif contains web page code");
    expect(comment.added).toBe(0);
  });
});

describe("6. the Stripe webhook re-checks the item too", () => {
  let p: PaymentsWorker;
  beforeAll(async () => {
    p = await startPaymentsWorker();
  }, 120_000);
  afterAll(async () => {
    await p?.close();
  });
  const webhook = (id: string, orderId: string) => {
    const body = JSON.stringify({
      id,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: "checkout.session.completed",
      data: {
        object: {
          id: `cs_${id}`,
          object: "checkout.session",
          client_reference_id: orderId,
          payment_status: "paid",
          metadata: { orderId },
          subscription: null,
        },
      },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    return p.w.fetch("/api/stripe/webhook", {
      method: "POST",
      headers: { "Stripe-Signature": signature, "Content-Type": "application/json", Origin: "https://stripe.example" },
      body,
    });
  };

  it("a paid checkout for a job post rejected meanwhile grants nothing; the order is cancelled with the payment noted", async () => {
    const [job] = await p.w.db
      .insert(localJobs)
      .values({
        title: "Weekend Baker",
        company: "Greenwood Bakery",
        description: "Weekend bread shifts.",
        location: "Greenwood, IN",
        employmentType: "Part-time",
        contactEmail: "owner@bakery.example",
        employerId: "seed-member-pat",
        status: "pending",
        pricingTier: "featured",
        paymentAmount: "49.00",
        paymentStatus: "pending",
      })
      .returning();
    const created = await createOrder(p.w.db, { id: "seed-member-pat" }, { type: "job-featured", tier: null, itemId: job!.id }, new Date());
    if (!created.ok) throw new Error(created.message.message);
    await p.w.db.update(localJobs).set({ status: "rejected", isActive: false }).where(eq(localJobs.id, job!.id));
    const res = await webhook("evt_rejected_job", created.order.id);
    expect(res.status).toBe(200);
    const order = (await p.w.db.select().from(orders).where(eq(orders.id, created.order.id)))[0]!;
    expect(order.status).toBe("cancelled");
    expect(order.paidAt).not.toBeNull();
    const after = (await p.w.db.select().from(localJobs).where(eq(localJobs.id, job!.id)))[0]!;
    expect(after).toMatchObject({ isPinned: false, status: "rejected" });
    expect(after.paymentStatus).not.toBe("paid");
  });
});
