// The one way to run an import, from the admin screens, the /api routes and cron alike: every run is recorded in
// import_runs (started, finished, ok, counts, error) with who triggered it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { PlacesBusinessType } from "~/lib/business";
import { recordRun, type JobResult } from "~/models/import-runs.server";
import { importEvents, importOptionsFrom } from "~/services/events-import.server";
import { importJobs, jobsImportOptions } from "~/services/jobs-import.server";
import { importNews } from "~/services/news-import.server";
import { syncPlaces } from "~/services/places-import.server";

export type PlacesOptions = { businessType: PlacesBusinessType | null; maxResults: 25 | 50 | "all" };

/** What cron asks of the places import: every business type, up to 50 places. */
const CRON_PLACES: PlacesOptions = { businessType: "all", maxResults: 50 };

const IMPORTS = {
  "news-import": (context: AppLoadContext) =>
    importNews(context.db, { now: context.now(), allowLoopback: context.env.ALLOW_LOOPBACK_FETCH === "true" }),
  "events-import": async (context: AppLoadContext) => importEvents(context.db, importOptionsFrom(context, (await context.siteConfig()).mode)),
  "places-import": async (context: AppLoadContext, places: PlacesOptions = CRON_PLACES) => {
    const { mode } = await context.siteConfig();
    return syncPlaces(context.db, context.env, mode, places.businessType, places.maxResults, context.now());
  },
  "jobs-import": async (context: AppLoadContext) => importJobs(context.db, await jobsImportOptions(context)),
} satisfies Record<string, (context: AppLoadContext, places?: PlacesOptions) => Promise<JobResult>>;

export type ImportJob = keyof typeof IMPORTS;
export const IMPORT_JOBS = Object.keys(IMPORTS) as ImportJob[];

/** Runs one import now and records it; never throws (a failure is a run with ok: false and its error). */
export function runImport(context: AppLoadContext, job: ImportJob, trigger: "admin" | "cron", places?: PlacesOptions) {
  return recordRun(context.db, job, trigger, () => IMPORTS[job](context, places), context.now);
}
