// Saved-search alerts' data (issue 32 §2): the alerts and their confirmations, each day's run, and the record of every
// alert's send in a run (written and claimed before the mail goes, as letter_sends does for the letter).
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql } from "drizzle-orm";
import type { StoredLang } from "~/lib/i18n/lang";
import { idRanges } from "~/lib/rows";
import type { SavedSearchKind } from "~/lib/saved-search";
import type { Db } from "~/models/db.server";
import { eventCategories, jobCategories, mailSuppressions, savedSearches, savedSearchRuns, savedSearchSends } from "../../db/schema";

export type SavedSearch = typeof savedSearches.$inferSelect;
export type SavedSearchRun = typeof savedSearchRuns.$inferSelect;

export async function findSavedSearch(db: Db, search: { email: string; kind: SavedSearchKind; query: string }) {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.email, search.email), eq(savedSearches.kind, search.kind), eq(savedSearches.query, search.query)));
  return row ?? null;
}

/** How many confirmed alerts an address has (the limit counts these: an unconfirmed request blocks no one). */
export async function countConfirmedAlerts(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(and(eq(savedSearches.email, email), eq(savedSearches.status, "confirmed")));
  return row?.n ?? 0;
}

/**
 * What has been asked for an address, whatever the search: when a confirm mail last went to it, how many of its
 * requests still wait for their link (pending, unexpired), and how many alerts it has confirmed. One statement.
 */
export async function alertRequestsOf(db: Db, email: string, now: Date) {
  const [row] = await db
    .select({
      lastConfirmSentAt: sql<number | null>`max(${savedSearches.confirmSentAt})`,
      open: sql<number>`coalesce(sum(${savedSearches.status} = 'pending' and ${savedSearches.confirmExpiresAt} > ${now.getTime()}), 0)`,
      confirmed: sql<number>`coalesce(sum(${savedSearches.status} = 'confirmed'), 0)`,
    })
    .from(savedSearches)
    .where(eq(savedSearches.email, email));
  const last = row?.lastConfirmSentAt;
  return {
    lastConfirmSentAt: last === null || last === undefined ? null : new Date(Number(last)),
    open: Number(row?.open ?? 0),
    confirmed: Number(row?.confirmed ?? 0),
  };
}

/**
 * Saves an alert: a new one as pending with its confirm token (or confirmed, for a member's own address); an existing
 * pending one gets the fresh token. A confirmed one is left as it is.
 */
export async function upsertSavedSearch(
  db: Db,
  input: {
    email: string;
    kind: SavedSearchKind;
    query: string;
    manageToken: string;
    now: Date;
    userId?: string | null;
    confirm: { tokenHash: string; expiresAt: Date } | null;
    lang: StoredLang;
  },
) {
  const confirmed = input.confirm === null;
  const pending = input.confirm
    ? { confirmTokenHash: input.confirm.tokenHash, confirmSentAt: input.now, confirmExpiresAt: input.confirm.expiresAt }
    : {};
  await db
    .insert(savedSearches)
    .values({
      email: input.email,
      kind: input.kind,
      query: input.query,
      status: confirmed ? "confirmed" : "pending",
      userId: input.userId ?? null,
      manageToken: input.manageToken,
      confirmedAt: confirmed ? input.now : null,
      matchedUntil: confirmed ? input.now : null,
      createdAt: input.now,
      lang: input.lang,
      ...pending,
    })
    .onConflictDoUpdate({
      target: [savedSearches.email, savedSearches.kind, savedSearches.query],
      set: confirmed
        ? {
            status: "confirmed",
            userId: input.userId ?? null,
            confirmedAt: sql`coalesce(${savedSearches.confirmedAt}, ${input.now.getTime()})`,
            matchedUntil: sql`coalesce(${savedSearches.matchedUntil}, ${input.now.getTime()})`,
            lang: input.lang,
          }
        : { ...pending, lang: input.lang },
      setWhere: confirmed ? undefined : eq(savedSearches.status, "pending"),
    });
}

/** The alert an open confirmation link belongs to, without using it (the confirmation page). */
export async function findAlertByConfirmToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.confirmTokenHash, tokenHash));
  return row && row.confirmExpiresAt && row.confirmExpiresAt.getTime() > now.getTime() ? row : null;
}

