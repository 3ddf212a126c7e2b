// /letters/manage?token=…: the letter's footer link. The reader changes topics or leaves (each a POST, then a redirect
// back here saying what was done, so a reload posts nothing again).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { LetterTopicsFieldset, topicLabels } from "~/components/letter-topics";
import { MailLanguageSelect } from "~/components/mail-language-select";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { isLang } from "~/lib/i18n/lang";
import { parseTopics } from "~/lib/letter";
import { findSubscriberByManageToken, resubscribeReader, setSubscriberLang, setSubscriberTopics } from "~/models/letter-issues.server";

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 64);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const row = await findSubscriberByManageToken(context.db, tokenOf(request));
  const subscribed = row?.status === "confirmed";
  const done = new URL(request.url).searchParams.get("done");
  return json(
    {
      validation: validationFor(context.lang, "account"),
      known: Boolean(row),
      subscribed,
      topics: subscribed ? (row?.topics ?? []) : [],
      done: done === "saved" || done === "left" || done === "lang" || done === "back" ? done : null,
      // The address this page manages, and whether a reader who left (one click in their mail) can come back in one step.
      email: row?.email ?? null,
      canComeBack: row?.status === "unsubscribed" && row.confirmedAt !== null,
      letterLang: row?.lang ?? context.lang,
      m: messagesFor(context.lang, "letterPages"),
    },
    { status: row ? 200 : 404, headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const row = await findSubscriberByManageToken(context.db, tokenOf(request));
  if (!row) return json({ done: null }, { status: 404 });
  const form = await request.formData();
  if (form.get("intent") === "resubscribe") {
    await resubscribeReader(context.db, row.id, context.now());
    return redirect(`/letters/manage?token=${row.manageToken}&done=back`);
  }
  if (form.get("intent") === "lang") {
    // The reader's own choice of language for the letter and its mails (issue 42), whatever the page's language.
    const lang = form.get("lang");
    if (isLang(lang)) await setSubscriberLang(context.db, row.id, lang, context.now());
    return redirect(`/letters/manage?token=${row.manageToken}&done=lang`);
  }
  const topics = form.get("intent") === "leave" ? [] : parseTopics(form.getAll("topics"));
  // The language stays the one stored (chosen below, or the one they subscribed in): saving topics does not change it.
  await setSubscriberTopics(context.db, row.id, topics, context.now(), row.lang);
  return redirect(`/letters/manage?token=${row.manageToken}&done=${topics.length ? "saved" : "left"}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.m.manageTitle ?? "Your weekly letter" },
  { name: "robots", content: "noindex" },
];

export default function ManageLetter() {
  const { known, subscribed, topics, done, m, letterLang, email, canComeBack } = useLoaderData<typeof loader>();
  if (!known) {
    return (
      <section className="mx-auto max-w-lg py-8">
        <h1 className="text-2xl font-bold">{m.manageTitle}</h1>
        <p className="mt-4">{m.noLongerValid}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-bold">{m.manageTitle}</h1>
      {email ? (
        <p data-testid="manage-address">
          {m.manageFor.split("{email}")[0]}
          <strong>{email}</strong>
          {m.manageFor.split("{email}")[1]}
        </p>
      ) : null}
      {done === "back" && subscribed ? (
        <p role="status">{m.resubscribed}</p>
      ) : done === "lang" ? (
        <p role="status">{m.langSaved}</p>
      ) : done === "left" ? (
        <p role="status">{m.left}</p>
      ) : done === "saved" && subscribed ? (
        <p role="status">{m.saved}</p>
      ) : !subscribed ? (
        <p role="status">{m.notSubscribed}</p>
      ) : null}
      {canComeBack ? (
        // One step back for a reader who left with one click: the topics they had, no confirmation mail.
        <Form method="post">
          <Button type="submit" name="intent" value="resubscribe">
            {m.subscribeAgain}
          </Button>
        </Form>
      ) : null}
      <Form method="post" className="space-y-3">
        <LetterTopicsFieldset chosen={topics} labels={topicLabels(m)} />
        <Button type="submit" name="intent" value="topics">
          {m.saveTopics}
        </Button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <MailLanguageSelect id="letter-lang" label={m.letterLang} value={letterLang} />
        <Button type="submit" name="intent" value="lang" variant="secondary">
          {m.saveLetterLang}
        </Button>
      </Form>
      <Form method="post">
        <Button type="submit" name="intent" value="leave" variant="secondary">
          {m.unsubscribe}
        </Button>
      </Form>
      <p>
        <Link to="/letters" className="text-primary underline">
          {m.pastLetters}
        </Link>
      </p>
    </section>
  );
}
