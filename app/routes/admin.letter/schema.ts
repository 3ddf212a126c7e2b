// The forms of /admin/letter (issue 42): every intent of the page, one schema for the action.
import { LETTER_TOPICS } from "~/lib/letter";
import { EDITOR_NOTE_MAX } from "~/lib/letter-note";
import { z } from "~/lib/zod";

/** An item of the letter by its link: /news/5, /jobs/indeed-42 (lib/letter.ts letterItemPath). */
const itemUrl = z
  .string()
  .trim()
  .max(300)
  .regex(new RegExp(`^/(${LETTER_TOPICS.join("|")})/[^/?#\\s]+$`));

export const letterActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send-test") }),
  z.object({ intent: z.literal("send-now") }),
  z.object({ intent: z.literal("skip"), skip: z.enum(["1", "0"]) }),
  z.object({ intent: z.literal("note"), note: z.string().max(EDITOR_NOTE_MAX).default("") }),
  z.object({ intent: z.literal("drop"), url: itemUrl }),
  z.object({ intent: z.literal("restore"), url: itemUrl }),
  z.object({ intent: z.literal("pin"), url: itemUrl }),
  z.object({ intent: z.literal("unpin") }),
]);
export type LetterAction = z.infer<typeof letterActionSchema>;
