// Weather and alerts for the current mode's town, from the National Weather Service API (api.weather.gov):
// /points/{lat},{lon} → the hourly forecast URL → the forecast; /alerts/active?zone={county zone} → alerts.
// Both are cached in KV (weather 5 minutes, alerts 2 minutes) and never hold a page longer than ~1.5 s.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatInTown } from "~/lib/dates";
import { supportEmailFor, townFor, type Town } from "~/lib/towns";
import { forecastFahrenheit, weatherIconFor, type WeatherIcon } from "~/lib/weather";
import {
  currentAlerts,
  currentWarningThreads,
  parseAlertMessages,
  type AlertMessage,
  type ShownAlert,
  type WeatherAlert,
} from "~/lib/weather-alerts";
import { z } from "~/lib/zod";

export const NWS_API_BASE = "https://api.weather.gov";
export const WEATHER_TTL_MS = 5 * 60_000;
export const ALERTS_TTL_MS = 2 * 60_000;
/** A failed answer is remembered this long, so a down service costs one slow request a minute, not one a page. */
const FAILURE_TTL_MS = 60_000;
/** The longest a page waits for the weather service (both hops together). */
export const WEATHER_TIMEOUT_MS = 1500;
const POINTS_TTL_SECONDS = 24 * 60 * 60;
const HOURS_SHOWN = 12;

/** The spec's weather shape (part 1 §3): a list whose first item is the current hour. */
export type WeatherItem = {
  dt: number;
  main: { temp: number };
  weather: [{ main: string; icon: WeatherIcon }];
};
export type Weather = { list: WeatherItem[]; town: string };

export type { Severity, WeatherAlert } from "~/lib/weather-alerts";

type Cached<T> = { fetchedAt: number; value: T | null };

class WeatherUnavailable extends Error {}

const bounded = (max: number) =>
  z
    .string()
    .nullish()
    .transform((s) => (s ?? "").slice(0, max));

const pointsSchema = z.object({ properties: z.object({ forecastHourly: z.string().url() }) });

const hourlySchema = z.object({
  properties: z.object({
    periods: z.array(
      z.object({
        startTime: z.string(),
        endTime: z.string().optional(),
        isDaytime: z.boolean().optional(),
        // Read per period (forecastFahrenheit): a numeric string is a temperature, garbage skips only its hour.
        temperature: z.unknown(),
        temperatureUnit: z.string().optional(),
        shortForecast: bounded(80),
        icon: z.string().nullish(),
      }),
    ),
  }),
});

function base(context: AppLoadContext): string {
  return (context.env.WEATHER_API_BASE ?? NWS_API_BASE).replace(/\/+$/, "");
}

/** NWS refuses requests without a User-Agent naming the application and a contact. */
async function nwsHeaders(context: AppLoadContext): Promise<HeadersInit> {
  const config = await context.siteConfig();
  const site = context.siteUrl;
  const contact = supportEmailFor(config, context.env.SUPPORT_EMAIL);
  return { "User-Agent": `(${config.siteName}, ${site}, ${contact})`, Accept: "application/geo+json" };
}

