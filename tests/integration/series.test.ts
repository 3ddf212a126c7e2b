// Series that repeat (issue 33 §3), through the built worker: a weekly series made with the plain form (no
// JavaScript), one date moved, one cancelled, "this and following", the lists showing one entry per series, an RSVP
// on one date, the iCalendar export read and expanded with ical.js and by our own importer, and the daily cron.
import { and, asc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal, inTownZone, townLocalToDate } from "../../app/lib/dates";
import { readOccurrences } from "../../app/services/events-import.server";
import { eventRsvps, events, eventSeries, users } from "../../db/schema";
import { readSitemap } from "../support/sitemap-schema";
import { pageText, postJson, postMultipart, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

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
    const [series] = await w.db.select().from(eventSeries).where(eq(eventSeries.organizerId, organizer.id));
    expect(series!.rrule).toBe("FREQ=WEEKLY;BYDAY=TU;COUNT=8");
    expect(series!.tz).toBe("America/Indiana/Indianapolis");
    seriesId = series!.id;
    const rows = await datesOf(seriesId);
    ids = rows.map((r) => r.id);
    expect(rows).toHaveLength(8);
    // Every Tuesday at 7 PM town time, two hours long, across any change of daylight saving time.
    expect(rows.map((r) => dateToTownLocal(r.startDate).slice(11))).toEqual(Array(8).fill("19:00"));
    expect(rows.map((r) => inTownZone(r.startDate).weekday)).toEqual(Array(8).fill(2));
    expect(rows[0]!.startDate.getTime()).toBe(townLocalToDate(start)!.getTime());
    // The organiser lands on the series' first date, where its tools are (issue 43).
    expect(res.headers.get("Location")).toBe(`/events/${rows[0]!.id}`);
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
    const moved = ids[2]!;
    const [row] = await w.db.select().from(events).where(eq(events.id, moved));
    const newStart = dateToTownLocal(new Date(row!.startDate.getTime() + DAY + 3_600_000)); // Wednesday 8 PM
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
    expect(m.recurrenceId!.getTime()).toBe(row!.startDate.getTime());
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
      expect(exdates).toEqual([rows[3]!.recurrenceId!.getTime()]);
      expect(overrides).toHaveLength(1);
      expect((overrides[0]!.getFirstPropertyValue("recurrence-id") as ICAL.Time).toJSDate().getTime()).toBe(rows[2]!.recurrenceId!.getTime());
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
    const [row] = await w.db.select().from(events).where(eq(events.id, ids[5]!));
    const newStart = dateToTownLocal(row!.startDate).replace("T19:00", "T18:00");
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
    expect(old!.rrule).toMatch(/^FREQ=WEEKLY;BYDAY=TU;UNTIL=\d{8}T\d{6}Z$/);
    const oldRows = await datesOf(seriesId);
    expect(oldRows.map((r) => r.id)).toEqual(ids.slice(0, 5));
    const [moved] = await w.db.select().from(events).where(eq(events.id, ids[5]!));
    expect(moved!.seriesId).not.toBe(seriesId);
    const newRows = await datesOf(moved!.seriesId!);
    expect(newRows).toHaveLength(4);
    expect(newRows[0]!.id).toBe(ids[5]);
    expect(newRows.map((r) => dateToTownLocal(r.startDate).slice(11))).toEqual(Array(4).fill("18:00"));
    expect(newRows.every((r) => r.title === "Tuesday Chess Club (new room)")).toBe(true);
    // The answer given to that date is still there.
    expect(
      await w.db
        .select()
        .from(eventRsvps)
        .where(and(eq(eventRsvps.userId, "series-guest2"), eq(eventRsvps.eventId, ids[5]!))),
    ).toHaveLength(1);

    // ical.js stops the old series before the split, and the new series carries on.
    const ics = await text("/events.ics");
    const far = new Date(Date.now() + 400 * DAY);
    const oldStarts = expandWithIcalJs(ics, `event-series-${seriesId}@greenwood`, far).starts.map((s) => s.start);
    expect(oldStarts).toEqual(oldRows.filter((r) => !r.cancelledAt).map((r) => r.startDate.getTime()));
    const newStarts = expandWithIcalJs(ics, `event-series-${moved!.seriesId}@greenwood`, far).starts.map((s) => s.start);
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
    expect(series!.rrule).toMatch(/^FREQ=MONTHLY;BYDAY=(-1|[1-4])TU;UNTIL=/);
    const sixMonths = new Date();
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    const rows = await datesOf(series!.id);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.startDate.getTime() <= sixMonths.getTime())).toBe(true);
    expect(pageText(await text(`/events/${rows[0]!.id}`))).toMatch(/Repeats: Monthly on the (first|second|third|fourth|last) Tuesday/);

    // As if the horizon were two months behind: the cron makes the missing dates again, and no more.
    const cut = rows[rows.length - 3]!.recurrenceId!;
    await w.db.delete(events).where(and(eq(events.seriesId, series!.id), eq(events.recurrenceId, rows[rows.length - 1]!.recurrenceId!)));
    await w.db.delete(events).where(and(eq(events.seriesId, series!.id), eq(events.recurrenceId, rows[rows.length - 2]!.recurrenceId!)));
    await w.db
      .update(eventSeries)
      .set({ horizonAt: new Date(cut.getTime() + 1000) })
      .where(eq(eventSeries.id, series!.id));
    await w.scheduled("30 4 * * *");
    const again = await datesOf(series!.id);
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

