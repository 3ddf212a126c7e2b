// What the directory and business pages show (sorts, days of the week): no zod, so those pages do not ship it.

export const DIRECTORY_SORTS = [
  { value: "name", label: "Name A-Z" },
  { value: "rating", label: "Highest Rated" },
  { value: "category", label: "Category" },
  { value: "premium", label: "Premium First" },
] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]["value"];

/** The days of opening hours, Monday first. */
export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
