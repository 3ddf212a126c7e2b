// Members' answers to events (issue 33). Every change is one db.batch whose first statement decides in SQL (a
// conditional insert, a capped promotion), never read-then-write, so concurrent answers cannot overbook; the same
// batch then writes events.currentAttendees as the count of "going" answers.
import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { RuleWords } from "~/lib/recurrence";
import { filledQuery, prepareSelect, runPrepared, statementBuilder, type Db } from "~/models/db.server";
import { comingDatesQuery } from "~/models/event-series.server";
import { canSeeEvent, eventColumns, toEventJson } from "~/models/events.server";
import { sessionMember, type Viewing } from "~/models/session.server";
import { eventCategories, eventRsvps, events, users, type RsvpStatus } from "../../db/schema";
import { listApprovedReplies } from "./fediverse-replies.server";

/** Events that take answers here: listed, not cancelled, not begun, and without an outside registration link. */
const takesAnswers = (now: Date) =>
  and(
    eq(events.isActive, true),
    eq(events.isPublic, true),
    eq(events.awaitingPayment, false),
    isNull(events.cancelledAt),
    isNull(events.registrationUrl),
    gte(events.startDate, now),
  );

const goingCount = (eventId: number) =>
  sql<number>`(select count(*) from ${eventRsvps} where ${eventRsvps.eventId} = ${eventId} and ${eventRsvps.status} = 'going')`;

/** The statement that writes the real count onto the event (cards and lists read the column). */
const recount = (db: Db, eventId: number) =>
  db
    .update(events)
    .set({ currentAttendees: goingCount(eventId) })
    .where(eq(events.id, eventId))
    .returning({ currentAttendees: events.currentAttendees, maxAttendees: events.maxAttendees });

/** A waitlist's "no limit": an event whose limit was removed takes everyone waiting. */
const NO_LIMIT = 1_000_000_000;

/**
 * Fills free places from the waitlist, first come first served, in one statement: as many waitlisted answers as
 * there are free places become "going". Returns the members moved up.
 */
const promote = (db: Db, eventId: number, now: Date) =>
  db
    .update(eventRsvps)
    .set({ status: "going", updatedAt: now })
    .where(
      inArray(
        eventRsvps.id,
        sql`(select ${eventRsvps.id} from ${eventRsvps} where ${eventRsvps.eventId} = ${eventId} and ${eventRsvps.status} = 'waitlisted'
          order by ${eventRsvps.createdAt}, ${eventRsvps.id}
          limit max(0, coalesce((select ${events.maxAttendees} from ${events} where ${events.id} = ${eventId}), ${NO_LIMIT}) - ${goingCount(eventId)}))`,
      ),
    )
    .returning({ userId: eventRsvps.userId });

/**
 * After an edit raised or removed an event's limit: the event (or each date of the series) that has a waitlist fills its free places from
 * it (promotion and count in one batch per event). Returns the members moved up, by event.
 */
