import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "~/services/auth.server";
import { apiError } from "~/lib/http.server";
import { publicUser } from "~/lib/public-user";

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await getUser(context);
  if (!user) return apiError(401, "Unauthorized");
  return json(publicUser(user), { headers: { "Cache-Control": "private, no-store" } });
}
