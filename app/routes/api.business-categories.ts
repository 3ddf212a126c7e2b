import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { listBusinessCategories } from "~/models/businesses.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json(await listBusinessCategories(context.db), { headers: { "Cache-Control": "public, max-age=300" } });
}
