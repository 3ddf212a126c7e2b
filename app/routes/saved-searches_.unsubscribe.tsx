// /saved-searches/unsubscribe?token=…: one alert's own unsubscribe. The RFC 8058 List-Unsubscribe target (a mailbox's
// one-click POST, body "List-Unsubscribe=One-Click") and the mail footer's page (a GET shows a button, whose POST removes
// it). Only that alert goes; a GET changes nothing.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { plain } from "~/lib/i18n/plain";
import { deleteAlertByManageToken, findAlertByManageToken } from "~/models/saved-searches.server";
import { alertDescriber } from "~/services/saved-searches.server";

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 64);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const row = await findAlertByManageToken(context.db, tokenOf(request));
  const what = row ? (await alertDescriber(context, context.lang, [row]))(row.kind, row.query) : null;
  return json({ what, m: messagesFor(context.lang, "alertPages") }, { status: row ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const removed = await deleteAlertByManageToken(context.db, tokenOf(request));
  return json({ removed }, { status: removed ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "alertPages.stopTitle", message: "Stop this alert" }) : "Stop this alert" },
  { name: "robots", content: "noindex" },
];

export default function StopAlert() {
  const { what, m } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = plain<"alertPages">(m);
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "alertPages.stopTitle", message: "Stop this alert" })}</h1>
      {result?.removed ? (
        <p role="status">{tr(m, /*i18n*/ { id: "alertPages.stopped", message: "This alert is stopped. Your other alerts, if any, still come." })}</p>
      ) : what && !result ? (
        <Form method="post" className="space-y-3">
          <p>{t(/*i18n*/ { id: "alertPages.stopLead", message: "You get a daily mail with what is new for this search: {what}." }, { what })}</p>
          <Button type="submit">{tr(m, /*i18n*/ { id: "alertPages.stopButton", message: "Stop this alert" })}</Button>
        </Form>
      ) : (
        <p>{tr(m, /*i18n*/ { id: "alertPages.stopGone", message: "This alert is already stopped, or the link is no longer valid." })}</p>
      )}
    </section>
  );
}
