// The month and week views of /events (issue 43). Server-rendered links only: the previous and next month or week,
// each day to its list (/events?date=…), each event to its page. The month is a grid on wide screens and, on a phone,
// a list of the days that have events with their counts and dots; the week is seven days, stacked on a phone.
import { ListLoading } from "~/components/list-loading";
import { Link } from "~/components/site-link";
import type { T } from "~/lib/i18n/format";
import type { EventsData } from "./route";

type Calendar = NonNullable<EventsData["calendar"]>;
type Day = Calendar["days"][number];
type Event = Day["events"][number];

function CalendarNav({ c, t }: { c: Calendar; t: T<"events"> }) {
  const month = c.view === "month";
  const link = "rounded border border-border px-3 py-1.5";
  return (
    <nav
      aria-label={t(/*i18n*/ { id: "events.calendarPages", message: "Calendar pages" })}
      className="mb-3 flex flex-wrap items-center gap-2 text-sm"
      data-testid="calendar-nav"
    >
      {c.prevHref ? (
        <Link to={c.prevHref} className={link} rel="prev">
          {month
            ? t(/*i18n*/ { id: "events.previousMonth", message: "← Previous month" })
            : t(/*i18n*/ { id: "events.previousWeek", message: "← Previous week" })}
        </Link>
      ) : null}
      {c.isCurrent ? null : (
        <Link to={c.currentHref} className={link}>
          {month ? t(/*i18n*/ { id: "events.thisMonth", message: "This month" }) : t(/*i18n*/ { id: "events.thisWeek", message: "This week" })}
        </Link>
      )}
      {c.nextHref ? (
        <Link to={c.nextHref} className={link} rel="next">
          {month ? t(/*i18n*/ { id: "events.nextMonth", message: "Next month →" }) : t(/*i18n*/ { id: "events.nextWeek", message: "Next week →" })}
        </Link>
      ) : null}
    </nav>
  );
}

const Dot = ({ color }: { color: string | null }) => (
  <span className="inline-block h-2 w-2 shrink-0 rounded-full" style={{ background: color ?? "currentColor" }} aria-hidden="true" />
);

/** One event of a day: a dot of its category's colour, its time, its title (cut to a line in the month grid). */
function EventLine({ e, t, lang, wrap = false }: { e: Event; t: T<"events">; lang?: "en"; wrap?: boolean }) {
  return (
    <li className={`flex min-w-0 items-baseline gap-1 ${wrap ? "flex-wrap text-sm" : "text-xs"}`} data-testid="calendar-event">
      <Dot color={e.color} />
      <span className="shrink-0 opacity-80">{e.time ?? t(/*i18n*/ { id: "events.allDay", message: "All day" })}</span>
      <Link
        to={`/events/${e.id}`}
        className={`${wrap ? "basis-full" : "truncate"} underline ${e.cancelled ? "line-through" : ""}`}
        lang={lang}
        title={e.title}
      >
        {e.title}
      </Link>
      {e.cancelled ? <span className="sr-only">{t(/*i18n*/ { id: "events.cancelledShort", message: "Cancelled" })}</span> : null}
    </li>
  );
}

/** "+2 more", to the day's list. */
function More({ day, t }: { day: Day; t: T<"events"> }) {
  const more = day.count - day.events.length;
  return more > 0 ? (
    <Link to={day.href} className="text-xs font-medium text-primary underline">
      {t(/*i18n*/ { id: "events.more", message: "+{count} more" }, { count: more })}
    </Link>
  ) : null;
}

