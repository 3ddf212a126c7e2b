import type { SerializeFrom } from "@remix-run/cloudflare";
import { ImportRunLine } from "~/components/import-run-line";
import type { T } from "~/lib/i18n/plain";
import type { adminEventsLoader } from "./actions.server";

/** The last runs of the events import. */
export function RunsSection({ runs, t }: { runs: SerializeFrom<typeof adminEventsLoader>["runs"]; t: T<"adminEvents"> }) {
  return (
    <section aria-labelledby="runs-heading">
      <h3 id="runs-heading" className="font-semibold">
        {t("recentImports")}
      </h3>
      <ul className="mt-2 text-sm">
        {runs.map((r) => (
          <ImportRunLine key={r.id} run={r} ok={t("ok")} failed={t("failed")} className="py-1">
            {r.counts ? (
              <>
                {t("counts", { imported: r.counts.imported ?? 0, errors: r.counts.errors ?? 0 })}
                <span>{r.summary}</span>
              </>
            ) : null}
          </ImportRunLine>
        ))}
      </ul>
    </section>
  );
}
