// Sample classified-ad lifecycle for a fresh database: one ad near expiry (renewable), one expired, one sold,
// and a member's report on an ad, so /account/classifieds and the admin tab show every state.
import { parsePriceCents } from "../app/lib/classifieds";
import type { NodeDb } from "./node";
import { classifiedAds, classifiedReports } from "./schema";
import { SEED_USER_IDS, seedUserEmail } from "./seed-users";

/** The lifecycle ads' places in the town (in the town's data file). */
export type LifecyclePlaces = { oldTown: string; zip: string; area: string; town: string; pickup: string };

const DAY = 86_400_000;

export async function seedClassifiedLifecycle(db: NodeDb, now: Date, place: LifecyclePlaces, mailDomain: string) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const ads: (typeof classifiedAds.$inferInsert)[] = [
    {
      title: "Craftsman 20-inch push mower",
      description: `Starts on the first pull. Bagger included.\n${place.pickup}`,
      category: "Home & Garden",
      price: "$90",
      location: place.oldTown,
      contactEmail: seedUserEmail("jamie", mailDomain),
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
      contactEmail: seedUserEmail("jamie", mailDomain),
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
      contactEmail: seedUserEmail("pat", mailDomain),
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
      contactEmail: seedUserEmail("pat", mailDomain),
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
