import { json } from "@remix-run/cloudflare";
import { claimSchema } from "~/lib/business";
import { parseId } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { submitClaim } from "~/models/claims.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";

export const action = apiAction(
  {
    body: claimSchema,
    auth: "user",
    message: /*i18n*/ { id: "api.Please fill in all required fields.", message: "Please fill in all required fields." },
  },
  async ({ params, body, user, context }) => {
    const id = parseId(params.id);
    if (!id) return apiError(404, /*i18n*/ { id: "api.Business Not Found", message: "Business Not Found" });
    const result = await submitClaim(context.db, id, user, body, context.now());
    return result.ok ? json({ id: result.id, message: "Claim Submitted" }, { status: 201 }) : apiError(result.status, result.message);
  },
);

export const loader = methodNotAllowed;
