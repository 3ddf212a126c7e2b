// /emergency ('Government Services'): emergency, city and county contacts, emergency first and 911 at the top.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { severityClasses } from "~/components/alert-strip";
import { AddressWithDirections, LastVerified, PhoneLink } from "~/components/civic-contact-details";
import { WarningsOptIn } from "~/components/warnings-opt-in";
import { compiledFor, formatMessage } from "~/lib/i18n/catalogue.server";
import { icu, peopleWroteLang, type T } from "~/lib/i18n/format";
import { websiteHref } from "~/lib/phone";
import { townOfMatches } from "~/lib/towns";
import { listServiceContacts } from "~/models/service-contacts.server";
import { warningsOptInData } from "~/services/warning-mail.server";
import { getActiveAlerts } from "~/services/weather.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const [contacts, config, warnings] = await Promise.all([listServiceContacts(context.db), context.siteConfig(), warningsOptInData(context)]);
  // The active weather alerts for the town's county (cached; nothing when there are none or the service fails).
  const alerts = config.features.weather.enabled ? await getActiveAlerts(context) : [];
  return json({
    lang: context.lang,
    messages: compiledFor(context.lang, "civic"),
    // The warnings' opt-in (push and mail, issue 42), after the contacts (911 stays at the top); the active alerts link to it.
    warnings,
    getWarnings: formatMessage(context.lang, /*i18n*/ { id: "shell.getWarnings", message: "Get warnings by phone or e-mail" }),
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

const PRIORITY_STYLE = {
  emergency: "border-red-700 bg-red-50 text-red-950",
  urgent: "border-amber-600",
  normal: "border-border",
} as const;

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type Text = { t: T<"civic">; wrote: ReturnType<typeof peopleWroteLang> };

function ActiveAlerts({ alerts, getWarnings, t, wrote }: Text & { alerts: Data["alerts"]; getWarnings: string }) {
  if (!alerts.length) return null;
  return (
    <section aria-labelledby="active-alerts" className="mt-4">
      <h2 id="active-alerts" className="text-lg font-semibold">
        {t(/*i18n*/ { id: "civic.activeAlerts", message: "Active weather alerts" })}
      </h2>
      <ul className="mt-2 space-y-2">
        {alerts.map((a) => (
          <li key={a.id} className={`rounded px-3 py-2 ${severityClasses(a.severity)}`} data-testid="emergency-alert">
            <span lang={wrote}>
              <strong>{a.event}</strong>: {a.headline}
            </span>{" "}
            <a className="font-semibold underline" href={`/alerts#${a.slug}`}>
              {t(/*i18n*/ { id: "civic.fullAlert", message: "Full alert" })}
            </a>
          </li>
        ))}
      </ul>
      <a className="mt-2 inline-block font-semibold text-primary underline" href="#warnings">
        {getWarnings}
      </a>
    </section>
  );
}

/** The contact's address (with directions), hours and website, those it has. */
function ContactDetails({ c, t, wrote }: Text & { c: Data["contacts"][number] }) {
  return (
    <dl className="mt-2 space-y-1 text-sm">
      {c.address ? (
        <div>
          <dt className="sr-only">{t(/*i18n*/ { id: "civic.address", message: "Address" })}</dt>
          <dd>
            <AddressWithDirections address={c.address} directions={t(/*i18n*/ { id: "civic.directions", message: "Directions" })} lang={wrote} />
          </dd>
        </div>
      ) : null}
      {c.hours ? (
        <div>
          <dt className="inline font-medium">{t(/*i18n*/ { id: "civic.hours", message: "Hours: " })}</dt>
          <dd className="inline" lang={wrote}>
            {c.hours}
          </dd>
        </div>
      ) : null}
      {c.website ? (
        <div>
          <dt className="sr-only">{t(/*i18n*/ { id: "civic.website", message: "Website" })}</dt>
          <dd>
            <a href={websiteHref(c.website)} target="_blank" rel="noopener noreferrer" className="text-primary underline">
              {t(/*i18n*/ { id: "civic.website", message: "Website" })}
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function ContactCard({
  c,
  t,
  wrote,
  lang,
  verified,
}: Text & { c: Data["contacts"][number]; lang: Data["lang"]; verified: { lastVerified: (date: string) => string; notVerified: string } }) {
  return (
    <li className={`rounded-lg border-2 p-4 ${PRIORITY_STYLE[c.priority]}`} data-testid="service-contact">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold" lang={wrote}>
          {c.name}
        </h2>
        <span className="text-xs font-medium uppercase tracking-wide">
          {t(
            (
              {
                emergency: /*i18n*/ { id: "civic.priority_emergency", message: "Emergency" },
                urgent: /*i18n*/ { id: "civic.priority_urgent", message: "Urgent" },
                normal: /*i18n*/ { id: "civic.priority_normal", message: "Services" },
              } as const
            )[c.priority],
          )}{" "}
          ·{" "}
          {t(
            (
              {
                police: /*i18n*/ { id: "civic.type_police", message: "Police" },
                fire: /*i18n*/ { id: "civic.type_fire", message: "Fire" },
                medical: /*i18n*/ { id: "civic.type_medical", message: "Medical" },
                utility: /*i18n*/ { id: "civic.type_utility", message: "Utilities" },
                city: /*i18n*/ { id: "civic.type_city", message: "City & County" },
                other: /*i18n*/ { id: "civic.type_other", message: "Other" },
              } as const
            )[c.type],
          )}
        </span>
      </div>
      {c.description ? (
        <p className="mt-1 text-sm" lang={wrote}>
          {c.description}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-lg">
        <PhoneLink phone={c.phone} />
        {c.emergencyPhone && c.emergencyPhone !== c.phone ? (
          <PhoneLink phone={c.emergencyPhone} label={t(/*i18n*/ { id: "civic.emergencyPhone", message: "Emergency" })} />
        ) : null}
      </div>
      <ContactDetails c={c} t={t} wrote={wrote} />
      <div className="mt-2">
        <LastVerified at={c.verifiedAt} lang={lang} labels={verified} />
      </div>
    </li>
  );
}

export default function GovernmentServices() {
  const { contacts, alerts, warnings, getWarnings, lang, messages } = useLoaderData<typeof loader>();
  const t = icu<"civic">(lang, messages);
  const wrote = peopleWroteLang(lang);
  const verified = {
    lastVerified: (date: string) => t(/*i18n*/ { id: "civic.lastVerified", message: "Last verified {date}" }, { date }),
    notVerified: t(/*i18n*/ { id: "civic.notVerified", message: "Not yet verified" }),
  };
  return (
    <div>
      <h1 className="text-3xl font-bold">{t(/*i18n*/ { id: "civic.title", message: "Government Services" })}</h1>
      <p className="mt-2 max-w-2xl opacity-80">
        {t(
          /*i18n*/ {
            id: "civic.lead",
            message: "In an emergency call 911. For everything else: police, fire, medical, utilities and city and county offices.",
          },
        )}
      </p>
      <ActiveAlerts alerts={alerts} getWarnings={getWarnings} t={t} wrote={wrote} />
      {contacts.length === 0 ? <p className="mt-8">{t(/*i18n*/ { id: "civic.empty", message: "No contacts are listed yet." })}</p> : null}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {contacts.map((c) => (
          <ContactCard key={c.id} c={c} t={t} wrote={wrote} lang={lang} verified={verified} />
        ))}
      </ul>
      <WarningsOptIn {...warnings} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Government Services" }];
  const t = icu<"civic">(data.lang, data.messages);
  return [
    { title: t(/*i18n*/ { id: "civic.metaTitle", message: "Government Services" }) },
    {
      name: "description",
      content: t(
        /*i18n*/ {
          id: "civic.metaDescription",
          message: "Emergency numbers, police, fire, medical, utilities and city and county offices for {town}.",
        },
        { town: townOfMatches(matches).fullName },
      ),
    },
  ];
};
