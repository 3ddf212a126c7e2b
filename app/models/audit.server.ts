// The audit log of admin and moderator actions: who, what, when, before and after.
import { desc } from "drizzle-orm";
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

export async function listAudit(db: Db, limit = 100) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(limit);
}
