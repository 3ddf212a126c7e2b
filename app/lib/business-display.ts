// What the directory and business pages show (sorts, days of the week): no zod, so those pages do not ship it.

export const DIRECTORY_SORTS = [
  { value: "name", label: "Name A-Z" },
  { value: "rating", label: "Highest Rated" },
  { value: "category", label: "Category" },
  { value: "premium", label: "Premium First" },
] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]["value"];
/** The directory page's sorts: the list's, and nearest first (from the town centre, or where the visitor is). */
export const DIRECTORY_PAGE_SORTS = [...DIRECTORY_SORTS, { value: "distance", label: "Distance from town centre" }] as const;
export type DirectoryPageSort = (typeof DIRECTORY_PAGE_SORTS)[number]["value"];

/** The days of opening hours, Monday first. */
export const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
