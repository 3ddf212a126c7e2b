import type { Descriptor } from "~/lib/i18n/descriptor";
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";
import { bool, email, id, optionalEmail, optionalHttpUrl, optionalInt, optionalText, pageParam, text } from "./fields";
import { EMPLOYMENT_TYPES, type EmploymentType } from "./jobs-display";

export {
  DEFAULT_JOB_DISTANCE,
  EMPLOYMENT_TYPES,
  formatMiles,
  JOB_DISTANCES,
  JOB_POSTED_WITHIN,
  JOB_REMOTE_CHOICES,
  jobAgeLabel,
  type EmploymentType,
} from "./jobs-display";

// Jobs rules that run anywhere: age labels (part 1 §9), the list's filter choices, employment types, and the
// local employers' posting tiers (their prices live in app/lib/prices.ts).

export const EXPERIENCE_LEVELS = ["Entry level", "Mid level", "Senior level"] as const;

/** One of our employment types for what a job board wrote ("FULL_TIME", "full time", "Contractor"), or null. */
export function normaliseEmploymentType(raw: string | null | undefined): EmploymentType | null {
  const s = (raw ?? "").toLowerCase();
  if (!s) return null;
  if (/full[\s_-]?time/.test(s)) return "Full-time";
  if (/part[\s_-]?time/.test(s)) return "Part-time";
  if (/intern/.test(s)) return "Internship";
  if (/temp|seasonal/.test(s)) return "Temporary";
  if (/contract|freelance/.test(s)) return "Contract";
  return null;
}

/** schema.org's JobPosting employmentType values. */
export function schemaEmploymentType(type: string | null | undefined): string | undefined {
  const map: Record<EmploymentType, string> = {
    "Full-time": "FULL_TIME",
    "Part-time": "PART_TIME",
    Contract: "CONTRACTOR",
    Temporary: "TEMPORARY",
    Internship: "INTERN",
  };
  const t = normaliseEmploymentType(type);
  return t ? map[t] : undefined;
}

export const JOBS_PAGE_SIZE = 12;
/** Home: 15 fetched, 6 shown (part 1 §9); the API never gives more than 15. */
export const FEATURED_JOBS_LIMIT = 15;

export const APPLICATION_STATUSES = ["applied", "interviewing", "offer", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Each status's name on the member's own list (/account/jobs) and in its toast. */
export const APPLICATION_STATUS_NAMES = {
  applied: /*i18n*/ { id: "account.app_applied", message: "Applied" },
  interviewing: /*i18n*/ { id: "account.app_interviewing", message: "Interviewing" },
  offer: /*i18n*/ { id: "account.app_offer", message: "Offer" },
  rejected: /*i18n*/ { id: "account.app_rejected", message: "Rejected" },
  withdrawn: /*i18n*/ { id: "account.app_withdrawn", message: "Withdrawn" },
} as const satisfies Record<ApplicationStatus, Descriptor<"account">>;

/** The list's filters as query parameters (the /jobs GET form and `GET /api/jobs` read the same ones). */
export const jobFiltersSchema = z.object({
  q: optionalText(100),
  category: z.preprocess(
    (v) => (v === "" ? undefined : v),
    id(rule(/*i18n*/ { id: "validation.Unknown category", message: "Unknown category" })).optional(),
  ),
  type: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(EMPLOYMENT_TYPES, { message: rule(/*i18n*/ { id: "validation.Unknown employment type", message: "Unknown employment type" }) }).optional(),
  ),
  remote: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(["only", "onsite"], {
        message: rule(/*i18n*/ { id: "validation.Remote must be only or onsite", message: "Remote must be only or onsite" }),
      })
      .optional(),
  ),
  distance: z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : Number(v)),
    z
      .union([z.literal(5), z.literal(10), z.literal(25)], {
        message: rule(/*i18n*/ { id: "validation.Distance must be 5, 10 or 25", message: "Distance must be 5, 10 or 25" }),
      })
      .optional(),
  ),
  posted: z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : Number(v)),
    z
      .union([z.literal(1), z.literal(3), z.literal(7), z.literal(14), z.literal(30)], {
        message: rule(
          /*i18n*/ { id: "validation.Posted within must be 1, 3, 7, 14 or 30 days", message: "Posted within must be 1, 3, 7, 14 or 30 days" },
        ),
      })
      .optional(),
  ),
  page: z.preprocess((v) => (v === undefined ? undefined : String(v)), z.string().optional()).transform((v) => pageParam(v)),
});
export type JobFilterValues = z.output<typeof jobFiltersSchema>;

