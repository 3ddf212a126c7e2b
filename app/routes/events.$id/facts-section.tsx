// The event page's facts box: when (and the series' coming dates), where, who organises it, how many are going, and
// the calendar links.
import { Link } from "~/components/site-link";
import type { Lang } from "~/lib/i18n/lang";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";
import type { EventData, EventPageData } from "./types";

/** A series' coming dates (issue 33 §3), each a link to its own page where members answer for that date. */
function ComingDates({ dates, current, t }: { dates: EventPageData["comingDates"]; current: number; t: T<"event"> }) {
  return (
    <div data-testid="coming-dates">
      <h2 className="font-semibold">{t(/*i18n*/ { id: "event.comingDates", message: "Coming dates" })}</h2>
      <ul className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {dates.map((d) => (
          <li key={d.id}>
            {d.id === current ? (
              <span className="font-semibold" aria-current="page">
                {d.label}
              </span>
            ) : (
              <Link to={`/events/${d.id}`} className="underline">
                {d.label}
              </Link>
            )}
            {d.cancelled ? (
              <span className="ml-1 text-red-800">{t(/*i18n*/ { id: "event.cancelledMark", message: "(cancelled)" })}</span>
            ) : d.moved ? (
              <span className="ml-1 opacity-80">{t(/*i18n*/ { id: "event.changedMark", message: "(changed)" })}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function When({ event, shown, t }: { event: EventData; shown: EventPageData["shown"]; t: T<"event"> }) {
  const ends = shown.end;
  return (
    <div>
      <h2 className="font-semibold">{t(/*i18n*/ { id: "event.dateTime", message: "Date & Time" })}</h2>
      <p>{shown.start}</p>
      {ends ? <p className="text-sm opacity-80">{t(/*i18n*/ { id: "event.ends", message: "Ends: {date}" }, { date: ends })}</p> : null}
      {event.repeats ? (
        <p className="mt-1 font-medium" data-testid="event-repeats">
          {t(/*i18n*/ { id: "event.repeats", message: "Repeats: {rule}" }, { rule: event.repeats })}
        </p>
      ) : null}
    </div>
  );
}

/** A heading with up to two lines under it (the place's name and address, the organizer's name and contact). */
function TwoLines({ title, first, second, lang }: { title: string; first: string | null; second: string | null; lang?: string }) {
  if (!first && !second) return null;
  return (
    <div>
      <h2 className="font-semibold">{title}</h2>
      {first ? <p lang={lang}>{first}</p> : null}
      {second ? (
        <p className="text-sm opacity-80" lang={lang}>
          {second}
        </p>
      ) : null}
    </div>
  );
}

function Attendance({ event, full, offered, t, goingText }: { event: EventData; full: boolean; offered: boolean; t: T<"event">; goingText: string }) {
  if (event.maxAttendees) {
    return (
      <div>
        <h2 className="font-semibold">{t(/*i18n*/ { id: "event.capacity", message: "Capacity" })}</h2>
        <p data-testid="attendance">
          {t(/*i18n*/ { id: "event.attendees", message: "{current}/{max} attendees" }, { current: event.currentAttendees, max: event.maxAttendees })}
          {full ? t(/*i18n*/ { id: "event.full", message: " · Full" }) : ""}
        </p>
      </div>
    );
  }
  if (!offered) return null;
  return (
    <div>
      <h2 className="font-semibold">{t(/*i18n*/ { id: "event.going", message: "Going" })}</h2>
      <p data-testid="attendance">{goingText}</p>
    </div>
  );
}

export function FactsSection({
  event,
  comingDates,
  full,
  rsvpOffered,
  shown,
  lang,
  t,
  goingText,
}: {
  event: EventData;
  comingDates: EventPageData["comingDates"];
  full: boolean;
  rsvpOffered: boolean;
  shown: EventPageData["shown"];
  lang: Lang;
  t: T<"event">;
  goingText: string;
}) {
  const wrote = peopleWroteLang(lang);
  return (
    <section className="space-y-3 rounded-lg border border-border p-4">
      <When event={event} shown={shown} t={t} />
      {event.seriesId !== null && comingDates.length ? <ComingDates dates={comingDates} current={event.id} t={t} /> : null}
      <TwoLines title={t(/*i18n*/ { id: "event.location", message: "Location" })} first={event.location} second={event.address} lang={wrote} />
      <TwoLines
        title={t(/*i18n*/ { id: "event.organizer", message: "Organizer" })}
        first={event.organizerName}
        second={event.organizerContact}
        lang={wrote}
      />
      <Attendance event={event} full={full} offered={rsvpOffered} t={t} goingText={goingText} />
      <div>
        <h2 className="font-semibold">{t(/*i18n*/ { id: "event.addToCalendar", message: "Add to calendar" })}</h2>
        <p className="mt-1 flex flex-wrap gap-3 text-sm">
          <a href={`/events/${event.id}.ics`} download className="tap underline">
            {t(/*i18n*/ { id: "event.downloadIcs", message: "Download .ics" })}
          </a>
          <a href={shown.googleUrl} target="_blank" rel="noopener noreferrer" className="tap underline">
            Google Calendar
          </a>
        </p>
      </div>
    </section>
  );
}
