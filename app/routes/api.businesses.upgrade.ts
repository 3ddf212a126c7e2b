// POST /api/businesses/upgrade {businessId}: the owner starts the premium subscription at checkout.
// A form post (the add-business offer) is redirected; a JSON client gets the checkout URL.
import { json, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { checkoutUrl } from "~/lib/prices";
import { z } from "zod";
import { requireUser } from "~/services/auth.server";
import { apiError, readJson } from "~/lib/http.server";
import { flash } from "~/lib/toast.server";
import { getOwnedBusiness } from "~/models/businesses.server";

const schema = z.object({ businessId: z.coerce.number().int().positive("businessId is required") });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const isForm = (request.headers.get("Content-Type") ?? "").includes("form");
  const user = await requireUser(request, context);
  const parsed = schema.safeParse(isForm ? Object.fromEntries(await request.formData()) : await readJson(request));
  const business = parsed.success
    ? await getOwnedBusiness(context.db, parsed.data.businessId, user.id)
    : null;
  if (!business) {
    if (isForm) {
      flash(context, { title: "Error", description: "Failed to start upgrade process", variant: "destructive" });
      return redirect("/directory");
    }
    return parsed.success ? apiError(404, "Failed to start upgrade process") : apiError(400, "Failed to start upgrade process", parsed.error.flatten().fieldErrors);
  }
  const checkout = checkoutUrl("business", business.id);
  return isForm ? redirect(checkout) : json({ checkoutUrl: checkout });
}

export const loader = () => apiError(405, "Method Not Allowed");
