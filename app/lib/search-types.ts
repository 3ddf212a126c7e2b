// Shared by the search page (browser) and the search model (server).
export const SEARCH_TYPES = ["news", "businesses", "events", "classifieds", "jobs"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
