import { describe, expect, it } from "vitest";
import { distanceMiles, TOWNS, townFor } from "./towns";

describe("towns", () => {
  it("knows both towns and defaults to Greenwood", () => {
    expect(townFor("nashville").county).toBe("Brown County");
    expect(townFor("anything").name).toBe("Greenwood");
    expect(TOWNS.greenwood.nwsCountyZone).toBe("INC081");
  });
  it("measures miles: Greenwood to Nashville is about 30", () => {
    const d = distanceMiles(TOWNS.greenwood, TOWNS.nashville);
    expect(d).toBeGreaterThan(25);
    expect(d).toBeLessThan(35);
  });
});
