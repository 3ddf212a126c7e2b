// Search at scale, by hand (issue 18 goal 4; docs/decisions/search.md): fills a database file of its own with the normal seed
// plus generated rows at a town's scale and beyond, then times the site search's own statements (the ones
// /api/search sends in its one db.batch) for a rare word in each kind. Not a test: timings depend on the machine.
//
//   npx vite-node --config vitest.config.ts scripts/search-scale.ts
//   SCALE_DB=/tmp/scale.db SCALE_REUSE=1 ...   reuse a database filled earlier
//   SCALE_API=http://127.0.0.1:8811 ...        also time /api/search on a server started on that file
//                                              (DB_FILE=/tmp/scale.db PORT=8811 SKIP_BUILD=1 npm start);
//                                              SCALE_SQL=0 skips the in-process timings
import { existsSync, rmSync } from "node:fs";
import { SEARCH_TYPES, type SearchType } from "../app/lib/search-types";
import type { Db } from "../app/models/db.server";
import { searchKinds } from "../app/models/search.server";
import { migrateDb, openNodeDb } from "../db/node";
import { seedIfEmpty } from "../db/seed";

const file = process.env.SCALE_DB ?? "/tmp/greenwood-search-scale.db";
const COUNTS: Record<SearchType, number> = { news: 100_000, businesses: 20_000, events: 50_000, classifieds: 50_000, jobs: 20_000 };
const RUNS = Number(process.env.SCALE_RUNS ?? 200);
const NOW = new Date();
const DAY = 86_400_000;

// ---- Believable text ------------------------------------------------------------------------------------------

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));

const PLACES = [
  "Freedom Park",
  "University Park",
  "Craig Park",
  "Old Town",
  "the library",
  "Greenwood Middle School",
  "the community center",
  "Main Street",
  "the Amphitheater",
  "Surina Square",
  "the aquatic center",
  "Smith Valley Road",
  "County Line Road",
  "the fairgrounds",
  "Madison Avenue",
  "Polk Street",
  "the trailhead",
  "Center Grove",
  "the farmers market",
];
const GROUPS = [
  "the city council",
  "the parks board",
  "the school board",
  "volunteers",
  "the fire department",
  "the police department",
  "local businesses",
  "residents",
  "the chamber of commerce",
  "the library board",
  "the county commissioners",
  "neighborhood associations",
];
const NEWS_TOPICS = [
  "new lighting",
  "road resurfacing",
  "a budget vote",
  "a summer reading program",
  "a food drive",
  "a new playground",
  "storm cleanup",
  "a zoning change",
  "trail construction",
  "a grand opening",
  "a recycling pilot",
  "a water main repair",
  "a holiday parade",
  "a blood drive",
  "a youth sports league",
];
const VERBS = ["approved", "announced", "discussed", "postponed", "celebrated", "reviewed", "funded", "planned", "opened", "launched"];
const ADJECTIVES = ["busy", "quiet", "packed", "well-attended", "long-awaited", "popular", "seasonal", "weekly", "family-friendly", "free"];
const SENTENCES = [
  () =>
    `${cap(pick(GROUPS))} ${pick(VERBS)} ${pick(NEWS_TOPICS)} near ${pick(PLACES)} on ${pick(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])}.`,
  () => `The ${pick(ADJECTIVES)} meeting drew about ${int(12, 240)} people, many of whom asked about parking and traffic.`,
  () => `Work is expected to take ${int(2, 14)} weeks, weather permitting, and detours will be posted along ${pick(PLACES)}.`,
  () => `"We heard from a lot of families," said one member of ${pick(GROUPS)}, adding that the plan could change.`,
  () => `Residents can share comments online or in person at ${pick(PLACES)} before the end of the month.`,
  () =>
    `The project is paid for with $${int(10, 900)},000 from ${pick(["the general fund", "a state grant", "impact fees", "a federal program", "donations"])}.`,
  () => `Officials said ${pick(NEWS_TOPICS)} remains a priority for ${pick(GROUPS)} this year.`,
];
const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const paragraph = (n: number) => Array.from({ length: n }, () => pick(SENTENCES)()).join(" ");

