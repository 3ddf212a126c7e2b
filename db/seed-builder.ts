// The seed's one builder: a town's sample content (db/seed-greenwood.ts or db/seed-nashville.ts, pure data) in, every
// table's rows out. No database access. A new table is one edit here (SeedData, buildSeed) and one line in db/seed.ts.
// Everything time-based is computed from `now`; event times are wall-clock times in Indianapolis (DST-aware).
// All people, businesses, phone numbers (555-01xx) and e-mail/web domains (.example) are invented.
import { TZDate } from "@date-fns/tz";
import { CLASSIFIED_CATEGORIES, parsePriceCents, type ClassifiedCategory } from "../app/lib/classifieds";
import { TOWNS as SITE_TOWNS, type TownMode } from "../app/lib/towns";
import type {
  businessCategories,
  businessClaims,
  businessReviews,
  businesses,
  ClaimVerificationData,
  classifiedAds,
  Colors,
  eventCategories,
  eventFeeds,
  events,
  Features,
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
import { buildCivicSeed, type CivicSpec } from "./seed-civic";
import type { LifecyclePlaces } from "./seed-classifieds";
import { buildJobsSeed, type LocalPostsSpec } from "./seed-jobs";
import { buildReviewsSeed, type SampleReview } from "./seed-reviews";
import { SEED_USER_IDS, SEED_USERS, seedUserEmail, type UserKey } from "./seed-users";

export { SEED_USER_IDS, type UserKey };

export const SEED_TZ = SITE_TOWNS.greenwood.timeZone;

export type SeedData = {
  users: (typeof users.$inferInsert)[];
  siteConfig: (typeof siteConfig.$inferInsert)[];
  newsFeeds: (typeof newsFeeds.$inferInsert)[];
  newsArticles: (typeof newsArticles.$inferInsert)[];
  businessCategories: (typeof businessCategories.$inferInsert)[];
  businesses: (typeof businesses.$inferInsert)[];
  businessClaims: (typeof businessClaims.$inferInsert)[];
  eventCategories: (typeof eventCategories.$inferInsert)[];
  eventFeeds: (typeof eventFeeds.$inferInsert)[];
  events: (typeof events.$inferInsert)[];
  classifiedAds: (typeof classifiedAds.$inferInsert)[];
  jobCategories: (typeof jobCategories.$inferInsert)[];
  jobs: (typeof jobs.$inferInsert)[];
  jobSources: (typeof jobSources.$inferInsert)[];
  localJobs: (typeof localJobs.$inferInsert)[];
  supportMessages: (typeof supportMessages.$inferInsert)[];
  businessReviews: (typeof businessReviews.$inferInsert)[];
  schoolDistricts: (typeof schoolDistricts.$inferInsert)[];
  schools: (typeof schools.$inferInsert)[];
  serviceContacts: (typeof serviceContacts.$inferInsert)[];
};

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type Season = "winter" | "spring" | "summer" | "fall";
function seasonOf(date: Date): Season {
  const month = new TZDate(date.getTime(), SEED_TZ).getMonth();
  if (month === 11 || month <= 1) return "winter";
  if (month <= 4) return "spring";
  if (month <= 7) return "summer";
  return "fall";
}

// Outdoor programming follows the weather rather than the calendar: November through March count as winter.
function eventSeasonOf(date: Date): Season {
  const month = new TZDate(date.getTime(), SEED_TZ).getMonth();
  if (month >= 10 || month <= 2) return "winter";
  if (month <= 4) return "spring";
  if (month <= 7) return "summer";
  return "fall";
}

/** Days on which nothing is scheduled: New Year's Day, Memorial Day, July 4, Labor Day, Thanksgiving, Dec 24, 25 and 31. */
export function isSeedHoliday(localDate: { getMonth(): number; getDate(): number; getDay(): number }): boolean {
  const [month, date, weekday] = [localDate.getMonth(), localDate.getDate(), localDate.getDay()];
  if (month === 0 && date === 1) return true;
  if (month === 6 && date === 4) return true;
  if (month === 11 && (date === 24 || date === 25 || date === 31)) return true;
  if (month === 4 && weekday === 1 && date >= 25) return true;
  if (month === 8 && weekday === 1 && date <= 7) return true;
  if (month === 10 && weekday === 4 && date >= 22 && date <= 28) return true;
  return false;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
export const html = (...parts: string[]) => parts.map((p) => (p.startsWith("<") ? p : `<p>${p}</p>`)).join("\n");
export const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join("")}</ul>`;

// ---------------------------------------------------------------------------------------------------------------
// Users and site configuration

export const SEED_FEATURES: Features = {
  classifieds: { enabled: true },
  jobs: { enabled: true },
  news: { enabled: true },
  events: { enabled: true },
  businessDirectory: { enabled: true },
  schools: { enabled: true },
  government: { enabled: true },
  emergency: { enabled: true },
  weather: { enabled: true },
};

export const SEED_COLORS: Colors = {
  primary: "#166534",
  primaryForeground: "#ffffff",
  secondary: "#f1f5f9",
  secondaryForeground: "#0f172a",
  accent: "#f59e0b",
  accentForeground: "#1c1917",
  background: "#ffffff",
  foreground: "#0f172a",
  border: "#e2e8f0",
  ring: "#166534",
};

// ---------------------------------------------------------------------------------------------------------------
// Business directory

export const BUSINESS_CATEGORY_NAMES = [
  "Restaurants",
  "Retail",
  "Healthcare",
  "Automotive",
  "Beauty & Spa",
  "Fitness",
  "Education",
  "Finance",
  "Professional Services",
  "Home Services",
  "Entertainment",
  "Pets",
  "Real Estate",
] as const;
export type BizCat = (typeof BUSINESS_CATEGORY_NAMES)[number];

const BUSINESS_CATEGORY_DESCRIPTIONS: Record<BizCat, string> = {
  Restaurants: "Restaurants, cafés, bakeries and pubs in and around town.",
  Retail: "Shops, boutiques and specialty stores.",
  Healthcare: "Doctors, dentists, clinics, therapy and eye care.",
  Automotive: "Repair shops, tires, collision and car care.",
  "Beauty & Spa": "Salons, barbers, nail studios and day spas.",
  Fitness: "Gyms, yoga and climbing studios, training clubs.",
  Education: "Preschools, tutoring, lessons and learning centers.",
  Finance: "Credit unions, tax preparation and financial planning.",
  "Professional Services": "Legal, insurance, printing and technology services.",
  "Home Services": "Heating and cooling, plumbing, lawn care and cleaning.",
  Entertainment: "Bowling, arcades, escape rooms, theatre and nightlife.",
  Pets: "Veterinary care, grooming and daycare for pets.",
  "Real Estate": "Realtors and property management.",
};
const bizCatId = (name: BizCat) => BUSINESS_CATEGORY_NAMES.indexOf(name) + 1;

export type Hours = Record<string, string>;
const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const hoursOf = (...perDay: [string, string, string, string, string, string, string]): Hours =>
  Object.fromEntries(DAY_NAMES.map((d, i) => [d, perDay[i]!]));
export const weekdays = (wd: string, sat: string, sun: string) => hoursOf(wd, wd, wd, wd, wd, sat, sun);

export const H = {
  breakfast: hoursOf(
    "Closed",
    "6:30 AM - 2:00 PM",
    "6:30 AM - 2:00 PM",
    "6:30 AM - 2:00 PM",
    "6:30 AM - 2:00 PM",
    "7:00 AM - 2:00 PM",
    "7:00 AM - 1:00 PM",
  ),
  diner: weekdays("6:00 AM - 9:00 PM", "7:00 AM - 9:00 PM", "7:00 AM - 3:00 PM"),
  dinner: hoursOf(
    "11:00 AM - 9:00 PM",
    "11:00 AM - 9:00 PM",
    "11:00 AM - 9:00 PM",
    "11:00 AM - 9:00 PM",
    "11:00 AM - 10:00 PM",
    "11:00 AM - 10:00 PM",
    "12:00 PM - 8:00 PM",
  ),
  dinnerOnly: hoursOf(
    "Closed",
    "4:30 PM - 9:00 PM",
    "4:30 PM - 9:00 PM",
    "4:30 PM - 9:00 PM",
    "4:30 PM - 10:00 PM",
    "4:30 PM - 10:00 PM",
    "4:00 PM - 8:00 PM",
  ),
  pub: hoursOf(
    "11:00 AM - 12:00 AM",
    "11:00 AM - 12:00 AM",
    "11:00 AM - 12:00 AM",
    "11:00 AM - 1:00 AM",
    "11:00 AM - 2:00 AM",
    "11:00 AM - 2:00 AM",
    "11:00 AM - 10:00 PM",
  ),
  bar: hoursOf(
    "4:00 PM - 12:00 AM",
    "4:00 PM - 12:00 AM",
    "4:00 PM - 12:00 AM",
    "4:00 PM - 1:00 AM",
    "4:00 PM - 2:00 AM",
    "12:00 PM - 2:00 AM",
    "12:00 PM - 10:00 PM",
  ),
  retail: weekdays("10:00 AM - 7:00 PM", "10:00 AM - 6:00 PM", "12:00 PM - 5:00 PM"),
  mallRetail: weekdays("10:00 AM - 9:00 PM", "10:00 AM - 9:00 PM", "11:00 AM - 6:00 PM"),
  boutique: hoursOf("Closed", "11:00 AM - 6:00 PM", "11:00 AM - 6:00 PM", "11:00 AM - 6:00 PM", "11:00 AM - 7:00 PM", "10:00 AM - 5:00 PM", ""),
  hardware: weekdays("7:00 AM - 8:00 PM", "7:00 AM - 7:00 PM", "9:00 AM - 5:00 PM"),
  office: weekdays("8:00 AM - 5:00 PM", "", ""),
  officeSat: weekdays("9:00 AM - 5:30 PM", "9:00 AM - 12:00 PM", "Closed"),
  medical: weekdays("8:00 AM - 5:00 PM", "Closed", "Closed"),
  urgent: weekdays("8:00 AM - 8:00 PM", "9:00 AM - 5:00 PM", "9:00 AM - 5:00 PM"),
  auto: weekdays("7:30 AM - 6:00 PM", "8:00 AM - 2:00 PM", "Closed"),
  carWash: weekdays("8:00 AM - 8:00 PM", "8:00 AM - 8:00 PM", "9:00 AM - 6:00 PM"),
  salon: hoursOf("Closed", "9:00 AM - 7:00 PM", "9:00 AM - 7:00 PM", "9:00 AM - 7:00 PM", "9:00 AM - 7:00 PM", "8:00 AM - 3:00 PM", "Closed"),
  spa: hoursOf(
    "Closed",
    "10:00 AM - 8:00 PM",
    "10:00 AM - 8:00 PM",
    "10:00 AM - 8:00 PM",
    "10:00 AM - 8:00 PM",
    "9:00 AM - 6:00 PM",
    "11:00 AM - 5:00 PM",
  ),
  gym: weekdays("5:00 AM - 10:00 PM", "7:00 AM - 7:00 PM", "7:00 AM - 7:00 PM"),
  studio: hoursOf(
    "6:00 AM - 8:30 PM",
    "6:00 AM - 8:30 PM",
    "6:00 AM - 8:30 PM",
    "6:00 AM - 8:30 PM",
    "6:00 AM - 6:00 PM",
    "8:00 AM - 12:00 PM",
    "9:00 AM - 12:00 PM",
  ),
  climbing: weekdays("12:00 PM - 10:00 PM", "10:00 AM - 10:00 PM", "10:00 AM - 8:00 PM"),
  preschool: weekdays("6:30 AM - 6:00 PM", "Closed", "Closed"),
  tutoring: hoursOf("3:00 PM - 8:00 PM", "3:00 PM - 8:00 PM", "3:00 PM - 8:00 PM", "3:00 PM - 8:00 PM", "", "9:00 AM - 1:00 PM", ""),
  lessons: hoursOf(
    "2:00 PM - 8:00 PM",
    "2:00 PM - 8:00 PM",
    "2:00 PM - 8:00 PM",
    "2:00 PM - 8:00 PM",
    "2:00 PM - 6:00 PM",
    "9:00 AM - 2:00 PM",
    "Closed",
  ),
  bank: weekdays("9:00 AM - 5:00 PM", "9:00 AM - 12:00 PM", "Closed"),
  homeServices: weekdays("7:00 AM - 6:00 PM", "8:00 AM - 12:00 PM", ""),
  allDay: weekdays("Open 24 hours", "Open 24 hours", "Open 24 hours"),
  bowling: hoursOf(
    "11:00 AM - 11:00 PM",
    "11:00 AM - 11:00 PM",
    "11:00 AM - 11:00 PM",
    "11:00 AM - 12:00 AM",
    "10:00 AM - 1:00 AM",
    "10:00 AM - 1:00 AM",
    "10:00 AM - 10:00 PM",
  ),
  escape: hoursOf("Closed", "Closed", "4:00 PM - 10:00 PM", "4:00 PM - 10:00 PM", "2:00 PM - 11:30 PM", "10:00 AM - 11:30 PM", "12:00 PM - 8:00 PM"),
  theatre: hoursOf("", "", "12:00 PM - 5:00 PM", "12:00 PM - 5:00 PM", "12:00 PM - 5:00 PM", "", ""),
  vet: weekdays("7:30 AM - 6:00 PM", "8:00 AM - 12:00 PM", "Closed"),
  grooming: hoursOf("Closed", "8:00 AM - 5:00 PM", "8:00 AM - 5:00 PM", "8:00 AM - 5:00 PM", "8:00 AM - 5:00 PM", "8:00 AM - 3:00 PM", "Closed"),
  daycare: weekdays("6:30 AM - 7:00 PM", "8:00 AM - 5:00 PM", "4:00 PM - 7:00 PM"),
} satisfies Record<string, Hours>;

export type Claim = { owner: UserKey; businessRole: string; message: string; additionalInfo?: string; daysAgo: number };
export type BizSpec<A extends string = string> = {
  name: string;
  cat: BizCat;
  area: A;
  address: string;
  phone: string;
  website: string | null;
  email: string | null;
  hours: Hours;
  services: string[];
  rating: number;
  reviews: number;
  description: string;
  premium?: boolean;
  priceLevel?: string;
  claim?: Claim;
};

// ---------------------------------------------------------------------------------------------------------------
// Events

export const EVENT_CATEGORY_DEFS = [
  { name: "Community", color: "#2563EB", description: "Neighbourhood gatherings, volunteering and civic life." },
  { name: "Music & Arts", color: "#9333EA", description: "Concerts, theatre, art walks and creative workshops." },
  { name: "Sports & Recreation", color: "#16A34A", description: "Races, leagues, clinics and outdoor recreation." },
  { name: "Family & Kids", color: "#F97316", description: "Storytimes, classes and events for families." },
  { name: "Food & Drink", color: "#DC2626", description: "Markets, food trucks, festivals and tastings." },
  { name: "Education", color: "#0891B2", description: "Talks, workshops and learning programs." },
  { name: "Business & Networking", color: "#475569", description: "Chamber events, job fairs and networking." },
  { name: "Health & Wellness", color: "#0D9488", description: "Fitness classes, screenings and blood drives." },
  { name: "Government & Civic", color: "#1E3A8A", description: "Public meetings and hearings." },
  { name: "Holidays & Seasonal", color: "#CA8A04", description: "Seasonal festivals and holiday celebrations." },
] as const;
export type EvCat = (typeof EVENT_CATEGORY_DEFS)[number]["name"];
const evCatId = (name: EvCat) => EVENT_CATEGORY_DEFS.findIndex((c) => c.name === name) + 1;

export type VenueDef = { name: string; address: string; lat: number; lng: number };
type Variant<V extends string> = { title: string; venue?: V; description?: string; tags?: string[]; price?: string };
export type EvSpec<V extends string = string> = {
  title: string;
  cat: EvCat;
  /** 0 = Sunday … 6 = Saturday; the event falls on the first such day at least two days out, plus `week` weeks. */
  weekday: number;
  week: number;
  start: [number, number];
  /** Same-day end time, or a later day's end. Omitted: no end date. */
  end?: [number, number] | { plusDays: number; at: [number, number] };
  venue: V;
  description: string;
  price?: string;
  tags: string[];
  featured?: boolean;
  premium?: boolean;
  registrationUrl?: string;
  maxAttendees?: number;
  organizerName: string;
  organizerContact?: string;
  contactEmail?: string;
  contactPhone?: string;
  websiteUrl?: string;
  organizer?: UserKey;
  fromFeed?: string;
  seasons?: Partial<Record<Season, Variant<V>>>;
};

export type NewsSpec = {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  author: string | null;
  daysAgo: number;
  tags: string[];
  location?: string;
  premium?: boolean;
  feed?: 1 | 2;
  status?: "pending" | "rejected";
  submitter?: UserKey;
  rejectionReason?: string;
};

// ---------------------------------------------------------------------------------------------------------------
// Classifieds

// The one list of categories lives with the classified rules.
export { CLASSIFIED_CATEGORIES };
type ClassifiedCat = ClassifiedCategory;

export type AdSpec = {
  title: string;
  category: ClassifiedCat;
  price: string | null;
  location: string;
  seller: "jamie" | "pat";
  daysAgo: number;
  description: string;
  phone?: string;
  premium?: boolean;
};

// ---------------------------------------------------------------------------------------------------------------
// Jobs

export const JOB_CATEGORY_DEFS = [
  { name: "Healthcare", color: "#ef4444", description: "Nursing, clinical and patient-care roles." },
  { name: "Retail & Hospitality", color: "#f59e0b", description: "Stores, restaurants and customer service." },
  { name: "Manufacturing & Warehouse", color: "#6366f1", description: "Production, logistics and distribution." },
  { name: "Education & Childcare", color: "#0ea5e9", description: "Schools, tutoring and childcare." },
  { name: "Office & Administrative", color: "#64748b", description: "Administration, finance, IT and customer support." },
  { name: "Skilled Trades", color: "#10b981", description: "HVAC, automotive, electrical and construction." },
] as const;
export type JobCat = (typeof JOB_CATEGORY_DEFS)[number]["name"];
const jobCatId = (name: JobCat) => JOB_CATEGORY_DEFS.findIndex((c) => c.name === name) + 1;

export type JobTownDef = { location: string; lat: number; lng: number };
export type JobSpec<T extends string = string> = {
  title: string;
  company: string;
  site: string;
  town: T;
  miles: number;
  cat: JobCat;
  industry: string;
  salary: string;
  type: "Full-time" | "Part-time" | "Contract";
  level: "Entry level" | "Mid level" | "Senior level";
  skills: string[];
  daysAgo: number;
  remote?: boolean;
  description: string;
};

// ---------------------------------------------------------------------------------------------------------------
// One town's sample content: what buildSeed turns into rows.

export type SupportSpec = {
  name: string;
  /** A member's message is from their own address (`user`); only a visitor's gives one. */
  email?: string;
  subject: string;
  message: string;
  category: string;
  user: UserKey | null;
  status: "new" | "answered";
  daysAgo: number;
};

export type TownContent = {
  mode: TownMode;
  /** Where each part of town is; businesses are placed around these. */
  areas: Record<string, readonly [number, number]>;
  businesses: BizSpec<string>[];
  venues: Record<string, VenueDef>;
  events: EvSpec<string>[];
  /** The one example calendar feed (its events carry `fromFeed`). */
  eventFeed: { name: string; url: string; uidDomain: string };
  newsFeeds: readonly { name: string; url: string; category: string }[];
  news: (season: Season) => NewsSpec[];
  ads: AdSpec[];
  jobTowns: Record<string, JobTownDef>;
  jobs: JobSpec<string>[];
  support: SupportSpec[];
  /** The invented mail domain of the town's sample people ("greenwood.example"). */
  mailDomain: string;
  civic: CivicSpec;
  localPosts: LocalPostsSpec;
  lifecyclePlaces: LifecyclePlaces;
  /** Residents' reviews by business name. */
  reviews: Record<string, SampleReview[]>;
  /** Art galleries, the home page's stat in Nashville mode: name, address, phone, latitude, longitude. */
  galleries: readonly (readonly [string, string, string, number, number])[];
};

/** The rows of the town's directory, events, news, ads, imported jobs and support messages. */
function contentRows(now: Date, town: TownContent) {
  const t = now.getTime();
  const ago = (days: number) => new Date(t - Math.round(days * DAY));
  const after = (base: Date, days: number) => new Date(base.getTime() + days * DAY);

  // Today's calendar date in Indianapolis, for wall-clock event times.
  const today = new TZDate(t, SEED_TZ);
  const [y, m, d, dow] = [today.getFullYear(), today.getMonth(), today.getDate(), today.getDay()];
  const wallClock = (dayOffset: number, [hour, minute]: [number, number]) =>
    new Date(new TZDate(y, m, d + dayOffset, hour, minute, 0, SEED_TZ).getTime());
  // First given weekday at least two calendar days out (so at least a full day after now), plus whole weeks;
  // moved to the nearest week (later first) inside the window when any day it spans is a holiday.
  const spansHoliday = (offset: number, days: number) =>
    Array.from({ length: days + 1 }, (_, k) => new TZDate(y, m, d + offset + k, 12, 0, 0, SEED_TZ)).some(isSeedHoliday);
  const dayOffsetFor = (weekday: number, week: number, days: number) => {
    const offset = ((weekday - ((dow + 2) % 7) + 7) % 7) + 2 + 7 * week;
    const candidates = [0, 7, -7, 14, -14, 21, -21].map((shift) => offset + shift).filter((o) => o >= 2 && o + days <= 52);
    return candidates.find((o) => !spansHoliday(o, days)) ?? offset;
  };

  const userEmail = (key: UserKey) => seedUserEmail(key, town.mailDomain);
  const usersRows: SeedData["users"] = SEED_USERS.map((u) => ({
    id: SEED_USER_IDS[u.key],
    email: userEmail(u.key),
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    isActive: true,
    createdAt: ago(u.daysAgo),
    updatedAt: ago(u.daysAgo),
  }));

  const siteConfigRows: SeedData["siteConfig"] = [
    {
      id: 1,
      siteName: SITE_TOWNS[town.mode].siteName,
      supportEmail: SITE_TOWNS[town.mode].supportEmail,
      postalAddress: SITE_TOWNS[town.mode].postalAddress,
      features: SEED_FEATURES,
      colors: SEED_COLORS,
      mode: town.mode,
      updatedAt: now,
    },
  ];

  const businessCategoryRows: SeedData["businessCategories"] = BUSINESS_CATEGORY_NAMES.map((name, i) => ({
    id: i + 1,
    name,
    description: BUSINESS_CATEGORY_DESCRIPTIONS[name],
    createdAt: ago(120),
  }));

  const businessRows: SeedData["businesses"] = [];
  const claimRows: SeedData["businessClaims"] = [];
  town.businesses.forEach((b, i) => {
    const id = i + 1;
    const [lat, lng] = town.areas[b.area]!;
    const createdAt = ago(100 + ((i * 7) % 90));
    let claim: Partial<typeof businesses.$inferInsert> = { ownerId: null, claimStatus: "unclaimed" };
    if (b.claim) {
      const claimedAt = ago(b.claim.daysAgo);
      const verification: ClaimVerificationData = {
        businessRole: b.claim.businessRole,
        contactPhone: b.phone,
        businessEmail: b.email ?? "",
        verificationMessage: b.claim.message,
        additionalInfo: b.claim.additionalInfo ?? "",
        userEmail: userEmail(b.claim.owner),
      };
      claim = { ownerId: SEED_USER_IDS[b.claim.owner], claimStatus: "approved", claimedAt, claimVerificationData: verification };
      claimRows.push({
        businessId: id,
        userId: SEED_USER_IDS[b.claim.owner],
        status: "approved",
        verificationData: verification,
        reviewedBy: SEED_USER_IDS.moderator,
        reviewedAt: claimedAt,
        createdAt: new Date(claimedAt.getTime() - 2 * DAY),
      });
    }
    businessRows.push({
      id,
      name: b.name,
      description: b.description,
      categoryId: bizCatId(b.cat),
      phone: b.phone,
      email: b.email,
      website: b.website,
      address: b.address,
      hours: b.hours,
      services: b.services,
      logoUrl: null,
      imageUrls: [],
      rating: b.rating,
      reviewCount: b.reviews,
      isPremium: b.premium ?? false,
      ...claim,
      isActive: true,
      latitude: round(lat + (((i * 37) % 11) - 5) * 0.0009, 6),
      longitude: round(lng + (((i * 53) % 13) - 6) * 0.0011, 6),
      priceLevel: b.priceLevel ?? null,
      businessStatus: "OPERATIONAL",
      createdAt,
      updatedAt: claim.claimedAt ?? createdAt,
    });
  });

  const eventCategoryRows: SeedData["eventCategories"] = EVENT_CATEGORY_DEFS.map((c, i) => ({
    id: i + 1,
    name: c.name,
    description: c.description,
    color: c.color,
    isActive: true,
    createdAt: ago(120),
  }));

  const eventFeedRows: SeedData["eventFeeds"] = [
    { id: 1, name: town.eventFeed.name, url: town.eventFeed.url, categoryId: evCatId("Community"), isActive: true, createdAt: ago(100) },
  ];

  const eventRows: SeedData["events"] = town.events.map((e, i) => {
    const spanDays = e.end !== undefined && !Array.isArray(e.end) ? e.end.plusDays : 0;
    const offset = dayOffsetFor(e.weekday, e.week, spanDays);
    const startDate = wallClock(offset, e.start);
    const variant = e.seasons?.[eventSeasonOf(startDate)];
    const venue = town.venues[variant?.venue ?? e.venue];
    const endDate = e.end === undefined ? null : Array.isArray(e.end) ? wallClock(offset, e.end) : wallClock(offset + e.end.plusDays, e.end.at);
    const createdAt = ago(3 + ((i * 5) % 25));
    return {
      title: variant?.title ?? e.title,
      description: variant?.description ?? e.description,
      categoryId: evCatId(e.cat),
      startDate,
      endDate,
      location: venue!.name,
      address: venue!.address,
      latitude: venue!.lat,
      longitude: venue!.lng,
      imageUrl: null,
      price: variant?.price ?? e.price ?? "0.00",
      websiteUrl: e.websiteUrl ?? null,
      contactEmail: e.contactEmail ?? null,
      contactPhone: e.contactPhone ?? null,
      registrationRequired: e.registrationUrl !== undefined,
      registrationUrl: e.registrationUrl ?? null,
      tags: variant?.tags ?? e.tags,
      isFeatured: e.featured ?? false,
      featuredUntil: e.featured ? (endDate ?? startDate) : null,
      isPublic: true,
      isPremium: e.premium ?? false,
      organizerId: e.organizer ? SEED_USER_IDS[e.organizer] : null,
      organizerName: e.organizerName,
      organizerContact: e.organizerContact ?? null,
      maxAttendees: e.maxAttendees ?? null,
      // currentAttendees: the count of "going" answers, none in the seed.
      currentAttendees: 0,
      isActive: true,
      sourceUid: e.fromFeed ? `${e.fromFeed}-${startDate.toISOString().slice(0, 10)}@${town.eventFeed.uidDomain}` : null,
      feedId: e.fromFeed ? 1 : null,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const newsFeedRows: SeedData["newsFeeds"] = town.newsFeeds.map((f, i) => ({
    id: i + 1,
    name: f.name,
    url: f.url,
    category: f.category,
    isActive: true,
    lastFetchedAt: null,
    lastError: null,
    createdAt: ago(100),
  }));

  const newsRows: SeedData["newsArticles"] = town.news(seasonOf(now)).map((n, i) => {
    const publishedAt = ago(n.daysAgo);
    const status = n.status ?? "published";
    const slug = n.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    return {
      title: n.title,
      excerpt: n.excerpt,
      content: n.content,
      imageUrl: null,
      imageCaption: null,
      category: n.category,
      // An imported item without an author is credited to its feed, as the importer does.
      author: n.author ?? (n.feed ? (town.newsFeeds[n.feed - 1]?.name ?? null) : null),
      tags: n.tags,
      location: n.location ?? null,
      // No links: the seeded "imported" items are invented, so they must not point at pages on the real sites.
      sourceUrl: null,
      originalUrl: null,
      sourceKey: n.feed ? `seed:feed-${n.feed}:${slug}` : null,
      feedId: n.feed ?? null,
      submitterId: n.submitter ? SEED_USER_IDS[n.submitter] : null,
      isUserSubmitted: n.submitter !== undefined,
      status,
      isPremium: n.premium ?? false,
      premiumUntil: n.premium ? after(publishedAt, 7) : null,
      reviewedBy: status === "rejected" ? SEED_USER_IDS.moderator : null,
      reviewedAt: status === "rejected" ? after(publishedAt, 1) : null,
      rejectionReason: n.rejectionReason ?? null,
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - (i % 3) * HOUR),
      updatedAt: status === "rejected" ? after(publishedAt, 1) : publishedAt,
    };
  });

  const classifiedRows: SeedData["classifiedAds"] = town.ads.map((a) => {
    const createdAt = ago(a.daysAgo);
    const premium = a.premium ?? false;
    return {
      title: a.title,
      description: a.description,
      category: a.category,
      price: a.price,
      priceCents: parsePriceCents(a.price),
      location: a.location,
      imageUrls: [],
      contactEmail: userEmail(a.seller),
      contactPhone: a.phone ?? null,
      isPremium: premium,
      featuredUntil: premium ? after(createdAt, 30) : null,
      isActive: true,
      sellerId: SEED_USER_IDS[a.seller],
      expiresAt: after(createdAt, premium ? 60 : 30),
      createdAt,
      updatedAt: createdAt,
    };
  });

  const jobCategoryRows: SeedData["jobCategories"] = JOB_CATEGORY_DEFS.map((c, i) => ({
    id: i + 1,
    name: c.name,
    description: c.description,
    color: c.color,
    isActive: true,
    createdAt: ago(120),
  }));

  const jobRows: SeedData["jobs"] = town.jobs.map((j, i) => {
    const place = town.jobTowns[j.town];
    const postedDate = ago(j.daysAgo + 0.25);
    const slug = j.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    return {
      id: `job-${String(i + 1).padStart(4, "0")}`,
      title: j.title,
      company: j.company,
      location: j.remote ? `${place!.location} (Remote)` : place!.location,
      description: j.description,
      salary: j.salary,
      employmentType: j.type,
      experienceLevel: j.level,
      industry: j.industry,
      skills: j.skills,
      applyUrl: `https://careers.${j.site}/apply/${slug}`,
      companyWebsite: `https://${j.site}`,
      companyLogo: null,
      isRemote: j.remote ?? false,
      postedDate,
      expiresDate: after(postedDate, 60),
      categoryId: jobCatId(j.cat),
      latitude: place!.lat,
      longitude: place!.lng,
      distanceFromGreenwood: j.miles,
      isActive: true,
      lastFetched: ago(0.125),
      createdAt: postedDate,
      updatedAt: postedDate,
    };
  });

  const supportRows: SeedData["supportMessages"] = town.support.map((m) => ({
    name: m.name,
    email: m.user ? userEmail(m.user) : (m.email ?? ""),
    subject: m.subject,
    message: m.message,
    category: m.category,
    userId: m.user ? SEED_USER_IDS[m.user] : null,
    status: m.status,
    createdAt: ago(m.daysAgo),
  }));

  return {
    users: usersRows,
    siteConfig: siteConfigRows,
    newsFeeds: newsFeedRows,
    newsArticles: newsRows,
    businessCategories: businessCategoryRows,
    businesses: businessRows,
    businessClaims: claimRows,
    eventCategories: eventCategoryRows,
    eventFeeds: eventFeedRows,
    events: eventRows,
    classifiedAds: classifiedRows,
    jobCategories: jobCategoryRows,
    jobs: jobRows,
    supportMessages: supportRows,
  };
}

