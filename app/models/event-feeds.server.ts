// The events import's reads and writes: the active feeds, the categories a feed's events are sorted into, what a
// feed already holds, and one batch per feed that upserts its occurrences and prunes the ones it dropped
// (services/events-import.server.ts reads the calendars and decides what to write).
import { and, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { eventCategories, eventFeeds, events } from "../../db/schema";

export type ImportFeed = { id: number; name: string; url: string; categoryId: number | null };

/** The columns of an event an import owns, keyed by (feed, UID). */
export type ImportedEvent = {
  sourceUid: string;
  title: string;
  description: string | null;
  descriptionHtml: string | null;
  categoryId: number | null;
  startDate: Date;
  endDate: Date | null;
  allDay: boolean;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  websiteUrl: string | null;
  organizerName: string | null;
  isActive: boolean;
};

export async function activeEventFeeds(db: Db): Promise<ImportFeed[]> {
  return db
    .select({ id: eventFeeds.id, name: eventFeeds.name, url: eventFeeds.url, categoryId: eventFeeds.categoryId })
    .from(eventFeeds)
    .where(eq(eventFeeds.isActive, true));
}

/** Every category (hidden ones too: a feed's CATEGORIES may still name one). */
export async function allEventCategoryNames(db: Db) {
  return db.select({ id: eventCategories.id, name: eventCategories.name }).from(eventCategories);
}

/** The UIDs a feed's events already carry. */
export async function feedSourceUids(db: Db, feedId: number): Promise<Set<string | null>> {
  return new Set((await db.select({ sourceUid: events.sourceUid }).from(events).where(eq(events.feedId, feedId))).map((e) => e.sourceUid));
}

/**
 * Writes one feed's run in one batch: the feed's fetched time and note, the deletion of its future events this run
 * did not see, and an upsert per occurrence on (feed, UID). Returns how many were removed and, per occurrence in
 * order, whether the upsert wrote a row (an upsert that changes nothing writes and returns nothing).
 */
export async function writeFeedRun(db: Db, run: { feedId: number; now: Date; lastError: string | null; occurrences: ImportedEvent[] }) {
  const { feedId, now } = run;
  const writes = run.occurrences.map(({ sourceUid, ...values }) =>
    db
      .insert(events)
      .values({ ...values, sourceUid, feedId, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [events.feedId, events.sourceUid],
        set: { ...values, updatedAt: now },
        // A re-run that changes nothing writes nothing.
        setWhere: sql`(${events.title}, ${events.description}, ${events.descriptionHtml}, ${events.categoryId}, ${events.startDate}, ${events.endDate}, ${events.allDay}, ${events.location}, ${events.latitude}, ${events.longitude}, ${events.websiteUrl}, ${events.organizerName}, ${events.isActive}) IS NOT (excluded.title, excluded.description, excluded.description_html, excluded.category_id, excluded.start_date, excluded.end_date, excluded.all_day, excluded.location, excluded.latitude, excluded.longitude, excluded.website_url, excluded.organizer_name, excluded.is_active)`,
      })
      .returning({ id: events.id }),
  );
  const kept = run.occurrences.map((o) => o.sourceUid);
  const stale = and(eq(events.feedId, feedId), gte(events.startDate, now), kept.length ? notInArray(events.sourceUid, kept) : undefined);
  const prune = db.delete(events).where(stale).returning({ id: events.id });
  const touch = db.update(eventFeeds).set({ lastFetchedAt: now, lastError: run.lastError }).where(eq(eventFeeds.id, feedId));
  const results = await db.batch([touch, prune, ...writes]);
  return {
    removed: (results[1] as unknown[]).length,
    written: run.occurrences.map((_, i) => (results[2 + i] as unknown[]).length > 0),
  };
}

/** A feed whose fetch or parse failed keeps the message for the admin page. */
export async function recordEventFeedError(db: Db, id: number, message: string, now: Date) {
  await db.update(eventFeeds).set({ lastFetchedAt: now, lastError: message }).where(eq(eventFeeds.id, id));
}
