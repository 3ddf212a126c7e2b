// /letters: the weekly letter's archive, newest first: each issue's date and first headlines (up to three, less what
// moderation has taken down since), and its Atom feed (/letters.atom) for feed readers.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/site-link";
import { safeHref } from "~/lib/fields";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { formatDateIn, peopleWroteLang } from "~/lib/i18n/format";
import { listLetterArchive } from "~/services/letter.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const [issues, config] = await Promise.all([listLetterArchive(context), context.siteConfig()]);
  const lang = context.lang;
  return json({
    issues: issues.map((i) => ({
      date: i.date,
      day: formatDateIn(lang, `${i.date}T12:00:00Z`, { weekday: true }),
      subject: i.subject,
      headlines: i.headlines.map((h) => ({ title: h.title, href: safeHref(h.url) })),
    })),
    feedTitle: formatMessage(lang, /*i18n*/ { id: "letterPages.feedTitle", message: "{site}: weekly letters" }, { site: config.siteName }),
    m: messagesFor(lang, "letterPages"),
    lang,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "letterPages.lettersTitle", message: "Weekly letters" }) : "Weekly letters" },
  {
    name: "description",
    content: data ? tr(data.m, /*i18n*/ { id: "letterPages.lettersDescription", message: "Every weekly letter, as it was mailed." }) : "",
  },
  { tagName: "link", rel: "alternate", type: "application/atom+xml", title: data?.feedTitle ?? "Weekly letters", href: "/letters.atom" },
];

export default function Letters() {
  const { issues, m, lang } = useLoaderData<typeof loader>();
  const people = peopleWroteLang(lang);
  return (
    <section className="mx-auto max-w-2xl space-y-4 py-8">
      <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "letterPages.lettersTitle", message: "Weekly letters" })}</h1>
      <p className="flex flex-wrap gap-x-4 gap-y-1">
        <Link to="/subscribe" className="text-primary underline">
          {tr(m, /*i18n*/ { id: "letterPages.byEmail", message: "Get the letter by e-mail" })}
        </Link>
        <a href="/letters.atom" type="application/atom+xml" className="text-primary underline">
          {tr(m, /*i18n*/ { id: "letterPages.atomFeed", message: "Follow the letters in a feed reader (Atom)" })}
        </a>
      </p>
      {issues.length === 0 ? (
        <p className="opacity-80">{tr(m, /*i18n*/ { id: "letterPages.noLetters", message: "No letters yet." })}</p>
      ) : (
        <ol className="divide-y divide-border" data-testid="letter-archive">
          {issues.map((i) => (
            <li key={i.date} className="py-4">
              <h2 className="text-lg font-semibold">
                <Link to={`/letters/${i.date}`} className="text-primary underline">
                  <time dateTime={i.date}>{i.day}</time>
                </Link>
              </h2>
              <p className="text-sm opacity-80" lang={people}>
                {i.subject}
              </p>
              {i.headlines.length ? (
                <ul className="mt-2 list-disc space-y-1 pl-5" lang={people}>
                  {i.headlines.map((h) => (
                    <li key={`${h.href}-${h.title}`}>
                      {h.href ? (
                        <a href={h.href} className="underline">
                          {h.title}
                        </a>
                      ) : (
                        h.title
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
