// The map of what is near (docs/decisions/map.md): where an item goes on the map, the area it is listed under
// without JavaScript, the grid that groups markers that overlap, and the tiles of a place's small map. Pure: it runs in
// the worker and in the map's own browser script alike.
import { placeAddress } from "./gazetteer";
import { DEFAULT_TILE_URL, placeTiles } from "./map-grid";
import { osmUrl } from "./maps";
import { distanceMiles } from "./towns";

export { clusterByGrid, DEFAULT_TILE_URL, OSM_ATTRIBUTION, OSM_COPYRIGHT_URL, placeTiles, worldPixel, type Cluster } from "./map-grid";

/** At most this many markers on one map (the filters narrow it). */
export const MAP_MAX_ITEMS = 500;

/** The tile URL template: MAP_TILE_URL when it is an http(s) template with {z}, {x} and {y}, else OpenStreetMap's. */
export function tileTemplate(configured: string | null | undefined): string {
  const value = (configured ?? "").trim();
  if (!value || !/\{z\}/.test(value) || !/\{x\}/.test(value) || !/\{y\}/.test(value)) return DEFAULT_TILE_URL;
  try {
    const url = new URL(value.replace(/\{[zxy]\}/g, "0"));
    return url.protocol === "https:" || url.protocol === "http:" ? value : DEFAULT_TILE_URL;
  } catch {
    return DEFAULT_TILE_URL;
  }
}

/** Where a business or event goes on its page's small map: its coordinates, else its town's centre, else nowhere. */
export function placeOf(latitude: number | null, longitude: number | null, address: string | null) {
  const item = toMapItem({ id: 0, title: "", href: "", detail: null, address, latitude, longitude });
  return item ? { lat: item.lat, lon: item.lon, precision: item.precision } : null;
}

/** A place page's small map once asked for (?map=1): the tiles around it, nearer for an exact point than for a town. */
export function smallMap(place: { lat: number; lon: number; precision: "exact" | "town" } | null, show: boolean, template: string) {
  return place && show ? placeTiles(template, place.lat, place.lon, place.precision === "town" ? 13 : 16) : null;
}

/** The origin (scheme, host and port) tiles come from: what the map view's CSP img-src names. */
export function tileOrigin(template: string): string {
  return new URL(template.replace(/\{[zxy]\}/g, "0")).origin;
}

type Point = { latitude: number; longitude: number };

/**
 * The visitor's position as "Near me" sends it (`near=39.61,-86.11`): rounded to 0.01° (about half a mile), so no
 * request carries a more exact place; anything else is no position. Never stored (docs/decisions/map.md).
 */
export function readNear(value: string | null | undefined): Point | null {
  const m = (value ?? "").trim().match(/^(-?\d{1,2}(?:\.\d+)?),\s*(-?\d{1,3}(?:\.\d+)?)$/);
  if (!m) return null;
  const round = (n: number) => Math.round(n * 100) / 100;
  const [latitude, longitude] = [round(Number(m[1])), round(Number(m[2]))];
  return finite(latitude, longitude) ? { latitude, longitude } : null;
}

/** The rounded position as the query writes it again ("39.61,-86.11"). */
export const nearParam = (p: Point) => `${p.latitude.toFixed(2)},${p.longitude.toFixed(2)}`;

/** Miles from `from` to a point, or null without one. */
export function milesFrom(from: Point, latitude: number | null | undefined, longitude: number | null | undefined): number | null {
  return finite(latitude, longitude) ? distanceMiles(from, { latitude, longitude: longitude as number }) : null;
}

/** What the map's script shows in the page's language (the server formats them; `placesHere` is ICU, with `count`). */
export type MapStrings = {
  youAreHere: string;
  placesHere: unknown;
  finding: string;
  cannotLocate: string;
  showingNear: string;
  unavailable: string;
  townCentre: string;
  /** Leaflet's zoom buttons' titles (its own defaults are English). */
  zoomIn: string;
  zoomOut: string;
};

export type MapItem = {
  id: number;
  title: string;
  href: string;
  /** One line under the title: a category, a date. */
  detail: string | null;
  address: string | null;
  lat: number;
  lon: number;
  /** "exact": the item's own coordinates; "town": placed at its town's centre from the gazetteer. */
  precision: "exact" | "town";
  area: string;
};

