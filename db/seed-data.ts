// Seed data for a fresh site: pure builders, no database access. This file holds Greenwood, Indiana's content and
// the builder; db/seed-nashville.ts holds Nashville's (the site's mode at seed time chooses, TOWN=nashville).
// Everything time-based is computed from `now`; event times are wall-clock times in Indianapolis (DST-aware).
// All people, businesses, phone numbers (555-01xx) and e-mail/web domains (.example) are invented.
import { TZDate } from "@date-fns/tz";
import { CLASSIFIED_CATEGORIES, parsePriceCents, type ClassifiedCategory } from "../app/lib/classifieds";
import { TOWNS as SITE_TOWNS, type TownMode } from "../app/lib/towns";
import type {
  businessCategories,
  businessClaims,
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
  newsArticles,
  newsFeeds,
  siteConfig,
  supportMessages,
  users,
} from "./schema";

export const SEED_TZ = SITE_TOWNS.greenwood.timeZone;

export const SEED_USER_IDS = {
  admin: "seed-admin",
  moderator: "seed-moderator",
  jamie: "seed-member-jamie",
  pat: "seed-member-pat",
} as const;
export type UserKey = keyof typeof SEED_USER_IDS;

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
  supportMessages: (typeof supportMessages.$inferInsert)[];
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

const SEED_USERS: { key: UserKey; email: string; firstName: string; lastName: string; role: "admin" | "moderator" | "user"; daysAgo: number }[] = [
  { key: "admin", email: "admin@greenwood.example", firstName: "Dana", lastName: "Whitaker", role: "admin", daysAgo: 120 },
  { key: "moderator", email: "moderator@greenwood.example", firstName: "Marcus", lastName: "Reyes", role: "moderator", daysAgo: 110 },
  { key: "jamie", email: "jamie.chen@greenwood.example", firstName: "Jamie", lastName: "Chen", role: "user", daysAgo: 75 },
  { key: "pat", email: "pat.oneill@greenwood.example", firstName: "Pat", lastName: "O'Neill", role: "user", daysAgo: 60 },
];
const userEmail = (key: UserKey) => {
  const user = SEED_USERS.find((u) => u.key === key);
  if (!user) throw new Error(`No seed user ${key}`);
  return user.email;
};

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
  Restaurants: "Restaurants, cafés, bakeries and pubs in and around Greenwood.",
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

// Rough centres of the parts of town; each listing is nudged a little so pins do not overlap.
const AREAS = {
  oldTown: [39.6137, -86.1067],
  madisonNorth: [39.6248, -86.1105],
  mall: [39.6332, -86.1205],
  us31South: [39.5985, -86.1108],
  smithValleyEmerson: [39.5918, -86.0828],
  countyLineEmerson: [39.6349, -86.0834],
  fryRd: [39.6006, -86.0962],
  worthsville: [39.5762, -86.0957],
  sr135: [39.6102, -86.1578],
  mainEast: [39.6141, -86.0812],
} as const;
type Area = keyof typeof AREAS;

