// The news categories on their own: the news list links them without shipping the form schemas (zod).

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
