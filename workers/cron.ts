// Cron dispatch: each cron expression of wrangler.toml names one job; jobs call services, never routes.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { runHousekeeping } from "~/models/housekeeping.server";
import { recordRun } from "~/models/import-runs.server";
import { optimizeSearchIndexes } from "~/models/search-index.server";
import { runImport, type ImportJob } from "~/services/imports.server";
import { sendDueLetter } from "~/services/letter.server";
import { pushNewWarnings } from "~/services/push.server";
import { runMailHousekeeping } from "~/services/reminders.server";
import { sendEventReminders } from "~/services/rsvps.server";
import { sendDueAlerts } from "~/services/saved-searches.server";
import { extendSeries } from "~/services/series.server";
import { keepSitemapPages } from "~/services/sitemap.server";
import { removeOrphanUploads } from "~/services/uploads.server";

type CronJob = ImportJob | "housekeeping" | "search-index" | "event-reminders" | "event-series" | "alert-push" | "weekly-letter";

export const CRON_JOBS: Record<string, CronJob> = {
  // Hourly: the weekly letter goes at the day and hour an admin sets (issue 32 §1), fanned out through LETTER_QUEUE.
  "0 * * * *": "weekly-letter",
  "0 */2 * * *": "news-import",
  "30 5 * * *": "events-import",
  "0 6 * * *": "places-import",
  "15 * * * *": "housekeeping",
  "45 6 * * *": "jobs-import",
  "0 8 * * *": "search-index",
  // 10 AM in Indiana (11 AM in summer): a reminder to everyone going to an event tomorrow.
  "0 15 * * *": "event-reminders",
  // Each series' new dates as they come within six months (issue 33 §3).
  "30 4 * * *": "event-series",
  // The alert poll: a new Warning-level NWS thread for the county is pushed to subscribed phones (issue 32 §3), fanned
  // out through PUSH_QUEUE.
  "*/5 * * * *": "alert-push",
};

/**
 * Housekeeping: expired sessions and listings, orphan uploads, expiry reminders and mail retries; last, the sitemap
 * pages counted again (after the expiries) and kept for the index.
 */
async function housekeeping(context: AppLoadContext) {
  return {
    ...(await runHousekeeping(context.db, context.now())),
    ...(await removeOrphanUploads(context)),
    ...(await runMailHousekeeping(context)),
    ...(await keepSitemapPages(context)),
  };
}

/**
 * The hourly mail cron: the weekly letter, then the saved-search alerts' daily run (issue 32 §2, at ALERTS_HOUR), each
 * recorded as its own run so a failure of one does not stop the other.
 */
async function letterAndAlerts(context: AppLoadContext) {
  const letter = await recordRun(context.db, "weekly-letter", "cron", () => sendDueLetter(context), context.now);
  const alerts = await recordRun(context.db, "saved-search-alerts", "cron", () => sendDueAlerts(context), context.now);
  return letter.ok ? alerts : letter;
}

/** Runs one cron job and records it in import_runs; never throws. */
export function runCronJob(context: AppLoadContext, job: CronJob) {
  if (job === "housekeeping") return recordRun(context.db, job, "cron", () => housekeeping(context), context.now);
  if (job === "event-reminders") return recordRun(context.db, job, "cron", () => sendEventReminders(context), context.now);
  if (job === "event-series") return recordRun(context.db, job, "cron", () => extendSeries(context), context.now);
  if (job === "weekly-letter") return letterAndAlerts(context);
  if (job === "alert-push") return recordRun(context.db, job, "cron", () => pushNewWarnings(context), context.now);
  if (job === "search-index") return recordRun(context.db, job, "cron", () => optimizeSearchIndexes(context.db), context.now);
  return runImport(context, job, "cron");
}
