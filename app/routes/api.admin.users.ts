import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireAdmin } from "~/services/auth.server";
import { publicUser } from "~/lib/public-user";
import { listUsers } from "~/models/user.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json((await listUsers(context.db)).map(publicUser));
}
