import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { StatusButton, useIsPending } from "~/components/button";
import { formatTownDate } from "~/lib/dates";
import { importSummary } from "~/lib/import-summary";
import { formatMiles } from "~/lib/jobs";
import type { SourcePreview } from "~/services/jobs-import.server";
import type { adminJobsLoader } from "./actions.server";

/** Preview what an import would do (nothing written), run one now, and the last runs. */
export function ImportSection({
  runs,
  preview,
}: {
  runs: SerializeFrom<typeof adminJobsLoader>["runs"];
  preview: SerializeFrom<SourcePreview[]> | null;
}) {
  const previewing = useIsPending({ intent: "preview" });
  const importing = useIsPending({ intent: "import" });
  const busy = previewing || importing;
  return (
    <section aria-labelledby="jobs-import">
      <h2 id="jobs-import" className="text-lg font-semibold">
        Import
      </h2>
      <div className="mt-2 flex flex-wrap gap-2">
        <Form method="post">
          <StatusButton name="intent" value="preview" disabled={busy} variant="secondary" pending={previewing} pendingText="Checking sources…">
            Preview import
          </StatusButton>
        </Form>
        <Form method="post">
          <StatusButton name="intent" value="import" disabled={busy} pending={importing} pendingText="Importing…">
            Run import now
          </StatusButton>
        </Form>
      </div>
      {preview ? (
        <div className="mt-4 space-y-3" data-testid="import-preview">
          <h3 className="font-semibold">Preview (nothing was written)</h3>
          {preview.length === 0 ? <p className="text-sm">No active sources.</p> : null}
          {preview.map((p) => (
            <div key={p.id} className="rounded border border-border p-3 text-sm">
              <p className="font-medium">
                {p.name} <span className="opacity-70">({p.kind})</span>
              </p>
              {p.ok ? (
                <>
                  <p>
                    {p.created} new, {p.updated} changed, {p.unchanged} unchanged, {p.closed} to close
                  </p>
                  <ul className="mt-1 list-disc pl-5 opacity-80">
                    {p.sample.map((s, i) => (
                      <li key={i}>
                        {s.title} · {s.location ?? "no location"}
                        {s.distance !== null ? ` · ${formatMiles(s.distance)}` : s.isRemote ? " · remote" : " · not placed"}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="text-red-700">Failed: {p.error}</p>
              )}
            </div>
          ))}
        </div>
      ) : null}
      {runs.length ? (
        <ul className="mt-3 text-xs opacity-80" aria-label="Recent imports">
          {runs.map((r) => (
            <li key={r.id}>
              {formatTownDate(r.startedAt, "MMM d, h:mm a")} ({r.trigger}): {r.ok ? "ok" : "failed"} {r.counts ? importSummary(r.counts) : ""}{" "}
              {r.error ?? ""}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm">
        <Link to="/jobs" className="text-primary underline">
          See the jobs list
        </Link>
      </p>
    </section>
  );
}
