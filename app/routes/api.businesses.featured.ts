import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseId } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { listFeaturedBusinesses } from "~/models/businesses.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("limit");
  const limit = raw === null ? 4 : parseId(raw);
  if (limit === null || limit > 20) return apiError(400, "limit must be a whole number from 1 to 20");
  return json(await listFeaturedBusinesses(context.db, limit));
}
