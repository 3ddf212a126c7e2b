// Sample pictures for the seed: every business gets its logo (public/art/logo, made by scripts/sample-art.ts), and
// most events, articles and ads a scene of their category (public/art/scene). All ours, nothing hot-linked.
import { sampleLogo, sampleScene, slugOf } from "../app/lib/category-art";
import type { SeedData } from "./seed-builder";

/** Every nth item keeps no picture, so pages also show the category fallback. */
const WITHOUT = { events: 5, articles: 4, ads: 3 };

export function withSamplePictures(seed: SeedData): SeedData {
  const eventCategory = (id: number | null | undefined) => seed.eventCategories[(id ?? 0) - 1]?.name;
  return {
    ...seed,
    businesses: seed.businesses.map((b) => ({ ...b, logoUrl: b.logoUrl ?? sampleLogo(slugOf(b.name)) })),
    events: seed.events.map((e, i) =>
      i % WITHOUT.events === WITHOUT.events - 1 || e.imageUrl
        ? e
        : { ...e, imageUrl: sampleScene(eventCategory(e.categoryId), i), imageAlt: `Illustration for ${e.title}` },
    ),
    newsArticles: seed.newsArticles.map((a, i) =>
      i % WITHOUT.articles === WITHOUT.articles - 1 || a.imageUrl
        ? a
        : { ...a, imageUrl: sampleScene(a.category, i), imageCaption: `Illustration: ${a.category ?? "Greenwood news"}` },
    ),
    classifiedAds: seed.classifiedAds.map((ad, i) =>
      i % WITHOUT.ads === WITHOUT.ads - 1 || ad.imageUrls?.length ? ad : { ...ad, imageUrls: [sampleScene(ad.category, i)] },
    ),
  };
}
