import type { Severity, WeatherAlert } from "~/lib/weather-alerts";

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

/** "until Mon 6:00 PM" in the town's time zone, or nothing for an open-ended alert. */
export function formatUntil(until: string | null, timeZone: string) {
  if (!until) return null;
  return new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(new Date(until));
}

/** The active NWS alerts under the navigation: event, headline, until when, coloured by severity. */
export function AlertStrip({ alerts, timeZone }: { alerts: WeatherAlert[]; timeZone: string }) {
  if (alerts.length === 0) return null;
  return (
    <aside aria-label="Weather alerts" className="w-full overflow-hidden">
      <ul>
        {alerts.map((alert) => {
          const until = formatUntil(alert.until, timeZone);
          return (
            <li key={alert.id} className={`${severityClasses(alert.severity)} px-4 py-2 text-sm [overflow-wrap:anywhere]`} data-severity={alert.severity}>
              <div className="mx-auto flex max-w-7xl flex-wrap items-baseline gap-x-3 gap-y-1">
                <strong>{alert.event}</strong>
                <span className="min-w-0 basis-full sm:basis-auto sm:flex-1">{alert.headline}</span>
                {until ? <span>until {until}</span> : null}
                <a href={`/alerts#${alert.slug}`} className="font-semibold underline">
                  Full alert
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