describe("the daily limit on a member's new events and series (issue 41 §4)", () => {
  const member = "limit-member";
  let cookie: string;
  let dailyIds: number[];
  const apiBody = (title: string) => ({
    title,
    description: "From the API",
    startDate: new Date(Date.now() + 4 * DAY).toISOString(),
    endDate: null,
    location: "Limit Hall",
    isFeatured: false,
    isPremium: false,
    price: "0.00",
  });
  const seriesCount = async () => (await w.db.select().from(eventSeries).where(eq(eventSeries.organizerId, member))).length;
  const mine = async () => (await w.db.select({ id: events.id, title: events.title }).from(events).where(eq(events.organizerId, member))).length;

  beforeAll(async () => {
    await w.db.insert(users).values({ id: member, email: "limit-member@example.test", firstName: "Lee" });
    cookie = await sessionCookie(w, member);
  });

  it("a daily series of 30 dates counts once: with 9 single events (page and API) it makes 10 in a day", async () => {
    const start = nextTuesday(2, "08:00");
    const res = await postMultipart(
      w,
      "/events/create",
      cookie,
      eventForm({
        title: "Daily Walk",
        location: "Limit Hall",
        startDate: start,
        repeats: "custom",
        customUnit: "day",
        interval: "1",
        ends: "count",
        count: "30",
      }),
    );
    expect(res.status).toBe(302);
    const [series] = await w.db.select().from(eventSeries).where(eq(eventSeries.organizerId, member));
    dailyIds = (await datesOf(series!.id)).map((r) => r.id);
    expect(dailyIds).toHaveLength(30);
    for (let i = 1; i <= 5; i++) {
      const one = await postMultipart(
        w,
        "/events/create",
        cookie,
        eventForm({ title: `Limit Single ${i}`, location: "Limit Hall", startDate: nextTuesday(2 + i) }),
      );
      expect(one.status).toBe(302);
    }
    for (let i = 1; i <= 4; i++) expect((await postJson(w, "/api/events/create", cookie, apiBody(`Limit API ${i}`))).status).toBe(201);
    expect(await mine()).toBe(30 + 9);
  });

  it("the 11th from the page is refused (429) with the limit's words, the typed input kept and nothing written", async () => {
    const before = await mine();
    const res = await postMultipart(
      w,
      "/events/create",
      cookie,
      eventForm({
        title: "One Too Many Walks",
        location: "Limit Hall",
        startDate: nextTuesday(3),
        repeats: "custom",
        customUnit: "day",
        ends: "count",
        count: "30",
      }),
    );
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(pageText(html)).toContain("You can post at most 10 events a day. Please try again tomorrow.");
    expect(html).toContain('value="One Too Many Walks"');
    expect(await mine()).toBe(before);
    expect(await seriesCount()).toBe(1);
    // In Spanish, the same refusal in Spanish.
    const es = await postMultipart(
      w,
      "/events/create",
      `${cookie}; lang=es`,
      eventForm({ title: "Una Más", location: "Limit Hall", startDate: nextTuesday(3) }),
    );
    expect(es.status).toBe(429);
    expect(pageText(await es.text())).toContain("Puede publicar como máximo 10 eventos al día. Vuelva a intentarlo mañana.");
    expect(await mine()).toBe(before);
  });

  it("the 11th from /api/events/create is refused with 429 {message} and nothing written", async () => {
    const before = await mine();
    const res = await postJson(w, "/api/events/create", cookie, apiBody("Limit API 5"));
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: "You can post at most 10 events a day. Please try again tomorrow." });
    expect(await mine()).toBe(before);
  });

  it("the sitemap lists the daily series once (one URL, its next date's page), not each of its 30 dates", async () => {
    const index = readSitemap(await text("/sitemap.xml"), "sitemapindex");
    const locs: string[] = [];
    for (const s of index.filter((s) => s.loc.includes("/sitemaps/events.xml"))) {
      locs.push(...readSitemap(await text(new URL(s.loc).pathname + new URL(s.loc).search), "urlset").map((u) => u.loc));
    }
    const ofSeries = locs.filter((loc) => dailyIds.some((id) => loc.endsWith(`/events/${id}`)));
    expect(ofSeries).toEqual([expect.stringMatching(new RegExp(`/events/${dailyIds[0]}$`))]);
    // Single events are each listed.
    expect(locs.length).toBeGreaterThan(1);
  });
});

