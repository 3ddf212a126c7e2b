// An offline gazetteer: places a free-text location ("Franklin, Indiana", "Greenwood, IN 46143") on the map
// from a trimmed registry table (see scripts/build-gazetteer.ts). No geocoding service is ever called.
import { GAZETTEER_DATA } from "./gazetteer-data";
import { distanceMiles } from "./towns";

// The one distance rule lives with the towns table; offered here too, beside the places it measures.
export { distanceMiles };

export type Point = { latitude: number; longitude: number };
export type Place = Point & { name: string };

const STATE_NAMES: Record<string, string> = {
  indiana: "IN",
  ind: "IN",
  illinois: "IL",
  ill: "IL",
  ohio: "OH",
  kentucky: "KY",
  ky: "KY",
  michigan: "MI",
  mich: "MI",
};
const STATE_CODES = new Set(["IN", "IL", "OH", "KY", "MI"]);
const COUNTRY_WORDS = new Set(["us", "usa", "united states", "united states of america"]);

function normalise(city: string): string {
  return city
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/^st\s+/, "saint ")
    .replace(/^mt\s+/, "mount ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The lookup key of a place: state code and normalised city name. */
export function placeKey(city: string, state: string): string {
  return `${state.toUpperCase()}|${normalise(city)}`;
}

type Table = { byKey: Map<string, Place>; byZip: Map<string, Place> };
let table: Table | null = null;

// Parsed once per isolate from a constant string: pure data, not request state.
function load(): Table {
  if (table) return table;
  const byKey = new Map<string, Place>();
  const byZip = new Map<string, Place>();
  for (const line of GAZETTEER_DATA.split("\n")) {
    if (!line) continue;
    const [city, state, lat, lon, zips] = line.split("|");
    const place: Place = { name: `${city}, ${state}`, latitude: Number(lat), longitude: Number(lon) };
    byKey.set(placeKey(city, state), place);
    for (const zip of zips ? zips.split(" ") : []) byZip.set(zip, place);
  }
  table = { byKey, byZip };
  return table;
}

function stateCode(word: string): string | null {
  const w = word.toLowerCase().replace(/\./g, "").trim();
  if (STATE_CODES.has(w.toUpperCase()) && w.length === 2) return w.toUpperCase();
  return STATE_NAMES[w] ?? null;
}

function placeOne(text: string): Place | null {
  const { byKey, byZip } = load();
  const zip = text.match(/\b(\d{5})(?:-\d{4})?\b/);
  const withoutZip = text.replace(/\b\d{5}(?:-\d{4})?\b/g, " ");
  const parts = withoutZip
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p && !COUNTRY_WORDS.has(p.toLowerCase().replace(/\./g, "")));
  let city = parts[0] ?? "";
  let state: string | null = parts.length > 1 ? stateCode(parts[1]) : null;
  if (parts.length > 1 && !state) return zip ? (byZip.get(zip[1]) ?? null) : null;
  if (parts.length === 1) {
    // "Franklin IN" or "Franklin Indiana" without a comma.
    const m = city.match(/^(.*\S)\s+([A-Za-z.]+)$/);
    const code = m ? stateCode(m[2]) : null;
    if (m && code) {
      city = m[1];
      state = code;
    }
  }
  if (city) {
    // A bare place name is read as Indiana's: this is an Indiana town's site.
    const found = byKey.get(placeKey(city, state ?? "IN"));
    if (found) return found;
  }
  return zip ? (byZip.get(zip[1]) ?? null) : null;
}

/** Places a location string, or null when it is remote, unknown or not a place. */
export function placeLocation(text: string): Place | null {
  if (typeof text !== "string") return null;
  const trimmed = text.slice(0, 200).trim();
  if (!trimmed) return null;
  // Several locations ("Indianapolis, IN; Remote", "Franklin, IN / Columbus, OH"): the first one we know.
  for (const candidate of trimmed.split(/\s*(?:;|\/|\||\bor\b|\n)\s*/i)) {
    if (/^remote\b/i.test(candidate) || /^(anywhere|nationwide)$/i.test(candidate)) continue;
    const place = placeOne(candidate.replace(/\s*\((?:remote|hybrid|on-?site)\)\s*/gi, " ").replace(/^(hybrid|on-?site)\s*[-–:]\s*/i, ""));
    if (place) return place;
  }
  return null;
}
