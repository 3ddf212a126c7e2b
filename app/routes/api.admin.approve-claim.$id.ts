import { json } from "@remix-run/cloudflare";
import { parseId } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { reviewClaim } from "~/services/decision-and-receipt-mail.server";

export const action = apiAction({ auth: "admin" }, async ({ params, user, context }) => {
  const id = parseId(params.id);
  const done = id ? await reviewClaim(context, user, id, true) : false;
  return done ? json({ ok: true }) : apiError(404, /*i18n*/ { id: "api.Failed to approve claim", message: "Failed to approve claim" });
});

export const loader = methodNotAllowed;
