import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import type { loader as rootLoader } from "~/root";

export const loader = ({ context }: LoaderFunctionArgs) => json({ today: context.now().toISOString() });
export const meta: MetaFunction = () => [{ title: "Terms of Service" }];

export default function Terms() {
  const { today } = useLoaderData<typeof loader>();
  const email = useRouteLoaderData<typeof rootLoader>("root")?.supportEmail ?? "help@greenwood.example";
  return (
    <LegalPage
      title="Terms of Service"
      today={today}
      sections={[
        {
          heading: "Acceptance of Terms",
          body: <p>By using this site you agree to these terms. If you do not agree, please do not use the site.</p>,
        },
        {
          heading: "Description of Service",
          body: (
            <p>
              A community website for local news, events, a business directory, classified ads, jobs and public information, with free membership and
              optional paid upgrades.
            </p>
          ),
        },
        {
          heading: "Accounts",
          body: (
            <p>
              You sign in with an outside provider and are responsible for what is posted from your account. One person, one account; keep your
              sign-in secure.
            </p>
          ),
        },
        {
          heading: "Acceptable Use",
          body: (
            <p>No spam, harassment, misleading listings or unlawful content. Weapons, illegal substances and adult content may not be advertised.</p>
          ),
        },
        {
          heading: "Content and Listings",
          body: (
            <p>
              You keep the rights to what you post and allow us to show it on the site. Submitted articles are reviewed before publication and cannot
              be edited after submission; we may remove content that breaks these terms.
            </p>
          ),
        },
        {
          heading: "Fees and Payments",
          body: (
            <p>
              Prices are shown before you pay and charged in US dollars. We give 30 days notice of any change to fees. Refund requests are considered
              case by case within 7 days of purchase; a refunded upgrade is removed.
            </p>
          ),
        },
        { heading: "Privacy", body: <p>Our Privacy Policy explains what we collect and why.</p> },
        {
          heading: "Limitation of Liability",
          body: (
            <p>
              The site is provided as is. Listings and events come from the community and outside sources; check details with the organiser or
              business.
            </p>
          ),
        },
        { heading: "Modifications", body: <p>We may update these terms; the date above shows the latest version.</p> },
        { heading: "Termination", body: <p>We may suspend accounts that break these terms. You may stop using the site at any time.</p> },
        {
          heading: "Contact",
          body: (
            <p>
              Questions about these terms:{" "}
              <a className="text-primary underline" href={`mailto:${email}`}>
                {email}
              </a>
              .
            </p>
          ),
        },
      ]}
    />
  );
}
