// Organisers who can run an event (issue 43), through the built worker: landing on a new series' first date, the
// organiser's controls on the event page (and refused to others), the lists with counts and order, the CSV door list,
// check-in at the door, change and cancellation mails with their .ics (read with ical.js), a Spanish member's mail,
// the reminder after a change, and capacity edits (raise promotes; lowering below going asks first and keeps everyone).
import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal, townLocalToDate } from "../../app/lib/dates";
import { eventRsvps, events, users } from "../../db/schema";
import { DAY, eventPeople, onMinute } from "../support/event-people";
import { pageText, postForm, postMultipart, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;

beforeAll(async () => {
  w = await startTestWorker();
});
afterAll(async () => {
  await w?.close();
});

const { member, insertEvent, answer, mailsTo, statuses } = eventPeople(() => w, "org");

const text = async (path: string, cookie?: string) => {
  const res = await w.fetch(path, { cookie });
  expect(res.status).toBe(200);
  return pageText(await res.text());
};

/** The edit page's form as a browser without JavaScript sends it. */
function editForm(fields: { title: string; start: Date; location?: string; maxAttendees?: string; confirmCapacity?: string }) {
  const form = new FormData();
  const all: Record<string, string> = {
    title: fields.title,
    startDate: dateToTownLocal(fields.start),
    location: fields.location ?? "Community Hall",
    tier: "standard",
    scope: "this",
    maxAttendees: fields.maxAttendees ?? "",
  };
  if (fields.confirmCapacity) all.confirmCapacity = fields.confirmCapacity;
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}

function readIcs(content: string) {
  const cal = new ICAL.Component(ICAL.parse(content));
  const vevent = cal.getFirstSubcomponent("vevent")!;
  return {
    method: cal.getFirstPropertyValue("method"),
    uid: vevent.getFirstPropertyValue("uid"),
    sequence: Number(vevent.getFirstPropertyValue("sequence") ?? 0),
    status: vevent.getFirstPropertyValue("status"),
    start: (vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate(),
  };
}

describe("after creating a series", () => {
  it("the organiser lands on its first date", async () => {
    const org = await member("Sam");
    const start = dateToTownLocal(new Date(Date.now() + 3 * DAY)).slice(0, 10) + "T18:00";
    const form = new FormData();
    const fields = {
      tier: "standard",
      title: "Weekly Walk Club",
      location: "Trailhead",
      startDate: start,
      repeats: "weekly",
      ends: "count",
      count: "5",
    };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    const res = await postMultipart(w, "/events/create", org.cookie, form);
    expect(res.status).toBe(302);
    const dates = await w.db.select().from(events).where(eq(events.organizerId, org.id)).orderBy(asc(events.startDate));
    expect(dates).toHaveLength(5);
    expect(res.headers.get("Location")).toBe(`/events/${dates[0]!.id}`);
    // The page it lands on shows the organiser's controls.
    expect(await text(res.headers.get("Location")!, org.cookie)).toContain("Cancel this date");
  });
});

describe("the organiser's controls and lists", () => {
  it("shows Edit, Cancel this date and Message attendees to the organiser and an admin only, and refuses others server-side", async () => {
    const [org, admin, other] = [await member("Olga"), await member("Ada", "Admin", { role: "admin" }), await member("Otto")];
    const eventId = await insertEvent({ title: "Garden Workday", organizerId: org.id });
    for (const who of [org, admin]) {
      const page = await text(`/events/${eventId}`, who.cookie);
      for (const word of ["Edit", "Cancel this date", "Message attendees", "Who's coming"]) expect(page).toContain(word);
    }
    for (const cookie of [other.cookie, undefined]) {
      const page = await text(`/events/${eventId}`, cookie);
      expect(page).not.toContain("Cancel this date");
      expect(page).not.toContain("Message attendees");
    }
    // Every organiser URL is a 404 to another member (a visitor is sent to sign in); nothing changes.
    for (const path of [`/events/${eventId}/people`, `/events/${eventId}/people.csv`, `/events/${eventId}/cancel`]) {
      expect((await w.fetch(path, { cookie: other.cookie })).status).toBe(404);
      expect((await w.fetch(path)).status).toBe(302);
    }
    expect((await postForm(w, `/events/${eventId}/cancel`, other.cookie, { scope: "this" })).status).toBe(404);
    const [going] = [await member("Gia")];
    await answer(eventId, going.cookie, "going");
    const [row] = await w.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
    expect((await postForm(w, `/events/${eventId}/people`, other.cookie, { intent: "check-in", rsvpId: String(row!.id), checked: "1" })).status).toBe(
      404,
    );
    const [still] = await w.db.select().from(events).where(eq(events.id, eventId));
    expect(still!.cancelledAt).toBeNull();
    expect((await w.db.select().from(eventRsvps).where(eq(eventRsvps.id, row!.id)))[0]!.checkedInAt).toBeNull();

    // The cancel link asks first, on its own page (no JavaScript dialog).
    const confirm = await text(`/events/${eventId}/cancel`, org.cookie);
    expect(confirm).toContain('Cancel "Garden Workday"?');
    expect(confirm).toContain("Everyone going or on the waitlist (1) gets a mail");
    expect(confirm).toContain("Yes, cancel it");
  });

  it("lists going, the waitlist in order and can't go with counts; the CSV door list has names only; check-in toggles", async () => {
    const org = await member("Pia");
    const eventId = await insertEvent({ title: "Soup Supper", organizerId: org.id, maxAttendees: 2 });
    const [a, b, c, d, e] = [
      await member("Amy", "Able"),
      await member("Bo", "Bell"),
      await member("Cy", "Cole"),
      await member("Di", "Dunn"),
      await member("Ed", "Eve"),
    ];
    for (const m of [a, b, c, d, e]) await answer(eventId, m.cookie, "going");
    await answer(eventId, e.cookie, "not_going");
    expect(await statuses(eventId)).toMatchObject({
      [a.id]: "going",
      [b.id]: "going",
      [c.id]: "waitlisted",
      [d.id]: "waitlisted",
      [e.id]: "not_going",
    });

    const res = await w.fetch(`/events/${eventId}/people`, { cookie: org.cookie });
    const html = await res.text();
    const page = pageText(html);
    expect(page).toContain("Going (2)");
    expect(page).toContain("Waitlist (2)");
    expect(page).toContain("Can't go (1)");
    expect(page).toContain("0 of 2 checked in");
    // In order: the waitlist's first is the one who answered first.
    expect(page.indexOf("Amy A.")).toBeLessThan(page.indexOf("Bo B."));
    expect(page.indexOf("Cy C.")).toBeLessThan(page.indexOf("Di D."));
    expect(page.indexOf("Waitlist (2)")).toBeLessThan(page.indexOf("Cy C."));
    expect(page.indexOf("Can't go (1)")).toBeLessThan(page.indexOf("Ed E."));
    for (const m of [a, b, c, d, e]) expect(html).not.toContain(m.email);

    const csv = await w.fetch(`/events/${eventId}/people.csv`, { cookie: org.cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe(`attachment; filename="event-${eventId}-door-list.csv"`);
    // A UTF-8 byte-order mark (spreadsheets), then names only: the people going, in answer order.
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('"Name"\r\n"Amy A."\r\n"Bo B."\r\n');

    // Check in Bo at the door: a plain POST, back to Bo's row; again to undo.
    const [bo] = await w.db
      .select()
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, b.id)));
    const on = await postForm(w, `/events/${eventId}/people`, org.cookie, { intent: "check-in", rsvpId: String(bo!.id), checked: "1" });
    expect(on.status).toBe(303);
    expect(on.headers.get("Location")).toBe(`/events/${eventId}/people#p-${bo!.id}`);
    const after = await text(`/events/${eventId}/people`, org.cookie);
    expect(after).toContain("1 of 2 checked in");
    expect(after).toContain("Bo B. ✓ Checked in");
    await postForm(w, `/events/${eventId}/people`, org.cookie, { intent: "check-in", rsvpId: String(bo!.id), checked: "0" });
    expect(await text(`/events/${eventId}/people`, org.cookie)).toContain("0 of 2 checked in");
    // Only people going can be checked in; a bad request is a 400.
    const [cy] = await w.db
      .select()
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, c.id)));
    expect((await postForm(w, `/events/${eventId}/people`, org.cookie, { intent: "check-in", rsvpId: String(cy!.id), checked: "1" })).status).toBe(
      404,
    );
    expect((await postForm(w, `/events/${eventId}/people`, org.cookie, { intent: "check-in", rsvpId: "x", checked: "1" })).status).toBe(400);

    // Spanish words on the same page.
    expect(await text(`/events/${eventId}/people`, `${org.cookie}; lang=es`)).toContain("Lista de espera (2)");
  });
});

