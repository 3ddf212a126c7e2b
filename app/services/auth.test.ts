import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "~/lib/origin.server";

describe("isCrossSiteWrite", () => {
  const req = (method: string, headers: Record<string, string>) => new Request("https://greenwood.example/api/logout", { method, headers });
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite(req("GET", { "Sec-Fetch-Site": "cross-site" }))).toBe(false);
  });
  it("refuses writes from another origin or a cross-site fetch", () => {
    expect(isCrossSiteWrite(req("POST", { Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteWrite(req("PUT", { Origin: "null" }))).toBe(true);
  });
  it("compares scheme, host and port, not just the host (issue 17, finding 13)", () => {
    expect(
      isCrossSiteWrite(new Request("http://greenwood.example/api/logout", { method: "POST", headers: { Origin: "https://greenwood.example" } })),
    ).toBe(true);
    expect(isCrossSiteWrite(req("POST", { Origin: "https://greenwood.example:8443" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { Origin: "http://greenwood.example" }))).toBe(true);
  });
  it("accepts same-origin writes and non-browser clients without Origin", () => {
    expect(isCrossSiteWrite(req("POST", { Origin: "https://greenwood.example", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteWrite(req("POST", {}))).toBe(false);
  });
  it("lets the Stripe webhook through (it is verified by signature)", () => {
    const r = new Request("https://greenwood.example/api/stripe/webhook", { method: "POST", headers: { Origin: "https://stripe.example" } });
    expect(isCrossSiteWrite(r)).toBe(false);
  });
});
