// Issue 31, items 2, 5, 7, 8 and 9: what a resident meets when a form or the API refuses something.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../db/schema";
import { pageText as text, postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
beforeAll(async () => {
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

describe("failure toasts (item 2)", () => {
  it("a claim missing fields shows 'Missing Information' on that page, and no cookie carries it to the next", async () => {
    const [b] = await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.claimStatus, "unclaimed"), eq(businesses.isActive, true)))
      .limit(1);
    const res = await postForm(w, `/claim-business/${b!.id}`, jamie, { businessRole: "Owner", contactPhone: "", verificationMessage: "" });
    expect(res.status).toBe(400);
    const page = text(await res.text());
    expect(page).toContain("Missing Information");
    expect(page).toContain("Please fill in all required fields.");
    expect(res.headers.getSetCookie().some((c) => c.startsWith("toast=") && !c.startsWith("toast=;"))).toBe(false);
  });
});

describe("optional fields and websites (item 5)", () => {
  it("the claim form's business e-mail is not required", async () => {
    const [b] = await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.claimStatus, "unclaimed"), eq(businesses.isActive, true)))
      .limit(1);
    const html = await (await w.fetch(`/claim-business/${b!.id}`, { cookie: jamie })).text();
    const input = /<input[^>]*name="businessEmail"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).not.toBe("");
    expect(input).not.toMatch(/\brequired\b/);
  });

  it("add business: e-mail and website optional; a website without https:// gets it added", async () => {
    const html = await (await w.fetch("/businesses/add", { cookie: jamie })).text();
    for (const name of ["email", "website"]) {
      const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? "";
      expect(input).not.toBe("");
      expect(input).not.toMatch(/\brequired\b/);
    }
    const categoryId = /<option value="(\d+)"/.exec(html)![1];
    const res = await postForm(w, "/businesses/add", jamie, {
      name: "Forms Test Bakery",
      description: "Bread and rolls baked every morning.",
      categoryId: categoryId!,
      address: "1 Main St, Greenwood, IN",
      website: "formsbakery.example",
    });
    expect(res.status).toBe(302);
    const [row] = await w.db.select().from(businesses).where(eq(businesses.name, "Forms Test Bakery"));
    expect(row!.website).toBe("https://formsbakery.example");
  });
});

describe("messages in the spec's words (item 7)", () => {
  it.each(["/api/news/1", "/api/events/1", "/api/businesses/1", "/api/search?q=park"])("POST %s is a 405 with {message}", async (path) => {
    const res = await w.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ message: "Method Not Allowed" });
  });

  it("an over-long phone on a claim and a tampered tier on an event read as people would write them", async () => {
    const [b] = await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.claimStatus, "unclaimed"), eq(businesses.isActive, true)))
      .limit(1);
    const claim = text(
      await (
        await postForm(w, `/claim-business/${b!.id}`, jamie, {
          businessRole: "Owner",
          contactPhone: "1".repeat(30),
          verificationMessage: "I own it.",
        })
      ).text(),
    );
    expect(claim).toContain("Must be 20 characters or fewer");
    expect(claim).not.toContain("String must contain");
    const event = text(
      await (
        await postForm(w, "/events/create", jamie, { tier: "gold", title: "Forms test", startDate: "2099-01-01T10:00", location: "Park" })
      ).text(),
    );
    expect(event).toContain("Please choose a tier: Standard, Enhanced or Premium");
    expect(event).not.toContain("Invalid enum value");
  });
});

describe("search query (item 8)", () => {
  it("a padded q redirects to the trimmed URL; a blank q to the bare search page", async () => {
    const padded = await w.fetch("/search?q=++park++");
    expect(padded.status).toBe(302);
    expect(padded.headers.get("Location")).toBe("/search?q=park");
    const blank = await w.fetch("/search?q=+++&type=news");
    expect(blank.status).toBe(302);
    expect(blank.headers.get("Location")).toBe("/search?type=news");
  });
});

describe("prices and dates (item 9)", () => {
  it("an ad with a negative price is refused", async () => {
    const res = await postJson(w, "/api/classifieds", jamie, {
      title: "Bike",
      description: "A red bike in good shape.",
      category: "For Sale",
      price: "-20",
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("Price cannot be negative");
  });

  it("an event starting in the past is refused with a clear message", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const res = await postJson(w, "/api/events/create", jamie, { title: "Yesterday's fair", startDate: yesterday, location: "Park" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("The start date has passed");
  });
});
