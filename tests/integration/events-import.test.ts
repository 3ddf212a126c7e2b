// The events import against a loopback iCalendar server (node:http) speaking text/calendar.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { and, desc, eq, isNotNull, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatToast, type ToastMessage } from "../../app/lib/toast.server";
import { createSession } from "../../app/models/session.server";
import { eventCategories, eventFeeds, events, importRuns } from "../../db/schema";
import { startTestWorker, type TestWorker } from "../support/worker";

const TZ = "America/Indiana/Indianapolis";
const DAY = 86_400_000;
let w: TestWorker;
let server: Server;
let base: string;
let admin: string;
let member: string;
const bodies: Record<string, string> = {};

/** A wall-clock time `days` from now at hh:mm in Indianapolis, as the TZID form and as the instant. */
function local(days: number, hour: number, minute = 0) {
  const today = new TZDate(Date.now() + days * DAY, TZ);
  const t = new TZDate(today.getFullYear(), today.getMonth(), today.getDate(), hour, minute, 0, TZ);
  return { ics: format(t, "yyyyMMdd'T'HHmmss"), at: new Date(t.getTime()) };
}
const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const weeklyStart = new Date(Math.ceil((Date.now() + DAY) / 3_600_000) * 3_600_000);
const talk = local(10, 19);
const talkEnd = local(10, 21);
const moved = local(11, 18, 30);

function calendar(...vevents: string[]) {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//Loopback//EN", ...vevents, "END:VCALENDAR", ""].join("\r\n");
}
const vevent = (lines: string[]) => ["BEGIN:VEVENT", `DTSTAMP:${utcStamp(new Date())}`, ...lines, "END:VEVENT"].join("\r\n");

function feedV1() {
  return calendar(
    vevent([
      "UID:new-1@library.example",
      `DTSTART;TZID=${TZ}:${talk.ics}`,
      `DTEND;TZID=${TZ}:${talkEnd.ics}`,
      "SUMMARY:Library Talk: Local History",
      "DESCRIPTION:An evening of stories\\, maps and photos.",
      "LOCATION:Greenwood Public Library",
      "GEO:39.6120;-86.1090",
      "CATEGORIES:Education",
      "URL:https://library.example/talk",
      "ORGANIZER;CN=Greenwood Public Library:mailto:events@library.example",
    ]),
    vevent([
      "UID:far-1@library.example",
      `DTSTART:${utcStamp(new Date(Date.now() + 5 * DAY))}`,
      "SUMMARY:Downtown Indianapolis Gala",
      "GEO:39.7684;-86.1581",
    ]),
    vevent([
      "UID:nogeo-1@library.example",
      `DTSTART:${utcStamp(new Date(Date.now() + 6 * DAY))}`,
      "SUMMARY:Mystery Meetup",
      "CATEGORIES:Something Unlisted",
    ]),
    vevent([
      "UID:weekly-1@library.example",
      `DTSTART:${utcStamp(weeklyStart)}`,
      `DTEND:${utcStamp(new Date(weeklyStart.getTime() + 3_600_000))}`,
      "RRULE:FREQ=WEEKLY;COUNT=20",
      `EXDATE:${utcStamp(new Date(weeklyStart.getTime() + 14 * DAY))}`,
      "SUMMARY:Weekly Story Time",
      "CATEGORIES:Family & Kids",
    ]),
    vevent([
      "UID:weekly-1@library.example",
      `RECURRENCE-ID:${utcStamp(new Date(weeklyStart.getTime() + 7 * DAY))}`,
      `DTSTART:${utcStamp(new Date(weeklyStart.getTime() + 7 * DAY + 3_600_000))}`,
      `DTEND:${utcStamp(new Date(weeklyStart.getTime() + 7 * DAY + 7_200_000))}`,
      "SUMMARY:Weekly Story Time (late start)",
    ]),
    vevent(["UID:cancel-1@library.example", `DTSTART:${utcStamp(new Date(Date.now() + 4 * DAY))}`, "SUMMARY:Book Sale"]),
    vevent(["UID:past-1@library.example", `DTSTART:${utcStamp(new Date(Date.now() - 4 * DAY))}`, "SUMMARY:Old News"]),
  );
}

