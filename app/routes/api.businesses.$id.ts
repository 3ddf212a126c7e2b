import { json } from "@remix-run/cloudflare";
import { parseId } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { getBusiness } from "~/models/businesses.server";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({}, async ({ params, context }) => {
  const id = parseId(params.id);
  const business = id ? await getBusiness(context.db, id) : null;
  return business ? json(business) : apiError(404, "Business Not Found");
});
