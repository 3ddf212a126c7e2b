// Going to an event (issue 33 §1), through the built worker: answers until full, the waitlist, a cancellation and
// the promotion with their mails (the .ics read with ical.js), 50 answers at once for 10 places, the organiser's
// list and message, the API, the reminder cron, /account, the data export and erasure.
import { and, eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal, townLocalToDate } from "../../app/lib/dates";
import { auditLog, eventCategories, eventRsvps, events, mailMessages, users } from "../../db/schema";
import { DAY, eventPeople } from "../support/event-people";
import { pageText, postForm, postMultipart, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;

beforeAll(async () => {
  w = await startTestWorker();
});
afterAll(async () => {
  await w?.close();
});

/** A member with a session: { id, email, cookie }. */
const { member, insertEvent, answer, mailsTo, statuses } = eventPeople(() => w, "rsvp");

const page = async (eventId: number, cookie?: string) => {
  const res = await w.fetch(`/events/${eventId}`, { cookie });
  expect(res.status).toBe(200);
  return pageText(await res.text());
};
const countOf = async (eventId: number) => (await w.db.select({ n: events.currentAttendees }).from(events).where(eq(events.id, eventId)))[0]!.n;

function parseIcs(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const vevent = cal.getFirstSubcomponent("vevent")!;
  return {
    method: cal.getFirstPropertyValue("method"),
    uid: vevent.getFirstPropertyValue("uid"),
    summary: vevent.getFirstPropertyValue("summary"),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate(),
  };
}

describe("answers until full, the waitlist, a cancellation and the promotion", () => {
  it("fills the event, waitlists the third, moves them up when one cancels, and mails each step", async () => {
    const [cat] = await w.db.insert(eventCategories).values({ name: "RSVP Check", color: "#336699" }).returning();
    const start = new Date(Date.now() + 4 * DAY);
    const eventId = await insertEvent({ title: "Tree Planting Morning", categoryId: cat!.id, maxAttendees: 2, startDate: start });
    const [ana, ben, cleo] = [await member("Ana"), await member("Ben"), await member("Cleo")];

    // A visitor is asked to sign in; the count starts at the real zero.
    const visitor = await page(eventId);
    expect(visitor).toContain("Are you going?");
    expect(visitor).toContain("Sign in to answer");
    expect(visitor).toContain("0/2 attendees");

    const first = await answer(eventId, ana.cookie, "going");
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(`/events/${eventId}`);
    expect(await page(eventId, ana.cookie)).toContain("You're going.");
    expect((await answer(eventId, ben.cookie, "going")).status).toBe(302);
    expect((await answer(eventId, cleo.cookie, "going")).status).toBe(302);
    expect(await statuses(eventId)).toEqual({ [ana.id]: "going", [ben.id]: "going", [cleo.id]: "waitlisted" });
    const cleoPage = await page(eventId, cleo.cookie);
    expect(cleoPage).toContain("2/2 attendees · Full");
    expect(cleoPage).toContain("You're on the waitlist");

    // The card on the calendar and the API show the real count.
    const list = await (await w.fetch(`/events?category=${cat!.id}`)).text();
    expect(pageText(list)).toContain("2/2 attending");
    expect(((await (await w.fetch(`/api/events/${eventId}`)).json()) as { currentAttendees: number }).currentAttendees).toBe(2);

    // Answering again changes nothing and sends nothing more.
    await answer(eventId, ana.cookie, "going");
    expect(await mailsTo(ana.email)).toHaveLength(1);

    // Ana can't go: Cleo, first on the waitlist, is moved up and told.
    expect((await answer(eventId, ana.cookie, "not_going")).status).toBe(302);
    expect(await statuses(eventId)).toEqual({ [ana.id]: "not_going", [ben.id]: "going", [cleo.id]: "going" });
    expect(await countOf(eventId)).toBe(2);
    expect(await page(eventId, ana.cookie)).toContain("You said you can't go.");

    const [anaMail] = await mailsTo(ana.email);
    expect(anaMail!.kind).toBe("rsvp-confirmation");
    expect(anaMail!.subject).toBe("You're going: Tree Planting Morning");
    expect(anaMail!.attachments).toHaveLength(1);
    const ics = parseIcs(anaMail!.attachments![0]!.content);
    expect(anaMail!.attachments![0]!.filename).toBe(`event-${eventId}.ics`);
    expect(ics).toEqual({
      method: "PUBLISH",
      uid: `event-${eventId}@greenwood`,
      summary: "Tree Planting Morning",
      start: new Date(Math.floor(start.getTime() / 1000) * 1000),
    });
    // The same UID as the event's own .ics download: calendars update one entry.
    expect(parseIcs(await (await w.fetch(`/events/${eventId}.ics`)).text()).uid).toBe(ics.uid);

    const cleoMails = await mailsTo(cleo.email);
    expect(cleoMails.map((m) => m.kind)).toEqual(["rsvp-waitlisted", "rsvp-promoted"]);
    expect(cleoMails[0]!.attachments).toBeNull();
    expect(cleoMails[1]!.subject).toBe("A place opened: you're going to Tree Planting Morning");
    expect(parseIcs(cleoMails[1]!.attachments![0]!.content).uid).toBe(`event-${eventId}@greenwood`);

    // The local outbox shows the mails with their attachments by name.
    const outbox = pageText(await (await w.fetch("/admin/outbox", { cookie: await sessionCookie(w, "seed-admin") })).text());
    expect(outbox).toContain("You're going: Tree Planting Morning");
    expect(outbox).toContain(`Attachments: event-${eventId}.ics (text/calendar)`);
  });

  it("takes 50 answers at once for 10 places without overbooking", async () => {
    const eventId = await insertEvent({ title: "Small Workshop", maxAttendees: 10 });
    const crowd = await Promise.all(Array.from({ length: 50 }, (_, i) => member(`Crowd${i}`)));
    const responses = await Promise.all(crowd.map((m) => w.fetch(`/api/events/${eventId}/rsvp`, { method: "POST", cookie: m.cookie })));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as { status: string; currentAttendees: number }[];
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(bodies.filter((b) => b.status === "going")).toHaveLength(10);
    expect(bodies.filter((b) => b.status === "waitlisted")).toHaveLength(40);
    expect(Math.max(...bodies.map((b) => b.currentAttendees))).toBe(10);
    const rows = await w.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
    expect(rows.filter((r) => r.status === "going")).toHaveLength(10);
    expect(await countOf(eventId)).toBe(10);
    expect(await page(eventId)).toContain("10/10 attendees · Full");
  });
});

describe("the organiser", () => {
  it("sees who is going (names only, never addresses) and may send one message an hour, recorded in the audit", async () => {
    const organizer = await member("Olive", "Organizer");
    const eventId = await insertEvent({ title: "Neighbourhood Supper", organizerId: organizer.id });
    const [dana, eli] = [await member("Dana", "Smith"), await member("Eli", "Jones")];
    await answer(eventId, dana.cookie, "going");
    await answer(eventId, eli.cookie, "going");

    const html = await (await w.fetch(`/events/${eventId}`, { cookie: organizer.cookie })).text();
    const text = pageText(html);
    expect(text).toContain("Who's going (2)");
    expect(text).toContain("Dana S.");
    expect(text).toContain("Eli J.");
    expect(text).toContain("2 people are going");
    expect(html).not.toContain(dana.email);
    expect(html).not.toContain(eli.email);
    // Another member sees the count, not the names.
    const other = await page(eventId, dana.cookie);
    expect(other).not.toContain("Who's going");
    expect(other).not.toContain("Eli J.");

    const sent = await postForm(w, `/events/${eventId}`, organizer.cookie, { intent: "message", message: "Bring a dish to share!" });
    expect(sent.status).toBe(302);
    const messages = await w.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, "event-message"), inArray(mailMessages.toAddress, [dana.email, eli.email])));
    expect(messages).toHaveLength(2);
    expect(messages[0]!.textBody).toContain("Bring a dish to share!");

    // Within the hour: refused, nothing sent, the toast says why.
    const again = await postForm(w, `/events/${eventId}`, organizer.cookie, { intent: "message", message: "One more thing" });
    expect(again.status).toBe(302);
    expect(decodeURIComponent(again.headers.get("Set-Cookie") ?? "")).toContain("You can message the people going once an hour.");
    expect(await w.db.select().from(mailMessages).where(eq(mailMessages.kind, "event-message"))).toHaveLength(2);
    const audit = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "event.message-attendees"), eq(auditLog.targetId, String(eventId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(organizer.id);
    expect(audit[0]!.after).toMatchObject({ recipients: 2 });

    // A member who does not organise it may not.
    expect((await postForm(w, `/events/${eventId}`, dana.cookie, { intent: "message", message: "Hello all" })).status).toBe(403);
  });
});