/** Confirms once (the token is cleared in the same statement); its first daily window starts now. */
export async function confirmAlert(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(savedSearches)
    .set({ status: "confirmed", confirmTokenHash: null, confirmExpiresAt: null, confirmedAt: now, matchedUntil: now })
    .where(and(eq(savedSearches.confirmTokenHash, tokenHash), gte(savedSearches.confirmExpiresAt, now)))
    .returning();
  return row ?? null;
}

export async function findAlertByManageToken(db: Db, token: string) {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.manageToken, token));
  return row ?? null;
}

/** Removes the one alert of this token (RFC 8058 one-click, or the footer page's button): true when it existed. */
export async function deleteAlertByManageToken(db: Db, token: string): Promise<boolean> {
  if (!/^[a-z2-7]{32}$/.test(token)) return false;
  const rows = await db.delete(savedSearches).where(eq(savedSearches.manageToken, token)).returning({ id: savedSearches.id });
  return rows.length > 0;
}

// --- A member's or an address's own alerts (issue 42): every read and write is bounded to its owner

/** Whose alerts: a member's (saved while signed in, or confirmed at their address) or one address's (a mail's token). */
export type AlertOwner = { userId: string; email: string } | { email: string };

const ownedBy = (owner: AlertOwner) =>
  "userId" in owner
    ? or(eq(savedSearches.userId, owner.userId), eq(savedSearches.email, owner.email.toLowerCase()))
    : eq(savedSearches.email, owner.email.toLowerCase());

/** The owner's confirmed alerts, newest first (a request still waiting for its link is not an alert yet). */
export async function listOwnAlerts(db: Db, owner: AlertOwner) {
  return db
    .select()
    .from(savedSearches)
    .where(and(ownedBy(owner), eq(savedSearches.status, "confirmed")))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(50);
}

/** Renames, pauses or resumes one of the owner's confirmed alerts: null when it is not theirs (or gone). A resumed
 * alert's window starts again now, so its next mail does not bring what came while it was paused. */
export async function updateOwnAlert(
  db: Db,
  owner: AlertOwner,
  id: number,
  change: { name: string | null } | { paused: true } | { paused: false; now: Date },
) {
  const set = "name" in change ? { name: change.name } : change.paused ? { paused: true } : { paused: false, matchedUntil: change.now };
  const [row] = await db
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), ownedBy(owner), eq(savedSearches.status, "confirmed")))
    .returning();
  return row ?? null;
}

/** Stops (deletes) one of the owner's alerts: false when it is not theirs. */
export async function deleteOwnAlert(db: Db, owner: AlertOwner, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), ownedBy(owner)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** The stored names of the job and event categories some alerts' queries hold, to describe them in words. One round trip. */
export async function alertCategoryNames(db: Db, ids: { jobs: readonly number[]; events: readonly number[] }) {
  const [jobs, events] = await db.batch([
    db
      .select({ id: jobCategories.id, name: jobCategories.name })
      .from(jobCategories)
      .where(inArray(jobCategories.id, [0, ...ids.jobs])),
    db
      .select({ id: eventCategories.id, name: eventCategories.name })
      .from(eventCategories)
      .where(inArray(eventCategories.id, [0, ...ids.events])),
  ]);
  return { jobs: new Map(jobs.map((c) => [c.id, c.name])), events: new Map(events.map((c) => [c.id, c.name])) };
}

// --- The daily run

export async function getRunByDate(db: Db, date: string) {
  const [row] = await db.select().from(savedSearchRuns).where(eq(savedSearchRuns.date, date));
  return row ?? null;
}

export async function getRun(db: Db, id: number) {
  const [row] = await db.select().from(savedSearchRuns).where(eq(savedSearchRuns.id, id));
  return row ?? null;
}

/** The run of a town date, made once; a second call (the cron fired twice) gets the same row. */
export async function createRun(db: Db, date: string, at: Date): Promise<SavedSearchRun> {
  await db.insert(savedSearchRuns).values({ date, at }).onConflictDoNothing();
  const row = await getRunByDate(db, date);
  if (!row) throw new Error(`alert run ${date} was not written`);
  return row;
}

export async function markRunQueued(db: Db, id: number, now: Date) {
  await db.update(savedSearchRuns).set({ queuedAt: now }).where(eq(savedSearchRuns.id, id));
}

const deliverable = () =>
  and(
    eq(savedSearches.status, "confirmed"),
    eq(savedSearches.paused, false),
    sql`not exists (select 1 from ${mailSuppressions} where ${mailSuppressions.email} = ${savedSearches.email})`,
  );

