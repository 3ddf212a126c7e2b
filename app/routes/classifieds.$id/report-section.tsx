// A signed-in member's one report of an ad (a reason and optional details); visitors are asked to sign in.
import { Form } from "@remix-run/react";
import { StatusButton } from "~/components/button";
import { ErrorList, SelectField, TextareaField } from "~/components/forms";
import { REPORT_REASONS } from "~/lib/classifieds";

export function ReportSection({
  signedIn,
  reported,
  signInUrl,
  errors,
  busy,
}: {
  signedIn: boolean;
  reported: boolean;
  signInUrl: string;
  errors: string[] | undefined;
  busy: boolean;
}) {
  if (!signedIn) {
    return (
      <p className="text-sm">
        <a href={signInUrl} className="underline">
          Sign in
        </a>{" "}
        to report this ad.
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
          <p className="text-sm">You reported this ad. Thank you.</p>
        )
      ) : (
        <details open={Boolean(errors)}>
          <summary className="cursor-pointer text-sm font-medium">Report this ad</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="report" />
            <SelectField
              label="Reason"
              name="reason"
              required
              placeholder="Choose a reason"
              options={REPORT_REASONS.map((r) => ({ value: r, label: r }))}
              errors={errors}
            />
            <TextareaField label="Details (optional)" name="details" rows={3} maxLength={1000} />
            <StatusButton variant="small-secondary" pending={busy} pendingText="Sending...">
              Send report
            </StatusButton>
          </Form>
        </details>
      )}
    </section>
  );
}
