// /letters: the weekly letter's archive, newest first.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { peopleWroteLang } from "~/lib/i18n/format";
import { listIssues } from "~/models/letter.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ issues: await listIssues(context.db), m: messagesFor(context.lang, "letterPages"), lang: context.lang });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.m.lettersTitle ?? "Weekly letters" },
  { name: "description", content: data?.m.lettersDescription ?? "" },
];

export default function Letters() {
  const { issues, m, lang } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl space-y-4 py-8">
      <h1 className="text-3xl font-bold">{m.lettersTitle}</h1>
      <p>
        <Link to="/subscribe" className="text-primary underline">
          {m.byEmail}
        </Link>
      </p>
      {issues.length === 0 ? (
        <p className="opacity-80">{m.noLetters}</p>
      ) : (
        <ul className="space-y-2">
          {issues.map((i) => (
            <li key={i.date}>
              <Link to={`/letters/${i.date}`} className="text-primary underline" lang={peopleWroteLang(lang)}>
                {i.subject}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
