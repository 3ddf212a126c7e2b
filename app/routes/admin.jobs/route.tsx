// /admin/jobs: local employers' posts waiting for review (approve, or reject with a reason), the job sources
// the import reads, a preview of what an import would do, and the button that runs it.
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorList } from "~/components/forms";
import { plain } from "~/lib/i18n/plain";
import { adminJobsAction, adminJobsLoader } from "./actions.server";
import { ImportSection } from "./import-section";
import { PendingSection } from "./pending-section";
import { SourcesSection } from "./sources-section";

export const loader = adminJobsLoader;
export const action = adminJobsAction;

export default function AdminJobs() {
  const data = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const t = plain<"adminJobs">(data.messages);
  const result = answer?.result ?? null;
  const intent = result?.initialValue?.intent;
  const elsewhere = result && intent !== "approve" && intent !== "reject" && intent !== "add-source";
  return (
    <div className="space-y-10">
      {elsewhere ? <ErrorList id="admin-jobs-error" errors={Object.values(result.error ?? {}).flatMap((e) => e ?? [])} /> : null}
      <PendingSection pending={data.pending} result={intent === "approve" || intent === "reject" ? result : null} t={t} />
      <SourcesSection sources={data.sources} categories={data.categories} result={intent === "add-source" ? result : null} t={t} />
      <ImportSection runs={data.runs} preview={answer?.preview ?? null} t={t} />
    </div>
  );
}
