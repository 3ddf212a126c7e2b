// GET /api/weather: the current mode's town's hourly weather in the spec's shape, or 503 {"message"}.
import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { apiLoader, methodNotAllowed } from "~/services/api.server";
import { getWeather } from "~/services/weather.server";

export const loader = apiLoader({}, async ({ context }) => {
  const weather = await getWeather(context);
  if (!weather) return apiError(503, /*i18n*/ { id: "api.Weather data unavailable", message: "Weather data unavailable" });
  return json(weather, { headers: { "Cache-Control": "public, max-age=300" } });
});

export const action = () => methodNotAllowed();
