// /subscribe/confirm?token=…: the mailed link. Opening it (a GET, as a mail scanner does) confirms nothing; the button's
// POST does.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { topicLabels } from "~/components/letter-topics";
import { LetterWhen } from "~/components/letter-when";
import { Link } from "~/components/site-link";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { keepAfterTokenPost } from "~/lib/one-time-link";
import { confirmSubscription, findConfirmation, letterTimetable, manageLinkFor } from "~/services/letter.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const row = await findConfirmation(context, token);
  return json(
    {
      token: row ? token : null,
      topics: row?.pendingTopics ?? [],
      m: messagesFor(context.lang, "letterPages"),
      timetable: await letterTimetable(context),
    },
    { status: row ? 200 : 410, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const row = await confirmSubscription(context, String(form.get("token") ?? "").slice(0, 64));
  if (!row) return json({ confirmed: false as const, manageUrl: null }, { status: 410 });
  return json({ confirmed: true as const, manageUrl: manageLinkFor(context, row.manageToken) });
}

export const shouldRevalidate = keepAfterTokenPost;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "letterPages.confirmTitle", message: "Confirm your subscription" }) : "Confirm your subscription" },
  { name: "robots", content: "noindex" },
];

export default function ConfirmSubscription() {
  const { token, topics, m, timetable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "letterPages.confirmTitle", message: "Confirm your subscription" })}</h1>
      {result?.confirmed ? (
        <div role="status" className="space-y-2">
          <p>{tr(m, /*i18n*/ { id: "letterPages.confirmed", message: "You're subscribed." })}</p>
          <LetterWhen timetable={timetable} m={m} />
          <p>
            <a href={result.manageUrl} className="text-primary underline">
              {tr(m, /*i18n*/ { id: "letterPages.changeTopics", message: "Change your topics or unsubscribe" })}
            </a>
          </p>
        </div>
      ) : token && !result ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="token" value={token} />
          <p>
            {tr(m, /*i18n*/ { id: "letterPages.getWith", message: "Get the weekly letter with: {topics}." }).replace(
              "{topics}",
              topics.map((t) => topicLabels(m).topics[t]).join(", "),
            )}
          </p>
          <LetterWhen timetable={timetable} m={m} />
          <Button type="submit">{tr(m, /*i18n*/ { id: "letterPages.confirmButton", message: "Confirm my subscription" })}</Button>
        </Form>
      ) : (
        <p>
          {tr(m, /*i18n*/ { id: "letterPages.noLongerValid", message: "This link is no longer valid." })}{" "}
          <Link to="/subscribe" className="text-primary underline">
            {tr(m, /*i18n*/ { id: "letterPages.subscribeAgain", message: "Subscribe again" })}
          </Link>
          .
        </p>
      )}
    </section>
  );
}
