// Sample residents' reviews (issue 33 §2): written by the seed's residents (db/seed-users.ts), dated relative to the
// seed's "now", from the town's table of reviews by business name. An owner's own review of their business is not
// counted. The businesses' residents' averages are computed here, as the app keeps them.
import type { businessReviews, businesses, users } from "./schema";
import { SEED_RESIDENTS, type ResidentId } from "./seed-users";

const DAY = 86_400_000;

export type SampleReview = { by: ResidentId; stars: number; daysAgo: number; title: string; body: string; reply?: { daysAgo: number; text: string } };

export function buildReviewsSeed(
  now: Date,
  seededBusinesses: (typeof businesses.$inferInsert)[],
  sampleReviews: Record<string, SampleReview[]>,
  mailDomain: string,
) {
  const t = now.getTime();
  const ago = (days: number) => new Date(t - days * DAY);
  const residents: (typeof users.$inferInsert)[] = SEED_RESIDENTS.map((r) => ({
    id: r.id,
    email: `${r.mailbox}@${mailDomain}`,
    firstName: r.firstName,
    lastName: r.lastName,
    role: "user",
    isActive: true,
    createdAt: ago(r.daysAgo),
    updatedAt: ago(r.daysAgo),
  }));
  const reviews: (typeof businessReviews.$inferInsert)[] = [];
  const ratings: { businessId: number; residentRating: number; residentReviewCount: number }[] = [];
  for (const b of seededBusinesses) {
    const samples = sampleReviews[b.name];
    if (!samples || b.id === undefined) continue;
    const counted = samples.filter((s) => s.by !== b.ownerId);
    for (const s of counted) {
      // A little past the whole day, so reviews of the same day keep their order.
      const createdAt = new Date(t - s.daysAgo * DAY - 3 * 3_600_000);
      reviews.push({
        businessId: b.id,
        authorId: s.by,
        rating: s.stars,
        title: s.title,
        body: s.body,
        status: "published",
        ownerReply: s.reply && b.ownerId ? s.reply.text : null,
        ownerReplyAt: s.reply && b.ownerId ? ago(s.reply.daysAgo) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
    const sum = counted.reduce((n, s) => n + s.stars, 0);
    ratings.push({ businessId: b.id, residentRating: Math.round((sum / counted.length) * 100) / 100, residentReviewCount: counted.length });
  }
  return { residents, reviews, ratings };
}
