import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import type { Severity, ShownAlert } from "~/lib/weather-alerts";

const SEVERITY_CLASSES: Record<Severity, string> = {
  Extreme: "bg-red-800 text-white",
  Severe: "bg-red-600 text-white",
  Moderate: "bg-orange-500 text-black",
  Minor: "bg-yellow-300 text-black",
  Unknown: "bg-slate-200 text-black",
};

export function severityClasses(severity: Severity) {
  return SEVERITY_CLASSES[severity];
}

/**
 * The active NWS alerts under the navigation: event, headline, until when (and "update pending" when the message has
 * expired but the hazard has not ended), coloured by severity. While a Warning is among them, the last line offers the
 * warnings by phone or mail (/alerts#warnings: a plain link, so it works on pages that ship no script; issue 42).
 */
export function AlertStrip({
  alerts,
  m,
}: {
  alerts: ShownAlert[];
  m: Pick<Messages<"shell">, "weatherAlerts" | "until" | "updatePending" | "fullAlert" | "getWarnings">;
}) {
  if (alerts.length === 0) return null;
  return (
    <aside aria-label={tr(m, /*i18n*/ { id: "shell.weatherAlerts", message: "Weather alerts" })} className="w-full overflow-hidden">
      <ul>
        {alerts.map((alert) => {
          const until = alert.untilText;
          return (
            <li
              key={alert.id}
              className={`${severityClasses(alert.severity)} px-4 py-2 text-sm [overflow-wrap:anywhere]`}
              data-severity={alert.severity}
            >
              <div className="mx-auto flex max-w-7xl flex-wrap items-baseline gap-x-3 gap-y-1">
                {/* The NWS writes its alerts in English. */}
                <strong lang="en">{alert.event}</strong>
                <span lang="en" className="min-w-0 basis-full sm:basis-auto sm:flex-1">
                  {alert.headline}
                </span>
                {until ? (
                  <span>
                    {tr(m, /*i18n*/ { id: "shell.until", message: "until" })} {until}
                  </span>
                ) : null}
                {alert.updatePending ? (
                  <em data-testid="alert-update-pending">{tr(m, /*i18n*/ { id: "shell.updatePending", message: "update pending" })}</em>
                ) : null}
                <a href={`/alerts#${alert.slug}`} className="font-semibold underline">
                  {tr(m, /*i18n*/ { id: "shell.fullAlert", message: "Full alert" })}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
      {/* lib/weather-alerts isWarning's test, inline: that module (and zod) stays out of every page's bundle. */}
      {alerts.some((a) => /\bWarning$/i.test(a.event.trim())) ? (
        <p className="bg-red-950 px-4 py-1.5 text-sm text-white">
          <a href="/alerts#warnings" className="mx-auto block max-w-7xl font-semibold underline" data-testid="strip-get-warnings">
            {tr(m, /*i18n*/ { id: "shell.getWarnings", message: "Get warnings by phone or e-mail" })}
          </a>
        </p>
      ) : null}
    </aside>
  );
}