/** The confirmed, unsuppressed alerts as ranges of ids, `size` alerts each: one queue message per range. */
export async function listAlertRanges(db: Db, size: number): Promise<{ fromId: number; toId: number }[]> {
  const rows = await db.select({ id: savedSearches.id }).from(savedSearches).where(deliverable()).orderBy(asc(savedSearches.id));
  return idRanges(rows, size);
}

/** A claim older than this is taken to have died with its worker, and its alerts are claimed again. */
const STALE_CLAIM_MS = 15 * 60 * 1000;

/**
 * One round trip: a send row for every deliverable alert of the range (an existing row is kept), the rows not yet sent
 * claimed for this claim id, and the claimed alerts read back. An alert sent already, or claimed by another live
 * message, is not returned: a retried batch or a second cron mails nothing twice.
 */
export async function claimAlertRange(db: Db, input: { runId: number; fromId: number; toId: number; claim: string; now: Date }) {
  const { runId, fromId, toId, claim, now } = input;
  const [, , rows] = await db.batch([
    db.run(sql`insert into ${savedSearchSends} (run_id, search_id, status)
      select ${runId}, ${savedSearches.id}, 'pending' from ${savedSearches}
      where ${savedSearches.id} between ${fromId} and ${toId} and ${deliverable()}
      on conflict do nothing`),
    db
      .update(savedSearchSends)
      .set({ status: "sending", claim, claimedAt: now })
      .where(
        and(
          eq(savedSearchSends.runId, runId),
          gte(savedSearchSends.searchId, fromId),
          lte(savedSearchSends.searchId, toId),
          sql`(${savedSearchSends.status} = 'pending' or (${savedSearchSends.status} = 'sending' and ${savedSearchSends.claimedAt} < ${now.getTime() - STALE_CLAIM_MS}))`,
        ),
      ),
    db
      .select({
        id: savedSearches.id,
        email: savedSearches.email,
        kind: savedSearches.kind,
        query: savedSearches.query,
        manageToken: savedSearches.manageToken,
        matchedUntil: savedSearches.matchedUntil,
        confirmedAt: savedSearches.confirmedAt,
        lang: savedSearches.lang,
      })
      .from(savedSearchSends)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchSends.searchId))
      .where(and(eq(savedSearchSends.claim, claim), deliverable()))
      .orderBy(asc(savedSearches.id)),
  ]);
  return rows;
}

/**
 * The claimed alerts were mailed (or had nothing new): their sends become sent with how many matches went, and each
 * alert's next window starts at the run's instant. One round trip.
 */
export async function markAlertClaimSent(db: Db, claim: string, runAt: Date, now: Date, matches: ReadonlyMap<number, number>) {
  const ids = [...matches.keys()];
  await db.batch([
    db
      .update(savedSearchSends)
      .set({
        status: "sent",
        sentAt: now,
        matches: ids.length
          ? sql`case ${savedSearchSends.searchId} ${sql.join(
              ids.map((id) => sql`when ${id} then ${matches.get(id) ?? 0}`),
              sql` `,
            )} else 0 end`
          : 0,
      })
      .where(and(eq(savedSearchSends.claim, claim), eq(savedSearchSends.status, "sending"))),
    db
      .update(savedSearches)
      .set({ matchedUntil: runAt })
      .where(
        sql`${savedSearches.id} in (select ${savedSearchSends.searchId} from ${savedSearchSends} where ${savedSearchSends.claim} = ${claim}) and coalesce(${savedSearches.matchedUntil}, 0) < ${runAt.getTime()}`,
      ),
    // What /account shows of each alert: its last mail and the matches its mails have carried.
    db
      .update(savedSearches)
      .set({
        lastSentAt: now,
        matchesSent: sql`${savedSearches.matchesSent} + coalesce((select ${savedSearchSends.matches} from ${savedSearchSends} where ${savedSearchSends.claim} = ${claim} and ${savedSearchSends.searchId} = ${savedSearches.id}), 0)`,
      })
      .where(
        sql`${savedSearches.id} in (select ${savedSearchSends.searchId} from ${savedSearchSends} where ${savedSearchSends.claim} = ${claim} and ${savedSearchSends.matches} > 0)`,
      ),
  ]);
}

/** The provider failed: the claimed alerts go back to pending for the retried message. */
export async function releaseAlertClaim(db: Db, claim: string) {
  await db
    .update(savedSearchSends)
    .set({ status: "pending", claim: null, claimedAt: null })
    .where(and(eq(savedSearchSends.claim, claim), eq(savedSearchSends.status, "sending")));
}