const BUSINESS_KINDS = [
  "Bakery",
  "Hardware",
  "Auto Repair",
  "Dental",
  "Pizza",
  "Coffee House",
  "Florist",
  "Insurance",
  "Law Office",
  "Salon",
  "Pet Grooming",
  "Plumbing",
  "Fitness",
  "Books",
  "Tax Service",
  "Cleaners",
];
const NAMES = [
  "Maple",
  "Oak Ridge",
  "Riverside",
  "Smith Valley",
  "Old Town",
  "Sunrise",
  "Heritage",
  "Parkside",
  "Crossroads",
  "Hometown",
  "Bluebird",
  "Cornerstone",
  "Prairie",
  "Lakeside",
  "Summit",
];
const STREETS = [
  "Main St",
  "Madison Ave",
  "Smith Valley Rd",
  "County Line Rd",
  "Emerson Ave",
  "Fry Rd",
  "Polk St",
  "Meridian St",
  "Stop 18 Rd",
  "Worthsville Rd",
];
const EVENT_KINDS = [
  "Story Time",
  "Yoga in the Park",
  "Trivia Night",
  "Farmers Market",
  "Craft Fair",
  "Concert",
  "Book Club",
  "5K Run",
  "Paint Night",
  "Chess Club",
  "Garden Workshop",
  "Movie Night",
];
const ITEMS = [
  "bicycle",
  "sofa",
  "lawn mower",
  "dresser",
  "kayak",
  "dining table",
  "baby stroller",
  "snow blower",
  "bookshelf",
  "guitar",
  "treadmill",
  "desk chair",
  "washing machine",
  "grill",
];
const CLASSIFIED_CATEGORIES = ["For Sale", "Housing", "Services", "Jobs", "Community", "Vehicles", "Free Stuff"];
const JOB_TITLES = [
  "Warehouse Associate",
  "Registered Nurse",
  "Line Cook",
  "Cashier",
  "HVAC Technician",
  "Bank Teller",
  "Delivery Driver",
  "Dental Assistant",
  "Machinist",
  "Office Manager",
  "Teacher's Aide",
  "Forklift Operator",
];
const COMPANIES = [
  "Greenwood Health",
  "Center Grove Schools",
  "Valley Logistics",
  "Hometown Foods",
  "Summit Manufacturing",
  "Maple Dental",
  "Crossroads Bank",
  "Prairie HVAC",
];

/** Words found in a handful of rows of each kind: the "rare word" searches. */
const RARE = [
  "zephyrine",
  "quillmore",
  "brantwick",
  "ostravian",
  "cindermoss",
  "halvorsen",
  "vexbridge",
  "marrowind",
  "tulliver",
  "jorvasken",
  "pellucine",
  "wrexhamite",
  "dunsmorel",
  "ferrowick",
  "glimmerdale",
  "kestrovan",
  "lunderholm",
  "ombrellino",
  "pravdinsk",
  "sorrelgate",
];
const withRare = (i: number, text: string) => (i % 5_000 === 17 ? `${text} Ask for ${RARE[((i / 5_000) % RARE.length) | 0]} at the desk.` : text);

// ---- Fill ------------------------------------------------------------------------------------------------------

type Row = (string | number | null)[];
async function insertMany(client: ReturnType<typeof openNodeDb>["client"], sql: string, count: number, row: (i: number) => Row) {
  const started = performance.now();
  for (let from = 0; from < count; from += 2_000) {
    const stmts = [];
    for (let i = from; i < Math.min(count, from + 2_000); i++) stmts.push({ sql, args: row(i) });
    await client.batch(stmts, "write");
  }
  console.log(`  ${count.toLocaleString()} rows: ${sql.slice(12, 40).trim()}… in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function fill() {
  for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
  const { client, db } = openNodeDb(`file:${file}`);
  await migrateDb(db);
  await seedIfEmpty(db, NOW);
  const t = NOW.getTime();
  console.log(`Filling ${file}`);
  await insertMany(
    client,
    "insert into news_articles (title, excerpt, content, category, author, status, published_at, created_at, updated_at) values (?, ?, ?, ?, ?, 'published', ?, ?, ?)",
    COUNTS.news,
    (i) => {
      const title = `${cap(pick(GROUPS))} ${pick(VERBS)} ${pick(NEWS_TOPICS)} at ${pick(PLACES)}`;
      const when = t - int(0, 3_650) * DAY;
      return [
        withRare(i, title),
        paragraph(2),
        `<p>${withRare(i + 1, paragraph(5))}</p><p>${paragraph(4)}</p>`,
        pick(["Local", "Schools", "Government", "Business", "Sports"]),
        "Staff",
        when,
        when,
        when,
      ];
    },
  );
  await insertMany(
    client,
    "insert into businesses (name, description, address, category_id, is_active, rating, created_at, updated_at) values (?, ?, ?, ?, 1, ?, ?, ?)",
    COUNTS.businesses,
    (i) => [
      withRare(i, `${pick(NAMES)} ${pick(BUSINESS_KINDS)} ${i}`),
      withRare(i + 1, paragraph(2)),
      `${int(100, 9_999)} ${pick(STREETS)}, Greenwood, IN 46142`,
      int(1, 10),
      int(30, 50) / 10,
      t,
      t,
    ],
  );
  await insertMany(
    client,
    "insert into events (title, description, location, start_date, end_date, is_active, is_public, created_at, updated_at) values (?, ?, ?, ?, ?, 1, 1, ?, ?)",
    COUNTS.events,
    (i) => {
      const start = t + int(-100, 700) * DAY;
      return [
        withRare(i, `${pick(EVENT_KINDS)} at ${pick(PLACES)}`),
        withRare(i + 1, paragraph(3)),
        pick(PLACES),
        start,
        start + 2 * 3_600_000,
        t,
        t,
      ];
    },
  );
  await insertMany(
    client,
    "insert into classified_ads (title, description, category, price, is_active, expires_at, created_at, updated_at) values (?, ?, ?, ?, 1, ?, ?, ?)",
    COUNTS.classifieds,
    (i) => {
      const created = t - int(0, 60) * DAY;
      return [
        withRare(i, `${cap(pick(ADJECTIVES))} ${pick(ITEMS)} for sale`),
        withRare(i + 1, `Gently used ${pick(ITEMS)}. ${paragraph(2)}`),
        pick(CLASSIFIED_CATEGORIES),
        `$${int(5, 900)}`,
        created + 60 * DAY,
        created,
        created,
      ];
    },
  );
  await insertMany(
    client,
    "insert into jobs (id, title, company, location, description, is_active, posted_date, created_at, updated_at) values (?, ?, ?, ?, ?, 1, ?, ?, ?)",
    COUNTS.jobs,
    (i) => [
      `scale-${i}`,
      withRare(i, pick(JOB_TITLES)),
      pick(COMPANIES),
      `${pick(["Greenwood", "Franklin", "Indianapolis", "Whiteland"])}, IN`,
      withRare(i + 1, paragraph(4)),
      t - int(0, 30) * DAY,
      t,
      t,
    ],
  );
  await client.execute("analyze");
  client.close();
}

// ---- Measure ---------------------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const fmt = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50)!.toFixed(2)} ms  p95 ${percentile(s, 95)!.toFixed(2)} ms  max ${s[s.length - 1]!.toFixed(2)} ms`;
};

// Wall time suffers from whatever else the machine runs; libSQL runs the statement on this thread, so this process's CPU
// time for it is the cost of the search itself, whatever the load.
async function timeSql(db: Db, kinds: readonly SearchType[], words: readonly string[]) {
  const times: number[] = [];
  const cpu: number[] = [];
  let found = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const results = await searchKinds(db, words[i % words.length]!, NOW, kinds);
    const used = process.cpuUsage(cpuStarted);
    times.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    found += kinds.reduce((n, k) => n + results[k].length, 0);
  }
  return { times, cpu, found: found / RUNS };
}

