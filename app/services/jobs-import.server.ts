// The jobs import: every active job source (a Greenhouse job board, a Lever company's postings, an RSS/Atom
// feed) fetched safely, read through its public wire format, placed with the offline gazetteer, and written
// keyed by (source, external id): new postings are added, changed ones updated, repeats change nothing, and
// postings gone from their source are closed. One failing source is recorded and the others go on.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { parseFeed } from "@rowanmanning/feed-parser";
import { DATE_WINDOW } from "~/lib/fields";
import { placeLocation, remoteOpensToTown } from "~/lib/gazetteer";
import { withSkipTotal } from "~/lib/import-summary";
import { normaliseEmploymentType } from "~/lib/jobs";
import { plainText, sanitizeHtml } from "~/lib/sanitize.server";
import { distanceMiles, townFor, type Town } from "~/lib/towns";
import { z } from "~/lib/zod";
import type { Db } from "~/models/db.server";
import { PartialRunError } from "~/models/import-runs.server";
import { activeJobSources, jobsOfSource, recordJobSourceError, writeSourceRun, type JobSource } from "~/models/job-sources.server";
import { safeFetchText } from "~/services/safe-fetch.server";

export const JOBS_IMPORT = "jobs-import";
const GREENHOUSE_API = "https://boards-api.greenhouse.io";
const LEVER_API = "https://api.lever.co";
const MAX_POSTINGS_PER_SOURCE = 500;
const MAX_DESCRIPTION = 50_000;

export type JobsImportOptions = { now: Date; town: Town; allowLoopback: boolean; greenhouseBase?: string; leverBase?: string };
type Source = JobSource;

/** A posting as read from a source, before it is placed and written. */
type Posting = {
  externalId: string;
  title: string;
  /** What the job list shows. */
  location: string | null;
  /** Every place the posting lists (Lever's allLocations, Greenhouse's offices, a feed's locations). */
  places: string[];
  /** The countries its source names (Lever's country, a feed's country elements, Greenhouse's office names). */
  countries: string[];
  descriptionHtml: string;
  applyUrl: string | null;
  employmentType: string | null;
  department: string | null;
  salary: string | null;
  /** The source says remote (a remote place, Lever's workplaceType, a feed's remote status). */
  remoteSignal: boolean;
  postedDate: Date | null;
};

const unique = (values: (string | null | undefined)[]) => [...new Set(values.map((v) => (typeof v === "string" ? v.trim() : "")).filter(Boolean))];
const REMOTE = /\bremote\b/i;

const httpUrl = (v: unknown) => (typeof v === "string" && /^https?:\/\//i.test(v) ? v.slice(0, 2000) : null);
const clip = (v: unknown, max: number) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);

function boundedDate(value: unknown, now: Date): Date | null {
  const d = typeof value === "number" ? new Date(value) : typeof value === "string" ? new Date(value) : value instanceof Date ? value : null;
  if (!d || Number.isNaN(d.getTime()) || d.getTime() < DATE_WINDOW.min) return null;
  return d.getTime() > now.getTime() ? now : d;
}

/** Greenhouse sends its job content HTML-escaped (`&lt;p&gt;`); one level of entities is undone before sanitising. */
function unescapeHtml(s: string): string {
  return s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

// ---- Greenhouse: GET /v1/boards/{board_token}/jobs?content=true ---------------------------------------------

const greenhouseJob = z.object({
  id: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,18}$/)]),
  title: z.string().trim().min(1),
  absolute_url: z.string().optional().nullable(),
  updated_at: z.string().optional().nullable(),
  first_published: z.string().optional().nullable(),
  location: z.object({ name: z.string().optional().nullable() }).partial().optional().nullable(),
  offices: z
    .array(
      z
        .object({ name: z.string().nullable(), location: z.union([z.string(), z.object({ name: z.string().nullable().optional() })]).nullable() })
        .partial(),
    )
    .optional()
    .nullable(),
  content: z.string().optional().nullable(),
  departments: z
    .array(z.object({ name: z.string().optional().nullable() }).partial())
    .optional()
    .nullable(),
  metadata: z
    .array(z.object({ name: z.string().optional().nullable(), value: z.unknown() }).partial())
    .optional()
    .nullable(),
});
const greenhouseBoard = z.object({ jobs: z.array(z.unknown()) });

/** What a source listed and what of it could not be read. */
type Read = { postings: Posting[]; listed: number };

