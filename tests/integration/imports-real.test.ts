// Issue 16: the production imports (the built worker in workerd) run over the real-world corpus in
// tests/fixtures/real/ served by a loopback server, plus the edit/keying/budget cases a town meets. The database
// sits behind a counting proxy, so the tests can count every outgoing call an import makes.
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/models/session.server";
import { eventFeeds, events, importRuns, newsArticles, newsFeeds } from "../../db/schema";
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

const CAL_DIR = "tests/fixtures/real/calendars";
const FEED_DIR = "tests/fixtures/real/feeds";
const DAY = 86_400_000;
let w: TestWorker;
let server: Server;
let base: string;
let admin: string;
let feedRequests = 0;
/** Extra bodies by path (generated feeds); corpus files are served from disk. */
const bodies: Record<string, { body: string | Buffer; type: string }> = {};

/** feedparser's fixtures name the HTTP headers their test server sends ("Header: Content-type: …"). */
function headersOf(bytes: Buffer): Record<string, string> {
  const head = bytes.subarray(0, 600).toString("latin1");
  const out: Record<string, string> = {};
  for (const m of head.matchAll(/^Header:\s*([A-Za-z-]+):\s*(.+)$/gm)) out[m[1]!] = m[2]!.trim();
  return out;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const cal = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Loopback//EN", ...lines, "END:VCALENDAR", ""].join("\r\n");

beforeAll(async () => {
  server = createServer((req, res) => {
    feedRequests++;
    const path = decodeURIComponent(req.url ?? "");
    const extra = bodies[path];
    if (extra) {
      res.writeHead(200, { "Content-Type": extra.type }).end(extra.body);
      return;
    }
    const [, dir, name] = path.match(/^\/(cal|feed)\/([^/]+)$/) ?? [];
    if (!dir) {
      res.writeHead(404).end();
      return;
    }
    const bytes = readFileSync(`${dir === "cal" ? CAL_DIR : FEED_DIR}/${name}`);
    const headers = { "Content-Type": dir === "cal" ? "text/calendar" : "application/xml", ...headersOf(bytes) };
    res.writeHead(200, headers).end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  w = await startTestWorker({ vars: { ALLOW_LOOPBACK_FETCH: "true" }, countDbCalls: true });
  admin = "session=" + (await createSession(w.db, "seed-admin", new Date())).token;
});
afterAll(async () => {
  await w?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const importEventsNow = () => w.fetch("/api/events/import", { method: "POST", cookie: admin });
const allEvents = () => w.db.select().from(events).orderBy(asc(events.id));
const feedEvents = (feedId: number) => w.db.select().from(events).where(eq(events.feedId, feedId)).orderBy(asc(events.startDate));
async function onlyEventFeeds(feeds: { name: string; url: string }[]) {
  await w.db.delete(eventFeeds);
  return w.db.insert(eventFeeds).values(feeds).returning();
}
async function lastRun(job: string) {
  const runs = await w.db.select().from(importRuns).where(eq(importRuns.job, job)).orderBy(asc(importRuns.id));
  return runs[runs.length - 1];
}

describe("calendars: every corpus file through the production import", () => {
  it("imports all of them (only a file whose every event is malformed fails), and a re-run changes nothing", async () => {
    const files = readdirSync(CAL_DIR);
    expect(files.length).toBeGreaterThanOrEqual(25);
    await onlyEventFeeds(files.map((f) => ({ name: f, url: `${base}/cal/${f}` })));
    expect((await importEventsNow()).status).toBe(200);
    const run = await lastRun("events-import");
    // Its one VEVENT has RRULE:FREQ=INVALID_TYPE_CAUSES_ERROR: nothing readable, so the run keeps the old rows.
    expect(run!.error).toMatch(/^icalendar-issue_1081_invalid_rrule_freq\.ics: Not a valid iCalendar feed \(VEVENT test-123: malformed\)$/);
    expect(run!.counts).toMatchObject({ feeds: files.length, errors: 1 });
    // Malformed components were reported, not fatal (bad RRULE freq, BYDAY with spaces, empty RDATE, period RDATE…).
    expect((run!.counts as Record<string, number>).invalid).toBeGreaterThan(0);
    const first = await allEvents();
    // The daily Google series that began in 2012 is expanded into the coming weeks.
    expect(first.filter((e) => e.title === "Every day recurring").length).toBeGreaterThanOrEqual(50);
    // The weekday all-day series from 2012 stays all-day.
    const dayLong = first.filter((e) => e.title === "Day Long Event");
    expect(dayLong.length).toBeGreaterThan(10);
    expect(dayLong.every((e) => e.allDay)).toBe(true);
    expect((await importEventsNow()).status).toBe(200);
    expect(await allEvents()).toEqual(first);
  });
});

describe("calendars: edits reach the site (class 1) and UIDs are per feed (class 8)", () => {
  const start = new Date(Math.ceil((Date.now() + 2 * DAY) / 3_600_000) * 3_600_000);
  const series = (opts: { shift?: number; exdate?: Date; withTalk?: boolean }) =>
    cal(
      "BEGIN:VEVENT",
      "UID:0000001",
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(new Date(start.getTime() + (opts.shift ?? 0)))}`,
      `DTEND:${stamp(new Date(start.getTime() + (opts.shift ?? 0) + 3_600_000))}`,
      "RRULE:FREQ=WEEKLY;COUNT=4",
      ...(opts.exdate ? [`EXDATE:${stamp(opts.exdate)}`] : []),
      "SUMMARY:Story Time",
      "END:VEVENT",
      ...(opts.withTalk === false
        ? []
        : [
            "BEGIN:VEVENT",
            "UID:talk-1",
            `DTSTAMP:${stamp(new Date())}`,
            `DTSTART:${stamp(new Date(start.getTime() + DAY))}`,
            "SUMMARY:Talk",
            "END:VEVENT",
          ]),
    );

  it("removes an EXDATE'd date, a removed event, and the old times of a moved series", async () => {
    bodies["/edit/library.ics"] = { body: series({}), type: "text/calendar" };
    const [feed] = await onlyEventFeeds([{ name: "Library", url: `${base}/edit/library.ics` }]);
    await importEventsNow();
    expect((await feedEvents(feed!.id)).map((e) => e.title)).toEqual(["Story Time", "Talk", "Story Time", "Story Time", "Story Time"]);

    bodies["/edit/library.ics"] = { body: series({ exdate: new Date(start.getTime() + 7 * DAY), withTalk: false }), type: "text/calendar" };
    await importEventsNow();
    const afterEdit = await feedEvents(feed!.id);
    expect(afterEdit.map((e) => e.title)).toEqual(["Story Time", "Story Time", "Story Time"]);
    expect(afterEdit.some((e) => e.startDate.getTime() === start.getTime() + 7 * DAY)).toBe(false);

    bodies["/edit/library.ics"] = {
      body: series({ shift: 3_600_000, exdate: new Date(start.getTime() + 3_600_000 + 7 * DAY), withTalk: false }),
      type: "text/calendar",
    };
    await importEventsNow();
    const moved = await feedEvents(feed!.id);
    expect(moved).toHaveLength(3);
    expect(moved.every((e) => (e.startDate.getTime() - start.getTime()) % (7 * DAY) === 3_600_000)).toBe(true);
  });

  it("keeps nothing when a fetch fails (no deletion on error)", async () => {
    const [feed] = await w.db.select().from(eventFeeds);
    const before = await feedEvents(feed!.id);
    delete bodies["/edit/library.ics"];
    await importEventsNow();
    expect(await feedEvents(feed!.id)).toEqual(before);
  });

  it("two feeds that both use UID:0000001 keep their own events", async () => {
    bodies["/uid/a.ics"] = { body: series({ withTalk: false }).replace(/Story Time/g, "Library story time"), type: "text/calendar" };
    bodies["/uid/b.ics"] = { body: series({ withTalk: false }).replace(/Story Time/g, "Church choir"), type: "text/calendar" };
    const [a, b] = await onlyEventFeeds([
      { name: "A", url: `${base}/uid/a.ics` },
      { name: "B", url: `${base}/uid/b.ics` },
    ]);
    await importEventsNow();
    expect((await feedEvents(a!.id)).map((e) => e.title)).toEqual(Array(4).fill("Library story time"));
    expect((await feedEvents(b!.id)).map((e) => e.title)).toEqual(Array(4).fill("Church choir"));
  });
});

describe("calendars: what the town sees (classes 6, 7, 10)", () => {
  it("shows an all-day Google event as a date, renders its sanitised HTML, and exports VALUE=DATE folded at 75 octets", async () => {
    const day = new Date(Date.now() + 5 * DAY);
    const ymd = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, "");
    bodies["/view/google.ics"] = {
      body: cal(
        "BEGIN:VEVENT",
        "UID:parade@google.com",
        `DTSTAMP:${stamp(new Date())}`,
        `DTSTART;VALUE=DATE:${ymd(day)}`,
        `DTEND;VALUE=DATE:${ymd(new Date(day.getTime() + DAY))}`,
        "SUMMARY:Holiday Parade along Main Street with floats\\, bands and the fire department's ladder truck",
        'DESCRIPTION:<p>See the <a href="https://town.example/route">route map</a>.</p><script>alert(1)</script>',
        "END:VEVENT",
      ),
      type: "text/calendar",
    };
    await onlyEventFeeds([{ name: "Google", url: `${base}/view/google.ics` }]);
    await importEventsNow();
    const [row] = await w.db.select().from(events).where(eq(events.sourceUid, "parade@google.com"));
    expect(row!.allDay).toBe(true);
    const page = await (await w.fetch(`/events/${row!.id}`)).text();
    expect(page).toContain("(all day)");
    expect(page).not.toContain("12:00 AM");
    expect(page).toContain('href="https://town.example/route"');
    expect(page).not.toContain("&lt;p&gt;");
    expect(page).not.toContain("alert(1)");
    const ics = await (await w.fetch("/events.ics")).text();
    expect(ics).toContain(`DTSTART;VALUE=DATE:${ymd(day)}`);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});

describe("budget: a feed of 200 items", () => {
  it("the events import makes at most 50 outgoing calls (database included) for 200 events", async () => {
    const vevents = Array.from({ length: 200 }, (_, i) => [
      "BEGIN:VEVENT",
      `UID:bulk-${i}@x`,
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(new Date(Date.now() + (i + 1) * 3_600_000 * 5))}`,
      `SUMMARY:Bulk event ${i}`,
      "END:VEVENT",
    ]).flat();
    bodies["/bulk.ics"] = { body: cal(...vevents), type: "text/calendar" };
    await onlyEventFeeds([{ name: "Bulk", url: `${base}/bulk.ics` }]);
    w.dbCalls.reset();
    feedRequests = 0;
    expect((await importEventsNow()).status).toBe(200);
    const calls = w.dbCalls.count() + feedRequests;
    expect((await w.db.select().from(events).where(eq(events.title, "Bulk event 199"))).length).toBe(1);
    expect(calls).toBeLessThanOrEqual(50);
  });

  it("the news import makes at most 50 outgoing calls (database included) for 200 items", async () => {
    const items = Array.from(
      { length: 200 },
      (_, i) =>
        `<item><title>Item ${i}</title><link>https://paper.example/${i}</link><guid>https://paper.example/${i}</guid><pubDate>Mon, 02 Nov 2026 10:00:00 GMT</pubDate><description>Body ${i}</description></item>`,
    ).join("");
    bodies["/bulk.xml"] = {
      body: `<?xml version="1.0"?><rss version="2.0"><channel><title>Bulk</title>${items}</channel></rss>`,
      type: "application/rss+xml",
    };
    await w.db.delete(newsFeeds);
    await w.db.insert(newsFeeds).values({ name: "Bulk", url: `${base}/bulk.xml` });
    w.dbCalls.reset();
    feedRequests = 0;
    await w.scheduled("0 */2 * * *");
    const calls = w.dbCalls.count() + feedRequests;
    expect((await w.db.select().from(newsArticles).where(eq(newsArticles.title, "Item 199"))).length).toBe(1);
    expect(calls).toBeLessThanOrEqual(50);
  });
});

describe("news: every corpus feed through the production import", () => {
  it("imports them with their declared or detected charset, keeps title-less items, and a re-run changes nothing", async () => {
    const files = readdirSync(FEED_DIR);
    expect(files.length).toBeGreaterThanOrEqual(25);
    await w.db.delete(newsArticles);
    await w.db.delete(newsFeeds);
    await w.db.insert(newsFeeds).values(files.map((f) => ({ name: f, url: `${base}/feed/${f}` })));
    await w.scheduled("0 */2 * * *");
    const run = await lastRun("news-import");
    const failed = await w.db.select({ name: newsFeeds.name, error: newsFeeds.lastError }).from(newsFeeds);
    // Refused: feedparser's ill-formed "</rss" (no closing ">"), and a channel with neither a title nor an item.
    expect(failed.filter((x) => x.error)).toEqual([
      { name: "feedparser-http_channel_link_base_docuri.xml", error: "Not a valid RSS or Atom feed" },
      { name: "feedparser-rss_item_link_corrupted_ampersands.xml", error: "Not a valid RSS or Atom feed" },
    ]);
    const first = await w.db.select().from(newsArticles).orderBy(asc(newsArticles.id));
    expect(first.length).toBeGreaterThanOrEqual(15);
    for (const a of first) expect(`${a.title}${a.content}${a.excerpt}`).not.toContain("\uFFFD");
    expect(first.map((a) => a.title)).toContain("Mãe de utente é a nova presidente da Raríssimas");
    expect(first.map((a) => a.title)).toContain("Análises cada vez mais precipitadas");
    expect(first.find((a) => a.content?.includes("This is a £“test.”"))).toBeTruthy();
    // notes.co.il's windows-1255 feed, served with no charset in HTTP or XML: detected, stored as Hebrew.
    expect(first.map((a) => a.title)).toContain("לאסוף כסף מהרצפה");
    expect(first.map((a) => a.title)).toContain("זו לא האיכות, זו הכמות");
    expect(first.find((a) => a.sourceUrl === `${base}/relative/link`)).toBeTruthy();
    expect(first.find((a) => a.title === "Example description")).toBeTruthy();
    expect(run!.counts).toMatchObject({ feeds: files.length });
    await w.scheduled("0 */2 * * *");
    expect(await w.db.select().from(newsArticles).orderBy(asc(newsArticles.id))).toEqual(first);
    const rss = await (await w.fetch("/news/rss.xml")).text();
    expect(rss).not.toContain("\uFFFD");
    expect(rss).toContain("Raríssimas");
    expect(rss).toContain("לאסוף כסף מהרצפה");
  });
});

describe("issue 29: the last calendar and feed losses, on real files", () => {
  type ApiEvent = { title: string; startDate: string };
  const upcoming = async (now: string) => (await (await w.fetch("/api/events?limit=50", { headers: { "X-Test-Now": now } })).json()) as ApiEvent[];

  it("an empty RRULE and a bare-date DTSTART (Calendar Labs) cost nothing: the holidays are on /events (class 6)", async () => {
    await onlyEventFeeds([{ name: "Germany Holidays", url: `${base}/cal/recurring-ical-events-Germany_Holidays.ics` }]);
    const now = "2019-12-01T12:00:00.000Z";
    expect((await w.fetch("/api/events/import", { method: "POST", cookie: admin, headers: { "X-Test-Now": now } })).status).toBe(200);
    const titles = (await upcoming(now)).map((e) => `${e.title} ${e.startDate.slice(0, 10)}`);
    // All-day dates are the town's midnight: 2019-12-25 00:00 in Indiana is 05:00 UTC.
    expect(titles).toContain("Christmas Day 2019-12-25");
    expect(titles).toContain("New Year's Day 2020-01-01");
    const run = await lastRun("events-import");
    expect(run!.ok).toBe(true);
    // Each empty RRULE line is reported, and none of the 34 events is lost for it.
    expect(run!.counts).toMatchObject({ skippedMalformed: 34, errors: 0 });
    // The admin's import history says what was skipped and why (class 5).
    expect(pageText(await (await w.fetch("/admin/events", { cookie: admin })).text())).toMatch(/Skipped 34: /);
  });

  it("a weekly series with TZID=Europe/Berlin and no VTIMEZONE is at 14:00 Berlin time on every date, its moved instance once (class 7)", async () => {
    await onlyEventFeeds([{ name: "Berlin", url: `${base}/cal/recurring-ical-events-issue_36_recurrence_ID_format.ics` }]);
    const now = "2020-09-08T00:00:00.000Z";
    expect((await w.fetch("/api/events/import", { method: "POST", cookie: admin, headers: { "X-Test-Now": now } })).status).toBe(200);
    const timed = (await upcoming(now)).filter((e) => !e.startDate.endsWith("T04:00:00.000Z")).map((e) => `${e.title} ${e.startDate}`);
    // 14:00 in Berlin (CEST, UTC+2) is 12:00 UTC: the following dates, and the moved 17 September.
    expect(timed).toContain("Base event 2020-09-24T12:00:00.000Z");
    expect(timed).toContain("Base event 2020-10-08T12:00:00.000Z");
    expect(timed).toContain("Modified event 2020-09-17T12:00:00.000Z");
    expect(timed).not.toContain("Base event 2020-09-17T12:00:00.000Z");
    // After the clocks change (25 October), 14:00 in Berlin is 13:00 UTC.
    expect(timed).toContain("Base event 2020-10-29T13:00:00.000Z");
  });

  it("a link with no href is no link: feedparser's empty <a></a> leaves nothing, a relative one is resolved (class 8)", async () => {
    await w.db.delete(newsArticles);
    await w.db.delete(newsFeeds);
    await w.db.insert(newsFeeds).values([
      { name: "Empty anchor", url: `${base}/feed/feedparser-acceptable_element_a.xml` },
      { name: "Relative", url: `${base}/feed/feedparser-http_entry_content_base_docuri.xml` },
    ]);
    await w.scheduled("0 */2 * * *");
    const list = (await (await w.fetch("/api/news?limit=50")).json()) as { articles?: { id: number }[] } | { id: number }[];
    const ids = (Array.isArray(list) ? list : (list.articles ?? [])).map((a) => a.id);
    const bodies = await Promise.all(ids.map(async (id) => ((await (await w.fetch(`/api/news/${id}`)).json()) as { content: string }).content));
    expect(bodies.length).toBe(2);
    expect(bodies.join("")).toContain(`href="${base}/relative/uri">click here</a>`);
    for (const html of bodies) expect(html).not.toMatch(/<a(?![^>]*\shref="https?:)[^>]*>/);
    // The admin's import history (class 5).
    expect(pageText(await (await w.fetch("/admin/news", { cookie: admin })).text())).toContain("Found 2: 2 new, 0 updated, 0 unchanged, 0 skipped");
  });
});
