// The admin row actions shared by school districts, schools and service contacts: hide/show, move up/down among
// siblings, and 'last verified' (when and by whom).
import { asc, eq, type SQL } from "drizzle-orm";
import { nonEmpty } from "~/lib/rows";
import type { Db } from "~/models/db.server";
import { schoolDistricts, schools, serviceContacts } from "../../db/schema";

export const KEPT_TABLES = { district: schoolDistricts, school: schools, contact: serviceContacts } as const;
export type KeptKind = keyof typeof KEPT_TABLES;

type Kept = typeof schoolDistricts | typeof schools | typeof serviceContacts;

/** Rows that are reordered together: all districts, the schools of one district, the contacts of one priority. */
async function siblingsCondition(db: Db, kind: KeptKind, id: number): Promise<SQL | undefined | null> {
  if (kind === "district") {
    const row = await db.query.schoolDistricts.findFirst({ columns: { id: true }, where: eq(schoolDistricts.id, id) });
    return row ? undefined : null;
  }
  if (kind === "school") {
    const row = await db.query.schools.findFirst({ columns: { districtId: true }, where: eq(schools.id, id) });
    return row ? eq(schools.districtId, row.districtId) : null;
  }
  const row = await db.query.serviceContacts.findFirst({ columns: { priority: true }, where: eq(serviceContacts.id, id) });
  return row ? eq(serviceContacts.priority, row.priority) : null;
}

export async function setVisible(db: Db, kind: KeptKind, id: number, visible: boolean, now: Date): Promise<boolean> {
  const table: Kept = KEPT_TABLES[kind];
  const rows = await db.update(table).set({ isActive: visible, updatedAt: now }).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length === 1;
}

export async function markVerified(db: Db, kind: KeptKind, id: number, adminId: string, now: Date): Promise<boolean> {
  const table: Kept = KEPT_TABLES[kind];
  const rows = await db
    .update(table)
    .set({ verifiedAt: now, verifiedBy: adminId, updatedAt: now })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** Swaps a row with its neighbour and renumbers the siblings 0..n-1 in one batch. False when there is no row. */
export async function moveRecord(db: Db, kind: KeptKind, id: number, direction: "up" | "down"): Promise<boolean> {
  const table: Kept = KEPT_TABLES[kind];
  const condition = await siblingsCondition(db, kind, id);
  if (condition === null) return false;
  const siblings = await db.select({ id: table.id }).from(table).where(condition).orderBy(asc(table.sortOrder), asc(table.id));
  const ids = siblings.map((s) => s.id);
  const at = ids.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= ids.length) return true;
  const [moved, other] = [ids[at], ids[to]];
  if (moved === undefined || other === undefined) return true;
  [ids[at], ids[to]] = [other, moved];
  await db.batch(
    nonEmpty(
      ids.map((rowId, index) => db.update(table).set({ sortOrder: index }).where(eq(table.id, rowId))),
      "row",
    ),
  );
  return true;
}

/** The next sortOrder at the end of a list. */
export async function nextSortOrder(db: Db, kind: KeptKind, where?: SQL): Promise<number> {
  const table: Kept = KEPT_TABLES[kind];
  const rows = await db.select({ sortOrder: table.sortOrder }).from(table).where(where).orderBy(asc(table.sortOrder));
  const last = rows.at(-1);
  return last ? last.sortOrder + 1 : 0;
}

const ROW_ACTION_DONE = { hide: "hidden", show: "shown again", up: "moved up", down: "moved down", verify: "marked as verified" } as const;

/** One admin row action; the message for the toast, or null when there is no such row. */
export async function applyRowAction(
  db: Db,
  kind: KeptKind,
  action: { intent: keyof typeof ROW_ACTION_DONE; id: number },
  adminId: string,
  now: Date,
): Promise<string | null> {
  const ok =
    action.intent === "hide" || action.intent === "show"
      ? await setVisible(db, kind, action.id, action.intent === "show", now)
      : action.intent === "verify"
        ? await markVerified(db, kind, action.id, adminId, now)
        : await moveRecord(db, kind, action.id, action.intent);
  return ok ? ROW_ACTION_DONE[action.intent] : null;
}
