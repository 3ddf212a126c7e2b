// The admin's places calls (preview and sync) as the pages and the JSON API both use them.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { PLACES_BUSINESS_TYPES } from "~/lib/business";
import { z } from "~/lib/zod";
import { runImport } from "~/services/imports.server";
import { previewPlaces } from "~/services/places-import.server";

export const syncSchema = z.object({
  businessType: z.enum(PLACES_BUSINESS_TYPES).nullable().optional(),
  maxResults: z.union([z.literal(25), z.literal(50), z.literal("all"), z.coerce.number().refine((n) => n === 25 || n === 50)]).default(25),
});

export async function runPreview(context: AppLoadContext, businessType: string | null) {
  const type = z
    .enum(PLACES_BUSINESS_TYPES)
    .nullable()
    .parse(businessType || null);
  const { mode } = await context.siteConfig();
  return previewPlaces(context.env, mode, type);
}

export async function runSync(context: AppLoadContext, input: z.infer<typeof syncSchema>, trigger: "admin" | "cron") {
  const maxResults = input.maxResults === "all" ? "all" : (Number(input.maxResults) as 25 | 50);
  return runImport(context, "places-import", trigger, { businessType: input.businessType ?? null, maxResults });
}
