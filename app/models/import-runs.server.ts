import { desc, eq } from "drizzle-orm";
import { one } from "~/lib/rows";
import type { Db } from "~/models/db.server";
import { importRuns } from "../../db/schema";

export type JobResult = Record<string, number>;

/** A run that did part of its work: the counts are kept and the run is recorded as failed with the message. */
export class PartialRunError extends Error {
  constructor(
    message: string,
    readonly counts: JobResult,
  ) {
    super(message);
  }
}

/** Runs a job and records it in import_runs: started, finished, ok, counts, error. Never throws. */
export async function recordRun(
  db: Db,
  job: string,
  trigger: "cron" | "admin",
  run: () => Promise<JobResult>,
  now: () => Date = () => new Date(),
): Promise<{ id: number; ok: boolean; counts: JobResult | null; error: string | null }> {
  const row = one(await db.insert(importRuns).values({ job, trigger, startedAt: now() }).returning({ id: importRuns.id }), "the run");
  let counts: JobResult | null = null;
  let error: string | null = null;
  try {
    counts = await run();
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
    if (e instanceof PartialRunError) counts = e.counts;
  }
  const ok = error === null;
  await db.update(importRuns).set({ finishedAt: now(), ok, counts, error }).where(eq(importRuns.id, row.id));
  return { id: row.id, ok, counts, error };
}

export async function listRecentRuns(db: Db, limit = 20) {
  return db.select().from(importRuns).orderBy(desc(importRuns.startedAt)).limit(limit);
}

export async function listRecentRunsOf(db: Db, job: string, limit = 5) {
  return db.select().from(importRuns).where(eq(importRuns.job, job)).orderBy(desc(importRuns.startedAt)).limit(limit);
}