async function getJson(url: string, headers: HeadersInit, signal: AbortSignal): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers, signal, redirect: "manual" });
  } catch (error) {
    throw new WeatherUnavailable(`NWS request failed: ${(error as Error).message}`);
  }
  if (!response.ok) throw new WeatherUnavailable(`NWS answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new WeatherUnavailable("NWS answered with something that is not JSON");
  }
}

/** The town's hourly forecast URL: asked of /points once a day, and only followed to the same service. */
async function hourlyForecastUrl(context: AppLoadContext, town: Town, headers: HeadersInit, signal: AbortSignal) {
  const key = `weather:points:v1:${town.mode}`;
  const known = await context.kv.get(key);
  if (known) return known;
  const points = pointsSchema.safeParse(
    await getJson(`${base(context)}/points/${town.latitude.toFixed(4)},${town.longitude.toFixed(4)}`, headers, signal),
  );
  if (!points.success) throw new WeatherUnavailable("NWS points answer had no hourly forecast");
  const url = points.data.properties.forecastHourly;
  if (new URL(url).origin !== new URL(base(context)).origin) throw new WeatherUnavailable("Forecast on another host");
  await context.kv.put(key, url, { expirationTtl: POINTS_TTL_SECONDS });
  return url;
}

async function fetchWeather(context: AppLoadContext, town: Town): Promise<Weather> {
  const headers = await nwsHeaders(context);
  const signal = AbortSignal.timeout(WEATHER_TIMEOUT_MS);
  const url = await hourlyForecastUrl(context, town, headers, signal);
  const hourly = hourlySchema.safeParse(await getJson(url, headers, signal));
  if (!hourly.success) throw new WeatherUnavailable("NWS hourly forecast in an unknown shape");
  const now = context.now().getTime();
  const list: WeatherItem[] = [];
  for (const period of hourly.data.properties.periods) {
    const start = Date.parse(period.startTime);
    const end = period.endTime ? Date.parse(period.endTime) : start + 3_600_000;
    const temp = forecastFahrenheit(period.temperature, period.temperatureUnit);
    if (Number.isNaN(start) || end <= now || temp === null) continue;
    list.push({
      dt: Math.floor(start / 1000),
      main: { temp: Math.round(temp) },
      weather: [{ main: period.shortForecast, icon: weatherIconFor(period.icon, period.isDaytime ?? true) }],
    });
    if (list.length === HOURS_SHOWN) break;
  }
  if (list.length === 0) throw new WeatherUnavailable("NWS hourly forecast had no current hours");
  return { list, town: town.name };
}

/** The messages of the county's alerts answer, every one: the lifecycle needs the Cancels and Updates too. */
async function fetchAlertMessages(context: AppLoadContext, town: Town): Promise<AlertMessage[]> {
  const headers = await nwsHeaders(context);
  const signal = AbortSignal.timeout(WEATHER_TIMEOUT_MS);
  const messages = parseAlertMessages(
    await getJson(`${base(context)}/alerts/active?zone=${encodeURIComponent(town.nwsCountyZone)}`, headers, signal),
  );
  if (!messages) throw new WeatherUnavailable("NWS alerts in an unknown shape");
  return messages;
}

/** KV first (fresh by the request's clock), else the service; a failure is remembered briefly as null. */
async function cached<T>(context: AppLoadContext, key: string, ttlMs: number, load: () => Promise<T>): Promise<T | null> {
  const now = context.now().getTime();
  const hit = await context.kv.get<Cached<T>>(key, "json");
  if (hit && now - hit.fetchedAt >= 0 && now - hit.fetchedAt < (hit.value === null ? FAILURE_TTL_MS : ttlMs)) {
    return hit.value;
  }
  let value: T | null = null;
  try {
    value = await load();
  } catch (error) {
    if (!(error instanceof WeatherUnavailable) && !(error instanceof z.ZodError)) throw error;
    console.warn(`weather: ${error.message}`);
  }
  const entry: Cached<T> = { fetchedAt: now, value };
  // KV's own expiry is a backstop (minimum 60 s); freshness is judged above by the request's clock.
  await context.kv.put(key, JSON.stringify(entry), { expirationTtl: Math.max(60, Math.ceil(ttlMs / 1000)) });
  return value;
}

async function currentTown(context: AppLoadContext): Promise<Town> {
  const { mode } = await context.siteConfig();
  return townFor(mode);
}

/** The hourly weather of the current mode's town, or null when the service fails, is slow or has no data. */
export async function getWeather(context: AppLoadContext): Promise<Weather | null> {
  const town = await currentTown(context);
  return cached(context, `weather:v1:${town.mode}`, WEATHER_TTL_MS, () => fetchWeather(context, town));
}

/**
 * The live NWS alerts for the town's county by the request's clock (the newest message of each thread, none
 * cancelled, superseded or ended); empty when the service fails. The cache keeps the messages, so an alert that ends
 * or expires inside the cache's two minutes is gone at once.
 */
export async function getActiveAlerts(context: AppLoadContext): Promise<WeatherAlert[]> {
  const town = await currentTown(context);
  const messages = await cached(context, `alerts:v2:${town.mode}`, ALERTS_TTL_MS, () => fetchAlertMessages(context, town));
  return currentAlerts(messages ?? [], context.now());
}

/** The active alerts with until when each runs in the reader's words (the strip and /alerts). */
export async function getShownAlerts(context: AppLoadContext): Promise<ShownAlert[]> {
  const alerts = await getActiveAlerts(context);
  return alerts.map((a) => ({ ...a, untilText: a.until ? formatInTown(context.lang, a.until, "until") : null }));
}

/** The live Warning-level threads for the county (the alert poll's view, for pushes); empty when the service fails. */
export async function getWarningThreads(context: AppLoadContext) {
  const town = await currentTown(context);
  const messages = await cached(context, `alerts:v2:${town.mode}`, ALERTS_TTL_MS, () => fetchAlertMessages(context, town));
  return currentWarningThreads(messages ?? [], context.now());
}
