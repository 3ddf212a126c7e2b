// Events and their categories and feeds: the reads the calendar, the detail page and /api/events share, and creation.
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import type { DateSpan } from "~/lib/event-calendar";
import type { EventFormOutput } from "~/lib/event-form";
import { EVENT_MESSAGES, type EventTier } from "~/lib/event-rules";
import {
  boundedDate,
  CONTROL_CHAR_MESSAGE,
  hasControlChars,
  optionalEmail,
  optionalHttpUrl,
  optionalInt,
  optionalText,
  safeHref,
  text,
} from "~/lib/fields";
import { describeRule, type RuleWords } from "~/lib/recurrence";
import { one } from "~/lib/rows";
import { z } from "~/lib/zod";
import { filledQuery, prepareSelect, runPrepared, statementBuilder, type Db } from "~/models/db.server";
import {
  keepTotal,
  keptOrCounted,
  keptTotalOf,
  ms,
  NOTHING_KEPT,
  type Crossings,
  type KeptOperands,
  type KeptTotal,
} from "~/models/list-totals.server";
import { containsText, epochMs, type Instant } from "~/models/sql.server";
import { eventCategories, eventFeeds, events, eventSeries, eventSpans, type Event, type User } from "../../db/schema";

export const EVENTS_LIST_LIMIT = 50;
export { EVENT_TIERS, checkoutUrlFor, type EventTier } from "~/lib/event-rules";
export type { Event } from "../../db/schema";
const MESSAGES = EVENT_MESSAGES;

export const eventColumns = {
  event: events,
  categoryName: eventCategories.name,
  categoryColor: eventCategories.color,
  // A series' rule, for its wording on cards and the page ("Every Tuesday"); null for a single event.
  // Named (`as`): an unnamed column's name is its expression, which the database sends back with every answer.
  seriesRule: sql<string | null>`(select ${eventSeries.rrule} from ${eventSeries} where ${eventSeries.id} = ${events.seriesId})`.as("series_rule"),
};

type EventRow = { event: Event; categoryName: string | null; categoryColor: string | null; seriesRule?: string | null };

/**
 * An event as the spec's JSON reads it: categoryName/categoryColor joined, price a string, dates ISO, and a series'
 * rule in words: English (the /api JSON's), or the page's language's `words` (a page's loader passes them, so the rule
 * it already read is worded once, with no second query).
 */
export function toEventJson({ event: e, categoryName, categoryColor, seriesRule }: EventRow, words: RuleWords = null) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    descriptionHtml: e.descriptionHtml,
    allDay: e.allDay,
    categoryId: e.categoryId,
    categoryName,
    categoryColor,
    startDate: e.startDate.toISOString(),
    endDate: iso(e.endDate),
    location: e.location,
    address: e.address,
    latitude: e.latitude,
    longitude: e.longitude,
    // Stored links are checked again on the way out: only http(s) is ever rendered as a link.
    imageUrl: safeHref(e.imageUrl),
    imageAlt: e.imageAlt,
    price: e.price,
    websiteUrl: safeHref(e.websiteUrl),
    contactEmail: e.contactEmail,
    contactPhone: e.contactPhone,
    registrationRequired: e.registrationRequired,
    registrationUrl: safeHref(e.registrationUrl),
    tags: e.tags ?? [],
    isFeatured: e.isFeatured,
    featuredUntil: iso(e.featuredUntil),
    isPublic: e.isPublic,
    isPremium: e.isPremium,
    organizerId: e.organizerId,
    organizerName: e.organizerName,
    organizerContact: e.organizerContact,
    maxAttendees: e.maxAttendees,
    currentAttendees: e.currentAttendees,
    isActive: e.isActive,
    cancelledAt: iso(e.cancelledAt),
    // A date of a series (issue 33 §3): its series and the rule in words.
    seriesId: e.seriesId,
    repeats: describeRule(seriesRule, words),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
export type EventJson = ReturnType<typeof toEventJson>;

/**
 * The most of an event's description a card can use: components/event-card.tsx cuts longer ones at 220 characters,
 * and one past that tells it there was more.
 */
const CARD_DESCRIPTION_CHARS = 221;

/**
 * What an event card shows (components/event-card.tsx, home's band), read for the lists: 22 of an event's 45 columns,
 * without its HTML or its full description. Each row the list reads is decoded and mapped column by column, so a card's
 * row costs half a full one (issue 45).
 */
