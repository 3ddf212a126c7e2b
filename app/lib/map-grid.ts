// The map's geometry and tiles: the grid that groups markers that would overlap and a place's static small map. No
// gazetteer here: the map's browser script and the place pages' components import this alone.

/** OpenStreetMap's standard tiles; MAP_TILE_URL replaces them (another tile server, or a loopback one in tests). */
export const DEFAULT_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
/** The attribution OpenStreetMap's tile usage policy asks for, shown on every map. */
export const OSM_ATTRIBUTION = "© OpenStreetMap contributors";
export const OSM_COPYRIGHT_URL = "https://www.openstreetmap.org/copyright";

/** Web Mercator: a point's world pixel at a zoom level (256-pixel tiles). */
export function worldPixel(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

export type Cluster<T> = { lat: number; lon: number; items: T[] };

/**
 * Groups the markers that would overlap: every item falls in a square of `cell` screen pixels at this zoom; then
 * groups closer than `cell` pixels (neighbouring squares) merge, largest first. A group sits at its items' mean
 * position. Deterministic; linear in the items, quadratic only in the (few) groups.
 */
export function clusterByGrid<T extends { lat: number; lon: number }>(items: T[], zoom: number, cell = 48): Cluster<T>[] {
  const cells = new Map<string, T[]>();
  for (const item of items) {
    const p = worldPixel(item.lat, item.lon, zoom);
    const key = `${Math.floor(p.x / cell)}:${Math.floor(p.y / cell)}`;
    cells.set(key, [...(cells.get(key) ?? []), item]);
  }
  const mean = (list: T[]) => ({ lat: list.reduce((s, i) => s + i.lat, 0) / list.length, lon: list.reduce((s, i) => s + i.lon, 0) / list.length });
  const groups = [...cells.values()].sort((a, b) => b.length - a.length);
  const merged: { items: T[]; x: number; y: number }[] = [];
  for (const list of groups) {
    const c = mean(list);
    const p = worldPixel(c.lat, c.lon, zoom);
    const near = merged.find((m) => Math.hypot(m.x - p.x, m.y - p.y) < cell);
    if (near) {
      near.items = [...near.items, ...list];
      const m = mean(near.items);
      const q = worldPixel(m.lat, m.lon, zoom);
      near.x = q.x;
      near.y = q.y;
    } else merged.push({ items: list, x: p.x, y: p.y });
  }
  return merged.map((m) => ({ ...mean(m.items), items: m.items }));
}

/**
 * A place's small map without any script: the 2×2 tiles around it at `zoom`, offset so that the place sits in the
 * middle of a `size`-pixel square, where the pin is drawn.
 */
export function placeTiles(template: string, lat: number, lon: number, zoom = 15, size = 256) {
  const p = worldPixel(lat, lon, zoom);
  const left = p.x - size / 2;
  const top = p.y - size / 2;
  const tx = Math.floor(left / 256);
  const ty = Math.floor(top / 256);
  const max = 2 ** zoom;
  const tiles: { src: string; x: number; y: number }[] = [];
  for (let dy = 0; dy < 2; dy++) {
    for (let dx = 0; dx < 2; dx++) {
      const x = (((tx + dx) % max) + max) % max;
      const y = Math.min(max - 1, Math.max(0, ty + dy));
      tiles.push({
        src: template.replace("{z}", String(zoom)).replace("{x}", String(x)).replace("{y}", String(y)),
        x: (tx + dx) * 256 - left,
        y: (ty + dy) * 256 - top,
      });
    }
  }
  return { size, tiles };
}
