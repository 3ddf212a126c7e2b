// Cron dispatch: each cron expression of wrangler.toml names one job; jobs call services, never routes.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { importEvents, importOptionsFrom } from "~/services/events-import.server";
import { importNews } from "~/services/news-import.server";
import { syncPlaces } from "~/services/places-import.server";
import { runHousekeeping } from "~/models/housekeeping.server";
import type { JobResult } from "~/models/import-runs.server";
import { getSiteConfig } from "~/models/site-config.server";

export type Job = (context: AppLoadContext) => Promise<JobResult>;

export const JOBS: Record<string, Job> = {
  "news-import": (context) =>
    importNews(context.db, { now: context.now(), allowLoopback: context.env.ALLOW_LOOPBACK_FETCH === "true" }),
  "events-import": async (context) =>
    importEvents(context.db, importOptionsFrom(context, (await getSiteConfig(context.db, context.kv)).mode)),
  "places-import": async (context) => {
    const { mode } = await getSiteConfig(context.db, context.kv);
    return syncPlaces(context.db, context.env, mode, "all", 50, context.now());
  },
  housekeeping: (context) => runHousekeeping(context.db, context.now()),
};

export const CRON_JOBS: Record<string, keyof typeof JOBS> = {
  "0 */2 * * *": "news-import",
  "30 5 * * *": "events-import",
  "0 6 * * *": "places-import",
  "15 * * * *": "housekeeping",
};