const eventCardColumns = {
  id: events.id,
  title: events.title,
  description: sql<string | null>`substr(${events.description}, 1, ${sql.raw(String(CARD_DESCRIPTION_CHARS))})`,
  imageUrl: events.imageUrl,
  imageAlt: events.imageAlt,
  isFeatured: events.isFeatured,
  isPremium: events.isPremium,
  categoryName: eventCategories.name,
  categoryColor: eventCategories.color,
  price: events.price,
  startDate: events.startDate,
  endDate: events.endDate,
  allDay: events.allDay,
  location: events.location,
  address: events.address,
  maxAttendees: events.maxAttendees,
  currentAttendees: events.currentAttendees,
  tags: events.tags,
  registrationRequired: events.registrationRequired,
  registrationUrl: events.registrationUrl,
  // Home's band puts featured events first (home.server.ts featuredFirst) and links a series' dates.
  featuredUntil: events.featuredUntil,
  seriesId: events.seriesId,
  seriesRule: eventColumns.seriesRule,
};
/** The calendar's cards with their categories, for a page's statement to filter and order. */
export const eventCardsSelect = (db: Db) =>
  db.select(eventCardColumns).from(events).leftJoin(eventCategories, eq(events.categoryId, eventCategories.id));
type EventCardRow = Awaited<ReturnType<typeof eventCardsSelect>>[number];

/** A card's row as the card reads it: the same fields and values as toEventJson's, links checked again on the way out. */
export function toEventCardJson(
  { seriesRule, startDate, endDate, featuredUntil, imageUrl, registrationUrl, tags, ...rest }: EventCardRow,
  words: RuleWords = null,
) {
  return {
    ...rest,
    startDate: startDate.toISOString(),
    endDate: endDate ? endDate.toISOString() : null,
    featuredUntil: featuredUntil ? featuredUntil.toISOString() : null,
    imageUrl: safeHref(imageUrl),
    registrationUrl: safeHref(registrationUrl),
    tags: tags ?? [],
    repeats: describeRule(seriesRule, words),
  };
}

/** Shown to everyone: public, active, not waiting for payment. */
export const listed = () => and(eq(events.isActive, true), eq(events.isPublic, true), eq(events.awaitingPayment, false));
/** Not over yet: ends (or, without an end, starts) now or later. */
export const upcoming = (now: Instant) => or(gte(events.endDate, now), and(isNull(events.endDate), gte(events.startDate, now)));

/**
 * upcoming(), with the start dates it can have as a range: an event not over yet started at most the longest time an
 * event has lasted before `now` (event_spans, kept by triggers). For the lists in date order: SQLite reads them off
 * events_listing_idx (or a category's index) from that start on, where upcoming() alone walked every past event first
 * (the calendar's page 0.84 → 0.14 ms at 50,000 events with 12,000 past, a category's 4.0 → 0.08 ms; more as the
 * past grows). Not for the featured band: there the bound leads SQLite to the listing index and a sort of every
 * upcoming event (0.16 → 180 ms).
 */
export const upcomingByStart = (now: Instant) =>
  and(
    // Without the row (never expected: migration 0032 makes it) the range starts at 0: every event, never none.
    sql`${events.startDate} >= ${epochMs(now)} - coalesce((select ${eventSpans.longestMs} from ${eventSpans} where ${eventSpans.id} = 1), ${epochMs(now)})`,
    upcoming(now),
  );

/**
 * Listed events that stopped being upcoming() between `at` and `now`, for the kept total (list-totals.server.ts): each
 * of upcoming()'s two ranges on its own, so that both are read off events_upcoming_count_idx (one OR of the two walked
 * every listed event: 4.3 ms at 50,000 events, not 0.01).
 */
const endedBetween: Crossings = (at, now) => [
  statementBuilder()
    .select({ one: sql`1` })
    .from(events)
    .where(and(listed(), sql`${events.endDate} >= ${ms(at)} and ${events.endDate} < ${ms(now)}`)),
  statementBuilder()
    .select({ one: sql`1` })
    .from(events)
    .where(and(listed(), isNull(events.endDate), sql`${events.startDate} >= ${ms(at)} and ${events.startDate} < ${ms(now)}`)),
];

/**
 * A series does not flood the lists: of its dates only the next one listed, not cancelled and not over stands for it
 * (issue 33 §3). Single events pass.
 */
export const oneDatePerSeries = (now: Instant, span?: DateSpan | null) =>
  sql`(${events.seriesId} is null or ${events.id} = (select n.id from ${events} n where n.series_id = ${events.seriesId}
    and n.is_active = 1 and n.is_public = 1 and n.awaiting_payment = 0 and n.cancelled_at is null
    and coalesce(n.end_date, n.start_date) >= ${epochMs(now)}${
      span ? sql` and n.start_date < ${span.to.getTime()} and coalesce(n.end_date, n.start_date) >= ${span.from.getTime()}` : sql``
    } order by n.start_date, n.id limit 1))`;

