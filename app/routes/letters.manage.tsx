// /letters/manage?token=…: the letter's footer link. The reader changes topics or leaves (each a POST, then a redirect
// back here saying what was done, so a reload posts nothing again).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { LetterTopicsFieldset, topicLabels } from "~/components/letter-topics";
import { MailLanguageSelect } from "~/components/mail-language-select";
import { Link } from "~/components/site-link";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
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
  { title: data ? tr(data.m, /*i18n*/ { id: "letterPages.manageTitle", message: "Your weekly letter" }) : "Your weekly letter" },
  { name: "robots", content: "noindex" },
];

export default function ManageLetter() {
  const { known, subscribed, topics, done, m, letterLang, email, canComeBack } = useLoaderData<typeof loader>();
  if (!known) {
    return (
      <section className="mx-auto max-w-lg py-8">
        <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "letterPages.manageTitle", message: "Your weekly letter" })}</h1>
        <p className="mt-4">{tr(m, /*i18n*/ { id: "letterPages.noLongerValid", message: "This link is no longer valid." })}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "letterPages.manageTitle", message: "Your weekly letter" })}</h1>
      {email ? (
        <p data-testid="manage-address">
          {tr(m, /*i18n*/ { id: "letterPages.manageFor", message: "This page manages the letter sent to {email}." }).split("{email}")[0]}
          <strong>{email}</strong>
          {tr(m, /*i18n*/ { id: "letterPages.manageFor", message: "This page manages the letter sent to {email}." }).split("{email}")[1]}
        </p>
      ) : null}
      {done === "back" && subscribed ? (
        <p role="status">
          {tr(m, /*i18n*/ { id: "letterPages.resubscribed", message: "Welcome back: the letter comes again, with the topics you had." })}
        </p>
      ) : done === "lang" ? (
        <p role="status">
          {tr(m, /*i18n*/ { id: "letterPages.langSaved", message: "The letter and its mails will come in the language you chose." })}
        </p>
      ) : done === "left" ? (
        <p role="status">{tr(m, /*i18n*/ { id: "letterPages.left", message: "You've unsubscribed. No more letters will come." })}</p>
      ) : done === "saved" && subscribed ? (
        <p role="status">{tr(m, /*i18n*/ { id: "letterPages.saved", message: "Your topics are saved." })}</p>
      ) : !subscribed ? (
        <p role="status">
          {tr(m, /*i18n*/ { id: "letterPages.notSubscribed", message: "You're not subscribed. Choose topics below to get the letter again." })}
        </p>
      ) : null}
      {canComeBack ? (
        // One step back for a reader who left with one click: the topics they had, no confirmation mail.
        <Form method="post">
          <Button type="submit" name="intent" value="resubscribe">
            {tr(m, /*i18n*/ { id: "letterPages.subscribeAgain", message: "Subscribe again" })}
          </Button>
        </Form>
      ) : null}
      <Form method="post" className="space-y-3">
        <LetterTopicsFieldset chosen={topics} labels={topicLabels(m)} />
        <Button type="submit" name="intent" value="topics">
          {tr(m, /*i18n*/ { id: "letterPages.saveTopics", message: "Save topics" })}
        </Button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-3">
        <MailLanguageSelect
          id="letter-lang"
          label={tr(m, /*i18n*/ { id: "letterPages.letterLang", message: "Language of the letter" })}
          value={letterLang}
        />
        <Button type="submit" name="intent" value="lang" variant="secondary">
          {tr(m, /*i18n*/ { id: "letterPages.saveLetterLang", message: "Save language" })}
        </Button>
      </Form>
      <Form method="post">
        <Button type="submit" name="intent" value="leave" variant="secondary">
          {tr(m, /*i18n*/ { id: "letterPages.unsubscribe", message: "Unsubscribe from the letter" })}
        </Button>
      </Form>
      <p>
        <Link to="/letters" className="text-primary underline">
          {tr(m, /*i18n*/ { id: "letterPages.pastLetters", message: "Past letters" })}
        </Link>
      </p>
    </section>
  );
}
