// /warnings/confirm?token=…: the confirm mail's link (issue 42). Opening it (a GET, as a mail scanner does) confirms
// nothing; the button's POST does.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { plain } from "~/lib/i18n/plain";
import { keepAfterTokenPost } from "~/lib/one-time-link";
import { z } from "~/lib/zod";
import { confirmWarningsByMail, findWarningsConfirmation } from "~/services/warning-mail.server";

const tokenSchema = z.string().trim().min(1).max(64);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenSchema.safeParse(new URL(request.url).searchParams.get("token") ?? "");
  const row = token.success ? await findWarningsConfirmation(context, token.data) : null;
  return json(
    { token: row && token.success ? token.data : null, email: row?.email ?? null, m: messagesFor(context.lang, "warnings") },
    { status: row ? 200 : 410, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = tokenSchema.safeParse((await request.formData()).get("token") ?? "");
  const done = token.success ? await confirmWarningsByMail(context, token.data) : null;
  return json({ email: done?.email ?? null }, { status: done ? 200 : 410, headers: { "Cache-Control": "no-store" } });
}

export const shouldRevalidate = keepAfterTokenPost;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "warnings.confirmTitle", message: "Confirm warnings by e-mail" }) : "Confirm warnings by e-mail" },
  { name: "robots", content: "noindex" },
];

export default function ConfirmWarnings() {
  const { token, email, m } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = plain<"warnings">(m);
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "warnings.confirmTitle", message: "Confirm warnings by e-mail" })}</h1>
      {result?.email ? (
        <div role="status" className="space-y-2">
          <p>
            {t(
              /*i18n*/ { id: "warnings.confirmed", message: "Done: the weather warnings for our county will come to {email}." },
              { email: result.email },
            )}
          </p>
          <Link to="/alerts" className="text-primary underline">
            {tr(m, /*i18n*/ { id: "warnings.seeAlerts", message: "Weather alerts" })}
          </Link>
        </div>
      ) : token && email && !result ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="token" value={token} />
          <p>{t(/*i18n*/ { id: "warnings.confirmLead", message: "Send the weather warnings for our county to {email}?" }, { email })}</p>
          <Button type="submit">{tr(m, /*i18n*/ { id: "warnings.confirmButton", message: "Yes, send me warnings" })}</Button>
        </Form>
      ) : (
        <p>
          {tr(
            m,
            /*i18n*/ {
              id: "warnings.confirmGone",
              message: "This link has expired or was already used. You can ask again on the weather alerts page.",
            },
          )}{" "}
          <Link to="/alerts#warnings" className="text-primary underline">
            {tr(m, /*i18n*/ { id: "warnings.seeAlerts", message: "Weather alerts" })}
          </Link>
        </p>
      )}
    </section>
  );
}
