// The one form of /admin/classifieds: remove or restore an ad.
import { z } from "zod";
import { id } from "~/lib/fields";

export const moderateSchema = z.object({
  id: id("Invalid ad id"),
  intent: z.enum(["remove", "restore"], { errorMap: () => ({ message: "Unknown action" }) }),
});
