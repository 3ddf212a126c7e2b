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
    const [city = "", state = "", lat, lon, zips] = line.split("|");
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
  const zipPlace = () => (zip?.[1] ? (byZip.get(zip[1]) ?? null) : null);
  let state: string | null = parts[1] !== undefined ? stateCode(parts[1]) : null;
  if (parts.length > 1 && !state) return zipPlace();
  if (parts.length === 1) {
    // "Franklin IN" or "Franklin Indiana" without a comma.
    const [, town, word] = city.match(/^(.*\S)\s+([A-Za-z.]+)$/) ?? [];
    const code = word ? stateCode(word) : null;
    if (town && code) {
      city = town;
      state = code;
    }
  }
  if (city) {
    // A bare place name is read as Indiana's: this is an Indiana town's site.
    const found = byKey.get(placeKey(city, state ?? "IN"));
    if (found) return found;
  }
  return zipPlace();
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

// Every US state and DC (USPS code by lower-case name), to recognise a location that names another state.
const US_STATES: Record<string, string> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  "district of columbia": "DC",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
};
const US_STATE_CODES = new Set(Object.values(US_STATES));

/** The USPS code of a "state" or "state ZIP" address part ("IN", "Ind.", "Indiana 46143", "TX 78701"), else null. */
function stateOfPart(part: string): string | null {
  const found = part.trim().match(/^([A-Za-z][A-Za-z. ]*?)\.?(?:\s+\d{5}(?:-\d{4})?)?$/)?.[1];
  if (!found) return null;
  const word = found.toLowerCase().replace(/\./g, "").trim();
  if (word.length === 2 && US_STATE_CODES.has(word.toUpperCase())) return word.toUpperCase();
  return US_STATES[word] ?? stateCode(word);
}

export type AddressPlacement = { kind: "placed"; place: Place } | { kind: "state"; state: string } | { kind: "unknown" };

/**
 * Places a calendar's free-text LOCATION, as Google, Outlook and Apple write it: a venue and a street address
 * ("Greenwood Public Library, 310 S Meridian St, Greenwood, IN 46143, USA"), Apple's one line per part, or a place
 * in brackets ("Community Room (Franklin, IN)"). The town (or its ZIP) is placed from the gazetteer. When the town
 * is not in the table but the address names a state, that state is returned; otherwise the location is unknown
 * (a venue name alone, "Online", nothing).
 */
export function placeAddress(text: string | null | undefined): AddressPlacement {
  const raw = typeof text === "string" ? text.slice(0, 300).trim() : "";
  if (!raw) return { kind: "unknown" };
  const bracketed = [...raw.matchAll(/\(([^()]+)\)/g)].map((m) => m[1]);
  for (const inner of bracketed) {
    const found = placeAddress(inner);
    if (found.kind !== "unknown") return found;
  }
  const parts = raw
    .replace(/\([^()]*\)/g, " ")
    .split(/\s*(?:,|\n|;)\s*/)
    .map((p) => p.trim())
    .filter((p) => p && !COUNTRY_WORDS.has(p.toLowerCase().replace(/\./g, "")));
  // From the end, where addresses keep the town and state: "Town, ST ZIP", then "Town ST ZIP" in one part.
  let state: string | null = null;
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] ?? "";
    const before = parts[i - 1];
    const partState = stateOfPart(part);
    if (partState && before !== undefined) {
      const place = placeOne(`${before}, ${part}`);
      if (place) return { kind: "placed", place };
    }
    // One part holding town and state ("Greenwood IN 46143", as Apple writes it).
    const place = /\d{5}|\s[A-Za-z]{2}$/.test(part) ? placeOne(part) : null;
    if (place) return { kind: "placed", place };
    // "Austin TX 78746": a capitalised USPS code closing the part.
    const closing = part.match(/\s([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/)?.[1];
    state ??= partState ?? (closing && US_STATE_CODES.has(closing) ? closing : null);
  }
  const zip = raw.match(/\b(\d{5})(?:-\d{4})?\b/);
  const byZip = zip?.[1] ? load().byZip.get(zip[1]) : undefined;
  if (byZip) return { kind: "placed", place: byZip };
  if (state && US_STATE_CODES.has(state)) return { kind: "state", state };
  // A bare town name ("Franklin"), read as Indiana's like every bare name here.
  const bare = parts.length === 1 && parts[0] ? placeLocation(parts[0]) : null;
  return bare ? { kind: "placed", place: bare } : { kind: "unknown" };
}

// ---- Countries: whether a job's place is in the United States --------------------------------------------------

