// Directory rules shared by pages (browser and server) and the JSON API: sorts, forms and their messages.
import { boundedInt, breaksOneLine, CONTROL_CHAR_MESSAGE, hasControlChars, ONE_LINE_MESSAGE, optionalEmail, optionalWebsite } from "~/lib/fields";
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";

export { DAYS, DIRECTORY_SORTS, type DirectorySort } from "./business-display";

/** One-line text (name, address, phone): no line breaks, tabs or other control characters. */
const line = (schema: z.ZodString) => schema.refine((v) => !breaksOneLine(v), ONE_LINE_MESSAGE);
const multiline = (schema: z.ZodString) => schema.refine((v) => !hasControlChars(v), CONTROL_CHAR_MESSAGE);

const optionalText = (max: number, shape: { multiline?: boolean } = {}) =>
  (shape.multiline ? multiline : line)(
    z
      .string()
      .trim()
      .max(max, rule(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max })),
  )
    .optional()
    .transform((v) => (v ? v : undefined));

export const addBusinessSchema = z.object({
  name: line(
    z
      .string({ required_error: rule(/*i18n*/ { id: "validation.Business name is required", message: "Business name is required" }) })
      .trim()
      .min(1, rule(/*i18n*/ { id: "validation.Business name is required", message: "Business name is required" }))
      .max(255),
  ),
  description: multiline(
    z
      .string({
        required_error: rule(
          /*i18n*/ { id: "validation.Description must be at least 10 characters", message: "Description must be at least 10 characters" },
        ),
      })
      .trim()
      .min(10, rule(/*i18n*/ { id: "validation.Description must be at least 10 characters", message: "Description must be at least 10 characters" }))
      .max(5000),
  ),
  categoryId: boundedInt(1, 1_000_000, "Category is required"),
  address: line(
    z
      .string({ required_error: rule(/*i18n*/ { id: "validation.Address is required", message: "Address is required" }) })
      .trim()
      .min(1, rule(/*i18n*/ { id: "validation.Address is required", message: "Address is required" }))
      .max(300),
  ),
  phone: optionalText(20),
  email: optionalEmail().transform((v) => v ?? undefined),
  website: optionalWebsite(
    rule(/*i18n*/ { id: "validation.Please enter a valid website URL", message: "Please enter a valid website URL" }),
  ).transform((v) => v ?? undefined),
});
export type AddBusinessInput = z.infer<typeof addBusinessSchema>;

export const claimSchema = z.object({
  businessRole: line(
    z
      .string({
        required_error: rule(/*i18n*/ { id: "validation.Please fill in all required fields.", message: "Please fill in all required fields." }),
      })
      .trim()
      .min(1, rule(/*i18n*/ { id: "validation.Please fill in all required fields.", message: "Please fill in all required fields." }))
      .max(100, rule(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max: 100 })),
  ),
  contactPhone: line(
    z
      .string({
        required_error: rule(/*i18n*/ { id: "validation.Please fill in all required fields.", message: "Please fill in all required fields." }),
      })
      .trim()
      .min(1, rule(/*i18n*/ { id: "validation.Please fill in all required fields.", message: "Please fill in all required fields." }))
      .max(20, rule(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max: 20 })),
  ),
  verificationMessage: multiline(
    z
      .string({
        required_error: rule(/*i18n*/ { id: "validation.Please fill in all required fields.", message: "Please fill in all required fields." }),
      })
      .trim()
      .min(1, rule(/*i18n*/ { id: "validation.Please fill in all required fields.", message: "Please fill in all required fields." }))
      .max(2000),
  ),
  businessEmail: optionalEmail().transform((v) => v ?? undefined),
  additionalInfo: optionalText(2000, { multiline: true }),
});
export type ClaimInput = z.infer<typeof claimSchema>;

export const BUSINESS_ROLES = ["Owner", "Co-owner", "Manager", "Authorized representative"];

export const PLACES_BUSINESS_TYPES = [
  "restaurants",
  "retail",
  "healthcare",
  "automotive",
  "beauty",
  "fitness",
  "education",
  "finance",
  "professional-services",
  "all",
] as const;
export type PlacesBusinessType = (typeof PLACES_BUSINESS_TYPES)[number];

/** Own gallery photos a listing may show (Places photos come on top, up to 5). */
export const MAX_GALLERY_PHOTOS = 8;