describe("the organiser raises or removes the limit", () => {
  /** The edit page's form as a browser without JavaScript sends it, with the event's details and a new limit. */
  function editForm(title: string, start: Date, maxAttendees: string) {
    const form = new FormData();
    const fields = { title, startDate: dateToTownLocal(start), location: "Community Hall", tier: "standard", scope: "this", maxAttendees };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  }

  it("a raised limit moves the waitlist up in order and tells them; a removed one takes everyone waiting", async () => {
    const organizer = await member("Olu");
    const start = new Date(Date.now() + 6 * DAY);
    const eventId = await insertEvent({ title: "Pumpkin Carving Night", organizerId: organizer.id, maxAttendees: 1, startDate: start });
    const [dee, eli, fay, gus] = [await member("Dee"), await member("Eli"), await member("Fay"), await member("Gus")];
    for (const m of [dee, eli, fay, gus]) expect((await answer(eventId, m.cookie, "going")).status).toBe(302);
    expect(await statuses(eventId)).toEqual({ [dee.id]: "going", [eli.id]: "waitlisted", [fay.id]: "waitlisted", [gus.id]: "waitlisted" });

    // 1 → 2: Eli, first on the waitlist, gets the new place and a mail; Fay and Gus wait on.
    const raised = await postMultipart(w, `/events/${eventId}/edit`, organizer.cookie, editForm("Pumpkin Carving Night", start, "2"));
    expect(raised.status).toBe(302);
    expect(await statuses(eventId)).toEqual({ [dee.id]: "going", [eli.id]: "going", [fay.id]: "waitlisted", [gus.id]: "waitlisted" });
    expect(await countOf(eventId)).toBe(2);
    expect((await mailsTo(eli.email)).map((m) => m.kind)).toEqual(["rsvp-waitlisted", "rsvp-promoted"]);
    expect((await mailsTo(fay.email)).map((m) => m.kind)).toEqual(["rsvp-waitlisted"]);

    // No limit: everyone still waiting is going.
    const removed = await postMultipart(w, `/events/${eventId}/edit`, organizer.cookie, editForm("Pumpkin Carving Night", start, ""));
    expect(removed.status).toBe(302);
    expect(await statuses(eventId)).toEqual({ [dee.id]: "going", [eli.id]: "going", [fay.id]: "going", [gus.id]: "going" });
    expect(await countOf(eventId)).toBe(4);
    expect((await mailsTo(gus.email)).map((m) => m.kind)).toEqual(["rsvp-waitlisted", "rsvp-promoted"]);
  });
});