function readGreenhouse(text: string, now: Date): Read {
  const board = greenhouseBoard.safeParse(JSON.parse(text));
  if (!board.success) throw new Error("Not a Greenhouse job board response");
  const postings = board.data.jobs.flatMap((raw) => {
    const parsed = greenhouseJob.safeParse(raw);
    if (!parsed.success) return [];
    const j = parsed.data;
    const meta = (name: RegExp) => j.metadata?.find((m) => m.name && name.test(m.name))?.value;
    const typeMeta = meta(/employment|type/i);
    const location = clip(j.location?.name, 200);
    const offices = (j.offices ?? []).flatMap((o) => unique([typeof o.location === "string" ? o.location : o.location?.name, o.name]));
    return [
      {
        externalId: String(j.id),
        title: j.title.slice(0, 255),
        location,
        places: unique([location, ...offices]),
        countries: offices,
        descriptionHtml: unescapeHtml(j.content ?? ""),
        applyUrl: httpUrl(j.absolute_url),
        employmentType: normaliseEmploymentType(typeof typeMeta === "string" ? typeMeta : null),
        department: clip(j.departments?.[0]?.name, 100),
        salary: clip(meta(/salary|pay|compensation/i), 100),
        remoteSignal: REMOTE.test(location ?? ""),
        postedDate: boundedDate(j.first_published ?? j.updated_at, now),
      },
    ];
  });
  return { postings, listed: board.data.jobs.length };
}

// ---- Lever: GET /v0/postings/{company}?mode=json ----------------------------------------------------------

const leverPosting = z.object({
  id: z.string().trim().min(1).max(100),
  text: z.string().trim().min(1),
  createdAt: z.number().optional().nullable(),
  hostedUrl: z.string().optional().nullable(),
  applyUrl: z.string().optional().nullable(),
  description: z.string().optional().nullable(),
  additional: z.string().optional().nullable(),
  lists: z
    .array(z.object({ text: z.string().optional().nullable(), content: z.string().optional().nullable() }).partial())
    .optional()
    .nullable(),
  workplaceType: z.string().optional().nullable(),
  country: z.string().max(60).optional().nullable(),
  categories: z
    .object({
      commitment: z.string().nullable(),
      department: z.string().nullable(),
      location: z.string().nullable(),
      allLocations: z.array(z.string()).max(50).nullable(),
      team: z.string().nullable(),
    })
    .partial()
    .optional()
    .nullable(),
  salaryRange: z
    .object({ min: z.number().finite(), max: z.number().finite(), currency: z.string().max(3).optional(), interval: z.string().max(30).optional() })
    .optional()
    .nullable(),
});

function leverSalary(range: z.infer<typeof leverPosting>["salaryRange"]): string | null {
  if (!range || range.min < 0 || range.max < range.min || range.max > 10_000_000) return null;
  const money = (n: number) => `$${new Intl.NumberFormat("en-US").format(n)}`;
  const per = range.interval
    ? `/${range.interval
        .replace(/^per-/, "")
        .replace(/-salary$/, "")
        .replace(/^year.*$/, "yr")
        .replace(/^hour.*$/, "hr")}`
    : "";
  return `${money(range.min)} - ${money(range.max)}${per}`.slice(0, 100);
}

function readLever(text: string, now: Date): Read {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error("Not a Lever postings response");
  const postings = data.flatMap((raw) => {
    const parsed = leverPosting.safeParse(raw);
    if (!parsed.success) return [];
    const p = parsed.data;
    const lists = (p.lists ?? []).map((l) => `<h3>${plainText(l.text ?? "")}</h3><ul>${l.content ?? ""}</ul>`).join("");
    const places = unique([p.categories?.location, ...(p.categories?.allLocations ?? [])]);
    return [
      {
        externalId: p.id,
        title: p.text.slice(0, 255),
        location: clip(places.join("; "), 200),
        places,
        countries: unique([p.country]),
        descriptionHtml: `${p.description ?? ""}${lists}${p.additional ?? ""}`,
        applyUrl: httpUrl(p.applyUrl) ?? httpUrl(p.hostedUrl),
        employmentType: normaliseEmploymentType(p.categories?.commitment),
        department: clip(p.categories?.department ?? p.categories?.team, 100),
        salary: leverSalary(p.salaryRange),
        remoteSignal: p.workplaceType === "remote" || places.some((l) => REMOTE.test(l)),
        postedDate: boundedDate(p.createdAt, now),
      },
    ];
  });
  return { postings, listed: data.length };
}

// ---- RSS / Atom: one item per posting ---------------------------------------------------------------------

