// Going to an event (issue 33 §1): a member's answer, the waitlist's promotions, the mails that go with them (a
// confirmation with the event's .ics, a waitlist notice, "a place opened", the reminder the day before), and the
// organiser's one message to everyone going.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatInTown } from "~/lib/dates";
import { text } from "~/lib/fields";
import { formatMessage } from "~/lib/i18n/catalogue.server";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { storedLang, type Lang } from "~/lib/i18n/lang";
import { buildCalendar } from "~/lib/ics";
import { townDayStart } from "~/lib/town-days.server";
import { z } from "~/lib/zod";
import { recordAuditOncePer } from "~/models/audit.server";
import { answerGoing, answerNotGoing, fillFromWaitlist, listGoingMembers, listRemindersDue, type RsvpResult } from "~/models/event-rsvps.server";
import { getEventRow, type Event } from "~/models/events.server";
import { setUserLang } from "~/models/user.server";
import type { RsvpStatus, User } from "../../db/schema";
import { mailGreeting, sendMail } from "./mail.server";

type Ctx = Pick<AppLoadContext, "db" | "env" | "now" | "siteUrl" | "siteConfig"> & { ctx?: Pick<ExecutionContext, "waitUntil"> };

export type RsvpAnswer = "going" | "not_going";

/** Why an event takes no answer, as the page and the API say it. */
export type RsvpRefusal = { status: 404 | 409; message: (typeof RSVP_MESSAGES)[Exclude<keyof typeof RSVP_MESSAGES, "limited">] };

export const RSVP_MESSAGES = {
  notFound: /*i18n*/ { id: "api.Event not found", message: "Event not found" },
  outside: /*i18n*/ {
    id: "api.This event takes registrations on the organizer's site.",
    message: "This event takes registrations on the organizer's site.",
  },
  cancelled: /*i18n*/ { id: "api.This event was cancelled.", message: "This event was cancelled." },
  started: /*i18n*/ { id: "api.This event has already started.", message: "This event has already started." },
  limited: /*i18n*/ { id: "toasts.You can message the people going once an hour.", message: "You can message the people going once an hour." },
} as const;

/** The event page's forms: an answer, or the organiser's message (kept here, server-side, so zod stays out of the page's bundle). */
export const eventPageForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("going") }),
  z.object({ intent: z.literal("not_going") }),
  z.object({
    intent: z.literal("message"),
    message: text(2000, { required: "Please write a message", tooLong: "Message must be 2,000 characters or fewer" }),
  }),
]);

/** One message to everyone going, per event, at most this often. */
export const ATTENDEE_MESSAGE_WINDOW_MS = 60 * 60 * 1000;

/** Whether an event takes answers on this site, and if not, why (the page hides the form; the API answers 409). */
export function rsvpRefusal(
  event: {
    registrationUrl: string | null;
    cancelledAt: Date | string | null;
    startDate: Date | string;
    isActive: boolean;
    isPublic: boolean;
    awaitingPayment: boolean;
  } | null,
  now: Date,
): RsvpRefusal | null {
  if (!event || !event.isActive || !event.isPublic || event.awaitingPayment) return { status: 404, message: RSVP_MESSAGES.notFound };
  if (event.registrationUrl) return { status: 409, message: RSVP_MESSAGES.outside };
  if (event.cancelledAt) return { status: 409, message: RSVP_MESSAGES.cancelled };
  if (new Date(event.startDate).getTime() < now.getTime()) return { status: 409, message: RSVP_MESSAGES.started };
  return null;
}

const eventIcs = (context: Ctx, event: Event) =>
  buildCalendar([{ ...event, sequence: event.icsSequence }], { siteUrl: context.siteUrl, name: event.title, now: context.now() });

/** When a date is, in the reader's language (the mails' one wording). */
export const eventWhen = (event: Pick<Event, "startDate" | "allDay">, lang: Lang = "en") =>
  formatInTown(lang, event.startDate, event.allDay ? "fullDate" : "eventDetail");

/** A member to mail, in the language they last acted in (users.lang; English when unknown). */
type Member = Pick<User, "id" | "email" | "firstName"> & { lang?: Lang };

/** One of the member mails' messages (the `moreMail` namespace) in the member's language. */
const say = (lang: Lang, key: Descriptor<"moreMail">, values?: Record<string, string>) => formatMessage(lang, key, values);

