import type { SerializeFrom } from "@remix-run/cloudflare";
import { ImportRunLine } from "~/components/import-run-line";
import type { T } from "~/lib/i18n/plain";
import type { adminEventsLoader } from "./actions.server";

/** The last runs of the events import. */
export function RunsSection({ runs, t }: { runs: SerializeFrom<typeof adminEventsLoader>["runs"]; t: T<"adminEvents"> }) {
  return (
    <section aria-labelledby="runs-heading">
      <h3 id="runs-heading" className="font-semibold">
        {t(/*i18n*/ { id: "adminEvents.recentImports", message: "Recent imports" })}
      </h3>
      <ul className="mt-2 text-sm">
        {runs.map((r) => (
          <ImportRunLine
            key={r.id}
            run={r}
            ok={t(/*i18n*/ { id: "adminEvents.ok", message: "ok" })}
            failed={t(/*i18n*/ { id: "adminEvents.failed", message: "failed" })}
            className="py-1"
          >
            {r.counts ? (
              <>
                {t(
                  /*i18n*/ { id: "adminEvents.counts", message: " · imported {imported}, errors {errors} · " },
                  { imported: r.counts.imported ?? 0, errors: r.counts.errors ?? 0 },
                )}
                <span>{r.summary}</span>
              </>
            ) : null}
          </ImportRunLine>
        ))}
      </ul>
    </section>
  );
}
