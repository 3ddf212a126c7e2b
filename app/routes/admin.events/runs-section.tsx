import type { SerializeFrom } from "@remix-run/cloudflare";
import { formatShortDateTime } from "~/lib/dates";
import { importSummary } from "~/lib/import-summary";
import type { adminEventsLoader } from "./actions.server";

/** The last runs of the events import. */
export function RunsSection({ runs }: { runs: SerializeFrom<typeof adminEventsLoader>["runs"] }) {
  return (
    <section aria-labelledby="runs-heading">
      <h3 id="runs-heading" className="font-semibold">
        Recent imports
      </h3>
      <ul className="mt-2 text-sm">
        {runs.map((r) => (
          <li key={r.id} className="py-1">
            {formatShortDateTime(r.startedAt)} ({r.trigger}) — {r.ok ? "ok" : "failed"}
            {r.counts ? ` · imported ${r.counts.imported ?? 0}, errors ${r.counts.errors ?? 0} · ${importSummary(r.counts)}` : ""}
            {r.error ? <span className="block text-red-700">{r.error}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
