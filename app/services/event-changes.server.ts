// Changes that reach people (issue 43): when an edit or a cancellation changes a date's time, place or status,
// everyone going or waiting gets one mail, in their own language, saying what changed (old → new) with the
// date's calendar file (same UID, a higher SEQUENCE; METHOD:REQUEST, or METHOD:CANCEL with STATUS:CANCELLED).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatMessage } from "~/lib/i18n/catalogue.server";
import type { Descriptor } from "~/lib/i18n/descriptor";
import type { Lang } from "~/lib/i18n/lang";
import { buildCalendar, type IcsMethod } from "~/lib/ics";
import { listPeopleToTell, markDatesChanged, snapshotDates } from "~/models/event-rsvps.server";
import { cancelDates } from "~/models/event-series.server";
import type { Event } from "~/models/events.server";
import { announceToFediverse } from "./fediverse.server";
import { mailGreeting, sendMail, siteSender } from "./mail.server";
import { eventWhen } from "./rsvps.server";

type Ctx = Pick<AppLoadContext, "db" | "env" | "now" | "siteUrl" | "siteConfig"> & {
  ctx?: Pick<ExecutionContext, "waitUntil">;
  fediverseQueue?: AppLoadContext["fediverseQueue"];
};
type Facts = Awaited<ReturnType<typeof snapshotDates>>[number];
type Which = { eventId: number } | { seriesId: number };

// To the minute, as the form and the mails show times: a stored second or millisecond is no change a person sees.
const minute = (d: Date | null) => (d ? Math.floor(d.getTime() / 60_000) : "");
const time = (d: Pick<Facts, "startDate" | "endDate" | "allDay">) => `${minute(d.startDate)}|${minute(d.endDate)}|${d.allDay}`;
const place = (d: Pick<Facts, "location" | "address">) => [d.location, d.address].filter(Boolean).join(", ");

/** What changed between two snapshots of one date: time, place, status (null when none of them did). */
function changesOf(before: Facts, after: Facts) {
  const changed = {
    time: time(before) !== time(after),
    place: place(before) !== place(after),
    status: Boolean(before.cancelledAt) !== Boolean(after.cancelledAt),
  };
  return changed.time || changed.place || changed.status ? changed : null;
}

const say = (lang: Lang, key: Descriptor<"organiserMail">, values?: Record<string, string>) => formatMessage(lang, key, values);

/** The lines "Time: old → new" etc. in the reader's language. */
function changeLines(lang: Lang, before: Facts, after: Event, changed: NonNullable<ReturnType<typeof changesOf>>) {
  const lines: string[] = [];
  if (changed.time)
    lines.push(
      say(
        lang,
        /*i18n*/ { id: "organiserMail.timeLine", message: "Time: {old} → {new}" },
        { old: eventWhen(before, lang), new: eventWhen(after, lang) },
      ),
    );
  if (changed.place)
    lines.push(
      say(lang, /*i18n*/ { id: "organiserMail.placeLine", message: "Place: {old} → {new}" }, { old: place(before) || "—", new: place(after) || "—" }),
    );
  if (changed.status) {
    const word = (cancelled: boolean) =>
      say(
        lang,
        cancelled
          ? /*i18n*/ { id: "organiserMail.statusCancelled", message: "Cancelled" }
          : /*i18n*/ { id: "organiserMail.statusScheduled", message: "Scheduled" },
      );
    lines.push(
      say(
        lang,
        /*i18n*/ { id: "organiserMail.statusLine", message: "Status: {old} → {new}" },
        { old: word(Boolean(before.cancelledAt)), new: word(Boolean(after.cancelledAt)) },
      ),
    );
  }
  return lines;
}

