import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { StatusButton, useIsPending } from "~/components/button";
import { ImportRunLine } from "~/components/import-run-line";
import { Link } from "~/components/site-link";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";
import { formatMiles } from "~/lib/jobs";
import type { SourcePreview } from "~/services/jobs-import.server";
import type { adminJobsLoader } from "./actions.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  import: /*i18n*/ { id: "adminJobs.import", message: "Import" },
  checking: /*i18n*/ { id: "adminJobs.checking", message: "Checking sources…" },
  previewImport: /*i18n*/ { id: "adminJobs.previewImport", message: "Preview import" },
  importing: /*i18n*/ { id: "adminJobs.importing", message: "Importing…" },
  runImport: /*i18n*/ { id: "adminJobs.runImport", message: "Run import now" },
  previewTitle: /*i18n*/ { id: "adminJobs.previewTitle", message: "Preview (nothing was written)" },
  noSources: /*i18n*/ { id: "adminJobs.noSources", message: "No active sources." },
  previewCounts: /*i18n*/ {
    id: "adminJobs.previewCounts",
    message: "{created} new, {updated} changed, {unchanged} unchanged, {closed} to close",
  },
  sampleNoLocation: /*i18n*/ { id: "adminJobs.sampleNoLocation", message: "no location" },
  remote: /*i18n*/ { id: "adminJobs.remote", message: " · remote" },
  notPlaced: /*i18n*/ { id: "adminJobs.notPlaced", message: " · not placed" },
  failedColon: /*i18n*/ { id: "adminJobs.failedColon", message: "Failed: " },
  recentImports: /*i18n*/ { id: "adminJobs.recentImports", message: "Recent imports" },
  ok: /*i18n*/ { id: "adminJobs.ok", message: "ok" },
  failed: /*i18n*/ { id: "adminJobs.failed", message: "failed" },
  seeJobs: /*i18n*/ { id: "adminJobs.seeJobs", message: "See the jobs list" },
} as const;

/** Preview what an import would do (nothing written), run one now, and the last runs. */
export function ImportSection({
  runs,
  preview,
  t,
}: {
  runs: SerializeFrom<typeof adminJobsLoader>["runs"];
  preview: SerializeFrom<SourcePreview[]> | null;
  t: T<"adminJobs">;
}) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const previewing = useIsPending({ intent: "preview" });
  const importing = useIsPending({ intent: "import" });
  const busy = previewing || importing;
  return (
    <section aria-labelledby="jobs-import">
      <h2 id="jobs-import" className="text-lg font-semibold">
        {t(WORDS.import)}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        <Form method="post">
          <StatusButton name="intent" value="preview" disabled={busy} variant="secondary" pending={previewing} pendingText={t(WORDS.checking)}>
            {t(WORDS.previewImport)}
          </StatusButton>
        </Form>
        <Form method="post">
          <StatusButton name="intent" value="import" disabled={busy} pending={importing} pendingText={t(WORDS.importing)}>
            {t(WORDS.runImport)}
          </StatusButton>
        </Form>
      </div>
      {preview ? (
        <div className="mt-4 space-y-3" data-testid="import-preview">
          <h3 className="font-semibold">{t(WORDS.previewTitle)}</h3>
          {preview.length === 0 ? <p className="text-sm">{t(WORDS.noSources)}</p> : null}
          {preview.map((p) => (
            <div key={p.id} className="rounded border border-border p-3 text-sm">
              <p className="font-medium">
                <span lang={wrote}>{p.name}</span> <span className="opacity-70">({p.kind})</span>
              </p>
              {p.ok ? (
                <>
                  <p>{t(WORDS.previewCounts, { created: p.created, updated: p.updated, unchanged: p.unchanged, closed: p.closed })}</p>
                  <ul className="mt-1 list-disc pl-5 opacity-80">
                    {p.sample.map((s, i) => (
                      <li key={i}>
                        <span lang={wrote}>{s.title}</span> · {s.location ? <span lang={wrote}>{s.location}</span> : t(WORDS.sampleNoLocation)}
                        {s.distance !== null ? ` · ${formatMiles(s.distance)}` : s.isRemote ? t(WORDS.remote) : t(WORDS.notPlaced)}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="text-red-700">
                  {t(WORDS.failedColon)}
                  <span lang={wrote}>{p.error}</span>
                </p>
              )}
            </div>
          ))}
        </div>
      ) : null}
      {runs.length ? (
        <ul className="mt-3 text-xs opacity-80" aria-label={t(WORDS.recentImports)}>
          {runs.map((r) => (
            <ImportRunLine key={r.id} run={r} ok={t(WORDS.ok)} failed={t(WORDS.failed)} summary={r.summary} />
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm">
        <Link to="/jobs" className="text-primary underline">
          {t(WORDS.seeJobs)}
        </Link>
      </p>
    </section>
  );
}
