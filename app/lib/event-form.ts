// The event form's rules, shared by /events/create and /events/{id}/edit (browser and server): one schema.
import { z } from "zod";
import { townLocalToDate } from "~/lib/dates";
import { checkEventDates, EVENT_MESSAGES as M, EVENT_TIER_KEYS } from "~/lib/event-rules";
import { breaksOneLine, CONTROL_CHAR_MESSAGE, hasControlChars, isHttpUrl, ONE_LINE_MESSAGE } from "~/lib/fields";

const townDateTime = (requiredMessage?: string) =>
  z
    .string(requiredMessage ? { required_error: requiredMessage } : {})
    .transform((value, ctx) => {
      const date = townLocalToDate(value);
      if (!date) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: requiredMessage ? M.startInvalid : M.endInvalid });
        return z.NEVER;
      }
      return date;
    });

const optionalUrl = z.string().trim().max(2000, M.url).refine(isHttpUrl, M.url).optional();
/**
 * Text without control characters (NUL would cut the stored text short); one line unless `multiline`: a title with
 * CR/LF would add lines to the event's calendar file.
 */
const plain = (max: number, messages: { required?: string; tooLong?: string; multiline?: boolean } = {}) =>
  z
    .string(messages.required ? { required_error: messages.required } : {})
    .trim()
    .min(messages.required ? 1 : 0, messages.required)
    .max(max, messages.tooLong)
    .refine(
      (v) => (messages.multiline ? !hasControlChars(v) : !breaksOneLine(v)),
      messages.multiline ? CONTROL_CHAR_MESSAGE : ONE_LINE_MESSAGE,
    );

/** The form's schema; `now` bounds the start (six months ahead), from the request clock on the server. */
export function eventFormSchema(now: Date) {
  return z
    .object({
      tier: z.enum(EVENT_TIER_KEYS).default("standard"),
      title: plain(255, { required: M.titleRequired, tooLong: M.titleTooLong }),
      description: plain(10_000, { multiline: true }).optional(),
      categoryId: z.number().int().positive().max(1_000_000).optional(),
      startDate: townDateTime(M.startRequired),
      endDate: townDateTime().optional(),
      location: plain(255, { required: M.locationRequired }),
      address: plain(500).optional(),
      imageUrl: optionalUrl,
      imageAlt: plain(300).optional(),
      price: z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/, M.price).optional(),
      websiteUrl: optionalUrl,
      contactEmail: z.string().trim().email(M.email).max(255).optional(),
      contactPhone: plain(20).optional(),
      registrationRequired: z.boolean().default(false),
      registrationUrl: optionalUrl,
      tags: plain(1000).optional(),
      maxAttendees: z.number().int().positive().max(1_000_000).optional(),
      organizerName: plain(255).optional(),
      organizerContact: plain(255).optional(),
    })
    .superRefine((v, ctx) => {
      // A start that failed to parse has already been reported.
      if (!(v.startDate instanceof Date) || (v.endDate !== undefined && !(v.endDate instanceof Date))) return;
      for (const [path, messages] of Object.entries(checkEventDates(v.startDate, v.endDate, now))) {
        for (const message of messages) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      }
    });
}


export type EventFormSchema = ReturnType<typeof eventFormSchema>;
export type EventFormInput = z.input<EventFormSchema>;
export type EventFormOutput = z.output<EventFormSchema>;
