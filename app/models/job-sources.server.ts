// The jobs import's reads and writes: the active sources, the listings a source already has, and one batch per
// source that writes a run's plan (services/jobs-import.server.ts decides what the plan is).
import { eq, inArray } from "drizzle-orm";
import { nonEmpty } from "~/lib/rows";
import type { Db } from "~/models/db.server";
import { jobs, jobSources } from "../../db/schema";

export type JobSource = typeof jobSources.$inferSelect;
export type SourcedJob = typeof jobs.$inferSelect;
/** The columns of a listing the import owns (the rest: active, fetched and timestamps, are set when it is written). */
export type ImportedJob = Omit<typeof jobs.$inferInsert, "isActive" | "lastFetched" | "createdAt" | "updatedAt"> & { id: string };

export type SourceWrites = { sourceId: number; inserts: ImportedJob[]; updates: ImportedJob[]; unchanged: string[]; closes: string[] };

export async function activeJobSources(db: Db): Promise<JobSource[]> {
  return db.select().from(jobSources).where(eq(jobSources.isActive, true));
}

/** Every listing (open or closed) a source has imported. */
export async function jobsOfSource(db: Db, sourceId: number): Promise<SourcedJob[]> {
  return db.select().from(jobs).where(eq(jobs.sourceId, sourceId));
}

/** Writes a source's run in one batch: new listings, changed (or reopened), unchanged (fetched again), closed; the source's error clears. */
export async function writeSourceRun(db: Db, run: SourceWrites, now: Date) {
  const writes = [
    ...run.inserts.map((row) =>
      db
        .insert(jobs)
        .values({ ...row, isActive: true, lastFetched: now, createdAt: now, updatedAt: now })
        .onConflictDoNothing(),
    ),
    ...run.updates.map((row) =>
      db
        .update(jobs)
        .set({ ...row, isActive: true, lastFetched: now, updatedAt: now })
        .where(eq(jobs.id, row.id)),
    ),
    ...(run.unchanged.length ? [db.update(jobs).set({ lastFetched: now }).where(inArray(jobs.id, run.unchanged))] : []),
    ...(run.closes.length ? [db.update(jobs).set({ isActive: false, updatedAt: now }).where(inArray(jobs.id, run.closes))] : []),
    db.update(jobSources).set({ lastFetchedAt: now, lastError: null }).where(eq(jobSources.id, run.sourceId)),
  ];
  await db.batch(nonEmpty(writes, "write"));
}

/** A source whose fetch or write failed keeps the message (cut to 500 characters) for the admin page. */
export async function recordJobSourceError(db: Db, id: number, message: string, now: Date) {
  await db
    .update(jobSources)
    .set({ lastFetchedAt: now, lastError: message.slice(0, 500) })
    .where(eq(jobSources.id, id));
}
