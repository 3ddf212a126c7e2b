import type { ReactNode } from "react";
import { longDateIn } from "~/lib/i18n/account-format";
import type { Lang } from "~/lib/i18n/lang";

/** The frame of the static legal pages: title, 'Last updated' (today, per part 2), sections; words in the reader's language. */
export function LegalPage({
  title,
  today,
  sections,
  lang = "en",
  lastUpdated,
}: {
  title: string;
  today: string;
  sections: { heading: string; body: ReactNode }[];
  lang?: Lang;
  lastUpdated: string;
}) {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-sm opacity-70">
        {lastUpdated} {longDateIn(lang, today)}
      </p>
      {sections.map((s, i) => (
        <section key={s.heading} className="mt-8">
          <h2 className="text-xl font-semibold">
            {i + 1}. {s.heading}
          </h2>
          <div className="mt-2 space-y-2 leading-relaxed">{s.body}</div>
        </section>
      ))}
    </article>
  );
}

/** A legal page's last section: its sentence, then the site's support address when the town is known. */
export function LegalContact({ text, email }: { text: string; email: string | null }) {
  return (
    <p>
      {text}
      {email ? (
        <>
          {" "}
          <a className="text-primary underline" href={`mailto:${email}`}>
            {email}
          </a>
          .
        </>
      ) : null}
    </p>
  );
}
