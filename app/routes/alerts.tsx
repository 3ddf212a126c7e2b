// /alerts: the full text of the active NWS alerts for the town's county (the strip under the nav links here).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { formatUntil, severityClasses } from "~/components/alert-strip";
import { PushSubscribe } from "~/components/push-subscribe";
import { townFor } from "~/lib/towns";
import { getActiveAlerts } from "~/services/weather.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const [config, alerts] = await Promise.all([context.siteConfig(), getActiveAlerts(context)]);
  const town = townFor(config.mode);
  // The VAPID public key is public by design: the browser needs it to subscribe.
  return json({ alerts, county: `${town.county}, ${town.state}`, timeZone: town.timeZone, vapidPublicKey: context.env.VAPID_PUBLIC_KEY ?? null });
}

export const meta: MetaFunction = () => [{ title: "Weather Alerts" }];

export default function Alerts() {
  const { alerts, county, timeZone, vapidPublicKey } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">Weather Alerts</h1>
      <p className="mt-1 opacity-80">Active alerts from the National Weather Service for {county}.</p>
      <PushSubscribe vapidPublicKey={vapidPublicKey} />
      {alerts.length === 0 ? (
        <p className="mt-6 rounded-lg border border-border p-6 text-center">There are no active weather alerts for {county}.</p>
      ) : (
        <div className="mt-6 space-y-6">
          {alerts.map((a) => {
            const until = formatUntil(a.until, timeZone);
            return (
              <article key={a.id} id={a.slug} className="overflow-hidden rounded-lg border border-border">
                <header className={`${severityClasses(a.severity)} px-4 py-3`}>
                  <h2 className="text-lg font-bold">{a.event}</h2>
                  <p className="text-sm">
                    Severity: {a.severity}
                    {until ? ` · until ${until}` : ""}
                  </p>
                </header>
                <div className="space-y-3 p-4">
                  <p className="font-semibold">{a.headline}</p>
                  {a.areaDesc ? <p className="text-sm opacity-80">Areas: {a.areaDesc}</p> : null}
                  <p className="whitespace-pre-line">{a.description}</p>
                  {a.instruction ? (
                    <div>
                      <h3 className="font-semibold">What to do</h3>
                      <p className="whitespace-pre-line">{a.instruction}</p>
                    </div>
                  ) : null}
                </div>
              </article>
            );
          })}
        </div>
      )}
    </section>
  );
}
