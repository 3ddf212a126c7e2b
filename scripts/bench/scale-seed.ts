// The bench's scale database: the normal migrations and seed, then 100,000 articles, 20,000 businesses, 50,000
// events, 50,000 classifieds and 20,000 jobs made up from word lists of Greenwood streets, names and categories.
// Rows go through the normal tables (so any triggers, such as search indexes kept by a migration, fire) in one
// transaction with prepared multi-row inserts on the `libsql` engine. A file that already holds the counts is reused.
import Database from "libsql";
import { categoryArt, sampleScene } from "../../app/lib/category-art";
import { CLASSIFIED_CATEGORIES, parsePriceCents } from "../../app/lib/classifieds";
import { NEWS_CATEGORIES } from "../../app/lib/news";
import { optimizeSearchIndexes } from "../../app/models/search-index.server";
import { migrateDb, openNodeDb } from "../../db/node";
import { seedIfEmpty } from "../../db/seed";

export const SCALE = { news_articles: 100_000, businesses: 20_000, events: 50_000, classified_ads: 50_000, jobs: 20_000 } as const;
export type ScaleTable = keyof typeof SCALE;

/** A word that only a handful of rows of each kind carry: the bench's "rare" search term. */
export const RARE_WORD = "Honeysuckle";
const RARE_EVERY = 9_973; // a prime: about 2–10 rows per kind

const DAY = 86_400_000;

