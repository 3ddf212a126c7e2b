// The admin's changes to users, shared by the Users tab (forms) and PUT /api/admin/users/{id}/… (JSON).
import { z } from "zod";
import { ROLES, type User } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { setUserActive, setUserRole } from "./user.server";

export const roleChangeSchema = z.object({ role: z.enum(ROLES, { message: "Role must be user, moderator or admin" }) });
export const statusChangeSchema = z.object({
  isActive: z.preprocess(
    (v) => (v === "true" ? true : v === "false" ? false : v),
    z.boolean({ message: "isActive must be true or false" }),
  ),
});

export type AdminChangeResult = { ok: true; user: User } | { ok: false; status: 400 | 404; message: string };

export async function changeUserRole(db: Db, admin: User, userId: string, role: z.infer<typeof roleChangeSchema>["role"], now: Date): Promise<AdminChangeResult> {
  if (admin.id === userId) return { ok: false, status: 400, message: "You cannot change your own role" };
  const user = await setUserRole(db, userId, role, now);
  return user ? { ok: true, user } : { ok: false, status: 404, message: "User not found" };
}

export async function changeUserStatus(db: Db, admin: User, userId: string, isActive: boolean, now: Date): Promise<AdminChangeResult> {
  if (admin.id === userId) return { ok: false, status: 400, message: "You cannot deactivate your own account" };
  const user = await setUserActive(db, userId, isActive, now);
  return user ? { ok: true, user } : { ok: false, status: 404, message: "User not found" };
}
