// Paged lists (/events, /directory): page counts and links that keep the list's filters in the URL.

/** How many pages `total` items fill, at least one (an empty list still has its first page). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The link to `page` of a list: the same filters, page 1 without a `page` parameter (one URL per page). */
export function pageHref(pathname: string, params: Record<string, string | null | undefined>, page: number): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The page numbers a pager shows: the first, the last, and the current one with its neighbours; null is a gap. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}
