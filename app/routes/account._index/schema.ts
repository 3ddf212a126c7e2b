// The forms of /account: the profile (conform, checked in the browser too) and the other intents' fields.
import { bool, id, optionalHttpUrl, optionalText, text } from "~/lib/fields";
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";

export const profileSchema = z.object({
  firstName: text(100, { required: rule(/*i18n*/ { id: "validation.First name is required", message: "First name is required" }) }),
  lastName: optionalText(100),
  profileImageUrl: optionalHttpUrl("Please enter a valid image URL"),
});

export const intentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mail"), expiryReminder: bool(), eventReminder: bool() }),
  z.object({ intent: z.literal("cancel-event"), eventId: id() }),
  z.object({ intent: z.literal("delete"), confirm: z.string().max(20) }),
]);

/** "Weather warnings" by mail: on or off for the member's own address (issue 42). */
export const warningsMailSchema = z.object({ intent: z.literal("warnings-mail"), byMail: z.enum(["on", "off"]) });
