import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listFeaturedBusinesses } from "~/models/businesses.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const limit = Number(new URL(request.url).searchParams.get("limit") ?? 4);
  return json(await listFeaturedBusinesses(context.db, Number.isFinite(limit) ? limit : 4));
}