describe("changes reach people", () => {
  it("a time change mails everyone going or waiting once, with an .ics of the same UID and a higher SEQUENCE, in their language", async () => {
    const org = await member("Quin");
    const start = onMinute(Date.now() + 7 * DAY);
    const eventId = await insertEvent({ title: "Quilting Bee", organizerId: org.id, maxAttendees: 1, startDate: start });
    const ana = await member("Ana");
    const sol = await member("Sol", "Serrano");
    const nia = await member("Nia");
    await answer(eventId, ana.cookie, "going");
    // Sol answers on a Spanish page: his mails come in Spanish.
    await answer(eventId, sol.cookie, "going");
    await postForm(w, `/events/${eventId}`, `${sol.cookie}; lang=es`, { intent: "going" });
    await w.db.update(users).set({ lang: "es" }).where(eq(users.id, sol.id));
    await answer(eventId, nia.cookie, "going");
    await answer(eventId, nia.cookie, "not_going");
    const firstIcs = readIcs((await mailsTo(ana.email))[0]!.attachments![0]!.content);

    const later = new Date(start.getTime() + 2 * 3_600_000);
    const res = await postMultipart(w, `/events/${eventId}/edit`, org.cookie, editForm({ title: "Quilting Bee", start: later, maxAttendees: "1" }));
    expect(res.status).toBe(302);

    const anaMails = (await mailsTo(ana.email)).filter((m) => m.kind === "event-changed");
    expect(anaMails).toHaveLength(1);
    expect(anaMails[0]!.subject).toBe("Changed: Quilting Bee");
    expect(anaMails[0]!.textBody).toContain("Time: ");
    expect(anaMails[0]!.textBody).toMatch(/Time: .+ at \d+:\d\d [AP]M → .+ at \d+:\d\d [AP]M/);
    const ics = readIcs(anaMails[0]!.attachments![0]!.content);
    expect(anaMails[0]!.attachments![0]!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(ics.method).toBe("REQUEST");
    expect(ics.uid).toBe(firstIcs.uid);
    expect(ics.uid).toBe(`event-${eventId}@greenwood`);
    expect(ics.sequence).toBeGreaterThan(firstIcs.sequence);
    expect(ics.start.getTime()).toBe(Math.floor(later.getTime() / 60000) * 60000);
    // The event's own download carries the same SEQUENCE as the mail, so a calendar that imports it is not set back.
    const download = readIcs(await (await w.fetch(`/events/${eventId}.ics`)).text());
    expect(download.uid).toBe(ics.uid);
    expect(download.sequence).toBe(ics.sequence);

    // Sol is waiting, and reads it in Spanish; Nia said she can't go and gets nothing.
    const solMails = (await mailsTo(sol.email)).filter((m) => m.kind === "event-changed");
    expect(solMails).toHaveLength(1);
    expect(solMails[0]!.subject).toBe("Cambios en «Quilting Bee»");
    expect(solMails[0]!.textBody).toContain("Hora: ");
    expect(solMails[0]!.textBody).toContain("Usted está en la lista de espera.");
    expect((await mailsTo(nia.email)).filter((m) => m.kind === "event-changed")).toHaveLength(0);

    // Saving again with nothing changed sends nothing more.
    await postMultipart(w, `/events/${eventId}/edit`, org.cookie, editForm({ title: "Quilting Bee", start: later, maxAttendees: "1" }));
    expect((await mailsTo(ana.email)).filter((m) => m.kind === "event-changed")).toHaveLength(1);

    // A cancellation (confirmed on its page) mails METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE again.
    const cancel = await postForm(w, `/events/${eventId}/cancel`, org.cookie, { scope: "this" });
    expect(cancel.status).toBe(302);
    expect(cancel.headers.get("Location")).toBe(`/events/${eventId}`);
    const cancelled = (await mailsTo(ana.email)).filter((m) => m.kind === "event-cancelled-notice");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.subject).toBe("Cancelled: Quilting Bee");
    expect(cancelled[0]!.textBody).toContain("Status: Scheduled → Cancelled");
    const cancelIcs = readIcs(cancelled[0]!.attachments![0]!.content);
    expect(cancelIcs).toMatchObject({ method: "CANCEL", status: "CANCELLED", uid: `event-${eventId}@greenwood` });
    expect(cancelIcs.sequence).toBeGreaterThan(ics.sequence);
    const solCancel = (await mailsTo(sol.email)).filter((m) => m.kind === "event-cancelled-notice");
    expect(solCancel.map((m) => m.subject)).toEqual(["Cancelado: «Quilting Bee»"]);
    expect(solCancel[0]!.textBody).toContain("Estado: Programado → Cancelado");
  });

  it("the reminder says the event changed after they answered", async () => {
    const org = await member("Rae");
    const tomorrow = townLocalToDate(`${dateToTownLocal(new Date(Date.now() + DAY)).slice(0, 10)}T19:00`)!;
    const changed = await insertEvent({ title: "Moved Choir", organizerId: org.id, startDate: tomorrow });
    const same = await insertEvent({ title: "Steady Choir", organizerId: org.id, startDate: tomorrow });
    const kit = await member("Kit");
    await answer(changed, kit.cookie, "going");
    await answer(same, kit.cookie, "going");
    await new Promise((r) => setTimeout(r, 5));
    await postMultipart(w, `/events/${changed}/edit`, org.cookie, editForm({ title: "Moved Choir", start: tomorrow, location: "Library Hall" }));
    expect((await mailsTo(kit.email)).filter((m) => m.kind === "event-changed")[0]!.textBody).toContain("Place: Community Hall → Library Hall");
    await w.scheduled("0 15 * * *");
    const reminders = (await mailsTo(kit.email)).filter((m) => m.kind === "event-reminder");
    expect(reminders.map((m) => m.subject).sort()).toEqual(["Tomorrow: Moved Choir", "Tomorrow: Steady Choir"]);
    expect(reminders.find((m) => m.subject.includes("Moved"))!.textBody).toContain("changed after you answered");
    expect(reminders.find((m) => m.subject.includes("Steady"))!.textBody).not.toContain("changed after you answered");
  });
});

