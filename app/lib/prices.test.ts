import { afterEach, describe, expect, it, vi } from "vitest";
import { centsToDecimal, checkoutUrl, formatCents, jobPostTierOf, JOB_POST_TIERS, priceFor, priceTag } from "./prices";
import type * as Prices from "./prices";

describe("the price table (part 2 §9)", () => {
  it.each([
    ["event-enhanced", undefined, 2500, false],
    ["event-premium", undefined, 5000, false],
    ["business", undefined, 3900, true],
    ["business-premium", undefined, 3900, true],
    ["classified-premium", undefined, 2500, false],
    ["classified", undefined, 500, false],
    ["article-premium", undefined, 2500, false],
    ["classified_ad", "standard", 500, false],
    ["classified_ad", "premium", 2500, false],
    ["event_promotion", undefined, 1500, false],
  ])("%s %s costs %i cents (recurring %s)", (type, tier, cents, recurring) => {
    const entry = priceFor(type, tier);
    expect(entry?.amountCents).toBe(cents);
    expect(entry?.recurring).toBe(recurring);
  });
  it("sells no type that buys nothing: business_listing and other are not in the table", () => {
    expect(priceFor("business_listing", "basic")).toBeNull();
    expect(priceFor("business_listing", "premium")).toBeNull();
    expect(priceFor("business_listing")).toBeNull();
    expect(priceFor("other")).toBeNull();
  });
  it("knows no price for an unknown type", () => {
    expect(priceFor("free-money")).toBeNull();
    expect(priceFor(null)).toBeNull();
  });
  it("formats amounts", () => {
    expect(formatCents(3900)).toBe("$39.00");
    expect(centsToDecimal(2500)).toBe("25.00");
  });
});

describe("one source for prices in the copy", () => {
  it("writes a type's price as the copy does: whole dollars without cents", () => {
    expect(priceTag("event-enhanced")).toBe("$25");
    expect(priceTag("event-premium")).toBe("$50");
    expect(priceTag("job-featured")).toBe("$49");
    expect(() => priceTag("free-money")).toThrow();
  });

  it("reads a stored job tier, and an unknown one as Basic", () => {
    expect(jobPostTierOf("featured")).toBe(JOB_POST_TIERS.featured);
    expect(jobPostTierOf("basic")).toBe(JOB_POST_TIERS.basic);
    expect(jobPostTierOf("platinum")).toBe(JOB_POST_TIERS.basic);
  });

  it("builds both checkout links with one function; the PayPal-first one shows the table's amount", () => {
    expect(checkoutUrl("event-premium", 7)).toBe("/checkout?type=event-premium&eventId=7");
    expect(checkoutUrl("classified_ad", 3, "premium")).toBe("/checkout?type=classified_ad&tier=premium&id=3");
    expect(checkoutUrl("classified-premium", 12, null, { paypalFirst: true })).toBe(
      `/paypal-checkout?type=classified-premium&id=12&amount=${centsToDecimal(priceFor("classified-premium")?.amountCents ?? -1)}`,
    );
  });
});

describe("the FAQ's prices (part 2 §3)", () => {
  afterEach(() => {
    vi.doUnmock("./prices");
    vi.resetModules();
  });
  const faqText = async () => {
    const { FAQ } = await import("./faq");
    const { faqIn } = await import("./faq.server");
    return Object.keys(FAQ)
      .flatMap((category) => faqIn("en", category).map((e) => e.a))
      .join("\n");
  };
  const dollars = (type: string) => formatCents(priceFor(type)?.amountCents ?? -1).replace(/\.00$/, "");

  it("states the table's prices for articles, event tiers and premium ads", async () => {
    const text = await faqText();
    expect(text).toContain(`Premium placement (${dollars("article-premium")})`);
    expect(text).toContain(`Enhanced (${dollars("event-enhanced")})`);
    expect(text).toContain(`Premium (${dollars("event-premium")})`);
    expect(text).toContain(`Premium ads (${dollars("classified-premium")})`);
  });

  it("follows the table when a price changes (no amount is written into the FAQ)", async () => {
    vi.resetModules();
    vi.doMock("./prices", async (original) => ({ ...(await original<typeof Prices>()), priceTag: (type: string) => `<${type}>` }));
    const text = await faqText();
    expect(text).toContain("Enhanced (<event-enhanced>)");
    expect(text).toContain("Premium (<event-premium>)");
    expect(text).not.toMatch(/\$\d/);
  });
});
