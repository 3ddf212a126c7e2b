// Members' series that repeat (issue 33 §3): an event_series row holds the RRULE, each date is an events row
// (seriesId, recurrenceId = the date's original start). Dates are made up to the horizon (six months ahead: the
// spec's posting rule applied to each date) and the daily cron moves the horizon on.
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type Placeholder } from "drizzle-orm";
import { TOWN_TIME_ZONE } from "~/lib/dates";
import { latestAllowedStart } from "~/lib/event-rules";
import { ruleEndingAt, ruleEndingBefore, seriesDates } from "~/lib/recurrence";
import { nonEmpty, one } from "~/lib/rows";
import type { Db } from "~/models/db.server";
import { formColumns, listed, type NewEvent } from "~/models/events.server";
import type { Instant } from "~/models/sql.server";
import { events, eventSeries, type Event, type EventSeries } from "../../db/schema";

/** The last start a date may have today: the spec's six months ahead. */
export const seriesHorizon = (now: Date) => latestAllowedStart(now);
/** The horizon of a series that has ended (split or cancelled from a date on): the cron makes no more dates for it. */
const ENDED = new Date(253_402_300_799_000);

type Flags = Pick<Event, "isFeatured" | "isPremium" | "isPublic" | "isActive" | "awaitingPayment" | "organizerId">;

/** Columns of a new date copied from another (the series' latest plain date): everything but its own dates and answers. */
function copyable(e: Event) {
  const {
    id: _id,
    startDate: _s,
    endDate: _e,
    currentAttendees: _c,
    cancelledAt: _x,
    recurrenceId: _r,
    isOverride: _o,
    createdAt: _ca,
    updatedAt: _ua,
    sourceUid: _u,
    feedId: _f,
    ...rest
  } = e;
  return rest;
}

const dateRow = (start: Date, durationMs: number | null) => ({
  startDate: start,
  endDate: durationMs === null ? null : new Date(start.getTime() + durationMs),
  recurrenceId: start,
});

/**
 * The rule's dates from the form's start up to the horizon, and a new series row holding the rule (none when the rule
 * makes no date). Shared by a new series, a date made into a series, and "this and following".
 */
async function insertSeries(db: Db, input: NewEvent, rrule: string, organizerId: string | null, now: Date) {
  const horizon = seriesHorizon(now);
  const made = seriesDates(rrule, input.startDate, input.startDate, horizon);
  if (!made.length) return null;
  const dates = nonEmpty(made, "date");
  const durationMs = input.endDate ? input.endDate.getTime() - input.startDate.getTime() : null;
  const series = one(
    await db
      .insert(eventSeries)
      .values({ rrule, dtstart: dates[0], tz: TOWN_TIME_ZONE, durationMs, horizonAt: horizon, organizerId, createdAt: now, updatedAt: now })
      .returning({ id: eventSeries.id }),
    "the new series",
  );
  return { seriesId: series.id, dates, durationMs };
}

/**
 * Creates a series and its dates up to the horizon. The first date is the rule's first date on or after the form's
 * start. Returns the first date's event id, or null when the rule makes no date.
 */
export async function createSeries(db: Db, input: NewEvent, rrule: string, flags: Flags, now: Date): Promise<number | null> {
  const made = await insertSeries(db, input, rrule, flags.organizerId, now);
  if (!made) return null;
  const { seriesId, dates, durationMs } = made;
  const base = { ...formColumns(input), ...flags, seriesId, isOverride: false, createdAt: now, updatedAt: now };
  const rows = await db
    .insert(events)
    .values(dates.map((d) => ({ ...base, ...dateRow(d, durationMs) })))
    .returning({ id: events.id, startDate: events.startDate });
  return one(
    rows.sort((a, b) => a.startDate.getTime() - b.startDate.getTime()),
    "the series' first date",
  ).id;
}

/** A series and a template date (its latest date not edited alone, else its latest). */
async function seriesWithTemplate(db: Db, seriesId: number) {
  const [[series], [template]] = await db.batch([
    db.select().from(eventSeries).where(eq(eventSeries.id, seriesId)).limit(1),
    db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.isOverride), desc(events.recurrenceId)).limit(1),
  ]);
  return series && template ? { series, template } : null;
}

/** Makes the dates of one series from its horizon to the new horizon (dates already there are left alone). */
async function extendOne(db: Db, series: EventSeries, template: Event, horizon: Date, now: Date) {
  const from = series.horizonAt.getTime() > series.dtstart.getTime() ? series.horizonAt : series.dtstart;
  const dates = seriesDates(series.rrule, series.dtstart, from, horizon);
  const base = { ...copyable(template), seriesId: series.id, isOverride: false, createdAt: now, updatedAt: now };
  const [, inserted] = await db.batch([
    db.update(eventSeries).set({ horizonAt: horizon, updatedAt: now }).where(eq(eventSeries.id, series.id)),
    ...(dates.length
      ? [
          db
            .insert(events)
            .values(dates.map((d) => ({ ...base, ...dateRow(d, series.durationMs) })))
            .onConflictDoNothing()
            .returning({ id: events.id }),
        ]
      : []),
  ]);
  return Array.isArray(inserted) ? inserted.length : 0;
}

