import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireUser } from "~/services/auth.server";
import { claimSchema } from "~/lib/business";
import { apiError, readJson } from "~/lib/http.server";
import { submitClaim } from "~/models/claims.server";

export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const user = await requireUser(request, context);
  if (!/^\d+$/.test(params.id ?? "")) return apiError(404, "Business Not Found");
  const parsed = claimSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, "Please fill in all required fields.", parsed.error.flatten().fieldErrors);
  const result = await submitClaim(context.db, Number(params.id), user, parsed.data, context.now());
  return result.ok ? json({ id: result.id, message: "Claim Submitted" }, { status: 201 }) : apiError(result.status, result.message);
}

export const loader = () => apiError(405, "Method Not Allowed");
