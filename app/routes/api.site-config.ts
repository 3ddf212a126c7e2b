import { json } from "@remix-run/cloudflare";
import { getSiteConfig } from "~/models/site-config.server";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({}, async ({ context }) =>
  json(await getSiteConfig(context.db, context.kv), { headers: { "Cache-Control": "public, max-age=300" } }),
);
