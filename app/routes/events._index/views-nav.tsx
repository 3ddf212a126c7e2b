// The views of /events: List, Map, Month and Week, as plain links that keep the filters (no JavaScript needed).
import { Link } from "~/components/site-link";
import { EVENT_VIEWS, monthOf, weekStartOf, type EventView } from "~/lib/event-calendar";
import { eventFilterQuery, type EventFilters } from "~/lib/event-filters";
import type { T } from "~/lib/i18n/format";

/** Each view's link: the list and map keep the date filter; the month and week open on the day shown (or today). */
function viewHref(view: EventView, f: EventFilters, shownDate: string | null) {
  if (view === "list" || view === "map") return `/events${eventFilterQuery(f, { view: view === "map" ? "map" : null })}`;
  const plain = { ...f, when: null, date: null };
  const date = shownDate ? (view === "month" ? monthOf(shownDate) : weekStartOf(shownDate)) : null;
  return `/events${eventFilterQuery(plain, { view, date })}`;
}

export function ViewsNav({
  view,
  filters,
  shownDate,
  t,
  p,
}: {
  view: EventView;
  filters: EventFilters;
  /** The first day on the page (a month's or week's) or the list's picked day. */
  shownDate: string | null;
  t: T<"events">;
  p: T<"places">;
}) {
  const tab = (on: boolean) => `rounded px-3 py-1.5 text-sm font-medium ${on ? "bg-primary text-primary-foreground" : "border border-border"}`;
  const names: Record<EventView, string> = {
    list: p(/*i18n*/ { id: "places.list", message: "List" }),
    map: p(/*i18n*/ { id: "places.map", message: "Map" }),
    month: t(/*i18n*/ { id: "events.month", message: "Month" }),
    week: t(/*i18n*/ { id: "events.week", message: "Week" }),
  };
  // From the month or the week, the list and map drop the calendar's date (it named the page, not a filter).
  const listFilters = view === "month" || view === "week" ? { ...filters, when: null, date: null } : filters;
  return (
    <nav aria-label={p(/*i18n*/ { id: "places.view", message: "View" })} className="flex flex-wrap gap-2" data-testid="events-views">
      {EVENT_VIEWS.map((v) => (
        <Link key={v} to={viewHref(v, listFilters, shownDate)} className={tab(view === v)} aria-current={view === v ? "page" : undefined}>
          {names[v]}
        </Link>
      ))}
    </nav>
  );
}
