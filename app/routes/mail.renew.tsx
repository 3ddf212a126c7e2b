// /mail/renew?token=…: the one-click renew link of an expiry reminder. GET only shows what will be renewed (mail
// scanners open links); the button POSTs, and the single-use token works once.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import { longDateIn } from "~/lib/i18n/account-format";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { flash, toastMessage } from "~/lib/toast.server";
import { findRenewToken, renewFromReminder } from "~/services/reminders.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const row = await findRenewToken(context, token);
  const m = messagesFor(context.lang, "mailLinks");
  return json(
    {
      token: row ? token : null,
      kind:
        row?.purpose === "renew:job"
          ? tr(m, /*i18n*/ { id: "mailLinks.kind_job", message: "job post" })
          : tr(m, /*i18n*/ { id: "mailLinks.kind_classified", message: "classified ad" }),
      m,
    },
    { status: row ? 200 : 410 },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "").slice(0, 64);
  const renewed = await renewFromReminder(context, token);
  if (!renewed) return json({ error: "This renew link has already been used or has expired." }, { status: 410 });
  // The date in the reader's language; the sentence around it is translated by the toast (its {date} template).
  flash(context, {
    title: /*i18n*/ { id: "toasts.Renewed", message: "Renewed" },
    description: toastMessage(
      /*i18n*/ { id: "toasts.Your listing now runs until {date}.", message: "Your listing now runs until {date}." },
      { date: longDateIn(context.lang, renewed.expiresAt) },
    ),
  });
  return redirect(renewed.kind === "job" ? "/account/jobs" : "/account/classifieds");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "mailLinks.renewMeta", message: "Renew your listing" }) : "Renew your listing" },
  { name: "robots", content: "noindex" },
];

export default function Renew() {
  const { token, kind, m } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-lg py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "mailLinks.renewTitle", message: "Renew your listing" })}</h1>
      {token ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <p>{tr(m, /*i18n*/ { id: "mailLinks.renewQuestion", message: "Renew your {kind} for 30 more days?" }).replace("{kind}", kind)}</p>
          <Button className="mt-3">{tr(m, /*i18n*/ { id: "mailLinks.renewButton", message: "Renew for 30 days" })}</Button>
        </Form>
      ) : (
        <p className="mt-4">
          {tr(m, /*i18n*/ { id: "mailLinks.renewGone", message: "This renew link has already been used or has expired. You can renew from" })}{" "}
          <Link className="underline" to="/account">
            {tr(m, /*i18n*/ { id: "mailLinks.yourAccount", message: "your account" })}
          </Link>
          .
        </p>
      )}
    </section>
  );
}
