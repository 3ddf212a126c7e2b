import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/services/auth.server";
import { apiError, readJson } from "~/lib/http.server";
import { runSync, syncMessage, syncSchema } from "~/services/places-admin.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  await requireAdmin(request, context);
  const parsed = syncSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, "businessType or maxResults is not valid", parsed.error.flatten().fieldErrors);
  if (!context.env.GOOGLE_PLACES_API_KEY) return apiError(503, "GOOGLE_PLACES_API_KEY is not set");
  const run = await runSync(context, parsed.data, "admin");
  return run.ok ? json({ message: syncMessage(run.counts) }) : apiError(502, "Failed to sync Google Places data");
}

export const loader = () => apiError(405, "Method Not Allowed");
