import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { publicUser } from "~/lib/public-user";
import { roleChangeSchema } from "~/lib/user-admin";
import { changeUserRole } from "~/models/user-admin.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";

export const action = apiAction(
  {
    method: "PUT",
    body: roleChangeSchema,
    auth: "admin",
    message: /*i18n*/ { id: "api.Failed to update user role", message: "Failed to update user role" },
  },
  async ({ params, body, user, context }) => {
    const result = await changeUserRole(context.db, user, params.userId ?? "", body.role, context.now());
    return result.ok ? json(publicUser(result.user)) : apiError(result.status, result.message);
  },
);

export const loader = methodNotAllowed;
