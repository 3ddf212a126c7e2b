import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalContact, LegalPage } from "~/components/legal-page";
import { useSupportEmail } from "~/components/support-email";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  title: /*i18n*/ { id: "privacy.title", message: "Privacy Policy" },
  lastUpdated: /*i18n*/ { id: "privacy.lastUpdated", message: "Last updated:" },
  collectHeading: /*i18n*/ { id: "privacy.collectHeading", message: "Information We Collect" },
  collect: /*i18n*/ {
    id: "privacy.collect",
    message:
      "When you sign in we receive your name, e-mail address and profile picture from the sign-in provider you choose. We store what you post (articles, events, listings, ads, claims and messages to support) and a record of payments you make. We do not store card numbers; payments are handled by our payment providers.",
  },
  useHeading: /*i18n*/ { id: "privacy.useHeading", message: "How We Use Information" },
  use: /*i18n*/ {
    id: "privacy.use",
    message:
      "To run your account, show what you post to the community, review submissions and business claims, process upgrades you buy, answer your support requests and keep the site safe from spam and abuse.",
  },
  sharingHeading: /*i18n*/ { id: "privacy.sharingHeading", message: "Sharing" },
  sharing: /*i18n*/ {
    id: "privacy.sharing",
    message:
      "We never sell your personal information. We share it only with the services that run the site for us (hosting, sign-in, payments), when the law requires it, or when you make it public yourself (for example the contact details in a listing).",
  },
  securityHeading: /*i18n*/ { id: "privacy.securityHeading", message: "Security" },
  security: /*i18n*/ {
    id: "privacy.security",
    message:
      "Sign-in sessions are stored only as one-way hashes, cookies are HttpOnly and Secure, and all traffic is encrypted. No system is perfect; tell us at once if you see a problem.",
  },
  rightsHeading: /*i18n*/ { id: "privacy.rightsHeading", message: "Your Rights" },
  right1: /*i18n*/ { id: "privacy.right1", message: "Access and update the information in your account." },
  right2: /*i18n*/ { id: "privacy.right2", message: "Delete your account and what you have posted." },
  right3: /*i18n*/ { id: "privacy.right3", message: "Opt out of promotional messages." },
  right4: /*i18n*/ { id: "privacy.right4", message: "Receive a copy of your data." },
  right5: /*i18n*/ { id: "privacy.right5", message: "Report concerns about how your information is handled." },
  cookiesHeading: /*i18n*/ { id: "privacy.cookiesHeading", message: "Cookies" },
  cookies: /*i18n*/ {
    id: "privacy.cookies",
    message:
      "We use a session cookie to keep you signed in, short-lived cookies for sign-in security and one-time notices. We use no advertising or tracking cookies.",
  },
  changesHeading: /*i18n*/ { id: "privacy.changesHeading", message: "Changes" },
  changes: /*i18n*/ {
    id: "privacy.changes",
    message: "If we change this policy we will update the date above and, for significant changes, tell members on the site.",
  },
  contactHeading: /*i18n*/ { id: "privacy.contactHeading", message: "Contact" },
  contact: /*i18n*/ { id: "privacy.contact", message: "Questions about privacy:" },
} as const;

export const loader = ({ context }: LoaderFunctionArgs) =>
  json({ today: context.now().toISOString(), lang: context.lang, m: messagesFor(context.lang, "privacy") });
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "privacy.title", message: "Privacy Policy" }) : "Privacy Policy" },
];

export default function Privacy() {
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
          heading: tr(m, WORDS.collectHeading),
          body: <p>{tr(m, WORDS.collect)}</p>,
        },
        {
          heading: tr(m, WORDS.useHeading),
          body: <p>{tr(m, WORDS.use)}</p>,
        },
        {
          heading: tr(m, WORDS.sharingHeading),
          body: <p>{tr(m, WORDS.sharing)}</p>,
        },
        {
          heading: tr(m, WORDS.securityHeading),
          body: <p>{tr(m, WORDS.security)}</p>,
        },
        {
          heading: tr(m, WORDS.rightsHeading),
          body: (
            <ul className="list-disc pl-6">
              <li>{tr(m, WORDS.right1)}</li>
              <li>{tr(m, WORDS.right2)}</li>
              <li>{tr(m, WORDS.right3)}</li>
              <li>{tr(m, WORDS.right4)}</li>
              <li>{tr(m, WORDS.right5)}</li>
            </ul>
          ),
        },
        {
          heading: tr(m, WORDS.cookiesHeading),
          body: <p>{tr(m, WORDS.cookies)}</p>,
        },
        {
          heading: tr(m, WORDS.changesHeading),
          body: <p>{tr(m, WORDS.changes)}</p>,
        },
        {
          heading: tr(m, WORDS.contactHeading),
          body: <LegalContact text={tr(m, WORDS.contact)} email={email} />,
        },
      ]}
    />
  );
}