/** Mails everyone going or waiting for one changed date (one mail each per change: the SEQUENCE is in the key). */
async function tellPeople(context: Ctx, before: Facts, after: Event, changed: NonNullable<ReturnType<typeof changesOf>>) {
  const cancelled = after.cancelledAt !== null;
  const method: IcsMethod = cancelled ? "CANCEL" : "REQUEST";
  const ics = buildCalendar([{ ...after, sequence: after.icsSequence }], {
    siteUrl: context.siteUrl,
    name: after.title,
    now: context.now(),
    method,
    organizer: siteSender(context),
  });
  const page = `${context.siteUrl}/events/${after.id}`;
  let sent = 0;
  for (const m of await listPeopleToTell(context.db, after.id)) {
    const title = after.title;
    const row = await sendMail(context, {
      lang: m.lang,
      kind: cancelled ? "event-cancelled-notice" : "event-changed",
      to: m.email,
      userId: m.id,
      dedupeKey: `event-change:${after.id}:${m.id}:${after.icsSequence}`,
      subject: say(
        m.lang,
        cancelled
          ? /*i18n*/ { id: "organiserMail.cancelledSubject", message: "Cancelled: {title}" }
          : /*i18n*/ { id: "organiserMail.changedSubject", message: "Changed: {title}" },
        { title },
      ),
      text: [
        mailGreeting(m.lang, m.firstName),
        say(
          m.lang,
          cancelled
            ? /*i18n*/ { id: "organiserMail.cancelledIntro", message: '"{title}" is cancelled:' }
            : /*i18n*/ { id: "organiserMail.changedIntro", message: 'The organizer changed "{title}":' },
          { title },
        ),
        changeLines(m.lang, before, after, changed).join("\n"),
        say(
          m.lang,
          m.status === "going"
            ? /*i18n*/ { id: "organiserMail.youAreGoing", message: "You're going." }
            : /*i18n*/ { id: "organiserMail.youAreWaiting", message: "You're on the waitlist." },
        ),
        say(
          m.lang,
          cancelled
            ? /*i18n*/ { id: "organiserMail.cancelledFile", message: "The attached calendar file removes it from your calendar." }
            : /*i18n*/ { id: "organiserMail.changedFile", message: "The attached calendar file updates the event in your calendar." },
        ),
        `${page}\n`,
      ].join("\n\n"),
      attachments: [{ filename: `event-${after.id}.ics`, contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics }],
    });
    if (row) sent++;
  }
  return sent;
}

/**
 * Runs a write that may change dates (an edit, a cancellation) and then tells the people going or waiting for each
 * date whose time, place or status it changed. `which`: the dates the write may touch.
 */
export async function withChangeNotices<T>(context: Ctx, which: Which, write: () => Promise<T>): Promise<T> {
  const before = await snapshotDates(context.db, which);
  const result = await write();
  // The same rows afterwards, by id: "this and following" moves a series' rows to a new series.
  const after = before.length ? await snapshotDates(context.db, { ids: before.map((b) => b.id) }) : [];
  const changes = before.flatMap((b) => {
    const a = after.find((x) => x.id === b.id);
    const changed = a ? changesOf(b, a) : null;
    return changed ? [{ before: b, changed }] : [];
  });
  if (!changes.length) return result;
  // Followers on the fediverse are told too: a short post and an Update (the fediverse worker writes them).
  await announceToFediverse(
    context,
    "event",
    changes.map((c) => c.before.id),
  );
  const marked = await markDatesChanged(
    context.db,
    changes.map((c) => c.before.id),
    context.now(),
  );
  for (const { before: b, changed } of changes) {
    const now = marked.find((m) => m.id === b.id);
    if (now) await tellPeople(context, b, now, changed);
  }
  return result;
}

/** The organiser (or an admin) cancels a date, or this date and the following ones; everyone going or waiting is told. */
export function cancelDatesAndTell(context: Ctx, event: Event, scope: "this" | "following") {
  const which = event.seriesId && scope === "following" ? { seriesId: event.seriesId } : { eventId: event.id };
  return withChangeNotices(context, which, () => cancelDates(context.db, event, scope, context.now()));
}

/** Whether this member may run the event: its organiser, or an admin. */
export const organises = (user: { id: string; role: string } | null, event: Pick<Event, "organizerId"> | null) =>
  Boolean(user && event && (user.role === "admin" || (event.organizerId !== null && event.organizerId === user.id)));
