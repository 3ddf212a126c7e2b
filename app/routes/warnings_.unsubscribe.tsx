// /warnings/unsubscribe?token=…: warnings by mail stopped (issue 42). The RFC 8058 List-Unsubscribe target (a mailbox's
// one-click POST, body "List-Unsubscribe=One-Click") and the mail footer's page (a GET shows a button whose POST stops
// them). A GET changes nothing.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { plain } from "~/lib/i18n/plain";
import { z } from "~/lib/zod";
import { stopWarningsByMail, warningsAddressOf } from "~/services/warning-mail.server";

const tokenOf = (request: Request) => {
  const parsed = z
    .string()
    .trim()
    .min(1)
    .max(64)
    .safeParse(new URL(request.url).searchParams.get("token") ?? "");
  return parsed.success ? parsed.data : "";
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const found = await warningsAddressOf(context, tokenOf(request));
  return json(
    { email: found?.email ?? null, m: messagesFor(context.lang, "warnings") },
    { status: found ? 200 : 404, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const removed = await stopWarningsByMail(context, tokenOf(request));
  return json({ removed }, { status: removed ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "warnings.stopTitle", message: "Stop warnings by e-mail" }) : "Stop warnings by e-mail" },
  { name: "robots", content: "noindex" },
];

export default function StopWarnings() {
  const { email, m } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = plain<"warnings">(m);
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "warnings.stopTitle", message: "Stop warnings by e-mail" })}</h1>
      {result?.removed ? (
        <p role="status">{tr(m, /*i18n*/ { id: "warnings.stopped", message: "Done: no more warnings will come to this address." })}</p>
      ) : email && !result ? (
        <Form method="post" className="space-y-3">
          <p>{t(/*i18n*/ { id: "warnings.stopLead", message: "Stop sending the weather warnings for our county to {email}?" }, { email })}</p>
          <Button type="submit">{tr(m, /*i18n*/ { id: "warnings.stopButton", message: "Stop warnings" })}</Button>
        </Form>
      ) : (
        <p>{tr(m, /*i18n*/ { id: "warnings.stopGone", message: "This address gets no warnings by e-mail." })}</p>
      )}
    </section>
  );
}