export async function fillFromWaitlist(
  db: Db,
  dates: { eventId: number } | { seriesId: number },
  now: Date,
): Promise<{ eventId: number; promoted: string[] }[]> {
  const which =
    "eventId" in dates
      ? eq(eventRsvps.eventId, dates.eventId)
      : inArray(eventRsvps.eventId, db.select({ id: events.id }).from(events).where(eq(events.seriesId, dates.seriesId)));
  const waiting = await db
    .selectDistinct({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .where(and(which, eq(eventRsvps.status, "waitlisted")));
  const filled: { eventId: number; promoted: string[] }[] = [];
  for (const { eventId } of waiting) {
    const [promoted] = await db.batch([promote(db, eventId, now), recount(db, eventId)]);
    if (promoted.length) filled.push({ eventId, promoted: promoted.map((p) => p.userId) });
  }
  return filled;
}

export type RsvpResult = {
  status: RsvpStatus;
  /** When the member answered "I'm going" (the waitlist's order, and the key of its confirmation mail). */
  answeredAt: Date;
  currentAttendees: number;
  maxAttendees: number | null;
  promoted: string[];
};

/**
 * "I'm going": going while there is a place (or no limit), else on the waitlist. An answer already going or
 * waitlisted stays as it is; "not going" answers again at the end of the queue. Null when the event takes no answers.
 */
export async function answerGoing(db: Db, eventId: number, userId: string, now: Date): Promise<RsvpResult | null> {
  const hasPlace = sql`(${events.maxAttendees} is null or ${goingCount(eventId)} < ${events.maxAttendees})`;
  const [rows, counts] = await db.batch([
    db
      .insert(eventRsvps)
      .select(
        db
          .select({
            id: sql`null`.as("id"),
            eventId: events.id,
            userId: sql`${userId}`.as("user_id"),
            status: sql`case when ${hasPlace} then 'going' else 'waitlisted' end`.as("status"),
            checkedInAt: sql`null`.as("checked_in_at"),
            createdAt: sql`${now.getTime()}`.as("created_at"),
            updatedAt: sql`${now.getTime()}`.as("updated_at"),
          })
          .from(events)
          .where(and(eq(events.id, eventId), takesAnswers(now))),
      )
      .onConflictDoUpdate({
        target: [eventRsvps.eventId, eventRsvps.userId],
        set: {
          status: sql`case when ${eventRsvps.status} = 'not_going' then excluded.status else ${eventRsvps.status} end`,
          createdAt: sql`case when ${eventRsvps.status} = 'not_going' then excluded.created_at else ${eventRsvps.createdAt} end`,
          updatedAt: sql`case when ${eventRsvps.status} = 'not_going' then excluded.updated_at else ${eventRsvps.updatedAt} end`,
        },
      })
      .returning({ status: eventRsvps.status, createdAt: eventRsvps.createdAt }),
    recount(db, eventId),
  ]);
  const [row] = rows;
  if (!row) return null;
  return {
    status: row.status,
    answeredAt: row.createdAt,
    currentAttendees: counts[0]?.currentAttendees ?? 0,
    maxAttendees: counts[0]?.maxAttendees ?? null,
    promoted: [],
  };
}

/**
 * "Can't go": the answer becomes not going, the place it held is given to the first on the waitlist, and the count
 * is written, in one batch. Null when the event takes no answers (past, cancelled, outside registration).
 */
export async function answerNotGoing(db: Db, eventId: number, userId: string, now: Date): Promise<RsvpResult | null> {
  const [rows, promoted, counts] = await db.batch([
    db
      .insert(eventRsvps)
      .select(
        db
          .select({
            id: sql`null`.as("id"),
            eventId: events.id,
            userId: sql`${userId}`.as("user_id"),
            status: sql`'not_going'`.as("status"),
            checkedInAt: sql`null`.as("checked_in_at"),
            createdAt: sql`${now.getTime()}`.as("created_at"),
            updatedAt: sql`${now.getTime()}`.as("updated_at"),
          })
          .from(events)
          .where(and(eq(events.id, eventId), takesAnswers(now))),
      )
      .onConflictDoUpdate({ target: [eventRsvps.eventId, eventRsvps.userId], set: { status: "not_going", updatedAt: now } })
      .returning({ status: eventRsvps.status, createdAt: eventRsvps.createdAt }),
    promote(db, eventId, now),
    recount(db, eventId),
  ]);
  const [row] = rows;
  if (!row) return null;
  return {
    status: row.status,
    answeredAt: row.createdAt,
    currentAttendees: counts[0]?.currentAttendees ?? 0,
    maxAttendees: counts[0]?.maxAttendees ?? null,
    promoted: promoted.map((p) => p.userId),
  };
}

/** The event page's placeholders, filled when its statements run. */
const EVENT_ID = sql.placeholder("eventId");
const NOW = sql.placeholder("now");
const SESSION = sql.placeholder("session");

/** The event page's statements, built once per isolate (as home's: models/home.server.ts). */
function buildEventPageStatements(db: Db) {
  const member = sessionMember(SESSION, NOW);
  return [
    prepareSelect(
      db
        .select(eventColumns)
        .from(events)
        .leftJoin(eventCategories, eq(events.categoryId, eventCategories.id))
        .where(eq(events.id, EVENT_ID))
        .limit(1),
    ),
    prepareSelect(
      db
        .select({ status: eventRsvps.status })
        .from(eventRsvps)
        .where(and(eq(eventRsvps.eventId, EVENT_ID), eq(eventRsvps.userId, member)))
        .limit(1),
    ),
    // Names only, never addresses; read only when the viewer organises it (or is an admin), and shown only then.
    prepareSelect(
      db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(eventRsvps)
        .innerJoin(users, eq(users.id, eventRsvps.userId))
        .innerJoin(events, eq(events.id, eventRsvps.eventId))
        .where(
          and(
            eq(eventRsvps.eventId, EVENT_ID),
            eq(eventRsvps.status, "going"),
            or(eq(events.organizerId, member), sql`exists (select 1 from ${users} where ${users.id} = ${member} and ${users.role} = 'admin')`),
          ),
        )
        .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id))
        .limit(1000),
    ),
    // A date of a series: the series' coming dates, each its own page (issue 33 §3); empty for a single event.
    prepareSelect(comingDatesQuery(db, EVENT_ID, NOW)),
    // Replies from the fediverse an admin approved (none pending or rejected).
    prepareSelect(listApprovedReplies(db, "event", EVENT_ID)),
  ] as const;
}

