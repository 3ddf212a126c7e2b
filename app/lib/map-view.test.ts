import { describe, expect, it } from "vitest";
import {
  areaOf,
  clusterByGrid,
  DEFAULT_TILE_URL,
  groupByArea,
  nearParam,
  readNear,
  OTHER_AREA,
  placeTiles,
  tileOrigin,
  tileTemplate,
  toMapItem,
  worldPixel,
} from "./map-view";

describe("tileTemplate and tileOrigin", () => {
  it("uses OpenStreetMap's tiles unless MAP_TILE_URL is an http(s) template with {z}, {x} and {y}", () => {
    expect(tileTemplate(undefined)).toBe(DEFAULT_TILE_URL);
    expect(tileOrigin(tileTemplate(undefined))).toBe("https://tile.openstreetmap.org");
    expect(tileTemplate("http://127.0.0.1:8999/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8999/{z}/{x}/{y}.png");
    expect(tileOrigin("http://127.0.0.1:8999/{z}/{x}/{y}.png")).toBe("http://127.0.0.1:8999");
    expect(tileTemplate("https://tiles.example/{z}/{x}.png")).toBe(DEFAULT_TILE_URL);
    expect(tileTemplate("javascript:alert(1)//{z}/{x}/{y}")).toBe(DEFAULT_TILE_URL);
  });
});

describe("placing and grouping", () => {
  it("keeps an item's own coordinates, else its town from the gazetteer, else none", () => {
    const base = { id: 1, title: "A", href: "/a", detail: null };
    expect(toMapItem({ ...base, address: "1 Main St, Greenwood, IN 46142", latitude: 39.61, longitude: -86.1 })).toMatchObject({
      lat: 39.61,
      lon: -86.1,
      precision: "exact",
    });
    const town = toMapItem({ ...base, address: "2 Oak St, Franklin, IN 46131", latitude: null, longitude: null });
    expect(town?.precision).toBe("town");
    expect(Math.abs(town!.lat - 39.48)).toBeLessThan(0.05);
    expect(toMapItem({ ...base, address: "By the river", latitude: null, longitude: null })).toBeNull();
  });

  it("groups by town and ZIP, with unknown places last", () => {
    expect(areaOf("1 Main St, Greenwood, IN 46142")).toBe("Greenwood, IN 46142");
    expect(areaOf("somewhere")).toBe(OTHER_AREA);
    const groups = groupByArea([
      { area: OTHER_AREA, title: "Z" },
      { area: "Greenwood, IN 46143", title: "b" },
      { area: "Franklin, IN 46131", title: "c" },
      { area: "Greenwood, IN 46143", title: "a" },
    ]);
    expect(groups.map((g) => g.area)).toEqual(["Franklin, IN 46131", "Greenwood, IN 46143", OTHER_AREA]);
    expect(groups[1]!.items.map((i) => i.title)).toEqual(["a", "b"]);
  });

  it("sorted by distance: the nearest area first, each area's items nearest first, unplaced ones last", () => {
    const groups = groupByArea(
      [
        { area: "Greenwood, IN 46143", title: "a", miles: 3 },
        { area: "Franklin, IN 46131", title: "c", miles: 9 },
        { area: "Greenwood, IN 46143", title: "b", miles: 0.5 },
        { area: "Greenwood, IN 46143", title: "0", miles: null },
      ],
      true,
    );
    expect(groups.map((g) => g.area)).toEqual(["Greenwood, IN 46143", "Franklin, IN 46131"]);
    expect(groups[0]!.items.map((i) => i.title)).toEqual(["b", "a", "0"]);
  });
});

describe("readNear", () => {
  it("rounds the visitor's position to 0.01° and refuses anything that is not a position", () => {
    expect(readNear("39.61372,-86.10671")).toEqual({ latitude: 39.61, longitude: -86.11 });
    expect(readNear(" 39.6, -86.1 ")).toEqual({ latitude: 39.6, longitude: -86.1 });
    expect(nearParam(readNear("39.6,-86.1")!)).toBe("39.60,-86.10");
    for (const bad of [null, "", "abc", "95,10", "39.6,-200", "0,0", "39.6;-86.1", "1e3,2"]) expect(readNear(bad)).toBeNull();
  });
});

describe("clusterByGrid", () => {
  const near = [
    { lat: 39.6137, lon: -86.1067 },
    { lat: 39.6138, lon: -86.1068 },
  ];
  const far = { lat: 39.48, lon: -86.05 };
  it("merges markers that would overlap and splits them once zoomed in", () => {
    expect(
      clusterByGrid([...near, far], 12)
        .map((c) => c.items.length)
        .sort(),
    ).toEqual([1, 2]);
    expect(clusterByGrid([...near, far], 19)).toHaveLength(3);
    // Two places 4 pixels apart across a grid line are one group, not two markers drawn over each other.
    const scale = 256 * 2 ** 12;
    const line = Math.round(worldPixel(39.6, -86.1, 12).x / 48) * 48;
    const lonAt = (x: number) => (x / scale) * 360 - 180;
    expect(
      clusterByGrid(
        [
          { lat: 39.6, lon: lonAt(line - 2) },
          { lat: 39.6, lon: lonAt(line + 2) },
        ],
        12,
      ),
    ).toHaveLength(1);
    // No two groups are drawn closer than a cell, whatever the grid lines cut.
    const many = Array.from({ length: 60 }, (_, i) => ({ lat: 39.55 + (i % 8) * 0.013, lon: -86.2 + Math.floor(i / 8) * 0.017 }));
    const groups = clusterByGrid(many, 12);
    expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(60);
    for (const a of groups)
      for (const b of groups) {
        if (a === b) continue;
        const pa = worldPixel(a.lat, a.lon, 12);
        const pb = worldPixel(b.lat, b.lon, 12);
        expect(Math.hypot(pa.x - pb.x, pa.y - pb.y)).toBeGreaterThanOrEqual(30);
      }
    const [merged] = clusterByGrid(near, 10);
    expect(merged!.lat).toBeCloseTo(39.61375, 5);
  });
});

describe("placeTiles", () => {
  it("centres the place in a 256-pixel square of four tiles", () => {
    const { size, tiles } = placeTiles("https://t/{z}/{x}/{y}.png", 39.6137, -86.1067, 16);
    expect(size).toBe(256);
    expect(tiles).toHaveLength(4);
    const p = worldPixel(39.6137, -86.1067, 16);
    const first = tiles[0];
    const [, z, x, y] = first!.src.match(/\/(\d+)\/(\d+)\/(\d+)\.png$/)!.map(Number);
    expect(z).toBe(16);
    // The tile's offset puts the place's pixel at the middle of the square.
    expect(p.x - x! * 256 + first!.x).toBeCloseTo(128, 6);
    expect(p.y - y! * 256 + first!.y).toBeCloseTo(128, 6);
  });
});
