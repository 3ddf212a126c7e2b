// "My alerts" (issue 42): the member's saved searches in words, with rename, pause, resume, stop and a link to each.
import { AlertList, type AlertRow } from "~/components/alert-list";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { plain } from "~/lib/i18n/plain";

export function AlertsSection({ alerts, m, email }: { alerts: readonly AlertRow[]; m: Messages<"alertManage">; email: string }) {
  const t = plain<"alertManage">(m);
  return (
    <section aria-labelledby="alerts-heading">
      <h2 id="alerts-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "alertManage.heading", message: "My alerts" })}
      </h2>
      <p className="mt-1 break-words text-sm opacity-80">
        {t(
          /*i18n*/ { id: "alertManage.accountLead", message: "Saved searches mailed to {email} once a day, only when something new matches." },
          { email },
        )}
      </p>
      {alerts.length ? (
        <AlertList alerts={alerts} m={m} rename />
      ) : (
        <p className="mt-2 text-sm">
          {tr(
            m,
            /*i18n*/ {
              id: "alertManage.none",
              message:
                "You have no alerts. Choose “Alert me about new matches” under the filters of the classifieds, jobs or events, or on a search.",
            },
          )}
        </p>
      )}
    </section>
  );
}
