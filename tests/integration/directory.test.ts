import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessClaims, businessCategories, businesses } from "../../db/schema";
import { first as firstRow } from "../support/must";
import { pageText as text, postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const form = (path: string, cookie: string, fields: Record<string, string>) => postForm(w, path, cookie, fields);
const api = (path: string, cookie: string | undefined, body: unknown) => postJson(w, path, cookie, body);

let w: TestWorker;
let jamie: string;
let pat: string;
let admin: string;
beforeAll(async () => {
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
  pat = await sessionCookie(w, "seed-member-pat");
  admin = await sessionCookie(w, "seed-admin");
});
afterAll(async () => {
  await w?.close();
});

describe("/directory", () => {
  it("searches name, category and address case-insensitively, with the count line", async () => {
    const [cat] = await w.db.select().from(businessCategories).where(eq(businessCategories.name, "Restaurants"));
    const all = text(await (await w.fetch("/directory")).text());
    expect(all).toMatch(/Showing \d+ businesses/);
    const byCategoryWord = (await (await w.fetch(`/api/businesses?q=RESTAURANT`)).json()) as Array<{ categoryName: string; name: string }>;
    expect(byCategoryWord.length).toBeGreaterThan(0);
    const page = text(await (await w.fetch(`/directory?q=restaurant&category=${cat!.id}&sort=rating`)).text());
    expect(page).toMatch(new RegExp(`Showing \\d+ business(es)? for "restaurant" in Restaurants`));
    const byAddress = (await (await w.fetch(`/api/businesses?q=${encodeURIComponent("greenwood, in")}`)).json()) as unknown[];
    expect(byAddress.length).toBeGreaterThan(5);
  });

  it("sorts by rating, premium and category", async () => {
    const html = await (await w.fetch("/directory?sort=premium")).text();
    const firstCard = html.split('data-testid="business-card"')[1];
    expect(firstCard).toContain(">Premium<");
    const rated = (await (await w.fetch("/api/businesses")).json()) as Array<{ rating: string }>;
    expect(rated.length).toBeGreaterThan(40);
  });

  it("shows both empty states verbatim", async () => {
    const none = text(await (await w.fetch("/directory?q=zzzz-no-such-business")).text());
    expect(none).toContain("No businesses found");
    expect(none).toContain("Try adjusting your search or filter criteria.");
    expect(none).toContain('Showing 0 businesses for "zzzz-no-such-business"');
  });

  it("sends a visitor's claim through sign-in back to the card, and a member's to the claim page", async () => {
    const visitor = await (await w.fetch("/directory")).text();
    expect(visitor).toMatch(/href="\/api\/login\?returnTo=%2Fdirectory%23claim-\d+"/);
    const member = await (await w.fetch("/directory", { cookie: jamie })).text();
    expect(member).toMatch(/href="\/claim-business\/\d+"/);
    expect(member).toContain("Business Owner Verified");
  });
});

describe("/directory pages its list", () => {
  const relHref = (html: string, rel: "next" | "prev") =>
    html
      .match(new RegExp(`<a[^>]*rel="${rel}"[^>]*>`))?.[0]
      .match(/href="([^"]+)"/)?.[1]!
      .replace(/&amp;/g, "&") ?? null;
  const cards = (html: string) => html.split('data-testid="business-card"').slice(1);
  const cardIds = (html: string) => cards(html).map((c) => Number(c.match(/href="\/businesses\/(\d+)"/)![1]));
  const ratings = (html: string) => cards(html).map((c) => Number(c.match(/aria-label="Rated ([\d.]+)/)?.[1] ?? 0));

  it("shows 20 cards a page; the spec's count line counts every match; Next walks each business exactly once", async () => {
    const { n } = firstRow(await w.db.select({ n: count() }).from(businesses).where(eq(businesses.isActive, true)));
    expect(n).toBeGreaterThan(40);
    const first = await (await w.fetch("/directory")).text();
    expect(text(first)).toContain(`Showing ${n} businesses`);
    expect(cardIds(first)).toHaveLength(20);
    expect(text(first)).toContain(`Page 1 of ${Math.ceil(n / 20)}`);
    expect(relHref(first, "prev")).toBeNull();
    const seen = [...cardIds(first)];
    let href = relHref(first, "next");
    expect(href).toBe("/directory?page=2");
    let page = 1;
    while (href) {
      page++;
      const res = await w.fetch(href);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(text(html)).toContain(`Showing ${n} businesses`);
      expect(relHref(html, "prev")).toBe(page === 2 ? "/directory" : `/directory?page=${page - 1}`);
      seen.push(...cardIds(html));
      href = relHref(html, "next");
    }
    expect(page).toBe(Math.ceil(n / 20));
    expect(new Set(seen).size).toBe(n);
    expect(seen).toHaveLength(n);
  });

  it("keeps search, category and sort across pages, and the order runs on across the page break", async () => {
    const first = await (await w.fetch("/directory?q=greenwood&sort=rating")).text();
    const total = Number(text(first).match(/Showing (\d+) businesses for "greenwood"/)?.[1]);
    expect(total).toBeGreaterThan(20);
    expect(relHref(first, "next")).toBe("/directory?q=greenwood&sort=rating&page=2");
    const second = await (await w.fetch("/directory?q=greenwood&sort=rating&page=2")).text();
    expect(text(second)).toContain(`Showing ${total} businesses for "greenwood"`);
    expect(relHref(second, "prev")).toBe("/directory?q=greenwood&sort=rating");
    // The form shows the filters in force, and starts again at page 1 (it sends no page).
    expect(second).toContain('<form method="get" action="/directory"');
    expect(second).toContain('value="greenwood"');
    expect(second).toMatch(/<option value="rating" selected="">/);
    expect(Math.min(...ratings(first))).toBeGreaterThanOrEqual(Math.max(...ratings(second)));
    expect(cardIds(second).some((id) => cardIds(first).includes(id))).toBe(false);
    // A visitor's claim comes back to the same page of the same list.
    expect(second).toMatch(/href="\/api\/login\?returnTo=%2Fdirectory%3Fq%3Dgreenwood%26sort%3Drating%26page%3D2%23claim-\d+"/);

    const [cat] = await w.db.select().from(businessCategories).where(eq(businessCategories.name, "Restaurants"));
    const { n } = firstRow(
      await w.db
        .select({ n: count() })
        .from(businesses)
        .where(and(eq(businesses.isActive, true), eq(businesses.categoryId, cat!.id))),
    );
    const byCategory = await (await w.fetch(`/directory?category=${cat!.id}`)).text();
    expect(text(byCategory)).toContain(`Showing ${n} ${n === 1 ? "business" : "businesses"} in Restaurants`);
    expect(cards(byCategory).length).toBe(Math.min(n, 20));
  });

  it("sends a page past the end to the last page (filters kept), an empty search to its first page; junk is page 1", async () => {
    const { n } = firstRow(await w.db.select({ n: count() }).from(businesses).where(eq(businesses.isActive, true)));
    const past = await w.fetch("/directory?sort=premium&page=40");
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe(`/directory?sort=premium&page=${Math.ceil(n / 20)}`);
    const none = await w.fetch("/directory?q=zzzz-no-such-business&page=2");
    expect(none.status).toBe(302);
    expect(none.headers.get("Location")).toBe("/directory?q=zzzz-no-such-business");
    for (const junk of ["0", "-1", "x", "1e309", "99999999999999999999"]) {
      const res = await w.fetch(`/directory?page=${junk}`);
      expect(res.status, junk).toBe(200);
      expect(cardIds(await res.text()), junk).toHaveLength(20);
    }
  });
});

describe("business detail and API", () => {
  it("answers the spec's shapes and 404s", async () => {
    const list = (await (await w.fetch("/api/businesses?limit=3")).json()) as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    for (const key of ["id", "name", "categoryName", "rating", "reviewCount", "isPremium", "ownerId", "claimStatus", "hours", "services"])
      expect(list[0]).toHaveProperty(key);
    expect(typeof list[0]!.rating).toBe("string");
    expect(((await (await w.fetch("/api/businesses/featured")).json()) as unknown[]).length).toBeLessThanOrEqual(4);
    expect((await w.fetch("/api/businesses?limit=500")).status).toBe(400);
    const categories = (await (await w.fetch("/api/business-categories")).json()) as Array<{ id: number; name: string }>;
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(categories[0]!).sort()).toEqual(["id", "name"]);
    const missing = await w.fetch("/api/businesses/999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Business Not Found" });
    const page = await w.fetch("/businesses/999999");
    expect(page.status).toBe(404);
    const html = text(await page.text());
    expect(html).toContain("Business Not Found");
    expect(html).toContain("The business you're looking for doesn't exist or has been removed.");
  });

  it("formats contact details and publishes LocalBusiness JSON-LD", async () => {
    const [b] = await w.db
      .insert(businesses)
      .values({
        name: "Formatting Test Bakery",
        phone: "3175550188",
        website: "formatting-bakery.example",
        email: "hello@formatting-bakery.example",
        address: "100 W Main St, Greenwood, IN 46142",
        description: "Line one\nLine two",
        hours: { Monday: "7:00 AM - 3:00 PM", Tuesday: "", Sunday: "Closed" },
        rating: 4.5,
        reviewCount: 12,
      })
      .returning({ id: businesses.id });
    const html = await (await w.fetch(`/businesses/${b!.id}`)).text();
    expect(html).toContain('href="tel:3175550188"');
    expect(html).toContain("(317) 555-0188");
    expect(html).toContain('href="https://formatting-bakery.example"');
    expect(html).toContain('href="mailto:hello@formatting-bakery.example"');
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=100%20W%20Main%20St");
    expect(html).toContain('"@type":"LocalBusiness"');
    expect(html).not.toContain(">Tuesday<");
    expect(html).toMatch(/Open now|Closed now/);
  });
});

describe("adding a business", () => {
  it.each([
    [{ name: "" }, "name", "Business name is required"],
    [{ description: "short" }, "description", "Description must be at least 10 characters"],
    [{ categoryId: "" }, "categoryId", "Category is required"],
    [{ address: "" }, "address", "Address is required"],
    [{ email: "nope" }, "email", "Please enter a valid email address"],
    [{ website: "not a url" }, "website", "Please enter a valid website URL"],
  ])("refuses %j with the spec's message, keeping the input", async (change, field, message) => {
    const valid = {
      name: "Kettle Corn Co",
      description: "Fresh kettle corn at the market.",
      categoryId: "1",
      address: "1 Main St",
      email: "",
      website: "",
    };
    const res = await form("/businesses/add", jamie, { ...valid, ...change });
    expect(res.status).toBe(400);
    const raw = await res.text();
    expect(text(raw)).toContain(message);
    // what was typed comes back in the form
    expect(raw).toContain(field === "name" ? "Fresh kettle corn at the market." : 'value="Kettle Corn Co"');
    const api400 = await api("/api/businesses", jamie, { ...valid, categoryId: valid.categoryId ? 1 : undefined, ...change });
    expect(api400.status).toBe(400);
    expect(((await api400.json()) as { errors: Record<string, string[]> }).errors[field]).toContain(message);
  });

  it("creates, owns, offers premium and sends the upgrade to checkout", async () => {
    const res = await form("/businesses/add", jamie, {
      name: "Kettle Corn Co",
      description: "Fresh kettle corn at the market.",
      categoryId: "1",
      address: "1 Main St",
    });
    expect(res.status).toBe(302);
    const location = res.headers.get("Location")!;
    expect(location).toMatch(/^\/businesses\/add\?step=offer&id=\d+$/);
    const id = Number(new URL(location, "http://x").searchParams.get("id"));
    const [row] = await w.db.select().from(businesses).where(eq(businesses.id, id));
    expect(row).toMatchObject({ ownerId: "seed-member-jamie", claimStatus: "approved", isPremium: false });
    const offer = text(await (await w.fetch(location, { cookie: jamie })).text());
    expect(offer).toContain("Upgrade to Premium");
    expect(offer).toContain("$39.00 per month");
    const upgrade = await form("/api/businesses/upgrade", jamie, { businessId: String(id) });
    expect(upgrade.headers.get("Location")).toBe(`/checkout?type=business&businessId=${id}`);
    expect((await form("/api/businesses/upgrade", pat, { businessId: String(id) })).headers.get("Location")).toBe("/directory");
    const json = await api("/api/businesses", jamie, { name: "API Biz", description: "Made through the API.", categoryId: 1, address: "2 Main St" });
    expect(json.status).toBe(201);
    expect(await json.json()).toEqual({ id: expect.any(Number) });
    expect((await api("/api/businesses", undefined, {})).status).toBe(401);
  });
});

describe("claiming", () => {
  async function unclaimed() {
    const [b] = await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.claimStatus, "unclaimed"), eq(businesses.isActive, true)))
      .limit(1);
    return b;
  }
  const claimFields = {
    businessRole: "Owner",
    contactPhone: "317-555-0101",
    verificationMessage: "I signed the lease in 2019.",
    businessEmail: "",
    additionalInfo: "",
  };

  it("needs the required fields ('Missing Information')", async () => {
    const b = await unclaimed();
    const res = await form(`/claim-business/${b!.id}`, jamie, { ...claimFields, verificationMessage: "" });
    expect(res.status).toBe(400);
    // Shown on the failed page itself, not carried to the next page in a cookie.
    expect(text(await res.text())).toContain("Missing Information");
    expect(res.headers.getSetCookie().join(";")).not.toContain("Missing%20Information");
    const apiRes = await api(`/api/businesses/${b!.id}/claim`, jamie, { businessRole: "Owner" });
    expect(apiRes.status).toBe(400);
  });

  it("an unknown business's claim form is a 404, as its page is (issue 41, item 19)", async () => {
    for (const cookie of [jamie, undefined]) {
      for (const path of ["/claim-business/99999", "/claim-business/abc"]) {
        const res = await w.fetch(path, { cookie });
        expect(res.status, `${path} ${cookie ? "member" : "visitor"}`).toBe(404);
        const html = text(await res.text());
        expect(html).toContain("Business Not Found");
        expect(html).toContain("The business you're looking for doesn't exist or has been removed.");
      }
    }
    const spanish = await w.fetch("/claim-business/99999", { cookie: `${jamie}; lang=es` });
    expect(spanish.status).toBe(404);
    expect(text(await spanish.text())).toContain("Negocio no encontrado");
  });

  it("member claims → admin approves → verified owner, on the card and the detail page", async () => {
    const b = await unclaimed();
    const res = await form(`/claim-business/${b!.id}`, jamie, claimFields);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/directory");
    const again = await form(`/claim-business/${b!.id}`, jamie, claimFields);
    expect(again.status).toBe(409);
    const pending = (await (await w.fetch("/api/admin/pending-claims", { cookie: admin })).json()) as Array<{
      id: number;
      businessId: number;
      claimVerificationData: Record<string, string>;
    }>;
    const claim = pending.find((c) => c.businessId === b!.id)!;
    expect(claim.claimVerificationData).toMatchObject({
      businessRole: "Owner",
      contactPhone: "317-555-0101",
      userEmail: "jamie.chen@greenwood.example",
    });
    expect((await w.fetch(`/api/admin/approve-claim/${claim.id}`, { method: "POST", cookie: pat })).status).toBe(403);
    expect((await w.fetch(`/api/admin/approve-claim/${claim.id}`, { method: "POST", cookie: admin })).status).toBe(200);
    const [after] = await w.db.select().from(businesses).where(eq(businesses.id, b!.id));
    expect(after).toMatchObject({ ownerId: "seed-member-jamie", claimStatus: "approved" });
    expect(after!.claimedAt).not.toBeNull();
    expect(after!.claimVerificationData?.userEmail).toBe("jamie.chen@greenwood.example");
    expect(text(await (await w.fetch(`/businesses/${b!.id}`)).text())).toContain("Verified Owner");
    const claimed = text(await (await w.fetch(`/claim-business/${b!.id}`, { cookie: pat })).text());
    expect(claimed).toContain("Business Already Claimed");
    expect((await api(`/api/businesses/${b!.id}/claim`, pat, claimFields)).status).toBe(409);
  });

  it("a rejected claim leaves the business unclaimed again", async () => {
    const b = await unclaimed();
    await api(`/api/businesses/${b!.id}/claim`, pat, claimFields);
    const [claim] = await w.db
      .select()
      .from(businessClaims)
      .where(and(eq(businessClaims.businessId, b!.id), eq(businessClaims.status, "pending")));
    const res = await form("/admin/claims", admin, { claimId: String(claim!.id), intent: "reject" });
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().join(";")).toContain("Claim%20Rejected");
    const [after] = await w.db.select().from(businesses).where(eq(businesses.id, b!.id));
    expect(after).toMatchObject({ ownerId: null, claimStatus: "unclaimed" });
  });

  it("the verified owner edits the listing; nobody else can", async () => {
    const [owned] = await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.ownerId, "seed-member-pat"), eq(businesses.claimStatus, "approved")))
      .limit(1);
    expect((await w.fetch(`/businesses/${owned!.id}/edit`, { cookie: jamie })).status).toBe(404);
    // The whole form, as the page sends it (a post without its fields changes nothing: issue 28).
    const every = {
      email: "",
      website: "",
      address: owned!.address ?? "",
      ...Object.fromEntries(["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d) => [`hours_${d}`, ""])),
    };
    const res = await form(`/businesses/${owned!.id}/edit`, pat, {
      ...every,
      description: "New description for the shop.",
      phone: "3175550199",
      hours_Monday: "9:00 AM - 5:00 PM",
      services: "Repairs, Sales",
    });
    expect(res.status).toBe(302);
    const [after] = await w.db.select().from(businesses).where(eq(businesses.id, owned!.id));
    expect(after).toMatchObject({ description: "New description for the shop.", phone: "3175550199", services: ["Repairs", "Sales"] });
    expect(after!.hours?.Monday).toBe("9:00 AM - 5:00 PM");
    expect(after!.ownerEditedAt).not.toBeNull();
  });
});