// Deterministic, so every run makes the same town.
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STREETS = [
  "Madison Ave",
  "Main St",
  "Meridian St",
  "Smith Valley Rd",
  "Fry Rd",
  "Worthsville Rd",
  "County Line Rd",
  "Emerson Ave",
  "Averitt Rd",
  "Graham Rd",
  "Honey Creek Rd",
  "Stop 18 Rd",
  "Sheek Rd",
  "Combs Rd",
  "Olive Branch Rd",
  "Curry Rd",
  "Pushville Rd",
  "Whiteland Rd",
  "Polk St",
  "Washington St",
  "Broadway St",
  "Euclid Ave",
  "Pearl St",
  "Noble St",
  "Surina Way",
  "Longest Dr",
  "Greenwood Springs Dr",
  "Library Blvd",
  "Market Plaza",
  "Airport Pkwy",
  "State Road 135",
  "US-31",
  "Fairview Rd",
  "Stones Crossing Rd",
  "Mullinix Rd",
];
const AREAS = [
  "Old Town Greenwood",
  "Center Grove",
  "Greenwood Park Mall area",
  "Southport",
  "Whiteland",
  "Bargersville",
  "New Whiteland",
  "Freedom Park",
  "Craig Park",
  "University Park",
  "Northeast Greenwood",
  "Sugar Grove",
];
const FIRST = [
  "Maple",
  "Oak",
  "Cedar",
  "Willow",
  "Birch",
  "Hickory",
  "Sycamore",
  "Walnut",
  "Linden",
  "Aspen",
  "Prairie",
  "Heartland",
  "Hoosier",
  "Crossroads",
  "Riverside",
  "Stonegate",
  "Foundry",
  "Bluestem",
  "Keystone",
  "Ironwood",
  "Meadow",
  "Summit",
  "Lantern",
  "Copper",
  "Harvest",
  "Brookside",
  "Northgate",
  "Millstone",
  "Pioneer",
  "Liberty",
];
const SURNAMES = [
  "Miller",
  "Johnson",
  "Nguyen",
  "Patel",
  "Garcia",
  "Smith",
  "Brown",
  "Davis",
  "Wilson",
  "Anderson",
  "Thomas",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Thompson",
  "White",
  "Harris",
  "Clark",
  "Lewis",
  "Walker",
  "Young",
];
const BUSINESS_KINDS: Record<string, string[]> = {
  Restaurants: ["Diner", "Bakery", "Pizzeria", "Taqueria", "Smokehouse", "Café", "Noodle House", "Grill"],
  Retail: ["Boutique", "Hardware", "Bookshop", "Gift Shop", "Outfitters", "Thrift Store", "Florist"],
  Healthcare: ["Family Medicine", "Dental Care", "Chiropractic", "Eye Care", "Urgent Care", "Pharmacy"],
  Automotive: ["Auto Service", "Tire & Brake", "Collision Repair", "Car Wash", "Auto Glass"],
  "Beauty & Spa": ["Salon", "Barber Shop", "Day Spa", "Nail Studio"],
  Fitness: ["Fitness", "Yoga Studio", "CrossFit", "Martial Arts"],
  Education: ["Tutoring", "Learning Center", "Music School", "Preschool"],
  Finance: ["Credit Union", "Tax Service", "Financial Planning", "Insurance"],
  "Professional Services": ["Law Office", "Accounting", "Print & Copy", "Web Design"],
  "Home Services": ["Plumbing", "Heating & Air", "Roofing", "Lawn & Landscape", "Electric", "Cleaning"],
  Entertainment: ["Bowling", "Cinema", "Escape Room", "Arcade", "Brewing Co."],
  Pets: ["Veterinary Clinic", "Pet Grooming", "Dog Daycare", "Pet Supply"],
  "Real Estate": ["Realty", "Property Management", "Home Inspections"],
};
const EVENT_WORDS: Record<string, string[]> = {
  Community: ["Neighborhood Cleanup", "Volunteer Day", "Block Party", "Town Hall Social", "Library Open House"],
  "Music & Arts": ["Concert in the Park", "Jazz Night", "Art Walk", "Community Theater", "Open Mic"],
  "Sports & Recreation": ["5K Run", "Pickleball Clinic", "Youth Soccer Day", "Trail Walk", "Fishing Derby"],
  "Family & Kids": ["Storytime", "Kids Craft Hour", "Family Movie Night", "Touch-a-Truck", "Lego Club"],
  "Food & Drink": ["Farmers Market", "Food Truck Friday", "Chili Cook-off", "Wine Tasting", "Pancake Breakfast"],
  Education: ["Gardening Workshop", "Genealogy Class", "Tech Help Hour", "Financial Literacy Talk"],
  "Business & Networking": ["Chamber Breakfast", "Job Fair", "Small Business Expo", "Ribbon Cutting"],
  "Health & Wellness": ["Blood Drive", "Yoga in the Park", "Health Screening", "Senior Fitness"],
  "Government & Civic": ["City Council Meeting", "Planning Commission", "Park Board Meeting", "Public Hearing"],
  "Holidays & Seasonal": ["Holiday Lights", "Fall Festival", "Easter Egg Hunt", "Fourth of July Parade"],
};
const VENUES = [
  "Greenwood Amphitheater",
  "Freedom Park Pavilion",
  "Greenwood Public Library",
  "Craig Park",
  "Greenwood Community Center",
  "Old Town Plaza",
  "University Park Shelter",
  "Center Grove High School",
  "Westside Park",
  "Greenwood City Center",
];
const NEWS_SUBJECTS = [
  "City council",
  "Park board",
  "Greenwood schools",
  "Local volunteers",
  "Fire department",
  "Police",
  "Library",
  "Chamber of Commerce",
  "Residents",
  "Planning commission",
  "Street department",
  "Parks crews",
  "Center Grove students",
];
const NEWS_VERBS = [
  "approves",
  "opens",
  "plans",
  "celebrates",
  "reviews",
  "breaks ground on",
  "debates",
  "wins funding for",
  "announces",
  "delays",
  "completes",
  "expands",
];
const NEWS_OBJECTS = [
  "new trail along Pleasant Run",
  "downtown parking plan",
  "park shelter renovation",
  "summer reading program",
  "road work on Smith Valley Rd",
  "budget for next year",
  "new fire station",
  "splash pad at Freedom Park",
  "Old Town streetscape",
  "recycling pickup changes",
  "sidewalk repairs",
  "youth sports complex",
  "farmers market season",
  "storm drain project",
  "holiday lights display",
  "community garden",
];
const ITEMS: Record<string, string[]> = {
  Vehicles: ["2012 Ford F-150", "2016 Toyota Camry", "Utility trailer", "2010 Honda Odyssey", "Riding mower", "Mountain bike"],
  "Real Estate": ["2BR apartment for rent", "3BR ranch home", "Room for rent", "Storage unit sublet", "Office space"],
  "Home & Garden": ["Oak dining table", "Patio set", "Push mower", "Sectional sofa", "Raised garden beds", "Chest freezer"],
  Electronics: ["55-inch TV", "Gaming laptop", "PlayStation 5", "Bluetooth speaker", "iPad Air", "Home theater receiver"],
  "Clothing & Accessories": ["Winter coat", "Kids' clothing lot", "Leather boots", "Prom dress", "Carhartt jacket"],
  "Sports & Recreation": ["Kayak with paddle", "Golf clubs", "Treadmill", "Basketball hoop", "Camping tent"],
  "Collectibles & Art": ["Race program collection", "Watercolor print", "Vinyl records", "Baseball cards", "Antique clock"],
  "Books & Music": ["Upright piano", "Children's books", "Acoustic guitar", "Drum kit", "Cookbook collection"],
  "Health & Beauty": ["Massage gun", "Hair dryer", "Exercise bike", "Essential oil diffuser"],
  Pets: ["Dog crate", "Aquarium setup", "Cat tree", "Puppy supplies", "Bird cage"],
  "Business & Industrial": ["Espresso machine", "Shop vacuum", "Commercial shelving", "Air compressor", "Welder"],
  Services: ["Lawn mowing", "House cleaning", "Piano lessons", "Handyman help", "Dog walking", "Snow removal"],
  Jobs: ["After-school nanny", "Weekend help wanted", "Part-time cashier", "Delivery driver"],
  Community: ["Lost cat near Fry Rd", "Carpool to downtown", "Found keys", "Book club forming", "Free firewood"],
  Other: ["Moving sale", "Garage sale", "Estate sale", "Yard sale", "Craft supplies"],
};
const JOB_TITLES: Record<string, string[]> = {
  Healthcare: ["Registered Nurse", "Medical Assistant", "Pharmacy Technician", "Dental Hygienist", "CNA"],
  "Retail & Hospitality": ["Line Cook", "Server", "Sales Associate", "Barista", "Shift Lead", "Store Manager"],
  "Manufacturing & Warehouse": ["Warehouse Associate", "Forklift Operator", "Machine Operator", "Shipping Clerk"],
  "Education & Childcare": ["Teacher Aide", "Preschool Teacher", "Substitute Teacher", "Tutor"],
  "Office & Administrative": ["Receptionist", "Bookkeeper", "Office Manager", "Customer Support Specialist"],
  "Skilled Trades": ["HVAC Technician", "Electrician", "Apprentice Plumber", "Automotive Technician", "Welder"],
};
const TOWNS = ["Greenwood, IN", "Indianapolis, IN", "Franklin, IN", "Whiteland, IN", "Southport, IN", "Bargersville, IN", "Beech Grove, IN"];
const FILLER = [
  "Residents are invited to share their thoughts.",
  "Details are on the city's website.",
  "Parking is available nearby.",
  "The project is expected to finish by the end of the season.",
  "Organizers thanked the many volunteers who helped.",
  "Questions can be sent to the office during business hours.",
  "Families are welcome and admission is free for children under five.",
  "The work is paid for by a state grant.",
  "Neighbors along the route were notified by mail.",
  "A second meeting will follow next month.",
];

