// Issue 43, "A map that helps you choose": the map opens on the site's own town (Nashville's centre in Nashville mode),
// its words come in the page's language, and the directory sorts by distance (from the town centre without JavaScript,
// from the visitor's rounded position with "Near me"), each card showing the miles; nothing of the position is kept.
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distanceMiles, TOWNS } from "../../app/lib/towns";
import { businesses } from "../../db/schema";
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

type MapData = {
  center: { latitude: number; longitude: number };
  here: { latitude: number; longitude: number } | null;
  locale: string;
  strings: Record<string, unknown>;
  items: { id: number }[];
};

function mapData(html: string): MapData {
  const json = html.match(/<script id="map-data" type="application\/json"[^>]*>([\s\S]*?)<\/script>/)?.[1];
  if (!json) throw new Error("no map data in the page");
  return JSON.parse(json) as MapData;
}

/** Miles as the cards show them: one decimal under 10, whole miles from 10. */
const mi = (m: number) => `${m < 10 ? m.toFixed(1) : Math.round(m)} mi`;

/** The directory's cards in page order: the name and the distance line each shows. */
function cards(html: string) {
  return html
    .split('data-testid="business-card"')
    .slice(1)
    .map((card) => ({
      name: pageText(card.match(/<h2[^>]*>([\s\S]*?)<\/h2>/)?.[1] ?? ""),
      distance: pageText(card.match(/data-testid="distance"[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? ""),
    }));
}

describe("Greenwood", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker();
  });
  afterAll(async () => {
    await w?.close();
  });

  it("the map opens on Greenwood's centre, on /directory and /events", async () => {
    for (const path of ["/directory?view=map", "/events?view=map"]) {
      const data = mapData(await (await w.fetch(path)).text());
      expect(data.center, path).toEqual({ latitude: TOWNS.greenwood.latitude, longitude: TOWNS.greenwood.longitude });
      expect(data.here, path).toBeNull();
    }
  });

  it("the map's words are in Spanish on a Spanish page, with the count of a group as an ICU plural", async () => {
    const es = mapData(await (await w.fetch("/directory?view=map&lang=es")).text());
    expect(es.locale).toBe("es-US");
    expect(es.strings).toMatchObject({
      youAreHere: "Usted está aquí",
      finding: "Buscando dónde está…",
      unavailable: "Su ubicación no está disponible.",
      townCentre: "Situado en el centro del pueblo",
    });
    expect(JSON.stringify(es.strings.placesHere)).toContain("lugares aquí");
    const en = mapData(await (await w.fetch("/events?view=map&lang=en")).text());
    expect(en.locale).toBe("en-US");
    expect(en.strings).toMatchObject({ youAreHere: "You are here", finding: "Finding where you are…" });
    expect(JSON.stringify(en.strings.placesHere)).toContain("places here");
  });

  it("without JavaScript, 'Distance from town centre' sorts the list nearest the centre first, each card with its miles", async () => {
    const form = await (await w.fetch("/directory")).text();
    expect(form).toMatch(/<option value="distance">Distance from town centre<\/option>/);
    const res = await w.fetch("/directory?sort=distance");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(pageText(html)).toContain("Nearest first, measured from the centre of Greenwood.");
    const shown = cards(html);
    expect(shown.length).toBeGreaterThan(5);
    const placed = await w.db
      .select({ name: businesses.name, latitude: businesses.latitude, longitude: businesses.longitude })
      .from(businesses)
      .where(and(eq(businesses.isActive, true), isNotNull(businesses.latitude), isNotNull(businesses.longitude)));
    const miles = new Map(placed.map((b) => [b.name, distanceMiles(TOWNS.greenwood, b as { latitude: number; longitude: number })]));
    const firstPage = shown.filter((c) => miles.has(c.name));
    expect(firstPage.length).toBeGreaterThan(5);
    // Nearest first, and each card's miles are its own distance from the centre.
    const distances = firstPage.map((c) => miles.get(c.name)!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const nearest = Math.min(...miles.values());
    expect(distances[0]).toBe(nearest);
    for (const c of firstPage) {
      const m = miles.get(c.name)!;
      expect(c.distance).toBe(`${mi(m)} from the town centre`);
    }
    // The name sort shows no miles.
    expect(cards(await (await w.fetch("/directory")).text()).every((c) => c.distance === "")).toBe(true);
  });

  it("'Near me' sorts from the visitor's position rounded to 0.01°, says so, and the answer is kept nowhere", async () => {
    const placed = await w.db
      .select({ name: businesses.name, latitude: businesses.latitude, longitude: businesses.longitude })
      .from(businesses)
      .where(and(eq(businesses.isActive, true), isNotNull(businesses.latitude), isNotNull(businesses.longitude)))
      .orderBy(businesses.latitude);
    // The visitor stands by the southernmost place; the list is measured from their position rounded to 0.01°.
    const far = placed[0];
    const rounded = { latitude: Math.round(far!.latitude! * 100) / 100, longitude: Math.round(far!.longitude! * 100) / 100 };
    const byDistance = placed
      .map((b) => ({ name: b.name, miles: distanceMiles(rounded, b as { latitude: number; longitude: number }) }))
      .sort((a, b) => a.miles - b.miles);
    // A more exact position than that is sent on to the rounded address at once (a hand-made link).
    const exact = await w.fetch(`/directory?sort=distance&near=${far!.latitude!.toFixed(5)},${far!.longitude!.toFixed(5)}`);
    expect(exact.status).toBe(302);
    const roundedPath = `/directory?sort=distance&near=${encodeURIComponent(`${rounded.latitude.toFixed(2)},${rounded.longitude.toFixed(2)}`)}`;
    expect(exact.headers.get("Location")).toBe(roundedPath);
    const res = await w.fetch(roundedPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const html = await res.text();
    expect(pageText(html)).toContain("Nearest first, measured from where you are");
    const shown = cards(html).slice(0, 5);
    expect(shown.map((c) => c.name)).toEqual(byDistance.slice(0, 5).map((b) => b.name));
    expect(shown.map((c) => c.distance)).toEqual(byDistance.slice(0, 5).map((b) => `${mi(b.miles)} from you`));
    // The form keeps the rounded position (two decimals) for the next filter, never the exact one.
    expect(html).toContain(`name="near" value="${far!.latitude!.toFixed(2)},${far!.longitude!.toFixed(2)}"`);
    expect(html).not.toContain(far!.latitude!.toFixed(5));
    // Spanish cards.
    const es = await (await w.fetch("/directory?sort=distance&lang=es")).text();
    expect(cards(es)[0]!.distance).toMatch(/^a \d+(\.\d)? mi del centro del pueblo$/);
  });

  it("the map view sorted by distance lists each area's places nearest first with their miles", async () => {
    const html = await (await w.fetch("/directory?view=map&sort=distance")).text();
    const miles = [...html.matchAll(/data-testid="distance"[^>]*>([\d.]+) mi</g)].map((m) => Number(m[1]));
    expect(miles.length).toBeGreaterThan(5);
    expect(mapData(html).here).toBeNull();
  });
});

describe("Nashville", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker({ town: "nashville" });
  });
  afterAll(async () => {
    await w?.close();
  });

  it("the map opens on Nashville's centre, and the distance sort is measured from it", async () => {
    for (const path of ["/directory?view=map", "/events?view=map"]) {
      const data = mapData(await (await w.fetch(path)).text());
      expect(data.center, path).toEqual({ latitude: TOWNS.nashville.latitude, longitude: TOWNS.nashville.longitude });
    }
    const html = await (await w.fetch("/directory?sort=distance")).text();
    expect(pageText(html)).toContain("Nearest first, measured from the centre of Nashville.");
    expect(cards(html)[0]!.distance).toMatch(/^\d+\.\d mi from the town centre$/);
  });
});
