// Shared by the search page (browser) and the search model (server).
export const SEARCH_TYPES = ["news", "businesses", "events", "classifieds", "jobs"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** /search's reading of its query string (the page and its saved-search alerts): the text, trimmed, and the tab. */
export function readSearchParams(params: URLSearchParams): { q: string; type: SearchType | null } {
  const type = params.get("type");
  return { q: (params.get("q") ?? "").trim().slice(0, 200), type: SEARCH_TYPES.find((t) => t === type) ?? null };
}
