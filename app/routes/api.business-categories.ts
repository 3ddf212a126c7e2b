import { json } from "@remix-run/cloudflare";
import { listBusinessCategories } from "~/models/businesses.server";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({}, async ({ context }) =>
  json(await listBusinessCategories(context.db), { headers: { "Cache-Control": "public, max-age=300" } }),
);
