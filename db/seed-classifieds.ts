// Sample classified-ad lifecycle for a fresh database: one ad near expiry (renewable), one expired, one sold,
// and a member's report on an ad, so /account/classifieds and the admin tab show every state.
import { parsePriceCents } from "../app/lib/classifieds";
import type { TownMode } from "../app/lib/towns";
import type { NodeDb } from "./node";
import { classifiedAds, classifiedReports } from "./schema";
import { SEED_USER_IDS } from "./seed-data";

/** The lifecycle ads' locations in each town. */
const PLACES = {
  greenwood: {
    oldTown: "Old Town Greenwood",
    zip: "Greenwood, IN 46143",
    area: "Center Grove area",
    town: "Greenwood",
    pickup: "Pick up in Old Town.",
  },
  nashville: {
    oldTown: "Downtown Nashville",
    zip: "Nashville, IN 47448",
    area: "Near Bean Blossom",
    town: "Nashville",
    pickup: "Pick up off Main Street.",
  },
} as const;

const DAY = 86_400_000;

export async function seedClassifiedLifecycle(db: NodeDb, now: Date, mode: TownMode = "greenwood") {
  const place = PLACES[mode];
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const ads: (typeof classifiedAds.$inferInsert)[] = [
    {
      title: "Craftsman 20-inch push mower",
      description: `Starts on the first pull. Bagger included.\n${place.pickup}`,
      category: "Home & Garden",
      price: "$90",
      location: place.oldTown,
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
      location: place.zip,
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
      location: place.area,
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
      location: place.town,
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
    await db
      .insert(classifiedReports)
      .values({ adId: suspicious.id, reporterId: SEED_USER_IDS.jamie, reason: "Scam or fraud", details: "Asks for gift cards.", createdAt: now });
  }
}
