// The views of /events (issue 43): the paged list and the map (date filters on top of the category, free and place
// ones), and the month and week calendars (one day of a series each on its own day). All days are town days.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { toEventCard } from "~/components/event-card";
import { formatInTown } from "~/lib/dates";
import {
  addDays,
  addMonths,
  daysFrom,
  daysOfMonth,
  dateFilterBounds,
  monthInReach,
  monthOf,
  readDayKey,
  readMonthKey,
  spanOfDays,
  townDayKey,
  townMidnight,
  weekStartOf,
  type EventView,
} from "~/lib/event-calendar";
import { eventFilterParams, eventFilterQuery, readDateFilter, type EventFilters } from "~/lib/event-filters";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { formatEventRangeIn } from "~/lib/i18n/format";
import { MAP_MAX_ITEMS, mapOf } from "~/lib/map-view";
import { pageCount, pageHref } from "~/lib/paging";
import { CALENDAR_MONTH_PER_DAY, CALENDAR_WEEK_PER_DAY, listEventsForCalendar, loadEventsCalendar, loadEventsPage } from "~/models/events.server";

/** /events with these filters and extra parameters, keys sorted as the canonical URL sorts them. */
export const eventsHref = (f: EventFilters, extra: Record<string, string | null> = {}) => `/events${eventFilterQuery(f, extra)}`;

/** The date parameters a view's page is known by: a month "YYYY-MM", a week's Sunday, or the list's date filter. */
function canonicalDateParams(params: URLSearchParams, view: EventView, now: Date): Record<string, string | null> {
  const raw = params.get("date");
  if (view === "month") {
    const month = readMonthKey(raw) ?? (readDayKey(raw) ? monthOf(readDayKey(raw) as string) : null);
    return { date: month && monthInReach(month, now) ? month : null, when: null, page: null };
  }
  if (view === "week") {
    const day = readDayKey(raw) ?? (readMonthKey(raw) ? `${readMonthKey(raw)}-01` : null);
    const week = day ? weekStartOf(day) : null;
    return { date: week && monthInReach(monthOf(week), now) ? week : null, when: null, page: null };
  }
  const { date, when } = readDateFilter(params);
  return { date, when, page: params.get("page") };
}

/**
 * A request whose date parameters are not in their canonical form (a day in the month view, a Thursday in the week
 * view, a month beyond reach, a date that is no day, both `when` and `date`) is sent to the page it means, so that
 * every calendar page has one address and its canonical link matches it. Empty fields (a GET form's) stay.
 */
export function redirectToCanonicalDates(url: URL, view: EventView, now: Date) {
  const want = canonicalDateParams(url.searchParams, view, now);
  const next = new URLSearchParams(url.searchParams);
  let changed = false;
  for (const [key, value] of Object.entries(want)) {
    if ((url.searchParams.get(key) || null) === value) continue;
    changed = true;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!changed) return;
  const query = next.toString();
  throw redirect(`${url.pathname}${query ? `?${query}` : ""}`);
}

