import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { LegalPage } from "~/components/legal-page";
import type { loader as rootLoader } from "~/root";

export const loader = ({ context }: LoaderFunctionArgs) => json({ today: context.now().toISOString() });
export const meta: MetaFunction = () => [{ title: "Privacy Policy" }];

export default function Privacy() {
  const { today } = useLoaderData<typeof loader>();
  const email = useRouteLoaderData<typeof rootLoader>("root")?.supportEmail ?? "help@greenwood.example";
  return (
    <LegalPage
      title="Privacy Policy"
      today={today}
      sections={[
        {
          heading: "Information We Collect",
          body: (
            <p>
              When you sign in we receive your name, e-mail address and profile picture from the sign-in provider you choose. We store what you post
              (articles, events, listings, ads, claims and messages to support) and a record of payments you make. We do not store card numbers;
              payments are handled by our payment providers.
            </p>
          ),
        },
        {
          heading: "How We Use Information",
          body: (
            <p>
              To run your account, show what you post to the community, review submissions and business claims, process upgrades you buy, answer your
              support requests and keep the site safe from spam and abuse.
            </p>
          ),
        },
        {
          heading: "Sharing",
          body: (
            <p>
              We never sell your personal information. We share it only with the services that run the site for us (hosting, sign-in, payments), when
              the law requires it, or when you make it public yourself (for example the contact details in a listing).
            </p>
          ),
        },
        {
          heading: "Security",
          body: (
            <p>
              Sign-in sessions are stored only as one-way hashes, cookies are HttpOnly and Secure, and all traffic is encrypted. No system is perfect;
              tell us at once if you see a problem.
            </p>
          ),
        },
        {
          heading: "Your Rights",
          body: (
            <ul className="list-disc pl-6">
              <li>Access and update the information in your account.</li>
              <li>Delete your account and what you have posted.</li>
              <li>Opt out of promotional messages.</li>
              <li>Receive a copy of your data.</li>
              <li>Report concerns about how your information is handled.</li>
            </ul>
          ),
        },
        {
          heading: "Cookies",
          body: (
            <p>
              We use a session cookie to keep you signed in, short-lived cookies for sign-in security and one-time notices. We use no advertising or
              tracking cookies.
            </p>
          ),
        },
        {
          heading: "Changes",
          body: <p>If we change this policy we will update the date above and, for significant changes, tell members on the site.</p>,
        },
        {
          heading: "Contact",
          body: (
            <p>
              Questions about privacy:{" "}
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
