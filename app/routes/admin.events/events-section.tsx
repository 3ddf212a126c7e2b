import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form, Link } from "@remix-run/react";
import { RowAction } from "~/components/admin-row-controls";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
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
        {e.isPremium ? t("premium") : ""}
        {e.featuredNow ? (e.featuredUntil ? t("featuredUntil", { date: when(e.featuredUntil) }) : t("featured")) : ""}
        {e.awaitingPayment ? t("awaitingPayment") : ""}
        {e.feedId ? t("imported") : ""}
      </span>
      {e.cancelledAt ? <span className="ml-2 rounded bg-secondary px-1.5 text-xs">{t("cancelled")}</span> : null}
      {e.isActive ? null : <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-900">{t("hidden")}</span>}
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
        {t("featureUntil")}
        <input
          type="date"
          name="until"
          required
          defaultValue={dates.featureDefault}
          min={dates.featureMin}
          max={dates.featureMax}
          className="block rounded border border-border px-1 py-0.5"
          aria-label={t("featureTitleUntil", { title: e.title })}
        />
      </label>
      <Button name="intent" value="feature" disabled={busy} variant="small-secondary" aria-label={t("featureTitle", { title: e.title })}>
        {t("feature")}
      </Button>
    </Form>
  );
}

function EventControls({ e, dates, backTo, busy, t }: RowText & { e: Event; dates: FeatureWindow }) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Link to={`/events/${e.id}/edit`} className="rounded border border-border px-2 py-1" aria-label={t("editTitle", { title: e.title })}>
        {t("edit")}
      </Link>
      <RowAction
        field="eventId"
        id={e.id}
        back={backTo}
        intent={e.isActive ? "hide" : "unhide"}
        label={e.isActive ? t("hide") : t("unhide")}
        ariaLabel={t(e.isActive ? "hideTitle" : "unhideTitle", { title: e.title })}
        disabled={busy}
        variant="small-secondary"
      />
      {e.featuredNow ? (
        <RowAction
          field="eventId"
          id={e.id}
          back={backTo}
          intent="unfeature"
          label={t("unfeature")}
          ariaLabel={t("unfeatureTitle", { title: e.title })}
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
          label={t("cancelEvent")}
          ariaLabel={t("cancelTitle", { title: e.title })}
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
    <nav aria-label={t("eventPages")} className="flex items-center gap-3 text-sm">
      {page > 1 ? <Link to={`?q=${encodeURIComponent(q)}&page=${page - 1}`}>{t("previous")}</Link> : null}
      <span>{t("pageOf", { page, pages })}</span>
      {page < pages ? <Link to={`?q=${encodeURIComponent(q)}&page=${page + 1}`}>{t("next")}</Link> : null}
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
        {t("allEvents", { count: props.total })}
      </h3>
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <label className="text-sm">
          {t("searchByTitle")}
          <input name="q" type="search" defaultValue={props.q} maxLength={100} className="mt-1 block rounded border border-border px-2 py-1" />
        </label>
        <Button variant="small-secondary">{t("search")}</Button>
      </Form>
      {props.events.length ? (
        <ul className="divide-y divide-border" aria-label={t("events")}>
          {props.events.map((e) => (
            <li key={e.id} className="space-y-2 py-3 text-sm" data-testid={`admin-event-${e.id}`}>
              <EventSummary e={e} wrote={wrote} when={when} t={t} />
              <EventControls e={e} dates={dates} backTo={backTo} busy={busy} t={t} />
              {failedId === String(e.id) ? <ErrorList id={`admin-event-${e.id}-error`} errors={errors} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm opacity-70">{props.q ? t("noMatch", { q: props.q }) : t("noEvents")}</p>
      )}
      <EventsPager q={props.q} page={props.page} pages={props.pages} t={t} />
    </section>
  );
}
