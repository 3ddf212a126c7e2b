// The loader and action of /account/jobs: a member's applications (their status kept up to date) and an employer's
// own posts (Close).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { id } from "~/lib/fields";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { rule } from "~/lib/i18n/rule";
import { APPLICATION_STATUS_NAMES, APPLICATION_STATUSES } from "~/lib/jobs";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { closeLocalJob, listApplications, listLocalJobsForEmployer, setApplicationStatus } from "~/models/jobs.server";
import { requireUser } from "~/services/auth.server";

export async function accountJobsLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [applications, posts] = await Promise.all([listApplications(context.db, user.id), listLocalJobsForEmployer(context.db, user.id)]);
  return json({ applications, posts, lang: context.lang, m: messagesFor(context.lang, "account") });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    applicationId: id(),
    status: z.enum(APPLICATION_STATUSES, { message: rule(/*i18n*/ { id: "validation.Unknown status", message: "Unknown status" }) }),
  }),
  z.object({ intent: z.literal("close"), localJobId: id() }),
]);

export async function accountJobsAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return json({ message: parsed.error.issues[0]?.message ?? "Invalid request" }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "status") {
    if (!(await setApplicationStatus(context.db, user.id, input.applicationId, input.status))) return json({ message: "Not found" }, { status: 404 });
    // The status's name in the reader's language (the page's own words; English as lib/jobs writes it).
    flash(context, {
      title: /*i18n*/ { id: "toasts.Status updated", message: "Status updated" },
      description: APPLICATION_STATUS_NAMES[input.status],
    });
  } else {
    if (!(await closeLocalJob(context.db, user.id, input.localJobId, context.now()))) return json({ message: "Not found" }, { status: 404 });
    flash(context, {
      title: /*i18n*/ { id: "toasts.Job closed", message: "Job closed" },
      description: /*i18n*/ { id: "toasts.It no longer appears in the jobs list.", message: "It no longer appears in the jobs list." },
    });
  }
  return redirect("/account/jobs");
}
