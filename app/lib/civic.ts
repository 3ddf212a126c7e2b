// Schools and government contacts: the admin form schemas, key-date lines, the contact order and the stats row.
// Pure, so the same rules run in the admin forms (both sides) and in the public pages.
import { formatInTown, formatRangeInTown } from "~/lib/dates";
import { rule } from "~/lib/i18n/rule";
import { SCHOOL_TYPES, SERVICE_PRIORITIES, SERVICE_TYPES, type SchoolType, type ServicePriority, type KeyDate } from "~/lib/vocabulary";
import { z } from "~/lib/zod";
import { id, isDateInWindow, isRealCalendarDate, optionalHttpUrl, optionalInt, optionalText, text } from "./fields";

export const SCHOOL_TYPE_LABELS: Record<SchoolType, string> = {
  admin: "Administration",
  high: "High School",
  middle: "Middle School",
  elementary: "Elementary",
};

export const SERVICE_TYPE_LABELS: Record<(typeof SERVICE_TYPES)[number], string> = {
  police: "Police",
  fire: "Fire",
  medical: "Medical",
  utility: "Utilities",
  city: "City & County",
  other: "Other",
};

// Digits, spaces, dashes, dots, parentheses and a leading +: what a phone number is typed with.
const PHONE = /^\+?[\d\s().-]{3,20}$/;
const requiredPhone = z
  .string({ required_error: rule(/*i18n*/ { id: "validation.Phone is required", message: "Phone is required" }) })
  .trim()
  .min(1, rule(/*i18n*/ { id: "validation.Phone is required", message: "Phone is required" }))
  .regex(PHONE, rule(/*i18n*/ { id: "validation.Please enter a valid phone number", message: "Please enter a valid phone number" }));
const optionalPhone = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null)
  .refine(
    (v) => v === null || PHONE.test(v),
    rule(/*i18n*/ { id: "validation.Please enter a valid phone number", message: "Please enter a valid phone number" }),
  );

/** Key-date lines ('Fall Break: 2024-10-14 to 2024-10-18') to records; null when a line does not read. */
export function parseKeyDates(input: string): KeyDate[] | null {
  const out: KeyDate[] = [];
  for (const raw of input.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const [, label, start, end] = /^(.{1,60}?)\s*:\s*(\d{4}-\d{2}-\d{2})(?:\s*(?:to|–|-)\s*(\d{4}-\d{2}-\d{2}))?$/.exec(line) ?? [];
    const real = (day: string) => isRealCalendarDate(day) && isDateInWindow(new Date(`${day}T12:00:00Z`));
    if (!label || !start || !real(start) || (end && (!real(end) || end < start))) return null;
    out.push(end ? { label, start, end } : { label, start });
  }
  return out;
}

export function keyDatesToText(dates: KeyDate[]): string {
  return dates.map((d) => `${d.label}: ${d.start}${d.end ? ` to ${d.end}` : ""}`).join("\n");
}

export const districtFormSchema = z.object({
  name: text(120, { required: rule(/*i18n*/ { id: "validation.District name is required", message: "District name is required" }) }),
  website: optionalHttpUrl(
    rule(/*i18n*/ { id: "validation.Please enter a valid website URL (http or https)", message: "Please enter a valid website URL (http or https)" }),
  ),
  phone: optionalPhone,
  schoolYear: z
    .string({ required_error: rule(/*i18n*/ { id: "validation.School year is required", message: "School year is required" }) })
    .trim()
    .regex(/^\d{4}-\d{4}$/, rule(/*i18n*/ { id: "validation.School year looks like 2024-2025", message: "School year looks like 2024-2025" })),
  keyDates: z
    .string()
    .max(2000)
    .default("")
    .transform((v, ctx) => {
      const dates = parseKeyDates(v);
      if (dates === null || dates.length > 20) {
        ctx.addIssue({
          code: "custom",
          message: rule(
            /*i18n*/ {
              id: "validation.Key dates: One per line: Label: YYYY-MM-DD, or Label: YYYY-MM-DD to YYYY-MM-DD",
              message: "Key dates: One per line: Label: YYYY-MM-DD, or Label: YYYY-MM-DD to YYYY-MM-DD",
            },
          ),
        });
        return z.NEVER;
      }
      return dates;
    }),
});

const programs = z
  .string()
  .max(1000)
  .default("")
  .transform((v) =>
    v
      .split(/[\n,]/)
      .map((p) => p.trim())
      .filter(Boolean)
      .slice(0, 20),
  )
  .refine((list) => list.every((p) => p.length <= 60), "Each program has at most 60 characters");

