// The audit log of admin and moderator actions: who, what, when, before and after.
import { desc, sql } from "drizzle-orm";
import type { Db } from "~/models/db.server";
import { auditLog, type User } from "../../db/schema";

export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string | number;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** The insert of one audit row, for a db.batch with the change it records. */
export function auditInsert(db: Db, actor: Pick<User, "id" | "email">, entry: AuditEntry, now: Date) {
  return db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

export async function recordAudit(db: Db, actor: Pick<User, "id" | "email">, entry: AuditEntry, now: Date) {
  await auditInsert(db, actor, entry, now);
}

/**
 * Records an action unless the same action on the same target was recorded within `windowMs` (a rate limit that is
 * its own audit trail): one conditional insert, so two requests at once cannot both pass. False when limited.
 */
export async function recordAuditOncePer(db: Db, actor: Pick<User, "id" | "email">, entry: AuditEntry, now: Date, windowMs: number) {
  const since = now.getTime() - windowMs;
  const rows = await db
    .insert(auditLog)
    .select(
      db
        .select({
          id: sql`null`.as("id"),
          actorId: sql`${actor.id}`.as("actor_id"),
          actorEmail: sql`${actor.email}`.as("actor_email"),
          action: sql`${entry.action}`.as("action"),
          targetType: sql`${entry.targetType}`.as("target_type"),
          targetId: sql`${String(entry.targetId)}`.as("target_id"),
          before: sql`${entry.before ? JSON.stringify(entry.before) : null}`.as("before"),
          after: sql`${entry.after ? JSON.stringify(entry.after) : null}`.as("after"),
          createdAt: sql`${now.getTime()}`.as("created_at"),
        })
        .from(sql`(select 1)`)
        .where(
          sql`not exists (select 1 from ${auditLog} where ${auditLog.createdAt} > ${since} and ${auditLog.action} = ${entry.action}
            and ${auditLog.targetType} = ${entry.targetType} and ${auditLog.targetId} = ${String(entry.targetId)})`,
        ),
    )
    .returning({ id: auditLog.id });
  return rows.length > 0;
}

export async function listAudit(db: Db, limit = 100) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
