// "View on OpenStreetMap" plus a small map that loads only when asked (a GET link, so it works without JavaScript).
// The map is the 2×2 tiles around the place from the configured tile server with a pin in the middle: plain images,
// no script, and the page's img-src names the tile origin only then (workers/security.ts withMapTiles).
import type { T } from "~/lib/i18n/plain";
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from "~/lib/map-grid";
import { osmUrl } from "~/lib/maps";

export type PlacePoint = { lat: number; lon: number; precision: "exact" | "town" };
/** The tiles of the small map, made by the loader (lib/map-view.ts smallMap) so that no page ships their arithmetic. */
export type SmallMap = { size: number; tiles: { src: string; x: number; y: number }[] };

/** `t`: the `placeMap` messages in the reader's language. */
export function PlaceMap({
  place,
  label,
  view,
  path,
  t,
}: {
  place: PlacePoint | null;
  label: string;
  view: SmallMap | null;
  path: string;
  t: T<"placeMap">;
}) {
  const link = place ? osmUrl(place.lat, place.lon) : null;
  if (!place || !link) return null;
  const town = place.precision === "town";
  return (
    <section id="map" className="rounded-lg border border-border p-4">
      <h2 className="font-semibold">{t(/*i18n*/ { id: "placeMap.map", message: "Map" })}</h2>
      {view ? (
        <div
          role="img"
          aria-label={t(
            town
              ? /*i18n*/ { id: "placeMap.mapOfTown", message: "Map of {label} (its town)" }
              : /*i18n*/ { id: "placeMap.mapOf", message: "Map of {label}" },
            { label },
          )}
          className="relative mt-2 overflow-hidden rounded bg-secondary"
          style={{ width: "100%", maxWidth: view.size, height: view.size }}
          data-testid="place-map"
        >
          <div className="absolute top-0 left-1/2" style={{ width: view.size, height: view.size, marginLeft: -view.size / 2 }}>
            {view.tiles.map((t) => (
              <img key={t.src} src={t.src} alt="" width={256} height={256} className="absolute max-w-none" style={{ left: t.x, top: t.y }} />
            ))}
            <span
              aria-hidden="true"
              className="absolute h-5 w-5 rounded-full border-[3px] border-white bg-blue-700 shadow"
              style={{ left: view.size / 2 - 10, top: view.size / 2 - 10 }}
            />
          </div>
          <a href={OSM_COPYRIGHT_URL} className="absolute right-0 bottom-0 flex min-h-6 items-center bg-white/80 px-1 text-[11px] text-black">
            {OSM_ATTRIBUTION}
          </a>
        </div>
      ) : (
        <a
          href={`${path}?map=1#map`}
          rel="nofollow"
          className="mt-2 flex h-24 items-center justify-center rounded bg-secondary px-3 text-center text-sm text-secondary-foreground"
        >
          {t(/*i18n*/ { id: "placeMap.showMap", message: "Show the map (loads from OpenStreetMap)" })}
        </a>
      )}
      {town ? (
        <p className="mt-2 text-sm opacity-80">
          {t(/*i18n*/ { id: "placeMap.townCentre", message: "Placed at the town's centre: the address has no exact point." })}
        </p>
      ) : null}
      <p className="mt-2 text-sm">
        <a href={link} className="tap text-primary underline" rel="noopener noreferrer" target="_blank">
          {t(/*i18n*/ { id: "placeMap.viewOnOsm", message: "View on OpenStreetMap" })}
        </a>
      </p>
    </section>
  );
}
