// Sample data for the jobs feature beyond the imported listings of seed-builder.ts: local employers' posts (one
// approved Featured post pinned at the top, one waiting for review) and paused example import sources.
import { placeLocation } from "../app/lib/gazetteer";
import { addTownDays } from "../app/lib/town-days.server";
import { distanceMiles, TOWNS, type TownMode } from "../app/lib/towns";
import type { jobs, jobSources, localJobs } from "./schema";
import { SEED_USER_IDS, seedUserEmail } from "./seed-users";

export type JobsSeed = {
  jobSources: (typeof jobSources.$inferInsert)[];
  localJobs: (typeof localJobs.$inferInsert)[];
  jobs: (typeof jobs.$inferInsert)[];
};

/** What differs between the towns' two local posts: the employers, their town and contacts (in the town's data file). */
export type LocalPostsSpec = {
  featured: {
    title: string;
    description: string;
    company: string;
    website: string;
    location: string;
    address: string;
    applyEmail: string;
    applyPhone: string;
  };
  pending: { company: string; location: string; applyPhone: string };
  /** The paused example RSS source's address. */
  feed: string;
};

export function buildJobsSeed(now: Date, mode: TownMode, posts: LocalPostsSpec, mailDomain: string): JobsSeed {
  const ago = (days: number) => addTownDays(now, -days);
  const published = ago(2);
  const featured: typeof localJobs.$inferInsert = {
    id: 1,
    title: posts.featured.title,
    description: posts.featured.description,
    company: posts.featured.company,
    website: posts.featured.website,
    location: posts.featured.location,
    address: posts.featured.address,
    salary: "$17 - $19/hr",
    employmentType: "Full-time",
    experienceLevel: "Entry level",
    skills: ["Customer service", "Scheduling", "Point of sale"],
    requirements: "Friendly, organised and comfortable on the phone.",
    benefits: "Paid time off, free lunch, staff discount.",
    applyEmail: posts.featured.applyEmail,
    applyPhone: posts.featured.applyPhone,
    categoryId: 2,
    pricingTier: "featured",
    paymentAmount: "49.00",
    paymentStatus: "paid",
    isPinned: true,
    pinnedUntil: addTownDays(published, 14),
    status: "approved",
    isActive: true,
    publishedAt: published,
    expiresAt: addTownDays(published, 30),
    contactName: "Pat O'Neill",
    contactEmail: seedUserEmail("pat", mailDomain),
    employerId: SEED_USER_IDS.pat,
    reviewedBy: SEED_USER_IDS.admin,
    reviewedAt: published,
    createdAt: ago(3),
    updatedAt: published,
  };
  const pending: typeof localJobs.$inferInsert = {
    id: 2,
    title: "Weekend Dishwasher",
    description: "<p>Saturday and Sunday evenings in a busy family restaurant kitchen. No experience needed.</p>",
    company: posts.pending.company,
    location: posts.pending.location,
    salary: "$14/hr + tips",
    employmentType: "Part-time",
    experienceLevel: "Entry level",
    skills: ["Teamwork"],
    applyPhone: posts.pending.applyPhone,
    categoryId: 2,
    pricingTier: "basic",
    paymentAmount: "0.00",
    paymentStatus: "free",
    status: "pending",
    isActive: false,
    contactName: "Jamie Chen",
    contactEmail: seedUserEmail("jamie", mailDomain),
    employerId: SEED_USER_IDS.jamie,
    createdAt: ago(1),
    updatedAt: ago(1),
  };
  const place = placeLocation(featured.location ?? "");
  const town = TOWNS[mode];
  return {
    jobSources: [
      { name: "Example Greenhouse board", kind: "greenhouse", reference: "example-board", isActive: false, categoryId: 5, createdAt: ago(30) },
      { name: "Example jobs feed", kind: "rss", reference: posts.feed, isActive: false, createdAt: ago(30) },
    ],
    localJobs: [featured, pending],
    jobs: [
      {
        id: "local-1",
        localJobId: 1,
        title: featured.title,
        company: featured.company,
        location: featured.location,
        description: featured.description,
        salary: featured.salary,
        employmentType: featured.employmentType,
        experienceLevel: featured.experienceLevel,
        skills: featured.skills,
        companyWebsite: featured.website,
        isRemote: false,
        postedDate: published,
        expiresDate: featured.expiresAt,
        categoryId: featured.categoryId,
        latitude: place?.latitude ?? null,
        longitude: place?.longitude ?? null,
        distanceFromGreenwood: place ? Math.round(distanceMiles(town, place) * 100) / 100 : null,
        isActive: true,
        lastFetched: published,
        createdAt: published,
        updatedAt: published,
      },
    ],
  };
}