function readFeed(text: string, now: Date): Read {
  const feed = parseFeed(text);
  const postings = feed.items.flatMap((item) => {
    const key = (item.id ?? item.url ?? "").trim();
    const title = plainText(item.title ?? "");
    if (!key || !title) return [];
    // Job feeds name the place in a category or at the end of the title: "Line Cook (Franklin, IN)".
    const inTitle = title.match(/\(([^()]+)\)\s*$/)?.[1] ?? title.match(/\s[-–|]\s([^-–|]+)$/)?.[1] ?? null;
    const candidates = [...item.categories.map((c) => c.label ?? c.term), inTitle].filter((c): c is string => Boolean(c));
    const ats = readAtsFields(item.element);
    const location = ats.places[0] ? ats.places.join("; ") : (candidates.find((c) => placeLocation(c) || REMOTE.test(c)) ?? null);
    const words = `${title} ${candidates.join(" ")}`;
    return [
      {
        externalId: key.slice(0, 500),
        title: title.slice(0, 255),
        location: location?.slice(0, 200) ?? null,
        places: ats.places.length ? ats.places : unique([location]),
        countries: ats.countries,
        descriptionHtml: item.content ?? item.description ?? "",
        applyUrl: httpUrl(item.url),
        employmentType: normaliseEmploymentType(candidates.find((c) => normaliseEmploymentType(c)) ?? null),
        department: null,
        salary: null,
        remoteSignal: ats.remote ?? (REMOTE.test(location ?? "") || REMOTE.test(words)),
        postedDate: boundedDate(item.published ?? item.updated, now),
      },
    ];
  });
  // The parser is lenient with broken XML; a "feed" with neither a title nor one usable item is not a feed.
  if (!feed.title && postings.length === 0) throw new Error("Not a valid RSS or Atom feed");
  return { postings, listed: feed.items.length };
}

type FeedElement = NonNullable<ReturnType<typeof parseFeed>["items"][number]["element"]>;

/**
 * The place and remote status that ATS job feeds write in their own elements, matched by local name in any
 * namespace (the namespaces seen are in ATS_FEED_NAMESPACES):
 * - Teamtailor: `<tt:locations><tt:location><tt:name|tt:city|tt:country>` and `<remoteStatus>` (none, hybrid,
 *   temporary, fully);
 * - flat job-feed elements (Google Base `g:location`, job:/`<location>`, `<city>`/`<state>`/`<country>`, WeWorkRemotely's
 *   `<region>`), and `<remote>`/`<isRemote>`/`<workplaceType>`/`<telecommuting>`.
 */
function readAtsFields(element: FeedElement | undefined): { places: string[]; countries: string[]; remote: boolean | null } {
  if (!element) return { places: [], countries: [], remote: null };
  const textOf = (e: FeedElement | null | undefined) => (e?.textContentNormalized ?? "").trim().slice(0, 200);
  const child = (parent: FeedElement, name: string) => textOf(parent.findElementWithName(name));
  const places: string[] = [];
  const countries: string[] = [];
  for (const list of element.findElementsWithName("locations")) {
    for (const loc of list.findElementsWithName("location")) {
      const city = child(loc, "city");
      const region = child(loc, "state") || child(loc, "region");
      const country = child(loc, "country");
      const name = child(loc, "name");
      const place = [city || name, region, country].filter(Boolean).join(", ");
      if (place) places.push(place);
      if (country) countries.push(country);
    }
  }
  for (const loc of element.findElementsWithName("location")) {
    const place = loc.findElementWithName("city")
      ? [child(loc, "city"), child(loc, "state") || child(loc, "region"), child(loc, "country")].filter(Boolean).join(", ")
      : textOf(loc);
    if (place) places.push(place);
  }
  const city = child(element, "city");
  if (city) places.push([city, child(element, "state"), child(element, "country")].filter(Boolean).join(", "));
  const region = child(element, "region");
  if (region) places.push(region);
  const country = child(element, "country");
  if (country) countries.push(country);
  const remoteText = ["remotestatus", "remote", "isremote", "workplacetype", "telecommuting", "remotetype"]
    .map((n) => child(element, n).toLowerCase())
    .find(Boolean);
  const remote = remoteText === undefined ? null : /^(fully|fully[- ]remote|remote|yes|true|1|temporary)$/.test(remoteText);
  return { places: unique(places), countries: unique(countries), remote };
}

