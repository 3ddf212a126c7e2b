import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { getUser } from "~/services/auth.server";
import { generateClientToken, paypalConfigured } from "~/services/paypal.server";

export async function loader({ context }: LoaderFunctionArgs) {
  if (!(await getUser(context))) return apiError(401, "Unauthorized");
  if (!paypalConfigured(context.env)) return apiError(503, "PayPal is not configured");
  return json({ clientToken: await generateClientToken(context.env) });
}
