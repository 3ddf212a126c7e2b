import { describe, expect, it } from "vitest";
import { distanceMiles, placeAddress, placeLocation } from "./gazetteer";

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

describe("placeAddress (calendar LOCATION lines, docs/decisions/imports.md)", () => {
  const name = (text: string | null) => {
    const r = placeAddress(text);
    return r.kind === "placed" ? r.place.name : r.kind === "state" ? `state ${r.state}` : "unknown";
  };
  it("places the town of a street address as Google, Apple and Outlook write it", () => {
    expect(name("Greenwood Public Library, 310 S Meridian St, Greenwood, IN 46143, USA")).toBe("Greenwood, IN");
    expect(name("Greenwood Public Library\n310 S Meridian St\nGreenwood IN 46143\nUnited States")).toBe("Greenwood, IN");
    expect(name("Community Room (Franklin, IN)")).toBe("Franklin, IN");
    expect(name("Franklin College, 101 Branigin Blvd, Franklin, Indiana")).toBe("Franklin, IN");
    expect(name("Old National Centre, 502 N New Jersey St, Indianapolis, IN 46204, USA")).toBe("Indianapolis, IN");
    expect(name("Greenwood")).toBe("Greenwood, IN");
  });
  it("names another state it cannot place, and knows when it cannot place at all", () => {
    expect(name("Zilker Park, 2100 Barton Springs Rd, Austin, TX 78746, USA")).toBe("state TX");
    expect(name("Zilker Park\n2100 Barton Springs Rd\nAustin TX 78746\nUnited States")).toBe("state TX");
    expect(name("123 Main St, Springfield, IL")).toBe("state IL");
    expect(name("Main Street Park Pavilion")).toBe("unknown");
    expect(name("Microsoft Teams Meeting")).toBe("unknown");
    expect(name("Drop in")).toBe("unknown");
    expect(name(null)).toBe("unknown");
  });
});