/** On some town day of a date filter's span (issue 43): starts before it ends and is not over before it starts. */
export const withinSpan = (span: DateSpan | null | undefined) => (span ? and(lt(events.startDate, span.to), upcoming(span.from)) : undefined);

/** Featured (enhanced or premium tier) and still within its featured time. */
export const featuredNow = (now: Instant) => and(eq(events.isFeatured, true), or(isNull(events.featuredUntil), gte(events.featuredUntil, now)));
/** Premium events lead the featured list (top priority, part 1 §9). */
export const featuredOrder = () => [desc(events.isPremium), asc(events.startDate), asc(events.id)];

export async function listUpcomingEvents(
  db: Db,
  options: { now: Date; categoryId?: number | null; featured?: boolean; limit?: number },
): Promise<EventJson[]> {
  // The featured list is read off its own index (see upcomingByStart).
  const where: (SQL | undefined)[] = [
    listed(),
    options.featured ? upcoming(options.now) : upcomingByStart(options.now),
    oneDatePerSeries(options.now),
  ];
  if (options.categoryId) where.push(eq(events.categoryId, options.categoryId));
  if (options.featured) where.push(featuredNow(options.now));
  const limit = Math.min(Math.max(options.limit ?? EVENTS_LIST_LIMIT, 1), EVENTS_LIST_LIMIT);
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(eventCategories, eq(events.categoryId, eventCategories.id))
    .where(and(...where))
    // Premium events lead the featured list (top priority, part 1 §9); the calendar is in date order.
    .orderBy(...(options.featured ? featuredOrder() : [asc(events.startDate), asc(events.id)]))
    .limit(limit);
  return rows.map((row) => toEventJson(row));
}

/** Cards per page of the /events list, and the featured band on its first page. */
export const EVENTS_PER_PAGE = 12;
export const EVENTS_FEATURED_ON_PAGE = 6;

type EventsListFilters = {
  now: Instant;
  categoryId: number | null;
  free?: boolean;
  place?: string;
  /** The date filter's town days (lib/event-calendar.ts eventDateSpan); a series stands by its first date in them. */
  span?: DateSpan | null;
  /** Events added in (createdAfter, createdUpTo] only: a saved-search alert's new matches since its last mail. */
  createdAfter?: Date | null;
  createdUpTo?: Date | null;
};

/** In this category, when it is an active one (an id that is not filters nothing, as the filter form shows it). */
const inActiveCategory = (categoryId: number | null) =>
  categoryId
    ? sql`(${events.categoryId} = ${categoryId} or not exists (select 1 from ${eventCategories} where ${eventCategories.id} = ${categoryId} and ${eventCategories.isActive} = 1))`
    : undefined;

/** The calendar's filters beyond "listed and upcoming": the one "which events" rule of /events and of the alerts. */
function eventsListFilter(options: EventsListFilters) {
  const { now, categoryId } = options;
  return and(
    inActiveCategory(categoryId),
    freeAndPlace(options),
    withinSpan(options.span),
    oneDatePerSeries(now, options.span),
    options.createdAfter ? gt(events.createdAt, options.createdAfter) : undefined,
    options.createdUpTo ? lte(events.createdAt, options.createdUpTo) : undefined,
  );
}

/** The calendar list's order: soonest first. */
const eventsListOrder = () => [asc(events.startDate), asc(events.id)];

/**
 * The ids of every event the calendar lists for these filters, in its order, as one statement: the saved-search alerts
 * run one per search and window (their created-at bounds keep it to a day's rows), many in a batch.
 */
export function eventIdsQuery(db: Db, options: EventsListFilters) {
  return db
    .select({ id: events.id })
    .from(events)
    .where(and(listed(), upcoming(options.now), eventsListFilter(options)))
    .orderBy(...eventsListOrder());
}

/** Events by id (any order) as the calendar shows them, for the alerts' mails. */
export async function eventsByIds(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(eventCategories, eq(events.categoryId, eventCategories.id))
    .where(inArray(events.id, [...ids]));
  return rows.map((row) => toEventJson(row));
}

/**
 * How many listed events are upcoming (with `filter`, e.g. one date per series), as one statement: upcoming() as two
 * disjoint ranges of events_upcoming_count_idx (with an end; without one), which holds every column the unfiltered
 * count reads (issue 45). An OR of the ranges would make SQLite merge row ids in a temporary tree or walk every listed
 * event, past ones included.
 */
