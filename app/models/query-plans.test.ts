// The events pages' statements keep their indexes (issue 45). At 50,000 events the count of upcoming events read
// every upcoming row from the table (67 ms) and an event page's coming dates of its series walked every upcoming
// listed event (60 ms). SQLite's plan depends on the schema, not on the rows (no ANALYZE here or in production), so
// the plan of the real statements on a freshly migrated database is the plan at town scale.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { townFor } from "~/lib/towns";
import type { Db } from "~/models/db.server";
import { eventPageStatementsSql } from "~/models/event-rsvps.server";
import { loadEventsPage, plainEventsPageStatements } from "~/models/events.server";
import { homeStatements } from "~/models/home.server";
import { migrateDb, openNodeDb } from "../../db/node";

let dir: string;
let node: ReturnType<typeof openNodeDb>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "greenwood-plans-"));
  node = openNodeDb(`file:${join(dir, "plans.db")}`);
  await migrateDb(node.db);
});
afterAll(() => {
  node?.client.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

type Captured = { sql: string; params: unknown[] };

/** The statements a model sends in its one batch, captured instead of run (each batch answers with empty results). */
async function statementsOf(run: (db: Db) => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const spy: Db = new Proxy(node.db, {
    get(target, prop) {
      if (prop === "batch")
        return async (queries: { toSQL(): Captured }[]) => {
          for (const q of queries) captured.push(q.toSQL());
          return queries.map(() => []);
        };
      return Reflect.get(target, prop) as unknown;
    },
  });
  await run(spy);
  return captured;
}

/** The home's statements (built once per isolate, run with runPrepared) as they run, with the stat counts. */
const homeCaptured = (sessionId: string): Captured[] =>
  homeStatements(townFor("greenwood"), now, sessionId, true).map(({ sql, args }) => ({ sql, params: args }));

/** The plain calendar's statements (built once per isolate) as they run, page 1. */
const eventsCaptured: Captured[] = plainEventsPageStatements(new Date("2026-11-28T12:00:00Z"), 1).map(({ sql, args }) => ({ sql, params: args }));

/** An event page's statements (built once per isolate, run with runPrepared) as they run, for a member. */
const eventPageCaptured: Captured[] = eventPageStatementsSql(42, new Date("2026-11-28T12:00:00Z"), "a-session-id").map(({ sql, args }) => ({
  sql,
  params: args,
}));

/** EXPLAIN QUERY PLAN of one statement, its lines joined. */
async function planOf(statement: Captured) {
  const args = statement.params.map((p) => (p instanceof Date ? p.getTime() : typeof p === "boolean" ? Number(p) : p)) as (string | number | null)[];
  const result = await node.client.execute({ sql: `EXPLAIN QUERY PLAN ${statement.sql}`, args });
  return result.rows.map((r) => String(r.detail)).join("\n");
}

const now = new Date("2026-11-28T12:00:00Z");

describe("the events pages' statements use their indexes", () => {
  it("/events: the count of upcoming events reads only events_upcoming_count_idx (covering), never the table", async () => {
    const statements = eventsCaptured;
    const count = statements.find((s) => s.sql.includes("count(*)"));
    expect(count, "the page's batch counts its events").toBeDefined();
    const plan = await planOf(count as Captured);
    expect(plan).toContain("USING COVERING INDEX events_upcoming_count_idx (is_active=? AND is_public=? AND awaiting_payment=? AND end_date>?)");
    expect(plan).toContain(
      "USING COVERING INDEX events_upcoming_count_idx (is_active=? AND is_public=? AND awaiting_payment=? AND end_date=? AND start_date>?)",
    );
    expect(plan).not.toMatch(/SCAN events\b/);
    expect(plan).not.toContain("MULTI-INDEX OR");
  });

  it("/events filtered by a category or to free events: the count still reads only the covering index, never the table", async () => {
    for (const filter of [{ categoryId: 3 }, { free: true }, { categoryId: 3, free: true }]) {
      const statements = await statementsOf((db) => loadEventsPage(db, { now, categoryId: null, ...filter, page: 1 }));
      const count = statements.find((s) => s.sql.includes("count(*)"));
      expect(count, "the page's batch counts its events").toBeDefined();
      const plan = await planOf(count as Captured);
      // 53 ms at 50,000 events when each upcoming row was read from the table for its category or price; 2-3 ms now.
      expect(plan, JSON.stringify(filter)).toContain(
        "USING COVERING INDEX events_upcoming_count_idx (is_active=? AND is_public=? AND awaiting_payment=? AND end_date>?)",
      );
      expect(plan, JSON.stringify(filter)).not.toMatch(/SEARCH events USING INDEX events_upcoming_count_idx/);
    }
  });

  it("/events' list and home's events start their walk at the oldest start an event not over can have, not at the first past event", async () => {
    // The list statement: in date order with a LIMIT (the featured band is ordered by tier first).
    const isList = (s: Captured) => s.sql.includes('order by "events"."start_date" asc') && !s.sql.includes("count(*)");
    const pageList = eventsCaptured.find(isList);
    const categoryList = (await statementsOf((db) => loadEventsPage(db, { now, categoryId: 3, page: 1 }))).find(isList);
    const homeList = homeCaptured("").find(isList);
    for (const [name, statement] of [
      ["/events", pageList],
      ["/events?category", categoryList],
      ["home", homeList],
    ] as const) {
      expect(statement, `${name} lists events`).toBeDefined();
      // A range of start dates on whichever index SQLite takes (the listing's, or a category's), never from the first.
      expect(await planOf(statement as Captured), name).toMatch(/SEARCH events USING INDEX events_\w+ \([^)]*start_date>\?\)/);
    }
    // The featured band keeps its own index (with the start bound SQLite sorted every upcoming event: 180 ms).
    const featured = eventsCaptured.find((s) => s.sql.includes('order by "events"."is_premium" desc'));
    expect(await planOf(featured as Captured)).toContain("SEARCH events USING INDEX events_featured_order_idx (is_featured=?)");
  });

  it("home: the stat cards' upcoming-event count is the same two covering ranges", async () => {
    const statements = homeCaptured("");
    const count = statements.find((s) => /count\(\*\)/.test(s.sql) && s.sql.includes('"events"') && s.sql.includes("end_date"));
    expect(count, "the home's batch counts upcoming events").toBeDefined();
    const plan = await planOf(count as Captured);
    expect(plan).toContain("USING COVERING INDEX events_upcoming_count_idx (is_active=? AND is_public=? AND awaiting_payment=? AND end_date>?)");
    expect(plan).not.toMatch(/SCAN events\b/);
    expect(plan).not.toContain("MULTI-INDEX OR");
  });

  it("home: the featured businesses are read in their order off businesses_featured_idx, with no sort", async () => {
    const featured = homeCaptured("").find((s) => s.sql.includes('from "businesses"') && s.sql.includes('"businesses"."is_premium" = ?'));
    expect(featured, "the home's batch reads the featured businesses").toBeDefined();
    const plan = await planOf(featured as Captured);
    expect(plan).toContain("SEARCH businesses USING INDEX businesses_featured_idx (is_active=? AND is_premium=?)");
    expect(plan).not.toContain("TEMP B-TREE");
  });

  it("home: the nearest jobs are chosen from jobs_place_idx alone, and only the fifteen chosen are read from the table", async () => {
    const statements = homeCaptured("");
    const nearest = statements.find((s) => s.sql.includes('"nearest"') && s.sql.includes('from "jobs"'));
    expect(nearest, "the home's batch reads the nearest jobs").toBeDefined();
    const plan = await planOf(nearest as Captured);
    // Every pass over the latitude band (the rings' checks and the choice of the fifteen) is index-only.
    expect(plan).not.toMatch(/SEARCH jobs USING INDEX jobs_place_idx/);
    expect(plan).toContain("SEARCH jobs USING COVERING INDEX jobs_place_idx (is_active=? AND latitude>? AND latitude<?)");
    expect(plan).toContain("SEARCH jobs USING INTEGER PRIMARY KEY (rowid=?)");
    expect(plan).not.toMatch(/SCAN jobs\b/);
  });

  it("an event page: its series' coming dates come from events_series_listed_idx alone, not by walking every upcoming event", async () => {
    const statements = eventPageCaptured;
    const dates = statements.find((s) => s.sql.includes("select s.series_id"));
    expect(dates, "the page's batch reads the series' dates").toBeDefined();
    const plan = await planOf(dates as Captured);
    expect(plan).toContain(
      "USING COVERING INDEX events_series_listed_idx (series_id=? AND is_active=? AND is_public=? AND awaiting_payment=? AND start_date>?)",
    );
    expect(plan).not.toContain("events_listing_idx");
    expect(plan).not.toMatch(/SCAN events\b/);
  });

  it("a member's home: what waits on them is read by their own rows that wait, in order, with no sort, the member named by the session", async () => {
    const statements = homeCaptured("a-session-id");
    const waiting = [
      ["news_articles", "news_submitter_idx (submitter_id=? AND status=?)"],
      ["events", "events_organizer_idx (organizer_id=? AND awaiting_payment=?)"],
      ["classified_ads", "classifieds_seller_idx (seller_id=? AND awaiting_payment=?)"],
    ] as const;
    for (const [table, index] of waiting) {
      const s = statements.find(
        (st) =>
          st.sql.includes(`from "${table}"`) &&
          /"(submitter_id|organizer_id|seller_id)" = \(select "sessions"."user_id"/.test(st.sql) &&
          !st.sql.includes("expires_at"),
      );
      expect(s, `the home reads a member's waiting ${table}`).toBeDefined();
      const plan = await planOf(s as Captured);
      expect(plan, (s as Captured).sql).toContain(`USING INDEX ${index}`);
      // The session is found by its id, once (a scalar subquery), not looked for row by row.
      expect(plan, (s as Captured).sql).toContain("SCALAR SUBQUERY");
      expect(plan, (s as Captured).sql).toContain("SEARCH sessions USING INDEX sqlite_autoindex_sessions_1 (sid=?)");
      // events and ads come in the index's order; the articles' two statuses are merged (a sort of that member's few).
      if (table !== "news_articles") expect(plan, (s as Captured).sql).not.toContain("USE TEMP B-TREE");
    }
  });

  it("every statement of an event page and of /events reads by index (no SCAN of events)", async () => {
    const statements = [
      ...eventPageCaptured,
      ...eventsCaptured,
      // A filtered list builds its own statements (the plain one's are built once per isolate).
      ...(await statementsOf((db) => loadEventsPage(db, { now, categoryId: 3, free: true, page: 2 }))),
    ];
    for (const s of statements) expect(await planOf(s), s.sql).not.toMatch(/SCAN (events|event_rsvps|n|s)\b/);
  });
});
