// The admin's changes to users, shared by the Users tab (forms) and PUT /api/admin/users/{id}/… (JSON).
import type { z } from "zod";
import type { Descriptor } from "~/lib/i18n/descriptor";
import type { roleChangeSchema } from "~/lib/user-admin";
import type { Db } from "~/models/db.server";
import type { User } from "../../db/schema";
import { recordAudit } from "./audit.server";
import { invalidateUserSessions } from "./session.server";
import { getUserById, setUserActive, setUserRole } from "./user.server";

export type AdminChangeResult = { ok: true; user: User } | { ok: false; status: 400 | 404; message: Descriptor<"api"> };

export async function changeUserRole(
  db: Db,
  admin: User,
  userId: string,
  role: z.infer<typeof roleChangeSchema>["role"],
  now: Date,
): Promise<AdminChangeResult> {
  if (admin.id === userId)
    return { ok: false, status: 400, message: /*i18n*/ { id: "api.You cannot change your own role", message: "You cannot change your own role" } };
  const before = await getUserById(db, userId);
  const user = before ? await setUserRole(db, userId, role, now) : null;
  if (!before || !user) return { ok: false, status: 404, message: /*i18n*/ { id: "api.User not found", message: "User not found" } };
  await recordAudit(db, admin, { action: "user.role", targetType: "user", targetId: userId, before: { role: before.role }, after: { role } }, now);
  return { ok: true, user };
}

export async function changeUserStatus(db: Db, admin: User, userId: string, isActive: boolean, now: Date): Promise<AdminChangeResult> {
  if (admin.id === userId)
    return {
      ok: false,
      status: 400,
      message: /*i18n*/ { id: "api.You cannot deactivate your own account", message: "You cannot deactivate your own account" },
    };
  const before = await getUserById(db, userId);
  const user = before ? await setUserActive(db, userId, isActive, now) : null;
  if (!before || !user) return { ok: false, status: 404, message: /*i18n*/ { id: "api.User not found", message: "User not found" } };
  await recordAudit(
    db,
    admin,
    { action: "user.status", targetType: "user", targetId: userId, before: { isActive: before.isActive }, after: { isActive } },
    now,
  );
  return { ok: true, user };
}

/** Signs a user out everywhere (a lost phone, a shared computer). */
export async function endUserSessions(db: Db, admin: User, userId: string, now: Date): Promise<AdminChangeResult> {
  const user = await getUserById(db, userId);
  if (!user) return { ok: false, status: 404, message: /*i18n*/ { id: "api.User not found", message: "User not found" } };
  await invalidateUserSessions(db, userId);
  await recordAudit(db, admin, { action: "user.sessions-ended", targetType: "user", targetId: userId }, now);
  return { ok: true, user };
}
