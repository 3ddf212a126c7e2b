import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { getBusiness } from "~/models/businesses.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const business = /^\d+$/.test(params.id ?? "") ? await getBusiness(context.db, Number(params.id)) : null;
  return business ? json(business) : apiError(404, "Business Not Found");
}