/** The namespaces of ATS job feeds whose place and remote elements are read (the rest are read by local name too). */
export const ATS_FEED_NAMESPACES = {
  teamtailor: "https://teamtailor.com/locations",
  googleBase: "http://base.google.com/ns/1.0",
} as const;

function sourceUrl(source: Source, options: JobsImportOptions): string {
  const ref = encodeURIComponent(source.reference.trim());
  switch (source.kind) {
    case "greenhouse":
      return `${(options.greenhouseBase ?? GREENHOUSE_API).replace(/\/$/, "")}/v1/boards/${ref}/jobs?content=true`;
    case "lever":
      return `${(options.leverBase ?? LEVER_API).replace(/\/$/, "")}/v0/postings/${ref}?mode=json`;
    case "rss":
      return source.reference.trim();
  }
}

export type Fetched = { postings: Posting[]; skippedInvalid: number; skippedDuplicate: number; skippedOverLimit: number };

/** Fetches and reads one source's postings (throws on a network, size, safety or format problem). */
export async function fetchPostings(source: Source, options: JobsImportOptions): Promise<Fetched> {
  const isFeed = source.kind === "rss";
  const { text } = await safeFetchText(sourceUrl(source, options), {
    allowLoopback: options.allowLoopback,
    accept: isFeed ? "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8" : "application/json",
  });
  let read: Read;
  try {
    read =
      source.kind === "greenhouse"
        ? readGreenhouse(text, options.now)
        : source.kind === "lever"
          ? readLever(text, options.now)
          : readFeed(text, options.now);
  } catch (e) {
    if (e instanceof SyntaxError) throw new Error(`Not valid JSON from the ${source.kind === "greenhouse" ? "Greenhouse" : "Lever"} API`);
    throw e;
  }
  // A source that lists the same id twice keeps the first.
  const seen = new Set<string>();
  const distinct = read.postings.filter((p) => !seen.has(p.externalId) && seen.add(p.externalId));
  return {
    postings: distinct.slice(0, MAX_POSTINGS_PER_SOURCE),
    skippedInvalid: read.listed - read.postings.length,
    skippedDuplicate: read.postings.length - distinct.length,
    skippedOverLimit: Math.max(0, distinct.length - MAX_POSTINGS_PER_SOURCE),
  };
}

async function jobId(sourceId: number, externalId: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(externalId));
  const hex = [...new Uint8Array(digest).slice(0, 10)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `s${sourceId}-${hex}`;
}

/** The row a posting becomes (everything the import owns). */
async function toRow(source: Source, p: Posting, options: JobsImportOptions) {
  // Of every place the posting lists, the one nearest the town: one office near town places it near town.
  const placed = unique([...p.places, p.location])
    .map((l) => placeLocation(l))
    .filter((x): x is NonNullable<typeof x> => Boolean(x));
  const place = placed.sort((a, b) => distanceMiles(options.town, a) - distanceMiles(options.town, b))[0] ?? null;
  const description = sanitizeHtml(p.descriptionHtml.slice(0, MAX_DESCRIPTION));
  return {
    id: await jobId(source.id, p.externalId),
    sourceId: source.id,
    externalId: p.externalId,
    title: p.title,
    company: source.name,
    location: p.location,
    description,
    salary: p.salary,
    employmentType: p.employmentType,
    industry: p.department,
    applyUrl: p.applyUrl,
    // Remote means open to someone living in the town: remote in the US or anywhere, not in another country.
    isRemote: p.remoteSignal && remoteOpensToTown(unique([...p.places, p.location]), p.countries),
    postedDate: p.postedDate ?? options.now,
    categoryId: source.categoryId,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    distanceFromGreenwood: place ? Math.round(distanceMiles(options.town, place) * 100) / 100 : null,
  };
}
type Row = Awaited<ReturnType<typeof toRow>>;

const COMPARED = [
  "title",
  "company",
  "location",
  "description",
  "salary",
  "employmentType",
  "industry",
  "applyUrl",
  "isRemote",
  "categoryId",
  "distanceFromGreenwood",
] as const;

export type SourcePlan = { source: Source; inserts: Row[]; updates: Row[]; unchanged: string[]; closes: string[] };

