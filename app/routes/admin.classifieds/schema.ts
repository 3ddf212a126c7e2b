// The one form of /admin/classifieds: remove or restore an ad.
import { id } from "~/lib/fields";
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";

export const moderateSchema = z.object({
  id: id(rule(/*i18n*/ { id: "validation.Invalid ad id", message: "Invalid ad id" })),
  intent: z.enum(["remove", "restore"], {
    errorMap: () => ({ message: rule(/*i18n*/ { id: "validation.Unknown action", message: "Unknown action" }) }),
  }),
});
