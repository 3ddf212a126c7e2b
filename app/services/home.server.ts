// The home page: the site's mode and town, the database's sections (one batch), the stat counts (KV for five
// minutes), and the weather (KV or NWS).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { townFor } from "~/lib/towns";
import { loadHome, type HomeLists, type HomeStats } from "~/models/home.server";
import { getWeather } from "~/services/weather.server";

/**
 * The stat cards count every listed business, event and ad: at a town's scale that is most of the home's database
 * time, and a count five minutes old reads the same. The counts do not depend on the town, so one copy serves
 * both modes and is read alongside the site config.
 */
const STATS_TTL_SECONDS = 300;
const STATS_KV_KEY = "home-stats:v1";

/** `sessionId`: the request's (`sessionIdOf`); the batch reads the member's own rows by it, beside the session's round trip. */
export async function getHomePage(context: AppLoadContext, sessionId: string) {
  const [config, cachedStats] = await Promise.all([context.siteConfig(), context.kv.get<HomeStats>(STATS_KV_KEY, "json")]);
  const town = townFor(config.mode);
  // The town's lists are the same for every reader of a town and language: a member reads them as kept by this isolate
  // within the page cache's window, as fresh as a visitor's kept page (docs/decisions/page-cache.md); their own rows
  // are read on every request.
  const listsKey = `home-lists:${config.mode}:${context.lang}`;
  const keptLists = context.shared?.get<HomeLists>(listsKey) ?? null;
  const [{ lists, ...sections }, weather] = await Promise.all([
    // A series' rule in the page's language, worded from the rule the batch already read.
    loadHome(context.db, town, context.now(), sessionId, { stats: cachedStats, ruleWords: messagesFor(context.lang, "seriesRule"), keptLists }),
    config.features.weather.enabled ? getWeather(context) : Promise.resolve(null),
  ]);
  if (!keptLists) context.shared?.set(listsKey, lists);
  if (!cachedStats) await context.kv.put(STATS_KV_KEY, JSON.stringify(sections.stats), { expirationTtl: STATS_TTL_SECONDS });
  return {
    mode: config.mode,
    town: { name: town.name, fullName: town.fullName, quickDial: town.quickDial, timeZone: town.timeZone, radiusMiles: town.radiusMiles },
    now: context.now().toISOString(),
    features: config.features,
    socialLinks: config.socialLinks,
    // The card shows the current hour and the next few.
    weather: weather ? { list: weather.list.slice(0, 5) } : null,
    ...sections,
    ...lists,
  };
}

export type HomePage = Awaited<ReturnType<typeof getHomePage>>;
