import type { Mode } from "../../db/schema";

// Placeholder until the shared table lands on main (then main's version wins).
export type Town = {
  key: Mode;
  name: string;
  state: string;
  county: string;
  nwsCountyZone: string;
  latitude: number;
  longitude: number;
  timeZone: string;
};

export const TOWNS: Record<Mode, Town> = {
  greenwood: {
    key: "greenwood",
    name: "Greenwood",
    state: "Indiana",
    county: "Johnson County",
    nwsCountyZone: "INC081",
    latitude: 39.6137,
    longitude: -86.1067,
    timeZone: "America/Indiana/Indianapolis",
  },
  nashville: {
    key: "nashville",
    name: "Nashville",
    state: "Indiana",
    county: "Brown County",
    nwsCountyZone: "INC013",
    latitude: 39.2073,
    longitude: -86.2511,
    timeZone: "America/Indiana/Indianapolis",
  },
};

export function townFor(mode: Mode): Town {
  return TOWNS[mode];
}
