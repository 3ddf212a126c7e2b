// The home page: the site's mode and town, the database's sections (one batch), the stat counts (KV for five
// minutes), and the weather (KV or NWS).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { townFor } from "~/lib/towns";
import { loadHome, type HomeStats } from "~/models/home.server";
import { getSiteConfig } from "~/models/site-config.server";
import { getWeather } from "~/services/weather.server";

/**
 * The stat cards count every listed business, event and ad: at a town's scale that is most of the home's database
 * time, and a count five minutes old reads the same. Kept per town (the gallery count is Nashville's).
 */
const STATS_TTL_SECONDS = 300;
const statsKey = (mode: string) => `home-stats:v1:${mode}`;

export async function getHomePage(context: AppLoadContext, memberId: string | null) {
  const config = await getSiteConfig(context.db, context.kv);
  const town = townFor(config.mode);
  const cachedStats = await context.kv.get<HomeStats>(statsKey(town.mode), "json");
  const [sections, weather] = await Promise.all([
    loadHome(context.db, town, context.now(), memberId, cachedStats),
    config.features.weather.enabled ? getWeather(context) : Promise.resolve(null),
  ]);
  if (!cachedStats) await context.kv.put(statsKey(town.mode), JSON.stringify(sections.stats), { expirationTtl: STATS_TTL_SECONDS });
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
