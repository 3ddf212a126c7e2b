// /alerts: the full text of the active NWS alerts for the town's county (the strip under the nav links here).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { severityClasses } from "~/components/alert-strip";
import { WarningsOptIn } from "~/components/warnings-opt-in";
import { compiledFor } from "~/lib/i18n/catalogue.server";
import { icu, peopleWroteLang } from "~/lib/i18n/format";
import { townFor } from "~/lib/towns";
import { warningsOptInData } from "~/services/warning-mail.server";
import { getShownAlerts } from "~/services/weather.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const [config, alerts, warnings] = await Promise.all([context.siteConfig(), getShownAlerts(context), warningsOptInData(context)]);
  const town = townFor(config.mode);
  return json({
    lang: context.lang,
    messages: compiledFor(context.lang, "alerts"),
    alerts,
    county: `${town.county}, ${town.state}`,
    // The opt-in (push and mail); the VAPID public key in it is public by design: the browser needs it to subscribe.
    warnings,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? icu<"alerts">(data.lang, data.messages)(/*i18n*/ { id: "alerts.metaTitle", message: "Weather Alerts" }) : "Weather Alerts" },
];

const SEVERITIES = ["Extreme", "Severe", "Moderate", "Minor", "Unknown"] as const;

export default function Alerts() {
  const { alerts, county, warnings, lang, messages } = useLoaderData<typeof loader>();
  const t = icu<"alerts">(lang, messages);
  const wrote = peopleWroteLang(lang);
  const severity = (s: string) =>
    (SEVERITIES as readonly string[]).includes(s)
      ? t(
          (
            {
              Extreme: /*i18n*/ { id: "alerts.severity_Extreme", message: "Extreme" },
              Severe: /*i18n*/ { id: "alerts.severity_Severe", message: "Severe" },
              Moderate: /*i18n*/ { id: "alerts.severity_Moderate", message: "Moderate" },
              Minor: /*i18n*/ { id: "alerts.severity_Minor", message: "Minor" },
              Unknown: /*i18n*/ { id: "alerts.severity_Unknown", message: "Unknown" },
            } as const
          )[s as (typeof SEVERITIES)[number]],
        )
      : s;
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">{t(/*i18n*/ { id: "alerts.title", message: "Weather Alerts" })}</h1>
      <p className="mt-1 opacity-80">
        {t(/*i18n*/ { id: "alerts.lead", message: "Active alerts from the National Weather Service for {county}." }, { county })}
      </p>
      {alerts.length === 0 ? (
        <p className="mt-6 rounded-lg border border-border p-6 text-center">
          {t(/*i18n*/ { id: "alerts.none", message: "There are no active weather alerts for {county}." }, { county })}
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          {alerts.map((a) => {
            const until = a.untilText;
            return (
              <article key={a.id} id={a.slug} className="overflow-hidden rounded-lg border border-border">
                <header className={`${severityClasses(a.severity)} px-4 py-3`}>
                  <h2 className="text-lg font-bold" lang={wrote}>
                    {a.event}
                  </h2>
                  <p className="text-sm">
                    {t(/*i18n*/ { id: "alerts.severity", message: "Severity: {severity}" }, { severity: severity(a.severity) })}
                    {until ? t(/*i18n*/ { id: "alerts.until", message: " · until {until}" }, { until }) : ""}
                    {a.updatePending ? t(/*i18n*/ { id: "alerts.updatePending", message: " · update pending" }) : ""}
                  </p>
                </header>
                <div className="space-y-3 p-4">
                  <p className="font-semibold" lang={wrote}>
                    {a.headline}
                  </p>
                  {a.areaDesc ? (
                    <p className="text-sm opacity-80">
                      {t(/*i18n*/ { id: "alerts.areas", message: "Areas: " })}
                      <span lang={wrote}>{a.areaDesc}</span>
                    </p>
                  ) : null}
                  <p className="whitespace-pre-line" lang={wrote}>
                    {a.description}
                  </p>
                  {a.instruction ? (
                    <div>
                      <h3 className="font-semibold">{t(/*i18n*/ { id: "alerts.whatToDo", message: "What to do" })}</h3>
                      <p className="whitespace-pre-line" lang={wrote}>
                        {a.instruction}
                      </p>
                    </div>
                  ) : null}
                </div>
              </article>
            );
          })}
        </div>
      )}
      <WarningsOptIn {...warnings} />
    </section>
  );
}
