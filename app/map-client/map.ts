// The Map view's browser script (built to /map/map.js by scripts/build-map.ts; only the Map view loads it): draws the
// items the page lists by area on a Leaflet map with the configured tiles, groups markers that would overlap, opens an
// item's card on a tap, and centres on the visitor only when they press "Near me" (the position is never sent or kept
// from here; the directory's own "Near me" sorts its list instead, with a rounded position: components/near-me.tsx).
import { setupI18n, type Messages } from "@lingui/core";
import L from "leaflet";
import { clusterByGrid } from "../lib/map-grid";
import type { MapItem, MapStrings } from "../lib/map-view";

/**
 * What the page gives the map (components/map-view.tsx): the tiles, the items, where it opens (the site's town, or
 * the rounded position the list is measured from), whether "Near me" only centres the map, and its words in the
 * page's language (`placesHere` compiled ICU, formatted here for its count).
 */
type MapData = {
  tiles: string;
  attribution: string;
  copyright: string;
  items: MapItem[];
  center: { latitude: number; longitude: number };
  here: { latitude: number; longitude: number } | null;
  locale: string;
  strings: MapStrings;
};

let words: MapStrings;
let placesHere: (count: number) => string;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** An item's card, as the popup of its marker: title (its link), one line of detail, the address. */
function card(item: MapItem): HTMLElement {
  const box = el("div", "map-card");
  box.dataset.testid = "map-card";
  const link = el("a", "map-card-title", item.title);
  link.href = item.href;
  box.appendChild(link);
  if (item.detail) box.appendChild(el("p", "map-card-detail", item.detail));
  if (item.address) box.appendChild(el("p", "map-card-detail", item.address));
  if (item.precision === "town") box.appendChild(el("p", "map-card-note", words.townCentre));
  return box;
}

function start() {
  const source = document.getElementById("map-data");
  const canvas = document.getElementById("map-canvas");
  if (!source || !canvas) return;
  const data = JSON.parse(source.textContent ?? "{}") as MapData;
  words = data.strings;
  const i18n = setupI18n({ locale: data.locale, messages: { [data.locale]: { placesHere: data.strings.placesHere } as Messages } });
  placesHere = (count) => i18n._("placesHere", { count });
  const css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = "/map/map.css";
  // Leaflet measures the map when it starts: only once its stylesheet applies (else a phone's map opens off-centre).
  css.addEventListener("load", () => show(canvas, data));
  css.addEventListener("error", () => show(canvas, data));
  document.head.appendChild(css);
}

function show(canvas: HTMLElement, data: MapData) {
  canvas.hidden = false;
  const controls = document.querySelector<HTMLElement>("[data-map-controls]");
  if (controls) controls.hidden = false;
  const status = document.querySelector<HTMLElement>("[data-map-status]");

  const map = L.map(canvas, { scrollWheelZoom: false, zoomControl: false });
  // Leaflet's own zoom titles and its prefix's title are English: the page's words instead, and the name alone.
  L.control.zoom({ zoomInTitle: words.zoomIn, zoomOutTitle: words.zoomOut }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  L.tileLayer(data.tiles, { maxZoom: 19, attribution: `<a href="${data.copyright}">${data.attribution}</a>` }).addTo(map);
  const markers = L.layerGroup().addTo(map);
  const items = data.items;
  // The map opens on the town (or on the visitor, when the list is measured from them); only when none of the items
  // is in that view does it fit them all (a filter for another town's places).
  const start: L.LatLngTuple = data.here ? [data.here.latitude, data.here.longitude] : [data.center.latitude, data.center.longitude];
  map.setView(start, data.here ? 14 : 13);
  const view = map.getBounds();
  if (items.length && !items.some((i) => view.contains([i.lat, i.lon]))) {
    map.fitBounds(L.latLngBounds(items.map((i) => [i.lat, i.lon] as L.LatLngTuple)), { maxZoom: 15, padding: [32, 32] });
  }
  canvas.dataset.startLat = String(start[0]);
  canvas.dataset.startLon = String(start[1]);
  const youAreHere = (here: L.LatLngTuple) =>
    L.circleMarker(here, { radius: 8, color: "#1d4ed8", fillOpacity: 0.6 }).bindTooltip(words.youAreHere).addTo(map);
  if (data.here) youAreHere(start);

  const draw = () => {
    markers.clearLayers();
    for (const group of clusterByGrid(items, map.getZoom())) {
      const [first] = group.items;
      const one = group.items.length === 1 && first !== undefined;
      const label = one ? first.title : placesHere(group.items.length);
      const icon = L.divIcon({
        className: one ? "map-marker" : "map-cluster",
        html: one ? "" : `<span>${group.items.length}</span>`,
        iconSize: one ? [22, 22] : [36, 36],
      });
      const marker = L.marker([group.lat, group.lon], { icon, title: label, alt: label, keyboard: true, riseOnHover: true });
      if (one) {
        if (first) marker.bindPopup(card(first));
      } else {
        // A group: zoom in to split it; at the last zoom (the same building), its cards in one popup.
        marker.on("click", () => {
          const bounds = L.latLngBounds(group.items.map((i) => [i.lat, i.lon] as L.LatLngTuple));
          const next = Math.min(map.getBoundsZoom(bounds.pad(0.2)), map.getMaxZoom());
          if (next > map.getZoom() && bounds.getNorthEast().distanceTo(bounds.getSouthWest()) > 1) map.fitBounds(bounds.pad(0.2));
          else {
            const list = el("div", "map-card-list");
            for (const item of group.items) list.appendChild(card(item));
            L.popup().setLatLng([group.lat, group.lon]).setContent(list).openOn(map);
          }
        });
      }
      marker.addTo(markers);
    }
  };
  map.on("zoomend", draw);
  draw();

  document.querySelector<HTMLButtonElement>("[data-near-me]")?.addEventListener("click", () => {
    if (!("geolocation" in navigator)) {
      if (status) status.textContent = words.cannotLocate;
      return;
    }
    if (status) status.textContent = words.finding;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const here: L.LatLngTuple = [position.coords.latitude, position.coords.longitude];
        // Only the map in this tab uses the position: nothing is sent to the site or stored.
        map.setView(here, 14);
        youAreHere(here);
        if (status) status.textContent = words.showingNear;
      },
      () => {
        if (status) status.textContent = words.unavailable;
      },
      { maximumAge: 60_000, timeout: 10_000 },
    );
  });
}

// The filters' selects apply at once, as on the list (components/list-loading.tsx does it there).
document.addEventListener("change", (event) => {
  const field = event.target;
  if (field instanceof HTMLSelectElement || field instanceof HTMLInputElement) {
    if (field.matches("[data-autosubmit]") && field.form) field.form.requestSubmit();
  }
});

start();
