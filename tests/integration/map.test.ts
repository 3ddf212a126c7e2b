// The map of what is near (issue 34 §2): the Map view's data for the seed, the filters changing it, the list by area
// without JavaScript, the tile origin in the CSP, and the map's script kept off every first load.
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessCategories, businesses } from "../../db/schema";
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

const TILES = "http://127.0.0.1:9/tiles/{z}/{x}/{y}.png";
type Item = { id: number; title: string; href: string; lat: number; lon: number; precision: "exact" | "town"; area: string };

let w: TestWorker;
beforeAll(async () => {
  w = await startTestWorker({ vars: { MAP_TILE_URL: TILES } });
});
afterAll(async () => {
  await w?.close();
});

async function mapPage(path: string) {
  const res = await w.fetch(path);
  const html = await res.text();
  const json = html.match(/<script id="map-data" type="application\/json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  const data = json ? (JSON.parse(json) as { tiles: string; attribution: string; items: Item[] }) : null;
  return { res, html, data };
}

describe("/directory?view=map", () => {
  it("puts every active business of the seed at its own coordinates, with the tiles and OSM's attribution", async () => {
    const seeded = await w.db
      .select({ id: businesses.id, name: businesses.name, lat: businesses.latitude, lon: businesses.longitude })
      .from(businesses)
      .where(and(eq(businesses.isActive, true), isNotNull(businesses.latitude)));
    expect(seeded.length).toBeGreaterThan(10);
    const { res, data, html } = await mapPage("/directory?view=map");
    expect(res.status).toBe(200);
    expect(data?.tiles).toBe(TILES);
    expect(pageText(html)).toContain("© OpenStreetMap contributors");
    expect(data!.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(seeded.map((b) => b.id).sort((a, b) => a - b));
    for (const b of seeded) {
      const item = data!.items.find((i) => i.id === b.id)!;
      expect(item).toMatchObject({ title: b.name, href: `/businesses/${b.id}`, lat: b.lat, lon: b.lon, precision: "exact" });
    }
  });

  it("shows only the matches of the current filters", async () => {
    const [cat] = await w.db.select().from(businessCategories).where(eq(businessCategories.name, "Restaurants"));
    const inCategory = await w.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.isActive, true), eq(businesses.categoryId, cat!.id), isNotNull(businesses.latitude)));
    const all = (await mapPage("/directory?view=map")).data!.items;
    const { data, html } = await mapPage(`/directory?view=map&category=${cat!.id}`);
    expect(data!.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(inCategory.map((b) => b.id).sort((a, b) => a - b));
    expect(data!.items.length).toBeLessThan(all.length);
    // The filter form keeps the map view; the switch goes back to the list with the same filter.
    expect(html).toContain('<input type="hidden" name="view" value="map"/>');
    expect(html).toContain(`href="/directory?category=${cat!.id}"`);
    const none = await mapPage("/directory?view=map&q=zzzz-no-such-place");
    expect(none.data!.items).toEqual([]);
  });

  it("places an address without coordinates at its town from the gazetteer, and keeps an unknown one in the list only", async () => {
    const [franklin, nowhere] = await w.db
      .insert(businesses)
      .values([
        { name: "Mapless Bakery", address: "55 Jefferson St, Franklin, IN 46131", isActive: true },
        { name: "Placeless Repairs", address: "Behind the old mill", isActive: true },
      ])
      .returning({ id: businesses.id });
    const { data, html } = await mapPage("/directory?view=map&q=less");
    const bakery = data!.items.find((i) => i.id === franklin!.id);
    expect(bakery).toMatchObject({ precision: "town", area: "Franklin, IN 46131" });
    expect(Math.abs(bakery!.lat - 39.48)).toBeLessThan(0.05);
    expect(Math.abs(bakery!.lon + 86.05)).toBeLessThan(0.05);
    expect(data!.items.find((i) => i.id === nowhere!.id)).toBeUndefined();
    const text = pageText(html);
    expect(text).toMatch(/Other places\s*Placeless Repairs/);
    expect(text).toContain("1 without a known place");
  });

  it("without JavaScript is the matches grouped by area, with OpenStreetMap links", async () => {
    const { html, data } = await mapPage("/directory?view=map");
    const areas = [...html.matchAll(/<section aria-label="([^"]+)"[^>]*data-testid="map-area"/g)].map((m) => m[1]);
    expect(areas.length).toBeGreaterThan(1);
    expect(areas).toContain("Greenwood, IN 46142");
    // Every business is listed once under its area, with its place on OpenStreetMap.
    expect(html.match(/data-testid="map-area-item"/g)?.length).toBe(data!.items.length + 1 /* Placeless Repairs, added above */);
    const first = data!.items[0];
    expect(html).toContain(`https://www.openstreetmap.org/?mlat=${first!.lat.toFixed(5)}&amp;mlon=${first!.lon.toFixed(5)}`);
    // The map itself waits for its script: hidden without JavaScript.
    expect(html).toMatch(/<div id="map-canvas"[^>]*hidden/);
  });

  it("names exactly the tile origin in img-src and allows the location there, while the list keeps its policy", async () => {
    const map = await w.fetch("/directory?view=map");
    const csp = map.headers.get("Content-Security-Policy")!;
    expect(csp.match(/img-src [^;]*/)?.[0]).toBe("img-src 'self' data: http://127.0.0.1:9");
    expect(map.headers.get("Permissions-Policy")).toContain("geolocation=(self)");
    const list = await w.fetch("/directory");
    expect(list.headers.get("Content-Security-Policy")).not.toContain("127.0.0.1:9");
    // The directory's list may ask for the location too: its "Near me" sorts by distance (issue 43).
    expect(list.headers.get("Permissions-Policy")).toContain("geolocation=(self)");
    const events = await w.fetch("/events");
    expect(events.headers.get("Content-Security-Policy")).not.toContain("127.0.0.1:9");
    expect(events.headers.get("Permissions-Policy")).toContain("geolocation=()");
  });

  it("loads the map's script on the map view alone: the list's first load is unchanged", async () => {
    const { html } = await mapPage("/directory?view=map");
    expect(html).toContain('<script src="/map/map.js"');
    for (const path of ["/directory", "/events"]) {
      const page = await (await w.fetch(path)).text();
      expect(page).not.toContain("/map/map.js");
      expect(page).not.toContain('id="map-data"');
    }
  });
});