let pageStatements: ReturnType<typeof buildEventPageStatements> | undefined;
const eventPageStatements = () => (pageStatements ??= buildEventPageStatements(statementBuilder()));
const eventPageValues = (eventId: number, now: Date, sessionId: string) => ({
  [EVENT_ID.name]: eventId,
  [NOW.name]: now.getTime(),
  [SESSION.name]: sessionId,
});

/** The event page's statements as they run (SQL and arguments), for the query-plan test. */
export function eventPageStatementsSql(eventId: number, now: Date, sessionId: string) {
  return eventPageStatements().map((statement) => filledQuery(statement, eventPageValues(eventId, now, sessionId)));
}

/**
 * The event page in one round trip beside the session's: the event, the viewer's answer, who is going when the viewer
 * organises it (names only), and the approved replies from the fediverse. The viewer's own rows are read by the
 * session's id (`sessionMember`), so the batch does not wait for the session. Null when the event does not exist for
 * this viewer. The statements are built once per isolate: drizzle building them on every render was about a tenth of
 * what the page allocated (docs/bench.md, 2026-11-29).
 */
export async function loadEventPage(db: Db, eventId: number, viewing: Viewing, now: Date = new Date(), ruleWords?: RuleWords) {
  if (!Number.isSafeInteger(eventId) || eventId < 1) return null;
  const [[rows, mine, attendees, dates, replies], viewer] = await Promise.all([
    runPrepared(db, eventPageStatements(), eventPageValues(eventId, now, viewing.sessionId)),
    viewing.viewer,
  ]);
  const [row] = rows;
  if (!row) return null;
  const event = { ...toEventJson(row, ruleWords), awaitingPayment: row.event.awaitingPayment };
  if (!canSeeEvent(event, viewer)) return null;
  const organises = viewer !== null && (viewer.role === "admin" || event.organizerId === viewer.id);
  return {
    event,
    myAnswer: viewer ? (mine[0]?.status ?? null) : null,
    attendees: organises ? attendees.map(attendeeName) : null,
    comingDates: dates.map((d) => ({ id: d.id, startDate: d.startDate.toISOString(), cancelled: d.cancelledAt !== null, moved: d.isOverride })),
    replies,
  };
}

/** A name as the organiser sees it: first name and last initial, or "A member". */
export function attendeeName(u: { firstName: string | null; lastName: string | null }) {
  const first = u.firstName?.trim();
  if (!first) return "A member";
  const last = u.lastName?.trim();
  return last ? `${first} ${last.slice(0, 1)}.` : first;
}

/** The members going to an event, with their addresses: for mails only, never shown. */
export async function listGoingMembers(db: Db, eventId: number, userIds?: string[]) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lang: users.lang })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        eq(eventRsvps.status, "going"),
        eq(users.isActive, true),
        userIds ? inArray(eventRsvps.userId, userIds) : undefined,
      ),
    )
    .orderBy(asc(eventRsvps.createdAt));
}

/** A member's answers, newest event first: /account and the data export. */
export function listMyRsvps(db: Db, userId: string) {
  return db
    .select({
      eventId: events.id,
      title: events.title,
      startDate: events.startDate,
      cancelledAt: events.cancelledAt,
      status: eventRsvps.status,
      answeredAt: eventRsvps.updatedAt,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(eq(eventRsvps.userId, userId))
    .orderBy(desc(events.startDate))
    .limit(100);
}

/** The events a member is going to (the places their erasure frees). */
export async function listEventsGoing(db: Db, userId: string) {
  const rows = await db
    .select({ eventId: eventRsvps.eventId })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.userId, userId), eq(eventRsvps.status, "going")));
  return rows.map((r) => r.eventId);
}

