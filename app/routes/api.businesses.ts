import { json } from "@remix-run/cloudflare";
import { addBusinessSchema } from "~/lib/business";
import { boundedInt, id, optionalText } from "~/lib/fields";
import { apiError } from "~/lib/http.server";
import { z } from "~/lib/zod";
import { addBusiness, DIRECTORY_LIMIT, getBusinessCategory, listBusinesses } from "~/models/businesses.server";
import { apiAction, apiLoader } from "~/services/api.server";

const querySchema = z.object({
  categoryId: id("categoryId must be a positive whole number").optional(),
  q: optionalText(100).transform((v) => v ?? undefined),
  limit: boundedInt(1, DIRECTORY_LIMIT).default(DIRECTORY_LIMIT),
});

export const loader = apiLoader({ query: querySchema }, async ({ query, context }) => json(await listBusinesses(context.db, query)));

export const action = apiAction({ body: addBusinessSchema, auth: "user" }, async ({ body, user, context }) => {
  if (!(await getBusinessCategory(context.db, body.categoryId))) {
    return apiError(400, /*i18n*/ { id: "api.Category is required", message: "Category is required" }, { categoryId: ["Category is required"] });
  }
  const businessId = await addBusiness(context.db, body, user, context.now());
  return json({ id: businessId }, { status: 201 });
});
