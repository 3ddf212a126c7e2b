import { json } from "@remix-run/cloudflare";
import { listPendingClaims } from "~/models/claims.server";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({ auth: "admin" }, async ({ context }) => json(await listPendingClaims(context.db)));
