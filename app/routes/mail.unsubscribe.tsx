// /mail/unsubscribe?token=…: the List-Unsubscribe target of optional mails. A mailbox's one-click POST (RFC 8058,
// body "List-Unsubscribe=One-Click") or the button on this page turns that kind of mail off.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { OPTIONAL_MAIL_KINDS, type OptionalMailKind } from "~/lib/vocabulary";
import { setMailPrefs } from "~/models/account.server";
import { findMailToken } from "~/models/mail-messages.server";
import { getUserById } from "~/models/user.server";

async function tokenRow(context: LoaderFunctionArgs["context"], token: string) {
  for (const kind of OPTIONAL_MAIL_KINDS) {
    const row = await findMailToken(context.db, token, `unsubscribe:${kind}`, context.now());
    if (row) return { row, kind: kind as OptionalMailKind };
  }
  return null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await tokenRow(context, token);
  return json({ token: found ? token : null, kind: found?.kind ?? null, m: messagesFor(context.lang, "mailLinks") }, { status: found ? 200 : 410 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const form = await request.formData().catch(() => new FormData());
  const token = String(form.get("token") ?? url.searchParams.get("token") ?? "").slice(0, 64);
  const found = await tokenRow(context, token);
  // An unknown (or used up) token: 404, as every one-click target answers it (lib/origin.server.ts).
  if (!found) return json({ done: false }, { status: 404 });
  const user = await getUserById(context.db, found.row.userId);
  if (user) await setMailPrefs(context.db, user.id, { ...(user.mailPrefs ?? {}), [found.kind]: false }, context.now());
  return json({ done: true });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "mailLinks.unsubscribeMeta", message: "Unsubscribe" }) : "Unsubscribe" },
  { name: "robots", content: "noindex" },
];

/** What each kind of link turns off, asked before it does. */
const QUESTIONS = {
  "expiry-reminder": /*i18n*/ { id: "mailLinks.question_expiry-reminder", message: "Stop e-mail reminders before your listings expire?" },
  "event-reminder": /*i18n*/ { id: "mailLinks.question_event-reminder", message: "Stop e-mail reminders the day before events you're going to?" },
} as const satisfies Record<OptionalMailKind, unknown>;

export default function Unsubscribe() {
  const { token, kind, m } = useLoaderData<typeof loader>();
  /** What the link turns off, asked before it does. */
  const question = (k: OptionalMailKind) => tr(m, QUESTIONS[k]);
  const result = useActionData<typeof action>();
  return (
    <section className="mx-auto max-w-lg py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "mailLinks.unsubscribeTitle", message: "Unsubscribe" })}</h1>
      {result?.done ? (
        <p className="mt-4">
          {tr(
            m,
            /*i18n*/ { id: "mailLinks.unsubscribed", message: "You will no longer get these reminders. You can turn them back on in your account." },
          )}
        </p>
      ) : token ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <p>{question(kind ?? "expiry-reminder")}</p>
          <Button className="mt-3">{tr(m, /*i18n*/ { id: "mailLinks.unsubscribeButton", message: "Unsubscribe" })}</Button>
        </Form>
      ) : (
        <p className="mt-4">{tr(m, /*i18n*/ { id: "mailLinks.noLonger", message: "This link is no longer valid." })}</p>
      )}
    </section>
  );
}
