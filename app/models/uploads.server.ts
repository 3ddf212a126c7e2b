// The uploads table: one row per picture stored in R2 (see app/services/uploads.server.ts for the whole flow).
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db, DbOrTx } from "~/models/db.server";
import { uploads, type UploadKind } from "../../db/schema";

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUploads(db: Db, rows: NewUpload[]) {
  if (rows.length) await db.insert(uploads).values(rows);
}

/**
 * Attaches uploads to a listing. Only unattached uploads of this owner are taken, so a member cannot
 * claim somebody else's picture by its id. Returns the ids attached.
 */
export async function attachUploadRows(db: Db, ids: string[], target: { kind: UploadKind; itemId: number; ownerId: string }, now: Date) {
  if (!ids.length) return [];
  const rows = await db
    .update(uploads)
    .set({ kind: target.kind, itemId: target.itemId, attachedAt: now })
    .where(and(inArray(uploads.id, ids), isNull(uploads.attachedAt), eq(uploads.ownerId, target.ownerId)))
    .returning({ id: uploads.id });
  return rows.map((r) => r.id);
}

/**
 * Lets go of pictures a listing no longer shows (a replaced logo): they become orphans for housekeeping. Only
 * uploads attached to this very item are let go, so naming somebody else's picture detaches nothing.
 */
export async function detachUploadRows(db: DbOrTx, ids: string[], item: { kinds: readonly UploadKind[]; itemId: number }) {
  if (!ids.length) return;
  await db
    .update(uploads)
    .set({ kind: null, itemId: null, attachedAt: null })
    .where(and(inArray(uploads.id, ids), inArray(uploads.kind, [...item.kinds]), eq(uploads.itemId, item.itemId)));
}

/** Lets go of every picture of one item (an ad a moderator removed); returns their ids. */
export async function detachItemUploads(db: DbOrTx, kind: UploadKind, itemId: number) {
  const rows = await db
    .update(uploads)
    .set({ kind: null, itemId: null, attachedAt: null })
    .where(and(eq(uploads.kind, kind), eq(uploads.itemId, itemId)))
    .returning({ id: uploads.id });
  return rows.map((r) => r.id);
}

/** The stored rows of these uploads (owner and item), to check a picture URL typed into a form. */
export async function getUploadRows(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: uploads.id, ownerId: uploads.ownerId, kind: uploads.kind, itemId: uploads.itemId, attachedAt: uploads.attachedAt })
    .from(uploads)
    .where(inArray(uploads.id, ids));
}

/** Alt texts of these uploads, by id (one query for a whole gallery). */
export async function uploadAlts(db: Db, ids: string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const rows = await db.select({ id: uploads.id, alt: uploads.alt }).from(uploads).where(inArray(uploads.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.alt]));
}

/** Uploads never attached and older than the cut-off: the housekeeping cron removes them and their files. */
export async function takeOrphanUploads(db: Db, olderThan: Date, limit = 200) {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, olderThan)))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function deleteUploadRows(db: Db, ids: string[]) {
  if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
}
