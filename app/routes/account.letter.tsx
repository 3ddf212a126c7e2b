// /account/letter: a member's weekly letter topics (the same choices as /subscribe; no confirmation mail, the address
// is the one they sign in with).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { LetterTopicsFieldset, topicLabels } from "~/components/letter-topics";
import { Link } from "~/components/site-link";
import { badRequest } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { plain } from "~/lib/i18n/plain";
import { parseTopics } from "~/lib/letter";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { requireUser } from "~/services/auth.server";
import { memberLetterTopics, saveMemberLetterTopics } from "~/services/letter.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return json({
    email: user.email,
    topics: await memberLetterTopics(context, user),
    m: messagesFor(context.lang, "account"),
    // The topics' names, shared with /subscribe and the manage page.
    letterWords: messagesFor(context.lang, "letterPages"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await request.formData();
  // The page's two buttons name what they do; a post that names neither changes nothing.
  const intent = z.enum(["topics", "leave"]).safeParse(form.get("intent"));
  if (!intent.success)
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  const topics = intent.data === "leave" ? [] : parseTopics(form.getAll("topics"));
  await saveMemberLetterTopics(context, user, topics);
  flash(context, {
    title: /*i18n*/ { id: "toasts.Preferences Saved", message: "Preferences Saved" },
    description: topics.length
      ? /*i18n*/ { id: "toasts.Your weekly letter topics have been saved.", message: "Your weekly letter topics have been saved." }
      : /*i18n*/ { id: "toasts.You will no longer get the weekly letter.", message: "You will no longer get the weekly letter." },
  });
  return redirect("/account/letter");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "account.letterTitle", message: "Weekly letter" }) : "Weekly letter" },
  { name: "robots", content: "noindex" },
];

export default function AccountLetter() {
  const { email, topics, m, letterWords } = useLoaderData<typeof loader>();
  const t = plain<"account">(m);
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <p>
        <Link to="/account" className="text-primary underline">
          {tr(m, /*i18n*/ { id: "account.backToAccount", message: "Back to your account" })}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "account.letterTitle", message: "Weekly letter" })}</h1>
      <p>
        {t(
          topics.length
            ? /*i18n*/ { id: "account.sentTo", message: "Sent to {email} once a week." }
            : /*i18n*/ { id: "account.notGetting", message: "You don't get the weekly letter. Choose topics to get it at {email}." },
          { email },
        )}
      </p>
      <Form method="post" className="space-y-3">
        <LetterTopicsFieldset chosen={topics} labels={topicLabels(letterWords)} />
        <Button type="submit" name="intent" value="topics">
          {tr(m, /*i18n*/ { id: "account.saveTopics", message: "Save topics" })}
        </Button>
      </Form>
      {topics.length ? (
        <Form method="post">
          <Button type="submit" name="intent" value="leave" variant="secondary">
            {tr(m, /*i18n*/ { id: "account.stopLetter", message: "Stop the weekly letter" })}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}
