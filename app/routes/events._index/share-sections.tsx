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
        {t("subscribe")}
      </h2>
      <p className="mt-1 opacity-80">
        {data.category ? (
          <WrittenValue message={t("addCategory", { category: HOLE })} lang={peopleWroteLang(data.lang)}>
            {data.category.name}
          </WrittenValue>
        ) : (
          t("addCalendar")
        )}
      </p>
      <p className="mt-2 flex flex-wrap gap-3">
        <a href={data.webcalUrl} className="btn-primary">
          {t("subscribeWebcal")}
        </a>
        <a href={data.feedUrl} className="underline">
          {t("feed")}
        </a>
      </p>
    </section>
  );
}

export function EmbedSection({ snippet, filtered, t }: { snippet: string; filtered: boolean; t: T<"events"> }) {
  return (
    <section aria-labelledby="embed-heading" className="rounded-lg border border-border p-4 text-sm">
      <h2 id="embed-heading" className="font-semibold">
        {t("embedHeading")}
      </h2>
      <p className="mt-1 opacity-80">{filtered ? t("embedTextFiltered") : t("embedText")}</p>
      <label htmlFor="embed-snippet" className="mt-2 block font-medium">
        {t("embedCode")}
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
        <CopyLinkButton url={snippet} label={t("copyEmbed")} copied={t("embedCopied")} />
      </p>
    </section>
  );
}
