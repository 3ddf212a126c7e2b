// The Users tab: role change and active toggle, as plain forms (the same model as the PUT /api/admin/users calls).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { MODERATOR_HOME } from "~/lib/admin-tabs";
import { formatInTown } from "~/lib/dates";
import { badRequest, firstRule } from "~/lib/http.server";
import type { Lang } from "~/lib/i18n/lang";
import type { T } from "~/lib/i18n/plain";
import { displayName, publicUser, type PublicUser } from "~/lib/public-user";
import { flash } from "~/lib/toast.server";
import { roleChangeSchema, statusChangeSchema } from "~/lib/user-admin";
import { ROLES } from "~/lib/vocabulary";
import { z } from "~/lib/zod";
import { changeUserRole, changeUserStatus, endUserSessions } from "~/models/user-admin.server";
import { listUsers } from "~/models/user.server";
import { requireAdmin, requireModerator } from "~/services/auth.server";
import { warningReachWords } from "~/services/warning-mail.server";

const intentSchema = z.discriminatedUnion("intent", [
  roleChangeSchema.extend({ intent: z.literal("role"), userId: z.string().min(1) }),
  statusChangeSchema.extend({ intent: z.literal("status"), userId: z.string().min(1) }),
  z.object({ intent: z.literal("sessions"), userId: z.string().min(1).max(100) }),
]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A moderator opening /admin lands on their first review queue; the users list itself stays admin-only.
  if ((await requireModerator(request, context)).role === "moderator") throw redirect(MODERATOR_HOME);
  const admin = await requireAdmin(request, context);
  const [users, warnings] = await Promise.all([listUsers(context.db), warningReachWords(context)]);
  return json({ adminId: admin.id, users: users.map(publicUser), warnings });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const parsed = intentSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success)
    badRequest(
      context.lang,
      firstRule(parsed.error, /*i18n*/ { id: "badRequest.Failed to update user role", message: "Failed to update user role" }),
    );
  const input = parsed.data;
  const result =
    input.intent === "role"
      ? await changeUserRole(context.db, admin, input.userId, input.role, context.now())
      : input.intent === "sessions"
        ? await endUserSessions(context.db, admin, input.userId, context.now())
        : await changeUserStatus(context.db, admin, input.userId, input.isActive, context.now());
  if (!result.ok) {
    // A refusal's reason is one of the service's `api` keys (the same words /api/admin/users answers).
    flash(context, { title: /*i18n*/ { id: "toasts.Error", message: "Error" }, description: result.message, variant: "destructive" });
    return redirect("/admin");
  }
  flash(context, {
    title: /*i18n*/ { id: "toasts.Success", message: "Success" },
    description:
      input.intent === "role"
        ? /*i18n*/ { id: "toasts.User role updated", message: "User role updated" }
        : input.intent === "sessions"
          ? /*i18n*/ { id: "toasts.The user was signed out everywhere", message: "The user was signed out everywhere" }
          : input.isActive
            ? /*i18n*/ { id: "toasts.User activated", message: "User activated" }
            : /*i18n*/ { id: "toasts.User deactivated", message: "User deactivated" },
  });
  return redirect("/admin");
}

const CELL = "py-2 pr-3 max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-2 max-md:py-1";
/** The column's name beside each value on a phone, where the header row is hidden. */
const PHONE_LABEL = "w-16 shrink-0 font-medium opacity-70 md:hidden";

/** A row's user, whether it is the admin looking (who cannot demote, deactivate or sign out themselves), and the words. */
type Row = { u: PublicUser; self: boolean; busy: boolean; t: T<"admin"> };

function RoleCell({ u, self, busy, t }: Row) {
  return (
    <td className={CELL}>
      <span className={PHONE_LABEL}>{t(/*i18n*/ { id: "admin.role", message: "Role" })}</span>
      <Form method="post" className="flex gap-1">
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="userId" value={u.id} />
        <label className="sr-only" htmlFor={`role-${u.id}`}>
          {t(/*i18n*/ { id: "admin.roleOf", message: "Role of {email}" }, { email: u.email })}
        </label>
        <select id={`role-${u.id}`} name="role" defaultValue={u.role} disabled={self} className="min-h-8 rounded border border-border px-1">
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(
                (
                  {
                    user: /*i18n*/ { id: "admin.role_user", message: "user" },
                    moderator: /*i18n*/ { id: "admin.role_moderator", message: "moderator" },
                    admin: /*i18n*/ { id: "admin.role_admin", message: "admin" },
                  } as const
                )[r],
              )}
            </option>
          ))}
        </select>
        {self ? null : (
          <Button variant="tiny" disabled={busy} className="min-h-8">
            {t(/*i18n*/ { id: "admin.saveRole", message: "Save role" })}
          </Button>
        )}
      </Form>
    </td>
  );
}