/** After an erasure deleted a member's answers: free places go to the waitlist and the count is written again. */
export async function refillEvent(db: Db, eventId: number, now: Date) {
  const [promoted] = await db.batch([promote(db, eventId, now), recount(db, eventId)]);
  return promoted.map((p) => p.userId);
}

/** Events starting in [from, to) with the members going who have not turned event reminders off. */
export async function listRemindersDue(db: Db, from: Date, to: Date) {
  return db
    .select({
      eventId: events.id,
      title: events.title,
      startDate: events.startDate,
      location: events.location,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lang: users.lang,
      // The reminder says so when the time, place or status changed after the member answered.
      changedAt: events.changedAt,
      answeredAt: eventRsvps.createdAt,
      address: events.address,
    })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(
      and(
        eq(eventRsvps.status, "going"),
        gte(events.startDate, from),
        lt(events.startDate, to),
        isNull(events.cancelledAt),
        eq(events.isActive, true),
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(events.startDate))
    .limit(5000);
}

/** The organiser's lists: everyone who answered, with names only, in answer order (the waitlist's order). */
export async function listEventPeople(db: Db, eventId: number) {
  const rows = await db
    .select({
      rsvpId: eventRsvps.id,
      status: eventRsvps.status,
      checkedInAt: eventRsvps.checkedInAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(eq(eventRsvps.eventId, eventId))
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id))
    .limit(5000);
  const person = (r: (typeof rows)[number]) => ({ rsvpId: r.rsvpId, name: attendeeName(r), checkedIn: r.checkedInAt !== null });
  return {
    going: rows.filter((r) => r.status === "going").map(person),
    waitlisted: rows.filter((r) => r.status === "waitlisted").map(person),
    notGoing: rows.filter((r) => r.status === "not_going").map(person),
  };
}

/** Marks one person going to this event as checked in at the door (or not). False when the answer is not theirs. */
export async function setCheckedIn(db: Db, eventId: number, rsvpId: number, checkedIn: boolean, now: Date) {
  const rows = await db
    .update(eventRsvps)
    .set({ checkedInAt: checkedIn ? now : null })
    .where(and(eq(eventRsvps.id, rsvpId), eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, "going")))
    .returning({ id: eventRsvps.id });
  return rows.length === 1;
}

/** What a change notice compares: each date's time, place and status. */
export const dateFacts = {
  id: events.id,
  title: events.title,
  startDate: events.startDate,
  endDate: events.endDate,
  allDay: events.allDay,
  location: events.location,
  address: events.address,
  cancelledAt: events.cancelledAt,
  currentAttendees: events.currentAttendees,
};

/** The dates an edit may change: the event, every date of its series, or these dates (a split series moves its rows). */
export function snapshotDates(db: Db, which: { eventId: number } | { seriesId: number } | { ids: number[] }) {
  const where =
    "eventId" in which ? eq(events.id, which.eventId) : "seriesId" in which ? eq(events.seriesId, which.seriesId) : inArray(events.id, which.ids);
  return db.select(dateFacts).from(events).where(where).limit(1000);
}

/** Raises the dates' calendar SEQUENCE and records when they changed; returns the dates as they are now. */
export async function markDatesChanged(db: Db, ids: number[], now: Date) {
  if (!ids.length) return [];
  return db
    .update(events)
    .set({ icsSequence: sql`${events.icsSequence} + 1`, changedAt: now })
    .where(inArray(events.id, ids))
    .returning();
}

/** The members going to or waiting for an event, with their addresses and languages: for its change notices only. */
export function listPeopleToTell(db: Db, eventId: number) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lang: users.lang, status: eventRsvps.status })
    .from(eventRsvps)
    .innerJoin(users, eq(users.id, eventRsvps.userId))
    .where(and(eq(eventRsvps.eventId, eventId), inArray(eventRsvps.status, ["going", "waitlisted"]), eq(users.isActive, true)))
    .orderBy(asc(eventRsvps.createdAt), asc(eventRsvps.id))
    .limit(5000);
}
