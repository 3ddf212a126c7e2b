// The grid that groups map markers that would overlap (the map's browser script imports this alone: no gazetteer).

/** Web Mercator: a point's world pixel at a zoom level (256-pixel tiles). */
export function worldPixel(lat: number, lon: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

export type Cluster<T> = { lat: number; lon: number; items: T[] };

/**
 * Groups the markers that would overlap: every item falls in a square of `cell` screen pixels at this zoom; a
 * square's items become one marker at their mean position. Deterministic, and linear in the number of items.
 */
export function clusterByGrid<T extends { lat: number; lon: number }>(items: T[], zoom: number, cell = 48): Cluster<T>[] {
  const cells = new Map<string, T[]>();
  for (const item of items) {
    const p = worldPixel(item.lat, item.lon, zoom);
    const key = `${Math.floor(p.x / cell)}:${Math.floor(p.y / cell)}`;
    cells.set(key, [...(cells.get(key) ?? []), item]);
  }
  return [...cells.values()].map((list) => ({
    lat: list.reduce((s, i) => s + i.lat, 0) / list.length,
    lon: list.reduce((s, i) => s + i.lon, 0) / list.length,
    items: list,
  }));
}
