// News rules shared by the forms (browser and server) and the JSON API.
import type { Descriptor } from "~/lib/i18n/descriptor";
import { rule } from "~/lib/i18n/rule";
import { z } from "~/lib/zod";
import { townLocalToDate } from "./dates";
import { bool, breaksOneLine, isDateInWindow, isRealCalendarDate, ONE_LINE_MESSAGE } from "./fields";
import { uploadIdFrom } from "./media";
import { NEWS_CATEGORIES } from "./news-categories";

export { NEWS_CATEGORIES };

/** Part 2 §5: the categories of article submission. */
export const ARTICLE_CATEGORIES = [
  "Breaking News",
  "Community",
  "Business",
  "Education",
  "Sports",
  "Entertainment",
  "Health",
  "Environment",
  "Politics",
  "Opinion",
  "Other",
] as const;

export const NEWS_PAGE_SIZE = 12;

// An http(s) URL, or one of our own uploaded pictures (/media/<id>, as an upload on the form fills it in).
const optionalUrl = (message: string) =>
  // One string rule (not a union with ""), so the form's constraint marks the field optional.
  z
    .string()
    .trim()
    .refine((u) => !u || uploadIdFrom(u) !== null || (z.string().url().safeParse(u).success && /^https?:\/\//i.test(u)), message)
    .optional()
    .transform((v) => (v ? v : undefined));

const oneLine = (schema: z.ZodString) => schema.refine((v) => !breaksOneLine(v), ONE_LINE_MESSAGE);
const optionalLine = (max: number) =>
  oneLine(
    z
      .string()
      .trim()
      .max(max, rule(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max })),
  )
    .optional()
    .transform((v) => v || undefined);

export const PUBLISHED_AT_INVALID = rule(
  /*i18n*/ { id: "validation.Please enter a real date between 2000 and 2099", message: "Please enter a real date between 2000 and 2099" },
);

/**
 * A publication date: the form's town wall-clock time ("2026-11-26T09:30") or an ISO date (JSON). A day that does
 * not exist (30 February) and a year outside 2000..2099 are refused, never rolled over or stored.
 */
export function publicationDate(raw: string): Date | null {
  if (!isRealCalendarDate(raw)) return null;
  const date = townLocalToDate(raw) ?? (/^\d{4}-\d{2}-\d{2}/.test(raw.trim()) ? new Date(raw.trim()) : null);
  return date && isDateInWindow(date) ? date : null;
}

/** /news/create and POST /api/news (part 1 §5). publishedAt arrives as text (a form) or a date string (JSON). */
export const newsFormSchema = z.object({
  title: oneLine(
    z
      .string({ required_error: rule(/*i18n*/ { id: "validation.Headline is required", message: "Headline is required" }) })
      .trim()
      .min(1, rule(/*i18n*/ { id: "validation.Headline is required", message: "Headline is required" }))
      .max(255, rule(/*i18n*/ { id: "validation.Headline is too long", message: "Headline is too long" })),
  ),
  excerpt: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((v) => v || undefined),
  content: z
    .string({ required_error: rule(/*i18n*/ { id: "validation.Article content is required", message: "Article content is required" }) })
    .trim()
    .min(1, rule(/*i18n*/ { id: "validation.Article content is required", message: "Article content is required" }))
    .max(100_000),
  category: optionalLine(50),
  author: optionalLine(100),
  imageUrl: optionalUrl("Please enter a valid image URL"),
  location: optionalLine(200),
  publishedAt: z
    .string({ required_error: rule(/*i18n*/ { id: "validation.Publication date is required", message: "Publication date is required" }) })
    .trim()
    .min(1, rule(/*i18n*/ { id: "validation.Publication date is required", message: "Publication date is required" }))
    .refine((v) => publicationDate(v) !== null, PUBLISHED_AT_INVALID),
});
export type NewsFormInput = z.infer<typeof newsFormSchema>;

/** /submit-article and POST /api/articles/submit (part 2 §5). */
export const articleSubmitSchema = z.object({
  title: oneLine(
    z
      .string({
        required_error: rule(/*i18n*/ { id: "validation.Title must be at least 10 characters", message: "Title must be at least 10 characters" }),
      })
      .trim()
      .min(10, rule(/*i18n*/ { id: "validation.Title must be at least 10 characters", message: "Title must be at least 10 characters" }))
      .max(255, rule(/*i18n*/ { id: "validation.Title too long", message: "Title too long" })),
  ),
  excerpt: z
    .string({
      required_error: rule(/*i18n*/ { id: "validation.Excerpt must be at least 20 characters", message: "Excerpt must be at least 20 characters" }),
    })
    .trim()
    .min(20, rule(/*i18n*/ { id: "validation.Excerpt must be at least 20 characters", message: "Excerpt must be at least 20 characters" }))
    .max(500, rule(/*i18n*/ { id: "validation.Excerpt too long", message: "Excerpt too long" })),
  content: z
    .string({
      required_error: rule(
        /*i18n*/ { id: "validation.Article content must be at least 100 characters", message: "Article content must be at least 100 characters" },
      ),
    })
    .trim()
    .min(
      100,
      rule(/*i18n*/ { id: "validation.Article content must be at least 100 characters", message: "Article content must be at least 100 characters" }),
    )
    .max(100_000),
  category: z.enum(ARTICLE_CATEGORIES, {
    errorMap: () => ({ message: rule(/*i18n*/ { id: "validation.Please select a category", message: "Please select a category" }) }),
  }),
  imageUrl: optionalUrl("Please enter a valid image URL"),
  // Only a yes or no: an object or a list is refused (400), never read as "not premium".
  isPremium: bool(rule(/*i18n*/ { id: "validation.isPremium must be true or false", message: "isPremium must be true or false" })).default(false),
});
export type ArticleSubmission = z.infer<typeof articleSubmitSchema>;

/** Part 2 §9: a premium (or admin-featured) article leads the news feed for 7 days. */
export const ARTICLE_FEATURED_DAYS = 7;
export const featuredUntilFrom = (now: Date) => new Date(now.getTime() + ARTICLE_FEATURED_DAYS * 86_400_000);

/** An admin's edit of any article (News tab): the news form's own rules for the fields an edit may change. */
export const articleEditSchema = newsFormSchema.pick({ title: true, excerpt: true, content: true, category: true, imageUrl: true });

/** Every category an article may carry: the news form's and the submission form's. */
/** Each article category's name on the article forms (the `articleForms` namespace). */
export const ARTICLE_CATEGORY_WORDS: Readonly<Record<string, Descriptor<"articleForms">>> = {
  "Breaking News": /*i18n*/ { id: "articleForms.category:Breaking News", message: "Breaking News" },
  "Local Government": /*i18n*/ { id: "articleForms.category:Local Government", message: "Local Government" },
  "Community Events": /*i18n*/ { id: "articleForms.category:Community Events", message: "Community Events" },
  Community: /*i18n*/ { id: "articleForms.category:Community", message: "Community" },
  Business: /*i18n*/ { id: "articleForms.category:Business", message: "Business" },
  Education: /*i18n*/ { id: "articleForms.category:Education", message: "Education" },
  Sports: /*i18n*/ { id: "articleForms.category:Sports", message: "Sports" },
  Entertainment: /*i18n*/ { id: "articleForms.category:Entertainment", message: "Entertainment" },
  Health: /*i18n*/ { id: "articleForms.category:Health", message: "Health" },
  Environment: /*i18n*/ { id: "articleForms.category:Environment", message: "Environment" },
  Politics: /*i18n*/ { id: "articleForms.category:Politics", message: "Politics" },
  Opinion: /*i18n*/ { id: "articleForms.category:Opinion", message: "Opinion" },
  Weather: /*i18n*/ { id: "articleForms.category:Weather", message: "Weather" },
  "Public Safety": /*i18n*/ { id: "articleForms.category:Public Safety", message: "Public Safety" },
  Development: /*i18n*/ { id: "articleForms.category:Development", message: "Development" },
  "Parks & Recreation": /*i18n*/ { id: "articleForms.category:Parks & Recreation", message: "Parks & Recreation" },
  Other: /*i18n*/ { id: "articleForms.category:Other", message: "Other" },
};

export const ALL_ARTICLE_CATEGORIES = [...new Set<string>([...NEWS_CATEGORIES, ...ARTICLE_CATEGORIES])].sort();
