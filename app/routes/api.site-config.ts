import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getSiteConfig } from "~/models/site-config.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const config = await getSiteConfig(context.db, context.kv);
  return json(config, { headers: { "Cache-Control": "public, max-age=300" } });
}
