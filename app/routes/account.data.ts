// GET /account/data: 'Download my data' — everything stored about the signed-in member, as a JSON file.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { downloadMemberData } from "~/services/account.server";
import { requireUser } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return downloadMemberData(context, user);
}
