import { json } from "@remix-run/cloudflare";
import { parseId } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { rejectClaim } from "~/models/claims.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";

export const action = apiAction({ auth: "admin" }, async ({ params, user, context }) => {
  const id = parseId(params.id);
  const done = id ? await rejectClaim(context.db, id, user, context.now()) : false;
  return done ? json({ ok: true }) : apiError(404, "Failed to reject claim");
});

export const loader = methodNotAllowed;
