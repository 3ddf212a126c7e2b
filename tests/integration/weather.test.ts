// Weather and alerts against a loopback server speaking the NWS formats: data, failure, timeout, cache, expiry.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startNwsServer } from "../support/nws-server";
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

let nws: Awaited<ReturnType<typeof startNwsServer>>;
let w: TestWorker;
beforeAll(async () => {
  // The stand-in's hourly periods start at the hour of its clock; the worker drops a period once it has ended by the
  // request's clock, which these tests move up to 6 minutes ahead. Ten minutes ahead, the stand-in's first period
  // never ends within a test, whenever in the hour the tests run.
  nws = await startNwsServer({ now: () => new Date(Date.now() + 10 * 60_000) });
  w = await startTestWorker({ vars: { WEATHER_API_BASE: nws.url, SUPPORT_EMAIL: "weather-contact@greenwood.example" } });
});
afterAll(async () => {
  await w?.close();
  await nws?.close();
});

async function clearKv() {
  const kv = await w.kv();
  for (const key of (await kv.list()).keys) await kv.delete(key.name);
}

// Each test starts from an empty cache and a well-behaved service.
beforeEach(async () => {
  await clearKv();
  nws.state.behaviour = "data";
  nws.state.alerts = [];
  nws.state.requests.length = 0;
});

const at = (ms: number) => ({ headers: { "X-Test-Now": new Date(Date.now() + ms).toISOString() } });
const hour = 3_600_000;

describe("GET /api/weather", () => {
  it("answers the spec's shape from the NWS hourly forecast: rounded °F, condition, our icon; with a User-Agent naming the site and a contact", async () => {
    const res = await w.fetch("/api/weather");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { list: { main: { temp: number }; weather: { main: string; icon: string }[] }[] };
    expect(body.list[0]).toMatchObject({ main: { temp: 43 }, weather: [{ main: "Partly Cloudy", icon: "partly-day" }] });
    expect(body.list[1]).toMatchObject({ main: { temp: 41 }, weather: [{ main: "Chance Rain", icon: "rain" }] });
    expect(JSON.stringify(body)).not.toContain("api.weather.gov");
    // Greenwood's coordinates from the towns table, then the forecast URL the points answer gave.
    expect(nws.state.requests.map((r) => r.path)).toEqual(["/points/39.6137,-86.1067", "/gridpoints/IND/55,62/forecast/hourly"]);
    for (const r of nws.state.requests) {
      expect(r.userAgent).toContain("Greenwood Community Hub");
      expect(r.userAgent).toContain("weather-contact@greenwood.example");
    }
  });

  it("serves from KV within 5 minutes and asks again after", async () => {
    expect((await w.fetch("/api/weather")).status).toBe(200);
    const first = nws.hits("/gridpoints");
    expect(first).toBe(1);
    expect((await w.fetch("/api/weather", at(4 * 60_000))).status).toBe(200);
    expect((await w.fetch("/")).status).toBe(200);
    expect(nws.hits("/gridpoints")).toBe(1);
    nws.state.temperatures = [50, 49, 48];
    const later = await w.fetch("/api/weather", at(6 * 60_000));
    expect(((await later.json()) as { list: { main: { temp: number } }[] }).list[0].main.temp).toBe(50);
    expect(nws.hits("/gridpoints")).toBe(2);
    // The hourly forecast URL is remembered: no second /points lookup.
    expect(nws.hits("/points")).toBe(1);
    nws.state.temperatures = [43.4, 41, 40, 38, 37, 36];
  });

  it("answers 503 {message} and the card says 'Weather data unavailable' when the service fails", async () => {
    nws.state.behaviour = "fail";
    const res = await w.fetch("/api/weather");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Weather data unavailable" });
    const home = pageText(await (await w.fetch("/", at(2 * 60_000))).text());
    expect(home).toContain("Weather in Greenwood Weather data unavailable");
  });

  it("treats an answer that is not JSON as unavailable", async () => {
    nws.state.behaviour = "garbage";
    const res = await w.fetch("/api/weather");
    expect(res.status).toBe(503);
  });

  it("never waits much more than 1.5 s for a slow service", async () => {
    nws.state.behaviour = "slow";
    const started = Date.now();
    const res = await w.fetch("/api/weather");
    const took = Date.now() - started;
    expect(res.status).toBe(503);
    expect(took).toBeLessThan(3000);
    const home = await w.fetch("/", at(2 * 60_000));
    expect(pageText(await home.text())).toContain("Weather data unavailable");
  });

  it("shows the data on the home page's weather card", async () => {
    const html = pageText(await (await w.fetch("/")).text());
    expect(html).toContain("Weather in Greenwood");
    expect(html).toContain("43°F Partly Cloudy");
  });
});

