// "View on OpenStreetMap" plus a map that loads only when asked (a GET link, so it works without JavaScript).
import { osmEmbedUrl, osmUrl } from "~/lib/maps";

export function PlaceMap({ lat, lon, label, show, path }: { lat: number | null; lon: number | null; label: string; show: boolean; path: string }) {
  const link = osmUrl(lat, lon);
  const embed = osmEmbedUrl(lat, lon);
  if (!link || !embed) return null;
  return (
    <section id="map" className="rounded-lg border border-border p-4">
      <h2 className="font-semibold">Map</h2>
      {show ? (
        <iframe title={`Map of ${label}`} src={embed} width={600} height={300} loading="lazy" className="mt-2 h-56 w-full rounded border-0" />
      ) : (
        <a href={`${path}?map=1#map`} rel="nofollow" className="mt-2 flex h-24 items-center justify-center rounded bg-secondary px-3 text-center text-sm text-secondary-foreground">
          Show the map (loads from OpenStreetMap)
        </a>
      )}
      <p className="mt-2 text-sm">
        <a href={link} className="text-primary underline" rel="noopener noreferrer" target="_blank">
          View on OpenStreetMap
        </a>
      </p>
    </section>
  );
}
