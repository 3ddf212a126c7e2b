import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  const base = { DATABASE_URL: "http://127.0.0.1:1" };
  it("lets tests turn the rate limits off outside production, never in production", () => {
    expect(parseEnv({ ...base, ENVIRONMENT: "development", RATE_LIMITS: "off" }).RATE_LIMITS).toBe("off");
    expect(() => parseEnv({ ...base, ENVIRONMENT: "production", RATE_LIMITS: "off" })).toThrow(/production/);
  });
});
