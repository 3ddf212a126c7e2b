// /saved-searches/manage?token=…: the alert mails' "Manage your alerts" link (issue 42). Any alert's token opens the
// list of its address's alerts, with pause, resume and stop; each POST may touch only an alert of that address.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AlertList } from "~/components/alert-list";
import { badRequest, notFound } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { formatDateIn } from "~/lib/i18n/intl";
import { plain } from "~/lib/i18n/plain";
import { alertIntentSchema } from "~/lib/saved-search";
import { flash } from "~/lib/toast.server";
import { ALERT_CHANGE_TOASTS, alertOwnerOfToken, changeOwnAlert, listAlertsFor, manageTokenOf } from "~/services/saved-searches.server";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 64);
  const m = messagesFor(context.lang, "alertManage");
  const owner = await alertOwnerOfToken(context, token);
  if (!owner) return json({ m, token: null, email: null, alerts: [] }, { status: 404, headers: NO_STORE });
  const alerts = (await listAlertsFor(context, owner, context.lang)).map(({ lastSentAt, ...a }) => ({
    ...a,
    lastMail: lastSentAt ? formatDateIn(context.lang, lastSentAt) : null,
  }));
  return json({ m, token, email: owner.email, alerts }, { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "").slice(0, 64);
  const owner = await alertOwnerOfToken(context, token);
  if (!owner) notFound();
  const parsed = alertIntentSchema.safeParse(Object.fromEntries(form));
  // Only pause, resume and stop here: a name is the member's, on /account.
  if (!parsed.success || parsed.data.intent === "alert-rename")
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  const done = await changeOwnAlert(context, owner, parsed.data);
  if (!done) notFound();
  flash(context, ALERT_CHANGE_TOASTS[done]);
  // The mail's own alert stopped: the page goes on under another of the address's tokens, if any is left.
  const next = done === "stopped" ? await manageTokenOf(context, owner) : token;
  if (!next) return json({ noneLeft: true }, { headers: NO_STORE });
  return redirect(`/saved-searches/manage?token=${next}`, { status: 303, headers: NO_STORE });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "alertManage.metaTitle", message: "Your alerts" }) : "Your alerts" },
  { name: "robots", content: "noindex" },
];

export default function ManageAlerts() {
  const { m, token, email, alerts } = useLoaderData<typeof loader>();
  const t = plain<"alertManage">(m);
  const noneLeft = useActionData<typeof action>()?.noneLeft;
  return (
    <section className="mx-auto max-w-2xl space-y-4 py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "alertManage.title", message: "Your alerts" })}</h1>
      {noneLeft ? (
        <p role="status">{tr(m, /*i18n*/ { id: "alertManage.noneLeft", message: "This address has no alerts left." })}</p>
      ) : token && email ? (
        <>
          <p className="break-words">
            {t(
              /*i18n*/ { id: "alertManage.lead", message: "The saved searches mailed to {email} once a day, only when something new matches." },
              { email },
            )}
          </p>
          {alerts.length ? (
            <AlertList alerts={alerts} m={m} hidden={{ token }} />
          ) : (
            <p role="status">{tr(m, /*i18n*/ { id: "alertManage.noneLeft", message: "This address has no alerts left." })}</p>
          )}
        </>
      ) : (
        <p>{tr(m, /*i18n*/ { id: "alertManage.gone", message: "This link is no longer valid." })}</p>
      )}
    </section>
  );
}
