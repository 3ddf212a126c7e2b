// The Users tab: role change and active toggle, as plain forms (the same model as the PUT /api/admin/users calls).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { MODERATOR_HOME } from "~/lib/admin-tabs";
import { badRequest } from "~/lib/http.server";
import { displayName, publicUser } from "~/lib/public-user";
import { flash } from "~/lib/toast.server";
import { roleChangeSchema, statusChangeSchema } from "~/lib/user-admin";
import { ROLES } from "~/lib/vocabulary";
import { changeUserRole, changeUserStatus, endUserSessions } from "~/models/user-admin.server";
import { listUsers } from "~/models/user.server";
import { requireAdmin, requireModerator } from "~/services/auth.server";

const intentSchema = z.discriminatedUnion("intent", [
  roleChangeSchema.extend({ intent: z.literal("role"), userId: z.string().min(1) }),
  statusChangeSchema.extend({ intent: z.literal("status"), userId: z.string().min(1) }),
  z.object({ intent: z.literal("sessions"), userId: z.string().min(1).max(100) }),
]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A moderator opening /admin lands on their first review queue; the users list itself stays admin-only.
  if ((await requireModerator(request, context)).role === "moderator") throw redirect(MODERATOR_HOME);
  const admin = await requireAdmin(request, context);
  return json({ adminId: admin.id, users: (await listUsers(context.db)).map(publicUser) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = intentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) badRequest(parsed.error.issues[0]?.message ?? "Failed to update user role");
  const input = parsed.data;
  const result =
    input.intent === "role"
      ? await changeUserRole(context.db, admin, input.userId, input.role, context.now())
      : input.intent === "sessions"
        ? await endUserSessions(context.db, admin, input.userId, context.now())
        : await changeUserStatus(context.db, admin, input.userId, input.isActive, context.now());
  if (!result.ok) {
    const fallback = input.intent === "role" ? "Failed to update user role" : "Failed to update user status";
    flash(context, { title: "Error", description: result.message || fallback, variant: "destructive" });
    return redirect("/admin");
  }
  flash(context, {
    title: "Success",
    description:
      input.intent === "role"
        ? "User role updated"
        : input.intent === "sessions"
          ? "The user was signed out everywhere"
          : input.isActive
            ? "User activated"
            : "User deactivated",
  });
  return redirect("/admin");
}

export default function AdminUsers() {
  const { users, adminId } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead>
          <tr className="border-b border-border">
            <th className="py-2 pr-3">Name</th>
            <th className="py-2 pr-3">Email</th>
            <th className="py-2 pr-3">Role</th>
            <th className="py-2 pr-3">Status</th>
            <th className="py-2 pr-3">Joined</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-b border-border" data-testid={`user-row-${u.email}`}>
              <td className="py-2 pr-3">{displayName(u)}</td>
              <td className="py-2 pr-3">{u.email}</td>
              <td className="py-2 pr-3">
                <Form method="post" className="flex gap-1">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="userId" value={u.id} />
                  <label className="sr-only" htmlFor={`role-${u.id}`}>
                    Role of {u.email}
                  </label>
                  <select id={`role-${u.id}`} name="role" defaultValue={u.role} disabled={u.id === adminId} className="rounded border border-border px-1">
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                  {u.id === adminId ? null : (
                    <button type="submit" disabled={busy} className="rounded border border-border px-2">
                      Save role
                    </button>
                  )}
                </Form>
              </td>
              <td className="py-2 pr-3">
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="status" />
                  <input type="hidden" name="userId" value={u.id} />
                  <input type="hidden" name="isActive" value={u.isActive ? "false" : "true"} />
                  <span>{u.isActive ? "Active" : "Inactive"}</span>
                  {u.id === adminId ? null : (
                    <button type="submit" disabled={busy} className="rounded border border-border px-2">
                      {u.isActive ? "Deactivate" : "Activate"}
                    </button>
                  )}
                </Form>
              </td>
              <td className="py-2 pr-3">
                {new Date(u.createdAt).toLocaleDateString("en-US")}
                {u.id === adminId ? null : (
                  <Form method="post" className="mt-1">
                    <input type="hidden" name="intent" value="sessions" />
                    <input type="hidden" name="userId" value={u.id} />
                    <button type="submit" disabled={busy} className="rounded border border-border px-2 text-xs">
                      Sign out everywhere
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
