import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { publicUser } from "~/lib/public-user";
import { statusChangeSchema } from "~/lib/user-admin";
import { changeUserStatus } from "~/models/user-admin.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";

export const action = apiAction(
  {
    method: "PUT",
    body: statusChangeSchema,
    auth: "admin",
    message: /*i18n*/ { id: "api.Failed to update user status", message: "Failed to update user status" },
  },
  async ({ params, body, user, context }) => {
    const result = await changeUserStatus(context.db, user, params.userId ?? "", body.isActive, context.now());
    return result.ok ? json(publicUser(result.user)) : apiError(result.status, result.message);
  },
);

export const loader = methodNotAllowed;