function feedV2() {
  return feedV1()
    .replace("SUMMARY:Library Talk: Local History", "SUMMARY:Library Talk: Local History (moved)")
    .replace(`DTSTART;TZID=${TZ}:${talk.ics}`, `DTSTART;TZID=${TZ}:${moved.ics}`)
    .replace(`DTEND;TZID=${TZ}:${talkEnd.ics}`, `DTEND;TZID=${TZ}:${local(11, 20).ics}`)
    .replace("SUMMARY:Book Sale", "SUMMARY:Book Sale\r\nSTATUS:CANCELLED");
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = bodies[req.url ?? ""];
    if (body === undefined) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  w = await startTestWorker({ vars: { ALLOW_LOOPBACK_FETCH: "true" } });
  admin = "session=" + (await createSession(w.db, "seed-admin", new Date())).token;
  member = "session=" + (await createSession(w.db, "seed-member-jamie", new Date())).token;
  // Only our loopback feeds: the seeded feed points at the internet.
  await w.db.delete(eventFeeds);
  bodies["/library.ics"] = feedV1();
  bodies["/garbage.ics"] = "<html><body>Not a calendar at all</body></html>";
  await w.db.insert(eventFeeds).values([
    { name: "Library", url: `${base}/library.ics` },
    { name: "Broken Venue", url: `${base}/garbage.ics` },
  ]);
});
afterAll(async () => {
  await w?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const imported = () => w.db.select().from(events).where(isNotNull(events.sourceUid));
const byUid = async (uid: string) => (await w.db.select().from(events).where(eq(events.sourceUid, uid)))[0];
const categoryId = async (name: string) => (await w.db.select().from(eventCategories).where(eq(eventCategories.name, name)))[0]!.id;
const importNow = () => w.fetch("/api/events/import", { method: "POST", cookie: admin });
/** A test's own start: the library serves `body`, and both feeds are active with no category of their own. */
async function feedsServing(body: string) {
  bodies["/library.ics"] = body;
  await w.db.update(eventFeeds).set({ isActive: true, categoryId: null });
}
const runCount = async () =>
  (
    await w.db
      .select({ n: sql<number>`count(*)` })
      .from(importRuns)
      .where(eq(importRuns.job, "events-import"))
  )[0]!.n;

describe("POST /api/events/import", () => {
  it("is for admins: 401 for visitors, 403 for members, and nothing is imported", async () => {
    const runsBefore = await runCount();
    const libraryEvents = () => w.db.select().from(events).where(like(events.sourceUid, "%library.example%"));
    const before = await libraryEvents();
    const visitor = await w.fetch("/api/events/import", { method: "POST" });
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ message: "Unauthorized" });
    expect((await w.fetch("/api/events/import", { method: "POST", cookie: member })).status).toBe(403);
    expect(await libraryEvents()).toEqual(before);
    expect(await runCount()).toBe(runsBefore);
  });

  it("imports new events: times in town time, radius, categories, recurring expanded 8 weeks, garbage recorded", async () => {
    await feedsServing(feedV1());
    await w.db.delete(events).where(like(events.sourceUid, "%library.example%")); // new: none imported yet
    const res = await importNow();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ imported: 10, errors: 1 });

    const talkRow = await byUid("new-1@library.example");
    expect(talkRow).toMatchObject({
      title: "Library Talk: Local History",
      description: "An evening of stories, maps and photos.",
      location: "Greenwood Public Library",
      websiteUrl: "https://library.example/talk",
      organizerName: "Greenwood Public Library",
      isActive: true,
      isPublic: true,
      categoryId: await categoryId("Education"),
    });
    expect(talkRow!.startDate.toISOString()).toBe(talk.at.toISOString());
    expect(talkRow!.endDate?.toISOString()).toBe(talkEnd.at.toISOString());

    expect(await byUid("far-1@library.example")).toBeUndefined();
    expect(await byUid("past-1@library.example")).toBeUndefined();
    expect((await byUid("nogeo-1@library.example"))!.categoryId).toBe(await categoryId("Community"));

    const weekly = (await imported()).filter((e) => e.sourceUid?.startsWith("weekly-1@library.example#"));
    expect(weekly.length).toBe(7);
    const starts = weekly.map((e) => e.startDate.getTime() - weeklyStart.getTime()).sort((a, b) => a - b);
    expect(starts).toEqual([0, 7 * DAY + 3_600_000, 21 * DAY, 28 * DAY, 35 * DAY, 42 * DAY, 49 * DAY]);
    expect(weekly.find((e) => e.startDate.getTime() === weeklyStart.getTime() + 7 * DAY + 3_600_000)?.title).toBe("Weekly Story Time (late start)");
    expect(weekly.every((e) => e.categoryId !== null)).toBe(true);

    const [broken] = await w.db.select().from(eventFeeds).where(eq(eventFeeds.name, "Broken Venue"));
    expect(broken!.lastError).toMatch(/Not a valid iCalendar feed/);
    const [library] = await w.db.select().from(eventFeeds).where(eq(eventFeeds.name, "Library"));
    expect(library!.lastError).toBeNull();
    expect(library!.lastFetchedAt).not.toBeNull();

    const [run] = await w.db.select().from(importRuns).where(eq(importRuns.job, "events-import")).orderBy(desc(importRuns.id)).limit(1);
    expect(run).toMatchObject({ trigger: "admin", ok: false });
    expect(run!.counts).toMatchObject({ imported: 10, errors: 1, skipped: 1 });
    expect(run!.error).toContain("Broken Venue");

    const listed = (await (await w.fetch("/api/events")).json()) as { title: string }[];
    expect(listed.map((e) => e.title)).toContain("Library Talk: Local History");
  });

  it("a re-run updates by UID, deactivates cancelled events and duplicates nothing", async () => {
    await feedsServing(feedV1());
    await importNow(); // the first run, which this one repeats
    const before = (await imported()).length;
    const talkId = (await byUid("new-1@library.example"))!.id;
    bodies["/library.ics"] = feedV2();
    const res = await importNow();
    expect(await res.json()).toEqual({ imported: 9, errors: 1 });
    expect((await imported()).length).toBe(before);
    const talkRow = await byUid("new-1@library.example");
    expect(talkRow!.id).toBe(talkId);
    expect(talkRow!.title).toBe("Library Talk: Local History (moved)");
    expect(talkRow!.startDate.toISOString()).toBe(moved.at.toISOString());
    expect((await byUid("cancel-1@library.example"))!.isActive).toBe(false);
    const listed = (await (await w.fetch("/api/events")).json()) as { title: string }[];
    expect(listed.map((e) => e.title)).not.toContain("Book Sale");
  });

  it("a feed's category wins over CATEGORIES", async () => {
    await feedsServing(feedV1());
    const sports = await categoryId("Sports & Recreation");
    await w.db.update(eventFeeds).set({ categoryId: sports }).where(eq(eventFeeds.name, "Library"));
    await importNow();
    expect((await byUid("new-1@library.example"))!.categoryId).toBe(sports);
    await w.db.update(eventFeeds).set({ categoryId: null }).where(eq(eventFeeds.name, "Library"));
  });

  it("the cron job runs the same import and records it in import_runs", async () => {
    await feedsServing(feedV2().replace("SUMMARY:Mystery Meetup", "SUMMARY:Mystery Meetup (cron)"));
    await w.scheduled("30 5 * * *");
    expect((await byUid("nogeo-1@library.example"))!.title).toBe("Mystery Meetup (cron)");
    const [run] = await w.db
      .select()
      .from(importRuns)
      .where(and(eq(importRuns.job, "events-import"), eq(importRuns.trigger, "cron")))
      .orderBy(desc(importRuns.id))
      .limit(1);
    expect(run!.counts).toMatchObject({ imported: 9, errors: 1 });
    expect(run!.error).toContain("Broken Venue");
  });

  it("with every feed healthy the run is ok", async () => {
    await feedsServing(feedV2());
    await w.db.update(eventFeeds).set({ isActive: false }).where(eq(eventFeeds.name, "Broken Venue"));
    expect(await (await importNow()).json()).toEqual({ imported: 9, errors: 0 });
    const [run] = await w.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1);
    expect(run).toMatchObject({ ok: true, error: null });
    await w.db.update(eventFeeds).set({ isActive: true }).where(eq(eventFeeds.name, "Broken Venue"));
  });
});

