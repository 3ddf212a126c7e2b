// Weather and alerts against a loopback server speaking the NWS formats: data, failure, timeout, cache, expiry.
import { readFileSync } from "node:fs";
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
  nws.state.alertsAnswer = null;
  nws.state.hourlyAnswer = null;
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
    expect(((await later.json()) as { list: { main: { temp: number } }[] }).list[0]!.main.temp).toBe(50);
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
    expect(nws.state.requests.filter((r) => r.path.startsWith("/alerts/active")).map((r) => r.path)).toEqual(["/alerts/active?zone=INC081"]);
    // /emergency (Government Services) lists them too, linking to the full text.
    const government = await (await w.fetch("/emergency")).text();
    expect(government).toContain('data-testid="emergency-alert"');
    expect(pageText(government)).toMatch(
      /Active weather alerts Winter Storm Warning\s*: Winter Storm Warning issued November 23 by NWS Indianapolis IN/,
    );
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

// Real answers kept by public projects (tests/fixtures/real/SOURCES.md).
const realFixture = (name: string) => readFileSync(new URL(`../fixtures/real/weather/${name}`, import.meta.url), "utf8");
type Feature = { id: string; properties: Record<string, unknown> };
const recordedAlerts = JSON.parse(realFixture("skyaware-alerts-tornado-watch-cancel.json")) as { features: Feature[] };
/** One recorded message, as recorded (a copy), by the start of its hash. */
const recorded = (hash: string): Feature => {
  const found = recordedAlerts.features.find((f) => String(f.properties.id).startsWith(`urn:oid:2.49.0.1.840.0.${hash}`));
  if (!found) throw new Error(`no recorded message ${hash}`);
  return structuredClone(found);
};
/** A message as the service showed it before a later message replaced it (replacedBy is added afterwards). */
const beforeReplaced = (f: Feature): Feature => {
  const { replacedBy: _by, replacedAt: _at, ...properties } = f.properties;
  return { ...f, properties };
};
const replacedBy = (f: Feature, by: Feature): Feature => ({
  ...f,
  properties: { ...f.properties, replacedBy: by.id, replacedAt: by.properties.sent },
});
const answerOf = (...features: Feature[]) => ({ ...recordedAlerts, features });

