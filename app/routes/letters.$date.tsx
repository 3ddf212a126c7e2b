// /letters/{date}: one issue as it was mailed, less what moderation has removed since, rendered by the letter's one
// template (without a reader's footer).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { notFound } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { LETTER_TOPICS, letterSubject } from "~/lib/letter";
import { renderLetter } from "~/lib/letter-mail.server";
import { getIssueByDate } from "~/models/letter-issues.server";
import { letterContentNow, letterRenderInput } from "~/services/letter.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const date = params.date ?? "";
  const issue = /^\d{4}-\d{2}-\d{2}$/.test(date) ? await getIssueByDate(context.db, date) : null;
  if (!issue) notFound();
  // As mailed, less what moderation has taken down since (a reported scam, a hidden event).
  const input = await letterRenderInput(context, await letterContentNow(context, issue.content));
  // The letter's own words in the reader's language (lib/letter.ts marks what people wrote lang="en"); the stored
  // subject is English, so another language's title is made from the issue's date, as the mailed letter's is.
  const lang = context.lang;
  const words = input.languages[lang];
  const { bodyHtml } = renderLetter({ ...input, topics: LETTER_TOPICS, manageUrl: null, lang, words });
  const subject = lang === "en" ? issue.subject : letterSubject(input.siteName, issue.date, lang, words);
  return json({ subject, bodyHtml, m: messagesFor(lang, "letterPages") });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.subject ?? "Weekly letter" }];

export default function LetterIssue() {
  const { bodyHtml, m } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-2xl space-y-4 py-8">
      <p>
        <Link to="/letters" className="text-primary underline">
          {tr(m, /*i18n*/ { id: "letterPages.allLetters", message: "All letters" })}
        </Link>{" "}
        ·{" "}
        <Link to="/subscribe" className="text-primary underline">
          {tr(m, /*i18n*/ { id: "letterPages.subscribe", message: "Subscribe" })}
        </Link>
      </p>
      {/* The letter's own template: every text in it is escaped by renderLetter. */}
      <div data-testid="letter-body" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </article>
  );
}
