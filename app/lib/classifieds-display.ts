// What the classifieds list shows: categories, sorts and prices as written. No zod, so the list and its cards
// do not ship the form schemas.

/** "$450" from "450", but "OBO $450", "Free" and "$30 / half hour" as written. */
export function displayPrice(price: string | null | undefined): string | null {
  const p = price?.trim();
  if (!p) return null;
  return /^\d/.test(p) ? `$${p}` : p;
}

export const CLASSIFIED_CATEGORIES = [
  "Vehicles",
  "Real Estate",
  "Home & Garden",
  "Electronics",
  "Clothing & Accessories",
  "Sports & Recreation",
  "Collectibles & Art",
  "Books & Music",
  "Health & Beauty",
  "Pets",
  "Business & Industrial",
  "Services",
  "Jobs",
  "Community",
  "Other",
] as const;

export const CLASSIFIED_SORTS = [
  { value: "newest", label: "Newest first" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
] as const;
export type ClassifiedSort = (typeof CLASSIFIED_SORTS)[number]["value"];
