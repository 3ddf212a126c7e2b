// The event's own words: its description (sanitised HTML from an import, or plain text) and its tags.
import type { Lang } from "~/lib/i18n/lang";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";
import type { EventData } from "./types";

export function AboutSection({ event, lang, t }: { event: EventData; lang: Lang; t: T<"event"> }) {
  const wrote = peopleWroteLang(lang);
  return (
    <>
      {event.description ? (
        <section>
          <h2 className="text-xl font-semibold">{t(/*i18n*/ { id: "event.about", message: "About This Event" })}</h2>
          {event.descriptionHtml ? (
            // Sanitised on import (allowlist in app/lib/sanitize.server.ts).
            <div
              className="mt-2 space-y-2 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc"
              lang={wrote}
              dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
            />
          ) : (
            <p className="mt-2 whitespace-pre-line" lang={wrote}>
              {event.description}
            </p>
          )}
        </section>
      ) : null}
      {event.tags.length ? (
        <section>
          <h2 className="text-xl font-semibold">{t(/*i18n*/ { id: "event.tags", message: "Tags" })}</h2>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t(/*i18n*/ { id: "event.tags", message: "Tags" })}>
            {event.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-sm" lang={wrote}>
                {tag}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