export function upcomingCountQuery(db: Db, now: Instant, filter?: SQL) {
  return db
    .select({
      n: sql<number>`(${db
        .select({ n: count() })
        .from(events)
        .where(and(listed(), gte(events.endDate, now), filter))})
          + (${db
            .select({ n: count() })
            .from(events)
            .where(and(listed(), isNull(events.endDate), gte(events.startDate, now), filter))})`,
    })
    .from(sql`(select 1)`);
}

/** The statements of one /events page: the categories, the featured band, one page of the list and its total. */
function eventsPageQueries(
  db: Db,
  options: EventsListFilters,
  featuredLimit: number | Placeholder,
  offset: number | Placeholder,
  kept?: KeptOperands,
) {
  const filter = eventsListFilter(options);
  const where = and(listed(), upcoming(options.now), filter);
  return [
    db
      .select({ id: eventCategories.id, name: eventCategories.name, color: eventCategories.color })
      .from(eventCategories)
      .where(eq(eventCategories.isActive, true))
      .orderBy(asc(eventCategories.name)),
    eventCardsSelect(db)
      .where(and(where, featuredNow(options.now)))
      .orderBy(...featuredOrder())
      .limit(featuredLimit),
    eventCardsSelect(db)
      .where(and(listed(), upcomingByStart(options.now), filter))
      .orderBy(...eventsListOrder())
      .limit(EVENTS_PER_PAGE)
      .offset(offset),
    // The unfiltered calendar's total is reused while nothing it counts has changed (list-totals.server.ts).
    kept
      ? keptOrCounted(db, "events", kept, options.now, upcomingCountQuery(db, options.now, filter), endedBetween)
      : upcomingCountQuery(db, options.now, filter),
  ] as const;
}
type PageQueries = ReturnType<typeof eventsPageQueries>;

/** The time, the featured band's size and the page's offset in the plain calendar's statements (plainEventsPage). */
const PAGE_NOW = sql.placeholder("now");
const FEATURED_LIMIT = sql.placeholder("featuredLimit");
const PAGE_OFFSET = sql.placeholder("offset");
const KEPT = { version: sql.placeholder("keptVersion"), at: sql.placeholder("keptAt"), total: sql.placeholder("keptTotal") };
/** One page's statements prepared, each keeping its rows' type. */
function preparePage([categories, featured, rows, total]: PageQueries) {
  return [prepareSelect(categories), prepareSelect(featured), prepareSelect(rows), prepareSelect(total)] as const;
}
let plainPage: ReturnType<typeof preparePage> | undefined;

/**
 * The unfiltered calendar's statements (what most readers open), built once per isolate with placeholders for the
 * time, the featured band and the page, as the home's are (home.server.ts homeShape); a filtered list builds its own.
 */
function plainEventsPage() {
  plainPage ??= preparePage(eventsPageQueries(statementBuilder(), { now: PAGE_NOW, categoryId: null }, FEATURED_LIMIT, PAGE_OFFSET, KEPT));
  return plainPage;
}

const isPlainList = (o: EventsListFilters) => o.categoryId === null && !o.free && !o.place && !o.span && !o.createdAfter && !o.createdUpTo;

/** The unfiltered calendar's statements as they run (SQL and arguments), for the query-plan test. */
export function plainEventsPageStatements(now: Date, page: number) {
  return plainEventsPage().map((statement) => filledQuery(statement, plainPageValues(now, page)));
}
const plainPageValues = (now: Date, page: number, kept: KeptTotal = NOTHING_KEPT) => ({
  [PAGE_NOW.name]: now.getTime(),
  [FEATURED_LIMIT.name]: page === 1 ? EVENTS_FEATURED_ON_PAGE : 0,
  [PAGE_OFFSET.name]: (page - 1) * EVENTS_PER_PAGE,
  [KEPT.version.name]: kept.version,
  [KEPT.at.name]: kept.at,
  [KEPT.total.name]: kept.total,
});

/**
 * Everything /events shows, in one round trip: the categories, the featured band (first page only), one page of
 * the list and its total. An id that is not an active category filters nothing, as the filter form would show it.
 */
export async function loadEventsPage(db: Db, options: EventsListFilters & { now: Date; page: number; ruleWords?: RuleWords }) {
  const { categoryId, page } = options;
  const plain = isPlainList(options);
  const [categories, featured, rows, [total]] = plain
    ? await runPrepared(db, plainEventsPage(), plainPageValues(options.now, page, keptTotalOf("events")))
    : await db.batch(eventsPageQueries(db, options, page === 1 ? EVENTS_FEATURED_ON_PAGE : 0, (page - 1) * EVENTS_PER_PAGE));
  if (plain) keepTotal("events", options.now, total);
  return {
    categories,
    category: categories.find((c) => c.id === categoryId) ?? null,
    featured: featured.map((row) => toEventCardJson(row, options.ruleWords)),
    events: rows.map((row) => toEventCardJson(row, options.ruleWords)),
    total: Number(total?.n ?? 0),
    perPage: EVENTS_PER_PAGE,
  };
}