async function timeApiPath(url: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

async function timeApi(base: string, query: (word: string) => string, words: readonly string[]) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/search?${query(words[i % words.length]!)}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/api/search answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

if (!(process.env.SCALE_REUSE === "1" && existsSync(file))) await fill();
const { client, db } = openNodeDb(`file:${file}`);
const counts = await Promise.all(
  SEARCH_TYPES.map(async (k) => [
    k,
    (
      await client.execute(
        `select count(*) n from ${{ news: "news_articles", businesses: "businesses", events: "events", classifieds: "classified_ads", jobs: "jobs" }[k]}`,
      )
    ).rows[0]!.n,
  ]),
);
console.log(`Rows: ${JSON.stringify(Object.fromEntries(counts))}; ${RUNS} searches each; SQLite alone (libSQL in-process)`);
console.log(
  `Load average ${(await import("node:os"))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${(await import("node:os")).cpus().length} cores`,
);
const searches: [string, readonly string[]][] = [
  ["rare word", RARE],
  ["absent word", ["qxzvbnmw", "plorkfiz", "zzyzxwv"]],
  ["common word", ["park", "council", "library"]],
  ["short (2 chars)", ["zq", "pk", "ou"]],
];
for (const [label, words] of process.env.SCALE_SQL === "0" ? [] : searches) {
  for (const kind of SEARCH_TYPES) {
    const { times, cpu, found } = await timeSql(db, [kind], words);
    console.log(`${label.padEnd(16)} ${kind.padEnd(12)} wall ${fmt(times)} | cpu ${fmt(cpu)}  (${found.toFixed(1)} results)`);
  }
  const { times, cpu } = await timeSql(db, SEARCH_TYPES, words);
  console.log(`${label.padEnd(16)} ${"all kinds".padEnd(12)} wall ${fmt(times)} | cpu ${fmt(cpu)}`);
}
client.close();

const api = process.env.SCALE_API;
if (api) {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost)(:\d+)?$/.test(api)) throw new Error("SCALE_API must be a loopback address");
  console.log(`Through ${api}/api/search (one connection, as a visitor); a static file for scale:`);
  console.log(`${"static file".padEnd(29)} ${fmt(await timeApiPath(`${api}/favicon.svg`))}`);
  for (const [label, words] of searches.slice(0, 3)) {
    for (const kind of SEARCH_TYPES)
      console.log(`${label.padEnd(16)} ${kind.padEnd(12)} ${fmt(await timeApi(api, (w) => `q=${w}&type=${kind}`, words))}`);
    console.log(`${label.padEnd(16)} ${"all kinds".padEnd(12)} ${fmt(await timeApi(api, (w) => `q=${w}`, words))}`);
  }
}
