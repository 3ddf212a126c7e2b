// What only the event's organiser (or an admin) sees at the top of its page (issue 43): Edit, Cancel this date,
// Message attendees and Who's coming, as plain links (the cancel asks on its own page; the message form is below).
import { Link } from "~/components/site-link";
import type { T } from "~/lib/i18n/plain";

const tool = "inline-flex min-h-11 items-center rounded border border-border px-3 text-sm font-medium";

export function OrganiserTools({ eventId, cancelled, t }: { eventId: number; cancelled: boolean; t: T<"organiser"> }) {
  return (
    <nav aria-labelledby="organiser-heading" className="rounded-lg border border-border bg-secondary/40 p-3" data-testid="organiser-tools">
      <h2 id="organiser-heading" className="text-sm font-semibold">
        {t(/*i18n*/ { id: "organiser.toolsHeading", message: "Your event" })}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {!cancelled ? (
          <li>
            <Link className={tool} to={`/events/${eventId}/edit`}>
              {t(/*i18n*/ { id: "organiser.edit", message: "Edit" })}
            </Link>
          </li>
        ) : null}
        {!cancelled ? (
          <li>
            <Link className={`${tool} border-red-600 text-red-700`} to={`/events/${eventId}/cancel`}>
              {t(/*i18n*/ { id: "organiser.cancelDate", message: "Cancel this date" })}
            </Link>
          </li>
        ) : null}
        <li>
          <a className={tool} href="#message">
            {t(/*i18n*/ { id: "organiser.messageAttendees", message: "Message attendees" })}
          </a>
        </li>
        <li>
          <Link className={tool} to={`/events/${eventId}/people`}>
            {t(/*i18n*/ { id: "organiser.people", message: "Who's coming" })}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
