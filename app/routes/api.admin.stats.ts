import { json } from "@remix-run/cloudflare";
import { getAdminStats } from "~/models/stats.server";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({ auth: "admin" }, async ({ context }) => json(await getAdminStats(context.db)));
