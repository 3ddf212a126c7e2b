// News rules shared by the forms (browser and server) and the JSON API.
import { z } from "zod";
import { bool, optionalHttpUrl, optionalText, text } from "./fields";

/** Part 1 §5: the categories of the news form. */
export const NEWS_CATEGORIES = [
  "Breaking News",
  "Local Government",
  "Community Events",
  "Business",
  "Education",
  "Sports",
  "Weather",
  "Public Safety",
  "Development",
  "Parks & Recreation",
] as const;

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

/** /news/create and POST /api/news (part 1 §5). publishedAt arrives as text (a form) or a date string (JSON). */
export const newsFormSchema = z.object({
  title: text(255, { required: "Headline is required", tooLong: "Headline is too long" }),
  excerpt: optionalText(500),
  content: text(100_000, { required: "Article content is required" }),
  category: optionalText(50),
  author: optionalText(100),
  imageUrl: optionalHttpUrl("Please enter a valid image URL"),
  location: optionalText(200),
  publishedAt: text(50, { required: "Publication date is required" }),
});
export type NewsFormInput = z.infer<typeof newsFormSchema>;

/** /submit-article and POST /api/articles/submit (part 2 §5). */
export const articleSubmitSchema = z.object({
  title: text(255, { min: 10, required: "Title must be at least 10 characters", tooLong: "Title too long" }),
  excerpt: text(500, { min: 20, required: "Excerpt must be at least 20 characters", tooLong: "Excerpt too long" }),
  content: text(100_000, { min: 100, required: "Article content must be at least 100 characters" }),
  category: z.enum(ARTICLE_CATEGORIES, { errorMap: () => ({ message: "Please select a category" }) }),
  imageUrl: optionalHttpUrl("Please enter a valid image URL"),
  isPremium: bool(),
});
export type ArticleSubmission = z.infer<typeof articleSubmitSchema>;
