// The Map view of /directory and /events (docs/decisions/map.md). Without JavaScript it is the items grouped
// by area with OpenStreetMap links; with JavaScript, /map/map.js (Leaflet, loaded by this view alone) draws the same
// items on a map above that list. The List view stays the default.
import { Link } from "~/components/site-link";
import { keyOf } from "~/lib/i18n/descriptor";
import { LOCALES, type T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { formatMiles } from "~/lib/jobs-display";
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL } from "~/lib/map-grid";
import { OTHER_AREA, type AreaEntry, type MapItem, type MapStrings } from "~/lib/map-view";
import { useNonce } from "~/lib/nonce";

export type View = "list" | "map";

/** ?view=map, anything else is the list. */
export function readView(params: URLSearchParams): View {
  return params.get("view") === "map" ? "map" : "list";
}

/** The List/Map switch: two links keeping the filters (no JavaScript needed). */
export function ViewSwitch({ view, listHref, mapHref, t }: { view: View; listHref: string; mapHref: string; t: T<"places"> }) {
  const tab = (on: boolean) => `rounded px-3 py-1.5 text-sm font-medium ${on ? "bg-primary text-primary-foreground" : "border border-border"}`;
  return (
    <nav aria-label={t(/*i18n*/ { id: "places.view", message: "View" })} className="flex gap-2">
      <Link to={listHref} className={tab(view === "list")} aria-current={view === "list" ? "page" : undefined}>
        {t(/*i18n*/ { id: "places.list", message: "List" })}
      </Link>
      <Link to={mapHref} className={tab(view === "map")} aria-current={view === "map" ? "page" : undefined}>
        {t(/*i18n*/ { id: "places.map", message: "Map" })}
      </Link>
    </nav>
  );
}

export type AreaGroup = { area: string; items: AreaEntry[] };

// JSON inside a <script> element: "<" escaped so that no text closes the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

type Point = { latitude: number; longitude: number };

/** "N places here", counted by the map script. */
const PLACES_HERE = /*i18n*/ { id: "places.placesHere", message: "{count, plural, one {# place here} other {# places here}}" };

/** The map script's words in the page's language; "N places here" goes as compiled ICU, for the script to count. */
function mapStrings(t: T<"places">, compiled: Readonly<Record<string, unknown>>): MapStrings {
  return {
    youAreHere: t(/*i18n*/ { id: "places.youAreHere", message: "You are here" }),
    placesHere: compiled[keyOf(PLACES_HERE)],
    finding: t(/*i18n*/ { id: "places.findingYou", message: "Finding where you are…" }),
    cannotLocate: t(/*i18n*/ { id: "places.cannotLocate", message: "This browser cannot tell where you are." }),
    showingNear: t(/*i18n*/ { id: "places.showingNear", message: "Showing what is near you." }),
    unavailable: t(/*i18n*/ { id: "places.locationUnavailable", message: "Your location is not available." }),
    townCentre: t(/*i18n*/ { id: "places.placedAtCentre", message: "Placed at the town's centre" }),
    zoomIn: t(/*i18n*/ { id: "places.zoomIn", message: "Zoom in" }),
    zoomOut: t(/*i18n*/ { id: "places.zoomOut", message: "Zoom out" }),
  };
}

/** Languages of what people wrote: the places' names and addresses (`lang`), and each item's detail (`detailLang`). */
type Wrote = { lang?: "en"; detailLang?: "en" };

function AreaItem({ item, lang, detailLang, t }: Wrote & { item: AreaEntry; t: T<"places"> }) {
  return (
    <li className="text-sm" data-testid="map-area-item">
      <Link to={item.href} className="tap font-medium text-primary underline" lang={lang}>
        {item.title}
      </Link>
      {item.detail ? (
        <span className="opacity-80">
          {" · "}
          <span lang={detailLang}>{item.detail}</span>
        </span>
      ) : null}
      {item.address ? (
        <span className="block opacity-80" lang={lang}>
          {item.address}
        </span>
      ) : null}
      {item.miles !== null ? (
        <span className="block font-medium" data-testid="distance">
          {formatMiles(item.miles)}
        </span>
      ) : null}
      {item.osm ? (
        <a href={item.osm} className="tap underline" rel="noopener noreferrer" target="_blank">
          {item.precision === "town"
            ? t(/*i18n*/ { id: "places.townOnOsm", message: "Town on OpenStreetMap" })
            : t(/*i18n*/ { id: "places.viewOnOsm", message: "View on OpenStreetMap" })}
        </a>
      ) : null}
    </li>
  );
}