/** The daily cron: every series whose horizon is behind gets its new dates. */
export async function extendSeriesHorizons(db: Db, now: Date) {
  const horizon = seriesHorizon(now);
  const due = await db
    .select({ id: eventSeries.id })
    .from(eventSeries)
    .where(sql`${eventSeries.horizonAt} < ${horizon.getTime()}`)
    .limit(500);
  let dates = 0;
  for (const { id } of due) {
    const found = await seriesWithTemplate(db, id);
    if (found) dates += await extendOne(db, found.series, found.template, horizon, now);
  }
  return { series: due.length, dates };
}

/** One date edited alone: its own columns, marked as an override, its recurrenceId kept (the export's RECURRENCE-ID). */
export async function editThisDate(db: Db, id: number, input: NewEvent, now: Date, organizerId: string | null) {
  const [row] = await db
    .update(events)
    .set({ ...formColumns(input), isOverride: true, updatedAt: now })
    .where(and(eq(events.id, id), organizerId ? eq(events.organizerId, organizerId) : undefined))
    .returning();
  return row ?? null;
}

/**
 * "This and following": the old series ends before this date (UNTIL) and a new series with the new rule starts at
 * this date's new start. The old dates from here on are reused in order for the new dates (their answers stay with
 * them), surplus ones are removed, missing ones made. Earlier edits of these dates give way to the new details.
 * Returns the id of the first new date, or null when the rule makes no date.
 */
export async function editThisAndFollowing(db: Db, row: Event, input: NewEvent, rrule: string, now: Date): Promise<number | null> {
  if (!row.seriesId || !row.recurrenceId) return null;
  const found = await seriesWithTemplate(db, row.seriesId);
  if (!found) return null;
  const made = await insertSeries(db, input, rrule, found.series.organizerId, now);
  if (!made) return null;
  const { seriesId, dates, durationMs } = made;
  const old = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.seriesId, row.seriesId), gte(events.recurrenceId, row.recurrenceId)))
    .orderBy(asc(events.recurrenceId));
  const firstOld = row.recurrenceId.getTime() <= found.series.dtstart.getTime();
  const columns = { ...formColumns(input), seriesId, isOverride: false, cancelledAt: null, updatedAt: now };
  const keep = { ...copyable(found.template), ...columns, createdAt: now };
  const reused = old.slice(0, dates.length);
  const surplus = old.slice(dates.length).map((o) => o.id);
  await db.batch([
    // The old series keeps only its earlier dates (a series split at its first date has none left).
    db
      .update(eventSeries)
      .set({
        rrule: firstOld ? found.series.rrule : ruleEndingAt(found.series.rrule, new Date(row.recurrenceId.getTime() - 1000)),
        horizonAt: ENDED,
        updatedAt: now,
      })
      .where(eq(eventSeries.id, row.seriesId)),
    // An old date's row takes the new date in the same place (there are at least as many new dates as reused rows).
    ...reused.map((o, i) =>
      db
        .update(events)
        .set({ ...columns, ...dateRow(dates[i] ?? dates[0], durationMs) })
        .where(eq(events.id, o.id)),
    ),
    ...(surplus.length ? [db.delete(events).where(inArray(events.id, surplus))] : []),
    ...(dates.length > reused.length
      ? [db.insert(events).values(dates.slice(reused.length).map((d) => ({ ...keep, ...dateRow(d, durationMs) })))]
      : []),
  ]);
  const [first] = await db.select({ id: events.id }).from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.startDate)).limit(1);
  return first?.id ?? null;
}

/** Cancels one date, or this and the following ones (the series then ends before it). Returns the dates cancelled. */
export async function cancelDates(db: Db, row: Event, scope: "this" | "following", now: Date) {
  if (scope === "this" || !row.seriesId || !row.recurrenceId) {
    const done = await db
      .update(events)
      .set({ cancelledAt: now, updatedAt: now })
      .where(and(eq(events.id, row.id), isNull(events.cancelledAt)))
      .returning({ id: events.id });
    return done.length;
  }
  const found = await seriesWithTemplate(db, row.seriesId);
  if (!found) return 0;
  // The rule ends at the last date before this one, so no cancelled date comes back past the rows made so far; from
  // the first date on there is none, and the export writes the whole series STATUS:CANCELLED (loadSeriesForExport).
  const ended = ruleEndingBefore(found.series.rrule, found.series.dtstart, row.recurrenceId);
  const [, done] = await db.batch([
    db
      .update(eventSeries)
      .set(ended ? { rrule: ended, horizonAt: ENDED, updatedAt: now } : { horizonAt: ENDED, updatedAt: now })
      .where(eq(eventSeries.id, row.seriesId)),
    db
      .update(events)
      .set({ cancelledAt: now, updatedAt: now })
      .where(and(eq(events.seriesId, row.seriesId), gte(events.recurrenceId, row.recurrenceId), isNull(events.cancelledAt)))
      .returning({ id: events.id }),
  ]);
  return done.length;
}

