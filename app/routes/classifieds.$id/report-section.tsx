// A signed-in member's one report of an ad (a reason and optional details); visitors are asked to sign in.
import { Form } from "@remix-run/react";
import { StatusButton } from "~/components/button";
import { ErrorList, SelectField, TextareaField } from "~/components/forms";
import { REPORT_REASONS } from "~/lib/classifieds";
import { labelOf } from "~/lib/i18n/descriptor";
import type { T } from "~/lib/i18n/intl";

/** The reasons an ad can be reported for. */
const REASON_LABELS = {
  "Prohibited item": /*i18n*/ { id: "classified.Prohibited item", message: "Prohibited item" },
  "Scam or fraud": /*i18n*/ { id: "classified.Scam or fraud", message: "Scam or fraud" },
  "Spam or duplicate": /*i18n*/ { id: "classified.Spam or duplicate", message: "Spam or duplicate" },
  "Wrong category": /*i18n*/ { id: "classified.Wrong category", message: "Wrong category" },
  "Offensive content": /*i18n*/ { id: "classified.Offensive content", message: "Offensive content" },
  Other: /*i18n*/ { id: "classified.Other", message: "Other" },
} as const;

export function ReportSection({
  signedIn,
  reported,
  signInUrl,
  errors,
  busy,
  t,
}: {
  signedIn: boolean;
  reported: boolean;
  signInUrl: string;
  errors: string[] | undefined;
  busy: boolean;
  t: T<"classified">;
}) {
  if (!signedIn) {
    return (
      <p className="text-sm">
        <a href={signInUrl} className="underline">
          {t(/*i18n*/ { id: "classified.signIn", message: "Sign in" })}
        </a>{" "}
        {t(/*i18n*/ { id: "classified.toReport", message: "to report this ad." })}
      </p>
    );
  }
  return (
    <section className="rounded-lg border border-border p-4" data-testid="report">
      {reported ? (
        // A second report is refused (409): its message, else the thanks.
        errors?.length ? (
          <ErrorList errors={errors} />
        ) : (
          <p className="text-sm">{t(/*i18n*/ { id: "classified.reported", message: "You reported this ad. Thank you." })}</p>
        )
      ) : (
        <details open={Boolean(errors)}>
          <summary className="cursor-pointer text-sm font-medium">{t(/*i18n*/ { id: "classified.report", message: "Report this ad" })}</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="report" />
            <SelectField
              label={t(/*i18n*/ { id: "classified.reason", message: "Reason" })}
              name="reason"
              required
              placeholder={t(/*i18n*/ { id: "classified.chooseReason", message: "Choose a reason" })}
              options={REPORT_REASONS.map((r) => ({ value: r, label: labelOf(t, REASON_LABELS, r) }))}
              errors={errors}
            />
            <TextareaField label={t(/*i18n*/ { id: "classified.details", message: "Details (optional)" })} name="details" rows={3} maxLength={1000} />
            <StatusButton variant="small-secondary" pending={busy} pendingText={t(/*i18n*/ { id: "classified.sending", message: "Sending..." })}>
              {t(/*i18n*/ { id: "classified.sendReport", message: "Send report" })}
            </StatusButton>
          </Form>
        </details>
      )}
    </section>
  );
}
