import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { ErrorList } from "~/components/forms";
import { ReviewActions } from "~/components/review-queue";
import { WrittenValue } from "~/components/written-value";
import { HOLE, peopleWroteLang, type T } from "~/lib/i18n/plain";
import { employmentTypeIn } from "~/lib/jobs-display";
import type { adminJobsLoader } from "./actions.server";

/** The employment types in the `adminJobs` messages. */
const EMPLOYMENT_LABELS = {
  "Full-time": /*i18n*/ { id: "adminJobs.Full-time", message: "Full-time" },
  "Part-time": /*i18n*/ { id: "adminJobs.Part-time", message: "Part-time" },
  Contract: /*i18n*/ { id: "adminJobs.Contract", message: "Contract" },
  Temporary: /*i18n*/ { id: "adminJobs.Temporary", message: "Temporary" },
  Internship: /*i18n*/ { id: "adminJobs.Internship", message: "Internship" },
} as const;

type Pending = SerializeFrom<typeof adminJobsLoader>["pending"][number];

/** Local employers' posts waiting for review; a rejected reject (no reason) shows its error under its post. */
export function PendingSection({ pending, result, t }: { pending: Pending[]; result: SubmissionResult | null; t: T<"adminJobs"> }) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const employmentType = (type: string) => {
    const shown = employmentTypeIn(type, wrote, (k) => t(EMPLOYMENT_LABELS[k]));
    return shown.lang ? <span lang={shown.lang}>{shown.label}</span> : shown.label;
  };
  const failedId = result?.initialValue?.localJobId;
  const errors = result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
  return (
    <section aria-labelledby="pending-jobs">
      <h2 id="pending-jobs" className="text-lg font-semibold">
        {t(/*i18n*/ { id: "adminJobs.waiting", message: "Job posts waiting for review ({count})" }, { count: pending.length })}
      </h2>
      {pending.length === 0 ? (
        <p className="mt-2 opacity-80">{t(/*i18n*/ { id: "adminJobs.noneWaiting", message: "No job posts are waiting for review." })}</p>
      ) : null}
      <ul className="mt-2 divide-y divide-border">
        {pending.map((j) => (
          <li key={j.id} className="py-4" data-testid={`pending-job-${j.id}`}>
            <p className="font-semibold">
              <span lang={wrote}>{j.title}</span>{" "}
              <span className="font-normal">
                <WrittenValue message={t(/*i18n*/ { id: "adminJobs.at", message: "at {company}" }, { company: HOLE })} lang={wrote}>
                  {j.company}
                </WrittenValue>
              </span>
              {j.pricingTier === "featured" ? (
                <span className="ml-2 rounded bg-accent px-1.5 text-xs text-accent-foreground">
                  {t(/*i18n*/ { id: "adminJobs.featured", message: "Featured · " })}
                  {j.paymentStatus === "paid"
                    ? t(/*i18n*/ { id: "adminJobs.paid", message: "paid" })
                    : t(/*i18n*/ { id: "adminJobs.notPaid", message: "not paid yet" })}
                </span>
              ) : null}
            </p>
            <p className="text-xs opacity-70">
              {j.location ? <span lang={wrote}>{j.location}</span> : t(/*i18n*/ { id: "adminJobs.noLocation", message: "No location" })} ·{" "}
              {employmentType(j.employmentType)} · {j.employerEmail ?? j.contactEmail} · {dateTimeIn(lang, j.createdAt, "dateTime")}
            </p>
            <p className="mt-1 text-sm opacity-80" lang={wrote}>
              {j.description}
            </p>
            <ReviewActions idName="localJobId" id={j.id} />
            {failedId === String(j.id) ? <ErrorList id={`pending-job-${j.id}-error`} errors={errors} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
