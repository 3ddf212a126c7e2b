// A signed-in member's one report of an ad (a reason and optional details); visitors are asked to sign in.
import { Form } from "@remix-run/react";
import { StatusButton } from "~/components/button";
import { ErrorList, SelectField, TextareaField } from "~/components/forms";
import { REPORT_REASONS } from "~/lib/classifieds";
import type { T } from "~/lib/i18n/intl";

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
          {t("signIn")}
        </a>{" "}
        {t("toReport")}
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
          <p className="text-sm">{t("reported")}</p>
        )
      ) : (
        <details open={Boolean(errors)}>
          <summary className="cursor-pointer text-sm font-medium">{t("report")}</summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="report" />
            <SelectField
              label={t("reason")}
              name="reason"
              required
              placeholder={t("chooseReason")}
              options={REPORT_REASONS.map((r) => ({ value: r, label: t(r) }))}
              errors={errors}
            />
            <TextareaField label={t("details")} name="details" rows={3} maxLength={1000} />
            <StatusButton variant="small-secondary" pending={busy} pendingText={t("sending")}>
              {t("sendReport")}
            </StatusButton>
          </Form>
        </details>
      )}
    </section>
  );
}
