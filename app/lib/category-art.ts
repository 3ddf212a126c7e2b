// The illustration that stands in for a missing picture, by category (business, event, news or classified), and
// the sample pictures of the seed. The SVG files are ours, in public/art (made by scripts/sample-art.ts); their PNG
// link-preview copies are made at build time in public/og (scripts/build-og-art.ts).

export const ART_THEMES = [
  "food",
  "shop",
  "health",
  "car",
  "beauty",
  "fitness",
  "school",
  "money",
  "office",
  "home",
  "music",
  "pets",
  "house",
  "community",
  "sports",
  "family",
  "civic",
  "holiday",
  "news",
  "weather",
  "safety",
  "park",
  "tech",
  "books",
  "general",
] as const;
export type ArtTheme = (typeof ART_THEMES)[number];

const BY_CATEGORY: Record<string, ArtTheme> = {
  // business categories
  restaurants: "food",
  retail: "shop",
  healthcare: "health",
  automotive: "car",
  "beauty & spa": "beauty",
  fitness: "fitness",
  education: "school",
  finance: "money",
  "professional services": "office",
  "home services": "home",
  entertainment: "music",
  pets: "pets",
  "real estate": "house",
  // event categories
  community: "community",
  "music & arts": "music",
  "sports & recreation": "sports",
  "family & kids": "family",
  "food & drink": "food",
  "business & networking": "office",
  "health & wellness": "health",
  "government & civic": "civic",
  "holidays & seasonal": "holiday",
  // news categories
  "breaking news": "news",
  "local government": "civic",
  "community events": "community",
  business: "office",
  sports: "sports",
  weather: "weather",
  "public safety": "safety",
  development: "house",
  "parks & recreation": "park",
  health: "health",
  environment: "park",
  politics: "civic",
  opinion: "news",
  // classified categories
  vehicles: "car",
  "home & garden": "home",
  electronics: "tech",
  "clothing & accessories": "shop",
  "collectibles & art": "music",
  "books & music": "books",
  "health & beauty": "beauty",
  "business & industrial": "office",
  services: "home",
  jobs: "office",
};

export function artTheme(category: string | null | undefined): ArtTheme {
  return BY_CATEGORY[(category ?? "").trim().toLowerCase()] ?? "general";
}

/** The fallback illustration (an SVG of ours) for a category; "general" for an unknown one. */
export const categoryArt = (category: string | null | undefined) => `/art/category/${artTheme(category)}.svg`;

/** The sample scene pictures the seed gives listings: three light variants of each theme. */
export const sampleScene = (category: string | null | undefined, n: number) => `/art/scene/${artTheme(category)}-${(Math.abs(n) % 3) + 1}.svg`;

/** A seeded business's logo (one SVG per sample business, by its slug). */
export const sampleLogo = (slug: string) => `/art/logo/${slug}.svg`;

/** The size of the link-preview copies of our art (Open Graph's large picture, 1.91:1). */
export const OG_ART_WIDTH = 1200;
export const OG_ART_HEIGHT = 630;

/**
 * The PNG link-preview copy of one of our art SVGs ("/art/scene/food-1.svg" → "/og/scene/food-1.png", drawn by
 * scripts/build-og-art.ts at build time), or null for any other URL.
 */
export function ogArt(url: string): string | null {
  const m = /^\/art\/(category|scene|logo)\/([a-z0-9-]{1,80})\.svg$/.exec(url);
  return m ? `/og/${m[1]}/${m[2]}.png` : null;
}

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
