import { describe, expect, it } from "vitest";
import { distanceMiles, placeLocation } from "./gazetteer";

const greenwood = placeLocation("Greenwood, IN")!;

describe("placeLocation", () => {
  it("places Greenwood, Indianapolis and Franklin in their written forms", () => {
    expect(greenwood).toMatchObject({ name: "Greenwood, IN" });
    expect(greenwood.latitude).toBeCloseTo(39.61, 1);
    expect(greenwood.longitude).toBeCloseTo(-86.14, 1);
    expect(placeLocation("Greenwood, IN 46143")?.name).toBe("Greenwood, IN");
    expect(placeLocation("Indianapolis, IN")?.name).toBe("Indianapolis, IN");
    expect(placeLocation("Indianapolis, Indiana, United States")?.name).toBe("Indianapolis, IN");
    expect(placeLocation("Franklin, Indiana")?.name).toBe("Franklin, IN");
    expect(placeLocation("franklin in")?.name).toBe("Franklin, IN");
    expect(placeLocation("46131")?.name).toBe("Franklin, IN");
    expect(placeLocation("St. John, IN")?.name).toBe("Saint John, IN");
    expect(placeLocation("Remote; Indianapolis, IN")?.name).toBe("Indianapolis, IN");
  });

  it("gives distances from Greenwood that match the map", () => {
    expect(distanceMiles(greenwood, greenwood)).toBe(0);
    const indy = distanceMiles(greenwood, placeLocation("Indianapolis, IN")!);
    expect(indy).toBeGreaterThan(5);
    expect(indy).toBeLessThan(14);
    const franklin = distanceMiles(greenwood, placeLocation("Franklin, Indiana")!);
    expect(franklin).toBeGreaterThan(8);
    expect(franklin).toBeLessThan(14);
    const louisville = placeLocation("Louisville, KY");
    expect(louisville).not.toBeNull();
    expect(distanceMiles(greenwood, louisville!)).toBeGreaterThan(90);
  });

  it("returns null for places it does not know, remote work and nonsense", () => {
    expect(placeLocation("Atlantis, IN")).toBeNull();
    expect(placeLocation("Springfield, Narnia")).toBeNull();
    expect(placeLocation("Paris, France")).toBeNull();
    expect(placeLocation("Seattle, WA")).toBeNull();
    expect(placeLocation("Remote")).toBeNull();
    expect(placeLocation("")).toBeNull();
    expect(placeLocation("99999")).toBeNull();
  });
});