function StatusCell({ u, self, busy, t }: Row) {
  return (
    <td className={CELL}>
      <span className={PHONE_LABEL}>{t(/*i18n*/ { id: "admin.status", message: "Status" })}</span>
      <Form method="post" className="flex items-center gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="userId" value={u.id} />
        <input type="hidden" name="isActive" value={u.isActive ? "false" : "true"} />
        <span>{u.isActive ? t(/*i18n*/ { id: "admin.active", message: "Active" }) : t(/*i18n*/ { id: "admin.inactive", message: "Inactive" })}</span>
        {self ? null : (
          <Button variant="tiny" disabled={busy} className="min-h-8">
            {u.isActive ? t(/*i18n*/ { id: "admin.deactivate", message: "Deactivate" }) : t(/*i18n*/ { id: "admin.activate", message: "Activate" })}
          </Button>
        )}
      </Form>
    </td>
  );
}

function JoinedCell({ u, self, busy, t, lang }: Row & { lang: Lang }) {
  return (
    <td className={CELL}>
      <span className={PHONE_LABEL}>{t(/*i18n*/ { id: "admin.joined", message: "Joined" })}</span>
      {formatInTown(lang, u.createdAt, lang === "en" ? "numericDate" : "date")}
      {self ? null : (
        <Form method="post" className="mt-1 max-md:ml-2 max-md:mt-0">
          <input type="hidden" name="intent" value="sessions" />
          <input type="hidden" name="userId" value={u.id} />
          <Button variant="tiny" disabled={busy} className="min-h-8">
            {t(/*i18n*/ { id: "admin.signOutEverywhere", message: "Sign out everywhere" })}
          </Button>
        </Form>
      )}
    </td>
  );
}

function UserRow({ lang, ...row }: Row & { lang: Lang }) {
  const { u, t } = row;
  return (
    <tr className="border-b border-border max-md:block max-md:py-2" data-testid={`user-row-${u.email}`}>
      <td className={`${CELL} break-all`}>
        <span className={PHONE_LABEL}>{t(/*i18n*/ { id: "admin.name", message: "Name" })}</span>
        <span lang={lang === "en" ? undefined : "en"}>{displayName(u)}</span>
      </td>
      <td className={`${CELL} break-all`}>
        <span className={PHONE_LABEL}>{t(/*i18n*/ { id: "admin.email", message: "Email" })}</span>
        {u.email}
      </td>
      <RoleCell {...row} />
      <StatusCell {...row} />
      <JoinedCell {...row} lang={lang} />
    </tr>
  );
}

function UsersHead({ t }: { t: T<"admin"> }) {
  return (
    <thead className="max-md:hidden">
      <tr className="border-b border-border">
        <th className="py-2 pr-3">{t(/*i18n*/ { id: "admin.name", message: "Name" })}</th>
        <th className="py-2 pr-3">{t(/*i18n*/ { id: "admin.email", message: "Email" })}</th>
        <th className="py-2 pr-3">{t(/*i18n*/ { id: "admin.role", message: "Role" })}</th>
        <th className="py-2 pr-3">{t(/*i18n*/ { id: "admin.status", message: "Status" })}</th>
        <th className="py-2 pr-3">{t(/*i18n*/ { id: "admin.joined", message: "Joined" })}</th>
      </tr>
    </thead>
  );
}

export default function AdminUsers() {
  const { users, adminId, warnings } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { lang, t } = useAdminText();
  const busy = navigation.state !== "idle";
  return (
    // Below 768 px each user is a card (label and value per line), so Role and Status and their buttons are on
    // screen without sideways scrolling; from 768 px it is a table.
    <div className="relative overflow-x-auto">
      {/* Who the county's warnings reach (issue 42). */}
      <section aria-labelledby="warning-reach" className="mb-4 rounded border border-border p-3 text-sm" data-testid="warning-reach">
        <h2 id="warning-reach" className="font-semibold">
          {warnings.heading}
        </h2>
        <p>{warnings.counts}</p>
        <p>{warnings.last}</p>
      </section>
      <table className="w-full text-left text-sm max-md:block md:min-w-[44rem]">
        <UsersHead t={t} />
        <tbody className="max-md:block">
          {users.map((u) => (
            <UserRow key={u.id} u={u} self={u.id === adminId} busy={busy} t={t} lang={lang} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
