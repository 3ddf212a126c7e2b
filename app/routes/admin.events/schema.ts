// The forms of /admin/events, shared by the action (parseWithZod) and the page (useForm constraints).
import { dateToTownLocal, townLocalToDate } from "~/lib/dates";
import { latestAllowedStart } from "~/lib/event-rules";
import { id, optionalInt, text } from "~/lib/fields";
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";

export const addFeedSchema = z.object({
  intent: z.literal("add-feed"),
  name: text(100, { required: rule(/*i18n*/ { id: "validation.Name is required", message: "Name is required" }) }),
  url: z
    .string({ required_error: rule(/*i18n*/ { id: "validation.Feed URL is required", message: "Feed URL is required" }) })
    .trim()
    .max(2000)
    .regex(
      /^(https?|webcal):\/\/[^\s]+$/i,
      rule(/*i18n*/ { id: "validation.Please enter an http(s) or webcal URL", message: "Please enter an http(s) or webcal URL" }),
    ),
  categoryId: optionalInt(1, Number.MAX_SAFE_INTEGER),
});

export const FEATURE_UNTIL_MESSAGE = rule(
  /*i18n*/ {
    id: "validation.Please choose a date from tomorrow up to 6 months ahead",
    message: "Please choose a date from tomorrow up to 6 months ahead",
  },
);

/** The last day an event may be featured until: a date (town time, end of that day), from tomorrow to 6 months on. */
const featureUntil = (now: Date) =>
  z
    .string({ required_error: FEATURE_UNTIL_MESSAGE, invalid_type_error: FEATURE_UNTIL_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, FEATURE_UNTIL_MESSAGE)
    .transform((value, ctx) => {
      const end = townLocalToDate(`${value}T23:59`);
      const first = dateToTownLocal(now.getTime() + 86_400_000).slice(0, 10);
      const last = dateToTownLocal(latestAllowedStart(now)).slice(0, 10);
      // ISO dates compare as text; a date that does not exist (Feb 30) has no town time at all.
      if (!end || value < first || value > last) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: FEATURE_UNTIL_MESSAGE });
        return z.NEVER;
      }
      return end;
    });

/** Every intent of the page: the four moderation buttons of an event, and the feeds' add, remove and import. */
export const actionSchema = (now: Date) =>
  z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("hide"),
      eventId: id(rule(/*i18n*/ { id: "validation.Invalid event id", message: "Invalid event id" })),
      back: z.string().optional(),
    }),
    z.object({
      intent: z.literal("unhide"),
      eventId: id(rule(/*i18n*/ { id: "validation.Invalid event id", message: "Invalid event id" })),
      back: z.string().optional(),
    }),
    z.object({
      intent: z.literal("feature"),
      eventId: id(rule(/*i18n*/ { id: "validation.Invalid event id", message: "Invalid event id" })),
      until: featureUntil(now),
      back: z.string().optional(),
    }),
    z.object({
      intent: z.literal("unfeature"),
      eventId: id(rule(/*i18n*/ { id: "validation.Invalid event id", message: "Invalid event id" })),
      back: z.string().optional(),
    }),
    z.object({
      intent: z.literal("cancel"),
      eventId: id(rule(/*i18n*/ { id: "validation.Invalid event id", message: "Invalid event id" })),
      back: z.string().optional(),
    }),
    z.object({ intent: z.literal("remove-feed"), feedId: id(rule(/*i18n*/ { id: "validation.Invalid feed id", message: "Invalid feed id" })) }),
    z.object({ intent: z.literal("import") }),
    addFeedSchema,
  ]);