/**
 * How many events a member made in [since, until] as the daily limit counts them: each single event once and each
 * series once, however many dates it has (its dates are rows with a seriesId; the cron's later dates are not new posts).
 */
export async function eventPostsBy(db: Db, organizerId: string, since: Date, until: Date) {
  const [singles, series] = await db.batch([
    db
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.organizerId, organizerId), isNull(events.seriesId), gte(events.createdAt, since), lte(events.createdAt, until))),
    db
      .select({ n: count() })
      .from(eventSeries)
      .where(and(eq(eventSeries.organizerId, organizerId), gte(eventSeries.createdAt, since), lte(eventSeries.createdAt, until))),
  ]);
  return (singles[0]?.n ?? 0) + (series[0]?.n ?? 0);
}

export async function getSeries(db: Db, id: number) {
  const [row] = await db.select().from(eventSeries).where(eq(eventSeries.id, id)).limit(1);
  return row ?? null;
}

/** The coming dates of a series as the event page lists them (cancelled ones marked). */
export const comingDatesQuery = (db: Db, eventId: number | Placeholder, now: Instant) =>
  db
    .select({ id: events.id, startDate: events.startDate, cancelledAt: events.cancelledAt, isOverride: events.isOverride })
    .from(events)
    .where(and(sql`${events.seriesId} = (select s.series_id from ${events} s where s.id = ${eventId})`, listed(), gte(events.startDate, now)))
    .orderBy(asc(events.startDate))
    .limit(60);

/**
 * What the iCalendar export needs for each series among `seriesIds`: the series, the template date (the rule's
 * details), the cancelled dates (EXDATE) and the dates edited alone (RECURRENCE-ID).
 */
export async function loadSeriesForExport(db: Db, seriesIds: number[]) {
  if (!seriesIds.length) return [];
  const ids = seriesIds.slice(0, 200);
  const [seriesRows, dates] = await db.batch([
    db.select().from(eventSeries).where(inArray(eventSeries.id, ids)),
    db
      .select()
      .from(events)
      .where(and(inArray(events.seriesId, ids), eq(events.isActive, true), eq(events.isPublic, true), eq(events.awaitingPayment, false)))
      .orderBy(asc(events.recurrenceId)),
  ]);
  return seriesRows.flatMap((series) => {
    const own = dates.filter((d) => d.seriesId === series.id);
    const plain = own.filter((d) => !d.isOverride && !d.cancelledAt);
    const template = plain.at(-1) ?? own.at(-1);
    if (!template) return [];
    // Called off: the rule makes no more dates (ended) and every date it made is cancelled.
    const calledOff = series.horizonAt.getTime() >= ENDED.getTime() && own.every((d) => d.cancelledAt);
    return [
      {
        series,
        template,
        cancelledAt: calledOff ? new Date(Math.max(...own.map((d) => d.cancelledAt?.getTime() ?? 0))) : null,
        cancelled: own.filter((d) => d.cancelledAt && d.recurrenceId).map((d) => d.recurrenceId as Date),
        overrides: own.filter((d) => d.isOverride && !d.cancelledAt),
      },
    ];
  });
}

/** A single event becomes the first date of a new series (the edit page's "Repeats"). Returns its id, or null. */
export async function makeSeriesOf(db: Db, row: Event, input: NewEvent, rrule: string, now: Date): Promise<number | null> {
  const made = await insertSeries(db, input, rrule, row.organizerId, now);
  if (!made) return null;
  const { seriesId, dates, durationMs } = made;
  const columns = { ...formColumns(input), seriesId, isOverride: false, updatedAt: now };
  const copy = { ...copyable(row), ...columns, createdAt: now };
  await db.batch([
    db
      .update(events)
      .set({ ...columns, ...dateRow(dates[0], durationMs) })
      .where(eq(events.id, row.id)),
    ...(dates.length > 1 ? [db.insert(events).values(dates.slice(1).map((d) => ({ ...copy, ...dateRow(d, durationMs) })))] : []),
  ]);
  return row.id;
}
