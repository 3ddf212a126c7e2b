import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalContact, LegalPage } from "~/components/legal-page";
import { useSupportEmail } from "~/components/support-email";
import { messagesFor } from "~/lib/i18n/catalogue.server";

export const loader = ({ context }: LoaderFunctionArgs) =>
  json({ today: context.now().toISOString(), lang: context.lang, m: messagesFor(context.lang, "privacy") });
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.m.title ?? "Privacy Policy" }];

export default function Privacy() {
  const { today, lang, m } = useLoaderData<typeof loader>();
  const email = useSupportEmail();
  return (
    <LegalPage
      title={m.title}
      today={today}
      lang={lang}
      lastUpdated={m.lastUpdated}
      sections={[
        { heading: m.collectHeading, body: <p>{m.collect}</p> },
        { heading: m.useHeading, body: <p>{m.use}</p> },
        { heading: m.sharingHeading, body: <p>{m.sharing}</p> },
        { heading: m.securityHeading, body: <p>{m.security}</p> },
        {
          heading: m.rightsHeading,
          body: (
            <ul className="list-disc pl-6">
              <li>{m.right1}</li>
              <li>{m.right2}</li>
              <li>{m.right3}</li>
              <li>{m.right4}</li>
              <li>{m.right5}</li>
            </ul>
          ),
        },
        { heading: m.cookiesHeading, body: <p>{m.cookies}</p> },
        { heading: m.changesHeading, body: <p>{m.changes}</p> },
        {
          heading: m.contactHeading,
          body: <LegalContact text={m.contact} email={email} />,
        },
      ]}
    />
  );
}
