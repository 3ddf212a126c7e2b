// npm run db:seed — applies migrations to DATABASE_URL (default: the local database file), then fills an empty
// database with the demo data of the town TOWN names (greenwood, the default, or nashville): that town's mode,
// name, businesses, events, news, ads, jobs, schools and contacts. A database that already has users or a
// site_config row is left alone.
import { pathToFileURL } from "node:url";
import { count } from "drizzle-orm";
import type { TownMode } from "../app/lib/towns";
import { migrateDb, openNodeDb, type NodeDb } from "./node";
import {
  businessCategories,
  businessClaims,
  businessReviews,
  businesses,
  classifiedAds,
  eventCategories,
  eventFeeds,
  events,
  jobCategories,
  jobs,
  jobSources,
  localJobs,
  newsArticles,
  newsFeeds,
  schoolDistricts,
  schools,
  serviceContacts,
  siteConfig,
  supportMessages,
  users,
} from "./schema";
import { buildSeed, type SeedData, type TownContent } from "./seed-builder";
import { seedClassifiedLifecycle } from "./seed-classifieds";
import { GREENWOOD } from "./seed-greenwood";
import { NASHVILLE } from "./seed-nashville";
import { withSamplePictures } from "./seed-pictures";

/** Each town's sample content, the data the one builder (db/seed-builder.ts) turns into rows. */
export const TOWN_CONTENT: Record<TownMode, TownContent> = { greenwood: GREENWOOD, nashville: NASHVILLE };

/** The town a seed is for, from TOWN (greenwood unless it says nashville); anything else is refused. */
export function seedTown(value: string | undefined): TownMode {
  if (!value || value === "greenwood") return "greenwood";
  if (value === "nashville") return "nashville";
  throw new Error(`TOWN must be greenwood or nashville, not ${value}`);
}

async function isEmpty(db: NodeDb): Promise<boolean> {
  const [u] = await db.select({ n: count() }).from(users);
  const [c] = await db.select({ n: count() }).from(siteConfig);
  return (u?.n ?? 0) === 0 && (c?.n ?? 0) === 0;
}

/** Rows per table in a seed, for logging. */
export function seedCounts(seed: SeedData): Record<keyof SeedData, number> {
  return Object.fromEntries(Object.entries(seed).map(([table, rows]) => [table, rows.length])) as Record<keyof SeedData, number>;
}

/**
 * Inserts the seed data in one batch (one transaction) when the database has no users and no site_config row.
 * Returns true when it seeded, false when the database was not empty (nothing is changed then).
 */
export async function seedIfEmpty(db: NodeDb, now = new Date(), town: TownMode = "greenwood"): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const s = withSamplePictures(buildSeed(now, TOWN_CONTENT[town]));
  try {
    // Parents before children; the referenced rows carry explicit ids so children can point at them.
    await db.batch([
      db.insert(users).values(s.users),
      db.insert(siteConfig).values(s.siteConfig),
      db.insert(newsFeeds).values(s.newsFeeds),
      db.insert(newsArticles).values(s.newsArticles),
      db.insert(businessCategories).values(s.businessCategories),
      db.insert(businesses).values(s.businesses),
      db.insert(businessClaims).values(s.businessClaims),
      // An insert needs at least one row: Nashville's sample businesses have no reviews.
      ...(s.businessReviews.length ? [db.insert(businessReviews).values(s.businessReviews)] : []),
      db.insert(eventCategories).values(s.eventCategories),
      db.insert(eventFeeds).values(s.eventFeeds),
      db.insert(events).values(s.events),
      db.insert(classifiedAds).values(s.classifiedAds),
      db.insert(jobCategories).values(s.jobCategories),
      db.insert(jobs).values(s.jobs),
      db.insert(jobSources).values(s.jobSources),
      db.insert(localJobs).values(s.localJobs),
      db.insert(supportMessages).values(s.supportMessages),
      db.insert(schoolDistricts).values(s.schoolDistricts),
      db.insert(schools).values(s.schools),
      db.insert(serviceContacts).values(s.serviceContacts),
    ]);
  } catch (error) {
    // Another seeder won the race: its batch committed and ours rolled back as a whole.
    if (!(await isEmpty(db))) return false;
    throw error;
  }
  await seedClassifiedLifecycle(db, now, TOWN_CONTENT[town].lifecyclePlaces, TOWN_CONTENT[town].mailDomain);
  return true;
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  const { client, db } = openNodeDb(process.env.DATABASE_URL, process.env.DATABASE_AUTH_TOKEN);
  try {
    await migrateDb(db);
    const now = new Date();
    const town = seedTown(process.env.TOWN);
    if (await seedIfEmpty(db, now, town)) {
      const counts = seedCounts(buildSeed(now, TOWN_CONTENT[town]));
      console.log(
        "seeded: " +
          Object.entries(counts)
            .map(([table, n]) => `${table} ${n}`)
            .join(", "),
      );
    } else {
      console.log("database already has users or a site configuration; nothing seeded");
    }
  } finally {
    client.close();
  }
}