/** "You're going" with the event's calendar file (METHOD:PUBLISH, the event's stable UID). */
function sendGoingMail(context: Ctx, event: Event, member: Member, answeredAt: Date, promoted: boolean) {
  const page = `${context.siteUrl}/events/${event.id}`;
  const lang = member.lang ?? "en";
  const title = event.title;
  return sendMail(context, {
    lang,
    kind: promoted ? "rsvp-promoted" : "rsvp-confirmation",
    to: member.email,
    userId: member.id,
    // One confirmation per "I'm going" (a repeated answer sends nothing new).
    dedupeKey: `rsvp:${promoted ? "promoted" : "going"}:${event.id}:${member.id}:${answeredAt.getTime()}`,
    subject: say(
      lang,
      promoted
        ? /*i18n*/ { id: "moreMail.promotedSubject", message: "A place opened: you're going to {title}" }
        : /*i18n*/ { id: "moreMail.goingSubject", message: "You're going: {title}" },
      { title },
    ),
    text:
      `${mailGreeting(lang, member.firstName)}\n\n` +
      `${say(lang, promoted ? /*i18n*/ { id: "moreMail.promotedLine", message: 'Someone cancelled, and you were first on the waitlist: you now have a place at "{title}".' } : /*i18n*/ { id: "moreMail.goingLine", message: 'You\'re going to "{title}".' }, { title })}\n\n` +
      `${say(lang, /*i18n*/ { id: "moreMail.when", message: "When: {when}" }, { when: eventWhen(event, lang) })}\n` +
      `${event.location ? `${say(lang, /*i18n*/ { id: "moreMail.where", message: "Where: {where}" }, { where: [event.location, event.address].filter(Boolean).join(", ") })}\n` : ""}\n` +
      `${say(lang, /*i18n*/ { id: "moreMail.goingFooter", message: "The attached calendar file adds it to your calendar. If you can't go after all, answer \"Can't go\" on {page} so someone on the waitlist gets your place." }, { page })}\n`,
    attachments: [
      { filename: `event-${event.id}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: eventIcs(context, event) },
    ],
  });
}

function sendWaitlistMail(context: Ctx, event: Event, member: Member, answeredAt: Date) {
  const lang = member.lang ?? "en";
  return sendMail(context, {
    lang,
    kind: "rsvp-waitlisted",
    to: member.email,
    userId: member.id,
    dedupeKey: `rsvp:waitlisted:${event.id}:${member.id}:${answeredAt.getTime()}`,
    subject: say(lang, /*i18n*/ { id: "moreMail.waitlistSubject", message: "You're on the waitlist: {title}" }, { title: event.title }),
    text: `${mailGreeting(lang, member.firstName)}\n\n${say(lang, /*i18n*/ { id: "moreMail.waitlistBody", message: "\"{title}\" is full, so you're on its waitlist. If a place opens, it goes to the first on the list and we'll tell you by mail." }, { title: event.title })}\n\n${context.siteUrl}/events/${event.id}\n`,
  });
}

/** Mails the members the waitlist moved up. */
async function tellPromoted(context: Ctx, event: Event, userIds: string[]) {
  if (!userIds.length) return;
  const members = await listGoingMembers(context.db, event.id, userIds);
  for (const m of members) await sendGoingMail(context, event, m, context.now(), true);
}

/**
 * A member answers "I'm going" or "Can't go". The answer is decided in the database (no overbooking under
 * concurrent answers); then the mails go. Returns the answer and the count, or why the event takes none.
 */
export async function answerEvent(
  context: Ctx & Pick<AppLoadContext, "lang">,
  member: Member & { lang: Lang },
  eventId: number,
  answer: RsvpAnswer,
): Promise<({ ok: true } & RsvpResult) | ({ ok: false } & RsvpRefusal)> {
  const now = context.now();
  // The member acts now, on a page in their language: its mails are written in it, and it is kept for later mails
  // (users.lang was only set at sign-in, so a member who switched to Spanish afterwards was answered in English).
  await setUserLang(context.db, { id: member.id, lang: storedLang(member.lang) }, storedLang(context.lang));
  const user = { ...member, lang: context.lang };
  const result = answer === "going" ? await answerGoing(context.db, eventId, user.id, now) : await answerNotGoing(context.db, eventId, user.id, now);
  const event = await getEventRow(context.db, eventId);
  if (!result || !event) return { ok: false, ...(rsvpRefusal(event, now) ?? { status: 404, message: RSVP_MESSAGES.notFound }) };
  if (answer === "going" && result.status === "going") await sendGoingMail(context, event, user, result.answeredAt, false);
  if (answer === "going" && result.status === "waitlisted") await sendWaitlistMail(context, event, user, result.answeredAt);
  await tellPromoted(context, event, result.promoted);
  return { ok: true, ...result };
}

/** After places were freed outside an answer (an erased account): the waitlist moves up and is told. */
export async function tellPromotedMembers(context: Ctx, eventId: number, userIds: string[]) {
  if (!userIds.length) return;
  const event = await getEventRow(context.db, eventId);
  if (event) await tellPromoted(context, event, userIds);
}

/**
 * After an event's details were saved: where the limit now leaves free places (raised or removed), the waitlist
 * moves up and is told. The edit wrote one date, or (with a rule, not "this date only") the dates of a series.
 */
export async function fillPlacesAfterEdit(context: Ctx, saved: Pick<Event, "id" | "seriesId">, oneDate: boolean) {
  const dates = saved.seriesId && !oneDate ? { seriesId: saved.seriesId } : { eventId: saved.id };
  for (const { eventId, promoted } of await fillFromWaitlist(context.db, dates, context.now())) {
    await tellPromotedMembers(context, eventId, promoted);
  }
}

/**
 * The organiser (or an admin) sends one message to everyone going: at most once an hour per event, recorded in the
 * audit log. Null when the viewer may not; "limited" when the hour has not passed.
 */
export async function messageAttendees(context: Ctx, user: User, eventId: number, message: string) {
  const event = await getEventRow(context.db, eventId);
  if (!event || (event.organizerId !== user.id && user.role !== "admin")) return { ok: false as const, reason: "forbidden" as const };
  const members = await listGoingMembers(context.db, eventId);
  const allowed = await recordAuditOncePer(
    context.db,
    user,
    { action: "event.message-attendees", targetType: "event", targetId: eventId, after: { recipients: members.length, message } },
    context.now(),
    ATTENDEE_MESSAGE_WINDOW_MS,
  );
  if (!allowed) return { ok: false as const, reason: "limited" as const };
  const page = `${context.siteUrl}/events/${event.id}`;
  for (const m of members) {
    await sendMail(context, {
      lang: m.lang,
      kind: "event-message",
      to: m.email,
      userId: m.id,
      subject: say(m.lang, /*i18n*/ { id: "moreMail.messageSubject", message: "A message about {title}" }, { title: event.title }),
      text: `${mailGreeting(m.lang, m.firstName)}\n\n${say(m.lang, /*i18n*/ { id: "moreMail.messageBody", message: 'The organizer of "{title}" ({when}) writes to everyone going:' }, { title: event.title, when: eventWhen(event, m.lang) })}\n\n${message}\n\n${page}\n`,
    });
  }
  return { ok: true as const, sent: members.length };
}

/** The town's next calendar day, [start, end), as instants. */
function townTomorrow(now: Date) {
  return { from: townDayStart(now, 1), to: townDayStart(now, 2) };
}

/** The daily reminder: everyone going to an event tomorrow (town time), unless they turned event reminders off. */
export async function sendEventReminders(context: Ctx) {
  const { from, to } = townTomorrow(context.now());
  const due = await listRemindersDue(context.db, from, to);
  let sent = 0;
  for (const r of due) {
    const row = await sendMail(context, {
      lang: r.lang,
      kind: "event-reminder",
      optional: "event-reminder",
      dedupeKey: `event-reminder:${r.eventId}:${r.userId}:${r.startDate.getTime()}`,
      to: r.email,
      userId: r.userId,
      subject: say(r.lang, /*i18n*/ { id: "moreMail.reminderSubject", message: "Tomorrow: {title}" }, { title: r.title }),
      text: [
        mailGreeting(r.lang, r.firstName),
        say(
          r.lang,
          /*i18n*/ { id: "moreMail.reminderLine", message: 'A reminder that you\'re going to "{title}" tomorrow, {when}{where}.' },
          {
            title: r.title,
            when: formatInTown(r.lang, r.startDate, "dayTime"),
            where: r.location ? say(r.lang, /*i18n*/ { id: "moreMail.reminderAt", message: " at {location}" }, { location: r.location }) : "",
          },
        ),
        // Anything changed since they answered (time, place or status) is said plainly (issue 43).
        ...(r.changedAt && r.changedAt.getTime() > r.answeredAt.getTime()
          ? [
              formatMessage(
                r.lang,
                /*i18n*/ {
                  id: "organiserMail.reminderChanged",
                  message: "Note: the time, place or status of this event changed after you answered. The details above are the current ones.",
                },
              ),
            ]
          : []),
        say(
          r.lang,
          /*i18n*/ {
            id: "moreMail.reminderCantGo",
            message: "Can't go after all? Answer \"Can't go\" so someone on the waitlist gets your place: {page}",
          },
          { page: `${context.siteUrl}/events/${r.eventId}` },
        ),
        `${say(r.lang, /*i18n*/ { id: "moreMail.reminderWhy", message: "You get this because you chose event reminders; you can turn them off in {account}" }, { account: `${context.siteUrl}/account` })}\n`,
      ].join("\n\n"),
    });
    if (row) sent++;
  }
  return { eventRemindersSent: sent };
}

export type { RsvpStatus };
