// The event's own words: its description (sanitised HTML from an import, or plain text) and its tags.
import type { EventData } from "./types";

export function AboutSection({ event }: { event: EventData }) {
  return (
    <>
      {event.description ? (
        <section>
          <h2 className="text-xl font-semibold">About This Event</h2>
          {event.descriptionHtml ? (
            // Sanitised on import (allowlist in app/lib/sanitize.server.ts).
            <div
              className="mt-2 space-y-2 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc"
              dangerouslySetInnerHTML={{ __html: event.descriptionHtml }}
            />
          ) : (
            <p className="mt-2 whitespace-pre-line">{event.description}</p>
          )}
        </section>
      ) : null}
      {event.tags.length ? (
        <section>
          <h2 className="text-xl font-semibold">Tags</h2>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags">
            {event.tags.map((t) => (
              <li key={t} className="rounded-full bg-secondary px-3 py-1 text-sm">
                {t}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
