// The one table of towns the site serves (site config `mode`). Everything town-specific comes from here: the
// name in titles, coordinates for weather and distances, the county and its NWS zone for alerts, the time zone.
export type TownMode = "greenwood" | "nashville";

export type Town = {
  mode: TownMode;
  /** "Greenwood" */
  name: string;
  state: "IN";
  /** "Greenwood, Indiana" */
  fullName: string;
  /** The site's name in this mode unless an admin names it otherwise: "Greenwood Community Hub". */
  siteName: string;
  county: string;
  /** The NWS county zone (alerts): INC081 Johnson County, INC013 Brown County. */
  nwsCountyZone: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** How far out listings (jobs, places, imported events) count as "near", in miles. */
  radiusMiles: number;
  /** The home page's quick-dial tiles besides 911 (non-emergency lines; sample 555 numbers until verified). */
  quickDial: { police: string; fire: string };
  /** The site's contact address in this mode unless an admin or the deployment names another. */
  supportEmail: string;
  /** The postal address every mailing's footer shows (CAN-SPAM) unless an admin sets the site's own: a sample one. */
  postalAddress: string;
};

export const TOWNS: Record<TownMode, Town> = {
  greenwood: {
    mode: "greenwood",
    name: "Greenwood",
    state: "IN",
    fullName: "Greenwood, Indiana",
    siteName: "Greenwood Community Hub",
    county: "Johnson County",
    nwsCountyZone: "INC081",
    latitude: 39.6137,
    longitude: -86.1067,
    timeZone: "America/Indiana/Indianapolis",
    radiusMiles: 10,
    quickDial: { police: "317-555-0140", fire: "317-555-0141" },
    supportEmail: "help@greenwood.example",
    postalAddress: "Greenwood Community Hub, 300 S. Madison Ave., Greenwood, IN 46142",
  },
  nashville: {
    mode: "nashville",
    name: "Nashville",
    state: "IN",
    fullName: "Nashville, Indiana",
    siteName: "Nashville Community Hub",
    county: "Brown County",
    nwsCountyZone: "INC013",
    latitude: 39.207,
    longitude: -86.2511,
    timeZone: "America/Indiana/Indianapolis",
    radiusMiles: 10,
    quickDial: { police: "812-555-0150", fire: "812-555-0151" },
    supportEmail: "help@nashville.example",
    postalAddress: "Nashville Community Hub, P.O. Box 306, Nashville, IN 47448",
  },
};

export const TOWN_MODES = Object.keys(TOWNS) as TownMode[];

/** The town of a site mode; an unknown mode is Greenwood (the default site). */
export function townFor(mode: string | null | undefined): Town {
  return mode === "nashville" ? TOWNS.nashville : TOWNS.greenwood;
}

/**
 * The town of the page being rendered, from the root loader's site settings (for `meta` functions, which get the
 * route matches): Greenwood when the root's data is missing (an error page before settings were read).
 */
export function townOfMatches(matches: ReadonlyArray<{ id: string; data?: unknown }>): Town {
  const root = matches.find((m) => m.id === "root")?.data;
  if (!root || typeof root !== "object" || !("config" in root)) return townFor(null);
  const config = root.config;
  return townFor(config && typeof config === "object" && "mode" in config && typeof config.mode === "string" ? config.mode : null);
}

/**
 * The name the site shows: the admin's own name, or the mode's town's default name when none is set. A stored name
 * that is some town's default (the seed's, or the settings form saved unchanged before a mode switch) counts as none.
 */
export function siteNameFor(mode: string | null | undefined, stored: string | null | undefined): string {
  const name = stored?.trim();
  if (!name || Object.values(TOWNS).some((t) => t.siteName === name)) return townFor(mode).siteName;
  return name;
}

/**
 * The support address an admin set, or null when none: a stored address that is some town's default (the seed's, or
 * the settings form saved unchanged before a mode switch) counts as none, as the site's name does.
 */
export function ownSupportEmail(stored: string | null | undefined): string | null {
  const email = stored?.trim().toLowerCase();
  if (!email || Object.values(TOWNS).some((t) => t.supportEmail === email)) return null;
  return email;
}

/** The site's contact address: the admin's own, else the deployment's SUPPORT_EMAIL, else the mode's town's (never another town's). */
export function supportEmailFor(config: { mode: string | null | undefined; supportEmail: string | null | undefined }, deployment?: string): string {
  return ownSupportEmail(config.supportEmail) ?? deployment ?? townFor(config.mode).supportEmail;
}

/** The postal address an admin set, or null: a stored one that is some town's sample counts as none, as the name does. */
export function ownPostalAddress(stored: string | null | undefined): string | null {
  const address = stored?.replace(/\s+/g, " ").trim();
  if (!address || Object.values(TOWNS).some((t) => t.postalAddress === address)) return null;
  return address;
}

/** The postal address a mailing's footer shows: the admin's own, else the mode's town's. */
export function postalAddressFor(config: { mode: string | null | undefined; postalAddress: string | null | undefined }): string {
  return ownPostalAddress(config.postalAddress) ?? townFor(config.mode).postalAddress;
}

/** Great-circle distance in miles between two points. */
export function distanceMiles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const R = 3958.8;
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}
