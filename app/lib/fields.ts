// The one set of zod field helpers for every form and /api schema (pure: runs in the browser and the worker).
// Every value from outside is bounded here before it can reach the database: text without control characters,
// http(s)-only URLs, safe bounded integers, dates inside a sane window, strict booleans.
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";
import { DATE_WINDOW, isDateInWindow, isRealCalendarDate } from "./date-window";

export { pageParam, parseId } from "./params";

/** Control characters other than tab, newline and carriage return (NUL among them). */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHAR_MESSAGE = rule(
  /*i18n*/ { id: "validation.Please remove invisible control characters", message: "Please remove invisible control characters" },
);

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/** Every control character, tab, CR and LF included: a one-line field (title, name, subject) refuses all of them. */
// eslint-disable-next-line no-control-regex
const ONE_LINE_CONTROL_CHARS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;
export const ONE_LINE_MESSAGE = rule(
  /*i18n*/ {
    id: "validation.Please keep this to one line, without line breaks or tabs",
    message: "Please keep this to one line, without line breaks or tabs",
  },
);

/** True when a one-line value holds a line break, a tab or another control character. */
export function breaksOneLine(value: string): boolean {
  return ONE_LINE_CONTROL_CHARS.test(value);
}

/** Text rules for a one-line field (the default) or a multi-line one (descriptions, messages: a textarea). */
type TextShape = { multiline?: boolean };
const refuseControls = (schema: z.ZodString, { multiline = false }: TextShape) =>
  multiline ? schema.refine((v) => !hasControlChars(v), CONTROL_CHAR_MESSAGE) : schema.refine((v) => !breaksOneLine(v), ONE_LINE_MESSAGE);

/** A form sends "" for an empty field; JSON may send null or omit it. All three mean "no value". */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * Required text, trimmed, 1..max characters (or min..max), refusing control characters. One line unless
 * `multiline` (a textarea): a title, name or subject with CR/LF could add lines to a calendar file or a mail header.
 */
export function text(max: number, options: TextShape & { min?: number; required?: string; tooShort?: string; tooLong?: string } = {}) {
  const required = options.required ?? rule(/*i18n*/ { id: "validation.This field is required", message: "This field is required" });
  const min = options.min ?? 1;
  const base = z.string({ required_error: required, invalid_type_error: required }).trim().min(1, required);
  // One message for an empty value: the second minimum only applies beyond one character.
  return refuseControls(
    (min > 1 ? base.min(min, options.tooShort ?? required) : base).max(
      max,
      options.tooLong ?? rule(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max }),
    ),
    options,
  );
}

/** Optional text: "" / null / missing become null; otherwise trimmed, at most max characters, no control chars (one line unless `multiline`). */
export function optionalText(max: number, tooLong?: string, shape: TextShape = {}) {
  return z
    .preprocess(
      blankToUndefined,
      refuseControls(
        z
          .string({ invalid_type_error: rule(/*i18n*/ { id: "validation.Please enter text", message: "Please enter text" }) })
          .trim()
          .max(
            max,
            tooLong ?? rule(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max }),
          ),
        shape,
      ).optional(),
    )
    .transform((v) => (v ? v : null));
}

