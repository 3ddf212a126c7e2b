// Issue 45: every main page reads the database in at most two round trips — one batch of the page's own reads, plus
// the session read when signed in — counted at the libSQL server (tests/support/worker.ts's counting proxy: a
// db.batch is one request). With the page cache off (PAGE_CACHE_SECONDS=0, the tests' default) so every request
// renders, for a visitor and for a signed-in member. In production the database is across a network from the worker
// (Turso), so each extra round trip costs a member's page its latency.
import { and, eq, gt, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, events, eventSeries, jobs, newsArticles } from "../../db/schema";
import { sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const MAX_ROUND_TRIPS = 2;
/** The longest column name a page's statements may get back (`substr("events"."description", 1, 221)` is 38). */
const MAX_COLUMN_NAME = 80;
const DAY = 86_400_000;

let w: TestWorker;
let member: string;
const paths: Record<string, string> = {};

/** The first link to `/<prefix>/<id>` on a list page (so the detail page is one a reader can reach). */
async function firstDetailPath(list: string, prefix: string) {
  const html = await (await w.fetch(list)).text();
  const m = new RegExp(`href="(/${prefix}/\\d+)"`).exec(html);
  if (!m) throw new Error(`No /${prefix}/<id> link on ${list}`);
  return m[1];
}

beforeAll(async () => {
  w = await startTestWorker({ countDbCalls: true, vars: { PAGE_CACHE_SECONDS: "0" } });
  member = await sessionCookie(w, "seed-member-jamie");
  const [article] = await w.db.select({ id: newsArticles.id }).from(newsArticles).where(eq(newsArticles.status, "published")).limit(1);
  const [single] = await w.db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.isActive, true), eq(events.isPublic, true), isNull(events.seriesId), gt(events.startDate, new Date())))
    .limit(1);
  // A weekly series of four dates, as the create form makes it (event_series + one events row per date).
  const start = Date.now() + 3 * DAY;
  const [series] = await w.db
    .insert(eventSeries)
    .values({
      rrule: "FREQ=WEEKLY;COUNT=4",
      dtstart: new Date(start),
      tz: "America/Indiana/Indianapolis",
      durationMs: 2 * 3_600_000,
      horizonAt: new Date(start + 60 * DAY),
    })
    .returning({ id: eventSeries.id });
  const dates = await w.db
    .insert(events)
    .values(
      [0, 1, 2, 3].map((k) => ({
        title: "Round-trip chess club",
        description: "Weekly chess in the library.",
        startDate: new Date(start + k * 7 * DAY),
        endDate: new Date(start + k * 7 * DAY + 2 * 3_600_000),
        location: "Greenwood Public Library",
        seriesId: series!.id,
        recurrenceId: new Date(start + k * 7 * DAY),
      })),
    )
    .returning({ id: events.id });
  const [business] = await w.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.isActive, true)).limit(1);
  const [job] = await w.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.isActive, true)).limit(1);
  Object.assign(paths, {
    home: "/",
    news: "/news",
    "a news article": `/news/${article!.id}`,
    events: "/events",
    "a single event": `/events/${single!.id}`,
    "a series date": `/events/${dates[1]!.id}`,
    directory: "/directory",
    "a business": `/businesses/${business!.id}`,
    classifieds: "/classifieds",
    "an ad": await firstDetailPath("/classifieds", "classifieds"),
    jobs: "/jobs",
    "a job": `/jobs/${job!.id}`,
    search: "/search?q=park",
    schools: "/schools",
    emergency: "/emergency",
  });
  // The site configuration and alerts live in KV (and the isolate) for a while: the first request of a fresh worker
  // reads them once; what is counted below is a page's own reads.
  await w.fetch("/");
});
afterAll(async () => {
  await w?.close();
});

const PAGES = [
  "home",
  "news",
  "a news article",
  "events",
  "a single event",
  "a series date",
  "directory",
  "a business",
  "classifieds",
  "an ad",
  "jobs",
  "a job",
  "search",
  "schools",
  "emergency",
];

describe.each(["visitor", "member"] as const)("as a %s, the page cache off", (who) => {
  it.each(PAGES)(`%s: at most ${MAX_ROUND_TRIPS} database round trips`, async (page) => {
    w.dbCalls.reset();
    const res = await w.fetch(paths[page]!, who === "member" ? { cookie: member } : {});
    await res.text();
    const calls = w.dbCalls.count();
    expect(res.status, paths[page]).toBe(200);
    expect(calls, `${paths[page]}: the counter is wired (every page reads something)`).toBeGreaterThan(0);
    // A visitor has no session to read: one batch.
    expect(calls, `${paths[page]} as a ${who}`).toBeLessThanOrEqual(who === "member" ? MAX_ROUND_TRIPS : MAX_ROUND_TRIPS - 1);
    // A column the statement does not name (`as`) is named by its whole expression, and the database sends that text
    // back with every answer (a list's kept total: 2 KB; the search's counts: 3 KB).
    const longest = w.dbCalls.longestColumn();
    expect(longest.length, `${paths[page]}: a column named by its expression: ${longest.slice(0, 300)}`).toBeLessThanOrEqual(MAX_COLUMN_NAME);
  });
});

// A page in Spanish words a series' rule ("Cada semana") from the rule its batch already read: it once asked the
// database again for the series shown (one more round trip on every page listing a series date).
describe.each(["visitor", "member"] as const)("in Spanish, as a %s, the pages that word a series' rule", (who) => {
  it.each(["home", "events", "a series date"])(`%s: at most ${MAX_ROUND_TRIPS} database round trips`, async (page) => {
    w.dbCalls.reset();
    const res = await w.fetch(`${paths[page]}?lang=es`, who === "member" ? { cookie: member } : {});
    const html = await res.text();
    expect(res.status, paths[page]).toBe(200);
    if (page !== "home") expect(html, `${paths[page]} words the series' rule in Spanish`).toMatch(/Cada semana|Semanal/i);
    expect(w.dbCalls.count(), `${paths[page]}?lang=es as a ${who}`).toBeLessThanOrEqual(who === "member" ? MAX_ROUND_TRIPS : MAX_ROUND_TRIPS - 1);
  });
});

// A member's page whose batch reads the member's own rows (what waits on them, their answer, their review, whether they
// get the letter) reads them by the session's id inside the batch, so the batch goes beside the session's round trip
// instead of after it: in production each serial round trip to the database costs a member's page its latency.
describe("as a member, the pages that read the member's own rows", () => {
  it.each(["home", "a news article", "a single event", "a series date", "a business"])(
    "%s: the session's round trip and the page's batch are in flight together",
    async (page) => {
      w.dbCalls.hold(300);
      try {
        w.dbCalls.reset();
        const res = await w.fetch(paths[page]!, { cookie: member });
        await res.text();
        expect(res.status, paths[page]).toBe(200);
        expect(w.dbCalls.count(), paths[page]).toBe(MAX_ROUND_TRIPS);
        expect(w.dbCalls.peak(), `${paths[page]}: the batch waited for the session`).toBe(2);
      } finally {
        w.dbCalls.hold(0);
      }
    },
  );
});
