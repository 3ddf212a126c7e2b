import { json } from "@remix-run/cloudflare";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({}, async ({ context }) => json(await context.siteConfig(), { headers: { "Cache-Control": "public, max-age=300" } }));