/** The list (a page of cards, the featured band on page 1) or the map, with the date filter's town days. */
export async function loadListView(context: AppLoadContext, view: "list" | "map", page: number, asked: EventFilters) {
  // A picked day is the whole of that day, past hours (or a past day from the month view) too.
  const { from, span } = dateFilterBounds(asked, context.now());
  const options = { now: from, categoryId: asked.category, free: asked.free, place: asked.place, span };
  const [loaded, places] = await Promise.all([
    // A series' rule in the page's language, worded from the rule the batch already read.
    loadEventsPage(context.db, { ...options, page, ruleWords: messagesFor(context.lang, "seriesRule") }),
    view === "map" ? listEventsForCalendar(context.db, options) : null,
  ]);
  const list = loaded;
  const filters = { ...asked, category: list.category?.id ?? null };
  const pages = pageCount(list.total, list.perPage);
  // A page past the end (the list got shorter since the link was made) goes to the last page, filters kept.
  if (page > pages) throw redirect(pageHref("/events", eventFilterParams(filters), pages));
  const map = places
    ? mapOf(
        places.slice(0, MAP_MAX_ITEMS).map((e) => ({
          id: e.id,
          title: e.title,
          href: `/events/${e.id}`,
          detail: formatEventRangeIn(context.lang, e.startDate, e.endDate, e.allDay),
          address: [e.location, e.address].filter(Boolean).join(", ") || null,
          latitude: e.latitude,
          longitude: e.longitude,
        })),
      )
    : null;
  const day = asked.date ? formatInTown(context.lang, townMidnight(asked.date), "fullDate") : null;
  return {
    filters,
    categories: list.categories,
    category: list.category,
    list: {
      map,
      day,
      featured: list.featured.map(toEventCard),
      events: list.events.map(toEventCard),
      page,
      pages,
      total: list.total,
      first: (page - 1) * list.perPage + 1,
    },
  };
}

type CalendarRow = Awaited<ReturnType<typeof loadEventsCalendar>>["days"][number]["events"][number];

/** The month or the week: its days, each with its count and first events, and the links to the pages beside it. */
export async function loadCalendarView(context: AppLoadContext, view: "month" | "week", raw: string | null, asked: EventFilters) {
  const lang = context.lang;
  const today = townDayKey(context.now());
  const month = readMonthKey(raw) ?? monthOf(today);
  const first = view === "month" ? `${month}-01` : (readDayKey(raw) ?? weekStartOf(today));
  const keys = view === "month" ? daysOfMonth(month) : daysFrom(first, 7);
  const { starts, end } = spanOfDays(keys);
  const found = await loadEventsCalendar(context.db, {
    starts,
    end,
    perDay: view === "month" ? CALENDAR_MONTH_PER_DAY : CALENDAR_WEEK_PER_DAY,
    categoryId: asked.category,
    free: asked.free,
    place: asked.place,
  });
  const filters = { ...asked, category: found.category?.id ?? null };
  const pageOf = (date: string) => (monthInReach(monthOf(date), context.now()) ? eventsHref(filters, { view, date }) : null);
  const [prev, next, current] =
    view === "month" ? [addMonths(month, -1), addMonths(month, 1), monthOf(today)] : [addDays(first, -7), addDays(first, 7), weekStartOf(today)];
  const event = (e: CalendarRow) => ({
    id: e.id,
    title: e.title,
    time: e.allDay ? null : formatInTown(lang, e.startDate, "time"),
    cancelled: Boolean(e.cancelledAt),
    color: e.categoryColor,
    category: e.categoryName,
  });
  return {
    filters,
    categories: found.categories,
    category: found.category,
    calendar: {
      view,
      title: view === "month" ? formatInTown(lang, starts[0], "monthYear") : formatInTown(lang, starts[0], "longDate"),
      prevHref: pageOf(prev),
      nextHref: pageOf(next),
      currentHref: eventsHref(filters, { view, date: current }),
      isCurrent: (view === "month" ? month : first) === current,
      // Blank cells before the 1st in the month grid (weeks start on Sunday, as US calendars do).
      leading: view === "month" ? new Date(`${first}T00:00:00Z`).getUTCDay() : 0,
      weekdays: daysFrom(weekStartOf(first), 7).map((k) => formatInTown(lang, townMidnight(k), "weekdayShort")),
      total: found.days.reduce((n, d) => n + d.count, 0),
      days: keys.map((key, i) => ({
        key,
        day: Number(key.slice(8)),
        label: formatInTown(lang, starts[i] ?? townMidnight(key), "weekdayDay"),
        href: eventsHref({ ...filters, when: null, date: key }),
        today: key === today,
        count: found.days[i]?.count ?? 0,
        events: found.days[i]?.events.map(event) ?? [],
      })),
    },
  };
}