export const schoolFormSchema = z.object({
  name: text(120, { required: rule(/*i18n*/ { id: "validation.School name is required", message: "School name is required" }) }),
  districtId: id(rule(/*i18n*/ { id: "validation.Choose a district", message: "Choose a district" })),
  type: z.enum(SCHOOL_TYPES, { message: rule(/*i18n*/ { id: "validation.Choose a type", message: "Choose a type" }) }),
  grades: optionalText(20),
  address: optionalText(200),
  phone: optionalPhone,
  website: optionalHttpUrl(
    rule(/*i18n*/ { id: "validation.Please enter a valid website URL (http or https)", message: "Please enter a valid website URL (http or https)" }),
  ),
  enrollment: optionalInt(
    0,
    100_000,
    rule(/*i18n*/ { id: "validation.Enrollment is a whole number up to 100,000", message: "Enrollment is a whole number up to 100,000" }),
  ),
  programs,
});

export const serviceContactFormSchema = z.object({
  name: text(120, { required: rule(/*i18n*/ { id: "validation.Name is required", message: "Name is required" }) }),
  type: z.enum(SERVICE_TYPES, { message: rule(/*i18n*/ { id: "validation.Choose a type", message: "Choose a type" }) }),
  priority: z.enum(SERVICE_PRIORITIES, { message: rule(/*i18n*/ { id: "validation.Choose a priority", message: "Choose a priority" }) }),
  phone: requiredPhone,
  emergencyPhone: optionalPhone,
  address: optionalText(200),
  hours: optionalText(120),
  website: optionalHttpUrl(
    rule(/*i18n*/ { id: "validation.Please enter a valid website URL (http or https)", message: "Please enter a valid website URL (http or https)" }),
  ),
  description: optionalText(500, undefined, { multiline: true }),
});

/** Row actions shared by the three admin lists. */
export const rowActionSchema = z.object({
  intent: z.enum(["hide", "show", "up", "down", "verify"]),
  id: id(),
});

const PRIORITY_RANK: Record<ServicePriority, number> = { emergency: 0, urgent: 1, normal: 2 };

/** Emergency, then urgent, then normal; 911 first of all; then the admins' order. */
export function compareServiceContacts(
  a: { priority: ServicePriority; phone: string; sortOrder: number; id: number },
  b: { priority: ServicePriority; phone: string; sortOrder: number; id: number },
): number {
  const is911 = (c: { phone: string }) => (c.phone.replace(/\D/g, "") === "911" ? 0 : 1);
  return is911(a) - is911(b) || PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] || a.sortOrder - b.sortOrder || a.id - b.id;
}

/** 8 → '8+', 8214 → '8K+': the stats row's form ("3 districts, 8+ schools, 8K+ students"). */
export function atLeast(n: number): string {
  if (n >= 1000) return `${Math.floor(n / 1000)}K+`;
  return `${n}+`;
}

/** The stats row; `districtCount` picks the label's plural ("1 District"); the "N+" counts read as plurals. */
export function schoolStats(districts: number, schools: { type: SchoolType; enrollment: number | null }[]) {
  const teaching = schools.filter((s) => s.type !== "admin");
  const students = teaching.reduce((sum, s) => sum + (s.enrollment ?? 0), 0);
  return { districts: String(districts), districtCount: districts, schools: atLeast(teaching.length), students: atLeast(students) };
}

const dayParts = (iso: string) => iso.split("-").map(Number) as [number, number, number];
/** A calendar day's noon UTC: the same day in the town (UTC−5/−4), so lib/dates.ts says the day it names. */
const noonOf = (iso: string) => {
  const [y, m, d] = dayParts(iso);
  return new Date(Date.UTC(y, m - 1, d, 12));
};

/** A key date or range as a reader says it: 'Jul 31, 2024', 'Oct 14 – 18, 2024', 'Dec 23, 2024 – Jan 3, 2025'. */
export function formatKeyDate(k: { start: string; end?: string }): string {
  return formatKeyDateIn("en", k);
}

/** A key date or range in the reader's language (lib/dates.ts's `date` style; "14–18 oct 2024" in Spanish). */
export function formatKeyDateIn(lang: "en" | "es" | "pseudo", k: { start: string; end?: string }): string {
  const say = lang === "es" ? "es" : "en";
  const text =
    k.end && k.end !== k.start ? formatRangeInTown(say, noonOf(k.start), noonOf(k.end), "date") : formatInTown(say, noonOf(k.start), "date");
  // ICU builds differ in the spaces around a range's dash (thin or plain): the server's and the browser's must match
  // for hydration, so every space is a plain one.
  return text.replace(/[\u2009\u202f\u00a0]/g, " ");
}
