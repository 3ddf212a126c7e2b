// The foot of /events: subscribe to the calendar (webcal and .ics) and embed it on another site, both with the
// page's filters (a date filter too: "This weekend" stays this weekend wherever it is read).
import { CopyLinkButton } from "~/components/copy-link";
import { WrittenValue } from "~/components/written-value";
import { HOLE, peopleWroteLang, type T } from "~/lib/i18n/format";
import type { EventsData } from "./route";

export function SubscribeSection({ data, t }: { data: EventsData; t: T<"events"> }) {
  return (
    <section aria-labelledby="subscribe-heading" className="rounded-lg border border-border p-4 text-sm">
      <h2 id="subscribe-heading" className="font-semibold">
        {t(/*i18n*/ { id: "events.subscribe", message: "Subscribe to this calendar" })}
      </h2>
      <p className="mt-1 opacity-80">
        {data.category ? (
          <WrittenValue
            message={t(
              /*i18n*/ { id: "events.addCategory", message: "Add the {category} events to your phone or computer; it updates on its own." },
              { category: HOLE },
            )}
            lang={peopleWroteLang(data.lang)}
          >
            {data.category.name}
          </WrittenValue>
        ) : (
          t(/*i18n*/ { id: "events.addCalendar", message: "Add the calendar to your phone or computer; it updates on its own." })
        )}
      </p>
      <p className="mt-2 flex flex-wrap gap-3">
        <a href={data.webcalUrl} className="btn-primary">
          {t(/*i18n*/ { id: "events.subscribeWebcal", message: "Subscribe (webcal)" })}
        </a>
        <a href={data.feedUrl} className="underline">
          {t(/*i18n*/ { id: "events.feed", message: "iCalendar feed (.ics)" })}
        </a>
      </p>
    </section>
  );
}

export function EmbedSection({ snippet, filtered, t }: { snippet: string; filtered: boolean; t: T<"events"> }) {
  return (
    <section aria-labelledby="embed-heading" className="rounded-lg border border-border p-4 text-sm">
      <h2 id="embed-heading" className="font-semibold">
        {t(/*i18n*/ { id: "events.embedHeading", message: "Show this calendar on your site" })}
      </h2>
      <p className="mt-1 opacity-80">
        {filtered
          ? t(
              /*i18n*/ {
                id: "events.embedTextFiltered",
                message: "Schools, churches and groups can paste this into their web page to show the next matching events. It updates on its own.",
              },
            )
          : t(
              /*i18n*/ {
                id: "events.embedText",
                message: "Schools, churches and groups can paste this into their web page to show the next events. It updates on its own.",
              },
            )}
      </p>
      <label htmlFor="embed-snippet" className="mt-2 block font-medium">
        {t(/*i18n*/ { id: "events.embedCode", message: "Embed code" })}
      </label>
      <textarea
        id="embed-snippet"
        readOnly
        rows={3}
        value={snippet}
        className="mt-1 block w-full rounded border border-border bg-background p-2 font-mono text-xs"
        data-testid="embed-snippet"
      />
      <p className="mt-2">
        <CopyLinkButton
          url={snippet}
          label={t(/*i18n*/ { id: "events.copyEmbed", message: "Copy embed code" })}
          copied={t(/*i18n*/ { id: "events.embedCopied", message: "Embed code copied" })}
        />
      </p>
    </section>
  );
}