/** The page's reading of the filters: a value that does not fit is dropped, never an error page. */
export function readJobFilters(params: URLSearchParams): JobFilterValues {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(jobFiltersSchema.shape)) {
    const parsed = (schema as z.ZodTypeAny).safeParse(params.get(key) ?? undefined);
    out[key] = parsed.success ? parsed.data : key === "page" ? 1 : key === "q" ? null : undefined;
  }
  return out as JobFilterValues;
}

/** The local employer's posting form: part 2 §3's insert shape for local_jobs, server-managed fields left out. */
export const localJobSchema = z
  .object({
    title: text(200, { required: rule(/*i18n*/ { id: "validation.Job title is required", message: "Job title is required" }) }),
    company: text(200, { required: rule(/*i18n*/ { id: "validation.Company name is required", message: "Company name is required" }) }),
    description: text(10_000, {
      required: rule(/*i18n*/ { id: "validation.Description is required", message: "Description is required" }),
      min: 20,
      tooShort: rule(/*i18n*/ { id: "validation.Description must be at least 20 characters", message: "Description must be at least 20 characters" }),
      multiline: true,
    }),
    employmentType: z.enum(EMPLOYMENT_TYPES, {
      errorMap: () => ({ message: rule(/*i18n*/ { id: "validation.Employment type is required", message: "Employment type is required" }) }),
    }),
    experienceLevel: z
      .preprocess(
        (v) => (v === "" ? undefined : v),
        z
          .enum(EXPERIENCE_LEVELS, { message: rule(/*i18n*/ { id: "validation.Unknown experience level", message: "Unknown experience level" }) })
          .optional(),
      )
      .transform((v) => v ?? null),
    categoryId: optionalInt(1, Number.MAX_SAFE_INTEGER, rule(/*i18n*/ { id: "validation.Unknown category", message: "Unknown category" })),
    location: text(200, { required: rule(/*i18n*/ { id: "validation.Location is required", message: "Location is required" }) }),
    address: optionalText(300),
    salary: optionalText(100),
    skills: optionalText(500).transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 20)
        .map((s) => s.slice(0, 50)),
    ),
    requirements: optionalText(5000, undefined, { multiline: true }),
    benefits: optionalText(5000, undefined, { multiline: true }),
    website: optionalHttpUrl(rule(/*i18n*/ { id: "validation.Please enter a valid website URL", message: "Please enter a valid website URL" })),
    companyLogo: optionalHttpUrl(rule(/*i18n*/ { id: "validation.Please enter a valid logo URL", message: "Please enter a valid logo URL" })),
    applyUrl: optionalHttpUrl(
      rule(/*i18n*/ { id: "validation.Please enter a valid application URL", message: "Please enter a valid application URL" }),
    ),
    applyEmail: optionalEmail(),
    applyPhone: optionalText(30),
    contactName: optionalText(100),
    contactEmail: email(rule(/*i18n*/ { id: "validation.Contact email is required", message: "Contact email is required" })),
    contactPhone: optionalText(30),
    pricingTier: z.enum(["basic", "featured"], {
      errorMap: () => ({ message: rule(/*i18n*/ { id: "validation.Please choose a listing tier", message: "Please choose a listing tier" }) }),
    }),
    includeInNewsletter: bool(),
    enablePushNotifications: bool(),
    enableSocialMediaPost: bool(),
  })
  .refine((v) => v.applyUrl || v.applyEmail || v.applyPhone, {
    message: rule(/*i18n*/ { id: "validation.Give an application link, email or phone", message: "Give an application link, email or phone" }),
    path: ["applyUrl"],
  });
