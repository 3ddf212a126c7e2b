// GET /api/classifieds/{id}: one listed ad in the spec's read shape; unlisted ads are 404 like missing ones.
import { json } from "@remix-run/cloudflare";
import { classifiedReadShape, classifiedStatus } from "~/lib/classifieds";
import { apiError } from "~/lib/http.server";
import { getClassified } from "~/models/classified-ads.server";
import { apiLoader, requireIdParam } from "~/services/api.server";

export const loader = apiLoader({}, async ({ params, context }) => {
  const id = requireIdParam(params.id);
  const ad = await getClassified(context.db, id);
  if (!ad || classifiedStatus(ad, context.now()) !== "active")
    return apiError(404, /*i18n*/ { id: "api.Classified Not Found", message: "Classified Not Found" });
  return json(classifiedReadShape(ad));
});
