// Sample data for the jobs feature beyond the imported listings of seed-data.ts: local employers' posts (one
// approved Featured post pinned at the top, one waiting for review) and paused example import sources.
import { placeLocation } from "../app/lib/gazetteer";
import { daysFrom } from "../app/lib/jobs";
import { distanceMiles, TOWNS } from "../app/lib/towns";
import type { jobs, jobSources, localJobs } from "./schema";
import { SEED_USER_IDS } from "./seed-data";

export type JobsSeed = {
  jobSources: (typeof jobSources.$inferInsert)[];
  localJobs: (typeof localJobs.$inferInsert)[];
  jobs: (typeof jobs.$inferInsert)[];
};

export function buildJobsSeed(now: Date): JobsSeed {
  const ago = (days: number) => daysFrom(now, -days);
  const published = ago(2);
  const featured: typeof localJobs.$inferInsert = {
    id: 1,
    title: "Front Counter & Catering Coordinator",
    description:
      "<p>Run the front counter at our Old Town bakery and coordinate catering orders for offices and weddings.</p><ul><li>Weekday mornings, 30–36 hours</li><li>Free lunch and a staff discount</li></ul>",
    company: "Maplecrest Bakehouse",
    website: "https://maplecrestbakehouse.example",
    location: "Greenwood, IN",
    address: "300 W Main St, Greenwood, IN 46142",
    salary: "$17 - $19/hr",
    employmentType: "Full-time",
    experienceLevel: "Entry level",
    skills: ["Customer service", "Scheduling", "Point of sale"],
    requirements: "Friendly, organised and comfortable on the phone.",
    benefits: "Paid time off, free lunch, staff discount.",
    applyEmail: "jobs@maplecrestbakehouse.example",
    applyPhone: "(317) 555-0142",
    categoryId: 2,
    pricingTier: "featured",
    paymentAmount: "49.00",
    paymentStatus: "paid",
    isPinned: true,
    pinnedUntil: daysFrom(published, 14),
    status: "approved",
    isActive: true,
    publishedAt: published,
    expiresAt: daysFrom(published, 30),
    contactName: "Pat O'Neill",
    contactEmail: "pat.oneill@greenwood.example",
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
    company: "Hoosier Ember Smokehouse",
    location: "Greenwood, IN",
    salary: "$14/hr + tips",
    employmentType: "Part-time",
    experienceLevel: "Entry level",
    skills: ["Teamwork"],
    applyPhone: "(317) 555-0187",
    categoryId: 2,
    pricingTier: "basic",
    paymentAmount: "0.00",
    paymentStatus: "free",
    status: "pending",
    isActive: false,
    contactName: "Jamie Chen",
    contactEmail: "jamie.chen@greenwood.example",
    employerId: SEED_USER_IDS.jamie,
    createdAt: ago(1),
    updatedAt: ago(1),
  };
  const place = placeLocation(featured.location ?? "");
  const town = TOWNS.greenwood;
  return {
    jobSources: [
      { name: "Example Greenhouse board", kind: "greenhouse", reference: "example-board", isActive: false, categoryId: 5, createdAt: ago(30) },
      { name: "Example jobs feed", kind: "rss", reference: "https://jobs.greenwood.example/feed.xml", isActive: false, createdAt: ago(30) },
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
