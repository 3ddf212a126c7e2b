import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/services/auth.server";
import { apiError } from "~/lib/http.server";
import { reviewClaim } from "~/services/notify.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const admin = await requireAdmin(request, context);
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;
  const done = id ? await reviewClaim(context, admin, id, true) : false;
  return done ? json({ ok: true }) : apiError(404, "Failed to approve claim");
}

export const loader = () => apiError(405, "Method Not Allowed");