type Row = Record<string, unknown>;

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function sentences(r: () => number, n: number) {
  return Array.from({ length: n }, () => pick(r, FILLER)).join(" ");
}

function address(r: () => number) {
  return `${100 + Math.floor(r() * 4900)} ${pick(r, STREETS)}, Greenwood, IN ${r() < 0.5 ? "46142" : "46143"}`;
}

const rare = (i: number) => i % RARE_EVERY === 17;

function inserter(db: Database.Database, table: string, rows: Row[], perStatement = 200) {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!);
  const known = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
  const missing = cols.filter((c) => !known.has(c));
  if (missing.length) throw new Error(`${table} has no column(s) ${missing.join(", ")}: the bench seed is out of step with db/schema.ts`);
  const sqlFor = (n: number) =>
    `INSERT INTO ${table} (${cols.join(",")}) VALUES ${Array.from({ length: n }, () => `(${cols.map(() => "?").join(",")})`).join(",")}`;
  const full = db.prepare(sqlFor(perStatement));
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const stmt = chunk.length === perStatement ? full : db.prepare(sqlFor(chunk.length));
    stmt.run(chunk.flatMap((row) => cols.map((c) => row[c] as never)));
  }
}

function ids(db: Database.Database, table: string): { id: number; name: string }[] {
  return db.prepare(`SELECT id, name FROM ${table} ORDER BY id`).all() as { id: number; name: string }[];
}

