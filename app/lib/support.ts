// The contact form of part 2 §5, shared by the page (browser + server) and POST /api/support/contact.
import type { Descriptor } from "~/lib/i18n/descriptor";
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";
import { email, text } from "./fields";

export const SUPPORT_CATEGORIES = [
  "General Questions",
  "Account & Registration",
  "News Submissions",
  "Business Directory",
  "Events Calendar",
  "Classified Ads",
  "Payments & Billing",
  "Technical Issues",
  "Community Guidelines",
  "Feature Requests",
  "Other",
] as const;

/** Each category's name, on the contact form and the FAQ's tabs. */
export const SUPPORT_CATEGORY_NAMES: Record<(typeof SUPPORT_CATEGORIES)[number], Descriptor<"support">> = {
  "General Questions": /*i18n*/ { id: "support.category:General Questions", message: "General Questions" },
  "Account & Registration": /*i18n*/ { id: "support.category:Account & Registration", message: "Account & Registration" },
  "News Submissions": /*i18n*/ { id: "support.category:News Submissions", message: "News Submissions" },
  "Business Directory": /*i18n*/ { id: "support.category:Business Directory", message: "Business Directory" },
  "Events Calendar": /*i18n*/ { id: "support.category:Events Calendar", message: "Events Calendar" },
  "Classified Ads": /*i18n*/ { id: "support.category:Classified Ads", message: "Classified Ads" },
  "Payments & Billing": /*i18n*/ { id: "support.category:Payments & Billing", message: "Payments & Billing" },
  "Technical Issues": /*i18n*/ { id: "support.category:Technical Issues", message: "Technical Issues" },
  "Community Guidelines": /*i18n*/ { id: "support.category:Community Guidelines", message: "Community Guidelines" },
  "Feature Requests": /*i18n*/ { id: "support.category:Feature Requests", message: "Feature Requests" },
  Other: /*i18n*/ { id: "support.category:Other", message: "Other" },
};

/** A field people never see (hidden on the page, unknown to API clients); bots fill it in. */
export const HONEYPOT = "website";

/** True when a contact submission filled in the honeypot: it is answered as sent and dropped. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

export const contactSchema = z.object({
  name: text(100, {
    min: 2,
    required: rule(/*i18n*/ { id: "validation.Name must be at least 2 characters", message: "Name must be at least 2 characters" }),
  }),
  email: email(rule(/*i18n*/ { id: "validation.Please enter a valid email address", message: "Please enter a valid email address" })),
  subject: text(200, {
    min: 5,
    required: rule(/*i18n*/ { id: "validation.Subject must be at least 5 characters", message: "Subject must be at least 5 characters" }),
  }),
  message: text(5000, {
    min: 20,
    required: rule(/*i18n*/ { id: "validation.Message must be at least 20 characters", message: "Message must be at least 20 characters" }),
    multiline: true,
  }),
  category: z.enum(SUPPORT_CATEGORIES, {
    errorMap: () => ({ message: rule(/*i18n*/ { id: "validation.Please select a category", message: "Please select a category" }) }),
  }),
});
export type ContactMessage = z.infer<typeof contactSchema>;
