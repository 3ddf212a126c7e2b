// The admin's user changes as schemas: shared by the Users tab (browser and server) and the /api/admin/users routes.
import { rule } from "~/lib/i18n/rule";
import { ROLES } from "~/lib/vocabulary";
import { z } from "~/lib/zod";

export const roleChangeSchema = z.object({
  role: z.enum(ROLES, {
    message: rule(/*i18n*/ { id: "validation.Role must be user, moderator or admin", message: "Role must be user, moderator or admin" }),
  }),
});
export const statusChangeSchema = z.object({
  isActive: z.preprocess(
    (v) => (v === "true" ? true : v === "false" ? false : v),
    z.boolean({ message: rule(/*i18n*/ { id: "validation.isActive must be true or false", message: "isActive must be true or false" }) }),
  ),
});
