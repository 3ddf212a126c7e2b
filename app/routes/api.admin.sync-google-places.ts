import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { formatterFor } from "~/lib/i18n/catalogue.server";
import { placesSummary } from "~/lib/import-summary";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { runSync, syncSchema } from "~/services/places-admin.server";

export const action = apiAction(
  {
    body: syncSchema,
    auth: "admin",
    message: /*i18n*/ { id: "api.businessType or maxResults is not valid", message: "businessType or maxResults is not valid" },
  },
  async ({ body, context }) => {
    if (!context.env.GOOGLE_PLACES_API_KEY)
      return apiError(503, /*i18n*/ { id: "api.GOOGLE_PLACES_API_KEY is not set", message: "GOOGLE_PLACES_API_KEY is not set" });
    const run = await runSync(context, body, "admin");
    return run.ok
      ? json({ message: placesSummary(run.counts, formatterFor("en", "imports")) })
      : apiError(502, /*i18n*/ { id: "api.Failed to sync Google Places data", message: "Failed to sync Google Places data" });
  },
);

export const loader = methodNotAllowed;
