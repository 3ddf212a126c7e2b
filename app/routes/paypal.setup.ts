import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { getUser } from "~/services/auth.server";
import { generateClientToken, paypalConfigured } from "~/services/paypal.server";

export async function loader({ context }: LoaderFunctionArgs) {
  if (!(await getUser(context))) return apiError(401, /*i18n*/ { id: "api.Unauthorized", message: "Unauthorized" });
  if (!paypalConfigured(context.env)) return apiError(503, /*i18n*/ { id: "api.PayPal is not configured", message: "PayPal is not configured" });
  return json({ clientToken: await generateClientToken(context.env) });
}