describe("weather alerts", () => {
  const warning = (expiresInMs: number, id = "urn:oid:2.49.0.1.840.0.winter-1") => ({
    id,
    event: "Winter Storm Warning",
    headline: "Winter Storm Warning issued November 23 by NWS Indianapolis IN",
    severity: "Severe" as const,
    expires: new Date(Date.now() + expiresInMs).toISOString(),
    description: "* WHAT...Heavy snow. Total accumulations of 6 to 9 inches.\n* WHERE...Johnson County.",
    instruction: "Travel could be very difficult.",
  });

  it("shows the county's active alerts under the navigation on every page, linking to our page with the full text", async () => {
    nws.state.alerts = [warning(6 * hour)];
    for (const path of ["/", "/news", "/support"]) {
      const html = await (await w.fetch(path)).text();
      const strip = html.match(/<aside aria-label="Weather alerts"[\s\S]*?<\/aside>/)?.[0] ?? "";
      expect(strip, path).toContain("Winter Storm Warning");
      expect(pageText(strip)).toContain("Winter Storm Warning issued November 23 by NWS Indianapolis IN");
      expect(strip).toContain('data-severity="Severe"');
      expect(strip).toContain("bg-red-600");
      expect(pageText(strip)).toMatch(/until \w{3} \d{1,2}:\d{2} [AP]M/);
      expect(strip).toMatch(/href="\/alerts#alert-[\w-]+"/);
    }
    // Johnson County's zone, asked once for all three pages (cached 2 minutes).
    expect(nws.state.requests.filter((r) => r.path.startsWith("/alerts/active")).map((r) => r.path)).toEqual([
      "/alerts/active?zone=INC081",
    ]);
    // /emergency (Government Services) lists them too, linking to the full text.
    const government = await (await w.fetch("/emergency")).text();
    expect(government).toContain('data-testid="emergency-alert"');
    expect(pageText(government)).toMatch(/Active weather alerts Winter Storm Warning\s*: Winter Storm Warning issued November 23 by NWS Indianapolis IN/);
    const page = pageText(await (await w.fetch("/alerts")).text());
    expect(page).toContain("Active alerts from the National Weather Service for Johnson County, IN");
    expect(page).toContain("Total accumulations of 6 to 9 inches");
    expect(page).toContain("Travel could be very difficult.");
  });

  it("drops an alert once it has expired, even from the cache, and shows nothing for an already-expired one", async () => {
    nws.state.alerts = [warning(60_000)];
    expect(await (await w.fetch("/")).text()).toContain("Winter Storm Warning");
    // Still inside the 2-minute cache, but past the alert's end.
    const later = await (await w.fetch("/", at(90_000))).text();
    expect(later).not.toContain("Winter Storm Warning");
    expect(nws.hits("/alerts/active")).toBe(1);

    await clearKv();
    nws.state.alerts = [warning(-60_000, "urn:oid:expired")];
    expect(await (await w.fetch("/")).text()).not.toContain('aria-label="Weather alerts"');
  });

  it("re-asks the service after 2 minutes", async () => {
    nws.state.alerts = [];
    await w.fetch("/news");
    nws.state.alerts = [warning(6 * hour)];
    expect(await (await w.fetch("/news", at(60_000))).text()).not.toContain("Winter Storm Warning");
    expect(await (await w.fetch("/news", at(150_000))).text()).toContain("Winter Storm Warning");
  });

  it("shows nothing when the alerts service fails", async () => {
    nws.state.behaviour = "fail";
    const res = await w.fetch("/news");
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('aria-label="Weather alerts"');
  });
});