const finite = (lat: unknown, lon: unknown): lat is number =>
  typeof lat === "number" &&
  typeof lon === "number" &&
  Number.isFinite(lat) &&
  Number.isFinite(lon) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lon) <= 180 &&
  !(lat === 0 && lon === 0);

/** The area an address is listed under without JavaScript: its town and ZIP ("Greenwood, IN 46143"), else its town, else "Other places". */
export function areaOf(address: string | null | undefined): string {
  const text = (address ?? "").trim();
  const placed = placeAddress(text);
  const zip = text.match(/\b(\d{5})(?:-\d{4})?\b(?!.*\b\d{5}\b)/)?.[1];
  if (placed.kind === "placed") return zip ? `${placed.place.name} ${zip}` : placed.place.name;
  return zip ? `ZIP ${zip}` : OTHER_AREA;
}
export const OTHER_AREA = "Other places";

/**
 * Where an item goes on the map: its own coordinates, else its town's centre from the offline gazetteer, else
 * nowhere (null: it stays in the list under "Other places").
 */
export function toMapItem(item: {
  id: number;
  title: string;
  href: string;
  detail: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}): MapItem | null {
  const base = { id: item.id, title: item.title, href: item.href, detail: item.detail, address: item.address, area: areaOf(item.address) };
  if (finite(item.latitude, item.longitude)) return { ...base, lat: item.latitude, lon: item.longitude as number, precision: "exact" };
  const placed = placeAddress(item.address);
  if (placed.kind === "placed") return { ...base, lat: placed.place.latitude, lon: placed.place.longitude, precision: "town" };
  return null;
}

/**
 * The no-JavaScript map: the items by area (areas by name, "Other places" last), each area's items by title; sorted
 * by distance, the nearest area first and each area's items nearest first (unplaced ones last).
 */
export function groupByArea<T extends { area: string; title: string; miles?: number | null }>(
  items: T[],
  byDistance = false,
): { area: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.area, [...(groups.get(item.area) ?? []), item]);
  const far = (x: T) => x.miles ?? Infinity;
  const byTitle = (a: T, b: T) => (byDistance ? far(a) - far(b) : 0) || a.title.localeCompare(b.title);
  const nearest = (list: T[]) => Math.min(...list.map(far));
  return [...groups.entries()]
    .map(([area, list]) => ({ area, items: list.sort(byTitle) }))
    .sort((a, b) =>
      a.area === OTHER_AREA ? 1 : b.area === OTHER_AREA ? -1 : (byDistance ? nearest(a.items) - nearest(b.items) : 0) || a.area.localeCompare(b.area),
    );
}

export type PlaceRow = {
  id: number;
  title: string;
  href: string;
  detail: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
};
/** One line of the no-JavaScript map: the item, its place on OpenStreetMap (if known) and how exact that is. */
export type AreaEntry = {
  id: number;
  title: string;
  href: string;
  detail: string | null;
  address: string | null;
  osm: string | null;
  precision: "exact" | "town" | null;
  /** Miles from where the list is measured (sorted by distance), else null. */
  miles: number | null;
};

/**
 * The Map view's data: the markers (items with a place) and every item by area, for the list without JavaScript;
 * with `from`, each entry's miles from there and the list nearest first.
 */
export function mapOf(
  rows: PlaceRow[],
  from: Point | null = null,
): { items: MapItem[]; groups: { area: string; items: AreaEntry[] }[]; unplaced: number } {
  const items: MapItem[] = [];
  const entries: (AreaEntry & { area: string })[] = [];
  for (const row of rows) {
    const item = toMapItem(row);
    if (item) items.push(item);
    const { latitude: _lat, longitude: _lon, ...rest } = row;
    entries.push({
      ...rest,
      area: item?.area ?? areaOf(row.address),
      osm: item ? osmUrl(item.lat, item.lon) : null,
      precision: item?.precision ?? null,
      // Only an item's own point has a distance: one placed at its town's centre is listed after them, as on the list.
      miles: from && item?.precision === "exact" ? distanceMiles(from, { latitude: item.lat, longitude: item.lon }) : null,
    });
  }
  return {
    items,
    groups: groupByArea(entries, Boolean(from)).map((g) => ({ area: g.area, items: g.items.map(({ area: _a, ...e }) => e) })),
    unplaced: rows.length - items.length,
  };
}
