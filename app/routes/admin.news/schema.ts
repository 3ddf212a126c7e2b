// The forms of /admin/news, shared by the action (parseWithZod) and the page (useForm constraints).
import { httpUrl, id, optionalText, text } from "~/lib/fields";
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";

const articleId = id(rule(/*i18n*/ { id: "validation.Invalid article id", message: "Invalid article id" }));

export const addFeedSchema = z.object({
  intent: z.literal("add-feed"),
  name: text(100, { required: rule(/*i18n*/ { id: "validation.Feed name is required", message: "Feed name is required" }) }),
  url: httpUrl(rule(/*i18n*/ { id: "validation.Please enter a valid feed URL", message: "Please enter a valid feed URL" })),
  category: optionalText(50),
});

/** Approve and reject: moderators may post these; every other intent is the admin's. */
export const REVIEW_INTENTS = new Set(["approve", "reject"]);

export const actionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("approve"), articleId }),
    z.object({
      intent: z.literal("reject"),
      articleId,
      reason: text(500, { required: rule(/*i18n*/ { id: "validation.Please give a reason", message: "Please give a reason" }), multiline: true }),
    }),
    z.object({ intent: z.literal("unpublish"), articleId }),
    z.object({ intent: z.literal("publish"), articleId }),
    z.object({ intent: z.literal("feature"), articleId }),
    z.object({ intent: z.literal("unfeature"), articleId }),
    z.object({
      intent: z.literal("delete"),
      articleId,
      confirm: z.literal("yes", {
        errorMap: () => ({ message: rule(/*i18n*/ { id: "validation.Please confirm the deletion", message: "Please confirm the deletion" }) }),
      }),
    }),
    addFeedSchema,
    z.object({ intent: z.literal("remove-feed"), feedId: id(rule(/*i18n*/ { id: "validation.Invalid feed id", message: "Invalid feed id" })) }),
    z.object({ intent: z.literal("import") }),
  ],
  { errorMap: (issue, ctx) => ({ message: issue.code === "invalid_union_discriminator" ? "Unknown action" : ctx.defaultError }) },
);
