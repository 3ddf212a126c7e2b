// The contact form of part 2 §5, shared by the page (browser + server) and POST /api/support/contact.
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

/** A field people never see (hidden on the page, unknown to API clients); bots fill it in. */
export const HONEYPOT = "website";

/** True when a contact submission filled in the honeypot: it is answered as sent and dropped. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null && value !== false;
}

export const contactSchema = z.object({
  name: text(100, { min: 2, required: "Name must be at least 2 characters" }),
  email: email("Please enter a valid email address"),
  subject: text(200, { min: 5, required: "Subject must be at least 5 characters" }),
  message: text(5000, { min: 20, required: "Message must be at least 20 characters", multiline: true }),
  category: z.enum(SUPPORT_CATEGORIES, { errorMap: () => ({ message: "Please select a category" }) }),
});
export type ContactMessage = z.infer<typeof contactSchema>;
