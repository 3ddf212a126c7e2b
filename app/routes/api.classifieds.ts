// GET /api/classifieds (limit, category, page): listed ads in the spec's read shape, featured first.
// POST /api/classifieds: the spec's create payload. A free ad is listed at once (201); a premium one is saved
// hidden and answered 402 with its checkout URL, as events do. Visitors get 401; bad input 400 with field errors.
import { json } from "@remix-run/cloudflare";
import { CLASSIFIED_CATEGORIES, CLASSIFIED_MESSAGES as M, classifiedFieldsSchema, classifiedReadShape } from "~/lib/classifieds";
import { bool, boundedInt } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { z } from "~/lib/zod";
import { getClassified, listClassifieds } from "~/models/classified-ads.server";
import { apiAction, apiLoader } from "~/services/api.server";
import { postClassified } from "~/services/classifieds.server";

const listQuery = z.object({
  limit: boundedInt(1, 50, "limit must be a whole number from 1 to 50").default(20),
  page: boundedInt(1, 10_000, "page must be a whole number from 1 to 10000").default(1),
  category: z.enum(CLASSIFIED_CATEGORIES, { errorMap: () => ({ message: M.categoryUnknown }) }).optional(),
});

export const loader = apiLoader({ query: listQuery }, async ({ query, context }) => {
  const { ads } = await listClassifieds(context.db, context.now(), { limit: query.limit, page: query.page, category: query.category ?? null });
  return json(ads.map(classifiedReadShape));
});

const createBody = classifiedFieldsSchema.extend({ isPremium: bool().default(false) });

export const action = apiAction({ body: createBody, auth: "user" }, async ({ body, user, context }) => {
  const { isPremium, ...fields } = body;
  const result = await postClassified(context, user, fields, isPremium ? "premium" : "free", [], context.now());
  if (!result.ok) {
    // Every refusal is a schema rule's message (lib/i18n/rule.ts): the daily limits, or a photo limit (no photos come through the API).
    return apiError(result.status, { rule: result.message }, result.field ? { [result.field]: [result.message] } : undefined);
  }
  if (result.checkoutUrl) {
    return json(
      { message: "Payment Required", description: "Please complete payment for your premium ad.", checkoutUrl: result.checkoutUrl, id: result.id },
      { status: 402 },
    );
  }
  const ad = await getClassified(context.db, result.id);
  if (!ad) return apiError(500, /*i18n*/ { id: "api.Failed to create classified ad", message: "Failed to create classified ad" });
  return json(classifiedReadShape(ad), { status: 201 });
});