describe("/admin/events", () => {
  const post = (fields: Record<string, string>, cookie = admin) =>
    w.fetch("/admin/events", {
      method: "POST",
      body: new URLSearchParams(fields).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      cookie,
    });
  const toastOf = (res: Response) => {
    const raw =
      res.headers
        .getSetCookie()
        .find((c) => c.startsWith("toast="))
        ?.split(";")[0]!
        .slice(6) ?? "";
    // The cookie carries message descriptors; the root formats them for the reader (here English).
    return formatToast("en", JSON.parse(decodeURIComponent(raw)) as ToastMessage);
  };

  it("lists upcoming events and the feeds with their last error", async () => {
    await feedsServing(feedV2());
    await importNow();
    // The tab lists every event, 20 a page: the imported one is found by its title.
    const html = await (await w.fetch("/admin/events?q=Library%20Talk", { cookie: admin })).text();
    expect(html).toContain("Import events");
    expect(html).toContain("Library Talk: Local History (moved)");
    expect(html).toContain(`${base}/library.ics`);
    expect(html).toMatch(/Last error: (<!-- -->)?Not a valid iCalendar feed/);
    expect((await w.fetch("/admin/events", { cookie: member })).status).toBe(403);
  });

  it("'Import events' imports and answers with the 'Events Import Completed' toast", async () => {
    await feedsServing(feedV2());
    const res = await post({ intent: "import" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/events");
    expect(toastOf(res)).toEqual({ title: "Events Import Completed", description: "Imported 9 events, 1 errors", variant: "default" });
  });

  it("adds a feed (webcal becomes https), refuses bad or duplicate URLs, and removes a feed", async () => {
    const bad = await post({ intent: "add-feed", name: "Nope", url: "ftp://x.example/cal.ics" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Please enter an http(s) or webcal URL");
    const added = await post({ intent: "add-feed", name: "Schools", url: "webcal://schools.example/cal.ics" });
    expect(added.status).toBe(302);
    const [row] = await w.db.select().from(eventFeeds).where(eq(eventFeeds.name, "Schools"));
    expect(row!.url).toBe("https://schools.example/cal.ics");
    const dup = await post({ intent: "add-feed", name: "Schools again", url: "https://schools.example/cal.ics" });
    expect(dup.status).toBe(400);
    expect(await dup.text()).toContain("That feed is already in the list");
    const removed = await post({ intent: "remove-feed", feedId: String(row!.id) });
    expect(removed.status).toBe(302);
    expect(await w.db.select().from(eventFeeds).where(eq(eventFeeds.id, row!.id))).toEqual([]);
    expect((await post({ intent: "remove-feed", feedId: "1" }, member)).status).toBe(403);
  });

  it("a run that cannot start at all is 'Import Failed' (admin tab) and 500 (API), and is recorded", async () => {
    await w.db.run(sql`ALTER TABLE event_feeds RENAME TO event_feeds_away`);
    try {
      const res = await post({ intent: "import" });
      expect(res.status).toBe(302);
      expect(toastOf(res)).toMatchObject({ title: "Import Failed", description: "Failed to import events from Meetup" });
      const api = await importNow();
      expect(api.status).toBe(500);
      expect(await api.json()).toEqual({ message: "Failed to import events from Meetup" });
    } finally {
      await w.db.run(sql`ALTER TABLE event_feeds_away RENAME TO event_feeds`);
    }
    const [run] = await w.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1);
    expect(run).toMatchObject({ job: "events-import", ok: false, counts: null });
    expect(run!.error).toMatch(/event_feeds/);
  });
});

describe("the radius for events without GEO (issue 16, class 9; docs/decisions/imports.md)", () => {
  // LOCATION lines as Google (venue, street, town, state ZIP, country), Apple (one part per line) and Outlook write
  // them; none of these producers writes GEO.
  const noGeo = (uid: string, days: number, location: string | null) =>
    vevent([
      `UID:${uid}@nogeo.example`,
      `DTSTART:${utcStamp(new Date(Date.now() + days * DAY))}`,
      `SUMMARY:Event ${uid}`,
      ...(location ? [`LOCATION:${location}`] : []),
    ]);

  it("places the LOCATION with the gazetteer: in town kept, another town or state dropped, unplaceable kept and counted", async () => {
    bodies["/nogeo.ics"] = calendar(
      noGeo("google-greenwood", 3, "Greenwood Public Library\\, 310 S Meridian St\\, Greenwood\\, IN 46143\\, USA"),
      noGeo("apple-greenwood", 4, "Greenwood Community Center\\n100 Surina Way\\nGreenwood IN 46143\\nUnited States"),
      noGeo("outlook-bracketed", 5, "Community Room (Greenwood\\, IN)"),
      noGeo("google-indianapolis", 6, "Old National Centre\\, 502 N New Jersey St\\, Indianapolis\\, IN 46204\\, USA"),
      noGeo("google-chicago", 7, "Navy Pier\\, 600 E Grand Ave\\, Chicago\\, IL 60611\\, United States"),
      noGeo("apple-austin", 8, "Zilker Park\\n2100 Barton Springs Rd\\nAustin TX 78746\\nUnited States"),
      noGeo("outlook-teams", 9, "Microsoft Teams Meeting"),
      noGeo("venue-only", 10, "Main Street Park Pavilion"),
      noGeo("no-location", 11, null),
    );
    await w.db.update(eventFeeds).set({ isActive: false });
    await w.db.insert(eventFeeds).values({ name: "No GEO", url: `${base}/nogeo.ics` });
    expect(await (await importNow()).json()).toEqual({ imported: 6, errors: 0 });

    const uids = (await imported()).map((e) => e.sourceUid).filter((u) => u?.endsWith("@nogeo.example"));
    expect(uids.sort()).toEqual(
      ["apple-greenwood", "google-greenwood", "no-location", "outlook-bracketed", "outlook-teams", "venue-only"].map((u) => `${u}@nogeo.example`),
    );
    // Placing only decides the radius: no coordinates are invented for the row.
    expect((await byUid("google-greenwood@nogeo.example"))!.latitude).toBeNull();
    const [run] = await w.db.select().from(importRuns).orderBy(desc(importRuns.id)).limit(1);
    expect(run!.counts).toMatchObject({ imported: 6, skipped: 3, unplaced: 3 });
  });
});
