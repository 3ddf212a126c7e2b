// /emergency ('Government Services'): emergency, city and county contacts, emergency first and 911 at the top.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { severityClasses } from "~/components/alert-strip";
import { AddressWithDirections, LastVerified, PhoneLink } from "~/components/civic-contact-details";
import { SERVICE_TYPE_LABELS } from "~/lib/civic";
import { websiteHref } from "~/lib/phone";
import { townOfMatches } from "~/lib/towns";
import { listServiceContacts } from "~/models/service-contacts.server";
import { getActiveAlerts } from "~/services/weather.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const [contacts, config] = await Promise.all([listServiceContacts(context.db), context.siteConfig()]);
  // The active weather alerts for the town's county (cached; nothing when there are none or the service fails).
  const alerts = config.features.weather.enabled ? await getActiveAlerts(context) : [];
  return json({
    alerts: alerts.map((a) => ({ id: a.id, slug: a.slug, event: a.event, headline: a.headline, severity: a.severity })),
    contacts: contacts.map((c) => ({
      id: c.id,
      name: c.name,
      type: c.type,
      priority: c.priority,
      phone: c.phone,
      emergencyPhone: c.emergencyPhone,
      address: c.address,
      hours: c.hours,
      website: c.website,
      description: c.description,
      verifiedAt: c.verifiedAt?.toISOString() ?? null,
    })),
  });
}

export const meta: MetaFunction = ({ matches }) => [
  { title: "Government Services" },
  {
    name: "description",
    content: `Emergency numbers, police, fire, medical, utilities and city and county offices for ${townOfMatches(matches).fullName}.`,
  },
];

const PRIORITY_STYLE = {
  emergency: "border-red-700 bg-red-50 text-red-950",
  urgent: "border-amber-600",
  normal: "border-border",
} as const;

const PRIORITY_LABEL = { emergency: "Emergency", urgent: "Urgent", normal: "Services" } as const;

export default function GovernmentServices() {
  const { contacts, alerts } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold">Government Services</h1>
      <p className="mt-2 max-w-2xl opacity-80">
        In an emergency call 911. For everything else: police, fire, medical, utilities and city and county offices.
      </p>
      {alerts.length ? (
        <section aria-labelledby="active-alerts" className="mt-4">
          <h2 id="active-alerts" className="text-lg font-semibold">
            Active weather alerts
          </h2>
          <ul className="mt-2 space-y-2">
            {alerts.map((a) => (
              <li key={a.id} className={`rounded px-3 py-2 ${severityClasses(a.severity)}`} data-testid="emergency-alert">
                <strong>{a.event}</strong>: {a.headline}{" "}
                <a className="font-semibold underline" href={`/alerts#${a.slug}`}>
                  Full alert
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {contacts.length === 0 ? <p className="mt-8">No contacts are listed yet.</p> : null}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {contacts.map((c) => (
          <li key={c.id} className={`rounded-lg border-2 p-4 ${PRIORITY_STYLE[c.priority]}`} data-testid="service-contact">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="text-lg font-semibold">{c.name}</h2>
              <span className="text-xs font-medium uppercase tracking-wide">
                {PRIORITY_LABEL[c.priority]} · {SERVICE_TYPE_LABELS[c.type]}
              </span>
            </div>
            {c.description ? <p className="mt-1 text-sm">{c.description}</p> : null}
            <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-lg">
              <PhoneLink phone={c.phone} />
              {c.emergencyPhone && c.emergencyPhone !== c.phone ? <PhoneLink phone={c.emergencyPhone} label="Emergency" /> : null}
            </div>
            <dl className="mt-2 space-y-1 text-sm">
              {c.address ? (
                <div>
                  <dt className="sr-only">Address</dt>
                  <dd>
                    <AddressWithDirections address={c.address} />
                  </dd>
                </div>
              ) : null}
              {c.hours ? (
                <div>
                  <dt className="inline font-medium">Hours: </dt>
                  <dd className="inline">{c.hours}</dd>
                </div>
              ) : null}
              {c.website ? (
                <div>
                  <dt className="sr-only">Website</dt>
                  <dd>
                    <a href={websiteHref(c.website)} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                      Website
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
            <div className="mt-2">
              <LastVerified at={c.verifiedAt} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
