import { describe, expect, it } from "vitest";
import { distanceMiles, supportEmailFor, TOWNS, townFor } from "./towns";

describe("towns", () => {
  it("knows both towns and defaults to Greenwood", () => {
    expect(townFor("nashville").county).toBe("Brown County");
    expect(townFor("anything").name).toBe("Greenwood");
    expect(TOWNS.greenwood.nwsCountyZone).toBe("INC081");
  });
  it("gives each town its own support address: an admin's own, else the deployment's, else the town's, never another town's", () => {
    expect(supportEmailFor({ mode: "nashville", supportEmail: null })).toBe("help@nashville.example");
    expect(supportEmailFor({ mode: "nashville", supportEmail: "help@greenwood.example" })).toBe("help@nashville.example");
    expect(supportEmailFor({ mode: "greenwood", supportEmail: " Help@Nashville.example " })).toBe("help@greenwood.example");
    expect(supportEmailFor({ mode: "nashville", supportEmail: null }, "ops@example.org")).toBe("ops@example.org");
    expect(supportEmailFor({ mode: "nashville", supportEmail: "Desk@BrownCounty.example" }, "ops@example.org")).toBe("desk@browncounty.example");
  });
  it("measures miles: Greenwood to Nashville is about 30", () => {
    const d = distanceMiles(TOWNS.greenwood, TOWNS.nashville);
    expect(d).toBeGreaterThan(25);
    expect(d).toBeLessThan(35);
  });
});