describe("capacity edits", () => {
  it("raising it moves the first waiting up in order and mails them", async () => {
    const org = await member("Tao");
    const start = onMinute(Date.now() + 6 * DAY);
    const eventId = await insertEvent({ title: "Bread Class", organizerId: org.id, maxAttendees: 1, startDate: start });
    const [u1, u2, u3] = [await member("Uma"), await member("Val"), await member("Wes")];
    for (const m of [u1, u2, u3]) await answer(eventId, m.cookie, "going");
    const res = await postMultipart(w, `/events/${eventId}/edit`, org.cookie, editForm({ title: "Bread Class", start, maxAttendees: "2" }));
    expect(res.status).toBe(302);
    expect(await statuses(eventId)).toEqual({ [u1.id]: "going", [u2.id]: "going", [u3.id]: "waitlisted" });
    expect((await mailsTo(u2.email)).map((m) => m.kind)).toEqual(["rsvp-waitlisted", "rsvp-promoted"]);
    expect((await mailsTo(u3.email)).map((m) => m.kind)).toEqual(["rsvp-waitlisted"]);
  });

  it("lowering it below the number going asks the organiser to confirm, then keeps everyone going", async () => {
    const org = await member("Yan");
    const start = onMinute(Date.now() + 6 * DAY);
    const eventId = await insertEvent({ title: "Pottery Night", organizerId: org.id, maxAttendees: 3, startDate: start });
    const people = [await member("Zed"), await member("Abe"), await member("Bea")];
    for (const m of people) await answer(eventId, m.cookie, "going");

    const first = await postMultipart(w, `/events/${eventId}/edit`, org.cookie, editForm({ title: "Pottery Night", start, maxAttendees: "1" }));
    expect(first.status).toBe(409);
    const asked = pageText(await first.text());
    expect(asked).toContain("Fewer places than people going");
    expect(asked).toContain("3 people are going and the new limit is 1.");
    expect((await w.db.select().from(events).where(eq(events.id, eventId)))[0]!.maxAttendees).toBe(3);

    const confirmed = await postMultipart(
      w,
      `/events/${eventId}/edit`,
      org.cookie,
      editForm({ title: "Pottery Night", start, maxAttendees: "1", confirmCapacity: "on" }),
    );
    expect(confirmed.status).toBe(302);
    const [row] = await w.db.select().from(events).where(eq(events.id, eventId));
    expect(row!.maxAttendees).toBe(1);
    expect(row!.currentAttendees).toBe(3);
    expect(Object.values(await statuses(eventId))).toEqual(["going", "going", "going"]);
    // The next to answer waits.
    const late = await member("Cal");
    await answer(eventId, late.cookie, "going");
    expect((await statuses(eventId))[late.id]).toBe("waitlisted");
  });
});
