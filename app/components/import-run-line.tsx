import type { ReactNode } from "react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { peopleWroteLang } from "~/lib/i18n/plain";

/**
 * One run in an admin tab's list of recent imports: when it started, its trigger, ok or failed, the importer's summary
 * after " · " (or what the tab adds instead), and the error. The trigger, summary and error are the importer's words,
 * marked English on a Spanish page.
 */
export function ImportRunLine({
  run,
  ok,
  failed,
  summary,
  className,
  children,
}: {
  run: { startedAt: string; trigger: string; ok: boolean | null; error: string | null };
  ok: string;
  failed: string;
  /** The run's summary in the reader's language ("Found 3: 3 new, …", lib/import-summary.ts), when it has one. */
  summary?: string | null;
  className?: string;
  children?: ReactNode;
}) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  return (
    <li className={className}>
      {dateTimeIn(lang, run.startedAt, "shortDateTime")} <span lang={wrote}>({run.trigger})</span> — {run.ok ? ok : failed}
      {summary ? (
        <>
          {" · "}
          <span>{summary}</span>
        </>
      ) : null}
      {children}
      {run.error ? (
        <span className="block text-red-700" lang={wrote}>
          {run.error}
        </span>
      ) : null}
    </li>
  );
}
