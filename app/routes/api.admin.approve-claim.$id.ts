import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/services/auth.server";
import { apiError } from "~/lib/http.server";
import { approveClaim } from "~/models/claims.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const admin = await requireAdmin(request, context);
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;
  const done = id ? await approveClaim(context.db, id, admin, context.now()) : false;
  return done ? json({ ok: true }) : apiError(404, "Failed to approve claim");
}

export const loader = () => apiError(405, "Method Not Allowed");
