// Classified ads end to end in the built worker: the list and its filters, posting with JavaScript off (every
// message), free and premium (paid with the test provider), photos, expiry and renewal on a set clock, reports and
// the admin's removal, the spam limits, the JSON API, and ownership.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { truncate } from "../../app/lib/text";
import { classifiedAds, classifiedReports, uploads } from "../../db/schema";
import { logoPng, oversized, photoJpeg, renamedText } from "../support/pictures";
import { pageText, postJson, postMultipart, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
let pat: string;
let admin: string;
const DAY = 86_400_000;
const REAL_NOW = Date.now();
/** A clock day of its own per test, far from the seed's dates, so the daily limits never interfere. */
const day = (n: number, hours = 12) => new Date(Date.UTC(2031, 0, 1 + n * 3, hours)).toISOString();

beforeAll(async () => {
  // Without the Images binding /media serves the original bytes, which lets us compare them.
  w = await startTestWorker({ images: false });
  jamie = await sessionCookie(w, "seed-member-jamie");
  pat = await sessionCookie(w, "seed-member-pat");
  admin = await sessionCookie(w, "seed-admin");
  userOf.set(jamie, "seed-member-jamie").set(pat, "seed-member-pat").set(admin, "seed-admin");
}, 120_000);
afterAll(async () => {
  await w?.close();
});

type AdInput = Partial<Record<"tier" | "title" | "description" | "category" | "price" | "location" | "contactEmail" | "contactPhone", string>>;
const validAd = (over: AdInput = {}): AdInput => ({
  tier: "free",
  title: "Cedar porch swing",
  description: "Four feet wide, chains included.\nNeeds a fresh coat of stain.",
  category: "Home & Garden",
  price: "$85",
  location: "Old Town Greenwood",
  contactEmail: "",
  contactPhone: "317-555-0144",
  ...over,
});

/** The post form as a browser without JavaScript sends it (multipart, with an empty file input when no photos). */
function adForm(fields: AdInput, photos: File[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  if (photos.length) for (const p of photos) form.append("photos", p);
  else form.append("photos", new File([], "", { type: "application/octet-stream" }));
  return form;
}

async function post(cookie: string, fields: AdInput, photos: File[] = [], now?: string) {
  const form = adForm(fields, photos);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return w.fetch("/post-classified", {
    method: "POST",
    cookie: await at(cookie, now),
    headers: { "Content-Type": encoded.headers.get("Content-Type")!, ...(now ? { "X-Test-Now": now } : {}) },
    body: new Uint8Array(await encoded.arrayBuffer()),
  });
}

const userOf = new Map<string, string>();
const clockCookies = new Map<string, string>();
/**
 * The member's cookie for a request on a set clock: a session made at that time (a session made today would be
 * long expired in a request dated years ahead, and the worker deletes expired sessions).
 */
async function at(cookie: string | undefined, now: string | undefined) {
  if (!cookie || !now) return cookie;
  const key = `${cookie}|${now}`;
  if (!clockCookies.has(key)) {
    const { createSession } = await import("../../app/models/session.server");
    clockCookies.set(key, `session=${(await createSession(w.db, userOf.get(cookie)!, new Date(new Date(now).getTime() - 60_000))).token}`);
  }
  return clockCookies.get(key);
}

const adByTitle = async (title: string) => (await w.db.select().from(classifiedAds).where(eq(classifiedAds.title, title)))[0];
const get = async (path: string, cookie?: string, now?: string) =>
  w.fetch(path, { cookie: await at(cookie, now), headers: now ? { "X-Test-Now": now } : {} });
const action = async (path: string, cookie: string, fields: Record<string, string>, now?: string) =>
  w.fetch(path, {
    method: "POST",
    cookie: await at(cookie, now),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(now ? { "X-Test-Now": now } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

describe("/classifieds", () => {
  it("lists active ads as cards, featured premium first, with the title, Post an Ad and View Details", async () => {
    const res = await get("/classifieds");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(">Classified Ads</h1>");
    expect(html).toMatch(/<a[^>]+href="\/post-classified"[^>]*>Post an Ad<\/a>/);
    const ids = [...html.matchAll(/href="\/classifieds\/(\d+)"[^>]*>View Details/g)].map((m) => Number(m[1]));
    expect(ids.length).toBe(12);
    const rows = await w.db.select().from(classifiedAds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Featured (premium, within 30 days) first.
    const featured = ids.map((id) => byId.get(id)!).map((r) => r.isPremium && (r.featuredUntil?.getTime() ?? 0) > REAL_NOW);
    expect(featured.indexOf(false)).toBeGreaterThan(0);
    expect(featured.slice(featured.indexOf(false))).not.toContain(true);
    // The description is cut at 100 characters plus '…'.
    const long = rows.find((r) => ids.includes(r.id) && r.description.length > 100)!;
    // Cut at a word boundary within 100 characters, ending with '…' (the shared rule for previews, docs/decisions/site-shell.md).
    expect(html).toContain(truncate(long.description, 100));
    expect(truncate(long.description, 100)).toMatch(/…$/);
    expect(html).not.toContain(long.description);
    // Prices with a $, created dates, locations.
    expect(pageText(html)).toContain("$8,900");
    expect(pageText(html)).toMatch(/Posted [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  it("leaves out expired, sold, removed and unpaid ads, and pages the rest", async () => {
    // Every page: other tests add ads, so how many pages the list has is not fixed.
    const pages = Number(/Page 1 of (\d+)/.exec(pageText(await (await get("/classifieds")).text()))?.[1] ?? 1);
    const all = await Promise.all(Array.from({ length: pages }, async (_, i) => (await get(`/classifieds?page=${i + 1}`)).text()));
    const text = all.map(pageText).join(" ");
    expect(text).toContain("Craftsman 20-inch push mower"); // active, near expiry
    expect(text).not.toContain("Window air conditioner"); // expired
    expect(text).not.toContain("Youth bicycle"); // sold
    expect(all[0]).toContain('rel="next"');
    expect(pageText(all[1]!)).toContain("Page 2 of");
  });

  it("filters by category, text, price range and photos, and sorts by price (a GET form)", async () => {
    const pets = pageText(await (await get("/classifieds?category=Pets")).text());
    expect(pets).toContain("Two bonded adult cats");
    expect(pets).not.toContain("PlayStation 5");
    const q = pageText(await (await get("/classifieds?q=kayak")).text());
    expect(q).toContain("Sit-on-top kayak");
    expect(q).not.toContain("Two bonded adult cats");
    const range = await (await get("/classifieds?min=100&max=300&sort=price_asc")).text();
    const prices = [...range.matchAll(/data-testid="classified-price">([^<]+)</g)].map((m) => Number(m[1]!.replace(/[^\d.]/g, "")));
    expect(prices.length).toBeGreaterThan(2);
    for (const p of prices) expect(p >= 100 && p <= 300).toBe(true);
    // Past the featured ads, cheapest first.
    const rest = prices.slice(prices.length - 3);
    expect([...rest].sort((a, b) => a - b)).toEqual(rest);
    const form = await (await get("/classifieds")).text();
    expect(form).toMatch(/<form[^>]*method="get"[^>]*action="\/classifieds/);
  });

  it("shows 'No Classified Ads' / 'Be the first to post an ad in our marketplace.' when nothing matches", async () => {
    const text = pageText(await (await get("/classifieds?q=zzzznothing")).text());
    expect(text).toContain("No Classified Ads");
    expect(text).toContain("Be the first to post an ad in our marketplace.");
  });
});

describe("/post-classified with JavaScript off", () => {
  it("asks visitors to sign in, with a link back to the form", async () => {
    const html = await (await get("/post-classified")).text();
    expect(pageText(html)).toContain("Sign In Required You must be signed in to post a classified ad.");
    expect(html).toContain('href="/api/login?returnTo=/post-classified"');
    expect((await post("", validAd())).status).toBe(302); // the action sends visitors to sign in
  });

  it("shows members the tier cards, 15 categories, the prohibited-items rule, the buttons and Cancel", async () => {
    const html = await (await get("/post-classified", jamie)).text();
    const text = pageText(html);
    expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    const radios = html.match(/<input[^>]*type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios.find((r) => r.includes('value="free"'))).toContain('checked=""');
    expect(radios.find((r) => r.includes('value="premium"'))).not.toContain("checked");
    expect(text).toContain("Premium $25");
    expect(html.match(/<option value="[^"]+">/g)?.length).toBe(15);
    expect(text).toContain("Prohibited items: weapons, illegal substances and adult content");
    expect(text).toContain("Post Free Ad");
    expect(text).toContain("Pay $25 & Post Ad");
    expect(html).toMatch(/href="\/classifieds"[^>]*>Cancel</);
    expect(html).toMatch(/type="file"[^>]*name="photos"|name="photos"[^>]*type="file"/);
  });

  it("refuses bad input with every message verbatim, keeps what was typed, and saves nothing", async () => {
    const before = (await w.db.select().from(classifiedAds)).length;
    const empty = await post(jamie, { tier: "free", title: "", description: "", category: "", contactEmail: "", price: "Around $40" });
    expect(empty.status).toBe(400);
    const text = pageText(await empty.text());
    for (const m of ["Title is required", "Description is required", "Category is required"]) expect(text).toContain(m);

    const bad = await post(jamie, validAd({ title: "x".repeat(256), contactEmail: "not-an-email", location: "Near the library" }));
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(pageText(html)).toContain("Title too long");
    expect(pageText(html)).toContain("Invalid email");
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain('value="Near the library"');
    expect(html).toContain("Needs a fresh coat of stain.");
    expect((await w.db.select().from(classifiedAds)).length).toBe(before);
  });

  it("posts a free ad: toast 'Success!', back to /classifieds, listed at once for 30 days", async () => {
    const now = day(1);
    const res = await post(jamie, validAd({ title: "Free ad listed at once" }), [], now);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/classifieds");
    const toast = decodeURIComponent(res.headers.getSetCookie().find((c) => c.startsWith("toast="))!);
    expect(toast).toContain("Success!");
    expect(toast).toContain("Your classified ad has been posted successfully.");
    const ad = (await adByTitle("Free ad listed at once"))!;
    expect(ad).toMatchObject({ sellerId: "seed-member-jamie", isPremium: false, awaitingPayment: false, priceCents: 8500 });
    expect(ad.expiresAt!.getTime() - new Date(now).getTime()).toBe(30 * DAY);
    // Listed (other tests' ads dated later may fill the first page, so the list is searched by the title).
    const list = await (await get("/classifieds?q=Free+ad+listed+at+once", undefined, now)).text();
    expect(list).toContain(`href="/classifieds/${ad.id}"`);
  });

  it("a premium ad waits hidden for payment, then is featured 30 days and active 60 after the test provider", async () => {
    const res = await post(jamie, validAd({ tier: "premium", title: "Premium riding mower" }));
    expect(res.status).toBe(302);
    const ad = (await adByTitle("Premium riding mower"))!;
    expect(res.headers.get("Location")).toBe(`/paypal-checkout?type=classified-premium&id=${ad.id}&amount=25.00`);
    expect(ad.awaitingPayment).toBe(true);
    expect(pageText(await (await get("/classifieds?q=riding+mower")).text())).not.toContain("Premium riding mower");
    expect((await get(`/classifieds/${ad.id}`)).status).toBe(404);
    expect((await get(`/classifieds/${ad.id}`, pat)).status).toBe(404);
    expect(pageText(await (await get(`/classifieds/${ad.id}`, jamie)).text())).toContain("waiting for payment");

    // The checkout shows the table's price and pays through the development test provider.
    const checkout = await (await get(`/paypal-checkout?type=classified-premium&amount=25.00&id=${ad.id}`, jamie)).text();
    expect(pageText(checkout)).toContain("$25.00");
    const start = await action("/paypal-checkout", jamie, { type: "classified-premium", itemId: String(ad.id), provider: "test" });
    const order = new URL(start.headers.get("Location")!, "http://x").searchParams.get("order")!;
    const paid = await action("/checkout/test-provider", jamie, { order, intent: "pay" });
    expect(paid.status).toBe(302);
    const after = (await adByTitle("Premium riding mower"))!;
    expect(after).toMatchObject({ isPremium: true, awaitingPayment: false, isActive: true });
    const paidAt = after.updatedAt.getTime();
    expect(after.featuredUntil!.getTime() - paidAt).toBe(30 * DAY);
    expect(after.expiresAt!.getTime() - paidAt).toBe(60 * DAY);
    const list = await (await get("/classifieds")).text();
    const first = Number(/href="\/classifieds\/(\d+)"[^>]*>View Details/.exec(list)![1]);
    expect(first).toBe(ad.id);
    expect(list).toContain("Featured");
  });
});

describe("photos", () => {
  it("takes a real JPEG and PNG and serves them back byte for byte with an immutable cache", async () => {
    const jpeg = photoJpeg();
    const png = logoPng();
    const res = await post(pat, validAd({ title: "Ad with two photos" }), [jpeg, png], day(2));
    expect(res.status).toBe(302);
    const ad = (await adByTitle("Ad with two photos"))!;
    expect(ad.imageUrls).toHaveLength(2);
    for (const [i, file] of [jpeg, png].entries()) {
      const url = ad.imageUrls![i]!;
      expect(url).toMatch(/^\/media\/[0-9a-f]{32}-\d+x\d+$/);
      const media = await w.fetch(url);
      expect(media.status).toBe(200);
      expect(media.headers.get("Content-Type")).toBe(file.type);
      expect(media.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(new Uint8Array(await media.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
    }
    const rows = await w.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.kind, "classified"), eq(uploads.itemId, ad.id)));
    expect(rows).toHaveLength(2);
    // The gallery and the card show them, and the card is in the "with photos" filter.
    const page = await (await get(`/classifieds/${ad.id}`, undefined, day(2))).text();
    expect(page).toContain(`href="#photo-2"`);
    expect(page).toContain(ad.imageUrls![0]);
    expect(await (await get("/classifieds?photos=1", undefined, day(2))).text()).toContain(`href="/classifieds/${ad.id}"`);
  });

  it("refuses a renamed text file, an oversized file and a 6th photo on a free ad, saving nothing", async () => {
    const before = (await w.db.select().from(classifiedAds)).length;
    const text = await post(pat, validAd({ title: "Renamed text" }), [renamedText()], day(3));
    expect(text.status).toBe(400);
    expect(pageText(await text.text())).toContain("holiday.jpg is not a JPG, PNG, GIF or WebP image.");
    const big = await post(pat, validAd({ title: "Too big" }), [oversized()], day(3));
    expect(big.status).toBe(400);
    expect(pageText(await big.text())).toContain("huge-photo.png is too large. Images must be under 10MB.");
    const six = await post(
      pat,
      validAd({ title: "Six photos" }),
      Array.from({ length: 6 }, () => logoPng()),
      day(3),
    );
    expect(six.status).toBe(400);
    expect(pageText(await six.text())).toContain("A free ad can have up to 5 photos.");
    expect((await w.db.select().from(classifiedAds)).length).toBe(before);
    // Premium takes more than five.
    const premium = await post(
      pat,
      validAd({ tier: "premium", title: "Six photos premium" }),
      Array.from({ length: 6 }, () => logoPng()),
      day(3),
    );
    expect(premium.status).toBe(302);
    expect((await adByTitle("Six photos premium"))!.imageUrls).toHaveLength(6);
  });
});

describe("expiry and renewal on a set clock", () => {
  it("renews a free ad by 30 days only within 7 days of expiry; an expired ad leaves the list and stays with its owner", async () => {
    const start = day(4);
    await post(jamie, validAd({ title: "Renewable bookcase" }), [], start);
    const ad = (await adByTitle("Renewable bookcase"))!;
    const expires = ad.expiresAt!.getTime();
    const at = (days: number) => new Date(new Date(start).getTime() + days * DAY).toISOString();

    // 10 days before expiry: too early.
    expect((await action(`/classifieds/${ad.id}`, jamie, { intent: "renew" }, at(20))).status).toBe(302);
    expect((await adByTitle("Renewable bookcase"))!.expiresAt!.getTime()).toBe(expires);
    const early = await get(`/classifieds/${ad.id}`, jamie, at(20));
    expect(pageText(await early.text())).not.toContain("Renew for 30 days");

    // Past expiry: gone from the list and the API, 404 for others, still the owner's, and renewable.
    expect(pageText(await (await get("/classifieds?q=bookcase", undefined, at(31))).text())).toContain("No Classified Ads");
    expect((await get(`/api/classifieds/${ad.id}`, undefined, at(31))).status).toBe(404);
    expect((await get(`/classifieds/${ad.id}`, pat, at(31))).status).toBe(404);
    const mine = pageText(await (await get(`/classifieds/${ad.id}`, jamie, at(31))).text());
    expect(mine).toContain("This ad has expired");
    expect(pageText(await (await get("/account/classifieds", jamie, at(31))).text())).toMatch(/Renewable bookcase.*Expired/);

    // 5 days before expiry: renewed, 30 days added to the expiry.
    expect((await action(`/classifieds/${ad.id}`, jamie, { intent: "renew" }, at(25))).status).toBe(302);
    expect((await adByTitle("Renewable bookcase"))!.expiresAt!.getTime()).toBe(expires + 30 * DAY);
    expect(pageText(await (await get("/classifieds?q=bookcase", undefined, at(31))).text())).toContain("Renewable bookcase");
  });

  it("the housekeeping cron expires ads past their date", async () => {
    const past = new Date(REAL_NOW - 40 * DAY).toISOString();
    await post(pat, validAd({ title: "Expired by the cron" }), [], past);
    expect((await adByTitle("Expired by the cron"))!.isActive).toBe(true);
    await w.scheduled("15 * * * *");
    expect((await adByTitle("Expired by the cron"))!.isActive).toBe(false);
  });
});

describe("reports and moderation", () => {
  it("one report per member, listed first in the admin tab; the admin removes and restores the ad", async () => {
    await post(jamie, validAd({ title: "Suspicious puppies", category: "Pets" }));
    const ad = (await adByTitle("Suspicious puppies"))!;
    const visitor = pageText(await (await get(`/classifieds/${ad.id}`)).text());
    expect(visitor).toContain("Sign in to report this ad.");
    expect(pageText(await (await get(`/classifieds/${ad.id}`, pat)).text())).toContain("Report this ad");

    expect((await action(`/classifieds/${ad.id}`, pat, { intent: "report", reason: "" })).status).toBe(400);
    expect((await action(`/classifieds/${ad.id}`, pat, { intent: "report", reason: "Scam or fraud", details: "Deposit by wire only" })).status).toBe(
      302,
    );
    const again = await action(`/classifieds/${ad.id}`, pat, { intent: "report", reason: "Other" });
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain("You have already reported this ad.");
    expect(await w.db.select().from(classifiedReports).where(eq(classifiedReports.adId, ad.id))).toHaveLength(1);

    const tab = await (await get("/admin/classifieds", admin)).text();
    const adminIds = [...tab.matchAll(/href="\/classifieds\/(\d+)"/g)].map((m) => Number(m[1]));
    expect(adminIds).toHaveLength(10);
    const reported = await w.db.select({ adId: classifiedReports.adId }).from(classifiedReports);
    expect(new Set(adminIds.slice(0, reported.length))).toEqual(new Set(reported.map((r) => r.adId)));
    expect(pageText(tab)).toMatch(/Scam or fraud ?: Deposit by wire only/);
    expect((await get("/admin/classifieds", pat)).status).toBe(403);
    expect((await action("/admin/classifieds", pat, { id: String(ad.id), intent: "remove" })).status).toBe(403);

    expect((await action("/admin/classifieds", admin, { id: String(ad.id), intent: "remove" })).status).toBe(302);
    expect((await adByTitle("Suspicious puppies"))!.removedAt).not.toBeNull();
    expect((await get(`/classifieds/${ad.id}`)).status).toBe(404);
    expect(pageText(await (await get("/classifieds?q=Suspicious")).text())).toContain("No Classified Ads");
    expect(pageText(await (await get(`/classifieds/${ad.id}`, jamie)).text())).toContain("removed by an admin");

    expect((await action("/admin/classifieds", admin, { id: String(ad.id), intent: "restore" })).status).toBe(302);
    expect((await get(`/classifieds/${ad.id}`)).status).toBe(200);
  });

  it("shows contact details to signed-in members only", async () => {
    await post(jamie, validAd({ title: "Contact details for members" }));
    const ad = (await adByTitle("Contact details for members"))!;
    const visitor = await (await get(`/classifieds/${ad.id}`)).text();
    expect(visitor).not.toContain("555-0144");
    expect(visitor).toContain(`href="/api/login?returnTo=%2Fclassifieds%2F${ad.id}"`);
    expect(await (await get(`/classifieds/${ad.id}`, pat)).text()).toContain("(317) 555-0144");
  });

  it("'Classified Not Found' with 404 for a missing ad", async () => {
    for (const path of ["/classifieds/999999", "/classifieds/abc"]) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(pageText(await res.text())).toContain("Classified Not Found");
    }
  });
});

describe("ownership", () => {
  it("a member cannot edit, sell, renew or delete another member's ad; the owner can", async () => {
    await post(jamie, validAd({ title: "Jamie's lamp" }), [], day(5));
    const ad = (await adByTitle("Jamie's lamp"))!;
    expect((await get(`/classifieds/${ad.id}/edit`, pat)).status).toBe(403);
    const form = adForm({ ...validAd({ title: "Pat took over" }) });
    form.delete("tier");
    expect((await postMultipart(w, `/classifieds/${ad.id}/edit`, pat, form)).status).toBe(403);
    for (const intent of ["sold", "renew", "delete"]) {
      expect((await action(`/classifieds/${ad.id}`, pat, { intent })).status).toBe(403);
    }
    expect(await adByTitle("Jamie's lamp")).toMatchObject({ soldAt: null, title: "Jamie's lamp" });

    const edit = adForm({ ...validAd({ title: "Jamie's brass lamp", price: "$40" }) });
    edit.delete("tier");
    expect((await postMultipart(w, `/classifieds/${ad.id}/edit`, jamie, edit)).status).toBe(302);
    expect((await adByTitle("Jamie's brass lamp"))!.priceCents).toBe(4000);
    expect((await action(`/classifieds/${ad.id}`, jamie, { intent: "sold" })).status).toBe(302);
    expect((await adByTitle("Jamie's brass lamp"))!.soldAt).not.toBeNull();
    expect((await action(`/classifieds/${ad.id}`, jamie, { intent: "delete" })).status).toBe(302);
    expect(await adByTitle("Jamie's brass lamp")).toBeUndefined();
  });
});

describe("spam limits", () => {
  it("refuses the same title twice in a day, and an 11th ad in a day, each with a clear message", async () => {
    const now = day(6);
    expect((await post(pat, validAd({ title: "Garage sale Saturday" }), [], now)).status).toBe(302);
    const twice = await post(pat, validAd({ title: "garage sale saturday " }), [], now);
    expect(twice.status).toBe(400);
    expect(pageText(await twice.text())).toContain("You already posted an ad with this title today.");
    // The next day it is fine again.
    const tomorrow = new Date(new Date(now).getTime() + DAY + 1000).toISOString();
    expect((await post(pat, validAd({ title: "Garage sale Saturday" }), [], tomorrow)).status).toBe(302);

    for (let i = 2; i <= 10; i++) expect((await post(pat, validAd({ title: `Limit ad ${i}` }), [], now)).status).toBe(302);
    const eleventh = await post(pat, validAd({ title: "Limit ad 11" }), [], now);
    expect(eleventh.status).toBe(429);
    expect(pageText(await eleventh.text())).toContain("You can post at most 10 ads a day. Please try again tomorrow.");
    expect(await adByTitle("Limit ad 11")).toBeUndefined();
    const api = await w.fetch("/api/classifieds", {
      method: "POST",
      cookie: await at(pat, now),
      headers: { "Content-Type": "application/json", "X-Test-Now": now },
      body: JSON.stringify({ title: "API ad", description: "d", category: "Other" }),
    });
    expect(api.status).toBe(429);
  });
});

describe("the JSON API", () => {
  const READ_KEYS = ["category", "createdAt", "description", "id", "imageUrls", "isPremium", "location", "price", "title"];

  it("GET /api/classifieds: the read shape, limit and category", async () => {
    const four = (await (await w.fetch("/api/classifieds?limit=4")).json()) as Record<string, unknown>[];
    expect(four).toHaveLength(4);
    for (const ad of four) {
      expect(Object.keys(ad).sort()).toEqual(READ_KEYS);
      expect(Array.isArray(ad.imageUrls)).toBe(true);
      expect(typeof ad.price === "string" || ad.price === null).toBe(true);
    }
    const pets = (await (await w.fetch("/api/classifieds?category=Pets")).json()) as { category: string }[];
    expect(pets.length).toBeGreaterThan(0);
    expect(pets.every((p) => p.category === "Pets")).toBe(true);
    const bad = await w.fetch("/api/classifieds?limit=0");
    expect(bad.status).toBe(400);
    expect((await w.fetch("/api/classifieds?category=Boats")).status).toBe(400);
  });

  it("GET /api/classifieds/{id}: one ad, 404 unknown, 400 not an id", async () => {
    const [first] = (await (await w.fetch("/api/classifieds?limit=1")).json()) as { id: number }[];
    const one = await w.fetch(`/api/classifieds/${first!.id}`);
    expect(one.status).toBe(200);
    expect(Object.keys((await one.json()) as object).sort()).toEqual(READ_KEYS);
    expect((await w.fetch("/api/classifieds/999999")).status).toBe(404);
    expect((await w.fetch("/api/classifieds/abc")).status).toBe(400);
  });

  it("POST /api/classifieds: 401 visitor, 400 field errors, 415 not JSON, 201 free, 402 premium with its checkout URL", async () => {
    const body = { title: "API bicycle pump", description: "Works with both valves.", category: "Sports & Recreation", price: "10" };
    expect((await postJson(w, "/api/classifieds", undefined, body)).status).toBe(401);
    const bad = await postJson(w, "/api/classifieds", jamie, { title: "", category: "" });
    expect(bad.status).toBe(400);
    const errors = ((await bad.json()) as { message: string; errors: Record<string, string[]> }).errors;
    expect(errors.title).toEqual(["Title is required"]);
    expect(errors.description).toEqual(["Description is required"]);
    expect(errors.category).toEqual(["Category is required"]);
    const email = await postJson(w, "/api/classifieds", jamie, { ...body, contactEmail: "nope" });
    expect(((await email.json()) as { errors: Record<string, string[]> }).errors.contactEmail).toEqual(["Invalid email"]);
    expect(
      (await w.fetch("/api/classifieds", { method: "POST", cookie: jamie, headers: { "Content-Type": "text/plain" }, body: "title=x" })).status,
    ).toBe(415);

    const created = await w.fetch("/api/classifieds", {
      method: "POST",
      cookie: await at(jamie, day(7)),
      headers: { "Content-Type": "application/json", "X-Test-Now": day(7) },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
    const ad = (await created.json()) as Record<string, unknown>;
    expect(Object.keys(ad).sort()).toEqual(READ_KEYS);
    expect(ad).toMatchObject({ title: "API bicycle pump", price: "10", imageUrls: [], isPremium: false });

    const premium = await w.fetch("/api/classifieds", {
      method: "POST",
      cookie: await at(jamie, day(7)),
      headers: { "Content-Type": "application/json", "X-Test-Now": day(7) },
      body: JSON.stringify({ ...body, title: "API premium", isPremium: true }),
    });
    expect(premium.status).toBe(402);
    const answer = (await premium.json()) as { checkoutUrl: string; id: number };
    expect(answer.checkoutUrl).toBe(`/paypal-checkout?type=classified-premium&id=${answer.id}&amount=25.00`);
    expect((await adByTitle("API premium"))!.awaitingPayment).toBe(true);
  });
});

describe("search", () => {
  it("links classified results to the ad page", async () => {
    const html = await (await get("/search?q=kayak", jamie)).text();
    const ad = (await w.db.select().from(classifiedAds).where(eq(classifiedAds.title, "Sit-on-top kayak with paddle and life vest")))[0]!;
    expect(html).toContain(`href="/classifieds/${ad.id}"`);
    expect(html).not.toContain("/classifieds#ad-");
  });
});
