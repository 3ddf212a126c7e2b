import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalContact, LegalPage } from "~/components/legal-page";
import { useSupportEmail } from "~/components/support-email";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";

export const loader = ({ context }: LoaderFunctionArgs) =>
  json({ today: context.now().toISOString(), lang: context.lang, m: messagesFor(context.lang, "terms") });
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: tr(data?.m, /*i18n*/ { id: "terms.title", message: "Terms of Service" }) ?? "Terms of Service" },
];

export default function Terms() {
  const { today, lang, m } = useLoaderData<typeof loader>();
  const email = useSupportEmail();
  return (
    <LegalPage
      title={tr(m, /*i18n*/ { id: "terms.title", message: "Terms of Service" })}
      today={today}
      lang={lang}
      lastUpdated={tr(m, /*i18n*/ { id: "terms.lastUpdated", message: "Last updated:" })}
      sections={[
        {
          heading: tr(m, /*i18n*/ { id: "terms.acceptanceHeading", message: "Acceptance of Terms" }),
          body: (
            <p>
              {tr(
                m,
                /*i18n*/ {
                  id: "terms.acceptance",
                  message: "By using this site you agree to these terms. If you do not agree, please do not use the site.",
                },
              )}
            </p>
          ),
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.serviceHeading", message: "Description of Service" }),
          body: (
            <p>
              {tr(
                m,
                /*i18n*/ {
                  id: "terms.service",
                  message:
                    "A community website for local news, events, a business directory, classified ads, jobs and public information, with free membership and optional paid upgrades.",
                },
              )}
            </p>
          ),
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.accountsHeading", message: "Accounts" }),
          body: (
            <p>
              {tr(
                m,
                /*i18n*/ {
                  id: "terms.accounts",
                  message:
                    "You sign in with an outside provider and are responsible for what is posted from your account. One person, one account; keep your sign-in secure.",
                },
              )}
            </p>
          ),
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.useHeading", message: "Acceptable Use" }),
          body: (
            <p>
              {tr(
                m,
                /*i18n*/ {
                  id: "terms.use",
                  message:
                    "No spam, harassment, misleading listings or unlawful content. Weapons, illegal substances and adult content may not be advertised.",
                },
              )}
            </p>
          ),
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.contentHeading", message: "Content and Listings" }),
          body: (
            <p>
              {tr(
                m,
                /*i18n*/ {
                  id: "terms.content",
                  message:
                    "You keep the rights to what you post and allow us to show it on the site. Submitted articles are reviewed before publication and cannot be edited after submission; we may remove content that breaks these terms.",
                },
              )}
            </p>
          ),
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.feesHeading", message: "Fees and Payments" }),
          body: (
            <p>
              {tr(
                m,
                /*i18n*/ {
                  id: "terms.fees",
                  message:
                    "Prices are shown before you pay and charged in US dollars. We give 30 days notice of any change to fees. Refund requests are considered case by case within 7 days of purchase; a refunded upgrade is removed.",
                },
              )}
            </p>
          ),
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.privacyHeading", message: "Privacy" }),
          body: <p>{tr(m, /*i18n*/ { id: "terms.privacy", message: "Our Privacy Policy explains what we collect and why." })}</p>,
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.liabilityHeading", message: "Limitation of Liability" }),
          body: (
            <p>
              {tr(
                m,
                /*i18n*/ {
                  id: "terms.liability",
                  message:
                    "The site is provided as is. Listings and events come from the community and outside sources; check details with the organiser or business.",
                },
              )}
            </p>
          ),
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.modificationsHeading", message: "Modifications" }),
          body: (
            <p>{tr(m, /*i18n*/ { id: "terms.modifications", message: "We may update these terms; the date above shows the latest version." })}</p>
          ),
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.terminationHeading", message: "Termination" }),
          body: (
            <p>
              {tr(
                m,
                /*i18n*/ {
                  id: "terms.termination",
                  message: "We may suspend accounts that break these terms. You may stop using the site at any time.",
                },
              )}
            </p>
          ),
        },
        {
          heading: tr(m, /*i18n*/ { id: "terms.contactHeading", message: "Contact" }),
          body: <LegalContact text={tr(m, /*i18n*/ { id: "terms.contact", message: "Questions about these terms:" })} email={email} />,
        },
      ]}
    />
  );
}