export function countScaleTables(file: string): Record<ScaleTable, number> {
  const db = new Database(file, { readonly: true });
  try {
    return Object.fromEntries(
      Object.keys(SCALE).map((t) => [t, Number((db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n)]),
    ) as Record<ScaleTable, number>;
  } finally {
    db.close();
  }
}

function build(db: Database.Database, now: number) {
  const r = rng(20261123);
  const users = db.prepare(`SELECT id FROM users ORDER BY created_at`).all() as { id: string }[];
  const userId = () => pick(r, users).id;
  const bizCats = ids(db, "business_categories");
  const evCats = ids(db, "event_categories");
  const jobCats = ids(db, "job_categories");

  const articles: Row[] = [];
  for (let i = 0; i < SCALE.news_articles; i++) {
    const category = pick(r, NEWS_CATEGORIES);
    const title = `${pick(r, NEWS_SUBJECTS)} ${pick(r, NEWS_VERBS)} ${pick(r, NEWS_OBJECTS)}${rare(i) ? ` on ${RARE_WORD} Lane` : ""}`;
    const published = now - Math.floor(r() * 3 * 365 * DAY);
    const s = r();
    const status = s < 0.9 ? "published" : s < 0.97 ? "pending" : "rejected";
    const withPicture = i % 4 !== 3;
    articles.push({
      title,
      excerpt: `${title} near ${pick(r, STREETS)}. ${pick(r, FILLER)}`,
      content: `${title}. The decision affects ${pick(r, AREAS)} and the stretch of ${pick(r, STREETS)}. ${sentences(r, 5)}`,
      image_url: withPicture ? sampleScene(category, i) : null,
      image_caption: withPicture ? `Illustration: ${category}` : null,
      category,
      author: `${pick(r, FIRST)} ${pick(r, SURNAMES)}`,
      tags: JSON.stringify([category.toLowerCase(), pick(r, AREAS).toLowerCase()]),
      location: pick(r, AREAS),
      is_user_submitted: status !== "published" ? 1 : 0,
      submitter_id: status !== "published" ? userId() : null,
      status,
      is_premium: r() < 0.02 ? 1 : 0,
      rejection_reason: status === "rejected" ? "Not local news" : null,
      published_at: published,
      created_at: published - Math.floor(r() * 3_600_000),
      updated_at: published,
    });
  }

  const businesses: Row[] = [];
  for (let i = 0; i < SCALE.businesses; i++) {
    const cat = pick(r, bizCats);
    const kind = pick(r, BUSINESS_KINDS[cat.name] ?? ["Shop"]);
    const name = `${r() < 0.5 ? pick(r, FIRST) : `${pick(r, SURNAMES)}'s`} ${kind}${rare(i) ? ` on ${RARE_WORD}` : ""}`;
    const created = now - Math.floor((30 + r() * 700) * DAY);
    const c = r();
    const rating = Math.round((3 + r() * 2) * 10) / 10;
    businesses.push({
      name,
      description: `${name} serves ${pick(r, AREAS)} from ${pick(r, STREETS)}. ${sentences(r, 2)}`,
      category_id: cat.id,
      phone: `(317) 555-${String(1000 + Math.floor(r() * 9000))}`,
      email: `hello@${name.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
      website: `https://${name.toLowerCase().replace(/[^a-z]+/g, "")}.example`,
      address: address(r),
      hours: JSON.stringify({ monday: "9:00 AM – 5:00 PM", saturday: "10:00 AM – 2:00 PM", sunday: "Closed" }),
      services: JSON.stringify([kind, "Free estimates"]),
      logo_url: i % 3 === 0 ? categoryArt(cat.name) : null,
      image_urls: JSON.stringify([]),
      rating,
      review_count: Math.floor(r() * 300),
      is_premium: r() < 0.03 ? 1 : 0,
      claim_status: c < 0.85 ? "unclaimed" : c < 0.9 ? "pending" : "approved",
      is_active: r() < 0.97 ? 1 : 0,
      latitude: 39.61 + (r() - 0.5) * 0.1,
      longitude: -86.1 + (r() - 0.5) * 0.1,
      business_status: "OPERATIONAL",
      created_at: created,
      updated_at: created,
    });
  }

  const events: Row[] = [];
  for (let i = 0; i < SCALE.events; i++) {
    const cat = pick(r, evCats);
    const title = `${pick(r, EVENT_WORDS[cat.name] ?? ["Gathering"])} at ${pick(r, VENUES)}${rare(i) ? ` (${RARE_WORD} Room)` : ""}`;
    // Most events ahead (up to a year), a quarter in the past half year; start times on the quarter hour.
    const dayOffset = r() < 0.25 ? -Math.floor(r() * 180) : Math.floor(r() * 365);
    const start = Math.floor((now + dayOffset * DAY + Math.floor(r() * 12) * 3_600_000) / 900_000) * 900_000;
    const created = Math.min(now, start) - Math.floor(r() * 30 * DAY);
    const withPicture = i % 5 !== 4;
    events.push({
      title,
      description: `${title}. ${sentences(r, 3)}`,
      category_id: cat.id,
      start_date: start,
      end_date: start + (1 + Math.floor(r() * 4)) * 3_600_000,
      all_day: 0,
      location: pick(r, VENUES),
      address: address(r),
      latitude: 39.61 + (r() - 0.5) * 0.08,
      longitude: -86.1 + (r() - 0.5) * 0.08,
      image_url: withPicture ? sampleScene(cat.name, i) : null,
      image_alt: withPicture ? `Illustration for ${title}` : null,
      price: r() < 0.7 ? "0.00" : `${5 + Math.floor(r() * 30)}.00`,
      tags: JSON.stringify([cat.name.toLowerCase()]),
      is_featured: r() < 0.01 ? 1 : 0,
      is_public: 1,
      is_premium: 0,
      awaiting_payment: r() < 0.01 ? 1 : 0,
      cancelled_at: r() < 0.02 ? created : null,
      organizer_id: r() < 0.3 ? userId() : null,
      organizer_name: `${pick(r, FIRST)} ${pick(r, ["Club", "Association", "Parks", "Friends", "Society"])}`,
      current_attendees: 0,
      is_active: r() < 0.97 ? 1 : 0,
      created_at: created,
      updated_at: created,
    });
  }

  const ads: Row[] = [];
  for (let i = 0; i < SCALE.classified_ads; i++) {
    const category = pick(r, CLASSIFIED_CATEGORIES);
    const title = `${pick(r, ITEMS[category] ?? ["Item"])}${rare(i) ? ` – ${RARE_WORD} Ct pickup` : ""}`;
    const price = pick(r, [
      "Free",
      `$${5 + Math.floor(r() * 900)}`,
      `OBO $${20 + Math.floor(r() * 4000)}`,
      `$${10 + Math.floor(r() * 90)}/hr`,
      "Reward",
    ]);
    const created = now - Math.floor(r() * 60 * DAY);
    const premium = r() < 0.03;
    const e = r();
    ads.push({
      title,
      description: `${title} near ${pick(r, STREETS)}. ${sentences(r, 2)}`,
      category,
      price,
      price_cents: parsePriceCents(price),
      location: pick(r, AREAS),
      image_urls: JSON.stringify(i % 3 === 2 ? [] : [sampleScene(category, i)]),
      contact_email: `seller${i}@mail.example`,
      is_premium: premium ? 1 : 0,
      featured_until: premium ? created + 30 * DAY : null,
      awaiting_payment: 0,
      is_active: 1,
      seller_id: userId(),
      expires_at: created + (premium ? 60 : 30) * DAY,
      sold_at: e < 0.05 ? created + DAY : null,
      removed_at: e > 0.99 ? created + DAY : null,
      created_at: created,
      updated_at: created,
    });
  }

  const jobs: Row[] = [];
  for (let i = 0; i < SCALE.jobs; i++) {
    const cat = pick(r, jobCats);
    const title = `${pick(r, JOB_TITLES[cat.name] ?? ["Associate"])}${rare(i) ? ` – ${RARE_WORD} campus` : ""}`;
    const company = `${pick(r, FIRST)} ${pick(r, ["Health", "Logistics", "Foods", "Manufacturing", "Schools", "Services", "Supply"])}`;
    const posted = now - Math.floor(r() * 90 * DAY);
    jobs.push({
      id: `bench-job-${String(i + 1).padStart(6, "0")}`,
      title,
      company,
      location: pick(r, TOWNS),
      description: `${company} is hiring a ${title} near ${pick(r, STREETS)}. ${sentences(r, 2)}`,
      salary: `$${15 + Math.floor(r() * 20)} - $${36 + Math.floor(r() * 20)}/hr`,
      employment_type: pick(r, ["Full-time", "Part-time", "Contract"]),
      experience_level: pick(r, ["Entry level", "Mid level", "Senior level"]),
      industry: cat.name,
      skills: JSON.stringify(["Teamwork", "Customer service"]),
      apply_url: `https://careers.${company.toLowerCase().replace(/[^a-z]+/g, "")}.example/apply/${i}`,
      is_remote: r() < 0.05 ? 1 : 0,
      posted_date: posted,
      expires_date: posted + 60 * DAY,
      category_id: cat.id,
      latitude: 39.61 + (r() - 0.5) * 0.3,
      longitude: -86.1 + (r() - 0.5) * 0.3,
      distance_from_greenwood: Math.round(r() * 250) / 10,
      is_active: r() < 0.9 ? 1 : 0,
      last_fetched: now - DAY,
      created_at: posted,
      updated_at: posted,
    });
  }
  return { news_articles: articles, businesses, events, classified_ads: ads, jobs };
}

/**
 * Makes `file` a scale database: migrations, the normal seed, then the scale rows (skipped when the counts are
 * already there). Returns what it did, with the time taken.
 */
export async function ensureScaleDb(file: string, log: (line: string) => void = console.log): Promise<{ reused: boolean; ms: number }> {
  const t0 = performance.now();
  const { client, db } = openNodeDb(`file:${file}`);
  try {
    await migrateDb(db);
    await seedIfEmpty(db);
  } finally {
    client.close();
  }
  const counts = countScaleTables(file);
  if ((Object.keys(SCALE) as ScaleTable[]).every((t) => counts[t] >= SCALE[t])) {
    await maintainSearchIndexes(file);
    return { reused: true, ms: performance.now() - t0 };
  }
  if ((Object.keys(SCALE) as ScaleTable[]).some((t) => counts[t] > 1_000)) {
    throw new Error(`${file} holds a partial scale seed (${JSON.stringify(counts)}); delete it and run again`);
  }
  const sqlite = new Database(file);
  try {
    sqlite.exec("PRAGMA journal_mode = WAL");
    const rows = build(sqlite, Date.now());
    log(`generated the scale rows in ${Math.round(performance.now() - t0)} ms; inserting`);
    sqlite.exec("BEGIN IMMEDIATE");
    try {
      for (const [table, list] of Object.entries(rows)) inserter(sqlite, table, list);
      sqlite.exec("COMMIT");
    } catch (e) {
      sqlite.exec("ROLLBACK");
      throw e;
    }
    sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  } finally {
    sqlite.close();
  }
  await maintainSearchIndexes(file);
  return { reused: false, ms: performance.now() - t0 };
}

/**
 * The search indexes as the daily search-index cron leaves them (docs/decisions/search.md): the same function, on this file.
 * An index already in one piece is left as it is, so a reused database costs a fraction of a second here.
 */
async function maintainSearchIndexes(file: string) {
  const { client, db } = openNodeDb(`file:${file}`);
  try {
    await optimizeSearchIndexes(db);
  } finally {
    client.close();
  }
}