/** At most this many events a day in the month grid and the week view; the rest are counted, linked to the day. */
export const CALENDAR_MONTH_PER_DAY = 3;
export const CALENDAR_WEEK_PER_DAY = 12;

/**
 * The month or week view of /events (issue 43) in one round trip: the categories and, for each town day (`starts`,
 * each day's first instant; `end`, the last day's end), how many listed events start that day with the list's
 * filters and the first `perDay` of them. Every date of a series is on its own day. At most a month of days, so at
 * most 31 × perDay rows.
 */
export async function loadEventsCalendar(
  db: Db,
  options: { starts: readonly [Date, ...Date[]]; end: Date; perDay: number; categoryId: number | null; free: boolean; place: string },
) {
  const { starts, end } = options;
  const bounds = starts.slice(1, 31);
  // The town day an event starts on, as the index of its day (days have 23 or 25 hours at a clock change).
  const day = bounds.length
    ? sql<number>`(case ${sql.join(
        bounds.map((b, i) => sql`when ${events.startDate} < ${b.getTime()} then ${i}`),
        sql` `,
      )} else ${bounds.length} end)`
    : sql<number>`0`;
  const ranked = db
    .select({
      id: events.id,
      title: events.title,
      startDate: events.startDate,
      allDay: events.allDay,
      cancelledAt: events.cancelledAt,
      seriesId: events.seriesId,
      categoryName: eventCategories.name,
      categoryColor: eventCategories.color,
      day: day.as("day"),
      rank: sql<number>`row_number() over (partition by ${day} order by ${events.startDate}, ${events.id})`.as("rank"),
      dayCount: sql<number>`count(*) over (partition by ${day})`.as("day_count"),
    })
    .from(events)
    .leftJoin(eventCategories, eq(events.categoryId, eventCategories.id))
    .where(and(listed(), gte(events.startDate, starts[0]), lt(events.startDate, end), inActiveCategory(options.categoryId), freeAndPlace(options)))
    .as("ranked");
  const [categories, rows] = await db.batch([
    db
      .select({ id: eventCategories.id, name: eventCategories.name, color: eventCategories.color })
      .from(eventCategories)
      .where(eq(eventCategories.isActive, true))
      .orderBy(asc(eventCategories.name)),
    db.select().from(ranked).where(lte(ranked.rank, options.perDay)).orderBy(asc(ranked.day), asc(ranked.rank)),
  ]);
  const days = starts.map(() => ({ count: 0, events: [] as Omit<(typeof rows)[number], "day" | "rank" | "dayCount">[] }));
  for (const { day: i, rank: _rank, dayCount, ...event } of rows) {
    const d = days[Number(i)];
    if (!d) continue;
    d.count = Number(dayCount);
    d.events.push(event);
  }
  return { categories, category: categories.find((c) => c.id === options.categoryId) ?? null, days };
}

/** The calendar's "free only" and "place" filters (lib/event-filters.ts); undefined when neither is set. */
function freeAndPlace(options: { free?: boolean; place?: string }): SQL | undefined {
  // A price is free text from forms and feeds; "0.00", "0" and words without a number all read as free.
  const free = options.free ? sql`(${events.price} is null or cast(${events.price} as real) = 0)` : undefined;
  const place = options.place ? or(containsText(events.location, options.place), containsText(events.address, options.place)) : undefined;
  return and(free, place);
}

/**
 * Upcoming listed events for the iCalendar subscription (more than a page's worth), with the calendar's filters. A
 * series comes once, as its next date (the export writes the whole series from it: models/event-series.server.ts).
 */
export async function listEventsForCalendar(
  db: Db,
  options: { now: Date; categoryId?: number | null; free?: boolean; place?: string; span?: DateSpan | null },
) {
  const where: (SQL | undefined)[] = [
    listed(),
    upcomingByStart(options.now),
    freeAndPlace(options),
    withinSpan(options.span),
    oneDatePerSeries(options.now, options.span),
  ];
  if (options.categoryId) where.push(eq(events.categoryId, options.categoryId));
  return db
    .select()
    .from(events)
    .where(and(...where))
    .orderBy(asc(events.startDate))
    .limit(500);
}

