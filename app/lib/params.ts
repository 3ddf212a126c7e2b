// Ids and page numbers from URLs, with no dependency: list pages read them without shipping zod to the browser.

/** Parses a route param or query value as a positive safe integer id; null when it is not one. */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
}

/** A page number from a query string: 1..10000, anything else (1e309, 99999999999999999999, junk) is page 1. */
export function pageParam(value: string | null | undefined, maxPage = 10_000): number {
  const n = parseId(value ?? null);
  return n && n <= maxPage ? n : 1;
}
