import type { SerializeFrom } from "@remix-run/cloudflare";
import { useAdminText } from "~/components/admin-text";
import { ImportRunLine } from "~/components/import-run-line";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";
import { importSummary } from "~/lib/import-summary";
import type { adminEventsLoader } from "./actions.server";

/** The last runs of the events import. */
export function RunsSection({ runs, t }: { runs: SerializeFrom<typeof adminEventsLoader>["runs"]; t: T<"adminEvents"> }) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
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
                <span lang={wrote}>{importSummary(r.counts)}</span>
              </>
            ) : null}
          </ImportRunLine>
        ))}
      </ul>
    </section>
  );
}