/** The next `limit` upcoming listed events with the calendar's filters, in date order (the embeddable calendar). */
export async function listEventsForEmbed(
  db: Db,
  options: { now: Date; categoryId: number | null; free: boolean; place: string; span?: DateSpan | null; limit: number },
) {
  const rows = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(eventCategories, eq(events.categoryId, eventCategories.id))
    .where(
      and(
        listed(),
        upcomingByStart(options.now),
        withinSpan(options.span),
        oneDatePerSeries(options.now, options.span),
        options.categoryId ? eq(events.categoryId, options.categoryId) : undefined,
        freeAndPlace(options),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(Math.min(Math.max(options.limit, 1), EVENTS_LIST_LIMIT));
  return rows.map((row) => toEventJson(row));
}

export async function getEvent(db: Db, id: number): Promise<(EventJson & { awaitingPayment: boolean; icsSequence: number }) | null> {
  const [row] = await db
    .select(eventColumns)
    .from(events)
    .leftJoin(eventCategories, eq(events.categoryId, eventCategories.id))
    .where(eq(events.id, id))
    .limit(1);
  return row ? { ...toEventJson(row), awaitingPayment: row.event.awaitingPayment, icsSequence: row.event.icsSequence } : null;
}

/** The spec's event JSON of getEvent's answer: without what only the site reads (payment state, calendar sequence). */
export function eventJsonOf(event: EventJson & { awaitingPayment: boolean; icsSequence: number }): EventJson {
  const { awaitingPayment: _payment, icsSequence: _sequence, ...body } = event;
  return body;
}

/** Hidden, inactive or unpaid events exist only for their organizer and admins. */
export function canSeeEvent(
  event: { isActive: boolean; isPublic: boolean; awaitingPayment: boolean; organizerId: string | null },
  viewer: Pick<User, "id" | "role"> | null,
): boolean {
  if (event.isActive && event.isPublic && !event.awaitingPayment) return true;
  if (!viewer) return false;
  return viewer.role === "admin" || (event.organizerId !== null && viewer.id === event.organizerId);
}

/** A visible event by id for this viewer, or null (the caller answers 404). */
export async function getVisibleEvent(db: Db, id: number, viewer: Pick<User, "id" | "role"> | null) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const event = await getEvent(db, id);
  return event && canSeeEvent(event, viewer) ? event : null;
}

export async function listEventCategories(db: Db) {
  return db
    .select({ id: eventCategories.id, name: eventCategories.name, color: eventCategories.color })
    .from(eventCategories)
    .where(eq(eventCategories.isActive, true))
    .orderBy(asc(eventCategories.name));
}

export async function getEventCategory(db: Db, id: number) {
  const [row] = await db.select().from(eventCategories).where(eq(eventCategories.id, id)).limit(1);
  return row ?? null;
}

/** What a member submits (form or API), already validated and converted. */
export type NewEvent = {
  title: string;
  description?: string | null;
  categoryId?: number | null;
  startDate: Date;
  endDate?: Date | null;
  location: string;
  address?: string | null;
  imageUrl?: string | null;
  imageAlt?: string | null;
  price?: string | null;
  websiteUrl?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  registrationRequired?: boolean;
  registrationUrl?: string | null;
  tags?: string[];
  maxAttendees?: number | null;
  organizerName?: string | null;
  organizerContact?: string | null;
};

/** The columns a member's form writes, the same on create and on edit (empty strings stored as null). */
export function formColumns(input: NewEvent) {
  return {
    title: input.title,
    description: input.description || null,
    categoryId: input.categoryId ?? null,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    location: input.location,
    address: input.address || null,
    imageUrl: input.imageUrl || null,
    imageAlt: input.imageAlt || null,
    price: input.price || "0.00",
    websiteUrl: input.websiteUrl || null,
    contactEmail: input.contactEmail || null,
    contactPhone: input.contactPhone || null,
    registrationRequired: input.registrationRequired ?? false,
    registrationUrl: input.registrationUrl || null,
    tags: input.tags?.length ? input.tags : null,
    maxAttendees: input.maxAttendees ?? null,
    organizerName: input.organizerName || null,
    organizerContact: input.organizerContact || null,
  };
}

/**
 * Creates a member's event. Standard events are listed at once; enhanced and premium ones wait hidden
 * (awaitingPayment) with isFeatured/isPremium off until the checkout marks them paid.
 */
export async function createEvent(db: Db, input: NewEvent, tier: EventTier, organizerId: string, now: Date) {
  const row = one(
    await db
      .insert(events)
      .values({
        ...formColumns(input),
        organizerId,
        isFeatured: false,
        isPremium: false,
        isPublic: true,
        isActive: true,
        awaitingPayment: tier !== "standard",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: events.id }),
    "the new event",
  );
  return row.id;
}

/** The form's validated value as the columns an event is created or edited with. */
export function eventInputFrom(value: EventFormOutput, image: { url: string | null | undefined; alt: string | null }): NewEvent {
  const { tier: _tier, categoryId, tags, price, imageAlt: _alt, imageUrl: _url, ...fields } = value;
  return {
    ...fields,
    imageUrl: image.url ?? null,
    imageAlt: image.url ? image.alt : null,
    categoryId: categoryId ?? null,
    tags: parseTags(tags),
    price: price ? Number(price).toFixed(2) : "0.00",
  };
}

/** The stored event row (any state), for the edit page and admin actions. */
export async function getEventRow(db: Db, id: number) {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

/** The columns an edit may change, and what they were: the audit row's before and after. */
export function editableSnapshot(
  e: Pick<
    Event,
    | "title"
    | "description"
    | "categoryId"
    | "startDate"
    | "endDate"
    | "location"
    | "address"
    | "imageUrl"
    | "price"
    | "websiteUrl"
    | "contactEmail"
    | "contactPhone"
    | "registrationRequired"
    | "registrationUrl"
    | "tags"
    | "maxAttendees"
    | "organizerName"
    | "organizerContact"
  >,
) {
  return {
    title: e.title,
    description: e.description ?? null,
    categoryId: e.categoryId ?? null,
    startDate: e.startDate.toISOString(),
    endDate: e.endDate?.toISOString() ?? null,
    location: e.location,
    address: e.address ?? null,
    imageUrl: e.imageUrl ?? null,
    price: e.price ?? "0.00",
    websiteUrl: e.websiteUrl ?? null,
    contactEmail: e.contactEmail ?? null,
    contactPhone: e.contactPhone ?? null,
    registrationRequired: e.registrationRequired ?? false,
    registrationUrl: e.registrationUrl ?? null,
    tags: e.tags ?? [],
    maxAttendees: e.maxAttendees ?? null,
    organizerName: e.organizerName ?? null,
    organizerContact: e.organizerContact ?? null,
  };
}

/** Writes an edit (the organiser's own event when organizerId is given, any event for an admin). */
export async function updateEventDetails(db: Db, id: number, input: NewEvent, now: Date, organizerId: string | null) {
  const [row] = await db
    .update(events)
    .set({
      ...formColumns(input),
      updatedAt: now,
    })
    .where(and(eq(events.id, id), organizerId ? eq(events.organizerId, organizerId) : undefined))
    .returning();
  return row ?? null;
}

/** Hides an event from every list and page (or shows it again). */
export async function setEventHidden(db: Db, id: number, hidden: boolean, now: Date) {
  const [row] = await db.update(events).set({ isActive: !hidden, updatedAt: now }).where(eq(events.id, id)).returning({ id: events.id });
  return Boolean(row);
}

/** Features an event until a date (null: no longer featured). */
export async function setEventFeatured(db: Db, id: number, until: Date | null, now: Date) {
  const [row] = await db
    .update(events)
    .set({ isFeatured: until !== null, featuredUntil: until, updatedAt: now })
    .where(eq(events.id, id))
    .returning({ id: events.id });
  return Boolean(row);
}

export const ADMIN_EVENTS_PAGE = 20;

/** The admin Events tab: every event (hidden, cancelled and past ones too), newest start first, searchable by title. */
export async function listEventsForAdmin(db: Db, options: { q?: string | null; page: number }) {
  const where = options.q?.trim() ? containsText(events.title, options.q.trim()) : undefined;
  const [rows, total] = await db.batch([
    db
      .select({
        id: events.id,
        title: events.title,
        startDate: events.startDate,
        isActive: events.isActive,
        isFeatured: events.isFeatured,
        featuredUntil: events.featuredUntil,
        isPremium: events.isPremium,
        awaitingPayment: events.awaitingPayment,
        cancelledAt: events.cancelledAt,
        feedId: events.feedId,
      })
      .from(events)
      .where(where)
      .orderBy(desc(events.startDate), desc(events.id))
      .limit(ADMIN_EVENTS_PAGE)
      .offset((options.page - 1) * ADMIN_EVENTS_PAGE),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows, total: one(total, "a count").n };
}

/** Comma-separated tags: trimmed, empty ones dropped, duplicates removed, at most 20 of 50 characters. */
export function parseTags(value: string | string[] | null | undefined): string[] {
  const list = Array.isArray(value) ? value : (value ?? "").split(",");
  const seen = new Set<string>();
  for (const raw of list) {
    const tag = raw.trim().slice(0, 50);
    if (tag && !seen.has(tag.toLowerCase()) && seen.size < 20) seen.add(tag);
  }
  return [...seen];
}

// Event feeds (iCalendar URLs admins maintain).

export type NewEventFeed = { name: string; url: string; categoryId?: number | null };

export async function listEventFeeds(db: Db) {
  return db
    .select({
      id: eventFeeds.id,
      name: eventFeeds.name,
      url: eventFeeds.url,
      categoryId: eventFeeds.categoryId,
      categoryName: eventCategories.name,
      isActive: eventFeeds.isActive,
      lastFetchedAt: eventFeeds.lastFetchedAt,
      lastError: eventFeeds.lastError,
    })
    .from(eventFeeds)
    .leftJoin(eventCategories, eq(eventFeeds.categoryId, eventCategories.id))
    .orderBy(asc(eventFeeds.name));
}

export async function addEventFeed(db: Db, feed: NewEventFeed, now: Date) {
  const existing = await db.select({ id: eventFeeds.id }).from(eventFeeds).where(eq(eventFeeds.url, feed.url)).limit(1);
  if (existing.length) return { ok: false as const, message: "That feed is already in the list" };
  const row = one(
    await db
      .insert(eventFeeds)
      .values({ name: feed.name, url: feed.url, categoryId: feed.categoryId ?? null, createdAt: now })
      .returning({ id: eventFeeds.id }),
    "the new feed",
  );
  return { ok: true as const, id: row.id };
}

export async function removeEventFeed(db: Db, id: number) {
  const deleted = await db.delete(eventFeeds).where(eq(eventFeeds.id, id)).returning({ id: eventFeeds.id });
  return deleted.length > 0;
}

// The JSON body of POST /api/events/create (part 1 §7).

/** JSON booleans only: true, false, or absent (false). "yes", 1 and other junk are refused. */
const strictBool = () => z.boolean({ invalid_type_error: "Please send true or false" }).default(false);

const tag = z
  .string()
  .max(50)
  .refine((v) => !hasControlChars(v), CONTROL_CHAR_MESSAGE);

/** A date sent as JSON (ISO string or epoch ms): a real calendar date inside the sane window. */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const apiDate = (required: string, invalid: string) => z.preprocess(blankToUndefined, boundedDate(invalid, required));
const optionalApiDate = (invalid: string) => z.preprocess(blankToUndefined, boundedDate(invalid).optional()).transform((v) => v ?? null);

export const apiEventSchema = z
  .object({
    title: text(255, { required: MESSAGES.titleRequired, tooLong: MESSAGES.titleTooLong }),
    description: optionalText(10_000, undefined, { multiline: true }),
    categoryId: optionalInt(1, 1_000_000, MESSAGES.category),
    startDate: apiDate(MESSAGES.startRequired, MESSAGES.startInvalid),
    endDate: optionalApiDate(MESSAGES.endInvalid),
    location: text(255, { required: MESSAGES.locationRequired }),
    address: optionalText(500),
    imageUrl: optionalHttpUrl(MESSAGES.url),
    websiteUrl: optionalHttpUrl(MESSAGES.url),
    contactEmail: optionalEmail(MESSAGES.email),
    contactPhone: optionalText(20),
    registrationRequired: strictBool(),
    registrationUrl: optionalHttpUrl(MESSAGES.url),
    tags: z
      .union([
        z.array(tag).max(50),
        z
          .string()
          .max(1000)
          .refine((v) => !hasControlChars(v), CONTROL_CHAR_MESSAGE),
      ])
      .nullish(),
    maxAttendees: optionalInt(1, 1_000_000),
    organizerName: optionalText(255),
    organizerContact: optionalText(255),
    isFeatured: strictBool(),
    isPremium: strictBool(),
    // The listing tier's price, checked against isFeatured/isPremium.
    price: z.string({ invalid_type_error: MESSAGES.price }).max(20).default("0.00"),
    // The event's own admission price (our addition; stored in events.price).
    ticketPrice: z
      .string({ invalid_type_error: MESSAGES.price })
      .regex(/^\d{1,8}(\.\d{1,2})?$/, MESSAGES.price)
      .nullish(),
    organizerId: z.string().max(255).nullish(),
  })
  .passthrough();

export function tierFromFlags(isFeatured: boolean, isPremium: boolean): EventTier {
  return isPremium ? "premium" : isFeatured ? "enhanced" : "standard";
}

export const toMoney = (value: string | null | undefined) => (value ? Number(value).toFixed(2) : "0.00");