/** What a resident sees of the alerts at the request clock `iso`: the home page's strip, /alerts and /emergency. */
async function alertsSeen(iso: string) {
  const init = { headers: { "X-Test-Now": iso } };
  const home = await (await w.fetch("/", init)).text();
  const strip = home.match(/<aside aria-label="Weather alerts"[\s\S]*?<\/aside>/)?.[0] ?? "";
  const page = await (await w.fetch("/alerts", init)).text();
  const emergency = await (await w.fetch("/emergency", init)).text();
  return {
    strip: [...strip.matchAll(/<li[^>]*data-severity="(\w+)"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => `${m[1]}: ${pageText(m[2]!).trim()}`),
    alerts: [...page.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => pageText(m[0]).trim()),
    alertsPage: pageText(page),
    emergency: [...emergency.matchAll(/<li[^>]*data-testid="emergency-alert"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => pageText(m[1]!).trim()),
  };
}

describe("the alert lifecycle, on real NWS messages (Tornado Watch 641, NWS Mobile AL, November 25 2025)", () => {
  const alert = recorded("f95cf0f7"); // messageType Alert, 12:06 PM CST, Extreme, until 6 PM CST
  const update = recorded("cfc6c16f"); // messageType Update, 4:20 PM CST, references the Alert
  const cancel = recorded("b65fb091"); // messageType Cancel, 4:54 PM CST, references both

  it("shows the Alert, then only the Update (once), then nothing after the Cancel: three polls, strip, /alerts and /emergency", async () => {
    // Poll 1, 12:30 PM CST: the Alert alone.
    nws.state.alertsAnswer = answerOf(beforeReplaced(alert));
    let seen = await alertsSeen("2025-11-25T18:30:00Z");
    const first = "Tornado Watch issued November 25 at 12:06PM CST until November 25 at 6:00PM CST by NWS Mobile AL";
    expect(seen.strip).toEqual([expect.stringMatching(new RegExp(`^Extreme: Tornado Watch ${first} until Tue 7:00 PM Full alert$`))]);
    expect(seen.alerts).toHaveLength(1);
    expect(seen.alerts[0]).toContain(`Tornado Watch Severity: Extreme · until Tue 7:00 PM ${first}`);
    expect(seen.alerts[0]).toContain("THE NATIONAL WEATHER SERVICE HAS ISSUED TORNADO WATCH 641");
    expect(seen.emergency).toEqual([`Tornado Watch : ${first} Full alert`]);

    // Poll 2, 4:30 PM CST (past the 2-minute cache): the Update, and the Alert it replaced (the recorded Update's own
    // replacedBy names a message of 5:57 PM, so at 4:30 it had none).
    nws.state.alertsAnswer = answerOf(beforeReplaced(update), replacedBy(beforeReplaced(alert), update));
    seen = await alertsSeen("2025-11-25T22:30:00Z");
    const second = "Tornado Watch issued November 25 at 4:20PM CST until November 25 at 6:00PM CST by NWS Mobile AL";
    expect(seen.strip).toEqual([`Extreme: Tornado Watch ${second} until Tue 7:00 PM Full alert`]);
    expect(seen.alerts).toHaveLength(1);
    expect(seen.alerts[0]).toContain("TORNADO WATCH 641 REMAINS VALID UNTIL 6 PM CST");
    expect(seen.emergency).toEqual([`Tornado Watch : ${second} Full alert`]);

    // Poll 3, 5:00 PM CST, an hour before the watch's end: the answer as recorded, with the Cancel.
    nws.state.alertsAnswer = answerOf(cancel, update, alert);
    seen = await alertsSeen("2025-11-25T23:00:00Z");
    expect(seen).toMatchObject({ strip: [], alerts: [], emergency: [] });
    expect(seen.alertsPage).toContain("There are no active weather alerts for Johnson County, IN.");
    expect(nws.hits("/alerts/active")).toBe(3);
  });

  it("shows only the Update when the answer has no replacedBy: its references say it replaces the Alert", async () => {
    nws.state.alertsAnswer = answerOf(beforeReplaced(alert), beforeReplaced(update));
    const seen = await alertsSeen("2025-11-25T22:30:00Z");
    expect(seen.strip).toHaveLength(1);
    expect(seen.strip[0]).toContain("issued November 25 at 4:20PM CST");
    expect(seen.alerts).toHaveLength(1);
    expect(seen.emergency).toHaveLength(1);
  });

  it("shows nothing for the whole recorded answer (eleven messages) at the moment it was recorded", async () => {
    nws.state.alertsAnswer = recordedAlerts;
    const seen = await alertsSeen("2025-11-25T23:59:05Z");
    expect(seen).toMatchObject({ strip: [], alerts: [], emergency: [] });
  });
});

describe("an alert that simply expires, on real NWS messages (Dense Fog Advisory, NWS Mobile AL, November 24 2025)", () => {
  const alert = recorded("227f383b"); // Alert, 4:13 AM CST, until 8 AM CST
  const update = recorded("8a7adfb8"); // Update (extended), 7:53 AM CST, until 10 AM CST; the Alert's replacedBy names it

  it("shows the Alert, then only the Update (once), then nothing once the Update has ended, even from the cache", async () => {
    nws.state.alertsAnswer = answerOf(beforeReplaced(alert));
    let seen = await alertsSeen("2025-11-24T11:00:00Z"); // 5:00 AM CST
    expect(seen.strip).toEqual([
      "Moderate: Dense Fog Advisory Dense Fog Advisory issued November 24 at 4:13AM CST until November 24 at 8:00AM CST by NWS Mobile AL until Mon 9:00 AM Full alert",
    ]);
    expect(seen.alerts).toHaveLength(1);
    expect(seen.emergency).toHaveLength(1);

    // 7:55 AM CST: both messages as recorded, the Alert not yet expired.
    nws.state.alertsAnswer = answerOf(update, alert);
    seen = await alertsSeen("2025-11-24T13:55:00Z");
    const extended = "Dense Fog Advisory issued November 24 at 7:53AM CST until November 24 at 10:00AM CST by NWS Mobile AL";
    expect(seen.strip).toEqual([`Moderate: Dense Fog Advisory ${extended} until Mon 11:00 AM Full alert`]);
    expect(seen.alerts).toHaveLength(1);
    expect(seen.alerts[0]).toContain("* WHEN...Until 10 AM CST this morning.");
    expect(seen.emergency).toEqual([`Dense Fog Advisory : ${extended} Full alert`]);

    // 9:59 AM CST, then 10:00:30 AM CST: the service still answers both; the Update ended at 10.
    expect((await alertsSeen("2025-11-24T15:59:00Z")).strip).toHaveLength(1);
    const hits = nws.hits("/alerts/active");
    seen = await alertsSeen("2025-11-24T16:00:30Z");
    expect(nws.hits("/alerts/active")).toBe(hits); // still the cached answer
    expect(seen).toMatchObject({ strip: [], alerts: [], emergency: [] });
    seen = await alertsSeen("2025-11-24T16:05:00Z"); // a fresh poll says the same
    expect(nws.hits("/alerts/active")).toBe(hits + 1);
    expect(seen).toMatchObject({ strip: [], alerts: [], emergency: [] });
  });
});

describe("a message past its expires whose hazard has not ended, on a real NWS answer (Excessive Heat Warning, NWS Phoenix AZ, July 2024)", () => {
  // The Warning's message expires at 3 AM MST on July 19; the heat ends at 8 PM MST on July 20 (issue 41 §11).
  const heat = JSON.parse(realFixture("nws_alerts-api.json")) as { features: Feature[] };
  const headline = "Excessive Heat Warning issued July 18 at 12:47PM MST until July 20 at 8:00PM MST by NWS Phoenix AZ";

  it("stays on the strip and /alerts, marked update pending, until its ends", async () => {
    nws.state.alertsAnswer = heat;
    // Before its expires: shown, nothing pending.
    let seen = await alertsSeen("2024-07-18T20:00:00Z");
    expect(seen.strip[0]).toBe(`Severe: Excessive Heat Warning ${headline} until Sat 11:00 PM Full alert`);
    expect(seen.alertsPage).not.toContain("update pending");

    // 11 AM MST on July 19: past its expires, before its ends (times in Greenwood's zone, EDT).
    seen = await alertsSeen("2024-07-19T18:00:00Z");
    expect(seen.strip[0]).toBe(`Severe: Excessive Heat Warning ${headline} until Sat 11:00 PM update pending Full alert`);
    // The Air Quality Alert has no ends; its message's expires is its end, and it is not pending anything.
    expect(seen.strip[1]).toMatch(/^Unknown: Air Quality Alert .* until Sat 12:00 AM Full alert$/);
    expect(seen.alerts[0]).toContain(`Excessive Heat Warning Severity: Severe · until Sat 11:00 PM · update pending ${headline}`);
    expect(seen.alerts[1]).not.toContain("update pending");
    expect(seen.emergency).toEqual([`Excessive Heat Warning : ${headline} Full alert`, expect.stringContaining("Air Quality Alert")]);

    // In Spanish.
    const es = await (await w.fetch("/alerts", { headers: { "X-Test-Now": "2024-07-19T18:05:00Z", "Accept-Language": "es" } })).text();
    expect(pageText(es)).toContain("Gravedad: Grave · hasta sáb 11:00 p.m. · actualización pendiente");
    const home = await (await w.fetch("/", { headers: { "X-Test-Now": "2024-07-19T18:05:00Z", "Accept-Language": "es" } })).text();
    expect(pageText(home.match(/<aside aria-label="Alertas del tiempo"[\s\S]*?<\/aside>/)?.[0] ?? "")).toContain("actualización pendiente");

    // Past its ends: gone.
    seen = await alertsSeen("2024-07-21T03:05:00Z");
    expect(seen).toMatchObject({ strip: [], alerts: [], emergency: [] });
  });
});

describe("a forecast with a temperature given as a string (pynws's recorded forecast)", () => {
  const forecast = realFixture("pynws-gridpoints_forecast_strings_us.json");
  // Its one period runs 2-6 PM EDT on October 13 2019: \"temperature\": \"41\", \"temperatureUnit\": \"F\".
  const during = { headers: { "X-Test-Now": "2019-10-13T19:00:00Z" } };

  it("answers 41 on /api/weather and shows 41°F on the home page's weather card", async () => {
    nws.state.hourlyAnswer = JSON.parse(forecast);
    const res = await w.fetch("/api/weather", during);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { list: { dt: number; main: { temp: number }; weather: { main: string; icon: string }[] }[] };
    expect(body.list).toEqual([
      { dt: Date.parse("2019-10-13T18:00:00Z") / 1000, main: { temp: 41 }, weather: [{ main: "Chance Showers And Thunderstorms", icon: "storm" }] },
    ]);
    const home = pageText(await (await w.fetch("/", during)).text());
    expect(home).toContain("Weather in Greenwood 41°F Chance Showers And Thunderstorms");
  });

  it("still refuses a temperature that is not a number: that hour is skipped, and with no hour left the weather is unavailable", async () => {
    const garbage = JSON.parse(forecast) as { properties: { periods: Record<string, unknown>[] } };
    garbage.properties.periods[0]!.temperature = "41 degrees";
    nws.state.hourlyAnswer = garbage;
    const res = await w.fetch("/api/weather", during);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: "Weather data unavailable" });
    const home = pageText(await (await w.fetch("/", { headers: { "X-Test-Now": "2019-10-13T19:02:00Z" } })).text());
    expect(home).toContain("Weather in Greenwood Weather data unavailable");
  });
});
