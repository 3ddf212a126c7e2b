import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { RowAction } from "~/components/admin-row-controls";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { Link } from "~/components/site-link";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";
import type { adminEventsLoader } from "./actions.server";

type Data = SerializeFrom<typeof adminEventsLoader>;
type Event = Data["events"][number];
type FeatureWindow = Pick<Data, "featureDefault" | "featureMin" | "featureMax">;
/** What every control of a row needs: where to come back to, whether a form is being sent, the messages. */
type RowText = { backTo: string; busy: boolean; t: T<"adminEvents"> };

function EventSummary({
  e,
  wrote,
  when,
  t,
}: {
  e: Event;
  wrote: ReturnType<typeof peopleWroteLang>;
  when: (at: string) => string;
  t: T<"adminEvents">;
}) {
  return (
    <p className="break-words">
      <Link to={`/events/${e.id}`} className="font-medium underline" lang={wrote}>
        {e.title}
      </Link>{" "}
      <span className="opacity-70">
        · {when(e.startDate)}
        {e.isPremium ? t(/*i18n*/ { id: "adminEvents.premium", message: " · Premium" }) : ""}
        {e.featuredNow
          ? e.featuredUntil
            ? t(/*i18n*/ { id: "adminEvents.featuredUntil", message: " · Featured until {date}" }, { date: when(e.featuredUntil) })
            : t(/*i18n*/ { id: "adminEvents.featured", message: " · Featured" })
          : ""}
        {e.awaitingPayment ? t(/*i18n*/ { id: "adminEvents.awaitingPayment", message: " · awaiting payment" }) : ""}
        {e.feedId ? t(/*i18n*/ { id: "adminEvents.imported", message: " · imported" }) : ""}
      </span>
      {e.cancelledAt ? (
        <span className="ml-2 rounded bg-secondary px-1.5 text-xs">{t(/*i18n*/ { id: "adminEvents.cancelled", message: "Cancelled" })}</span>
      ) : null}
      {e.isActive ? null : (
        <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-900">{t(/*i18n*/ { id: "adminEvents.hidden", message: "Hidden" })}</span>
      )}
    </p>
  );
}

/** Feature an event until a date (within the dates the loader allows). */
function FeatureForm({ e, dates, backTo, busy, t }: RowText & { e: Event; dates: FeatureWindow }) {
  return (
    <Form method="post" className="flex items-end gap-1">
      <input type="hidden" name="eventId" value={e.id} />
      <input type="hidden" name="back" value={backTo} />
      <label className="text-xs">
        {t(/*i18n*/ { id: "adminEvents.featureUntil", message: "Feature until" })}
        <input
          type="date"
          name="until"
          required
          defaultValue={dates.featureDefault}
          min={dates.featureMin}
          max={dates.featureMax}
          className="block rounded border border-border px-1 py-0.5"
          aria-label={t(/*i18n*/ { id: "adminEvents.featureTitleUntil", message: "Feature {title} until" }, { title: e.title })}
        />
      </label>
      <Button
        name="intent"
        value="feature"
        disabled={busy}
        variant="small-secondary"
        aria-label={t(/*i18n*/ { id: "adminEvents.featureTitle", message: "Feature {title}" }, { title: e.title })}
      >
        {t(/*i18n*/ { id: "adminEvents.feature", message: "Feature" })}
      </Button>
    </Form>
  );
}

