// The home page: the site's mode and town, the database's sections (one batch), and the weather (KV or NWS).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { townFor } from "~/lib/towns";
import { loadHome } from "~/models/home.server";
import { getSiteConfig } from "~/models/site-config.server";
import { getWeather } from "~/services/weather.server";

export async function getHomePage(context: AppLoadContext, memberId: string | null) {
  const config = await getSiteConfig(context.db, context.kv);
  const town = townFor(config.mode);
  const [sections, weather] = await Promise.all([
    loadHome(context.db, town, context.now(), memberId),
    config.features.weather.enabled ? getWeather(context) : Promise.resolve(null),
  ]);
  return {
    mode: config.mode,
    town: { name: town.name, fullName: town.fullName, quickDial: town.quickDial, timeZone: town.timeZone },
    features: config.features,
    socialLinks: config.socialLinks,
    // The card shows the current hour and the next few.
    weather: weather ? { list: weather.list.slice(0, 5) } : null,
    ...sections,
  };
}

export type HomePage = Awaited<ReturnType<typeof getHomePage>>;
