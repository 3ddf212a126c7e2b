import { json } from "@remix-run/cloudflare";
import { publicUser } from "~/lib/public-user";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({ auth: "user" }, ({ user }) => json(publicUser(user), { headers: { "Cache-Control": "private, no-store" } }));
