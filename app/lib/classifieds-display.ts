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

export type ClassifiedListFilters = { category: string; q: string; min: string; max: string; withPhotos: boolean; sort: ClassifiedSort };

/** /classifieds' reading of its query string (the page and its saved-search alerts): a value that does not fit is dropped. */
export function readClassifiedFilters(params: URLSearchParams): ClassifiedListFilters {
  const category = params.get("category") ?? "";
  return {
    category: (CLASSIFIED_CATEGORIES as readonly string[]).includes(category) ? category : "",
    q: (params.get("q") ?? "").trim().slice(0, 100),
    min: (params.get("min") ?? "").trim().slice(0, 12),
    max: (params.get("max") ?? "").trim().slice(0, 12),
    withPhotos: params.get("photos") === "1",
    sort: (CLASSIFIED_SORTS.find((s) => s.value === params.get("sort"))?.value ?? "newest") as ClassifiedSort,
  };
}

/** The filters as query parameters, absent when off (the pager's links and an alert's saved query). */
export function classifiedFilterParams(f: ClassifiedListFilters): Record<string, string | null> {
  return {
    category: f.category || null,
    q: f.q || null,
    min: f.min || null,
    max: f.max || null,
    photos: f.withPhotos ? "1" : null,
    sort: f.sort !== "newest" ? f.sort : null,
  };
}

/** Dollars typed into a price box, as cents; anything else is no bound. */
export function dollarsToCents(value: string | null): number | null {
  if (!value || !/^\d{1,9}(\.\d{1,2})?$/.test(value.trim())) return null;
  return Math.round(Number(value.trim()) * 100);
}

/** What listClassifieds takes for these filters. */
export const classifiedListOptions = (f: ClassifiedListFilters) => ({
  category: f.category || null,
  q: f.q || null,
  minCents: dollarsToCents(f.min),
  maxCents: dollarsToCents(f.max),
  withPhotos: f.withPhotos,
  sort: f.sort,
});
