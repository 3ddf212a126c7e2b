// OpenStreetMap links and the click-to-load embed (docs/decisions/uploads-and-pictures.md): no third party is contacted when a
// page loads; the embed is rendered only after the visitor asks for it (?map=1).

const ok = (lat: number | null | undefined, lon: number | null | undefined): [number, number] | null =>
  typeof lat === "number" && typeof lon === "number" && Number.isFinite(lat) && Number.isFinite(lon) && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
    ? [lat, lon]
    : null;

const fixed = (n: number) => n.toFixed(5);

/** The place on openstreetmap.org, or null without coordinates. */
export function osmUrl(lat: number | null | undefined, lon: number | null | undefined): string | null {
  const p = ok(lat, lon);
  if (!p) return null;
  return `https://www.openstreetmap.org/?mlat=${fixed(p[0])}&mlon=${fixed(p[1])}#map=17/${fixed(p[0])}/${fixed(p[1])}`;
}

/** OpenStreetMap's embeddable map with a marker, for the iframe shown after a click. */
export function osmEmbedUrl(lat: number | null | undefined, lon: number | null | undefined): string | null {
  const p = ok(lat, lon);
  if (!p) return null;
  const [la, lo] = p;
  const bbox = [lo - 0.006, la - 0.004, lo + 0.006, la + 0.004].map(fixed).join(",");
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(la)},${fixed(lo)}`;
}
