// What the event tests (rsvp.test, organiser.test) need of the data: members with a session, events inserted as rows,
// an answer posted as the page's form does, and what the outbox and the answers table hold.
import { eq } from "drizzle-orm";
import { eventRsvps, events, mailMessages, users } from "../../db/schema";
import { postForm, sessionCookie, type TestWorker } from "./worker";

export const DAY = 86_400_000;

/** A time on the minute, as the edit form's datetime-local keeps it (a stray second would be a change of time). */
export const onMinute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);

/** `worker` is read when called: the test file starts its worker in beforeAll. `prefix` keeps each file's ids apart. */
export function eventPeople(worker: () => TestWorker, prefix: string) {
  let seq = 0;
  return {
    async member(firstName: string, lastName = "Tester", extra: Partial<typeof users.$inferInsert> = {}) {
      const w = worker();
      const id = `${prefix}-${++seq}-${firstName.toLowerCase()}`;
      const email = `${id}@example.test`;
      await w.db.insert(users).values({ id, email, firstName, lastName, ...extra });
      return { id, email, cookie: await sessionCookie(w, id) };
    },
    /** An event five days ahead at the Community Hall, unless `values` say otherwise. */
    async insertEvent(values: Partial<typeof events.$inferInsert> & { title: string }) {
      const [row] = await worker()
        .db.insert(events)
        .values({ startDate: onMinute(Date.now() + 5 * DAY), location: "Community Hall", ...values })
        .returning({ id: events.id });
      return row!.id;
    },
    answer: (eventId: number, cookie: string, intent: "going" | "not_going") => postForm(worker(), `/events/${eventId}`, cookie, { intent }),
    mailsTo: (email: string) => worker().db.select().from(mailMessages).where(eq(mailMessages.toAddress, email)).orderBy(mailMessages.id),
    statuses: async (eventId: number) =>
      Object.fromEntries((await worker().db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId))).map((r) => [r.userId, r.status])),
  };
}
