// Sample data for the home page's Nashville mode: the art galleries its stat card counts (Brown County).
// Phone numbers are 555 numbers; no pictures are hot-linked.
import type { businessCategories, businesses } from "./schema";

export const ART_GALLERIES_CATEGORY_ID = 100;

export function buildHomeSeed(now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const categories: (typeof businessCategories.$inferInsert)[] = [
    { id: ART_GALLERIES_CATEGORY_ID, name: "Art Galleries", description: "Galleries and working studios.", createdAt: ago(120) },
  ];
  const galleries = [
    ["Brown County Art Guild Gallery", "48 S Van Buren St, Nashville, IN 47448", "812-555-0161", 39.2066, -86.2509],
    ["Village Green Pottery Studio", "61 W Main St, Nashville, IN 47448", "812-555-0162", 39.2072, -86.2521],
    ["Salt Creek Fine Art", "135 N Van Buren St, Nashville, IN 47448", "812-555-0163", 39.2089, -86.2507],
  ] as const;
  const rows: (typeof businesses.$inferInsert)[] = galleries.map(([name, address, phone, latitude, longitude], i) => ({
    id: 900 + i,
    name,
    description: `${name} shows and sells the work of Brown County painters, potters and jewellers.`,
    categoryId: ART_GALLERIES_CATEGORY_ID,
    phone,
    address,
    latitude,
    longitude,
    rating: 4.5 + i * 0.1,
    reviewCount: 20 + i * 7,
    createdAt: ago(90),
    updatedAt: ago(90),
  }));
  return { categories, galleries: rows };
}