/** The galleries' category: outside the directory's list, so its id stands apart. */
const ART_GALLERIES_CATEGORY_ID = 100;

function galleryRows(now: Date, town: TownContent) {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  if (!town.galleries.length) return { categories: [], galleries: [] };
  const categories: SeedData["businessCategories"] = [
    { id: ART_GALLERIES_CATEGORY_ID, name: "Art Galleries", description: "Galleries and working studios.", createdAt: ago(120) },
  ];
  const galleries: SeedData["businesses"] = town.galleries.map(([name, address, phone, latitude, longitude], i) => ({
    id: 900 + i,
    name,
    description: `${name} shows and sells the work of local painters, potters and jewellers.`,
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
  return { categories, galleries };
}

/** Every table's rows for one town's sample content, in the order they are inserted (parents first). */
export function buildSeed(now: Date, town: TownContent): SeedData {
  const s = contentRows(now, town);
  const art = galleryRows(now, town);
  const j = buildJobsSeed(now, town.mode, town.localPosts, town.mailDomain);
  const civic = buildCivicSeed(now, town.civic);
  const rv = buildReviewsSeed(now, s.businesses, town.reviews, town.mailDomain);
  const rating = new Map(rv.ratings.map(({ businessId, ...r }) => [businessId, r]));
  return {
    users: [...s.users, ...rv.residents],
    siteConfig: s.siteConfig,
    newsFeeds: s.newsFeeds,
    newsArticles: s.newsArticles,
    businessCategories: [...s.businessCategories, ...art.categories],
    businesses: [...s.businesses.map((b) => ({ ...b, ...(b.id === undefined ? {} : rating.get(b.id)) })), ...art.galleries],
    businessClaims: s.businessClaims,
    businessReviews: rv.reviews,
    eventCategories: s.eventCategories,
    eventFeeds: s.eventFeeds,
    events: s.events,
    classifiedAds: s.classifiedAds,
    jobCategories: s.jobCategories,
    jobs: [...s.jobs, ...j.jobs],
    jobSources: j.jobSources,
    localJobs: j.localJobs,
    supportMessages: s.supportMessages,
    schoolDistricts: civic.districts,
    schools: civic.schools,
    serviceContacts: civic.contacts,
  };
}