/** What writing these postings would do: new, changed (or reopened), unchanged, and gone (to close). */
export async function planSource(db: Db, source: Source, postings: Posting[], options: JobsImportOptions): Promise<SourcePlan> {
  const rows = await Promise.all(postings.map((p) => toRow(source, p, options)));
  const existing = await jobsOfSource(db, source.id);
  const byExternal = new Map(existing.map((j) => [j.externalId, j]));
  const plan: SourcePlan = { source, inserts: [], updates: [], unchanged: [], closes: [] };
  for (const row of rows) {
    const current = byExternal.get(row.externalId);
    if (!current) plan.inserts.push(row);
    else if (!current.isActive || COMPARED.some((k) => current[k] !== row[k]))
      plan.updates.push({ ...row, id: current.id, postedDate: current.postedDate ?? row.postedDate });
    else plan.unchanged.push(current.id);
  }
  const seen = new Set(rows.map((r) => r.externalId));
  plan.closes = existing.filter((j) => j.isActive && !seen.has(j.externalId ?? "")).map((j) => j.id);
  return plan;
}

function applyPlan(db: Db, plan: SourcePlan, now: Date) {
  return writeSourceRun(
    db,
    { sourceId: plan.source.id, inserts: plan.inserts, updates: plan.updates, unchanged: plan.unchanged, closes: plan.closes },
    now,
  );
}

type Counts = {
  sources: number;
  found: number;
  created: number;
  updated: number;
  unchanged: number;
  closed: number;
  skippedInvalid: number;
  skippedDuplicate: number;
  skippedOverLimit: number;
  failed: number;
};

export type SourcePreview = {
  id: number;
  name: string;
  kind: string;
  ok: boolean;
  error: string | null;
  created: number;
  updated: number;
  unchanged: number;
  closed: number;
  sample: { title: string; location: string | null; distance: number | null; isRemote: boolean }[];
};

/** Runs the import for every active source. Throws a PartialRunError (with the counts) when any source failed. */
export async function importJobs(db: Db, options: JobsImportOptions): Promise<Counts> {
  const sources = await activeJobSources(db);
  const counts: Counts = {
    sources: sources.length,
    found: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    closed: 0,
    skippedInvalid: 0,
    skippedDuplicate: 0,
    skippedOverLimit: 0,
    failed: 0,
  };
  const failures: string[] = [];
  for (const source of sources) {
    try {
      const fetched = await fetchPostings(source, options);
      const plan = await planSource(db, source, fetched.postings, options);
      await applyPlan(db, plan, options.now);
      counts.found += fetched.postings.length + fetched.skippedInvalid + fetched.skippedDuplicate + fetched.skippedOverLimit;
      counts.skippedInvalid += fetched.skippedInvalid;
      counts.skippedDuplicate += fetched.skippedDuplicate;
      counts.skippedOverLimit += fetched.skippedOverLimit;
      counts.created += plan.inserts.length;
      counts.updated += plan.updates.length;
      counts.unchanged += plan.unchanged.length;
      counts.closed += plan.closes.length;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      counts.failed++;
      failures.push(`${source.name}: ${message}`);
      await recordJobSourceError(db, source.id, message, options.now);
    }
  }
  const total = withSkipTotal(counts);
  if (failures.length) throw new PartialRunError(failures.join("; "), total);
  return total;
}

/** The admin's preview: what a run would do to each source, without writing anything. */
export async function previewJobsImport(db: Db, options: JobsImportOptions): Promise<SourcePreview[]> {
  const sources = await activeJobSources(db);
  const previews: SourcePreview[] = [];
  for (const source of sources) {
    const base = { id: source.id, name: source.name, kind: source.kind };
    try {
      const plan = await planSource(db, source, (await fetchPostings(source, options)).postings, options);
      previews.push({
        ...base,
        ok: true,
        error: null,
        created: plan.inserts.length,
        updated: plan.updates.length,
        unchanged: plan.unchanged.length,
        closed: plan.closes.length,
        sample: [...plan.inserts, ...plan.updates]
          .slice(0, 8)
          .map((r) => ({ title: r.title, location: r.location, distance: r.distanceFromGreenwood, isRemote: r.isRemote })),
      });
    } catch (error) {
      previews.push({
        ...base,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
        created: 0,
        updated: 0,
        unchanged: 0,
        closed: 0,
        sample: [],
      });
    }
  }
  return previews;
}

/** The import's options from a request's (or cron's) context: clock, the site's town, loopback for tests. */
export async function jobsImportOptions(context: AppLoadContext): Promise<JobsImportOptions> {
  const { mode } = await context.siteConfig();
  return {
    now: context.now(),
    town: townFor(mode),
    allowLoopback: context.env.ALLOW_LOOPBACK_FETCH === "true",
    greenhouseBase: context.env.GREENHOUSE_API_BASE,
    leverBase: context.env.LEVER_API_BASE,
  };
}
