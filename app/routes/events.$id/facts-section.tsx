// The event page's facts box: when (and the series' coming dates), where, who organises it, how many are going, and
// the calendar links.
import { Link } from "@remix-run/react";
import { formatTownDate } from "~/lib/dates";
import { formatEventDetailDate, formatEventDetailEnd, googleCalendarUrl } from "~/lib/event-format";
import type { EventData, EventPageData } from "./types";

/** A series' coming dates (issue 33 §3), each a link to its own page where members answer for that date. */
function ComingDates({ dates, current }: { dates: EventPageData["comingDates"]; current: number }) {
  return (
    <div data-testid="coming-dates">
      <h2 className="font-semibold">Coming dates</h2>
      <ul className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {dates.map((d) => (
          <li key={d.id}>
            {d.id === current ? (
              <span className="font-semibold" aria-current="page">
                {formatTownDate(d.startDate, "EEEE, MMM d, yyyy 'at' h:mm a")}
              </span>
            ) : (
              <Link to={`/events/${d.id}`} className="underline">
                {formatTownDate(d.startDate, "EEEE, MMM d, yyyy 'at' h:mm a")}
              </Link>
            )}
            {d.cancelled ? (
              <span className="ml-1 text-red-800">(cancelled)</span>
            ) : d.moved ? (
              <span className="ml-1 opacity-80">(changed)</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function When({ event }: { event: EventData }) {
  const ends = formatEventDetailEnd(event.startDate, event.endDate, event.allDay);
  return (
    <div>
      <h2 className="font-semibold">Date &amp; Time</h2>
      <p>{formatEventDetailDate(event.startDate, event.allDay)}</p>
      {ends ? <p className="text-sm opacity-80">Ends: {ends}</p> : null}
      {event.repeats ? (
        <p className="mt-1 font-medium" data-testid="event-repeats">
          Repeats: {event.repeats}
        </p>
      ) : null}
    </div>
  );
}

/** A heading with up to two lines under it (the place's name and address, the organizer's name and contact). */
function TwoLines({ title, first, second }: { title: string; first: string | null; second: string | null }) {
  if (!first && !second) return null;
  return (
    <div>
      <h2 className="font-semibold">{title}</h2>
      {first ? <p>{first}</p> : null}
      {second ? <p className="text-sm opacity-80">{second}</p> : null}
    </div>
  );
}

function Attendance({ event, full, offered }: { event: EventData; full: boolean; offered: boolean }) {
  if (event.maxAttendees) {
    return (
      <div>
        <h2 className="font-semibold">Capacity</h2>
        <p data-testid="attendance">
          {event.currentAttendees}/{event.maxAttendees} attendees{full ? " · Full" : ""}
        </p>
      </div>
    );
  }
  if (!offered) return null;
  return (
    <div>
      <h2 className="font-semibold">Going</h2>
      <p data-testid="attendance">{event.currentAttendees === 1 ? "1 person is going" : `${event.currentAttendees} people are going`}</p>
    </div>
  );
}

export function FactsSection({
  event,
  comingDates,
  full,
  rsvpOffered,
}: {
  event: EventData;
  comingDates: EventPageData["comingDates"];
  full: boolean;
  rsvpOffered: boolean;
}) {
  return (
    <section className="space-y-3 rounded-lg border border-border p-4">
      <When event={event} />
      {event.seriesId !== null && comingDates.length ? <ComingDates dates={comingDates} current={event.id} /> : null}
      <TwoLines title="Location" first={event.location} second={event.address} />
      <TwoLines title="Organizer" first={event.organizerName} second={event.organizerContact} />
      <Attendance event={event} full={full} offered={rsvpOffered} />
      <div>
        <h2 className="font-semibold">Add to calendar</h2>
        <p className="mt-1 flex flex-wrap gap-3 text-sm">
          <a href={`/events/${event.id}.ics`} download className="underline">
            Download .ics
          </a>
          <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className="underline">
            Google Calendar
          </a>
        </p>
      </div>
    </section>
  );
}
