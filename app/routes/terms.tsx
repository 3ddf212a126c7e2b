import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LegalContact, LegalPage } from "~/components/legal-page";
import { useSupportEmail } from "~/components/support-email";
import { messagesFor } from "~/lib/i18n/catalogue.server";

export const loader = ({ context }: LoaderFunctionArgs) =>
  json({ today: context.now().toISOString(), lang: context.lang, m: messagesFor(context.lang, "terms") });
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.m.title ?? "Terms of Service" }];

export default function Terms() {
  const { today, lang, m } = useLoaderData<typeof loader>();
  const email = useSupportEmail();
  return (
    <LegalPage
      title={m.title}
      today={today}
      lang={lang}
      lastUpdated={m.lastUpdated}
      sections={[
        { heading: m.acceptanceHeading, body: <p>{m.acceptance}</p> },
        { heading: m.serviceHeading, body: <p>{m.service}</p> },
        { heading: m.accountsHeading, body: <p>{m.accounts}</p> },
        { heading: m.useHeading, body: <p>{m.use}</p> },
        { heading: m.contentHeading, body: <p>{m.content}</p> },
        { heading: m.feesHeading, body: <p>{m.fees}</p> },
        { heading: m.privacyHeading, body: <p>{m.privacy}</p> },
        { heading: m.liabilityHeading, body: <p>{m.liability}</p> },
        { heading: m.modificationsHeading, body: <p>{m.modifications}</p> },
        { heading: m.terminationHeading, body: <p>{m.termination}</p> },
        {
          heading: m.contactHeading,
          body: <LegalContact text={m.contact} email={email} />,
        },
      ]}
    />
  );
}