function EventControls({ e, dates, backTo, busy, t }: RowText & { e: Event; dates: FeatureWindow }) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Link
        to={`/events/${e.id}/edit`}
        className="rounded border border-border px-2 py-1"
        aria-label={t(/*i18n*/ { id: "adminEvents.editTitle", message: "Edit {title}" }, { title: e.title })}
      >
        {t(/*i18n*/ { id: "adminEvents.edit", message: "Edit" })}
      </Link>
      <RowAction
        field="eventId"
        id={e.id}
        back={backTo}
        intent={e.isActive ? "hide" : "unhide"}
        label={e.isActive ? t(/*i18n*/ { id: "adminEvents.hide", message: "Hide" }) : t(/*i18n*/ { id: "adminEvents.unhide", message: "Unhide" })}
        ariaLabel={t(
          e.isActive
            ? /*i18n*/ { id: "adminEvents.hideTitle", message: "Hide {title}" }
            : /*i18n*/ { id: "adminEvents.unhideTitle", message: "Unhide {title}" },
          { title: e.title },
        )}
        disabled={busy}
        variant="small-secondary"
      />
      {e.featuredNow ? (
        <RowAction
          field="eventId"
          id={e.id}
          back={backTo}
          intent="unfeature"
          label={t(/*i18n*/ { id: "adminEvents.unfeature", message: "Unfeature" })}
          ariaLabel={t(/*i18n*/ { id: "adminEvents.unfeatureTitle", message: "Unfeature {title}" }, { title: e.title })}
          disabled={busy}
          variant="small-secondary"
        />
      ) : (
        <FeatureForm e={e} dates={dates} backTo={backTo} busy={busy} t={t} />
      )}
      {e.cancelledAt || e.past ? null : (
        <RowAction
          field="eventId"
          id={e.id}
          back={backTo}
          intent="cancel"
          label={t(/*i18n*/ { id: "adminEvents.cancelEvent", message: "Cancel event" })}
          ariaLabel={t(/*i18n*/ { id: "adminEvents.cancelTitle", message: "Cancel {title}" }, { title: e.title })}
          disabled={busy}
          variant="small-danger"
        />
      )}
    </div>
  );
}

function EventsPager({ q, page, pages, t }: Pick<Data, "q" | "page" | "pages"> & { t: T<"adminEvents"> }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t(/*i18n*/ { id: "adminEvents.eventPages", message: "Event pages" })} className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={`?q=${encodeURIComponent(q)}&page=${page - 1}`}>{t(/*i18n*/ { id: "adminEvents.previous", message: "← Previous" })}</Link>
      ) : null}
      <span>{t(/*i18n*/ { id: "adminEvents.pageOf", message: "Page {page} of {pages}" }, { page, pages })}</span>
      {page < pages ? (
        <Link to={`?q=${encodeURIComponent(q)}&page=${page + 1}`}>{t(/*i18n*/ { id: "adminEvents.next", message: "Next →" })}</Link>
      ) : null}
    </nav>
  );
}

/** Every event (paged, searchable by title) with edit, hide, feature until a date and cancel; a refused action shows its error under its event. */
export function EventsSection({
  result,
  busyIntent,
  backTo,
  t,
  ...props
}: Pick<Data, "q" | "page" | "pages" | "total" | "events" | "featureDefault" | "featureMin" | "featureMax"> & {
  result: SubmissionResult | null;
  busyIntent: FormDataEntryValue | null;
  backTo: string;
  t: T<"adminEvents">;
}) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const when = (at: string) => dateTimeIn(lang, at, "eventDate");
  const failedId = result?.initialValue?.eventId;
  const errors = result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
  const dates = { featureDefault: props.featureDefault, featureMin: props.featureMin, featureMax: props.featureMax };
  const busy = busyIntent !== null;
  return (
    <section aria-labelledby="list-heading" className="space-y-3">
      <h3 id="list-heading" className="font-semibold">
        {t(/*i18n*/ { id: "adminEvents.allEvents", message: "All events ({count})" }, { count: props.total })}
      </h3>
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <label className="text-sm">
          {t(/*i18n*/ { id: "adminEvents.searchByTitle", message: "Search by title" })}
          <input name="q" type="search" defaultValue={props.q} maxLength={100} className="mt-1 block rounded border border-border px-2 py-1" />
        </label>
        <Button variant="small-secondary">{t(/*i18n*/ { id: "adminEvents.search", message: "Search" })}</Button>
      </Form>
      {props.events.length ? (
        <ul className="divide-y divide-border" aria-label={t(/*i18n*/ { id: "adminEvents.events", message: "Events" })}>
          {props.events.map((e) => (
            <li key={e.id} className="space-y-2 py-3 text-sm" data-testid={`admin-event-${e.id}`}>
              <EventSummary e={e} wrote={wrote} when={when} t={t} />
              <EventControls e={e} dates={dates} backTo={backTo} busy={busy} t={t} />
              {failedId === String(e.id) ? <ErrorList id={`admin-event-${e.id}-error`} errors={errors} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm opacity-70">
          {props.q
            ? t(/*i18n*/ { id: "adminEvents.noMatch", message: 'No events match "{q}".' }, { q: props.q })
            : t(/*i18n*/ { id: "adminEvents.noEvents", message: "No events yet." })}
        </p>
      )}
      <EventsPager q={props.q} page={props.page} pages={props.pages} t={t} />
    </section>
  );
}