export type Hours = Record<string, string>;
const DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const hoursOf = (...perDay: [string, string, string, string, string, string, string]): Hours =>
  Object.fromEntries(DAY_NAMES.map((d, i) => [d, perDay[i]]));
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
export type BizSpec<A extends string = Area> = {
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

const BUSINESSES: BizSpec[] = [
  // Restaurants
  {
    name: "Maplecrest Bakehouse",
    cat: "Restaurants",
    area: "oldTown",
    address: "152 W Main St, Greenwood, IN 46142",
    phone: "3175550101",
    website: "maplecrestbakehouse.example",
    email: "hello@maplecrestbakehouse.example",
    hours: H.breakfast,
    services: ["Fresh bread", "Pastries", "Espresso bar", "Custom cakes", "Catering"],
    rating: 4.8,
    reviews: 312,
    premium: true,
    priceLevel: "$",
    description:
      "Scratch bakery and coffee bar in Old Town Greenwood. Sourdough is baked every morning, cinnamon rolls sell out by ten on Saturdays.\n\nCustom cakes and office catering need 48 hours' notice.",
    claim: {
      owner: "jamie",
      businessRole: "Owner",
      message: "I opened the bakery five years ago and would like to keep our hours and menu current.",
      additionalInfo: "Business licence on file with the City of Greenwood.",
      daysAgo: 58,
    },
  },
  {
    name: "Blue Heron Diner",
    cat: "Restaurants",
    area: "madisonNorth",
    address: "1120 N Madison Ave, Greenwood, IN 46142",
    phone: "3175550102",
    website: "https://www.blueherondiner.example",
    email: "orders@blueherondiner.example",
    hours: H.diner,
    services: ["Breakfast all day", "Dine-in", "Carry-out", "Kids' menu"],
    rating: 4.4,
    reviews: 587,
    priceLevel: "$",
    description: "Classic American diner with bottomless coffee, biscuits and gravy, and pie by the slice. Breakfast is served all day.",
  },
  {
    name: "Hoosier Ember Smokehouse",
    cat: "Restaurants",
    area: "us31South",
    address: "840 US-31 S, Greenwood, IN 46143",
    phone: "(317) 555-0103",
    website: "https://www.hoosieremberbbq.example",
    email: "catering@hoosieremberbbq.example",
    hours: H.dinner,
    services: ["Dine-in", "Carry-out", "Catering", "Family packs", "Patio seating"],
    rating: 4.6,
    reviews: 941,
    premium: true,
    priceLevel: "$$",
    description:
      "Hickory-smoked brisket, pulled pork and burnt ends, smoked low and slow on site every day.\n\nFamily packs feed four to six. Catering for graduations, reunions and office lunches across Johnson County.",
  },
  {
    name: "Pho Lotus Kitchen",
    cat: "Restaurants",
    area: "mall",
    address: "1285 US-31 N, Greenwood, IN 46142",
    phone: "3175550104",
    website: "pholotuskitchen.example",
    email: "info@pholotuskitchen.example",
    hours: H.dinner,
    services: ["Pho", "Banh mi", "Vegetarian options", "Carry-out", "Delivery"],
    rating: 4.5,
    reviews: 426,
    priceLevel: "$$",
    description: "Vietnamese noodle house near the Greenwood Park Mall. Broth simmers for twelve hours; vegetarian broth available.",
  },
  {
    name: "Trattoria Valle",
    cat: "Restaurants",
    area: "smithValleyEmerson",
    address: "1720 E Smith Valley Rd, Greenwood, IN 46143",
    phone: "3175550105",
    website: "https://trattoriavalle.example",
    email: "reservations@trattoriavalle.example",
    hours: H.dinnerOnly,
    services: ["Reservations", "Private dining room", "Wine list", "Kids' cooking classes"],
    rating: 4.3,
    reviews: 268,
    priceLevel: "$$$",
    description: "Neighbourhood Italian with handmade pasta, wood-fired pizza and a small private room for parties of up to 24.",
  },
  {
    name: "Casa Girasol Taqueria",
    cat: "Restaurants",
    area: "countyLineEmerson",
    address: "1455 N Emerson Ave, Greenwood, IN 46143",
    phone: "3175550106",
    website: null,
    email: "casagirasol@mail.example",
    hours: hoursOf(
      "10:30 AM - 9:00 PM",
      "10:30 AM - 9:00 PM",
      "10:30 AM - 9:00 PM",
      "10:30 AM - 9:00 PM",
      "10:30 AM - 10:00 PM",
      "10:30 AM - 10:00 PM",
      "",
    ),
    services: ["Street tacos", "Tamales", "Carry-out", "Party trays"],
    rating: 4.2,
    reviews: 154,
    priceLevel: "$",
    description: "Family-run taqueria: al pastor off the trompo, handmade tortillas and tamales on weekends.",
  },
  {
    name: "Kettle & Crumb Pie Shop",
    cat: "Restaurants",
    area: "mainEast",
    address: "1010 E Main St, Greenwood, IN 46143",
    phone: "3175550107",
    website: "kettleandcrumb.example",
    email: "pies@kettleandcrumb.example",
    hours: hoursOf("Closed", "Closed", "11:00 AM - 6:00 PM", "11:00 AM - 6:00 PM", "11:00 AM - 7:00 PM", "9:00 AM - 5:00 PM", "Closed"),
    services: ["Whole pies", "Pie by the slice", "Holiday pre-orders"],
    rating: 0,
    reviews: 0,
    priceLevel: "$",
    description: "Newly opened pie shop: sugar cream, Dutch apple and seasonal fruit pies, baked in small batches.",
  },
  {
    name: "The Tin Lantern Pub",
    cat: "Restaurants",
    area: "oldTown",
    address: "275 W Main St, Greenwood, IN 46142",
    phone: "3175550108",
    website: "https://www.tinlanternpub.example",
    email: "host@tinlanternpub.example",
    hours: H.pub,
    services: ["Full bar", "Pub food", "Tuesday trivia", "Live music on weekends"],
    rating: 4.1,
    reviews: 377,
    priceLevel: "$$",
    description:
      "Old Town pub with twenty taps, a tenderloin the size of the plate, Tuesday trivia and local bands on weekends.\n\nKitchen open until 11 PM; bar until 2 AM Friday and Saturday.",
  },
  // Retail
  {
    name: "Worthsville Hardware & Garden",
    cat: "Retail",
    area: "worthsville",
    address: "1930 E Worthsville Rd, Greenwood, IN 46143",
    phone: "3175550109",
    website: "https://worthsvillehardware.example",
    email: "help@worthsvillehardware.example",
    hours: H.hardware,
    services: ["Key cutting", "Paint matching", "Small engine repair", "Garden centre", "Propane exchange"],
    rating: 4.7,
    reviews: 402,
    description: "Independent hardware store with a seasonal garden centre. Staff will help you find the one odd bolt you need.",
  },
  {
    name: "Paper Lantern Books",
    cat: "Retail",
    area: "oldTown",
    address: "188 W Main St, Greenwood, IN 46142",
    phone: "3175550110",
    website: "paperlanternbooks.example",
    email: "books@paperlanternbooks.example",
    hours: H.boutique,
    services: ["New and used books", "Special orders", "Book clubs", "Author events", "Gift wrapping"],
    rating: 4.9,
    reviews: 218,
    description:
      "Independent bookstore in Old Town with new and used books, a children's reading nook, and monthly author talks.\n\nWe special-order anything in print, usually within three days.",
    claim: { owner: "pat", businessRole: "Owner", message: "I own Paper Lantern Books and would like to post our author events.", daysAgo: 44 },
  },
  {
    name: "Fig & Fern Boutique",
    cat: "Retail",
    area: "mall",
    address: "1251 US-31 N, Suite D-14, Greenwood, IN 46142",
    phone: "3175550111",
    website: "https://www.figandfern.example",
    email: "shop@figandfern.example",
    hours: H.mallRetail,
    services: ["Women's clothing", "Accessories", "Personal styling", "Gift cards"],
    rating: 4.3,
    reviews: 96,
    premium: true,
    description: "Women's clothing and accessories in sizes XS–3X, with free personal styling appointments.",
  },
  {
    name: "Second Spin Records",
    cat: "Retail",
    area: "madisonNorth",
    address: "950 N Madison Ave, Greenwood, IN 46142",
    phone: "3175550112",
    website: "secondspinrecords.example",
    email: null,
    hours: hoursOf(
      "Closed",
      "12:00 PM - 7:00 PM",
      "12:00 PM - 7:00 PM",
      "12:00 PM - 7:00 PM",
      "12:00 PM - 8:00 PM",
      "11:00 AM - 8:00 PM",
      "12:00 PM - 5:00 PM",
    ),
    services: ["Vinyl", "CDs", "Turntable repair", "We buy collections"],
    rating: 4.6,
    reviews: 133,
    description: "New and used vinyl, turntables and stereo gear. Bring in your collection for a cash or trade offer.",
  },
  {
    name: "Prairie Thread Quilt Co.",
    cat: "Retail",
    area: "sr135",
    address: "2115 S State Rd 135, Greenwood, IN 46143",
    phone: "317-555-0113",
    website: "https://prairiethread.example",
    email: "sew@prairiethread.example",
    hours: H.retail,
    services: ["Quilting fabric", "Long-arm quilting service", "Classes", "Sewing machine service"],
    rating: 4.8,
    reviews: 87,
    description: "Fabric, notions and classes for quilters of every level, with a long-arm quilting service on site.",
  },
  {
    name: "Hometown Cycle Works",
    cat: "Retail",
    area: "fryRd",
    address: "640 E Fry Rd, Greenwood, IN 46142",
    phone: "3175550114",
    website: "https://hometowncycle.example",
    email: "service@hometowncycle.example",
    hours: H.retail,
    services: ["Bike sales", "Tune-ups", "Bike fitting", "Group rides"],
    rating: 4.5,
    reviews: 144,
    description: "Road, gravel, kids' and e-bikes. Tune-ups usually done within two days; group ride leaves the shop Saturdays at 8 AM.",
  },
  // Healthcare
  {
    name: "Bluestem Family Medicine",
    cat: "Healthcare",
    area: "smithValleyEmerson",
    address: "1560 E Smith Valley Rd, Suite 200, Greenwood, IN 46143",
    phone: "3175550115",
    website: "https://www.bluestemfamilymed.example",
    email: "frontdesk@bluestemfamilymed.example",
    hours: H.medical,
    services: ["Primary care", "Well-child visits", "Sports physicals", "Telehealth"],
    rating: 4.4,
    reviews: 211,
    description: "Primary care for the whole family, accepting new patients of all ages. Same-day sick visits most weekdays.",
  },
  {
    name: "Brightside Pediatric Dentistry",
    cat: "Healthcare",
    area: "fryRd",
    address: "711 E Fry Rd, Greenwood, IN 46142",
    phone: "3175550116",
    website: "brightsidekidsdental.example",
    email: "smile@brightsidekidsdental.example",
    hours: hoursOf("8:00 AM - 5:00 PM", "8:00 AM - 5:00 PM", "8:00 AM - 6:00 PM", "8:00 AM - 5:00 PM", "8:00 AM - 1:00 PM", "Closed", "Closed"),
    services: ["Cleanings", "Sealants", "Sedation dentistry", "Orthodontic referrals"],
    rating: 4.7,
    reviews: 356,
    premium: true,
    description: "Dentistry for kids and teens in a calm, playful office. First visits recommended by age one.",
  },
  {
    name: "Keystone Motion Physical Therapy",
    cat: "Healthcare",
    area: "us31South",
    address: "1005 US-31 S, Greenwood, IN 46143",
    phone: "3175550117",
    website: "https://keystonemotionpt.example",
    email: "schedule@keystonemotionpt.example",
    hours: H.officeSat,
    services: ["Physical therapy", "Sports rehab", "Dry needling", "Post-surgical rehab"],
    rating: 4.6,
    reviews: 129,
    description: "Outpatient physical therapy with one-on-one, hour-long sessions. Most new patients are seen within 48 hours.",
  },
  {
    name: "Lakeshore Vision Care",
    cat: "Healthcare",
    area: "mall",
    address: "1199 US-31 N, Greenwood, IN 46142",
    phone: "3175550118",
    website: "lakeshorevision.example",
    email: "eyes@lakeshorevision.example",
    hours: H.officeSat,
    services: ["Eye exams", "Contact lenses", "Glasses", "Dry-eye treatment"],
    rating: 4.3,
    reviews: 178,
    description: "Eye exams for adults and children, contacts and a large frame gallery.",
  },
  {
    name: "Juniper Walk-In Clinic",
    cat: "Healthcare",
    area: "countyLineEmerson",
    address: "5020 E County Line Rd, Greenwood, IN 46143",
    phone: "3175550119",
    website: "https://juniperclinic.example",
    email: null,
    hours: H.urgent,
    services: ["Walk-in care", "X-ray", "Stitches", "Flu shots", "Work physicals"],
    rating: 3.9,
    reviews: 492,
    description: "Walk-in care for minor illnesses and injuries, open seven days. Save your place in line online.",
  },
  // Automotive
  {
    name: "Ironwood Auto Service",
    cat: "Automotive",
    area: "fryRd",
    address: "455 W Fry Rd, Greenwood, IN 46142",
    phone: "3175550120",
    website: "ironwoodauto.example",
    email: "shop@ironwoodauto.example",
    hours: H.auto,
    services: ["Oil changes", "Brakes", "Diagnostics", "Alignment", "State-certified emissions prep"],
    rating: 4.6,
    reviews: 305,
    description:
      "ASE-certified technicians working on domestic and import cars and light trucks.\n\nFree shuttle within Greenwood; 24-month/24,000-mile warranty on repairs.",
    claim: {
      owner: "pat",
      businessRole: "General manager",
      message: "I manage the shop day to day and handle our online listings.",
      additionalInfo: "Owner's authorisation letter available on request.",
      daysAgo: 31,
    },
  },
  {
    name: "Clearwater Car Wash & Detail",
    cat: "Automotive",
    area: "us31South",
    address: "1430 US-31 S, Greenwood, IN 46143",
    phone: "3175550121",
    website: "https://clearwaterwash.example",
    email: "info@clearwaterwash.example",
    hours: H.carWash,
    services: ["Express wash", "Monthly wash club", "Interior detailing", "Ceramic coating"],
    rating: 4.0,
    reviews: 264,
    description: "Express tunnel wash with free vacuums and full interior and exterior detailing by appointment.",
  },
  {
    name: "Three Rivers Tire & Brake",
    cat: "Automotive",
    area: "countyLineEmerson",
    address: "4850 E County Line Rd, Greenwood, IN 46143",
    phone: "3175550122",
    website: "threeriverstire.example",
    email: "service@threeriverstire.example",
    hours: H.auto,
    services: ["Tires", "Brakes", "Alignment", "Batteries"],
    rating: 4.2,
    reviews: 188,
    description: "Tires for every budget, installed while you wait, plus brakes, batteries and alignments.",
  },
  {
    name: "Redbud Collision Center",
    cat: "Automotive",
    area: "worthsville",
    address: "2250 E Worthsville Rd, Greenwood, IN 46143",
    phone: "3175550123",
    website: null,
    email: "estimates@redbudcollision.example",
    hours: H.office,
    services: ["Collision repair", "Paintless dent repair", "Insurance claims"],
    rating: 0,
    reviews: 0,
    description: "Collision repair shop that works with all insurers. Free estimates, no appointment needed.",
  },
  // Beauty & Spa
  {
    name: "Willow & Sage Day Spa",
    cat: "Beauty & Spa",
    area: "smithValleyEmerson",
    address: "1605 E Smith Valley Rd, Greenwood, IN 46143",
    phone: "3175550124",
    website: "https://www.willowandsage.example",
    email: "relax@willowandsage.example",
    hours: H.spa,
    services: ["Massage", "Facials", "Body wraps", "Couples' packages", "Gift cards"],
    rating: 4.8,
    reviews: 274,
    premium: true,
    priceLevel: "$$$",
    description: "Massage, facials and body treatments in a quiet, candle-lit spa. Couples' suites available for anniversaries.",
    claim: { owner: "jamie", businessRole: "Co-owner", message: "My sister and I own the spa; I handle marketing and bookings.", daysAgo: 40 },
  },
  {
    name: "Straight Razor Social Club",
    cat: "Beauty & Spa",
    area: "oldTown",
    address: "210 S Madison Ave, Greenwood, IN 46142",
    phone: "3175550125",
    website: "straightrazorsocial.example",
    email: null,
    hours: H.salon,
    services: ["Haircuts", "Hot towel shaves", "Beard trims", "Kids' cuts"],
    rating: 4.7,
    reviews: 341,
    description: "Traditional barbershop with walk-ins welcome and online booking. Hot towel shave with every Saturday cut.",
  },
  {
    name: "Lacquer Nail Lounge",
    cat: "Beauty & Spa",
    area: "mall",
    address: "1321 US-31 N, Greenwood, IN 46142",
    phone: "3175550126",
    website: "https://lacquernails.example",
    email: "book@lacquernails.example",
    hours: hoursOf(
      "10:00 AM - 7:00 PM",
      "10:00 AM - 7:00 PM",
      "10:00 AM - 7:00 PM",
      "10:00 AM - 7:00 PM",
      "10:00 AM - 7:00 PM",
      "9:00 AM - 6:00 PM",
      "11:00 AM - 5:00 PM",
    ),
    services: ["Manicures", "Pedicures", "Gel", "Dip powder", "Nail art"],
    rating: 4.1,
    reviews: 203,
    description: "Manicures, pedicures and nail art. Walk-ins welcome, appointments preferred on weekends.",
  },
  {
    name: "Golden Hour Salon",
    cat: "Beauty & Spa",
    area: "sr135",
    address: "1890 S State Rd 135, Greenwood, IN 46143",
    phone: "3175550127",
    website: "goldenhoursalon.example",
    email: "hello@goldenhoursalon.example",
    hours: H.salon,
    services: ["Cuts", "Color", "Balayage", "Bridal styling", "Extensions"],
    rating: 4.5,
    reviews: 167,
    description: "Full-service hair salon specialising in color and lived-in blondes. Bridal parties welcome on Sundays by arrangement.",
  },
  // Fitness
  {
    name: "Foundry Fitness Greenwood",
    cat: "Fitness",
    area: "countyLineEmerson",
    address: "4960 E County Line Rd, Greenwood, IN 46143",
    phone: "3175550128",
    website: "https://www.foundryfitness.example",
    email: "join@foundryfitness.example",
    hours: H.gym,
    services: ["Free weights", "Group classes", "Personal training", "Childcare", "Sauna"],
    rating: 4.4,
    reviews: 389,
    premium: true,
    description:
      "Full gym with free weights, turf, forty group classes a week and on-site childcare.\n\nNo long-term contracts. First week free for Greenwood residents.",
  },
  {
    name: "Stillwater Yoga Studio",
    cat: "Fitness",
    area: "oldTown",
    address: "301 W Main St, Greenwood, IN 46142",
    phone: "3175550129",
    website: "stillwateryoga.example",
    email: "namaste@stillwateryoga.example",
    hours: H.studio,
    services: ["Vinyasa", "Yin", "Prenatal yoga", "Beginner series", "Outdoor classes"],
    rating: 4.9,
    reviews: 158,
    description:
      "Heated and non-heated yoga classes for every level, with a six-week beginner series each month and free outdoor classes in the park.",
    claim: { owner: "jamie", businessRole: "Studio manager", message: "I run the studio's schedule and want to list our park classes.", daysAgo: 22 },
  },
  {
    name: "Summit Gap Climbing Gym",
    cat: "Fitness",
    area: "worthsville",
    address: "2045 E Worthsville Rd, Greenwood, IN 46143",
    phone: "3175550130",
    website: "https://summitgapclimbing.example",
    email: "crew@summitgapclimbing.example",
    hours: H.climbing,
    services: ["Bouldering", "Top rope", "Youth team", "Birthday parties", "Gear rental"],
    rating: 4.6,
    reviews: 221,
    description: "Bouldering and top-rope climbing for beginners through competitive youth teams. Intro classes every evening.",
  },
  {
    name: "Two Rivers Boxing & Conditioning",
    cat: "Fitness",
    area: "us31South",
    address: "1190 US-31 S, Greenwood, IN 46143",
    phone: "3175550131",
    website: null,
    email: "train@tworiversboxing.example",
    hours: hoursOf(
      "5:30 AM - 8:00 PM",
      "5:30 AM - 8:00 PM",
      "5:30 AM - 8:00 PM",
      "5:30 AM - 8:00 PM",
      "5:30 AM - 6:00 PM",
      "8:00 AM - 11:00 AM",
      "Closed",
    ),
    services: ["Boxing classes", "Conditioning", "Youth boxing", "Private lessons"],
    rating: 3.8,
    reviews: 64,
    description: "Boxing-based conditioning classes and youth boxing. No experience needed; gloves available to borrow.",
  },
  // Education
  {
    name: "Bright Acorn Learning Center",
    cat: "Education",
    area: "fryRd",
    address: "820 E Fry Rd, Greenwood, IN 46142",
    phone: "3175550132",
    website: "https://brightacorn.example",
    email: "enroll@brightacorn.example",
    hours: H.preschool,
    services: ["Infant care", "Preschool", "Pre-K", "Before and after school"],
    rating: 4.6,
    reviews: 92,
    description:
      "Licensed childcare and preschool for ages six weeks to twelve years, with before- and after-school transport to nearby elementary schools.",
  },
  {
    name: "Northstar Tutoring & Test Prep",
    cat: "Education",
    area: "madisonNorth",
    address: "1040 N Madison Ave, Suite B, Greenwood, IN 46142",
    phone: "3175550133",
    website: "northstartutoring.example",
    email: "learn@northstartutoring.example",
    hours: H.tutoring,
    services: ["Math tutoring", "Reading", "SAT/ACT prep", "Study skills"],
    rating: 4.5,
    reviews: 58,
    description: "One-on-one and small-group tutoring for grades K–12 plus SAT and ACT prep courses.",
  },
  {
    name: "Harmony Hollow Music Lessons",
    cat: "Education",
    area: "oldTown",
    address: "119 N Madison Ave, Greenwood, IN 46142",
    phone: "3175550134",
    website: "https://harmonyhollow.example",
    email: "lessons@harmonyhollow.example",
    hours: H.lessons,
    services: ["Piano", "Guitar", "Voice", "Violin", "Recitals"],
    rating: 4.8,
    reviews: 77,
    description: "Private lessons in piano, guitar, voice and strings for ages five to ninety-five, with two recitals a year.",
  },
  {
    name: "Meadowlark Montessori",
    cat: "Education",
    area: "sr135",
    address: "2300 S State Rd 135, Greenwood, IN 46143",
    phone: "3175550135",
    website: "meadowlarkmontessori.example",
    email: "office@meadowlarkmontessori.example",
    hours: H.preschool,
    services: ["Toddler program", "Primary (3–6)", "Summer camp", "Parent workshops"],
    rating: 4.7,
    reviews: 41,
    description: "Montessori classrooms for toddlers through kindergarten on a wooded campus. Tours every Tuesday morning.",
  },
  // Finance
  {
    name: "Redtail Community Credit Union",
    cat: "Finance",
    area: "madisonNorth",
    address: "1300 N Madison Ave, Greenwood, IN 46142",
    phone: "3175550136",
    website: "https://www.redtailcu.example",
    email: "members@redtailcu.example",
    hours: H.bank,
    services: ["Checking and savings", "Auto loans", "Mortgages", "Drive-up ATM"],
    rating: 4.2,
    reviews: 119,
    description: "Member-owned credit union serving Johnson County, with free checking and local loan decisions.",
  },
  {
    name: "Ledgerline Tax & Bookkeeping",
    cat: "Finance",
    area: "oldTown",
    address: "96 N Madison Ave, Greenwood, IN 46142",
    phone: "3175550137",
    website: "ledgerlinetax.example",
    email: "office@ledgerlinetax.example",
    hours: hoursOf("9:00 AM - 5:00 PM", "9:00 AM - 5:00 PM", "9:00 AM - 5:00 PM", "9:00 AM - 5:00 PM", "9:00 AM - 3:00 PM", "", ""),
    services: ["Individual tax returns", "Small-business bookkeeping", "Payroll", "IRS notices"],
    rating: 4.6,
    reviews: 73,
    description: "Tax preparation and monthly bookkeeping for households and small businesses. Extended hours January through April.",
    claim: { owner: "admin", businessRole: "Owner", message: "This is my family's practice; please connect it to my account.", daysAgo: 90 },
  },
  {
    name: "Hartwell Financial Planning",
    cat: "Finance",
    area: "smithValleyEmerson",
    address: "1500 E Smith Valley Rd, Suite 110, Greenwood, IN 46143",
    phone: "3175550138",
    website: "https://hartwellplanning.example",
    email: "plan@hartwellplanning.example",
    hours: H.office,
    services: ["Retirement planning", "College savings", "Fee-only advice"],
    rating: 4.9,
    reviews: 35,
    description: "Fee-only financial planning for families and retirees. The first consultation is free.",
  },
  // Professional Services
  {
    name: "Whitlock & Soto Law Office",
    cat: "Professional Services",
    area: "oldTown",
    address: "40 E Main St, Greenwood, IN 46143",
    phone: "3175550139",
    website: "https://whitlocksoto.example",
    email: "intake@whitlocksoto.example",
    hours: H.office,
    services: ["Estate planning", "Real estate closings", "Small-business law", "Family law"],
    rating: 4.7,
    reviews: 52,
    description: "Wills, trusts, real-estate closings and small-business law from a two-attorney office in Old Town. Evening appointments available.",
  },
  {
    name: "Inkwell Print & Ship",
    cat: "Professional Services",
    area: "countyLineEmerson",
    address: "4720 E County Line Rd, Greenwood, IN 46143",
    phone: "3175550140",
    website: "inkwellprint.example",
    email: "orders@inkwellprint.example",
    hours: H.officeSat,
    services: ["Printing", "Banners and signs", "Shipping", "Notary", "Passport photos"],
    rating: 4.3,
    reviews: 146,
    description: "Business cards, banners, yard signs and same-day copies. Shipping drop-off and notary service on site.",
  },
  {
    name: "Bluebird Insurance Agency",
    cat: "Professional Services",
    area: "us31South",
    address: "920 US-31 S, Greenwood, IN 46143",
    phone: "3175550141",
    website: "https://bluebirdinsurance.example",
    email: "quotes@bluebirdinsurance.example",
    hours: H.office,
    services: ["Home", "Auto", "Life", "Small-business insurance"],
    rating: 4.4,
    reviews: 81,
    description: "Independent agency comparing quotes from a dozen carriers for home, auto, life and business coverage.",
  },
  {
    name: "Pinecrest Computer Repair",
    cat: "Professional Services",
    area: "fryRd",
    address: "590 E Fry Rd, Greenwood, IN 46142",
    phone: "3175550142",
    website: "pinecrestpc.example",
    email: "fixit@pinecrestpc.example",
    hours: hoursOf(
      "10:00 AM - 6:00 PM",
      "10:00 AM - 6:00 PM",
      "10:00 AM - 6:00 PM",
      "10:00 AM - 6:00 PM",
      "10:00 AM - 6:00 PM",
      "10:00 AM - 2:00 PM",
      "",
    ),
    services: ["Laptop repair", "Virus removal", "Data recovery", "Small-office IT"],
    rating: 4.5,
    reviews: 112,
    description: "Computer and phone repair, data recovery and managed IT for small offices. Free diagnostics.",
    claim: {
      owner: "admin",
      businessRole: "Owner",
      message: "I own the shop and would like to manage the listing.",
      additionalInfo: "Can verify by phone during business hours.",
      daysAgo: 70,
    },
  },
  // Home Services
  {
    name: "Heartland Comfort Heating & Air",
    cat: "Home Services",
    area: "worthsville",
    address: "1850 E Worthsville Rd, Greenwood, IN 46143",
    phone: "3175550143",
    website: "https://heartlandcomfort.example",
    email: "service@heartlandcomfort.example",
    hours: hoursOf(
      "7:00 AM - 7:00 PM",
      "7:00 AM - 7:00 PM",
      "7:00 AM - 7:00 PM",
      "7:00 AM - 7:00 PM",
      "7:00 AM - 7:00 PM",
      "8:00 AM - 4:00 PM",
      "Emergency calls only",
    ),
    services: ["Furnace repair", "AC installation", "Maintenance plans", "Duct cleaning", "24/7 emergency service"],
    rating: 4.6,
    reviews: 533,
    premium: true,
    description:
      "Heating and cooling repair, replacement and maintenance plans across Johnson County.\n\nEmergency service available around the clock; financing available on new systems.",
  },
  {
    name: "True Plumb Plumbing",
    cat: "Home Services",
    area: "sr135",
    address: "1775 S State Rd 135, Greenwood, IN 46143",
    phone: "3175550144",
    website: "trueplumb.example",
    email: "dispatch@trueplumb.example",
    hours: H.homeServices,
    services: ["Drain cleaning", "Water heaters", "Sump pumps", "Repiping"],
    rating: 4.5,
    reviews: 297,
    description: "Licensed plumbers for repairs, water heaters and sump pumps. Upfront pricing before any work starts.",
  },
  {
    name: "Greenway Lawn & Landscape",
    cat: "Home Services",
    area: "mainEast",
    address: "1420 E Main St, Greenwood, IN 46143",
    phone: "3175550145",
    website: "https://greenwaylawn.example",
    email: "estimates@greenwaylawn.example",
    hours: H.homeServices,
    services: ["Mowing", "Mulch", "Landscape design", "Leaf removal", "Snow removal"],
    rating: 4.3,
    reviews: 126,
    description: "Weekly mowing, landscape installs, fall leaf removal and residential snow plowing.",
  },
  {
    name: "Sparrow Home Cleaning",
    cat: "Home Services",
    area: "countyLineEmerson",
    address: "5105 E County Line Rd, Greenwood, IN 46143",
    phone: "3175550146",
    website: null,
    email: "hello@sparrowclean.example",
    hours: H.office,
    services: ["Recurring cleaning", "Move-out cleaning", "Deep cleaning"],
    rating: 0,
    reviews: 0,
    description: "Insured, background-checked cleaning crews for homes and apartments. Flexible weekly or monthly visits.",
  },
  // Entertainment
  {
    name: "Pinwheel Lanes",
    cat: "Entertainment",
    area: "us31South",
    address: "1250 US-31 S, Greenwood, IN 46143",
    phone: "3175550147",
    website: "https://pinwheellanes.example",
    email: "parties@pinwheellanes.example",
    hours: H.bowling,
    services: ["Bowling", "Leagues", "Cosmic bowling", "Birthday parties", "Snack bar"],
    rating: 4.2,
    reviews: 318,
    description: "Twenty-four lanes, weekday leagues and cosmic bowling on Friday and Saturday nights until 1 AM.",
  },
  {
    name: "Rivet Arcade Bar",
    cat: "Entertainment",
    area: "oldTown",
    address: "233 W Main St, Greenwood, IN 46142",
    phone: "3175550148",
    website: "rivetarcade.example",
    email: "play@rivetarcade.example",
    hours: H.bar,
    services: ["Retro arcade", "Pinball", "Craft cocktails", "Private events"],
    rating: 4.4,
    reviews: 207,
    description: "Sixty classic arcade cabinets and pinball machines with a full bar. 21 and over after 8 PM.",
  },
  {
    name: "Cipher Room Escape Games",
    cat: "Entertainment",
    area: "mall",
    address: "1251 US-31 N, Suite A-02, Greenwood, IN 46142",
    phone: "3175550149",
    website: "https://cipherroom.example",
    email: "book@cipherroom.example",
    hours: H.escape,
    services: ["Escape rooms", "Team building", "Birthday parties"],
    rating: 4.7,
    reviews: 164,
    description: "Four themed escape rooms for two to ten players. Corporate team-building packages available.",
  },
  {
    name: "Lantern Light Players",
    cat: "Entertainment",
    area: "oldTown",
    address: "125 W Main St, Greenwood, IN 46142",
    phone: "3175550150",
    website: "lanternlightplayers.example",
    email: "boxoffice@lanternlightplayers.example",
    hours: H.theatre,
    services: ["Community theatre", "Youth drama camp", "Auditions"],
    rating: 4.8,
    reviews: 69,
    description: "Volunteer community theatre staging four productions a year plus a youth drama camp.",
  },
  // Pets
  {
    name: "Barkwood Veterinary Clinic",
    cat: "Pets",
    area: "smithValleyEmerson",
    address: "1810 E Smith Valley Rd, Greenwood, IN 46143",
    phone: "3175550151",
    website: "https://barkwoodvet.example",
    email: "care@barkwoodvet.example",
    hours: H.vet,
    services: ["Wellness exams", "Vaccinations", "Dental care", "Surgery", "Boarding"],
    rating: 4.8,
    reviews: 412,
    description: "Full-service veterinary clinic for dogs and cats, with in-house lab and digital X-ray.\n\nNew clients get a free first nail trim.",
    claim: { owner: "pat", businessRole: "Practice manager", message: "I manage the clinic and update our hours and services.", daysAgo: 15 },
  },
  {
    name: "Sudsy Paws Grooming",
    cat: "Pets",
    area: "fryRd",
    address: "702 W Fry Rd, Greenwood, IN 46142",
    phone: "3175550152",
    website: "sudsypaws.example",
    email: null,
    hours: H.grooming,
    services: ["Full grooming", "Bath and brush", "Nail trims", "Cat grooming"],
    rating: 4.5,
    reviews: 139,
    description: "Dog and cat grooming by appointment, with walk-in nail trims Tuesday and Thursday mornings.",
  },
  {
    name: "Fetch & Ferry Dog Daycare",
    cat: "Pets",
    area: "worthsville",
    address: "2120 E Worthsville Rd, Greenwood, IN 46143",
    phone: "3175550153",
    website: "https://fetchandferry.example",
    email: "woof@fetchandferry.example",
    hours: H.daycare,
    services: ["Daycare", "Overnight boarding", "Training", "Pick-up and drop-off"],
    rating: 4.3,
    reviews: 101,
    description: "Indoor and outdoor play yards, overnight boarding and pick-up service within five miles.",
  },
  // Real Estate
  {
    name: "Hearthstone Realty Group",
    cat: "Real Estate",
    area: "oldTown",
    address: "75 S Madison Ave, Greenwood, IN 46142",
    phone: "3175550154",
    website: "https://hearthstonerealty.example",
    email: "homes@hearthstonerealty.example",
    hours: weekdays("9:00 AM - 6:00 PM", "10:00 AM - 4:00 PM", "By appointment"),
    services: ["Buying", "Selling", "Relocation", "Home valuations"],
    rating: 4.6,
    reviews: 88,
    premium: true,
    description: "Local realtors who know every Greenwood subdivision. Free home valuations.",
  },
  {
    name: "Parkside Property Management",
    cat: "Real Estate",
    area: "madisonNorth",
    address: "1180 N Madison Ave, Greenwood, IN 46142",
    phone: "3175550155",
    website: "parksiderentals.example",
    email: "leasing@parksiderentals.example",
    hours: H.office,
    services: ["Rental listings", "Tenant screening", "Maintenance"],
    rating: 3.6,
    reviews: 47,
    description: "Residential rentals and management for homeowners across Greenwood, Whiteland and Bargersville.",
  },
];

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

const VENUES = {
  amphitheater: { name: "Greenwood Amphitheater", address: "Craig Park, 200 E Main St, Greenwood, IN 46143", lat: 39.6131, lng: -86.1008 },
  oldTown: { name: "Old Town Greenwood", address: "Main St & Madison Ave, Greenwood, IN 46142", lat: 39.6137, lng: -86.1067 },
  library: { name: "Greenwood Public Library", address: "310 S Meridian St, Greenwood, IN 46143", lat: 39.6106, lng: -86.1081 },
  universityPark: { name: "University Park", address: "University Park, Greenwood, IN 46143", lat: 39.5974, lng: -86.0889 },
  cityCenter: { name: "Greenwood City Center", address: "300 S Madison Ave, Greenwood, IN 46142", lat: 39.6112, lng: -86.1069 },
  communityCenter: { name: "Greenwood Community Center", address: "100 Surina Way, Greenwood, IN 46143", lat: 39.6089, lng: -86.0995 },
  freedomPark: { name: "Freedom Park", address: "850 W Stop 18 Rd, Greenwood, IN 46142", lat: 39.5958, lng: -86.1254 },
  highSchool: {
    name: "Greenwood Community High School Auditorium",
    address: "615 W Smith Valley Rd, Greenwood, IN 46142",
    lat: 39.5919,
    lng: -86.1162,
  },
  bakehouse: { name: "Maplecrest Bakehouse", address: "152 W Main St, Greenwood, IN 46142", lat: 39.6138, lng: -86.1079 },
  pub: { name: "The Tin Lantern Pub", address: "275 W Main St, Greenwood, IN 46142", lat: 39.6139, lng: -86.1094 },
  bookstore: { name: "Paper Lantern Books", address: "188 W Main St, Greenwood, IN 46142", lat: 39.6137, lng: -86.1084 },
  trattoria: { name: "Trattoria Valle", address: "1720 E Smith Valley Rd, Greenwood, IN 46143", lat: 39.5921, lng: -86.0811 },
  yoga: { name: "Stillwater Yoga Studio", address: "301 W Main St, Greenwood, IN 46142", lat: 39.614, lng: -86.1098 },
} as const;
type Venue = keyof typeof VENUES;

export type VenueDef = { name: string; address: string; lat: number; lng: number };
type Variant<V extends string> = { title: string; venue?: V; description?: string; tags?: string[]; price?: string };
export type EvSpec<V extends string = Venue> = {
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

const CITY = {
  organizerName: "City of Greenwood",
  organizerContact: "clerk@cityofgreenwood.example",
  contactEmail: "clerk@cityofgreenwood.example",
  contactPhone: "3175550160",
};
const PARKS = {
  organizerName: "Greenwood Parks & Recreation",
  organizerContact: "programs@greenwoodparks.example",
  contactEmail: "programs@greenwoodparks.example",
  contactPhone: "3175550161",
  websiteUrl: "https://greenwoodparks.example/programs",
};
const LIBRARY = {
  organizerName: "Greenwood Public Library",
  organizerContact: "events@gwlibrary.example",
  contactEmail: "events@gwlibrary.example",
  contactPhone: "3175550162",
  websiteUrl: "https://gwlibrary.example/events",
};
const ALLIANCE = {
  organizerName: "South Metro Business Alliance",
  organizerContact: "events@southmetroalliance.example",
  contactEmail: "events@southmetroalliance.example",
  contactPhone: "3175550163",
  websiteUrl: "https://southmetroalliance.example",
};
const OLD_TOWN = {
  organizerName: "Old Town Greenwood Merchants Association",
  organizerContact: "info@oldtowngreenwood.example",
  contactEmail: "info@oldtowngreenwood.example",
  websiteUrl: "https://oldtowngreenwood.example",
};

const EVENTS: EvSpec[] = [
  {
    title: "City Council Meeting",
    cat: "Government & Civic",
    weekday: 1,
    week: 0,
    start: [19, 0],
    end: [21, 0],
    venue: "cityCenter",
    description:
      "Regular meeting of the Greenwood Common Council in the council chambers. Agenda posted 48 hours in advance; public comment at the start of the meeting.",
    tags: ["government", "city council", "public meeting"],
    ...CITY,
  },
  {
    title: "City Council Meeting",
    cat: "Government & Civic",
    weekday: 1,
    week: 2,
    start: [19, 0],
    end: [21, 0],
    venue: "cityCenter",
    description:
      "Regular meeting of the Greenwood Common Council. Second readings of the road resurfacing ordinance and the park impact fee update are expected.",
    tags: ["government", "city council", "public meeting"],
    ...CITY,
  },
  {
    title: "Plan Commission Public Hearing: Worthsville Road Corridor",
    cat: "Government & Civic",
    weekday: 1,
    week: 4,
    start: [18, 0],
    venue: "cityCenter",
    description:
      "Public hearing on the proposed Worthsville Road corridor plan, including sidewalks, a roundabout at Sheek Road and zoning for the land east of I-65.",
    tags: ["government", "planning", "development", "public hearing"],
    ...CITY,
  },
  {
    title: "Parks Board Meeting",
    cat: "Government & Civic",
    weekday: 2,
    week: 4,
    start: [18, 0],
    venue: "communityCenter",
    description: "Monthly meeting of the Greenwood Parks Board. Open to the public.",
    tags: ["government", "parks"],
    ...PARKS,
  },
  {
    title: "Old Town Farmers Market",
    cat: "Food & Drink",
    weekday: 6,
    week: 0,
    start: [8, 0],
    end: [12, 0],
    venue: "oldTown",
    description:
      "Local produce, eggs, honey, baked goods and crafts from more than forty Johnson County vendors. SNAP/EBT accepted at the market tent.",
    tags: ["farmers market", "local food", "family friendly"],
    ...OLD_TOWN,
    seasons: {
      winter: {
        title: "Old Town Winter Market",
        venue: "cityCenter",
        description:
          "The farmers market moves indoors for the winter: eggs, meat, honey, baked goods, soap and crafts from Johnson County vendors in the City Center atrium.",
      },
    },
  },
  {
    title: "Old Town Farmers Market",
    cat: "Food & Drink",
    weekday: 6,
    week: 2,
    start: [8, 0],
    end: [12, 0],
    venue: "oldTown",
    description: "Local produce, eggs, honey, baked goods and crafts from more than forty Johnson County vendors. Live acoustic music from 9 to 11.",
    tags: ["farmers market", "local food", "live music"],
    ...OLD_TOWN,
    seasons: {
      winter: {
        title: "Old Town Winter Market",
        venue: "cityCenter",
        description: "Indoor winter market with Johnson County farmers, bakers and makers in the City Center atrium.",
      },
    },
  },
  {
    title: "Old Town Farmers Market",
    cat: "Food & Drink",
    weekday: 6,
    week: 4,
    start: [8, 0],
    end: [12, 0],
    venue: "oldTown",
    description: "Local produce, eggs, honey, baked goods and crafts. Kids' activity tent with the Greenwood Public Library.",
    tags: ["farmers market", "local food", "kids"],
    ...OLD_TOWN,
    seasons: {
      winter: {
        title: "Old Town Winter Market",
        venue: "cityCenter",
        description: "Indoor winter market with Johnson County farmers, bakers and makers in the City Center atrium.",
      },
    },
  },
  {
    title: "Friday Night Concert Series: The Pleasant Run Ramblers",
    cat: "Music & Arts",
    weekday: 5,
    week: 1,
    start: [19, 0],
    end: [21, 30],
    venue: "amphitheater",
    description: "Bluegrass and Americana under the stars. Bring a lawn chair or blanket; food trucks on site from 6 PM. Free admission.",
    tags: ["concert", "bluegrass", "free", "outdoors"],
    featured: true,
    ...PARKS,
    seasons: {
      winter: {
        title: "Winter Concert Series: The Pleasant Run Ramblers",
        venue: "highSchool",
        description: "Bluegrass and Americana indoors for the winter series. Free admission; doors open at 6:30 PM.",
        tags: ["concert", "bluegrass", "free"],
      },
    },
  },
  {
    title: "Friday Night Concert Series: Southside Soul Revue",
    cat: "Music & Arts",
    weekday: 5,
    week: 3,
    start: [19, 0],
    end: [21, 30],
    venue: "amphitheater",
    description: "Motown, soul and R&B classics from a ten-piece band. Free admission; food and drink vendors on site.",
    tags: ["concert", "soul", "free", "outdoors"],
    ...PARKS,
    seasons: {
      winter: {
        title: "Winter Concert Series: Southside Soul Revue",
        venue: "highSchool",
        description: "Motown, soul and R&B classics from a ten-piece band, indoors for the winter series. Free admission.",
        tags: ["concert", "soul", "free"],
      },
    },
  },
  {
    title: "Trivia Night at The Tin Lantern",
    cat: "Food & Drink",
    weekday: 2,
    week: 0,
    start: [19, 30],
    end: [21, 30],
    venue: "pub",
    description: "Teams of up to six, five rounds, prizes for the top three tables. Free to play; 21 and over.",
    tags: ["trivia", "nightlife", "21+"],
    organizerName: "The Tin Lantern Pub",
    organizerContact: "3175550108",
    contactPhone: "3175550108",
  },
  {
    title: "Trivia Night at The Tin Lantern",
    cat: "Food & Drink",
    weekday: 2,
    week: 3,
    start: [19, 30],
    end: [21, 30],
    venue: "pub",
    description: "Themed night: Indiana history and Hoosier sports. Teams of up to six; free to play; 21 and over.",
    tags: ["trivia", "nightlife", "21+"],
    organizerName: "The Tin Lantern Pub",
    organizerContact: "3175550108",
    contactPhone: "3175550108",
  },
  {
    title: "Preschool Storytime & Crafts",
    cat: "Family & Kids",
    weekday: 3,
    week: 0,
    start: [10, 30],
    end: [11, 15],
    venue: "library",
    description: "Stories, songs and a simple craft for ages two to five with a caregiver. No registration needed.",
    tags: ["storytime", "kids", "library", "free"],
    ...LIBRARY,
  },
  {
    title: "Preschool Storytime & Crafts",
    cat: "Family & Kids",
    weekday: 3,
    week: 2,
    start: [10, 30],
    end: [11, 15],
    venue: "library",
    description: "Stories, songs and a simple craft for ages two to five with a caregiver. This week: farm animals.",
    tags: ["storytime", "kids", "library"],
    ...LIBRARY,
  },
  {
    title: "Teen Robotics Workshop",
    cat: "Education",
    weekday: 6,
    week: 1,
    start: [13, 0],
    end: [16, 0],
    venue: "library",
    description: "Build and program a small robot in teams. Ages 12–17; all materials provided. Registration required, space is limited.",
    tags: ["STEM", "teens", "robotics", "library"],
    registrationUrl: "https://gwlibrary.example/events/teen-robotics",
    maxAttendees: 20,
    ...LIBRARY,
  },
  {
    title: "LEGO Build Challenge",
    cat: "Family & Kids",
    weekday: 6,
    week: 3,
    start: [14, 0],
    end: [15, 30],
    venue: "library",
    description: "Timed building challenges for kids 6–11. Creations are displayed in the children's area for a week.",
    tags: ["kids", "LEGO", "library"],
    registrationUrl: "https://gwlibrary.example/events/lego-challenge",
    maxAttendees: 30,
    ...LIBRARY,
  },
  {
    title: "Small Business Breakfast: Marketing on a Budget",
    cat: "Business & Networking",
    weekday: 4,
    week: 1,
    start: [7, 30],
    end: [9, 0],
    venue: "bakehouse",
    description:
      "Practical low-cost marketing for small businesses: local search listings, email newsletters and community events. Breakfast included.",
    price: "15.00",
    tags: ["small business", "marketing", "networking"],
    registrationUrl: "https://southmetroalliance.example/events/marketing-breakfast",
    maxAttendees: 40,
    ...ALLIANCE,
  },
  {
    title: "Business After Hours Mixer",
    cat: "Business & Networking",
    weekday: 4,
    week: 4,
    start: [17, 0],
    end: [19, 0],
    venue: "pub",
    description: "Meet other Greenwood business owners over appetisers. Bring plenty of business cards. Cash bar.",
    price: "10.00",
    tags: ["networking", "small business"],
    registrationUrl: "https://southmetroalliance.example/events/after-hours",
    ...ALLIANCE,
  },
  {
    title: "Johnson County Job Fair",
    cat: "Business & Networking",
    weekday: 3,
    week: 5,
    start: [10, 0],
    end: [14, 0],
    venue: "communityCenter",
    description:
      "More than 50 employers from healthcare, logistics, manufacturing, schools and local government hiring for full- and part-time roles. Bring copies of your résumé; free résumé reviews from 10 to noon.",
    tags: ["jobs", "careers", "hiring", "free"],
    featured: true,
    ...ALLIANCE,
  },
  {
    title: "Youth Soccer Skills Clinic",
    cat: "Sports & Recreation",
    weekday: 6,
    week: 2,
    start: [9, 0],
    end: [11, 30],
    venue: "universityPark",
    description:
      "Dribbling, passing and small-sided games for ages 6–12, coached by local high-school and college players. Bring water and shin guards.",
    price: "25.00",
    tags: ["soccer", "youth sports", "kids"],
    registrationUrl: "https://greenwoodparks.example/register/soccer-clinic",
    maxAttendees: 60,
    ...PARKS,
    seasons: { winter: { title: "Youth Indoor Soccer Skills Clinic", venue: "communityCenter" } },
  },
  {
    title: "Greenwood 5K Run/Walk",
    cat: "Sports & Recreation",
    weekday: 6,
    week: 5,
    start: [8, 0],
    end: [10, 30],
    venue: "oldTown",
    description:
      "Chip-timed 5K through Old Town and Craig Park benefiting the Greenwood food pantry. Strollers and leashed dogs welcome on the walk course; kids' fun run at 9:30.",
    price: "35.00",
    tags: ["5K", "running", "charity", "family"],
    featured: true,
    premium: true,
    registrationUrl: "https://greenwood5k.example/register",
    maxAttendees: 500,
    organizerName: "Friends of Greenwood Parks",
    organizerContact: "race@greenwood5k.example",
    contactEmail: "race@greenwood5k.example",
    websiteUrl: "https://greenwood5k.example",
    seasons: {
      winter: { title: "Frostbite 5K Run/Walk" },
      spring: { title: "Redbud 5K Run/Walk" },
      summer: { title: "Sunrise 5K Run/Walk" },
      fall: { title: "Harvest Hustle 5K Run/Walk" },
    },
  },
  {
    title: "Pickleball Open Play",
    cat: "Sports & Recreation",
    weekday: 2,
    week: 1,
    start: [9, 0],
    end: [12, 0],
    venue: "freedomPark",
    description: "Drop-in doubles on the Freedom Park courts. All levels welcome; paddles available to borrow.",
    tags: ["pickleball", "drop-in", "free"],
    ...PARKS,
    seasons: { winter: { title: "Indoor Pickleball Open Play", venue: "communityCenter" } },
  },
  {
    title: "Sunrise Yoga in the Park",
    cat: "Health & Wellness",
    weekday: 6,
    week: 1,
    start: [8, 0],
    end: [9, 0],
    venue: "universityPark",
    description: "An all-levels outdoor flow led by Stillwater Yoga instructors. Bring a mat and water. Proceeds go to the parks foundation.",
    price: "10.00",
    tags: ["yoga", "outdoors", "wellness"],
    organizer: "jamie",
    organizerName: "Stillwater Yoga Studio",
    organizerContact: "namaste@stillwateryoga.example",
    contactEmail: "namaste@stillwateryoga.example",
    contactPhone: "3175550129",
    websiteUrl: "https://stillwateryoga.example",
    seasons: {
      winter: {
        title: "Saturday Community Yoga",
        venue: "yoga",
        description: "An all-levels community class at the studio; proceeds go to the parks foundation. Mats available to borrow.",
      },
    },
  },
  {
    title: "Free Blood Pressure & Wellness Screening",
    cat: "Health & Wellness",
    weekday: 3,
    week: 2,
    start: [9, 0],
    end: [13, 0],
    venue: "library",
    description: "Free blood pressure, glucose and BMI checks by nursing students. No appointment needed.",
    tags: ["health", "screening", "free"],
    ...LIBRARY,
  },
  {
    title: "Community Blood Drive",
    cat: "Health & Wellness",
    weekday: 1,
    week: 3,
    start: [11, 0],
    end: [17, 0],
    venue: "communityCenter",
    description: "Donate blood and help keep local hospital supplies steady. Appointments preferred, walk-ins welcome. Bring a photo ID.",
    tags: ["blood drive", "volunteer", "health"],
    registrationUrl: "https://blooddrive.example/greenwood",
    maxAttendees: 80,
    ...PARKS,
  },
  {
    title: "Medicare Basics Seminar",
    cat: "Education",
    weekday: 4,
    week: 2,
    start: [14, 0],
    end: [15, 30],
    venue: "library",
    description: "An unbiased overview of Medicare parts A, B, C and D from trained SHIP volunteers. No products are sold.",
    tags: ["seniors", "Medicare", "seminar"],
    registrationUrl: "https://gwlibrary.example/events/medicare-basics",
    ...LIBRARY,
  },
  {
    title: "Sip & Paint Night",
    cat: "Music & Arts",
    weekday: 5,
    week: 2,
    start: [18, 30],
    end: [20, 30],
    venue: "pub",
    description: "Paint a Greenwood landscape step by step with a local artist. Canvas, paints and one drink included. 21 and over.",
    price: "45.00",
    tags: ["art", "painting", "night out", "21+"],
    registrationUrl: "https://oldtowngreenwood.example/sip-and-paint",
    maxAttendees: 24,
    ...OLD_TOWN,
  },
  {
    title: "Author Talk & Book Signing",
    cat: "Education",
    weekday: 4,
    week: 3,
    start: [18, 30],
    end: [20, 0],
    venue: "bookstore",
    description: "A local historian reads from a new history of Johnson County's interurban rail line, followed by Q&A and signing.",
    tags: ["books", "local history", "author"],
    organizer: "pat",
    organizerName: "Paper Lantern Books",
    organizerContact: "books@paperlanternbooks.example",
    contactEmail: "books@paperlanternbooks.example",
    contactPhone: "3175550110",
  },
  {
    title: 'Lantern Light Players present "Our Town"',
    cat: "Music & Arts",
    weekday: 5,
    week: 4,
    start: [19, 30],
    end: { plusDays: 2, at: [16, 30] },
    venue: "highSchool",
    description: "Thornton Wilder's classic staged by Greenwood's community theatre. Friday and Saturday at 7:30 PM, Sunday matinee at 2 PM.",
    price: "18.00",
    tags: ["theatre", "community theatre", "family"],
    featured: true,
    premium: true,
    registrationUrl: "https://lanternlightplayers.example/tickets",
    maxAttendees: 400,
    organizerName: "Lantern Light Players",
    organizerContact: "boxoffice@lanternlightplayers.example",
    contactEmail: "boxoffice@lanternlightplayers.example",
    contactPhone: "3175550150",
    websiteUrl: "https://lanternlightplayers.example",
  },
  {
    title: "Old Town Art Walk",
    cat: "Music & Arts",
    weekday: 5,
    week: 5,
    start: [17, 0],
    end: [21, 0],
    venue: "oldTown",
    description:
      "Thirty local artists show work in shops and galleries along Main Street and Madison Avenue. Live music and late hours at participating businesses.",
    tags: ["art", "Old Town", "free", "shopping"],
    ...OLD_TOWN,
  },
  {
    title: "Neighborhood Cleanup Day",
    cat: "Community",
    weekday: 6,
    week: 3,
    start: [9, 0],
    end: [12, 0],
    venue: "communityCenter",
    description:
      "Volunteers pick up litter along Pleasant Creek and Old Town streets. Gloves, bags and grabbers provided; lunch for volunteers afterwards.",
    tags: ["volunteer", "cleanup", "environment"],
    registrationUrl: "https://greenwoodparks.example/volunteer/cleanup",
    maxAttendees: 200,
    ...PARKS,
  },
  {
    title: "Food Truck Friday",
    cat: "Food & Drink",
    weekday: 5,
    week: 0,
    start: [17, 0],
    end: [20, 30],
    venue: "cityCenter",
    description: "A dozen food trucks in the City Center lot, plus lawn games and a kids' bounce house.",
    tags: ["food trucks", "family friendly", "free"],
    ...PARKS,
    seasons: {
      winter: {
        title: "Community Chili Cook-Off",
        venue: "communityCenter",
        description: "Local cooks compete for the golden ladle. Tasting kits $5; proceeds support the food pantry.",
        tags: ["chili", "food", "fundraiser"],
        price: "5.00",
      },
    },
  },
  {
    title: "Craft Beer & BBQ Festival",
    cat: "Food & Drink",
    weekday: 6,
    week: 6,
    start: [12, 0],
    end: { plusDays: 1, at: [18, 0] },
    venue: "amphitheater",
    description:
      "Two days of Indiana craft beer, barbecue from local pitmasters, and live music. 21+ for tastings; kids welcome with an adult. Ticket includes ten tasting tokens.",
    price: "25.00",
    tags: ["beer", "BBQ", "festival", "live music", "21+"],
    featured: true,
    premium: true,
    registrationUrl: "https://greenwoodbbqfest.example/tickets",
    maxAttendees: 1500,
    organizerName: "Greenwood BBQ Fest Committee",
    organizerContact: "info@greenwoodbbqfest.example",
    contactEmail: "info@greenwoodbbqfest.example",
    websiteUrl: "https://greenwoodbbqfest.example",
    seasons: { winter: { title: "Winter Craft Beer & Chili Fest", venue: "communityCenter" } },
  },
  {
    title: "Seasonal Festival in Old Town",
    cat: "Holidays & Seasonal",
    weekday: 5,
    week: 2,
    start: [16, 0],
    end: { plusDays: 1, at: [21, 0] },
    venue: "oldTown",
    description: "Two evenings of music, food and activities along Main Street.",
    tags: ["festival", "family", "Old Town"],
    featured: true,
    ...OLD_TOWN,
    seasons: {
      winter: {
        title: "Frosty Fest in Old Town",
        description: "Ice sculptures, hot cocoa, carriage rides and a warming tent with live music along Main Street.",
        tags: ["winter", "festival", "family"],
      },
      spring: {
        title: "Spring Bloom Festival in Old Town",
        description: "Flower and plant vendors, a kids' garden tent, live music and food along Main Street.",
        tags: ["spring", "festival", "gardening", "family"],
      },
      summer: {
        title: "Summer Nights Festival & Fireworks",
        venue: "amphitheater",
        description: "Carnival games, food vendors and live music, finishing with fireworks over Craig Park on Saturday at dusk.",
        tags: ["summer", "festival", "fireworks", "family"],
      },
      fall: {
        title: "Fall Harvest Festival in Old Town",
        description: "Hayrides, pumpkin painting, apple cider, local crafts and live bluegrass along Main Street.",
        tags: ["fall", "harvest", "festival", "family"],
      },
    },
  },
  {
    title: "Makers Market",
    cat: "Holidays & Seasonal",
    weekday: 6,
    week: 4,
    start: [10, 0],
    end: [16, 0],
    venue: "communityCenter",
    description: "Handmade goods from sixty local makers: pottery, candles, woodwork, jewellery and baked treats.",
    tags: ["makers", "shopping local", "crafts"],
    ...PARKS,
    seasons: {
      winter: { title: "Holiday Makers Market" },
      spring: { title: "Spring Craft & Garden Fair" },
      summer: { title: "Summer Makers Market", venue: "oldTown" },
      fall: { title: "Pumpkin Patch Craft Fair" },
    },
  },
  {
    title: "Veterans Coffee Social",
    cat: "Community",
    weekday: 3,
    week: 4,
    start: [9, 0],
    end: [10, 30],
    venue: "communityCenter",
    description: "Coffee, donuts and conversation for veterans and their families. Johnson County veterans service officer on hand for questions.",
    tags: ["veterans", "social", "free"],
    ...PARKS,
  },
  {
    title: "Senior Bingo Afternoon",
    cat: "Community",
    weekday: 4,
    week: 5,
    start: [13, 0],
    end: [15, 0],
    venue: "communityCenter",
    description: "Ten games of bingo with small prizes and snacks, for adults 55 and over. Free.",
    tags: ["seniors", "bingo", "social"],
    ...PARKS,
  },
  {
    title: "Family Movie Night",
    cat: "Family & Kids",
    weekday: 5,
    week: 6,
    start: [19, 0],
    end: [21, 0],
    venue: "amphitheater",
    description: "A family-friendly film on the big screen. Free popcorn while it lasts; bring blankets.",
    tags: ["movie", "family", "free"],
    ...PARKS,
    seasons: { winter: { title: "Family Movie Night (Indoors)", venue: "library" } },
  },
  {
    title: "Youth Basketball League Registration Night",
    cat: "Sports & Recreation",
    weekday: 4,
    week: 0,
    start: [17, 0],
    venue: "communityCenter",
    description: "Sign up in person for the next youth basketball season (grades 1–8), get sized for jerseys and meet the coaches.",
    tags: ["basketball", "youth sports", "registration"],
    ...PARKS,
  },
  {
    title: "Kids' Cooking Class: Pizza from Scratch",
    cat: "Family & Kids",
    weekday: 6,
    week: 5,
    start: [10, 0],
    end: [11, 30],
    venue: "trattoria",
    description: "Kids 7–12 make dough, sauce and their own pizza with the Trattoria Valle chefs. Parents may stay or drop off.",
    price: "15.00",
    tags: ["kids", "cooking", "class"],
    registrationUrl: "https://trattoriavalle.example/kids-class",
    maxAttendees: 16,
    organizerName: "Trattoria Valle",
    organizerContact: "reservations@trattoriavalle.example",
    contactPhone: "3175550105",
  },
  {
    title: "Stargazing Night with the Astronomy Club",
    cat: "Education",
    weekday: 5,
    week: 3,
    start: [20, 30],
    venue: "universityPark",
    description: "Look through club telescopes at the moon, planets and star clusters. Cancelled if cloudy; check the website after 5 PM.",
    tags: ["astronomy", "science", "outdoors"],
    organizerName: "Johnson County Amateur Astronomers",
    organizerContact: "stars@jcastronomy.example",
    contactEmail: "stars@jcastronomy.example",
    websiteUrl: "https://jcastronomy.example",
  },
  // Imported from the Parks & Recreation calendar feed.
  {
    title: "Nature Walk: Birds of Craig Park",
    cat: "Sports & Recreation",
    weekday: 0,
    week: 1,
    start: [9, 0],
    end: [10, 30],
    venue: "amphitheater",
    description: "A naturalist-led walk along the creek looking and listening for resident and migrating birds. Binoculars available to borrow.",
    tags: ["nature", "birding", "outdoors"],
    ...PARKS,
    fromFeed: "gwparks-nature-walk-birds",
  },
  {
    title: "Disc Golf Doubles League",
    cat: "Sports & Recreation",
    weekday: 3,
    week: 2,
    start: [18, 0],
    end: [20, 0],
    venue: "freedomPark",
    description: "Random-draw doubles on the Freedom Park course. $5 to play, paid at the shelter.",
    price: "5.00",
    tags: ["disc golf", "league"],
    ...PARKS,
    fromFeed: "gwparks-disc-golf-doubles",
  },
  {
    title: "Senior Walking Club",
    cat: "Health & Wellness",
    weekday: 2,
    week: 3,
    start: [8, 0],
    end: [9, 0],
    venue: "communityCenter",
    description: "A friendly, paced walk on the indoor track or the trail depending on weather. All paces welcome.",
    tags: ["seniors", "walking", "wellness"],
    ...PARKS,
    fromFeed: "gwparks-senior-walking-club",
  },
];

// ---------------------------------------------------------------------------------------------------------------
// News

export const NEWS_FEED_DEFS = [
  { name: "City of Greenwood News", url: "https://www.greenwood.in.gov/rss/news.xml", category: "Local Government" },
  { name: "Johnson County Updates", url: "https://www.co.johnson.in.us/feeds/news.xml", category: "Local Government" },
] as const;

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

function weatherStory(season: Season): Pick<NewsSpec, "title" | "excerpt" | "content" | "tags"> {
  switch (season) {
    case "winter":
      return {
        title: "Snow emergency routes: what Greenwood drivers need to know",
        excerpt: "When a snow emergency is declared, parking is banned on marked routes including Madison Ave, Main St and Smith Valley Rd.",
        content: html(
          "The Street Department has twelve plows and a salt barn stocked for the season. When the city declares a snow emergency, parking is banned on marked snow routes until the declaration is lifted.",
          ul("Madison Avenue (US-31) from County Line Rd to Worthsville Rd", "Main Street through Old Town", "Smith Valley Road", "Emerson Avenue"),
          "Residents can sign up for text alerts on the city website. Vehicles left on snow routes may be towed at the owner's expense.",
        ),
        tags: ["weather", "snow", "winter", "streets"],
      };
    case "spring":
      return {
        title: "Severe weather season: outdoor warning sirens tested monthly",
        excerpt: "Johnson County tests outdoor warning sirens at 11 AM on the first Friday of each month through the storm season.",
        content: html(
          "Spring storms can bring tornado warnings with little notice. Outdoor warning sirens are meant for people outdoors and may not be heard inside homes.",
          "Emergency management officials recommend a weather radio or phone alerts, and a plan for where to shelter: a basement or an interior room on the lowest floor, away from windows.",
          "Siren tests take place at 11 AM on the first Friday of each month unless severe weather is expected that day.",
        ),
        tags: ["weather", "severe weather", "safety"],
      };
    case "summer":
      return {
        title: "Cooling centers open as heat index climbs above 100",
        excerpt: "The Greenwood Community Center and public library are open as cooling centers during the heat advisory.",
        content: html(
          "With heat index values expected to top 100 degrees this week, the Greenwood Community Center and the Greenwood Public Library are serving as cooling centers during their regular hours.",
          "Check on elderly neighbours, never leave children or pets in parked cars, and drink water before you feel thirsty. The splash pad at University Park is open daily until 8 PM.",
        ),
        tags: ["weather", "heat", "summer", "safety"],
      };
    case "fall":
      return {
        title: "First frost expected; leaf collection schedule announced",
        excerpt: "Overnight lows near freezing are forecast this week, and curbside leaf vacuum service begins in the northern zones.",
        content: html(
          "The first frost of the season is expected this week, with lows near 32 degrees. Cover tender plants and disconnect garden hoses.",
          "Curbside leaf collection begins in the northern zones and moves south over six weeks. Rake leaves to the curb, not into the street, and keep them free of sticks and debris.",
        ),
        tags: ["weather", "frost", "leaf collection"],
      };
  }
}

function newsSpecs(season: Season): NewsSpec[] {
  return [
    {
      title: "City Council approves resurfacing plan for Smith Valley Road",
      category: "Local Government",
      excerpt: "The $3.2 million plan repaves Smith Valley Rd between SR 135 and Emerson Ave and adds a turn lane at Madison Ave.",
      content: html(
        "The Greenwood Common Council voted 8–1 on Monday to approve a $3.2 million resurfacing plan for Smith Valley Road between State Road 135 and Emerson Avenue.",
        "The project adds a dedicated left-turn lane at Madison Avenue and replaces curb ramps to meet accessibility standards. Work is scheduled in phases so that one lane stays open in each direction.",
        "Council members who voted in favour said the stretch is among the most heavily travelled in the city. The dissenting vote asked that the sidewalk gap near Fry Road be added to the same contract.",
      ),
      author: "Rachel Dunn",
      daysAgo: 1,
      tags: ["city council", "roads", "Smith Valley Rd"],
      location: "Greenwood City Center, 300 S Madison Ave, Greenwood, IN",
    },
    {
      title: "Mixed-use project proposed along Madison Avenue in Old Town",
      category: "Development",
      excerpt:
        "A developer proposes 84 apartments over ground-floor shops on a vacant block north of Main St. A public hearing is set for next month.",
      content: html(
        "A developer has filed plans for a four-story building with 84 apartments above ground-floor retail on the vacant block at Madison Avenue north of Main Street.",
        "The proposal includes a 120-space garage behind the building and a widened sidewalk with street trees. Supporters say it would bring more foot traffic to Old Town shops; some neighbours worry about parking and the building's height.",
        "The Plan Commission will hold a public hearing before any vote. Written comments can be sent to the planning department in advance.",
      ),
      author: "Tom Kessler",
      daysAgo: 3,
      tags: ["development", "Old Town", "housing"],
      location: "Old Town Greenwood, Main St & Madison Ave, Greenwood, IN",
      premium: true,
    },
    {
      title: "Greenwood Public Library expands weekend hours",
      category: "Community",
      excerpt: "Starting next week the library stays open until 6 PM on Saturdays and opens on Sundays from 1 to 5 PM.",
      content: html(
        "The Greenwood Public Library will extend Saturday hours to 6 PM and open on Sundays from 1 to 5 PM, the library board announced.",
        "The change follows a community survey in which weekend hours were the most requested improvement. The makerspace and study rooms will also be available on Sundays.",
      ),
      author: null,
      daysAgo: 5,
      tags: ["library", "hours"],
      feed: 1,
    },
    {
      title: "Old Town bakery celebrates five years on Main Street",
      category: "Business",
      excerpt: "Maplecrest Bakehouse marks its fifth anniversary with a week of specials and a donation drive for the food pantry.",
      content: html(
        "Maplecrest Bakehouse opened in a former hardware store on West Main Street five years ago with two ovens and a handful of regulars. Today it employs fourteen people and bakes more than 600 loaves a week.",
        "To mark the anniversary, the bakery is running a week of specials and collecting canned goods for the Greenwood food pantry. Customers who bring a donation get a free cookie.",
      ),
      author: "Lena Morales",
      daysAgo: 2,
      tags: ["small business", "Old Town", "anniversary"],
    },
    {
      title: "Greenwood schools name new principal for east side elementary",
      category: "Education",
      excerpt: "A veteran assistant principal with twelve years in the district will lead the school starting next semester.",
      content: html(
        "The school board approved the appointment of a new principal for the district's east side elementary school at its regular meeting on Tuesday.",
        "The new principal has spent twelve years in the district as a teacher, instructional coach and assistant principal, and said her priorities are early literacy and keeping families involved.",
      ),
      author: "Priya Natarajan",
      daysAgo: 8,
      tags: ["schools", "education", "leadership"],
    },
    {
      title: "Youth basketball league opens registration",
      category: "Sports",
      excerpt: "Greenwood Parks & Recreation is taking registrations for grades 1 through 8, with scholarships available.",
      content: html(
        "Greenwood Parks & Recreation has opened registration for its youth basketball league for grades 1 through 8. Games are played Saturdays at the Community Center.",
        "The fee is $65 per player and includes a jersey. Scholarships are available for families who need them, and volunteer coaches are still needed for several age groups.",
      ),
      author: "Chris Albright",
      daysAgo: 6,
      tags: ["youth sports", "basketball", "parks"],
    },
    {
      title: "Fire department reminds residents to test smoke alarms",
      category: "Public Safety",
      excerpt: "Firefighters will install free smoke alarms for residents who need them; request a visit through the city website.",
      content: html(
        "The Greenwood Fire Department is reminding residents to test smoke alarms monthly and replace any alarm older than ten years.",
        "Firefighters will install free alarms for residents who cannot afford or install them. Requests can be made online or by calling the non-emergency line.",
      ),
      author: null,
      daysAgo: 10,
      tags: ["fire safety", "smoke alarms"],
      feed: 1,
    },
    {
      title: "New inclusive playground opens at University Park",
      category: "Parks & Recreation",
      excerpt: "The playground features wheelchair-accessible ramps, a sensory garden and rubber surfacing throughout.",
      content: html(
        "A new inclusive playground is open at University Park, designed so that children of all abilities can play together.",
        ul(
          "Ramps to the upper decks, wide enough for wheelchairs",
          "A sensory garden and musical panels",
          "Poured rubber surfacing throughout",
          "Shaded seating for caregivers",
        ),
        "The $1.1 million project was funded by the parks impact fee and private donations.",
      ),
      author: "Chris Albright",
      daysAgo: 12,
      tags: ["parks", "playground", "accessibility"],
      location: "University Park, Greenwood, IN",
    },
    {
      ...weatherStory(season),
      category: "Weather",
      author: "Greenwood Hub Staff",
      daysAgo: 0.4,
    },
    {
      title: "Old Town Art Walk returns with thirty local artists",
      category: "Community Events",
      excerpt: "Shops and galleries along Main Street will host artists, live music and late hours at the next art walk.",
      content: html(
        "The Old Town Art Walk returns with thirty local artists showing work in shops and galleries along Main Street and Madison Avenue.",
        "Participating businesses will stay open late, and there will be live music on the corner of Main and Madison. The event is free.",
      ),
      author: "Lena Morales",
      daysAgo: 4,
      tags: ["art", "Old Town", "events"],
    },
    {
      title: "County updates emergency alert sign-up system",
      category: "Local Government",
      excerpt: "Johnson County residents need to re-register for emergency text and phone alerts on the new platform.",
      content: html(
        "Johnson County has moved its emergency notification service to a new platform. Residents who signed up for alerts under the old system need to register again.",
        "The service sends severe weather warnings, boil-water notices and road closures by text, phone call or email, and lets residents choose the alerts they receive.",
      ),
      author: null,
      daysAgo: 14,
      tags: ["Johnson County", "emergency alerts"],
      feed: 2,
    },
    {
      title: "Worthsville Road widening enters next phase",
      category: "Development",
      excerpt: "Crews shift to the stretch between Sheek Rd and Graham Rd; expect lane restrictions for about three months.",
      content: html(
        "The Worthsville Road widening project moves into its next phase this month, with crews working between Sheek Road and Graham Road.",
        "One lane in each direction will remain open during the day. A multi-use path on the north side of the road will connect to the existing trail network when the project is finished.",
      ),
      author: "Tom Kessler",
      daysAgo: 16,
      tags: ["roads", "construction", "Worthsville Rd"],
    },
    {
      title: "Coworking space opens in former bank building on Madison Avenue",
      category: "Business",
      excerpt: "The renovated building offers desks, private offices and a podcast studio, with day passes for remote workers.",
      content: html(
        "A coworking space has opened in the former bank building on North Madison Avenue, offering hot desks, dedicated desks, private offices and a small podcast studio.",
        "Day passes are available, and the old vault has been turned into a soundproof phone booth. The owners say most members so far are remote workers who live within a few miles.",
      ),
      author: "Lena Morales",
      daysAgo: 18,
      tags: ["small business", "remote work", "Madison Ave"],
    },
    {
      title: "Police offer free vacation house checks",
      category: "Public Safety",
      excerpt: "Residents leaving town can ask Greenwood police to check on their homes while they are away.",
      content: html(
        "The Greenwood Police Department's vacation check program lets residents ask officers to drive by and check on their homes while they are away.",
        "Requests can be made online up to two weeks in advance. Officers check doors and windows and leave a card showing when they visited.",
      ),
      author: "Rachel Dunn",
      daysAgo: 20,
      tags: ["police", "home security"],
    },
    {
      title: "Library's teen robotics program wins state grant",
      category: "Education",
      excerpt: "A $15,000 grant will buy new robot kits and pay for mentors for the library's free teen robotics workshops.",
      content: html(
        "The Greenwood Public Library has received a $15,000 state grant for its teen robotics program, which runs free monthly workshops for ages 12 to 17.",
        "The money will buy new robot kits and pay stipends for college-student mentors. Librarians hope to start a competition team next year.",
      ),
      author: "Priya Natarajan",
      daysAgo: 22,
      tags: ["library", "STEM", "grants", "teens"],
    },
    {
      title: "Trail connector linking Freedom Park and Old Town gets funding",
      category: "Parks & Recreation",
      excerpt: "A 1.4-mile multi-use path will connect Freedom Park to the Old Town trail network.",
      content: html(
        "The city has secured funding for a 1.4-mile multi-use trail connecting Freedom Park with the Old Town trail network.",
        "The path will be ten feet wide and include a new pedestrian crossing. Design work starts this year, with construction expected to follow.",
      ),
      author: "Chris Albright",
      daysAgo: 24,
      tags: ["trails", "parks", "Freedom Park"],
      location: "Freedom Park, 850 W Stop 18 Rd, Greenwood, IN",
    },
    {
      title: "Food pantry volunteers packed 12,000 meals last month",
      category: "Community",
      excerpt: "The Greenwood food pantry served a record number of families and is asking for more weekday volunteers.",
      content: html(
        "Volunteers at the Greenwood food pantry packed more than 12,000 meals last month, a record for the organisation.",
        "The pantry is especially short of weekday morning volunteers and of shelf-stable protein such as canned tuna and peanut butter. Donations can be dropped off Monday through Saturday.",
      ),
      author: "Greenwood Hub Staff",
      daysAgo: 26,
      tags: ["food pantry", "volunteer", "nonprofits"],
      premium: true,
    },
    {
      title: "Pickleball courts at Freedom Park get new lighting",
      category: "Sports",
      excerpt: "LED lights installed on the eight Freedom Park courts extend open play until 10 PM.",
      content: html(
        "The eight pickleball courts at Freedom Park now have LED lighting, so players can stay until 10 PM.",
        "The lights are on timers and shielded to limit glare for nearby homes. Open play remains free, with reserved court time available through the parks department.",
      ),
      author: "Chris Albright",
      daysAgo: 28,
      tags: ["pickleball", "parks", "Freedom Park"],
    },
    {
      title: "Neighborhood cleanup day seeks 200 volunteers",
      category: "Community Events",
      excerpt: "Volunteers will pick up litter along Pleasant Creek and in Old Town; supplies and lunch are provided.",
      content: html(
        "Greenwood Parks & Recreation is looking for 200 volunteers for its next neighborhood cleanup day.",
        "Crews will work along Pleasant Creek and in Old Town for three hours. Gloves, bags and grabbers are provided, and volunteers are invited to lunch afterwards at the Community Center.",
      ),
      author: "Greenwood Hub Staff",
      daysAgo: 7,
      tags: ["volunteer", "cleanup", "events"],
    },
    // User submissions awaiting review
    {
      title: "Meet the crossing guard who has kept kids safe for 25 years",
      category: "Community",
      excerpt: "Rain, snow or heat, she has waved students across Madison Avenue every school morning for a quarter century.",
      content: html(
        "Every school morning for 25 years, the same crossing guard has stood at the corner of Madison Avenue and Smith Valley Road in a bright yellow vest.",
        "She knows most of the children by name, and many of their parents crossed with her too. Parents are planning a small thank-you gathering at the end of the school year.",
      ),
      author: "Jamie Chen",
      daysAgo: 1,
      tags: ["schools", "neighbors", "profile"],
      status: "pending",
      submitter: "jamie",
    },
    {
      title: "Little free libraries popping up across Greenwood neighborhoods",
      category: "Community",
      excerpt: "More than twenty little free libraries now dot Greenwood's neighborhoods; here's a map and how to start one.",
      content: html(
        "Little free libraries, small weatherproof boxes where neighbours leave and take books, have spread across Greenwood over the past two years.",
        "There are now more than twenty, from Old Town to the subdivisions off Worthsville Road. Builders say the boxes cost about $100 in materials and an afternoon of work.",
      ),
      author: "Pat O'Neill",
      daysAgo: 2,
      tags: ["books", "neighbors", "reading"],
      status: "pending",
      submitter: "pat",
    },
    {
      title: "Scout troop restores benches along the Craig Park trail",
      category: "Community",
      excerpt: "Scouts sanded, stained and repaired twelve benches along the trail as an Eagle Scout service project.",
      content: html(
        "A local Scout troop spent three weekends restoring twelve benches along the Craig Park trail as part of an Eagle Scout service project.",
        "The scouts sanded and stained each bench, replaced rotted boards and added small plaques. Lumber was donated by a local hardware store.",
      ),
      author: "Pat O'Neill",
      daysAgo: 3,
      tags: ["scouts", "parks", "volunteer"],
      status: "pending",
      submitter: "pat",
    },
    // Rejected submission
    {
      title: "Grand opening sale: 50% off everything this weekend only!",
      category: "Business",
      excerpt: "Come down to our new store this weekend for half off everything in stock, while supplies last.",
      content: html(
        "Our new store is open! This weekend only, everything in stock is half off. Doors open at 9 AM Saturday.",
        "Free gift bags for the first 50 customers, and a drawing for a $100 gift card. Don't miss it!",
      ),
      author: "Jamie Chen",
      daysAgo: 9,
      tags: ["sale"],
      status: "rejected",
      submitter: "jamie",
      rejectionReason:
        "This reads as an advertisement rather than community news. Please use a classified ad or the business directory to promote sales.",
    },
  ];
}

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
const JAMIE_PHONE = "3175550188";
const PAT_PHONE = "(317) 555-0191";

const ADS: AdSpec[] = [
  {
    title: "2014 Honda Civic EX – 98k miles, one owner",
    category: "Vehicles",
    price: "$8,900",
    location: "Greenwood, IN 46142",
    seller: "pat",
    daysAgo: 2,
    premium: true,
    phone: PAT_PHONE,
    description:
      "Silver, automatic, sunroof. Oil changed every 5,000 miles with records. New tires last spring, no accidents, clean title. Small door ding on the passenger side.",
  },
  {
    title: "5x8 utility trailer with ramp gate",
    category: "Vehicles",
    price: "$900",
    location: "Near Worthsville Rd & Sheek Rd",
    seller: "pat",
    daysAgo: 11,
    description: "Steel mesh floor, fold-down ramp, new lights and wiring. Title in hand. 2-inch ball.",
  },
  {
    title: "2BR townhouse for rent near Greenwood Park Mall",
    category: "Real Estate",
    price: "$1,350/mo",
    location: "Greenwood, IN 46142",
    seller: "jamie",
    daysAgo: 5,
    premium: true,
    phone: JAMIE_PHONE,
    description:
      "Two bedrooms, 1.5 baths, attached garage, washer and dryer included. Walk to shops on US-31. One small pet OK with deposit. Available the first of next month; 12-month lease.",
  },
  {
    title: "Solid oak dining table with 6 chairs",
    category: "Home & Garden",
    price: "OBO $450",
    location: "Old Town Greenwood",
    seller: "jamie",
    daysAgo: 3,
    description: "Seats six, plus an 18-inch leaf for eight. A few light scratches on the top. Must pick up; you'll need a truck or van.",
  },
  {
    title: "Free hardwood mulch – you haul",
    category: "Home & Garden",
    price: "Free",
    location: "Near Fry Rd & Emerson Ave",
    seller: "pat",
    daysAgo: 1,
    description:
      "About four cubic yards of shredded hardwood mulch from a tree removal. Bring your own shovel and bags or truck. Driveway pile, take as much as you want.",
  },
  {
    title: "PlayStation 5 with two controllers",
    category: "Electronics",
    price: "$375",
    location: "Greenwood, IN 46143",
    seller: "pat",
    daysAgo: 6,
    phone: PAT_PHONE,
    description:
      "Disc edition, works perfectly, original box and cables. Two controllers and a charging stand included. Cash only, meet at a public place.",
  },
  {
    title: "27-inch 4K monitor",
    category: "Electronics",
    price: "$180",
    location: "Center Grove area",
    seller: "jamie",
    daysAgo: 9,
    description: "IPS panel, USB-C with 65 W charging, height-adjustable stand. Upgraded to an ultrawide so this one has to go.",
  },
  {
    title: "Kids' clothing lot, sizes 4T–5T",
    category: "Clothing & Accessories",
    price: "$40",
    location: "Greenwood, IN 46142",
    seller: "jamie",
    daysAgo: 12,
    description: "About 45 pieces: shirts, pants, pajamas and two jackets. Smoke-free, pet-free home. Porch pick-up.",
  },
  {
    title: "Sit-on-top kayak with paddle and life vest",
    category: "Sports & Recreation",
    price: "$300",
    location: "Greenwood, IN 46143",
    seller: "pat",
    daysAgo: 4,
    description: "10-foot recreational kayak, very stable, great for local lakes and slow creeks. Includes adjustable paddle and an adult life vest.",
  },
  {
    title: "Full set of golf clubs with stand bag",
    category: "Sports & Recreation",
    price: "OBO $200",
    location: "Near Smith Valley Rd & SR 135",
    seller: "pat",
    daysAgo: 15,
    description: "Right-handed, regular flex. Driver, 3 wood, 4–PW irons, sand wedge and putter. Bag has a working stand and rain hood.",
  },
  {
    title: "1970s Indianapolis race program collection",
    category: "Collectibles & Art",
    price: "$250",
    location: "Old Town Greenwood",
    seller: "jamie",
    daysAgo: 8,
    description: "Nine official race-day programs from 1971 to 1979, all complete with no writing inside. Selling as a set.",
  },
  {
    title: "Original watercolor of Old Town Greenwood",
    category: "Collectibles & Art",
    price: "$120",
    location: "Old Town Greenwood",
    seller: "jamie",
    daysAgo: 13,
    description: "11x14 watercolor of Main Street shopfronts by a local artist, matted and framed. Signed.",
  },
  {
    title: "Upright piano – free to a good home",
    category: "Books & Music",
    price: "Free",
    location: "Greenwood, IN 46142",
    seller: "pat",
    daysAgo: 7,
    description:
      "Older upright that holds a tune reasonably well; last tuned two years ago. You arrange the movers. Ground floor, three steps to the driveway.",
  },
  {
    title: "Box of children's chapter books (40+)",
    category: "Books & Music",
    price: "$25",
    location: "Greenwood, IN 46143",
    seller: "jamie",
    daysAgo: 10,
    description: "Series books for ages 7–10, mostly paperback in good shape. Great for a summer reading stash.",
  },
  {
    title: "Massage gun, new in box",
    category: "Health & Beauty",
    price: "$60",
    location: "Greenwood, IN 46142",
    seller: "jamie",
    daysAgo: 14,
    description: "Unopened gift, six attachments, carrying case. Retail is over $120.",
  },
  {
    title: "Two bonded adult cats need a new home",
    category: "Pets",
    price: "Free",
    location: "Greenwood, IN 46143",
    seller: "pat",
    daysAgo: 5,
    description:
      "Brother and sister, 6 years old, spayed and neutered, up to date on shots, indoor only. Moving to a building that doesn't allow pets. Small rehoming fee waived for the right family.",
  },
  {
    title: 'Extra-large dog crate (42")',
    category: "Pets",
    price: "$45",
    location: "Near Fry Rd & US-31",
    seller: "jamie",
    daysAgo: 16,
    description: "Two-door wire crate with divider and plastic tray. Folds flat.",
  },
  {
    title: "Commercial 2-group espresso machine",
    category: "Business & Industrial",
    price: "OBO $1,200",
    location: "Greenwood, IN 46142",
    seller: "jamie",
    daysAgo: 3,
    premium: true,
    phone: JAMIE_PHONE,
    description:
      "Removed from a café after an upgrade. Serviced last year, new gaskets. Needs a 220 V line and a water connection. Grinder available separately.",
  },
  {
    title: "Lawn mowing – weekly or every other week",
    category: "Services",
    price: "From $35",
    location: "Greenwood and Center Grove",
    seller: "pat",
    daysAgo: 2,
    premium: true,
    phone: PAT_PHONE,
    description: "Insured, reliable mowing, trimming and blowing for average-sized lots. Leaf cleanup and mulching available. Text for a free quote.",
  },
  {
    title: "Beginner piano lessons in your home",
    category: "Services",
    price: "$30 / half hour",
    location: "Greenwood, IN",
    seller: "jamie",
    daysAgo: 18,
    description: "Patient teacher with ten years of experience with kids and adult beginners. Evenings and Saturdays.",
  },
  {
    title: "Part-time after-school nanny wanted",
    category: "Jobs",
    price: "$18/hr",
    location: "Near Smith Valley Rd & Emerson Ave",
    seller: "jamie",
    daysAgo: 6,
    description:
      "Pick up two kids (8 and 11) from school, help with homework and start dinner. Monday–Thursday, 3–6 PM. Must have a reliable car and references.",
  },
  {
    title: "Lost: orange tabby near Fry Rd & Emerson",
    category: "Community",
    price: "Reward",
    location: "Fry Rd & Emerson Ave",
    seller: "pat",
    daysAgo: 1,
    phone: PAT_PHONE,
    description:
      "Mango is an orange tabby with a white chest and a green collar. He slipped out last Tuesday evening and is microchipped. Please check garages and sheds. Reward for his safe return.",
  },
  {
    title: "Carpool to downtown Indianapolis, weekdays",
    category: "Community",
    price: "Free",
    location: "Greenwood Park Mall lot",
    seller: "jamie",
    daysAgo: 11,
    description:
      "Looking for one or two riders, leaving the mall lot at 7:15 AM and returning around 5:30 PM. Happy to share gas money but not required.",
  },
  {
    title: "Moving sale Saturday – furniture, tools, toys",
    category: "Other",
    price: "Various",
    location: "Old Town Greenwood",
    seller: "pat",
    daysAgo: 0.5,
    description: "Everything must go: sectional sofa, bunk beds, power tools, garden tools, bikes and lots of toys. 8 AM to 2 PM, no early birds.",
  },
];

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

const TOWNS = {
  greenwood: { location: "Greenwood, IN", lat: 39.6137, lng: -86.1067 },
  indianapolis: { location: "Indianapolis, IN", lat: 39.6652, lng: -86.1283 },
  southport: { location: "Southport, IN", lat: 39.6656, lng: -86.1272 },
  beechGrove: { location: "Beech Grove, IN", lat: 39.7156, lng: -86.0897 },
  franklin: { location: "Franklin, IN", lat: 39.4806, lng: -86.055 },
  whiteland: { location: "Whiteland, IN", lat: 39.55, lng: -86.0797 },
  newWhiteland: { location: "New Whiteland, IN", lat: 39.5581, lng: -86.0953 },
  bargersville: { location: "Bargersville, IN", lat: 39.5209, lng: -86.1678 },
} as const;
type Town = keyof typeof TOWNS;

export type JobTownDef = { location: string; lat: number; lng: number };
export type JobSpec<T extends string = Town> = {
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

const JOBS: JobSpec[] = [
  {
    title: "Registered Nurse – Medical/Surgical",
    company: "Southlake Regional Health",
    site: "southlakehealth.example",
    town: "greenwood",
    miles: 1.8,
    cat: "Healthcare",
    industry: "Healthcare",
    salary: "$36 - $47/hr",
    type: "Full-time",
    level: "Mid level",
    skills: ["Patient care", "IV therapy", "Epic EHR", "BLS"],
    daysAgo: 1,
    description: "Provide direct patient care on a 32-bed med/surg unit. Three 12-hour shifts per week; sign-on bonus and tuition reimbursement.",
  },
  {
    title: "Medical Assistant",
    company: "Bluestem Family Medicine",
    site: "bluestemfamilymed.example",
    town: "greenwood",
    miles: 2.1,
    cat: "Healthcare",
    industry: "Healthcare",
    salary: "$18 - $21/hr",
    type: "Full-time",
    level: "Entry level",
    skills: ["Vital signs", "Phlebotomy", "Scheduling"],
    daysAgo: 3,
    description: "Room patients, take vitals, give injections and help keep a busy family practice running on time. Weekdays only.",
  },
  {
    title: "Veterinary Technician",
    company: "Barkwood Veterinary Clinic",
    site: "barkwoodvet.example",
    town: "greenwood",
    miles: 2.4,
    cat: "Healthcare",
    industry: "Veterinary",
    salary: "$19 - $24/hr",
    type: "Full-time",
    level: "Mid level",
    skills: ["Anesthesia monitoring", "Radiology", "Client communication"],
    daysAgo: 5,
    description: "Assist veterinarians with exams, surgery and dentals. Credentialed techs preferred; experienced assistants considered.",
  },
  {
    title: "Physical Therapist Assistant",
    company: "Keystone Motion Physical Therapy",
    site: "keystonemotionpt.example",
    town: "greenwood",
    miles: 1.2,
    cat: "Healthcare",
    industry: "Healthcare",
    salary: "$26 - $31/hr",
    type: "Part-time",
    level: "Entry level",
    skills: ["Therapeutic exercise", "Documentation", "Licensure"],
    daysAgo: 9,
    description: "Carry out treatment plans under PT supervision, 20–28 hours per week including one Saturday morning a month.",
  },
  {
    title: "Pharmacy Technician",
    company: "Southlake Regional Health",
    site: "southlakehealth.example",
    town: "franklin",
    miles: 9.6,
    cat: "Healthcare",
    industry: "Healthcare",
    salary: "$17.50 - $20/hr",
    type: "Full-time",
    level: "Entry level",
    skills: ["Medication dispensing", "Inventory", "Attention to detail"],
    daysAgo: 14,
    description: "Fill and check orders in the hospital pharmacy. Indiana pharmacy technician registration required within 90 days of hire.",
  },
  {
    title: "Baker (Early Morning)",
    company: "Maplecrest Bakehouse",
    site: "maplecrestbakehouse.example",
    town: "greenwood",
    miles: 0.5,
    cat: "Retail & Hospitality",
    industry: "Food service",
    salary: "$16 - $19/hr",
    type: "Full-time",
    level: "Entry level",
    skills: ["Baking", "Food safety", "Teamwork"],
    daysAgo: 2,
    description: "Shape, proof and bake bread and pastries from 4 AM. We will train the right person; a love of early mornings helps.",
  },
  {
    title: "Line Cook",
    company: "Hoosier Ember Smokehouse",
    site: "hoosieremberbbq.example",
    town: "greenwood",
    miles: 1.5,
    cat: "Retail & Hospitality",
    industry: "Restaurants",
    salary: "$15 - $18/hr + tips",
    type: "Full-time",
    level: "Entry level",
    skills: ["Grill", "Prep", "Food safety"],
    daysAgo: 4,
    description: "Work the line and smoker prep in a busy barbecue kitchen. Shift meals and flexible schedules.",
  },
  {
    title: "Retail Sales Associate",
    company: "Fig & Fern Boutique",
    site: "figandfern.example",
    town: "greenwood",
    miles: 1.6,
    cat: "Retail & Hospitality",
    industry: "Retail",
    salary: "$14 - $16/hr",
    type: "Part-time",
    level: "Entry level",
    skills: ["Customer service", "Visual merchandising", "POS"],
    daysAgo: 7,
    description: "Help customers find the right outfit, keep the floor styled and process sales. Evenings and weekends.",
  },
  {
    title: "Front Desk Associate",
    company: "Foundry Fitness Greenwood",
    site: "foundryfitness.example",
    town: "greenwood",
    miles: 2.6,
    cat: "Retail & Hospitality",
    industry: "Fitness",
    salary: "$13.50 - $15/hr + free membership",
    type: "Part-time",
    level: "Entry level",
    skills: ["Customer service", "Sales", "Scheduling"],
    daysAgo: 11,
    description: "Greet members, give tours and sell memberships. Early-morning and weekend shifts available.",
  },
  {
    title: "Assistant Store Manager",
    company: "Worthsville Hardware & Garden",
    site: "worthsvillehardware.example",
    town: "greenwood",
    miles: 2.9,
    cat: "Retail & Hospitality",
    industry: "Retail",
    salary: "$46,000 - $52,000/yr",
    type: "Full-time",
    level: "Mid level",
    skills: ["Team leadership", "Inventory", "Customer service"],
    daysAgo: 19,
    description: "Lead a team of twelve, manage the seasonal garden centre and keep shelves stocked. Hardware knowledge a plus.",
  },
  {
    title: "Warehouse Associate – 2nd Shift",
    company: "Crossdock Distribution Co.",
    site: "crossdockdist.example",
    town: "whiteland",
    miles: 4.6,
    cat: "Manufacturing & Warehouse",
    industry: "Logistics",
    salary: "$19.25/hr + shift differential",
    type: "Full-time",
    level: "Entry level",
    skills: ["Picking", "RF scanner", "Lifting 50 lb"],
    daysAgo: 1,
    description: "Pick, pack and load orders in a climate-controlled distribution centre near I-65. Weekly pay and benefits from day one.",
  },
  {
    title: "Forklift Operator",
    company: "Crossdock Distribution Co.",
    site: "crossdockdist.example",
    town: "whiteland",
    miles: 4.6,
    cat: "Manufacturing & Warehouse",
    industry: "Logistics",
    salary: "$20.50 - $22/hr",
    type: "Full-time",
    level: "Mid level",
    skills: ["Forklift certification", "Reach truck", "Safety"],
    daysAgo: 6,
    description: "Operate sit-down and reach forklifts to move and put away freight. Certification provided for experienced candidates.",
  },
  {
    title: "CNC Machinist",
    company: "Franklin Precision Components",
    site: "franklinprecision.example",
    town: "franklin",
    miles: 9.4,
    cat: "Manufacturing & Warehouse",
    industry: "Manufacturing",
    salary: "$24 - $32/hr",
    type: "Full-time",
    level: "Mid level",
    skills: ["CNC setup", "Blueprint reading", "GD&T", "Micrometers"],
    daysAgo: 10,
    description: "Set up and run CNC lathes and mills producing parts for automotive and agricultural customers. Day shift, overtime available.",
  },
  {
    title: "Production Supervisor",
    company: "Franklin Precision Components",
    site: "franklinprecision.example",
    town: "franklin",
    miles: 9.4,
    cat: "Manufacturing & Warehouse",
    industry: "Manufacturing",
    salary: "$62,000 - $72,000/yr",
    type: "Full-time",
    level: "Senior level",
    skills: ["Lean manufacturing", "Team leadership", "Safety programs"],
    daysAgo: 27,
    description: "Lead a 25-person second shift, own safety and quality metrics and coach team leads.",
  },
  {
    title: "Preschool Teacher",
    company: "Bright Acorn Learning Center",
    site: "brightacorn.example",
    town: "greenwood",
    miles: 1.9,
    cat: "Education & Childcare",
    industry: "Education",
    salary: "$15 - $18/hr",
    type: "Full-time",
    level: "Entry level",
    skills: ["Early childhood education", "Lesson planning", "CPR"],
    daysAgo: 8,
    description: "Lead a classroom of four-year-olds with an assistant teacher. CDA or associate degree preferred; tuition discount for staff.",
  },
  {
    title: "Substitute Teacher",
    company: "Southside Learning Academy",
    site: "southsidelearning.example",
    town: "bargersville",
    miles: 7.3,
    cat: "Education & Childcare",
    industry: "Education",
    salary: "$120 - $140/day",
    type: "Contract",
    level: "Entry level",
    skills: ["Classroom management", "Flexibility"],
    daysAgo: 16,
    description: "Cover K–8 classrooms on a flexible schedule. Substitute permit required; the academy helps with the application.",
  },
  {
    title: "Math Tutor",
    company: "Northstar Tutoring & Test Prep",
    site: "northstartutoring.example",
    town: "greenwood",
    miles: 1.1,
    cat: "Education & Childcare",
    industry: "Education",
    salary: "$22 - $28/hr",
    type: "Part-time",
    level: "Mid level",
    skills: ["Algebra", "Geometry", "SAT math"],
    daysAgo: 21,
    description: "Tutor middle- and high-school students one-on-one, 8–15 hours a week, afternoons and evenings.",
  },
  {
    title: "Office Administrator",
    company: "Whitlock & Soto Law Office",
    site: "whitlocksoto.example",
    town: "greenwood",
    miles: 0.6,
    cat: "Office & Administrative",
    industry: "Legal",
    salary: "$40,000 - $46,000/yr",
    type: "Full-time",
    level: "Mid level",
    skills: ["Scheduling", "Microsoft Office", "Client intake"],
    daysAgo: 5,
    description: "Run the front office of a small law firm: client intake, scheduling, filing and billing support.",
  },
  {
    title: "Bookkeeper",
    company: "Ledgerline Tax & Bookkeeping",
    site: "ledgerlinetax.example",
    town: "greenwood",
    miles: 0.5,
    cat: "Office & Administrative",
    industry: "Accounting",
    salary: "$23 - $27/hr",
    type: "Part-time",
    level: "Mid level",
    skills: ["QuickBooks", "Reconciliations", "Payroll"],
    daysAgo: 13,
    description: "Keep the books for about 30 small-business clients. Flexible hours; some remote work after training.",
  },
  {
    title: "Customer Support Specialist",
    company: "Circle City Software",
    site: "circlecitysoftware.example",
    town: "indianapolis",
    miles: 6.8,
    cat: "Office & Administrative",
    industry: "Technology",
    salary: "$42,000 - $48,000/yr",
    type: "Full-time",
    level: "Entry level",
    skills: ["Customer support", "Ticketing systems", "Written communication"],
    daysAgo: 4,
    remote: true,
    description: "Help small businesses get the most out of our scheduling software by chat and email. Fully remote within Indiana.",
  },
  {
    title: "Claims Adjuster",
    company: "Keystone Mutual Insurance",
    site: "keystonemutual.example",
    town: "southport",
    miles: 3.9,
    cat: "Office & Administrative",
    industry: "Insurance",
    salary: "$55,000 - $65,000/yr",
    type: "Full-time",
    level: "Mid level",
    skills: ["Claims handling", "Negotiation", "Indiana adjuster license"],
    daysAgo: 24,
    remote: true,
    description: "Investigate and settle property claims. Hybrid: remote most days, field visits across central Indiana.",
  },
  {
    title: "IT Support Technician",
    company: "Pinecrest Computer Repair",
    site: "pinecrestpc.example",
    town: "greenwood",
    miles: 2.2,
    cat: "Office & Administrative",
    industry: "Technology",
    salary: "$20 - $25/hr",
    type: "Full-time",
    level: "Entry level",
    skills: ["Windows", "Networking", "Hardware repair"],
    daysAgo: 33,
    description: "Repair computers at the bench and visit small-office clients for network and printer support.",
  },
  {
    title: "HVAC Service Technician",
    company: "Heartland Comfort Heating & Air",
    site: "heartlandcomfort.example",
    town: "greenwood",
    miles: 3.1,
    cat: "Skilled Trades",
    industry: "Construction",
    salary: "$25 - $38/hr",
    type: "Full-time",
    level: "Mid level",
    skills: ["HVAC diagnostics", "EPA 608", "Customer service"],
    daysAgo: 2,
    description: "Diagnose and repair residential furnaces and air conditioners. Company van, tools and on-call pay.",
  },
  {
    title: "Automotive Technician",
    company: "Ironwood Auto Service",
    site: "ironwoodauto.example",
    town: "greenwood",
    miles: 1.4,
    cat: "Skilled Trades",
    industry: "Automotive",
    salary: "$24 - $34/hr",
    type: "Full-time",
    level: "Mid level",
    skills: ["ASE certification", "Diagnostics", "Brakes and suspension"],
    daysAgo: 12,
    description: "Diagnose and repair domestic and import vehicles. No weekends except one Saturday a month; tool allowance.",
  },
  {
    title: "Apprentice Plumber",
    company: "True Plumb Plumbing",
    site: "trueplumb.example",
    town: "greenwood",
    miles: 2.7,
    cat: "Skilled Trades",
    industry: "Construction",
    salary: "$18 - $21/hr",
    type: "Full-time",
    level: "Entry level",
    skills: ["Mechanical aptitude", "Valid driver's license"],
    daysAgo: 17,
    description: "Learn the trade alongside licensed plumbers with paid apprenticeship classes.",
  },
  {
    title: "Electrician (Commercial)",
    company: "Bright Line Electric",
    site: "brightlineelectric.example",
    town: "beechGrove",
    miles: 7.9,
    cat: "Skilled Trades",
    industry: "Construction",
    salary: "$30 - $40/hr",
    type: "Contract",
    level: "Senior level",
    skills: ["Journeyman license", "Conduit bending", "Blueprints"],
    daysAgo: 29,
    description: "Six-month contract on a new medical office build, possible extension. Journeyman license required.",
  },
  {
    title: "Landscape Crew Member",
    company: "Greenway Lawn & Landscape",
    site: "greenwaylawn.example",
    town: "newWhiteland",
    miles: 4.0,
    cat: "Skilled Trades",
    industry: "Landscaping",
    salary: "$17 - $19/hr",
    type: "Full-time",
    level: "Entry level",
    skills: ["Mowing equipment", "Teamwork", "Physical stamina"],
    daysAgo: 38,
    description: "Mowing, planting and hardscape installs, with snow removal in winter. Overtime available.",
  },
];

// ---------------------------------------------------------------------------------------------------------------
// One town's sample content: what buildSeed turns into rows.

export type SupportSpec = {
  name: string;
  email: string;
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
};

export const GREENWOOD: TownContent = {
  mode: "greenwood",
  areas: AREAS,
  businesses: BUSINESSES,
  venues: VENUES,
  events: EVENTS,
  eventFeed: { name: "Greenwood Parks & Recreation", url: "https://www.greenwoodparks.com/calendar.ics", uidDomain: "seed.greenwood.example" },
  newsFeeds: NEWS_FEED_DEFS,
  news: newsSpecs,
  ads: ADS,
  jobTowns: TOWNS,
  jobs: JOBS,
  support: [
    {
      name: "Jamie Chen",
      email: userEmail("jamie"),
      subject: "Updating holiday hours for my bakery listing",
      message:
        "Hi! I manage the Maplecrest Bakehouse listing. How do I post special hours for an upcoming holiday without changing our regular weekly hours?",
      category: "Business Directory",
      user: "jamie",
      status: "answered",
      daysAgo: 6,
    },
    {
      name: "Riley Thompson",
      email: "riley.thompson@mail.example",
      subject: "Recurring events on the calendar",
      message:
        "Our walking group meets every Tuesday at Freedom Park. Is there a way to submit a weekly recurring event, or do I need to add each date separately?",
      category: "Events Calendar",
      user: null,
      status: "new",
      daysAgo: 1,
    },
  ],
};

/** The seed's rows for one town's content (Greenwood's unless given). */
export function buildSeed(now: Date, town: TownContent = GREENWOOD): SeedData {
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

  const usersRows: SeedData["users"] = SEED_USERS.map((u) => ({
    id: SEED_USER_IDS[u.key],
    email: u.email,
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
    const [lat, lng] = town.areas[b.area];
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
      location: venue.name,
      address: venue.address,
      latitude: venue.lat,
      longitude: venue.lng,
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
      author: n.author ?? (n.feed ? NEWS_FEED_DEFS[n.feed - 1].name : null),
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
      location: j.remote ? `${place.location} (Remote)` : place.location,
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
      latitude: place.lat,
      longitude: place.lng,
      distanceFromGreenwood: j.miles,
      isActive: true,
      lastFetched: ago(0.125),
      createdAt: postedDate,
      updatedAt: postedDate,
    };
  });

  const supportRows: SeedData["supportMessages"] = town.support.map((m) => ({
    name: m.name,
    email: m.email,
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
