import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalContact, LegalPage } from "~/components/legal-page";
import { useSupportEmail } from "~/components/support-email";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  title: /*i18n*/ { id: "terms.title", message: "Terms of Service" },
  lastUpdated: /*i18n*/ { id: "terms.lastUpdated", message: "Last updated:" },
  acceptanceHeading: /*i18n*/ { id: "terms.acceptanceHeading", message: "Acceptance of Terms" },
  acceptance: /*i18n*/ {
    id: "terms.acceptance",
    message: "By using this site you agree to these terms. If you do not agree, please do not use the site.",
  },
  serviceHeading: /*i18n*/ { id: "terms.serviceHeading", message: "Description of Service" },
  service: /*i18n*/ {
    id: "terms.service",
    message:
      "A community website for local news, events, a business directory, classified ads, jobs and public information, with free membership and optional paid upgrades.",
  },
  accountsHeading: /*i18n*/ { id: "terms.accountsHeading", message: "Accounts" },
  accounts: /*i18n*/ {
    id: "terms.accounts",
    message:
      "You sign in with an outside provider and are responsible for what is posted from your account. One person, one account; keep your sign-in secure.",
  },
  useHeading: /*i18n*/ { id: "terms.useHeading", message: "Acceptable Use" },
  use: /*i18n*/ {
    id: "terms.use",
    message: "No spam, harassment, misleading listings or unlawful content. Weapons, illegal substances and adult content may not be advertised.",
  },
  contentHeading: /*i18n*/ { id: "terms.contentHeading", message: "Content and Listings" },
  content: /*i18n*/ {
    id: "terms.content",
    message:
      "You keep the rights to what you post and allow us to show it on the site. Submitted articles are reviewed before publication and cannot be edited after submission; we may remove content that breaks these terms.",
  },
  feesHeading: /*i18n*/ { id: "terms.feesHeading", message: "Fees and Payments" },
  fees: /*i18n*/ {
    id: "terms.fees",
    message:
      "Prices are shown before you pay and charged in US dollars. We give 30 days notice of any change to fees. Refund requests are considered case by case within 7 days of purchase; a refunded upgrade is removed.",
  },
  privacyHeading: /*i18n*/ { id: "terms.privacyHeading", message: "Privacy" },
  privacy: /*i18n*/ { id: "terms.privacy", message: "Our Privacy Policy explains what we collect and why." },
  liabilityHeading: /*i18n*/ { id: "terms.liabilityHeading", message: "Limitation of Liability" },
  liability: /*i18n*/ {
    id: "terms.liability",
    message:
      "The site is provided as is. Listings and events come from the community and outside sources; check details with the organiser or business.",
  },
  modificationsHeading: /*i18n*/ { id: "terms.modificationsHeading", message: "Modifications" },
  modifications: /*i18n*/ { id: "terms.modifications", message: "We may update these terms; the date above shows the latest version." },
  terminationHeading: /*i18n*/ { id: "terms.terminationHeading", message: "Termination" },
  termination: /*i18n*/ {
    id: "terms.termination",
    message: "We may suspend accounts that break these terms. You may stop using the site at any time.",
  },
  contactHeading: /*i18n*/ { id: "terms.contactHeading", message: "Contact" },
  contact: /*i18n*/ { id: "terms.contact", message: "Questions about these terms:" },
} as const;

export const loader = ({ context }: LoaderFunctionArgs) =>
  json({ today: context.now().toISOString(), lang: context.lang, m: messagesFor(context.lang, "terms") });
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "terms.title", message: "Terms of Service" }) : "Terms of Service" },
];

export default function Terms() {
  const { today, lang, m } = useLoaderData<typeof loader>();
  const email = useSupportEmail();
  return (
    <LegalPage
      title={tr(m, WORDS.title)}
      today={today}
      lang={lang}
      lastUpdated={tr(m, WORDS.lastUpdated)}
      sections={[
        {
          heading: tr(m, WORDS.acceptanceHeading),
          body: <p>{tr(m, WORDS.acceptance)}</p>,
        },
        {
          heading: tr(m, WORDS.serviceHeading),
          body: <p>{tr(m, WORDS.service)}</p>,
        },
        {
          heading: tr(m, WORDS.accountsHeading),
          body: <p>{tr(m, WORDS.accounts)}</p>,
        },
        {
          heading: tr(m, WORDS.useHeading),
          body: <p>{tr(m, WORDS.use)}</p>,
        },
        {
          heading: tr(m, WORDS.contentHeading),
          body: <p>{tr(m, WORDS.content)}</p>,
        },
        {
          heading: tr(m, WORDS.feesHeading),
          body: <p>{tr(m, WORDS.fees)}</p>,
        },
        {
          heading: tr(m, WORDS.privacyHeading),
          body: <p>{tr(m, WORDS.privacy)}</p>,
        },
        {
          heading: tr(m, WORDS.liabilityHeading),
          body: <p>{tr(m, WORDS.liability)}</p>,
        },
        {
          heading: tr(m, WORDS.modificationsHeading),
          body: <p>{tr(m, WORDS.modifications)}</p>,
        },
        {
          heading: tr(m, WORDS.terminationHeading),
          body: <p>{tr(m, WORDS.termination)}</p>,
        },
        {
          heading: tr(m, WORDS.contactHeading),
          body: <LegalContact text={tr(m, WORDS.contact)} email={email} />,
        },
      ]}
    />
  );
}
