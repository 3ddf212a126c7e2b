// Weather and alerts for the current mode's town, from the National Weather Service API (api.weather.gov):
// /points/{lat},{lon} → the hourly forecast URL → the forecast; /alerts/active?zone={county zone} → alerts.
// Both are cached in KV (weather 5 minutes, alerts 2 minutes) and never hold a page longer than ~1.5 s.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "zod";
import { townFor, type Town } from "~/lib/towns";
import { weatherIconFor, type WeatherIcon } from "~/lib/weather";

export const NWS_API_BASE = "https://api.weather.gov";
export const WEATHER_TTL_MS = 5 * 60_000;
export const ALERTS_TTL_MS = 2 * 60_000;
/** A failed answer is remembered this long, so a down service costs one slow request a minute, not one a page. */
const FAILURE_TTL_MS = 60_000;
/** The longest a page waits for the weather service (both hops together). */
export const WEATHER_TIMEOUT_MS = 1500;
const POINTS_TTL_SECONDS = 24 * 60 * 60;
const HOURS_SHOWN = 12;
const MAX_ALERTS = 10;

/** The spec's weather shape (part 1 §3): a list whose first item is the current hour. */
export type WeatherItem = {
  dt: number;
  main: { temp: number };
  weather: [{ main: string; icon: WeatherIcon }];
};
export type Weather = { list: WeatherItem[]; town: string };

export type Severity = "Extreme" | "Severe" | "Moderate" | "Minor" | "Unknown";
export type WeatherAlert = {
  id: string;
  /** A short, stable anchor on /alerts. */
  slug: string;
  event: string;
  headline: string;
  severity: Severity;
  /** ISO date the alert ends (ends, else expires), or null when open-ended. */
  until: string | null;
  areaDesc: string;
  description: string;
  instruction: string;
};

type Cached<T> = { fetchedAt: number; value: T | null };

class WeatherUnavailable extends Error {}

const bounded = (max: number) =>
  z
    .string()
    .nullish()
    .transform((s) => (s ?? "").slice(0, max));

const pointsSchema = z.object({ properties: z.object({ forecastHourly: z.string().url() }) });

const temperatureSchema = z.union([
  z.number(),
  z.object({ value: z.number().nullable(), unitCode: z.string().optional() }),
]);
const hourlySchema = z.object({
  properties: z.object({
    periods: z.array(
      z.object({
        startTime: z.string(),
        endTime: z.string().optional(),
        isDaytime: z.boolean().optional(),
        temperature: temperatureSchema,
        temperatureUnit: z.string().optional(),
        shortForecast: bounded(80),
        icon: z.string().nullish(),
      }),
    ),
  }),
});

const SEVERITIES: Severity[] = ["Extreme", "Severe", "Moderate", "Minor", "Unknown"];
const alertsSchema = z.object({
  features: z.array(
    z.object({
      properties: z.object({
        id: z.string().min(1).max(300),
        event: bounded(120),
        headline: bounded(500),
        severity: z
          .string()
          .nullish()
          .transform((s): Severity => (SEVERITIES.includes(s as Severity) ? (s as Severity) : "Unknown")),
        status: z.string().nullish(),
        messageType: z.string().nullish(),
        expires: z.string().nullish(),
        ends: z.string().nullish(),
        areaDesc: bounded(1000),
        description: bounded(10_000),
        instruction: bounded(5000),
      }),
    }),
  ),
});

function base(context: AppLoadContext): string {
  return (context.env.WEATHER_API_BASE ?? NWS_API_BASE).replace(/\/+$/, "");
}

/** NWS refuses requests without a User-Agent naming the application and a contact. */
async function nwsHeaders(context: AppLoadContext): Promise<HeadersInit> {
  const config = await context.siteConfig();
  const site = context.env.SITE_URL ?? "https://greenwood.example";
  const contact = config.supportEmail || context.env.SUPPORT_EMAIL || "help@greenwood.example";
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

function fahrenheit(temperature: z.infer<typeof temperatureSchema>, unit: string | undefined): number | null {
  if (typeof temperature === "number") return unit === "C" ? temperature * 1.8 + 32 : temperature;
  if (temperature.value === null) return null;
  return temperature.unitCode?.endsWith("degC") ? temperature.value * 1.8 + 32 : temperature.value;
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
    const temp = fahrenheit(period.temperature, period.temperatureUnit);
    if (Number.isNaN(start) || end <= now || temp === null || !Number.isFinite(temp) || Math.abs(temp) > 200) continue;
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

function alertUntil(p: { ends?: string | null; expires?: string | null }): string | null {
  const raw = p.ends || p.expires;
  if (!raw || Number.isNaN(Date.parse(raw))) return null;
  return new Date(raw).toISOString();
}

async function fetchAlerts(context: AppLoadContext, town: Town): Promise<WeatherAlert[]> {
  const headers = await nwsHeaders(context);
  const signal = AbortSignal.timeout(WEATHER_TIMEOUT_MS);
  const answer = alertsSchema.safeParse(
    await getJson(`${base(context)}/alerts/active?zone=${encodeURIComponent(town.nwsCountyZone)}`, headers, signal),
  );
  if (!answer.success) throw new WeatherUnavailable("NWS alerts in an unknown shape");
  return answer.data.features
    .map((f) => f.properties)
    .filter((p) => (p.status ?? "Actual") === "Actual" && p.messageType !== "Cancel" && p.event)
    .slice(0, MAX_ALERTS)
    .map((p) => ({
      id: p.id,
      slug: `alert-${p.id.replace(/[^A-Za-z0-9]+/g, "-").slice(-40).replace(/^-+/, "")}`,
      event: p.event,
      headline: p.headline || p.event,
      severity: p.severity,
      until: alertUntil(p),
      areaDesc: p.areaDesc,
      description: p.description,
      instruction: p.instruction,
    }));
}

/** KV first (fresh by the request's clock), else the service; a failure is remembered briefly as null. */
async function cached<T>(
  context: AppLoadContext,
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
): Promise<T | null> {
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

/** The active NWS alerts for the town's county, without any that have ended; empty when the service fails. */
export async function getActiveAlerts(context: AppLoadContext): Promise<WeatherAlert[]> {
  const town = await currentTown(context);
  const alerts = await cached(context, `alerts:v1:${town.mode}`, ALERTS_TTL_MS, () => fetchAlerts(context, town));
  const now = context.now().getTime();
  return (alerts ?? []).filter((a) => a.until === null || Date.parse(a.until) > now);
}
