import { describe, expect, it } from "vitest";
import { centsToDecimal, formatCents, priceFor } from "./prices";

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