function MonthGrid({ c, t, lang }: { c: Calendar; t: T<"events">; lang?: "en" }) {
  return (
    <div className="hidden md:block" data-testid="month-grid">
      <div className="grid grid-cols-7 gap-px text-center text-xs font-semibold opacity-80" aria-hidden="true">
        {c.weekdays.map((w) => (
          <div key={w} className="py-1">
            {w}
          </div>
        ))}
      </div>
      <ol className="grid grid-cols-7 gap-px rounded-lg border border-border bg-border">
        {Array.from({ length: c.leading }, (_, i) => (
          <li key={`blank-${i}`} className="bg-muted/40" aria-hidden="true" />
        ))}
        {c.days.map((d) => (
          <li key={d.key} className={`min-h-28 min-w-0 bg-background p-1.5 ${d.today ? "ring-2 ring-inset ring-primary" : ""}`} data-day={d.key}>
            <Link
              to={d.href}
              className="text-sm font-semibold underline-offset-2 hover:underline"
              aria-label={`${d.label}: ${t(/*i18n*/ { id: "events.dayCount", message: "{count, plural, one {# event} other {# events}}" }, { count: d.count })}`}
            >
              {d.day}
            </Link>
            <ul className="mt-1 space-y-0.5">
              {d.events.map((e) => (
                <EventLine key={e.id} e={e} t={t} lang={lang} />
              ))}
            </ul>
            <More day={d} t={t} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The month on a phone: the days that have events, each a link to its list, with its count and a dot per event. */
function MonthDays({ c, t }: { c: Calendar; t: T<"events"> }) {
  const busy = c.days.filter((d) => d.count > 0);
  return (
    <ol className="divide-y divide-border rounded-lg border border-border md:hidden" data-testid="month-days">
      {busy.map((d) => (
        <li key={d.key}>
          <Link to={d.href} className={`flex items-center justify-between gap-3 px-3 py-3 ${d.today ? "font-semibold" : ""}`} data-day={d.key}>
            <span>{d.label}</span>
            <span className="flex items-center gap-1 text-sm opacity-80">
              {d.events.map((e) => (
                <Dot key={e.id} color={e.color} />
              ))}
              <span className="ml-1">
                {t(/*i18n*/ { id: "events.dayCount", message: "{count, plural, one {# event} other {# events}}" }, { count: d.count })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function WeekDays({ c, t, lang }: { c: Calendar; t: T<"events">; lang?: "en" }) {
  return (
    <ol className="grid gap-3 lg:grid-cols-7 lg:gap-2" data-testid="week-days">
      {c.days.map((d) => (
        <li key={d.key} className={`min-w-0 rounded-lg border border-border p-3 lg:p-2 ${d.today ? "ring-2 ring-primary" : ""}`} data-day={d.key}>
          <h3 className="text-sm font-semibold">
            <Link to={d.href} className="underline-offset-2 hover:underline">
              {d.label}
            </Link>
          </h3>
          {d.count ? (
            <ul className="mt-2 space-y-1">
              {d.events.map((e) => (
                <EventLine key={e.id} e={e} t={t} lang={lang} wrap />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-xs opacity-70">{t(/*i18n*/ { id: "events.noneThisDay", message: "No events" })}</p>
          )}
          <More day={d} t={t} />
        </li>
      ))}
    </ol>
  );
}

export function CalendarSection({ calendar: c, t, lang }: { calendar: Calendar; t: T<"events">; lang?: "en" }) {
  return (
    <div className="mt-4" data-testid={`calendar-${c.view}`}>
      <CalendarNav c={c} t={t} />
      <ListLoading
        skeleton={
          <div
            className="h-96 animate-pulse rounded-lg bg-muted"
            aria-label={t(/*i18n*/ { id: "events.loading", message: "Loading events" })}
            role="status"
          />
        }
      >
        {c.total === 0 ? (
          <p className="mb-3 rounded-lg border border-dashed border-border p-4 text-sm" data-testid="calendar-empty">
            {c.view === "month"
              ? t(/*i18n*/ { id: "events.noneThisMonth", message: "No events this month match these filters." })
              : t(/*i18n*/ { id: "events.noneThisWeek", message: "No events this week match these filters." })}
          </p>
        ) : null}
        {c.view === "month" ? (
          <>
            <MonthGrid c={c} t={t} lang={lang} />
            <MonthDays c={c} t={t} />
          </>
        ) : (
          <WeekDays c={c} t={t} lang={lang} />
        )}
      </ListLoading>
    </div>
  );
}
