// /subscribe/confirm?token=…: the mailed link. Opening it (a GET, as a mail scanner does) confirms nothing; the button's
// POST does.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { LETTER_TOPIC_LABELS } from "~/lib/letter";
import { confirmSubscription, findConfirmation, manageLinkFor } from "~/services/letter.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const row = await findConfirmation(context, token);
  return json({ token: row ? token : null, topics: row?.pendingTopics ?? [] }, { status: row ? 200 : 410, headers: { "Cache-Control": "no-store" } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const row = await confirmSubscription(context, String(form.get("token") ?? "").slice(0, 64));
  if (!row) return json({ confirmed: false as const, manageUrl: null }, { status: 410 });
  return json({ confirmed: true as const, manageUrl: manageLinkFor(context, row.manageToken) });
}

export const meta: MetaFunction = () => [{ title: "Confirm your subscription" }, { name: "robots", content: "noindex" }];

export default function ConfirmSubscription() {
  const { token, topics } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-bold">Confirm your subscription</h1>
      {result?.confirmed ? (
        <div role="status" className="space-y-2">
          <p>You&apos;re subscribed. The next letter comes on its day.</p>
          <p>
            <a href={result.manageUrl} className="text-primary underline">
              Change your topics or unsubscribe
            </a>
          </p>
        </div>
      ) : token && !result ? (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="token" value={token} />
          <p>Get the weekly letter with: {topics.map((t) => LETTER_TOPIC_LABELS[t]).join(", ")}.</p>
          <Button type="submit">Confirm my subscription</Button>
        </Form>
      ) : (
        <p>
          This link is no longer valid.{" "}
          <Link to="/subscribe" className="text-primary underline">
            Subscribe again
          </Link>
          .
        </p>
      )}
    </section>
  );
}
