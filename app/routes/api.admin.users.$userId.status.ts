import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/services/auth.server";
import { apiError, fail, readJson } from "~/lib/http.server";
import { publicUser } from "~/lib/public-user";
import { changeUserStatus, statusChangeSchema } from "~/models/user-admin.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "PUT") fail(405, "Method Not Allowed");
  const admin = await requireAdmin(request, context);
  const parsed = statusChangeSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, "Failed to update user status", parsed.error.flatten().fieldErrors);
  const result = await changeUserStatus(context.db, admin, params.userId!, parsed.data.isActive, context.now());
  return result.ok ? json(publicUser(result.user)) : apiError(result.status, result.message);
}

export const loader = () => apiError(405, "Method Not Allowed");