describe("which events take answers", () => {
  it("an event with an outside registration link keeps its Register link and takes no answer", async () => {
    const eventId = await insertEvent({ title: "Ticketed Gala", registrationRequired: true, registrationUrl: "https://tickets.example/gala" });
    const m = await member("Fay");
    const text = await page(eventId, m.cookie);
    expect(text).toContain("Register Now");
    expect(text).not.toContain("Are you going?");
    expect(text).not.toContain("I'm going");
    const res = await w.fetch(`/api/events/${eventId}/rsvp`, { method: "POST", cookie: m.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: "This event takes registrations on the organizer's site." });
    expect(await w.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId))).toHaveLength(0);
  });

  it("a paid event's answer is free: the member is going, no checkout", async () => {
    const eventId = await insertEvent({ title: "Paid Cooking Class", price: "25.00", maxAttendees: 5 });
    const m = await member("Gus");
    const res = await answer(eventId, m.cookie, "going");
    expect(res.headers.get("Location")).toBe(`/events/${eventId}`);
    expect(await statuses(eventId)).toEqual({ [m.id]: "going" });
  });

  it("a past or cancelled event takes none", async () => {
    const m = await member("Hal");
    const past = await insertEvent({ title: "Yesterday's Fair", startDate: new Date(Date.now() - DAY) });
    const cancelled = await insertEvent({ title: "Called-off Concert", cancelledAt: new Date() });
    for (const [id, message] of [
      [past, "This event has already started."],
      [cancelled, "This event was cancelled."],
    ] as const) {
      const res = await w.fetch(`/api/events/${id}/rsvp`, { method: "POST", cookie: m.cookie });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message });
      expect(await page(id, m.cookie)).not.toContain("I'm going");
    }
  });
});

describe("the API", () => {
  it("POST answers going, DELETE can't go, with {status}; errors are {message}", async () => {
    const eventId = await insertEvent({ title: "API Picnic", maxAttendees: 1 });
    const [ivy, jon] = [await member("Ivy"), await member("Jon")];
    const post = (cookie?: string, id = eventId) => w.fetch(`/api/events/${id}/rsvp`, { method: "POST", cookie });
    const del = (cookie?: string) => w.fetch(`/api/events/${eventId}/rsvp`, { method: "DELETE", cookie });

    expect(await (await post(ivy.cookie)).json()).toEqual({ eventId, status: "going", currentAttendees: 1, maxAttendees: 1 });
    expect(await (await post(jon.cookie)).json()).toEqual({ eventId, status: "waitlisted", currentAttendees: 1, maxAttendees: 1 });
    expect(await (await del(ivy.cookie)).json()).toEqual({ eventId, status: "not_going", currentAttendees: 1, maxAttendees: 1 });
    expect(await statuses(eventId)).toEqual({ [ivy.id]: "not_going", [jon.id]: "going" });

    const signedOut = await post();
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: "Unauthorized" });
    const missing = await post(ivy.cookie, 99_999_999);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Event not found" });
    const bad = await w.fetch(`/api/events/abc/rsvp`, { method: "POST", cookie: ivy.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Invalid event id" });
    const get = await w.fetch(`/api/events/${eventId}/rsvp`, { cookie: ivy.cookie });
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ message: "Method Not Allowed" });
  });
});

