// The calendar people plan with (issue 43), through the built worker on a fixed clock (X-Test-Now): the month and
// week views (each date of a series on its own town day, plain previous/next links, at most a month of rows, canonical
// links), the date filters (Today, This weekend, Next 7 days, This month, a picked day) with the category and price
// filters, and the same filters in /events.ics, /embed/events and a saved alert (a relative date stays relative).
import { gzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { townLocalToDate } from "../../app/lib/dates";
import { matchSearch } from "../../app/services/saved-searches.server";
import { eventCategories, events, eventSeries, savedSearches } from "../../db/schema";
import { first } from "../support/must";
import { BASE, pageText, postForm, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
/** Wednesday 2 December 2026, 10:00 in Greenwood (EST). */
const NOW = new Date("2026-12-02T15:00:00Z");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let cat = 0;
let trivia: { id: number; day: string }[] = [];
const ids: Record<string, number> = {};

/** A town wall-clock time as an instant. */
const at = (local: string) => townLocalToDate(local) as Date;
const THURSDAYS = ["2026-12-03", "2026-12-10", "2026-12-17", "2026-12-24", "2026-12-31", "2027-01-07"];

beforeAll(async () => {
  w = await startTestWorker({ countDbCalls: true });
  ({ id: cat } = first(await w.db.insert(eventCategories).values({ name: "Calendar Test", color: "#ff0000" }).returning({ id: eventCategories.id })));
  const base = { categoryId: cat, location: "Town Hall", createdAt: new Date(NOW.getTime() - HOUR), updatedAt: NOW };
  // Thursdays at 7 pm: midnight UTC, so a day taken in UTC would put each on the Friday.
  const [series] = await w.db
    .insert(eventSeries)
    .values({
      rrule: "FREQ=WEEKLY;BYDAY=TH;COUNT=6",
      dtstart: at("2026-12-03T19:00"),
      tz: "America/Indiana/Indianapolis",
      durationMs: 2 * HOUR,
      horizonAt: at("2027-01-08T00:00"),
    })
    .returning({ id: eventSeries.id });
  trivia = [];
  for (const day of THURSDAYS) {
    const start = at(`${day}T19:00`);
    const [row] = await w.db
      .insert(events)
      .values({
        ...base,
        title: "Thursday Trivia",
        startDate: start,
        endDate: new Date(start.getTime() + 2 * HOUR),
        seriesId: series!.id,
        recurrenceId: start,
      })
      .returning({ id: events.id });
    trivia.push({ id: row!.id, day });
  }
  const singles: [string, string, string, string?][] = [
    ["Morning Yoga", "2026-12-02T07:00", "2026-12-02T08:00"],
    ["Today Talk", "2026-12-02T18:00", "2026-12-02T19:00"],
    ["Saturday Market", "2026-12-05T09:00", "2026-12-05T12:00", "0.00"],
    ["Sunday Concert", "2026-12-06T15:00", "2026-12-06T17:00", "25.00"],
    ["Next Week Fair", "2026-12-08T12:00", "2026-12-08T15:00"],
    ["Late Month Gala", "2026-12-28T18:00", "2026-12-28T22:00", "40.00"],
    ["January Dance", "2027-01-15T19:00", "2027-01-15T22:00"],
    ...[1, 2, 3, 4, 5].map((n): [string, string, string] => [`Busy Day ${n}`, `2026-12-12T1${n}:00`, `2026-12-12T1${n}:30`]),
  ];
  for (const [title, start, end, price] of singles) {
    const [row] = await w.db
      .insert(events)
      .values({ ...base, title, startDate: at(start), endDate: at(end), price: price ?? "0.00" })
      .returning({ id: events.id });
    ids[title] = row!.id;
  }
}, 60_000);
afterAll(async () => {
  await w?.close();
});

const get = (path: string, now = NOW) => w.fetch(path, { headers: { "X-Test-Now": now.toISOString() } });
async function html(path: string, now = NOW) {
  const res = await get(path, now);
  expect(res.status, path).toBe(200);
  return res.text();
}
const q = (params: Record<string, string>) => new URLSearchParams({ category: String(cat), ...params }).toString();
/** The titles of the cards a list page shows (its "All Events" list and featured band). */
const cardTitles = (page: string) =>
  [...new Set([...page.matchAll(/<h3[^>]*>(?:<a[^>]*>)?([^<]+)</g)].map((m) => m[1]!.trim()))].filter((t) => t !== "No events found");
/** The markup of one day of a month grid or week view (its <li data-day=…>). */
function dayCell(page: string, day: string, grid = "month-grid") {
  const from = page.indexOf(`data-testid="${grid}"`);
  const start = page.indexOf(`data-day="${day}"`, from);
  if (start < 0) return "";
  const end = page.indexOf("</li>", page.indexOf("<ul", start) > 0 ? page.indexOf("</ul>", start) : start);
  return page.slice(start, end);
}
const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, "&");
const hrefs = (page: string) => [...page.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

describe("the month view", () => {
  it("puts each date of a series on its own town day, with plain links to the months beside it and a matching canonical link", async () => {
    const path = `/events?${q({ date: "2026-12", view: "month" })}`;
    const page = await html(path);
    for (const day of THURSDAYS.slice(0, 5)) expect(dayCell(page, day), day).toContain("Thursday Trivia");
    // 7 pm in Greenwood is midnight UTC: never on the Friday.
    for (const day of ["2026-12-04", "2026-12-11"]) expect(dayCell(page, day), day).not.toContain("Thursday Trivia");
    expect(dayCell(page, "2026-12-05")).toContain("Saturday Market");
    // Each date links to its own page.
    expect(dayCell(page, "2026-12-10")).toContain(`/events/${trivia[1]!.id}"`);
    // A month's rows only: January's dates are on January's page.
    expect(page).not.toContain("January Dance");
    expect(hrefs(page)).toContain(`/events?${q({ date: "2026-11", view: "month" })}`);
    expect(hrefs(page)).toContain(`/events?${q({ date: "2027-01", view: "month" })}`);
    expect(canonicalOf(page)).toBe(`${BASE}${path}`);
    expect(pageText(page)).toContain("December 2026");
    const january = await html(`/events?${q({ date: "2027-01", view: "month" })}`);
    expect(dayCell(january, "2027-01-07")).toContain("Thursday Trivia");
    expect(dayCell(january, "2027-01-15")).toContain("January Dance");
  });

  it("shows three events a day and counts the rest, linked to the day's list; on a phone, the days with their counts", async () => {
    const page = await html(`/events?${q({ date: "2026-12", view: "month" })}`);
    const busy = dayCell(page, "2026-12-12");
    expect(busy.match(/data-testid="calendar-event"/g)).toHaveLength(3);
    expect(pageText(busy)).toContain("+2 more");
    const dayHref = `/events?${q({ date: "2026-12-12" })}`;
    expect(busy.replace(/&amp;/g, "&")).toContain(`href="${dayHref}"`);
    const phone = page.slice(page.indexOf('data-testid="month-days"'));
    expect(pageText(phone.slice(0, phone.indexOf("</ol>")))).toContain("Saturday, December 12 5 events");
    // No page renders more than a month of rows: at most three a day.
    expect((page.match(/data-testid="calendar-event"/g) ?? []).length).toBeLessThanOrEqual(31 * 3);
  });

  it("is read in the same round trips as the list, and its first response stays small", async () => {
    w.dbCalls.reset();
    await html(`/events?${q({})}`);
    const list = w.dbCalls.count();
    w.dbCalls.reset();
    const page = await html(`/events?${q({ date: "2026-12", view: "month" })}`);
    expect(page).toContain('data-testid="month-grid"');
    expect(w.dbCalls.count()).toBeGreaterThan(0);
    expect(w.dbCalls.count()).toBeLessThanOrEqual(list);
    expect(gzipSync(page).length).toBeLessThanOrEqual(14 * 1024);
  });

  it("sends a day, a malformed month or a month out of reach to the month's one address", async () => {
    const day = await get(`/events?view=month&date=2026-12-15`);
    expect(day.status).toBe(302);
    expect(day.headers.get("Location")).toBe("/events?view=month&date=2026-12");
    const far = await get(`/events?view=month&date=2031-01`);
    expect(far.headers.get("Location")).toBe("/events?view=month");
    expect((await get(`/events?view=month&date=2026-13`)).headers.get("Location")).toBe("/events?view=month");
    // Without a date: this month.
    expect(pageText(await html("/events?view=month"))).toContain("December 2026");
  });
});

describe("in Spanish", () => {
  it("the month, the week and the date filters have Spanish words", async () => {
    const month = pageText(await html(`/events?${q({ date: "2026-12", view: "month", lang: "es" })}`));
    for (const words of ["diciembre de 2026", "Mes siguiente →", "← Mes anterior", "Ir a la fecha", "5 eventos", "+2 más"])
      expect(month).toContain(words);
    const week = pageText(await html(`/events?${q({ date: "2026-11-29", view: "week", lang: "es" })}`));
    expect(week).toContain("Semana del 29 de noviembre de 2026");
    const list = pageText(await html(`/events?${q({ when: "weekend", lang: "es" })}`));
    for (const words of ["Este fin de semana", "Próximos 7 días", "En una fecha", "Cualquier fecha"]) expect(list).toContain(words);
  });
});

describe("the week view", () => {
  it("shows Sunday to Saturday in town days, with the weeks beside it", async () => {
    const moved = await get(`/events?${q({ view: "week", date: "2026-12-02" })}`);
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe(`/events?${q({ view: "week", date: "2026-11-29" })}`);
    const path = `/events?${q({ date: "2026-11-29", view: "week" })}`;
    const page = await html(path);
    expect(dayCell(page, "2026-12-03", "week-days")).toContain("Thursday Trivia");
    expect(dayCell(page, "2026-12-02", "week-days")).toContain("Today Talk");
    expect(dayCell(page, "2026-12-05", "week-days")).toContain("Saturday Market");
    expect(page).not.toContain("Sunday Concert"); // the next week
    expect(page.match(/Thursday Trivia/g)?.length).toBe(2); // one date (its link's title and text)
    expect(hrefs(page)).toContain(`/events?${q({ date: "2026-11-22", view: "week" })}`);
    expect(hrefs(page)).toContain(`/events?${q({ date: "2026-12-06", view: "week" })}`);
    expect(canonicalOf(page)).toBe(`${BASE}${path}`);
  });
});

describe("the date filters", () => {
  const titles = async (params: Record<string, string>, now = NOW) => cardTitles(await html(`/events?${q(params)}`, now)).sort();

  it("Today, This weekend, Next 7 days and This month, in the town's days, a series once by its first date in them", async () => {
    expect(await titles({ when: "today" })).toEqual(["Today Talk"]);
    expect(await titles({ when: "weekend" })).toEqual(["Saturday Market", "Sunday Concert"]);
    expect(await titles({ when: "7days" })).toEqual(["Next Week Fair", "Saturday Market", "Sunday Concert", "Thursday Trivia", "Today Talk"]);
    expect(await titles({ when: "month" })).toEqual([
      "Busy Day 1",
      "Busy Day 2",
      "Busy Day 3",
      "Busy Day 4",
      "Busy Day 5",
      "Late Month Gala",
      "Next Week Fair",
      "Saturday Market",
      "Sunday Concert",
      "Thursday Trivia",
      "Today Talk",
    ]);
    // On Sunday the 6th, this weekend is the one under way.
    expect(await titles({ when: "weekend" }, new Date("2026-12-06T14:00:00Z"))).toEqual(["Sunday Concert"]);
  });

  it("a picked day lists that whole day, and a series by that day's date", async () => {
    expect(await titles({ date: "2026-12-12" })).toEqual(["Busy Day 1", "Busy Day 2", "Busy Day 3", "Busy Day 4", "Busy Day 5"]);
    // Morning Yoga ended at 8; "Today" is what is still to come, a picked day all of it.
    expect(await titles({ date: "2026-12-02" })).toEqual(["Morning Yoga", "Today Talk"]);
    const page = await html(`/events?${q({ date: "2026-12-17" })}`);
    expect(cardTitles(page)).toEqual(["Thursday Trivia"]);
    expect(page).toContain(`href="/events/${trivia[2]!.id}"`);
    expect(pageText(page)).toContain("Events on Thursday, December 17, 2026");
    // A day wins over a relative filter; a date that is no day is dropped.
    expect((await get(`/events?${q({ date: "2026-12-17", when: "today" })}`)).headers.get("Location")).toBe(`/events?${q({ date: "2026-12-17" })}`);
    expect((await get(`/events?${q({ date: "2026-02-30" })}`)).headers.get("Location")).toBe(`/events?${q({})}`);
  });

  it("combine with the category and the price filters", async () => {
    expect(await titles({ when: "weekend", free: "1" })).toEqual(["Saturday Market"]);
    expect(await titles({ when: "month", free: "1", place: "Nowhere Street" })).toEqual([]);
    const other = await html(`/events?when=weekend&category=${cat + 1000}&free=1`);
    expect(cardTitles(other)).not.toContain("Sunday Concert");
  });

  it("carry into the feed, the embed and the page's own links, and the canonical link keeps them", async () => {
    const page = await html(`/events?${q({ when: "weekend", free: "1" })}`);
    expect(canonicalOf(page)).toBe(`${BASE}/events?${q({ free: "1", when: "weekend" })}`);
    const feed = `/events.ics?${q({ free: "1", when: "weekend" })}`;
    expect(page.replace(/&amp;/g, "&")).toContain(`${BASE}${feed}`);
    expect(page.replace(/&amp;/g, "&")).toContain(`/embed/events?${q({ free: "1", when: "weekend" })}`);
    const ics = await (await get(`/events.ics?${q({ when: "weekend" })}`)).text();
    expect(ics).toContain("SUMMARY:Saturday Market");
    expect(ics).toContain("SUMMARY:Sunday Concert");
    expect(ics).not.toContain("SUMMARY:Today Talk");
    expect(ics).not.toContain("SUMMARY:Thursday Trivia");
    const free = await (await get(feed)).text();
    expect(free).toContain("SUMMARY:Saturday Market");
    expect(free).not.toContain("SUMMARY:Sunday Concert");
    const embed = pageText(await html(`/embed/events?${q({ when: "today" })}`));
    expect(embed).toContain("Today Talk");
    expect(embed).not.toContain("Thursday Trivia");
    const picked = pageText(await html(`/embed/events?${q({ date: "2026-12-17" })}`));
    expect(picked).toContain("Thursday Trivia");
    expect(picked).not.toContain("Today Talk");
  });

  it("are saved with an alert, and a relative one stays relative", async () => {
    const page = await html(`/events?${q({ when: "weekend" })}`);
    const query = /name="query" value="([^"]*)"/.exec(page)?.[1]?.replace(/&amp;/g, "&");
    expect(query).toBe(q({ when: "weekend" }));
    const res = await postForm(w, "/saved-searches", undefined, { email: "planner@example.com", kind: "events", query: query ?? "" });
    expect(res.status).toBe(303);
    const [row] = await w.db.select({ query: savedSearches.query }).from(savedSearches).where(eq(savedSearches.email, "planner@example.com"));
    expect(row!.query).toBe(q({ when: "weekend" }));
    // The daily match reads "this weekend" on the day it runs.
    const window = { after: new Date(NOW.getTime() - DAY), upTo: NOW };
    const now = await matchSearch(w.db, "events", row!.query, window, NOW);
    expect(now.items.map((i) => i.title).sort()).toEqual(["Saturday Market", "Sunday Concert"]);
    const later = await matchSearch(w.db, "events", row!.query, window, new Date(NOW.getTime() + 14 * DAY));
    expect(later.items.map((i) => i.title)).toEqual([]);
    const busy = await matchSearch(w.db, "events", row!.query, window, new Date(NOW.getTime() + 7 * DAY));
    expect(busy.items.map((i) => i.title).sort()).toEqual(["Busy Day 1", "Busy Day 2", "Busy Day 3", "Busy Day 4", "Busy Day 5"]);
  });
});
