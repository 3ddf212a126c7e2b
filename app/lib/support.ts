// The contact form of part 2 §5, shared by the page (browser + server) and POST /api/support/contact.
import { z } from "zod";

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
  name: z.string({ required_error: "Name must be at least 2 characters" }).trim().min(2, "Name must be at least 2 characters").max(100),
  email: z.string({ required_error: "Please enter a valid email address" }).trim().email("Please enter a valid email address").max(254),
  subject: z.string({ required_error: "Subject must be at least 5 characters" }).trim().min(5, "Subject must be at least 5 characters").max(200),
  message: z.string({ required_error: "Message must be at least 20 characters" }).trim().min(20, "Message must be at least 20 characters").max(5000),
  category: z.enum(SUPPORT_CATEGORIES, { errorMap: () => ({ message: "Please select a category" }) }),
});
export type ContactMessage = z.infer<typeof contactSchema>;