/** True for an absolute http: or https: URL (never javascript:, data:, file: …). Use on output too. */
export function isHttpUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** A path on this site ("/media/…", "/art/…"), never "//host" or "/\\host". */
export function isSitePath(value: string | null | undefined): value is string {
  return typeof value === "string" && /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** The URL when it is http(s) or a path on this site, otherwise null: for rendering stored links and pictures. */
export function safeHref(value: string | null | undefined): string | null {
  // The path test first: a site path ("/art/…", most stored pictures) made `new URL` throw, and a throw costs.
  return isSitePath(value) || isHttpUrl(value) ? value : null;
}

/** A required http(s) URL of at most 2000 characters. */
export function httpUrl(message = "Please enter a valid URL") {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(2000, message)
    .refine((v) => isHttpUrl(v), message);
}

/** An optional http(s) URL: "" / null / missing become null. */
export function optionalHttpUrl(message = "Please enter a valid URL") {
  return z.preprocess(blankToUndefined, httpUrl(message).optional()).transform((v) => (v ? v : null));
}

/** A website as a person types it: "greenwood.example" gets https:// added (part 1 §3); then an http(s) URL. */
export function withScheme(value: string): string {
  const v = value.trim();
  return v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v;
}

/** An optional website: "" / null / missing become null; text without a scheme gets https:// added. */
export function optionalWebsite(message = "Please enter a valid URL") {
  return z.preprocess((v) => (typeof v === "string" ? withScheme(v) : v), optionalHttpUrl(message));
}

/** An optional e-mail address: "" / null / missing become null. */
export function optionalEmail(message = "Please enter a valid email address") {
  return z
    .preprocess(blankToUndefined, z.string({ invalid_type_error: message }).trim().max(254, message).email(message).optional())
    .transform((v) => (v ? v.toLowerCase() : null));
}

/** A required e-mail address. */
export function email(message = "Please enter a valid email address") {
  return z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .max(254, message)
    .email(message)
    .transform((v) => v.toLowerCase());
}

/**
 * A safe integer in [min, max], from a number or its decimal text (forms). Booleans, floats, exponents, hex and
 * anything outside the range are refused, so nothing unbounded reaches the database.
 */
export function boundedInt(
  min: number,
  max: number,
  message = rule(
    /*i18n*/ { id: "validation.Please enter a whole number from {min} to {max}", message: "Please enter a whole number from {min} to {max}" },
    { min, max },
  ),
) {
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max)) throw new Error("bounds must be safe integers");
  return z.preprocess(
    (v) => (typeof v === "string" && /^\s*-?\d{1,16}\s*$/.test(v) ? Number(v.trim()) : v),
    z.number({ required_error: message, invalid_type_error: message }).int(message).min(min, message).max(max, message),
  );
}

/** An optional bounded integer: "" / null / missing become null. */
export function optionalInt(min: number, max: number, message?: string) {
  return z.preprocess(blankToUndefined, boundedInt(min, max, message).optional()).transform((v) => v ?? null);
}

/** A positive safe integer id (route params, form ids, JSON ids). */
export function id(message = rule(/*i18n*/ { id: "validation.Invalid id", message: "Invalid id" })) {
  return boundedInt(1, Number.MAX_SAFE_INTEGER, message);
}

/** Money as a decimal string ("12.50") between min and max dollars; returns cents. */
export function money(options: { min?: number; max?: number; message?: string } = {}) {
  const { min = 0, max = 100_000, message = "Please enter a price like 12.50" } = options;
  return z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z
      .string({ required_error: message, invalid_type_error: message })
      .trim()
      .regex(/^\d{1,7}(\.\d{1,2})?$/, message)
      .transform((v) => Math.round(Number(v) * 100))
      .refine((cents) => cents >= min * 100 && cents <= max * 100, message),
  );
}

/** Optional money: "" / null / missing become null; otherwise cents. */
export function optionalMoney(options: { min?: number; max?: number; message?: string } = {}) {
  return z.preprocess(blankToUndefined, money(options).optional()).transform((v) => v ?? null);
}

/** A strict boolean: true/false, or a form's "on"/"true"/"false"/"1"/"0". Anything else is refused. */
export function bool(message = rule(/*i18n*/ { id: "validation.Please choose yes or no", message: "Please choose yes or no" })) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === "") return false;
      if (typeof v === "boolean") return v;
      if (v === "on" || v === "true" || v === "1") return true;
      if (v === "false" || v === "0" || v === "off") return false;
      return v;
    },
    z.boolean({ invalid_type_error: message }),
  );
}

/** A date (Date, ISO text or ms number) that is a real calendar date inside DATE_WINDOW. */
export function boundedDate(message = "Please enter a valid date", required = message) {
  return z.preprocess(
    (v) => {
      if (v instanceof Date) return v;
      if (typeof v === "string") {
        if (!v.trim() || !isRealCalendarDate(v)) return new Date(Number.NaN);
        return new Date(v.trim());
      }
      if (typeof v === "number" && Number.isFinite(v)) return new Date(v);
      return v;
    },
    z
      // One message for every way a date can be wrong (wrong type, Invalid Date, outside the window); missing is "required".
      .date({ errorMap: (_issue, ctx) => ({ message: ctx.data === undefined ? required : message }) })
      .refine((d) => isDateInWindow(d), message),
  );
}

export { DATE_WINDOW, isDateInWindow, isRealCalendarDate };
