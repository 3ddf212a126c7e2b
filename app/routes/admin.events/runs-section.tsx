import type { SerializeFrom } from "@remix-run/cloudflare";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { formatShortDateTime } from "~/lib/dates";
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
          <li key={r.id} className="py-1">
            {dateTimeIn(lang, r.startedAt, formatShortDateTime)} <span lang={wrote}>({r.trigger})</span> — {r.ok ? t("ok") : t("failed")}
            {r.counts ? (
              <>
                {t("counts", { imported: r.counts.imported ?? 0, errors: r.counts.errors ?? 0 })}
                <span lang={wrote}>{importSummary(r.counts)}</span>
              </>
            ) : null}
            {r.error ? (
              <span className="block text-red-700" lang={wrote}>
                {r.error}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
