// A loopback stand-in for api.weather.gov speaking its wire format: /points/{lat},{lon} (GeoJSON with
// properties.forecastHourly), the hourly forecast (properties.periods) and /alerts/active?zone= (a FeatureCollection).
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type NwsAlert = {
  id: string;
  event: string;
  headline: string;
  severity: "Extreme" | "Severe" | "Moderate" | "Minor" | "Unknown";
  expires: string;
  ends?: string | null;
  description: string;
  instruction?: string;
  areaDesc?: string;
};

export type NwsBehaviour = "data" | "fail" | "slow" | "garbage";

export async function startNwsServer(options: { now?: () => Date; port?: number } = {}) {
  const state = {
    behaviour: "data" as NwsBehaviour,
    slowMs: 4000,
    temperatures: [43.4, 41, 40, 38, 37, 36],
    shortForecast: "Partly Cloudy",
    alerts: [] as NwsAlert[],
    /** When set, /alerts/active answers this body as it is (a recorded answer), instead of one built from `alerts`. */
    alertsAnswer: null as unknown,
    /** When set, the hourly forecast answers this body as it is (a recorded answer). */
    hourlyAnswer: null as unknown,
    requests: [] as { path: string; userAgent: string | undefined; accept: string | undefined }[],
  };
  const now = options.now ?? (() => new Date());
  const server = createServer(async (req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    // A Playwright test changes the answer of the stand-in it shares with the site: POST /__state with the hourly
    // forecast's temperatures and/or first condition (integration tests set `state` directly).
    if (req.method === "POST" && url.pathname === "/__state") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const set = JSON.parse(body) as Partial<Pick<typeof state, "temperatures" | "shortForecast">>;
      if (set.temperatures) state.temperatures = set.temperatures;
      if (set.shortForecast) state.shortForecast = set.shortForecast;
      res.writeHead(204).end();
      return;
    }
    state.requests.push({ path: url.pathname + url.search, userAgent: req.headers["user-agent"], accept: req.headers.accept });
    if (state.behaviour === "slow") await new Promise((r) => setTimeout(r, state.slowMs));
    if (state.behaviour === "fail") {
      res.writeHead(500, { "Content-Type": "application/problem+json" });
      res.end(JSON.stringify({ title: "Unexpected Problem", status: 500 }));
      return;
    }
    if (state.behaviour === "garbage") {
      res.writeHead(200, { "Content-Type": "application/geo+json" });
      res.end("<html>not json</html>");
      return;
    }
    const send = (body: unknown) => {
      res.writeHead(200, { "Content-Type": "application/geo+json" });
      res.end(JSON.stringify(body));
    };
    const points = url.pathname.match(/^\/points\/(-?[\d.]+),(-?[\d.]+)$/);
    if (points) {
      return send({
        id: `${base}${url.pathname}`,
        type: "Feature",
        properties: {
          gridId: "IND",
          gridX: 55,
          gridY: 62,
          forecast: `${base}/gridpoints/IND/55,62/forecast`,
          forecastHourly: `${base}/gridpoints/IND/55,62/forecast/hourly`,
          county: `${base}/zones/county/INC081`,
        },
      });
    }
    if (url.pathname === "/gridpoints/IND/55,62/forecast/hourly" && state.hourlyAnswer !== null) return send(state.hourlyAnswer);
    if (url.pathname === "/gridpoints/IND/55,62/forecast/hourly") {
      const hour = new Date(now());
      hour.setUTCMinutes(0, 0, 0);
      return send({
        type: "Feature",
        properties: {
          units: "us",
          periods: state.temperatures.map((t, i) => ({
            number: i + 1,
            name: "",
            startTime: new Date(hour.getTime() + i * 3_600_000).toISOString(),
            endTime: new Date(hour.getTime() + (i + 1) * 3_600_000).toISOString(),
            isDaytime: true,
            temperature: t,
            temperatureUnit: "F",
            windSpeed: "5 mph",
            windDirection: "NW",
            icon: `https://api.weather.gov/icons/land/day/${i === 0 ? "sct" : "rain"}?size=small`,
            shortForecast: i === 0 ? state.shortForecast : "Chance Rain",
            detailedForecast: "",
          })),
        },
      });
    }
    if (url.pathname === "/alerts/active" && state.alertsAnswer !== null) return send(state.alertsAnswer);
    if (url.pathname === "/alerts/active") {
      return send({
        type: "FeatureCollection",
        title: "Current watches, warnings, and advisories",
        features: state.alerts.map((a) => ({
          id: `${base}/alerts/${a.id}`,
          type: "Feature",
          geometry: null,
          properties: {
            "@id": `${base}/alerts/${a.id}`,
            id: a.id,
            areaDesc: a.areaDesc ?? "Johnson, IN",
            sent: new Date(now().getTime() - 3_600_000).toISOString(),
            effective: new Date(now().getTime() - 3_600_000).toISOString(),
            onset: new Date(now().getTime() - 3_600_000).toISOString(),
            expires: a.expires,
            ends: a.ends ?? null,
            status: "Actual",
            messageType: "Alert",
            category: "Met",
            severity: a.severity,
            certainty: "Likely",
            urgency: "Expected",
            event: a.event,
            senderName: "NWS Indianapolis IN",
            headline: a.headline,
            description: a.description,
            instruction: a.instruction ?? null,
            response: "Prepare",
          },
        })),
      });
    }
    res.writeHead(404, { "Content-Type": "application/problem+json" });
    res.end(JSON.stringify({ title: "Not Found", status: 404 }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    state,
    hits: (prefix: string) => state.requests.filter((r) => r.path.startsWith(prefix)).length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `tsx tests/support/nws-server.ts <port>`: the same server for Playwright (one active alert, steady weather).
if (process.argv[1]?.endsWith("nws-server.ts")) {
  const nws = await startNwsServer({ port: Number(process.argv[2] ?? 8896) });
  nws.state.alerts = [
    {
      id: "urn:oid:2.49.0.1.840.0.e2e-wind",
      event: "Wind Advisory",
      headline: "Wind Advisory issued by NWS Indianapolis IN",
      severity: "Moderate",
      expires: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      description: "* WHAT...West winds 20 to 30 mph with gusts up to 50 mph.",
      instruction: "Secure outdoor objects.",
    },
  ];
  console.log(`NWS stand-in at ${nws.url}`);
}
