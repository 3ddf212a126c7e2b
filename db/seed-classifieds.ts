// Sample classified-ad lifecycle for a fresh database: one ad near expiry (renewable), one expired, one sold,
// and a member's report on an ad, so /account/classifieds and the admin tab show every state.
import { parsePriceCents } from "../app/lib/classifieds";
import type { NodeDb } from "./node";
import { classifiedAds, classifiedReports } from "./schema";
import { SEED_USER_IDS } from "./seed-data";

const DAY = 86_400_000;

export async function seedClassifiedLifecycle(db: NodeDb, now: Date) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const ads: (typeof classifiedAds.$inferInsert)[] = [
    {
      title: "Craftsman 20-inch push mower",
      description: "Starts on the first pull. Bagger included.\nPick up in Old Town.",
      category: "Home & Garden",
      price: "$90",
      location: "Old Town Greenwood",
      contactEmail: "jamie.chen@greenwood.example",
      sellerId: SEED_USER_IDS.jamie,
      createdAt: ago(25),
      expiresAt: new Date(now.getTime() + 5 * DAY),
    },
    {
      title: "Window air conditioner, 8,000 BTU",
      description: "Cools a bedroom fast. Remote and window kit included.",
      category: "Home & Garden",
      price: "$75",
      location: "Greenwood, IN 46143",
      contactEmail: "jamie.chen@greenwood.example",
      sellerId: SEED_USER_IDS.jamie,
      createdAt: ago(40),
      expiresAt: ago(10),
      isActive: false,
    },
    {
      title: "Youth bicycle, 24-inch",
      description: "Seven speeds, new tubes. Outgrown.",
      category: "Sports & Recreation",
      price: "$60",
      location: "Center Grove area",
      contactEmail: "pat.oneill@greenwood.example",
      sellerId: SEED_USER_IDS.pat,
      createdAt: ago(9),
      expiresAt: new Date(now.getTime() + 21 * DAY),
      soldAt: ago(2),
    },
    {
      title: "Designer handbags, brand new, wholesale prices",
      description: "Message me on another site for the catalogue. Payment by gift card only.",
      category: "Clothing & Accessories",
      price: "$20",
      location: "Greenwood",
      contactEmail: "pat.oneill@greenwood.example",
      sellerId: SEED_USER_IDS.pat,
      createdAt: ago(1),
      expiresAt: new Date(now.getTime() + 29 * DAY),
    },
  ];
  const rows = await db
    .insert(classifiedAds)
    .values(ads.map((a) => ({ ...a, priceCents: parsePriceCents(a.price), imageUrls: [], updatedAt: a.createdAt })))
    .returning({ id: classifiedAds.id, title: classifiedAds.title });
  const suspicious = rows.find((r) => r.title.startsWith("Designer handbags"));
  if (suspicious) {
    await db.insert(classifiedReports).values({ adId: suspicious.id, reporterId: SEED_USER_IDS.jamie, reason: "Scam or fraud", details: "Asks for gift cards.", createdAt: now });
  }
}
