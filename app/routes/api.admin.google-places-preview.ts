import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/services/auth.server";
import { apiError } from "~/lib/http.server";
import { runPreview } from "~/services/places-admin.server";
import { PlacesNotConfiguredError } from "~/services/places-import.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  try {
    return json(await runPreview(context, new URL(request.url).searchParams.get("businessType")));
  } catch (error) {
    if (error instanceof PlacesNotConfiguredError) return apiError(503, error.message);
    if (error instanceof Error && error.name === "ZodError") return apiError(400, "Unknown business type");
    console.error("places preview failed", error);
    return apiError(502, "Failed to preview Google Places data");
  }
}