/** ISO 3166 alpha-2 codes by the names job boards write (and the codes themselves), outside the United States. */
const COUNTRY_NAMES: Record<string, string> = {
  canada: "CA",
  mexico: "MX",
  "united kingdom": "GB",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  ireland: "IE",
  germany: "DE",
  deutschland: "DE",
  france: "FR",
  netherlands: "NL",
  "the netherlands": "NL",
  holland: "NL",
  belgium: "BE",
  luxembourg: "LU",
  spain: "ES",
  portugal: "PT",
  italy: "IT",
  switzerland: "CH",
  austria: "AT",
  poland: "PL",
  "czech republic": "CZ",
  czechia: "CZ",
  slovakia: "SK",
  hungary: "HU",
  romania: "RO",
  bulgaria: "BG",
  greece: "GR",
  croatia: "HR",
  serbia: "RS",
  slovenia: "SI",
  ukraine: "UA",
  estonia: "EE",
  latvia: "LV",
  lithuania: "LT",
  sweden: "SE",
  sverige: "SE",
  norway: "NO",
  denmark: "DK",
  finland: "FI",
  iceland: "IS",
  turkey: "TR",
  türkiye: "TR",
  israel: "IL",
  "united arab emirates": "AE",
  uae: "AE",
  "saudi arabia": "SA",
  egypt: "EG",
  "south africa": "ZA",
  nigeria: "NG",
  kenya: "KE",
  morocco: "MA",
  india: "IN",
  pakistan: "PK",
  bangladesh: "BD",
  "sri lanka": "LK",
  china: "CN",
  "hong kong": "HK",
  taiwan: "TW",
  japan: "JP",
  "south korea": "KR",
  korea: "KR",
  singapore: "SG",
  malaysia: "MY",
  indonesia: "ID",
  philippines: "PH",
  vietnam: "VN",
  thailand: "TH",
  australia: "AU",
  "new zealand": "NZ",
  brazil: "BR",
  brasil: "BR",
  argentina: "AR",
  chile: "CL",
  colombia: "CO",
  peru: "PE",
  uruguay: "UY",
  "costa rica": "CR",
  "puerto rico": "PR",
};
/** Regions that are not the United States, as boards name them ("Remote - EMEA"). */
const FOREIGN_REGIONS =
  /\b(emea|europe|european union|eu|uk\/eu|apac|asia|asia[- ]pacific|latam|latin america|south america|africa|middle east|oceania|anz|dach|nordics|benelux)\b/i;
/** Large cities outside the US that boards name without their country ("Remote, Bangalore"). */
const FOREIGN_CITIES: Record<string, string> = {
  bangalore: "IN",
  bengaluru: "IN",
  hyderabad: "IN",
  pune: "IN",
  mumbai: "IN",
  delhi: "IN",
  "new delhi": "IN",
  chennai: "IN",
  gurgaon: "IN",
  noida: "IN",
  london: "GB",
  manchester: "GB",
  edinburgh: "GB",
  dublin: "IE",
  amsterdam: "NL",
  rotterdam: "NL",
  berlin: "DE",
  munich: "DE",
  hamburg: "DE",
  paris: "FR",
  madrid: "ES",
  barcelona: "ES",
  lisbon: "PT",
  milan: "IT",
  zurich: "CH",
  vienna: "AT",
  warsaw: "PL",
  krakow: "PL",
  prague: "CZ",
  stockholm: "SE",
  oslo: "NO",
  copenhagen: "DK",
  helsinki: "FI",
  "tel aviv": "IL",
  toronto: "CA",
  vancouver: "CA",
  montreal: "CA",
  ottawa: "CA",
  calgary: "CA",
  "mexico city": "MX",
  "são paulo": "BR",
  "sao paulo": "BR",
  "buenos aires": "AR",
  sydney: "AU",
  melbourne: "AU",
  tokyo: "JP",
  seoul: "KR",
  shanghai: "CN",
  beijing: "CN",
  manila: "PH",
  dubai: "AE",
};
const US_WORDS = /\b(united states(?: of america)?|u\.s\.a?\.?|usa|us|america|north america|us[- ]based|nationwide)\b/i;
const ANYWHERE_WORDS = /\b(anywhere|worldwide|global|globally|international)\b/i;

/**
 * The country of a place as job boards write it: "US" for the United States (a state, a ZIP, "USA", an ISO code),
 * an ISO code for another country ("NL", "Remote, India", "Bangalore", "Stockholm, Sweden"), "REGION" for a region
 * that is not the US ("Remote - EMEA"), or null when the text does not say.
 */
export function countryOfPlace(text: string | null | undefined): string | null {
  const raw = typeof text === "string" ? text.slice(0, 300).trim() : "";
  if (!raw) return null;
  if (/^[A-Za-z]{2}$/.test(raw)) return raw.toUpperCase() === "US" ? "US" : raw.toUpperCase();
  const parts = raw
    .replace(/[()]/g, ",")
    .split(/\s*(?:,|;|\/|\||\s[-–]\s|\n)\s*/)
    .map((p) => p.trim().toLowerCase().replace(/\.$/, ""))
    .filter(Boolean);
  // From the end, where places keep their widest name: "Franklin, IN", "Remote, Bangalore, India".
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i] ?? "";
    const country = COUNTRY_NAMES[part];
    if (country) return country;
    if (US_WORDS.test(part)) return "US";
    if (i > 0 && stateOfPart(part) && US_STATE_CODES.has(stateOfPart(part) ?? "")) return "US";
    if (/^\d{5}(?:-\d{4})?$/.test(part)) return "US";
  }
  if (placeLocation(raw)) return "US";
  for (const part of parts) if (FOREIGN_CITIES[part]) return FOREIGN_CITIES[part];
  if (FOREIGN_REGIONS.test(raw)) return "REGION";
  return null;
}

/**
 * Whether a remote job is open to someone living in the town: remote in the US or anywhere, not remote in another
 * country. `places` are every location the posting lists; `countries` the countries its source names (Lever's
 * `country`, Greenhouse's offices, a feed's country elements). A remote place that names the US or anywhere opens
 * it; otherwise any country named that is not the US closes it; a remote posting that names no country is open.
 */
export function remoteOpensToTown(places: string[], countries: string[]): boolean {
  const remotePlaces = places.filter((p) => /\bremote\b/i.test(p));
  if (remotePlaces.some((p) => ANYWHERE_WORDS.test(p) || countryOfPlace(p.replace(/\bremote\b/gi, " ")) === "US")) return true;
  const named = [...countries.map((c) => countryOfPlace(c)), ...places.map((p) => countryOfPlace(p.replace(/\bremote\b/gi, " ")))].filter(
    (c): c is string => Boolean(c),
  );
  return named.length === 0 || named.includes("US");
}
