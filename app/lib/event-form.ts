// The event form's rules, shared by /events/create and /events/{id}/edit (browser and server): one schema.
import { isRealCalendarDate } from "~/lib/date-window";
import { townLocalToDate } from "~/lib/dates";
import { checkEventDates, EVENT_MESSAGES as M, EVENT_TIER_KEYS } from "~/lib/event-rules";
import { breaksOneLine, CONTROL_CHAR_MESSAGE, hasControlChars, isHttpUrl, ONE_LINE_MESSAGE } from "~/lib/fields";
import { rule } from "~/lib/i18n/rule";
import { CUSTOM_UNITS, MONTH_WEEKS, REPEAT_KINDS, SERIES_MAX_COUNT, SERIES_MAX_DAYS, SERIES_MESSAGES, WEEKDAY_CODES } from "~/lib/recurrence";
import { z } from "~/lib/zod";

const townDateTime = (requiredMessage?: string) =>
  z.string(requiredMessage ? { required_error: requiredMessage } : {}).transform((value, ctx) => {
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
    .max(
      max,
      messages.tooLong ??
        rule(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max }),
    )
    .refine((v) => (messages.multiline ? !hasControlChars(v) : !breaksOneLine(v)), messages.multiline ? CONTROL_CHAR_MESSAGE : ONE_LINE_MESSAGE);

/** The form's schema; `now` bounds the start (six months ahead; not before now when `refusePast`, as on create), from the request clock on the server. */
export function eventFormSchema(now: Date, options: { refusePast?: boolean } = {}) {
  return z
    .object({
      tier: z.enum(EVENT_TIER_KEYS, { errorMap: () => ({ message: M.tier }) }).default("standard"),
      title: plain(255, { required: M.titleRequired, tooLong: M.titleTooLong }),
      description: plain(10_000, { multiline: true }).optional(),
      categoryId: z.number().int().positive().max(1_000_000).optional(),
      startDate: townDateTime(M.startRequired),
      endDate: townDateTime().optional(),
      location: plain(255, { required: M.locationRequired }),
      address: plain(500).optional(),
      imageUrl: optionalUrl,
      imageAlt: plain(300).optional(),
      price: z
        .string()
        .trim()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, M.price)
        .optional(),
      websiteUrl: optionalUrl,
      contactEmail: z.string().trim().email(M.email).max(255).optional(),
      contactPhone: plain(20).optional(),
      registrationRequired: z.boolean().default(false),
      registrationUrl: optionalUrl,
      tags: plain(1000).optional(),
      maxAttendees: z.number().int().positive().max(1_000_000).optional(),
      organizerName: plain(255).optional(),
      organizerContact: plain(255).optional(),
      // "Repeats" (issue 33 §3): plain fields, a select, radios and checkboxes, so it works without JavaScript.
      repeats: z.enum(REPEAT_KINDS).default("none"),
      weekdays: z.array(z.enum(WEEKDAY_CODES)).max(7).optional(),
      monthlyBy: z.enum(["day", "weekday"]).default("day"),
      monthDay: z.number().int().min(1).max(31).optional(),
      monthWeek: z.enum(MONTH_WEEKS).optional(),
      monthWeekday: z.enum(WEEKDAY_CODES).optional(),
      interval: z.number().int().min(1).max(99).optional(),
      customUnit: z.enum(CUSTOM_UNITS).default("week"),
      ends: z.enum(["count", "until"]).default("count"),
      count: z
        .number({ invalid_type_error: SERIES_MESSAGES.count })
        .int(SERIES_MESSAGES.count)
        .min(1, SERIES_MESSAGES.count)
        .max(SERIES_MAX_COUNT, SERIES_MESSAGES.count)
        .optional(),
      until: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, SERIES_MESSAGES.until)
        .optional(),
      // On a date of a series: whether the change is for this date alone or this and the following ones.
      scope: z.enum(["this", "following"]).default("this"),
    })
    .superRefine((v, ctx) => {
      // A start that failed to parse has already been reported.
      if (!(v.startDate instanceof Date) || (v.endDate !== undefined && !(v.endDate instanceof Date))) return;
      for (const [path, messages] of Object.entries(checkEventDates(v.startDate, v.endDate, now, options))) {
        for (const message of messages) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      }
      if (v.repeats === "none") return;
      if (v.repeats === "weekly" && v.weekdays !== undefined && v.weekdays.length === 0) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["weekdays"], message: SERIES_MESSAGES.weekdays });
      }
      if (v.ends === "count" && v.count === undefined) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["count"], message: SERIES_MESSAGES.count });
      if (v.ends === "until") {
        // Date.parse rolls 30 February into March: only a real calendar day is an end date.
        const last = v.until && isRealCalendarDate(v.until) ? Date.parse(`${v.until}T23:59:59Z`) : NaN;
        const first = v.startDate.getTime();
        if (!(last >= first && last <= first + SERIES_MAX_DAYS * 86_400_000)) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["until"], message: SERIES_MESSAGES.until });
        }
      }
    });
}

export type EventFormSchema = ReturnType<typeof eventFormSchema>;
export type EventFormInput = z.input<EventFormSchema>;
export type EventFormOutput = z.output<EventFormSchema>;
