import { json } from "@remix-run/cloudflare";
import { PLACES_BUSINESS_TYPES } from "~/lib/business";
import { apiError } from "~/lib/http.server";
import { z } from "~/lib/zod";
import { apiLoader } from "~/services/api.server";
import { runPreview } from "~/services/places-admin.server";
import { PlacesNotConfiguredError } from "~/services/places-import.server";

const querySchema = z.object({ businessType: z.enum(PLACES_BUSINESS_TYPES).optional() });

export const loader = apiLoader(
  { query: querySchema, auth: "admin", message: /*i18n*/ { id: "api.Unknown business type", message: "Unknown business type" } },
  async ({ query, context }) => {
    try {
      return json(await runPreview(context, query.businessType ?? null));
    } catch (error) {
      if (error instanceof PlacesNotConfiguredError)
        return apiError(503, /*i18n*/ { id: "api.GOOGLE_PLACES_API_KEY is not set", message: "GOOGLE_PLACES_API_KEY is not set" });
      console.error("places preview failed", error);
      return apiError(502, /*i18n*/ { id: "api.Failed to preview Google Places data", message: "Failed to preview Google Places data" });
    }
  },
);