function AreaSection({ g, lang, detailLang, t }: Wrote & { g: AreaGroup; t: T<"places"> }) {
  return (
    <section
      aria-label={g.area === OTHER_AREA ? t(/*i18n*/ { id: "places.otherPlaces", message: "Other places" }) : g.area}
      className="rounded-lg border border-border p-4"
      data-testid="map-area"
    >
      <h3 className="font-semibold" lang={g.area === OTHER_AREA ? undefined : lang}>
        {g.area === OTHER_AREA ? t(/*i18n*/ { id: "places.otherPlaces", message: "Other places" }) : g.area}
      </h3>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {g.items.map((item) => (
          <AreaItem key={item.id} item={item} lang={lang} detailLang={detailLang} t={t} />
        ))}
      </ul>
    </section>
  );
}

/** The data /map/map.js draws, as JSON in the page, and the script itself. */
function MapScript({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <>
      <script id="map-data" type="application/json" nonce={nonce} dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      <script src="/map/map.js" defer nonce={nonce} />
    </>
  );
}

function MapSummary({ count, unplaced, noun, t }: { count: number; unplaced: number; noun: string; t: T<"places"> }) {
  return (
    <p className="text-sm opacity-80" data-testid="map-summary">
      {t(/*i18n*/ { id: "places.onTheMap", message: "{count} {noun} on the map" }, { count, noun })}
      {unplaced ? t(/*i18n*/ { id: "places.withoutPlace", message: ", {count} without a known place" }, { count: unplaced }) : ""}
      {t(/*i18n*/ { id: "places.mapData", message: ". Map data" })}{" "}
      <a href={OSM_COPYRIGHT_URL} className="underline">
        {OSM_ATTRIBUTION}
      </a>
      .
    </p>
  );
}

/** Shown by /map/map.js; without JavaScript these stay hidden and the list by area below is the map. */
function NearMeControls({ t }: { t: T<"places"> }) {
  return (
    <div className="flex flex-wrap items-center gap-3" data-map-controls="" hidden>
      <button type="button" className="rounded border border-border px-3 py-1.5 text-sm" data-near-me="">
        {t(/*i18n*/ { id: "places.nearMe", message: "Near me" })}
      </button>
      <span className="text-sm opacity-80" role="status" data-map-status="" />
    </div>
  );
}

export function MapView({
  items,
  groups,
  unplaced,
  tiles,
  noun,
  t,
  messages,
  pageLang,
  center,
  here = null,
  nearMe = true,
  lang,
  detailLang,
}: {
  items: MapItem[];
  groups: AreaGroup[];
  unplaced: number;
  tiles: string;
  noun: string;
  t: T<"places">;
  /** The page's compiled `places` messages (the loader's `places`). */
  messages: Readonly<Record<string, unknown>>;
  pageLang: Lang;
  /** Where the map opens: the site's town centre. */
  center: Point;
  /** The rounded position the list is measured from, when the visitor sorted by distance from where they are. */
  here?: Point | null;
  /** The map's own "Near me" (centres the map, nothing sent); false where the page's form sorts by distance instead. */
  nearMe?: boolean;
  /** "en" on a page in another language: the places' names and addresses are what people wrote. */
  lang?: "en";
  /** "en" when each item's detail is what people wrote too (a business's category), not one of our words (a date). */
  detailLang?: "en";
}) {
  return (
    <section aria-labelledby="map-heading" className="mt-4 space-y-4" data-testid="map-view">
      <h2 id="map-heading" className="sr-only">
        {t(/*i18n*/ { id: "places.map", message: "Map" })}
      </h2>
      {nearMe ? <NearMeControls t={t} /> : null}
      <div id="map-canvas" className="h-[60vh] min-h-72 w-full rounded-lg border border-border" data-testid="map-canvas" hidden />
      <MapScript
        data={{
          tiles,
          attribution: OSM_ATTRIBUTION,
          copyright: OSM_COPYRIGHT_URL,
          items,
          center,
          here,
          locale: LOCALES[pageLang],
          strings: mapStrings(t, messages),
        }}
      />
      <MapSummary count={items.length} unplaced={unplaced} noun={noun} t={t} />
      <div className="space-y-4" data-testid="map-areas">
        {groups.map((g) => (
          <AreaSection key={g.area} g={g} lang={lang} detailLang={detailLang} t={t} />
        ))}
      </div>
    </section>
  );
}
