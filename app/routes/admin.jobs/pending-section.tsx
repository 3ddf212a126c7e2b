import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { ErrorList } from "~/components/forms";
import { ReviewActions } from "~/components/review-queue";
import { formatTownDate } from "~/lib/dates";
import type { adminJobsLoader } from "./actions.server";

type Pending = SerializeFrom<typeof adminJobsLoader>["pending"][number];

/** Local employers' posts waiting for review; a rejected reject (no reason) shows its error under its post. */
export function PendingSection({ pending, result }: { pending: Pending[]; result: SubmissionResult | null }) {
  const failedId = result?.initialValue?.localJobId;
  const errors = result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
  return (
    <section aria-labelledby="pending-jobs">
      <h2 id="pending-jobs" className="text-lg font-semibold">
        Job posts waiting for review ({pending.length})
      </h2>
      {pending.length === 0 ? <p className="mt-2 opacity-80">No job posts are waiting for review.</p> : null}
      <ul className="mt-2 divide-y divide-border">
        {pending.map((j) => (
          <li key={j.id} className="py-4" data-testid={`pending-job-${j.id}`}>
            <p className="font-semibold">
              {j.title} <span className="font-normal">at {j.company}</span>
              {j.pricingTier === "featured" ? (
                <span className="ml-2 rounded bg-accent px-1.5 text-xs text-accent-foreground">
                  Featured · {j.paymentStatus === "paid" ? "paid" : "not paid yet"}
                </span>
              ) : null}
            </p>
            <p className="text-xs opacity-70">
              {j.location ?? "No location"} · {j.employmentType} · {j.employerEmail ?? j.contactEmail} ·{" "}
              {formatTownDate(j.createdAt, "MMM d, yyyy h:mm a")}
            </p>
            <p className="mt-1 text-sm opacity-80">{j.description}</p>
            <ReviewActions idName="localJobId" id={j.id} />
            {failedId === String(j.id) ? <ErrorList id={`pending-job-${j.id}-error`} errors={errors} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
