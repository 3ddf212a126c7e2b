// POST /api/businesses/upgrade {businessId}: the owner starts the premium subscription at checkout.
// A form post (the add-business offer) is redirected; a JSON client gets the checkout URL.
import { json, redirect } from "@remix-run/cloudflare";
import { id } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { checkoutUrl } from "~/lib/prices";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { getOwnedBusiness } from "~/models/businesses.server";
import { apiAction, methodNotAllowed, parseJsonBody } from "~/services/api.server";

const FAILED = /*i18n*/ { id: "api.Failed to start upgrade process", message: "Failed to start upgrade process" } as const;
const schema = z.object({ businessId: id("businessId is required") });

export const action = apiAction({ auth: "user" }, async ({ request, user, context }) => {
  const isForm = (request.headers.get("Content-Type") ?? "").includes("form");
  if (!isForm) {
    const body = await parseJsonBody(request, schema, FAILED);
    const business = await getOwnedBusiness(context.db, body.businessId, user.id);
    return business ? json({ checkoutUrl: checkoutUrl("business", business.id) }) : apiError(404, FAILED);
  }
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  // A form no button could have sent (no id, junk, a huge number) is a 400; a listing that is not yours goes back.
  if (!parsed.success) return apiError(400, FAILED, parsed.error.flatten().fieldErrors);
  const business = await getOwnedBusiness(context.db, parsed.data.businessId, user.id);
  if (!business) {
    flash(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: /*i18n*/ { id: "toasts.Failed to start upgrade process", message: "Failed to start upgrade process" },
      variant: "destructive",
    });
    return redirect("/directory");
  }
  return redirect(checkoutUrl("business", business.id));
});

export const loader = methodNotAllowed;
