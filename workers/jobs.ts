// Cron dispatch: each cron expression of wrangler.toml names one job; jobs call services, never routes.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { runHousekeeping } from "~/models/housekeeping.server";
import { recordRun } from "~/models/import-runs.server";
import { runImport, type ImportJob } from "~/services/imports.server";
import { runMailHousekeeping } from "~/services/reminders.server";
import { removeOrphanUploads } from "~/services/uploads.server";

export const CRON_JOBS: Record<string, ImportJob | "housekeeping"> = {
  "0 */2 * * *": "news-import",
  "30 5 * * *": "events-import",
  "0 6 * * *": "places-import",
  "15 * * * *": "housekeeping",
  "45 6 * * *": "jobs-import",
};

/** Housekeeping: expired sessions and listings, orphan uploads, expiry reminders and mail retries. */
async function housekeeping(context: AppLoadContext) {
  return {
    ...(await runHousekeeping(context.db, context.now())),
    ...(await removeOrphanUploads(context)),
    ...(await runMailHousekeeping(context)),
  };
}

/** Runs one cron job and records it in import_runs; never throws. */
export function runCronJob(context: AppLoadContext, job: ImportJob | "housekeeping") {
  if (job !== "housekeeping") return runImport(context, job, "cron");
  return recordRun(context.db, job, "cron", () => housekeeping(context), context.now);
}