describe("the reminder the day before", () => {
  it("goes to everyone going to tomorrow's events, once, unless they turned event reminders off in /account", async () => {
    const tomorrow = townLocalToDate(`${dateToTownLocal(new Date(Date.now() + DAY)).slice(0, 10)}T19:00`)!;
    const eventId = await insertEvent({ title: "Tomorrow's Choir", startDate: tomorrow });
    const later = await insertEvent({ title: "Next Week's Choir", startDate: new Date(Date.now() + 8 * DAY) });
    const [kim, lou] = [await member("Kim"), await member("Lou")];
    for (const m of [kim, lou]) {
      await answer(eventId, m.cookie, "going");
      await answer(later, m.cookie, "going");
    }
    // Lou turns event reminders off on /account (the expiry reminders stay on).
    expect((await postForm(w, "/account", lou.cookie, { intent: "mail", expiryReminder: "on" })).status).toBe(302);
    const [louRow] = await w.db.select().from(users).where(eq(users.id, lou.id));
    expect(louRow!.mailPrefs).toEqual({ "expiry-reminder": true, "event-reminder": false });

    await w.scheduled("0 15 * * *");
    await w.scheduled("0 15 * * *");
    const reminders = await w.db.select().from(mailMessages).where(eq(mailMessages.kind, "event-reminder"));
    expect(reminders.map((r) => [r.toAddress, r.subject])).toEqual([[kim.email, "Tomorrow: Tomorrow's Choir"]]);
    // Its one-click link turns event reminders off, and says so first.
    const unsub = /<([^>]+)>/.exec(reminders[0]!.headers!["List-Unsubscribe"]!)![1]!.replace("http://127.0.0.1:8787", "");
    expect(pageText(await (await w.fetch(unsub)).text())).toContain("Stop e-mail reminders the day before events you're going to?");
    expect(
      (
        await w.fetch(unsub, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "" },
          body: "List-Unsubscribe=One-Click",
        })
      ).status,
    ).toBe(200);
    expect((await w.db.select().from(users).where(eq(users.id, kim.id)))[0]!.mailPrefs).toEqual({ "event-reminder": false });
  });
});

describe("/account, the data export and erasure", () => {
  it("lists my events with my answer, exports the answers, and erasing the account frees the place for the waitlist", async () => {
    const eventId = await insertEvent({ title: "Quilting Circle", maxAttendees: 1 });
    const other = await insertEvent({ title: "Book Swap" });
    const [max, nia] = [await member("Max"), await member("Nia")];
    await answer(eventId, max.cookie, "going");
    await answer(other, max.cookie, "going");
    await answer(other, max.cookie, "not_going");
    await answer(eventId, nia.cookie, "going");

    const account = pageText(await (await w.fetch("/account", { cookie: max.cookie })).text());
    expect(account).toContain("Events I answered");
    expect(account).toMatch(/Quilting Circle .*Going/);
    expect(account).toMatch(/Book Swap .*Can't go/);
    expect(account).toContain("Remind me the day before an event I'm going to");
    const niaAccount = pageText(await (await w.fetch("/account", { cookie: nia.cookie })).text());
    expect(niaAccount).toMatch(/Quilting Circle .*On the waitlist/);

    const exported = (await (await w.fetch("/account/data", { cookie: max.cookie })).json()) as {
      eventRsvps: { eventId: number; eventTitle: string; status: string }[];
    };
    expect(exported.eventRsvps.map((r) => [r.eventTitle, r.status]).sort()).toEqual([
      ["Book Swap", "not_going"],
      ["Quilting Circle", "going"],
    ]);

    const erased = await postForm(w, "/account", max.cookie, { intent: "delete", confirm: "DELETE" });
    expect(erased.status).toBe(302);
    expect(await w.db.select().from(eventRsvps).where(eq(eventRsvps.userId, max.id))).toHaveLength(0);
    expect(await statuses(eventId)).toEqual({ [nia.id]: "going" });
    expect(await countOf(eventId)).toBe(1);
    expect((await mailsTo(nia.email)).map((m) => m.kind)).toEqual(["rsvp-waitlisted", "rsvp-promoted"]);
  });
});
