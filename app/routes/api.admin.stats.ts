import { json } from "@remix-run/cloudflare";
import { getAdminStats } from "~/models/admin.server";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({ auth: "admin" }, async ({ context }) => json(await getAdminStats(context.db)));
