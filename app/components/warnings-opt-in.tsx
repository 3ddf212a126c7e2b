// The county's warnings, offered where a resident meets danger (issue 42): /alerts, /emergency and the /warnings page.
// The push button (PushSubscribe: with JavaScript, the Push API and the site's VAPID key) and the mail form, which posts
// to /warnings: with JavaScript as a fetcher (the answer shows here), without it as a page (/warnings shows it).
import { useFetcher } from "@remix-run/react";
import { StatusButton } from "~/components/button";
import { Field } from "~/components/forms";
import { PushSubscribe, type PushText } from "~/components/push-subscribe";
import { HONEYPOT } from "~/lib/support";

/** The opt-in's words (the `warnings` namespace), as warningsOptInWords in services/warning-mail.server.ts picks them. */
export type WarningsText = Record<"heading" | "lead" | "mailLabel" | "mailButton" | "mailSending" | "mailSent" | "leaveEmpty", string>;

/** What /warnings's action answers: sent, or the address's errors with what was typed. */
export type WarningsMailResult = { sent: true } | { sent: false; errors: string[]; email: string };

export function WarningsMailForm({ text, result: pageResult }: { text: WarningsText; result?: WarningsMailResult }) {
  const fetcher = useFetcher<WarningsMailResult>();
  const result = fetcher.data ?? pageResult;
  if (result?.sent) {
    return (
      <p role="status" className="rounded border border-border p-3 text-sm" data-testid="warnings-mail-sent">
        {text.mailSent}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action="/warnings" className="flex flex-wrap items-end gap-3" data-testid="warnings-mail-form">
      <Field
        className="min-w-0 flex-1 basis-56"
        label={text.mailLabel}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={result?.email}
        errors={result?.errors}
      />
      <div aria-hidden="true" className="hidden">
        <label>
          {text.leaveEmpty} <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <StatusButton pending={fetcher.state !== "idle"} pendingText={text.mailSending}>
        {text.mailButton}
      </StatusButton>
    </fetcher.Form>
  );
}

/** The whole opt-in: a heading, what it is, the push button (or its mail sentence) and the mail form. */
export function WarningsOptIn({
  vapidPublicKey,
  push,
  text,
  result,
  headingLevel = 2,
}: {
  vapidPublicKey: string | null;
  push: PushText;
  text: WarningsText;
  result?: WarningsMailResult;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section id="warnings" aria-labelledby="warnings-heading" className="mt-6 scroll-mt-20 space-y-3 rounded-lg border-2 border-red-700 p-4">
      <Heading id="warnings-heading" className={headingLevel === 1 ? "text-2xl font-bold" : "text-lg font-semibold"}>
        {text.heading}
      </Heading>
      <p className="text-sm">{text.lead}</p>
      <PushSubscribe vapidPublicKey={vapidPublicKey} text={push} />
      <WarningsMailForm text={text} result={result} />
    </section>
  );
}