describe("a cancelled series in its own .ics (issue 41 §7)", () => {
  const who = "cancel-organizer";
  let cookie: string;

  beforeAll(async () => {
    await w.db.insert(users).values({ id: who, email: "cancel-organizer@example.test", firstName: "Cal" });
    cookie = await sessionCookie(w, who);
  });

  /** A weekly series of 40 (about 26 dates made, the six months' horizon) and its dates. */
  async function weeklyOf40(title: string) {
    const start = nextTuesday(2, "17:00");
    const res = await postMultipart(
      w,
      "/events/create",
      cookie,
      eventForm({ title, startDate: start, repeats: "weekly", weekdays: "TU", ends: "count", count: "40" }),
    );
    expect(res.status).toBe(302);
    const [row] = await w.db.select().from(events).where(eq(events.title, title)).limit(1);
    const rows = await datesOf(row!.seriesId!);
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.length).toBeLessThan(40);
    return { seriesId: row!.seriesId!, rows };
  }

  async function cancelFollowing(id: number) {
    const form = new FormData();
    form.append("intent", "cancel-date");
    form.append("scope", "following");
    expect((await postMultipart(w, `/events/${id}/edit`, cookie, form)).status).toBe(302);
  }

  it("cancelled from its first date: STATUS:CANCELLED, no date left for a calendar to show", async () => {
    const { seriesId, rows } = await weeklyOf40("Called Off Club");
    await cancelFollowing(rows[0]!.id);
    const ics = await text(`/events/${rows[0]!.id}.ics`);
    const uid = `event-series-${seriesId}@greenwood`;
    const cal = new ICAL.Component(ICAL.parse(ics));
    const master = cal.getAllSubcomponents("vevent").find((v) => v.getFirstPropertyValue("uid") === uid && v.hasProperty("rrule"))!;
    const status = master.getFirstPropertyValue("status");
    const starts = expandWithIcalJs(ics, uid, new Date(Date.now() + 400 * DAY)).starts;
    expect(status === "CANCELLED" || starts.length === 0, `status ${String(status)}, ${starts.length} dates`).toBe(true);
  });

  it("cancelled from its 5th date: the rule ends before it, and exactly its first 4 dates expand", async () => {
    const { seriesId, rows } = await weeklyOf40("Shortened Club");
    await cancelFollowing(rows[4]!.id);
    const ics = await text(`/events/${rows[0]!.id}.ics`);
    const uid = `event-series-${seriesId}@greenwood`;
    const { starts, master } = expandWithIcalJs(ics, uid, new Date(Date.now() + 400 * DAY));
    expect(master.hasProperty("status")).toBe(false);
    expect(starts.map((s) => s.start)).toEqual(rows.slice(0, 4).map((r) => r.startDate.getTime()));
  });
});
