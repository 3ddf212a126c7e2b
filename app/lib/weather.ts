// Our own weather pictures, chosen from the NWS icon code (the icon URL itself is never shown or hot-linked).
export const WEATHER_ICONS = ["clear-day", "clear-night", "partly-day", "partly-night", "cloudy", "rain", "snow", "storm", "fog", "wind"] as const;
export type WeatherIcon = (typeof WEATHER_ICONS)[number];

/** Maps an NWS icon URL (…/icons/land/{day|night}/{code}[,pop][/{code}]…) to one of our icons. */
export function weatherIconFor(nwsIconUrl: string | null | undefined, isDaytime = true): WeatherIcon {
  const match = /\/icons\/land\/(day|night)\/([a-z_]+)/.exec(nwsIconUrl ?? "");
  const day = match ? match[1] === "day" : isDaytime;
  const code = match?.[2] ?? "";
  if (/^(tsra|tornado|hurricane|tropical_storm)/.test(code)) return "storm";
  if (/(snow|sn|fzra|blizzard|cold|ip)$|^(snow|ra_sn|sn_|fzra|blizzard|cold)/.test(code)) return "snow";
  if (/^(rain|ra|minus_ra|rain_showers)/.test(code)) return "rain";
  if (/^(fog|smoke|dust|haze)/.test(code)) return "fog";
  if (/^wind_(skc|few)$/.test(code) || code === "wind") return "wind";
  if (/^(wind_)?(skc|few|hot)$/.test(code)) return day ? "clear-day" : "clear-night";
  if (/^(wind_)?(sct|bkn)$/.test(code)) return day ? "partly-day" : "partly-night";
  return "cloudy";
}

/** A number, or a string that is only a decimal number ("41", as some forecasts send it); null for anything else. */
export function numberFrom(raw: unknown): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string" || !/^\s*[-+]?\d+(\.\d+)?\s*$/.test(raw)) return null;
  return Number(raw);
}

/**
 * A forecast period's temperature in °F: `temperature` as a number or numeric string with `temperatureUnit` F or C,
 * or a quantitative value `{value, unitCode: "wmoUnit:degC"}`; null when missing, not a number, or beyond any weather.
 */
export function forecastFahrenheit(temperature: unknown, temperatureUnit?: string | null): number | null {
  let value: number | null;
  let celsius: boolean;
  if (temperature !== null && typeof temperature === "object" && "value" in temperature) {
    const quantity = temperature as { value: unknown; unitCode?: unknown };
    value = numberFrom(quantity.value);
    celsius = typeof quantity.unitCode === "string" && quantity.unitCode.endsWith("degC");
  } else {
    value = numberFrom(temperature);
    celsius = temperatureUnit === "C";
  }
  if (value === null) return null;
  const fahrenheit = celsius ? value * 1.8 + 32 : value;
  return Math.abs(fahrenheit) > 200 ? null : fahrenheit;
}

/** The spec's temperature display: rounded, °F. */
export function formatTemperature(fahrenheit: number): string {
  return `${Math.round(fahrenheit)}°F`;
}

/** How often an open page asks for the weather again (part 1: GET /api/weather is refetched every 5 minutes). */
export const WEATHER_REFRESH_MS = 5 * 60_000;

/** The spec's text for a failed or empty weather answer (part 1 §8). */
export const WEATHER_UNAVAILABLE = "Weather data unavailable";
