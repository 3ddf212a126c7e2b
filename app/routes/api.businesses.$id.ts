import { json } from "@remix-run/cloudflare";
import { parseId } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { getBusiness } from "~/models/businesses.server";
import { apiLoader, methodNotAllowed } from "~/services/api.server";

export const loader = apiLoader({}, async ({ params, context }) => {
  const id = parseId(params.id);
  const business = id ? await getBusiness(context.db, id) : null;
  return business ? json(business) : apiError(404, /*i18n*/ { id: "api.Business Not Found", message: "Business Not Found" });
});

/** Only GET is served here: any other method is a 405 with {"message"}, not a Remix error page. */
export const action = () => methodNotAllowed();
