import { json } from "@remix-run/cloudflare";
import { publicUser } from "~/lib/public-user";
import { listUsers } from "~/models/user.server";
import { apiLoader } from "~/services/api.server";

export const loader = apiLoader({ auth: "admin" }, async ({ context }) => json((await listUsers(context.db)).map(publicUser)));
