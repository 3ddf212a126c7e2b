// The forms of /admin/jobs, shared by the action (parseWithZod) and the page (useForm constraints).
import { bool, httpUrl, id, optionalInt, text } from "~/lib/fields";
import { rule } from "~/lib/i18n/rule";
import { JOB_SOURCE_KINDS } from "~/lib/vocabulary";
import { z } from "~/lib/zod";

const reference = text(500, {
  required: rule(/*i18n*/ { id: "validation.Board token, company or feed URL is required", message: "Board token, company or feed URL is required" }),
});
export const addSourceSchema = z.object({
  intent: z.literal("add-source"),
  name: text(100, { required: rule(/*i18n*/ { id: "validation.Source name is required", message: "Source name is required" }) }),
  kind: z.enum(JOB_SOURCE_KINDS, { message: rule(/*i18n*/ { id: "validation.Unknown source kind", message: "Unknown source kind" }) }),
  reference,
  categoryId: optionalInt(1, Number.MAX_SAFE_INTEGER, rule(/*i18n*/ { id: "validation.Unknown category", message: "Unknown category" })),
});
export const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), localJobId: id() }),
  z.object({
    intent: z.literal("reject"),
    localJobId: id(),
    reason: text(500, {
      required: rule(/*i18n*/ { id: "validation.A reason is required to reject a post", message: "A reason is required to reject a post" }),
      multiline: true,
    }),
  }),
  addSourceSchema,
  z.object({ intent: z.literal("toggle-source"), sourceId: id(), isActive: bool() }),
  z.object({ intent: z.literal("remove-source"), sourceId: id() }),
  z.object({ intent: z.literal("preview") }),
  z.object({ intent: z.literal("import") }),
]);

/** A feed source must be an http(s) URL; boards and companies are slugs. */
export const referenceRules = {
  rss: httpUrl(rule(/*i18n*/ { id: "validation.Please enter a valid feed URL", message: "Please enter a valid feed URL" })),
  greenhouse: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Board token: letters, digits, - and _"),
  lever: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "Company: letters, digits, - and _"),
};
