// Series that repeat (issue 33 §3), through the built worker: a weekly series made with the plain form (no
// JavaScript), one date moved, one cancelled, "this and following", the lists showing one entry per series, an RSVP
// on one date, the iCalendar export read and expanded with ical.js and by our own importer, and the daily cron.
import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal, inTownZone, townLocalToDate } from "../../app/lib/dates";
import { readOccurrences } from "../../app/services/events-import.server";
import { eventRsvps, events, eventSeries, users } from "../../db/schema";
import { pageText, postMultipart, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
const DAY = 86_400_000;
let organizer: { id: string; cookie: string };

beforeAll(async () => {
  w = await startTestWorker();
  await w.db.insert(users).values({ id: "series-organizer", email: "series-organizer@example.test", firstName: "Sam", lastName: "Series" });
  organizer = { id: "series-organizer", cookie: await sessionCookie(w, "series-organizer") };
});
afterAll(async () => {
  await w?.close();
});

/** The next Tuesday at least `minDays` ahead, at hh:mm town time, as the form's datetime-local value. */
function nextTuesday(minDays: number, time = "19:00") {
  for (let d = minDays; d < minDays + 8; d++) {
    const t = inTownZone(new Date(Date.now() + d * DAY));
    if (t.weekday === 2) return `${t.year}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}T${time}`;
  }
  throw new Error("no Tuesday");
}

/** What a browser without JavaScript sends from /events/create or the edit page (multipart, as the form says). */
function eventForm(fields: Record<string, string | string[]>) {
  const form = new FormData();
  const all: Record<string, string | string[]> = { tier: "standard", location: "Chessboard Hall", ...fields };
  for (const [name, value] of Object.entries(all)) for (const v of ([] as string[]).concat(value)) form.append(name, v);
  return form;
}

const datesOf = (seriesId: number) => w.db.select().from(events).where(eq(events.seriesId, seriesId)).orderBy(asc(events.recurrenceId));
const text = async (path: string, cookie?: string) => {
  const res = await w.fetch(path, { cookie });
  expect(res.status).toBe(200);
  return res.text();
};
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

/** Every start of a calendar's events for `uid` as ical.js expands them (RRULE, EXDATE, RECURRENCE-ID), until `to`. */
function expandWithIcalJs(ics: string, uid: string, to: Date) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  for (const tz of cal.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(tz);
  const vevents = cal.getAllSubcomponents("vevent").filter((v) => v.getFirstPropertyValue("uid") === uid);
  const master = new ICAL.Event(vevents.find((v) => v.hasProperty("rrule")));
  for (const v of vevents) if (v.hasProperty("recurrence-id")) master.relateException(new ICAL.Event(v));
  const it = master.iterator();
  const starts: { start: number; summary: string }[] = [];
  for (let next = it.next(); next && next.toJSDate() < to; next = it.next()) {
    const details = master.getOccurrenceDetails(next);
    starts.push({ start: details.startDate.toJSDate().getTime(), summary: details.item.summary });
  }
  return { starts, master: vevents.find((v) => v.hasProperty("rrule"))!, overrides: vevents.filter((v) => v.hasProperty("recurrence-id")) };
}

describe("a weekly series made without JavaScript", () => {
  let seriesId: number;
  let ids: number[];

  it("is made from the form's plain fields: one row per date, stored as an RRULE in the town's zone", async () => {
    const start = nextTuesday(2);
    const res = await postMultipart(
      w,
      "/events/create",
      organizer.cookie,
      eventForm({
        title: "Tuesday Chess Club",
        startDate: start,
        endDate: start.replace("T19:00", "T21:00"),
        repeats: "weekly",
        weekdays: "TU",
        ends: "count",
        count: "8",
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/events");
    const [series] = await w.db.select().from(eventSeries).where(eq(eventSeries.organizerId, organizer.id));
    expect(series.rrule).toBe("FREQ=WEEKLY;BYDAY=TU;COUNT=8");
    expect(series.tz).toBe("America/Indiana/Indianapolis");
    seriesId = series.id;
    const rows = await datesOf(seriesId);
    ids = rows.map((r) => r.id);
    expect(rows).toHaveLength(8);
    // Every Tuesday at 7 PM town time, two hours long, across any change of daylight saving time.
    expect(rows.map((r) => dateToTownLocal(r.startDate).slice(11))).toEqual(Array(8).fill("19:00"));
    expect(rows.map((r) => inTownZone(r.startDate).weekday)).toEqual(Array(8).fill(2));
    expect(rows[0].startDate.getTime()).toBe(townLocalToDate(start)!.getTime());
    expect(rows.every((r) => r.endDate!.getTime() - r.startDate.getTime() === 2 * 3_600_000)).toBe(true);
    expect(rows.every((r) => r.recurrenceId?.getTime() === r.startDate.getTime() && !r.isOverride)).toBe(true);
  });

  it("does not flood the lists: the calendar and the API show the next date with “Every Tuesday”", async () => {
    const list = pageText(await text("/events?place=Chessboard"));
    expect(count(list, "Tuesday Chess Club")).toBe(1);
    expect(list).toContain("Every Tuesday");
    const api = (await (await w.fetch("/api/events")).json()) as Array<{ id: number; title: string; repeats: string | null }>;
    const mine = api.filter((e) => e.title === "Tuesday Chess Club");
    expect(mine).toEqual([expect.objectContaining({ id: ids[0], repeats: "Every Tuesday" })]);
  });

  it("the event page says how it repeats and links to each coming date", async () => {
    const html = await text(`/events/${ids[0]}`);
    expect(pageText(html)).toContain("Repeats: Every Tuesday");
    expect(pageText(html)).toContain("Coming dates");
    for (const id of ids.slice(1)) expect(html).toContain(`href="/events/${id}"`);
  });

  it("one date moved alone keeps its place in the series; another cancelled alone", async () => {
    const moved = ids[2];
    const [row] = await w.db.select().from(events).where(eq(events.id, moved));
    const newStart = dateToTownLocal(new Date(row.startDate.getTime() + DAY + 3_600_000)); // Wednesday 8 PM
    const res = await postMultipart(
      w,
      `/events/${moved}/edit`,
      organizer.cookie,
      eventForm({
        title: "Tuesday Chess Club (Wednesday this week)",
        startDate: newStart,
        scope: "this",
        repeats: "weekly",
        weekdays: "TU",
        ends: "count",
        count: "8",
      }),
    );
    expect(res.status).toBe(302);
    const after = await datesOf(seriesId);
    expect(after).toHaveLength(8);
    const m = after.find((r) => r.id === moved)!;
    expect(m).toMatchObject({ isOverride: true, title: "Tuesday Chess Club (Wednesday this week)" });
    expect(m.recurrenceId!.getTime()).toBe(row.startDate.getTime());
    expect(m.startDate.getTime()).toBe(townLocalToDate(newStart)!.getTime());
    expect(after.filter((r) => r.id !== moved).every((r) => r.title === "Tuesday Chess Club" && !r.isOverride)).toBe(true);

    const cancel = new FormData();
    cancel.append("intent", "cancel-date");
    cancel.append("scope", "this");
    expect((await postMultipart(w, `/events/${ids[3]}/edit`, organizer.cookie, cancel)).status).toBe(302);
    const cancelled = (await datesOf(seriesId)).filter((r) => r.cancelledAt);
    expect(cancelled.map((r) => r.id)).toEqual([ids[3]]);
    const page = pageText(await text(`/events/${ids[0]}`));
    expect(page).toMatch(/\(cancelled\)/);
    expect(page).toMatch(/\(changed\)/);
    expect(pageText(await text(`/events/${ids[3]}`))).toContain("Cancelled: this event will not take place.");
  });

  it("an RSVP belongs to one date", async () => {
    await w.db.insert(users).values({ id: "series-guest", email: "series-guest@example.test", firstName: "Gus" });
    const guest = await sessionCookie(w, "series-guest");
    const form = new FormData();
    form.append("intent", "going");
    expect((await postMultipart(w, `/events/${ids[1]}`, guest, form)).status).toBe(302);
    const answers = await w.db.select().from(eventRsvps).where(eq(eventRsvps.userId, "series-guest"));
    expect(answers.map((a) => [a.eventId, a.status])).toEqual([[ids[1], "going"]]);
    expect(pageText(await text(`/events/${ids[1]}`))).toContain("1 person is going");
    expect(pageText(await text(`/events/${ids[0]}`))).toContain("0 people are going");
  });

  it("exports one VEVENT with RRULE, EXDATE for the cancelled date and the moved date with RECURRENCE-ID; ical.js expands it to our dates", async () => {
    for (const path of ["/events.ics", `/events/${ids[0]}.ics`]) {
      const ics = await text(path);
      const uid = `event-series-${seriesId}@greenwood`;
      expect(count(ics, `UID:${uid}`)).toBe(2);
      expect(ics).toContain("BEGIN:VTIMEZONE");
      const { starts, master, overrides } = expandWithIcalJs(ics, uid, new Date(Date.now() + 400 * DAY));
      const rule = master.getFirstPropertyValue("rrule") as ICAL.Recur;
      expect([rule.freq, rule.count, rule.parts.BYDAY]).toEqual(["WEEKLY", 8, ["TU"]]);
      expect(master.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("America/Indiana/Indianapolis");
      const rows = await datesOf(seriesId);
      const exdates = master.getAllProperties("exdate").map((p) => (p.getFirstValue() as ICAL.Time).toJSDate().getTime());
      expect(exdates).toEqual([rows[3].recurrenceId!.getTime()]);
      expect(overrides).toHaveLength(1);
      expect((overrides[0].getFirstPropertyValue("recurrence-id") as ICAL.Time).toJSDate().getTime()).toBe(rows[2].recurrenceId!.getTime());
      // ical.js's expansion is exactly our dates that take place, at their (moved) times, with their titles.
      expect(starts).toEqual(rows.filter((r) => !r.cancelledAt).map((r) => ({ start: r.startDate.getTime(), summary: r.title })));
      // The single events of the feed are still there, one VEVENT each, in UTC.
      if (path === "/events.ics") expect(count(ics, "BEGIN:VEVENT")).toBeGreaterThan(2);
    }
  });

  it("our own importer reads our export back to the same dates (round trip)", async () => {
    const ics = await text(`/events/${ids[0]}.ics`);
    const now = new Date();
    const occurrences = readOccurrences(ics, now, new Date(now.getTime() + 400 * DAY), new Date(now.getTime() + 400 * DAY));
    const rows = await datesOf(seriesId);
    expect(occurrences.filter((o) => !o.cancelled).map((o) => [o.startDate.getTime(), o.title])).toEqual(
      rows.filter((r) => !r.cancelledAt).map((r) => [r.startDate.getTime(), r.title]),
    );
  });

  it("“this and following” ends the old series with UNTIL and starts a new one; answers stay with their date", async () => {
    await w.db.insert(users).values({ id: "series-guest2", email: "series-guest2@example.test", firstName: "Gia" });
    const guest = await sessionCookie(w, "series-guest2");
    const going = new FormData();
    going.append("intent", "going");
    await postMultipart(w, `/events/${ids[5]}`, guest, going);
    const [row] = await w.db.select().from(events).where(eq(events.id, ids[5]));
    const newStart = dateToTownLocal(row.startDate).replace("T19:00", "T18:00");
    const res = await postMultipart(
      w,
      `/events/${ids[5]}/edit`,
      organizer.cookie,
      eventForm({
        title: "Tuesday Chess Club (new room)",
        startDate: newStart,
        scope: "following",
        repeats: "weekly",
        weekdays: "TU",
        ends: "count",
        count: "4",
      }),
    );
    expect(res.status).toBe(302);
    const [old] = await w.db.select().from(eventSeries).where(eq(eventSeries.id, seriesId));
    expect(old.rrule).toMatch(/^FREQ=WEEKLY;BYDAY=TU;UNTIL=\d{8}T\d{6}Z$/);
    const oldRows = await datesOf(seriesId);
    expect(oldRows.map((r) => r.id)).toEqual(ids.slice(0, 5));
    const [moved] = await w.db.select().from(events).where(eq(events.id, ids[5]));
    expect(moved.seriesId).not.toBe(seriesId);
    const newRows = await datesOf(moved.seriesId!);
    expect(newRows).toHaveLength(4);
    expect(newRows[0].id).toBe(ids[5]);
    expect(newRows.map((r) => dateToTownLocal(r.startDate).slice(11))).toEqual(Array(4).fill("18:00"));
    expect(newRows.every((r) => r.title === "Tuesday Chess Club (new room)")).toBe(true);
    // The answer given to that date is still there.
    expect(
      await w.db
        .select()
        .from(eventRsvps)
        .where(and(eq(eventRsvps.userId, "series-guest2"), eq(eventRsvps.eventId, ids[5]))),
    ).toHaveLength(1);

    // ical.js stops the old series before the split, and the new series carries on.
    const ics = await text("/events.ics");
    const far = new Date(Date.now() + 400 * DAY);
    const oldStarts = expandWithIcalJs(ics, `event-series-${seriesId}@greenwood`, far).starts.map((s) => s.start);
    expect(oldStarts).toEqual(oldRows.filter((r) => !r.cancelledAt).map((r) => r.startDate.getTime()));
    const newStarts = expandWithIcalJs(ics, `event-series-${moved.seriesId}@greenwood`, far).starts.map((s) => s.start);
    expect(newStarts).toEqual(newRows.map((r) => r.startDate.getTime()));

    // Each series is one entry in the calendar.
    const list = pageText(await text("/events?place=Chessboard"));
    expect(count(list, "Tuesday Chess Club (new room)")).toBe(1);
    expect(count(list.replace(/Tuesday Chess Club \(new room\)/g, ""), "Tuesday Chess Club")).toBe(1);
  });
});

describe("the horizon and the daily cron", () => {
  it("makes dates only up to six months ahead, and the cron adds the rest as they come", async () => {
    const start = nextTuesday(2, "10:00");
    const untilDay = dateToTownLocal(new Date(townLocalToDate(start)!.getTime() + 300 * DAY)).slice(0, 10);
    const res = await postMultipart(
      w,
      "/events/create",
      organizer.cookie,
      eventForm({ title: "Monthly Garden Swap", startDate: start, repeats: "monthly", monthlyBy: "weekday", ends: "until", until: untilDay }),
    );
    expect(res.status).toBe(302);
    const [series] = await w.db
      .select()
      .from(eventSeries)
      .where(eq(eventSeries.rrule, (await w.db.select().from(eventSeries)).find((s) => s.rrule.includes("FREQ=MONTHLY"))!.rrule));
    expect(series.rrule).toMatch(/^FREQ=MONTHLY;BYDAY=(-1|[1-4])TU;UNTIL=/);
    const sixMonths = new Date();
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    const rows = await datesOf(series.id);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.startDate.getTime() <= sixMonths.getTime())).toBe(true);
    expect(pageText(await text(`/events/${rows[0].id}`))).toMatch(/Repeats: Monthly on the (first|second|third|fourth|last) Tuesday/);

    // As if the horizon were two months behind: the cron makes the missing dates again, and no more.
    const cut = rows[rows.length - 3].recurrenceId!;
    await w.db.delete(events).where(and(eq(events.seriesId, series.id), eq(events.recurrenceId, rows[rows.length - 1].recurrenceId!)));
    await w.db.delete(events).where(and(eq(events.seriesId, series.id), eq(events.recurrenceId, rows[rows.length - 2].recurrenceId!)));
    await w.db
      .update(eventSeries)
      .set({ horizonAt: new Date(cut.getTime() + 1000) })
      .where(eq(eventSeries.id, series.id));
    await w.scheduled("30 4 * * *");
    const again = await datesOf(series.id);
    expect(again.map((r) => r.startDate.getTime())).toEqual(rows.map((r) => r.startDate.getTime()));
    expect(again.slice(-2).every((r) => r.title === "Monthly Garden Swap")).toBe(true);
  });

  it("refuses a rule that ends before it starts, keeping the input", async () => {
    const start = nextTuesday(2);
    const res = await postMultipart(
      w,
      "/events/create",
      organizer.cookie,
      eventForm({ title: "Backwards Club", startDate: start, repeats: "weekly", ends: "until", until: "2020-01-01" }),
    );
    expect(res.status).toBe(400);
    const page = pageText(await res.text());
    expect(page).toContain("Enter an end date after the start, within a year");
    expect(await w.db.select().from(events).where(eq(events.title, "Backwards Club"))).toHaveLength(0);
  });
});