describe("a place's small map", () => {
  it("shows the tiles around a business from the tile server once asked, and lets exactly that origin in", async () => {
    const [b] = await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.isActive, true), isNotNull(businesses.latitude)))
      .limit(1);
    const first = await w.fetch(`/businesses/${b!.id}`);
    const html = await first.text();
    expect(html).not.toContain("127.0.0.1:9");
    expect(first.headers.get("Content-Security-Policy")).not.toContain("127.0.0.1:9");
    const shown = await w.fetch(`/businesses/${b!.id}?map=1`);
    const page = await shown.text();
    const tiles = [...page.matchAll(/<img[^>]+src="(http:\/\/127\.0\.0\.1:9\/tiles\/16\/\d+\/\d+\.png)"/g)].map((m) => m[1]);
    expect(tiles).toHaveLength(4);
    expect(pageText(page)).toContain("© OpenStreetMap contributors");
    expect(shown.headers.get("Content-Security-Policy")).toMatch(/img-src [^;]* http:\/\/127\.0\.0\.1:9(;|$)/);
  });

  it("places a business without coordinates at its town, and says so", async () => {
    const [b] = await w.db
      .insert(businesses)
      .values({ name: "Town Only Tailor", address: "9 Elm St, Franklin, IN 46131", isActive: true })
      .returning();
    const page = pageText(await (await w.fetch(`/businesses/${b!.id}?map=1`)).text());
    expect(page).toContain("Placed at the town's centre: the address has no exact point.");
    expect(page).toContain("View on OpenStreetMap");
  });
});

describe("/events?view=map", () => {
  it("maps the upcoming events of the seed, and the free filter changes them", async () => {
    const all = await mapPage("/events?view=map");
    expect(all.res.status).toBe(200);
    expect(all.data!.items.length).toBeGreaterThan(3);
    for (const item of all.data!.items) expect(item.href).toBe(`/events/${item.id}`);
    const free = await mapPage("/events?view=map&free=1");
    expect(free.data!.items.length).toBeGreaterThan(0);
    expect(free.data!.items.length).toBeLessThan(all.data!.items.length);
    const ids = new Set(all.data!.items.map((i) => i.id));
    for (const item of free.data!.items) expect(ids.has(item.id)).toBe(true);
    expect(all.res.headers.get("Content-Security-Policy")).toContain("img-src 'self' data: http://127.0.0.1:9;");
    expect(pageText(all.html)).not.toContain("Featured Events");
  });
});
