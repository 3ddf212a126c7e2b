// The actions of /admin/jobs: review local posts (approve, reject with a reason), keep the job sources (add, pause or
// resume, remove), preview an import and run one. Invalid input answers 400 with the field errors (conform's reply).
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { messagesFor, validationFor, formatterFor } from "~/lib/i18n/catalogue.server";
import { importSummary, runLines } from "~/lib/import-summary";
import { flash, type ToastMessage } from "~/lib/toast.server";
import { townFor } from "~/lib/towns";
import { listRecentRuns } from "~/models/import-runs.server";
import {
  addJobSource,
  approveLocalJob,
  listJobCategories,
  listJobSources,
  listPendingLocalJobs,
  rejectLocalJob,
  removeJobSource,
  setJobSourceActive,
} from "~/models/jobs.server";
import { cancelOpenOrdersForItem } from "~/models/orders.server";
import { requireAdmin } from "~/services/auth.server";
import { runImport } from "~/services/imports.server";
import { jobsImportOptions, JOBS_IMPORT, previewJobsImport } from "~/services/jobs-import.server";
import { actionSchema, referenceRules } from "./schema";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  "Job approved": /*i18n*/ { id: "toasts.Job approved", message: "Job approved" },
  "It is now listed.": /*i18n*/ { id: "toasts.It is now listed.", message: "It is now listed." },
  "Not pending": /*i18n*/ { id: "toasts.Not pending", message: "Not pending" },
  "That post was already reviewed.": /*i18n*/ { id: "toasts.That post was already reviewed.", message: "That post was already reviewed." },
  "Job rejected": /*i18n*/ { id: "toasts.Job rejected", message: "Job rejected" },
  "Source added": /*i18n*/ { id: "toasts.Source added", message: "Source added" },
  "Already there": /*i18n*/ { id: "toasts.Already there", message: "Already there" },
  "That source is already in the list.": /*i18n*/ {
    id: "toasts.That source is already in the list.",
    message: "That source is already in the list.",
  },
  "Source resumed": /*i18n*/ { id: "toasts.Source resumed", message: "Source resumed" },
  "Source paused": /*i18n*/ { id: "toasts.Source paused", message: "Source paused" },
  "Source removed": /*i18n*/ { id: "toasts.Source removed", message: "Source removed" },
  "Its jobs were closed.": /*i18n*/ { id: "toasts.Its jobs were closed.", message: "Its jobs were closed." },
  jobsRun: /*i18n*/ { id: "imports.jobsRun", message: "{summary}, {closed} closed, {failed} sources failed" },
  "Jobs Import Completed": /*i18n*/ { id: "toasts.Jobs Import Completed", message: "Jobs Import Completed" },
  "Import Failed": /*i18n*/ { id: "toasts.Import Failed", message: "Import Failed" },
  failedRun: /*i18n*/ { id: "imports.failedRun", message: "{summary}. {error}" },
} as const;

export async function adminJobsLoader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [pending, sources, categories, runs] = await Promise.all([
    listPendingLocalJobs(context.db),
    listJobSources(context.db),
    listJobCategories(context.db),
    listRecentRuns(context.db, 40),
  ]);
  return json({
    messages: messagesFor(context.lang, "adminJobs"),
    validation: validationFor(context.lang, "admin"),
    pending,
    sources,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    runs: runLines(runs.filter((r) => r.job === JOBS_IMPORT).slice(0, 5), formatterFor(context.lang, "imports")),
  });
}

/** The toasts the action raises as they are (the others carry what the admin typed). */
const TOASTS = {
  approved: { title: WORDS["Job approved"], description: WORDS["It is now listed."] },
  notPending: { title: WORDS["Not pending"], description: WORDS["That post was already reviewed."], variant: "destructive" },
  alreadyThere: { title: WORDS["Already there"], description: WORDS["That source is already in the list."], variant: "destructive" },
  sourceRemoved: { title: WORDS["Source removed"], description: WORDS["Its jobs were closed."] },
} satisfies Record<string, ToastMessage>;

export async function adminJobsAction({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: actionSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), preview: null }, { status: 400 });
  const input = submission.value;
  const now = context.now();
  switch (input.intent) {
    case "approve": {
      const town = townFor((await context.siteConfig()).mode);
      const ok = await approveLocalJob(context.db, input.localJobId, admin.id, town, now);
      flash(context, ok ? TOASTS.approved : TOASTS.notPending);
      break;
    }
    case "reject": {
      const ok = await rejectLocalJob(context.db, input.localJobId, admin.id, input.reason, now);
      // A rejected post can no longer be featured: its open order is cancelled (fulfilling re-checks too).
      if (ok) await cancelOpenOrdersForItem(context.db, "job", input.localJobId, now);
      flash(context, ok ? { title: WORDS["Job rejected"], description: { text: input.reason } } : TOASTS.notPending);
      break;
    }
    case "add-source": {
      const ref = referenceRules[input.kind].safeParse(input.reference);
      if (!ref.success)
        return json(
          { result: submission.reply({ fieldErrors: { reference: ref.error.issues.map((i) => i.message).slice(0, 1) } }), preview: null },
          { status: 400 },
        );
      const added = await addJobSource(context.db, { name: input.name, kind: input.kind, reference: ref.data, categoryId: input.categoryId }, now);
      flash(context, added ? { title: WORDS["Source added"], description: { text: input.name } } : TOASTS.alreadyThere);
      break;
    }
    case "toggle-source":
      await setJobSourceActive(context.db, input.sourceId, input.isActive);
      flash(context, {
        title: input.isActive ? WORDS["Source resumed"] : WORDS["Source paused"],
      });
      break;
    case "remove-source":
      await removeJobSource(context.db, input.sourceId, now);
      flash(context, TOASTS.sourceRemoved);
      break;
    case "preview":
      return json({ result: null, preview: await previewJobsImport(context.db, await jobsImportOptions(context)) });
    case "import": {
      const run = await runImport(context, "jobs-import", "admin");
      const c = run.counts ?? {};
      const words = formatterFor(context.lang, "imports");
      const summary = words(WORDS.jobsRun, { summary: importSummary(c, words), closed: c.closed ?? 0, failed: c.failed ?? 0 });
      flash(
        context,
        run.ok
          ? { title: WORDS["Jobs Import Completed"], description: { text: summary } }
          : {
              title: WORDS["Import Failed"],
              description: {
                text: words(WORDS.failedRun, { summary, error: run.error ?? "" }).slice(0, 480),
              },
              variant: "destructive",
            },
      );
      break;
    }
  }
  return redirect("/admin/jobs");
}
