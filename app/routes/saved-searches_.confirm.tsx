// /saved-searches/confirm?token=…: an alert's mailed link. Opening it (a GET, as a mail scanner does) confirms nothing;
// the button's POST does.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { plain } from "~/lib/i18n/plain";
import { keepAfterTokenPost } from "~/lib/one-time-link";
import { MAX_ALERTS_PER_ADDRESS, alertPagePath, alertUnsubscribeUrl } from "~/lib/saved-search";
import { alertDescriber, confirmAlertRequest, findAlertConfirmation } from "~/services/saved-searches.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 64);
  const row = await findAlertConfirmation(context, token);
  return json(
    // The search in words may quote what was typed: this page is opened from the mailbox the alert goes to.
    {
      token: row ? token : null,
      what: row ? (await alertDescriber(context, context.lang, [row]))(row.kind, row.query) : null,
      m: messagesFor(context.lang, "alertPages"),
    },
    { status: row ? 200 : 410, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const outcome = await confirmAlertRequest(context, String(form.get("token") ?? "").slice(0, 64));
  if (outcome.result === "gone") return json({ confirmed: false as const, message: null, page: null, stop: null }, { status: 410 });
  if (outcome.result === "limit")
    return json({ confirmed: false as const, message: MAX_ALERTS_PER_ADDRESS, page: null, stop: null }, { status: 409 });
  const { kind, query, manageToken } = outcome.alert;
  return json({ confirmed: true as const, message: null, page: alertPagePath(kind, query), stop: alertUnsubscribeUrl("", manageToken) });
}

export const shouldRevalidate = keepAfterTokenPost;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "alertPages.confirmTitle", message: "Confirm your alert" }) : "Confirm your alert" },
  { name: "robots", content: "noindex" },
];

export default function ConfirmAlert() {
  const { token, what, m } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = plain<"alertPages">(m);
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "alertPages.confirmTitle", message: "Confirm your alert" })}</h1>
      {result?.confirmed ? (
        <div role="status" className="space-y-2">
          <p>
            {tr(
              m,
              /*i18n*/ {
                id: "alertPages.confirmed",
                message: "Your alert is on. New matches come by mail once a day, only when there is something new.",
              },
            )}
          </p>
          <p className="flex flex-wrap gap-4">
            <Link to={result.page} className="text-primary underline">
              {tr(m, /*i18n*/ { id: "alertPages.seeSearch", message: "See the search" })}
            </Link>
            <Link to={result.stop} className="text-primary underline">
              {tr(m, /*i18n*/ { id: "alertPages.stopAlert", message: "Stop this alert" })}
            </Link>
          </p>
        </div>
      ) : result?.message ? (
        <p role="alert">
          {t(
            /*i18n*/ {
              id: "alertPages.limit",
              message: "An address can have at most {max} alerts. Stop one from the link in its mail before adding another.",
            },
            { max: result.message },
          )}
        </p>
      ) : token && !result ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="token" value={token} />
          <p>
            {t(
              /*i18n*/ { id: "alertPages.confirmLead", message: "Get a daily mail with what is new for this search: {what}." },
              { what: what ?? "" },
            )}
          </p>
          <Button type="submit">{tr(m, /*i18n*/ { id: "alertPages.confirmButton", message: "Confirm my alert" })}</Button>
        </Form>
      ) : (
        <p>{tr(m, /*i18n*/ { id: "alertPages.gone", message: "This link is no longer valid." })}</p>
      )}
    </section>
  );
}
