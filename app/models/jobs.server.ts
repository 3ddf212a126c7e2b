// Jobs: the listings (imported and local employers' approved posts, both in `jobs`), categories, members'
// applications, local employers' posts through review, and the import sources admins keep.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lte, notInArray, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { placeLocation } from "~/lib/gazetteer";
import { DEFAULT_JOB_DISTANCE, JOBS_PAGE_SIZE, type ApplicationStatus } from "~/lib/jobs";
import { jobPostTierOf, JOB_POST_TIERS, priceFor, type JobPostTier } from "~/lib/prices";
import { one } from "~/lib/rows";
import { plainText, sanitizeHtml } from "~/lib/sanitize.server";
import { addTownDays } from "~/lib/town-days.server";
import { distanceMiles, type Town } from "~/lib/towns";
import { batchNamed, statementBuilder, type Db, type DbOrTx } from "~/models/db.server";
import { keepTotal, keptOrCounted, keptTotalOf, ms, type Crossings } from "~/models/list-totals.server";
import { jobsFts, MAX_RESULTS, newestRows, rankedSearch, titleFirst, type SearchedTable, type SearchTerms } from "~/models/search-index.server";
import {
  condition,
  containsText,
  epochMs,
  likePattern,
  matchSavedSearches,
  offsetPastPinned,
  optionalFilter,
  type Instant,
  type Operand,
} from "~/models/sql.server";
import { jobApplications, jobCategories, jobs, jobSources, localJobs, users, type JobSourceKind } from "../../db/schema";

// The /jobs loader reads its filters through this server module, so the page's browser bundle never holds the zod schema.
export { readJobFilters } from "~/lib/jobs";

export type JobFilters = {
  q?: string | null;
  categoryId?: number | null;
  type?: string | null;
  remote?: "only" | "onsite" | null;
  distance?: number | null;
  postedWithinDays?: number | null;
  page?: number;
  /** Jobs that came onto the site in (createdAfter, createdUpTo] only: a saved-search alert's new matches. */
  createdAfter?: Date | null;
  createdUpTo?: Date | null;
};

/** Listed: active, not past its expiry date. */
export function listed(now: Instant): SQL {
  return condition(and(eq(jobs.isActive, true), or(isNull(jobs.expiresDate), gt(jobs.expiresDate, now))));
}

/** Near the town (a known place within `miles`) or remote; a place we could not place is never "near". */
function nearOrRemote(miles: number | SQL, remote: JobFilters["remote"]): SQL {
  const near = condition(and(eq(jobs.isRemote, false), lte(jobs.distanceFromGreenwood, miles)));
  if (remote === "only") return eq(jobs.isRemote, true);
  if (remote === "onsite") return near;
  return condition(or(eq(jobs.isRemote, true), lte(jobs.distanceFromGreenwood, miles)));
}

const pinnedNow = (now: Instant) => sql<number>`(coalesce(${localJobs.isPinned}, 0) = 1 and ${localJobs.pinnedUntil} > ${epochMs(now)})`;

const listColumns = (now: Instant) => ({
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  companyLogo: jobs.companyLogo,
  location: jobs.location,
  description: jobs.description,
  salary: jobs.salary,
  employmentType: jobs.employmentType,
  experienceLevel: jobs.experienceLevel,
  isRemote: jobs.isRemote,
  postedDate: jobs.postedDate,
  distanceFromGreenwood: jobs.distanceFromGreenwood,
  categoryId: jobs.categoryId,
  categoryName: jobCategories.name,
  categoryColor: jobCategories.color,
  isLocal: sql<number>`${jobs.localJobId} is not null`,
  isPinned: pinnedNow(now),
});

type ListRow = {
  id: string;
  title: string;
  company: string;
  companyLogo: string | null;
  location: string | null;
  description: string | null;
  salary: string | null;
  employmentType: string | null;
  experienceLevel: string | null;
  isRemote: boolean;
  postedDate: Date | null;
  distanceFromGreenwood: number | null;
  categoryId: number | null;
  categoryName: string | null;
  categoryColor: string | null;
  isLocal: number;
  isPinned: number;
};

/** A listing as lists and the API give it: plain-text description, ISO dates. */
export function toJobListItem(r: ListRow) {
  return {
    id: r.id,
    title: r.title,
    company: r.company,
    companyLogo: r.companyLogo,
    location: r.location,
    distanceFromGreenwood: r.distanceFromGreenwood,
    description: plainText(r.description).slice(0, 300),
    salary: r.salary,
    employmentType: r.employmentType,
    experienceLevel: r.experienceLevel,
    postedDate: r.postedDate?.toISOString() ?? null,
    isRemote: r.isRemote,
    categoryId: r.categoryId,
    category: r.categoryName ? { name: r.categoryName, color: r.categoryColor } : null,
    isLocal: Boolean(r.isLocal),
    isPinned: Boolean(r.isPinned),
  };
}
export type JobListItem = ReturnType<typeof toJobListItem>;

/** The list's filters as operands (Operand): values for the page, a saved search's columns for the alerts. */
type JobOperands = {
  q?: Operand<string>;
  categoryId?: Operand<number>;
  type?: Operand<string>;
  postedAfter?: Operand<Date>;
  createdAfter?: Operand<Date>;
  createdUpTo?: Operand<Date>;
  /** Miles from the town (the default applied). */
  distance: number | SQL;
  remote: JobFilters["remote"];
};

/** What the page's filters ask of the list, as values: the default distance, the posted-since date. */
function jobOperands(filters: JobFilters, now: Date) {
  return {
    q: filters.q?.trim() || null,
    categoryId: filters.categoryId || null,
    type: filters.type || null,
    postedAfter: filters.postedWithinDays ? addTownDays(now, -filters.postedWithinDays) : null,
    createdAfter: filters.createdAfter ?? null,
    createdUpTo: filters.createdUpTo ?? null,
    distance: filters.distance ?? DEFAULT_JOB_DISTANCE,
    remote: filters.remote ?? null,
  } satisfies JobOperands;
}

/** The list's filter conditions (beyond "listed"): the one "which jobs" rule of /jobs and of the saved-search alerts. */
function jobsListConditions(f: JobOperands): SQL[] {
  return [
    nearOrRemote(f.distance, f.remote),
    optionalFilter(f.q, (q) =>
      or(containsText(jobs.title, q), containsText(jobs.company, q), containsText(jobs.description, q), containsText(jobs.location, q)),
    ),
    optionalFilter(f.categoryId, (v) => eq(jobs.categoryId, v)),
    optionalFilter(f.type, (v) => eq(jobs.employmentType, v)),
    optionalFilter(f.postedAfter, (v) => gt(jobs.postedDate, v)),
    optionalFilter(f.createdAfter, (v) => gt(jobs.createdAt, v)),
    optionalFilter(f.createdUpTo, (v) => lte(jobs.createdAt, v)),
  ].filter((c): c is SQL => c !== undefined);
}

/** The list's order: pinned local posts first (while pinned), then the newest posted. */
const jobsListOrder = (now: Date) => [desc(pinnedNow(now)), desc(jobs.postedDate), asc(jobs.id)];

/** A saved search's filters with its window: the jobs that came onto the site in (createdAfter, createdUpTo]. */
export type WindowedJobFilters = JobFilters & { createdAfter: Date; createdUpTo: Date };

/**
 * For each search, the ids of every job /jobs lists for its filters in its window, in the list's order (pinned
 * first): the list's own conditions and order with the searches as a table (matchSavedSearches), one statement for
 * the searches of each remote choice.
 */
export async function matchJobIds(db: Db, now: Date, searches: readonly WindowedJobFilters[]): Promise<string[][]> {
  return matchSavedSearches<WindowedJobFilters, JobFilters["remote"], string>(
    db,
    {
      table: jobs,
      groups: [null, "only", "onsite"],
      row: (filters) => {
        const f = jobOperands(filters, now);
        return {
          group: f.remote,
          values: {
            q: f.q ? likePattern(f.q) : null,
            categoryId: f.categoryId,
            type: f.type,
            postedAfter: f.postedAfter?.getTime() ?? null,
            distance: f.distance,
          },
        };
      },
      query: (s, remote) => ({
        where: condition(
          and(
            listed(now),
            ...jobsListConditions({
              q: s.q,
              categoryId: s.categoryId,
              type: s.type,
              postedAfter: s.postedAfter,
              createdAfter: s.after,
              createdUpTo: s.upTo,
              distance: s.distance ?? sql`null`,
              remote,
            }),
          ),
        ),
        order: jobsListOrder(now),
        join: sql`left join ${localJobs} on ${eq(localJobs.id, jobs.localJobId)}`,
      }),
    },
    searches,
  );
}

/** Jobs by id (any order) as the list shows them, for the alerts' mails. */
export async function jobsByIds(db: Db, ids: readonly string[], now: Date) {
  if (!ids.length) return [];
  const rows = await db
    .select(listColumns(now))
    .from(jobs)
    .leftJoin(localJobs, eq(localJobs.id, jobs.localJobId))
    .leftJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .where(inArray(jobs.id, [...ids]));
  return rows.map(toJobListItem);
}

/** Listed jobs whose expiry (listed()'s time bound) passed between `at` and `now`, off jobs_listed_count_idx. */
const expiredBetween: Crossings = (at, now) => [
  statementBuilder()
    .select({ one: sql`1` })
    .from(jobs)
    .where(sql`${jobs.isActive} = 1 and ${jobs.expiresDate} > ${ms(at)} and ${jobs.expiresDate} <= ${ms(now)}`),
];

/** No filter narrows the list beyond its defaults (the page does not change which jobs it holds). */
const jobFiltersOff = (f: JobFilters) =>
  !f.q?.trim() &&
  !f.categoryId &&
  !f.type &&
  !f.postedWithinDays &&
  !f.createdAfter &&
  !f.createdUpTo &&
  (f.distance ?? DEFAULT_JOB_DISTANCE) === DEFAULT_JOB_DISTANCE &&
  !f.remote;

function jobsListQueries(db: Db, filters: JobFilters, now: Date, page: number) {
  const conditions = jobsListConditions(jobOperands(filters, now));
  const where = and(listed(now), ...conditions);
  const offset = (page - 1) * JOBS_PAGE_SIZE;
  // Pinned posts first without sorting every listed job: the few pinned ones (local_jobs is small), then the
  // others newest first straight off jobs_posted_order_idx, skipping as many as the offset reaches past the pinned
  // ones (an expression in OFFSET; drizzle types offset() as a number only). One round trip with the total.
  // The pinned ones are found by their local post (jobs_local_job_unique); `+` keeps SQLite from walking every
  // active job by is_active instead.
  const pinned = and(
    inArray(jobs.localJobId, pinnedLocalJobIds(db, now)),
    sql`+${jobs.isActive} = 1`,
    or(isNull(jobs.expiresDate), gt(jobs.expiresDate, now)),
    ...conditions,
  );
  const skip = offsetPastPinned(offset, db.select({ n: count() }).from(jobs).where(pinned));
  const listPage = (filter: SQL | undefined, limit: number) =>
    db
      .select(listColumns(now))
      .from(jobs)
      .leftJoin(localJobs, eq(localJobs.id, jobs.localJobId))
      .leftJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
      .where(filter)
      .orderBy(desc(jobs.postedDate), asc(jobs.id))
      .limit(limit);
  const counted = db.select({ n: count() }).from(jobs).where(where);
  return [
    listPage(pinned, offset + JOBS_PAGE_SIZE),
    listPage(and(where, or(isNull(jobs.localJobId), notInArray(jobs.localJobId, pinnedLocalJobIds(db, now)))), JOBS_PAGE_SIZE).offset(skip),
    // The unfiltered list's total is reused while nothing it counts has changed (list-totals.server.ts).
    jobFiltersOff(filters) ? keptOrCounted(db, "jobs", keptTotalOf("jobs"), now, counted, expiredBetween) : counted,
  ] as const;
}

/** The list's total, kept for the next request when it is the unfiltered list's. */
function totalOf(filters: JobFilters, now: Date, totals: { n: number; version?: unknown }[]): number {
  const answer = one(totals, "a count");
  if (jobFiltersOff(filters)) keepTotal("jobs", now, answer);
  return answer.n;
}

function jobsPage(pinnedRows: ListRow[], rest: ListRow[], total: number, page: number) {
  const offset = (page - 1) * JOBS_PAGE_SIZE;
  const rows = [...pinnedRows.slice(offset), ...rest].slice(0, JOBS_PAGE_SIZE);
  return { jobs: rows.map(toJobListItem), total, page, pages: Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE)) };
}

/** The jobs list (one round trip). */
export async function listJobs(db: Db, filters: JobFilters, now: Date) {
  const page = Math.max(1, filters.page ?? 1);
  const [pinnedRows, rest, totals] = await db.batch(jobsListQueries(db, filters, now, page));
  return jobsPage(pinnedRows, rest, totalOf(filters, now, totals), page);
}

/** Everything /jobs shows in one round trip: the categories, one page of the list and its total. */
export async function loadJobsPage(db: Db, filters: JobFilters, now: Date) {
  const page = Math.max(1, filters.page ?? 1);
  const [categories, pinnedRows, rest, totals] = await db.batch([
    db
      .select({ id: jobCategories.id, name: jobCategories.name })
      .from(jobCategories)
      .where(eq(jobCategories.isActive, true))
      .orderBy(asc(jobCategories.name)),
    ...jobsListQueries(db, filters, now, page),
  ]);
  return { categories, ...jobsPage(pinnedRows, rest, totalOf(filters, now, totals), page) };
}

/**
 * Local posts pinned now. A post is pinned with its pinnedUntil set (payForFeaturedJob, approval); one pinned
 * without a date would sort with the others by date.
 */
const pinnedLocalJobIds = (db: Db, now: Date) =>
  db
    .select({ id: localJobs.id })
    .from(localJobs)
    .where(and(eq(localJobs.isPinned, true), gt(localJobs.pinnedUntil, now)));

/** Home and `GET /api/jobs/featured/`: pinned posts first, then the newest near the town or remote. */
export async function listFeaturedJobs(db: Db, now: Date, limit: number) {
  const rows = await db
    .select(listColumns(now))
    .from(jobs)
    .leftJoin(localJobs, eq(localJobs.id, jobs.localJobId))
    .leftJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .where(and(listed(now), nearOrRemote(DEFAULT_JOB_DISTANCE, null)))
    .orderBy(...jobsListOrder(now))
    .limit(limit);
  // Part 1 §3: the job as read on home.
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    company: r.company,
    location: r.location,
    distanceFromGreenwood: r.distanceFromGreenwood,
    description: plainText(r.description).slice(0, 300),
    employmentType: r.employmentType,
    postedDate: r.postedDate?.toISOString() ?? null,
    isRemote: r.isRemote,
  }));
}

/** One job with its category and, for a local post, the employer's contact details; expired jobs included. */
function jobQuery(db: Db, id: string) {
  return db
    .select({ job: jobs, categoryName: jobCategories.name, local: localJobs })
    .from(jobs)
    .leftJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .leftJoin(localJobs, eq(localJobs.id, jobs.localJobId))
    .where(eq(jobs.id, id))
    .limit(1);
}

export async function getJob(db: Db, id: string, now: Date) {
  const [row] = await jobQuery(db, id);
  return row ? jobDetail(row, now) : null;
}

/**
 * A job page's reads in one round trip (issue 45): the job, and the viewer's application to it when signed in (the
 * viewer is known from the session read before).
 */
export async function getJobPage(db: Db, id: string, now: Date, viewerId: string | null) {
  const { job, application } = await batchNamed(db, {
    job: jobQuery(db, id),
    application: db
      .select({ status: jobApplications.status, appliedAt: jobApplications.appliedAt })
      .from(jobApplications)
      .where(and(eq(jobApplications.userId, viewerId ?? ""), eq(jobApplications.jobId, id)))
      .limit(1),
  });
  const row = job[0];
  if (!row) return null;
  return { job: jobDetail(row, now), application: viewerId ? (application[0] ?? null) : null };
}

function jobDetail(row: Awaited<ReturnType<typeof jobQuery>>[number], now: Date) {
  const j = row.job;
  const expired = !j.isActive || (j.expiresDate !== null && j.expiresDate.getTime() <= now.getTime());
  return {
    id: j.id,
    title: j.title,
    company: j.company,
    location: j.location,
    description: sanitizeHtml(j.description),
    salary: j.salary,
    employmentType: j.employmentType,
    experienceLevel: j.experienceLevel,
    industry: j.industry,
    skills: Array.isArray(j.skills) ? j.skills.filter((s): s is string => typeof s === "string") : [],
    applyUrl: j.applyUrl,
    companyWebsite: j.companyWebsite,
    companyLogo: j.companyLogo,
    isRemote: j.isRemote,
    postedDate: j.postedDate?.toISOString() ?? null,
    expiresDate: j.expiresDate?.toISOString() ?? null,
    categoryId: j.categoryId,
    category: row.categoryName,
    latitude: j.latitude,
    longitude: j.longitude,
    distanceFromGreenwood: j.distanceFromGreenwood,
    isActive: j.isActive && !expired,
    expired,
    local: row.local
      ? {
          applyEmail: row.local.applyEmail,
          applyPhone: row.local.applyPhone,
          address: row.local.address,
          requirements: row.local.requirements,
          benefits: row.local.benefits,
          isPinned: Boolean(row.local.isPinned && row.local.pinnedUntil && row.local.pinnedUntil.getTime() > now.getTime()),
        }
      : null,
  };
}
export type JobDetail = NonNullable<Awaited<ReturnType<typeof getJob>>>;

export async function listJobCategories(db: Db) {
  return db
    .select({ id: jobCategories.id, name: jobCategories.name, description: jobCategories.description, color: jobCategories.color })
    .from(jobCategories)
    .where(eq(jobCategories.isActive, true))
    .orderBy(asc(jobCategories.name));
}

/**
 * Site search's Jobs tab (docs/decisions/search.md), as a query for the search's one db.batch: listed jobs whose title, company,
 * description or location contain the text. Full-text hits (title hits first, then bm25); a short query is a LIKE over
 * the newest SHORT_QUERY_ROWS jobs. Map the rows with toJobListItem.
 */
export function searchJobsQuery(db: Db, terms: SearchTerms, now: Instant, limit = MAX_RESULTS, within?: SQL) {
  if (!terms.short) {
    const ranked = rankedSearch(db, jobsFts, jobs.title, terms, [10, 5, 1, 2]);
    return ranked.db
      .select(listColumns(now))
      .from(jobs)
      .leftJoin(localJobs, eq(localJobs.id, jobs.localJobId))
      .leftJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
      .innerJoin(jobsFts, sql`${jobsFts.rowid} = ${jobs}.rowid`)
      .where(and(ranked.where, listed(now), within))
      .orderBy(...ranked.order, desc(jobs.postedDate), desc(sql`${jobs}.rowid`))
      .limit(limit);
  }
  const recent = newestRows(db, jobs, jobs.id, sql`${jobs}.rowid`);
  const q = terms.like;
  return db
    .select(listColumns(now))
    .from(recent)
    .crossJoin(jobs)
    .leftJoin(localJobs, eq(localJobs.id, jobs.localJobId))
    .leftJoin(jobCategories, eq(jobCategories.id, jobs.categoryId))
    .where(and(eq(jobs.id, recent.id), listed(now), jobsContaining(q), within))
    .orderBy(titleFirst(jobs.title, terms), desc(jobs.postedDate), desc(sql`${jobs}.rowid`))
    .limit(limit);
}

const jobsContaining = (q: string | Placeholder) =>
  or(containsText(jobs.title, q), containsText(jobs.company, q), containsText(jobs.description, q), containsText(jobs.location, q));

/** Jobs as site search counts them (foundIds): the same index, filters and columns as searchJobsQuery. */
export const searchedJobs = (now: Instant): SearchedTable => ({
  table: jobs,
  id: jobs.id,
  rowid: sql`${jobs}.rowid`,
  fts: jobsFts,
  visible: listed(now),
  contains: jobsContaining,
});

// ---- Applications ------------------------------------------------------------------------------------------

/** Marks a job applied for a member, once per job; false when it was already marked or the job is not open. */
export async function markApplied(db: Db, userId: string, jobId: string, now: Date): Promise<"created" | "exists" | "not-found"> {
  const job = await getJob(db, jobId, now);
  if (!job || job.expired) return "not-found";
  const inserted = await db
    .insert(jobApplications)
    .values({ jobId, userId, appliedAt: now, status: "applied" })
    .onConflictDoNothing()
    .returning({ id: jobApplications.id });
  return inserted.length ? "created" : "exists";
}

export async function getApplication(db: Db, userId: string, jobId: string) {
  return (await db.query.jobApplications.findFirst({ where: and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId)) })) ?? null;
}

export async function listApplications(db: Db, userId: string) {
  const rows = await db
    .select({
      id: jobApplications.id,
      status: jobApplications.status,
      appliedAt: jobApplications.appliedAt,
      jobId: jobs.id,
      title: jobs.title,
      company: jobs.company,
      location: jobs.location,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .where(eq(jobApplications.userId, userId))
    .orderBy(desc(jobApplications.appliedAt));
  return rows.map((r) => ({ ...r, appliedAt: r.appliedAt.toISOString() }));
}

/** Changes the status of the member's own application; false when it is not theirs. */
export async function setApplicationStatus(db: Db, userId: string, applicationId: number, status: ApplicationStatus) {
  const updated = await db
    .update(jobApplications)
    .set({ status })
    .where(and(eq(jobApplications.id, applicationId), eq(jobApplications.userId, userId)))
    .returning({ id: jobApplications.id });
  return updated.length > 0;
}

// ---- Local employers' posts --------------------------------------------------------------------------------

/** Part 2 §3's insert shape (server-managed fields left out), as the posting form gives it. */
export type LocalJobInput = {
  title: string;
  description: string;
  company: string;
  companyLogo: string | null;
  website: string | null;
  location: string | null;
  address: string | null;
  salary: string | null;
  employmentType: string;
  experienceLevel: string | null;
  skills: string[];
  requirements: string | null;
  benefits: string | null;
  applyUrl: string | null;
  applyEmail: string | null;
  applyPhone: string | null;
  categoryId: number | null;
  pricingTier: JobPostTier;
  contactName: string | null;
  contactEmail: string;
  contactPhone: string | null;
  includeInNewsletter: boolean;
  enablePushNotifications: boolean;
  enableSocialMediaPost: boolean;
};

export async function createLocalJob(db: Db, employerId: string, input: LocalJobInput, now: Date) {
  const price = priceFor(JOB_POST_TIERS[input.pricingTier].priceType);
  const amountCents = price?.amountCents ?? 0;
  const row = one(
    await db
      .insert(localJobs)
      .values({
        ...input,
        description: sanitizeHtml(input.description),
        paymentAmount: (amountCents / 100).toFixed(2),
        paymentStatus: amountCents > 0 ? "pending" : "free",
        status: "pending",
        isActive: false,
        employerId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: localJobs.id }),
    "the new job",
  );
  return { id: row.id, needsPayment: amountCents > 0 };
}

export async function listLocalJobsForEmployer(db: Db, employerId: string) {
  const rows = await db.select().from(localJobs).where(eq(localJobs.employerId, employerId)).orderBy(desc(localJobs.createdAt));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    company: r.company,
    status: r.status,
    pricingTier: r.pricingTier,
    paymentStatus: r.paymentStatus,
    isActive: r.isActive,
    rejectionReason: r.rejectionReason,
    expiresAt: r.expiresAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listPendingLocalJobs(db: Db) {
  const rows = await db
    .select({ job: localJobs, employerEmail: users.email })
    .from(localJobs)
    .leftJoin(users, eq(users.id, localJobs.employerId))
    .where(eq(localJobs.status, "pending"))
    .orderBy(asc(localJobs.createdAt));
  return rows.map(({ job: r, employerEmail }) => ({
    id: r.id,
    title: r.title,
    company: r.company,
    location: r.location,
    employmentType: r.employmentType,
    description: plainText(r.description).slice(0, 400),
    pricingTier: r.pricingTier,
    paymentStatus: r.paymentStatus,
    contactEmail: r.contactEmail,
    employerEmail,
    createdAt: r.createdAt.toISOString(),
  }));
}

const localMirrorId = (id: number) => `local-${id}`;

/** The listing of an approved local post in `jobs`, placed with the gazetteer. */
/**
 * Measures every placed job's distance again from `town` (the site's mode changed): the same great-circle
 * distance, rounded to hundredths, that imports and approvals store.
 */
export async function measureJobsFrom(db: Db, town: Town) {
  const rad = Math.PI / 180;
  const [lat, lon] = [town.latitude * rad, town.longitude * rad];
  // No pow() in every SQLite build: squares are products.
  const dLat = sql`sin((${jobs.latitude} * ${rad} - ${lat}) / 2)`;
  const dLon = sql`sin((${jobs.longitude} * ${rad} - ${lon}) / 2)`;
  const h = sql`${dLat} * ${dLat} + ${Math.cos(lat)} * cos(${jobs.latitude} * ${rad}) * ${dLon} * ${dLon}`;
  await db
    .update(jobs)
    .set({ distanceFromGreenwood: sql`round(2 * 3958.8 * asin(min(1, sqrt(${h}))), 2)` })
    .where(and(isNotNull(jobs.latitude), isNotNull(jobs.longitude)));
}

function mirrorOf(r: typeof localJobs.$inferSelect, town: Town, now: Date): typeof jobs.$inferInsert {
  const place = placeLocation(r.location ?? "") ?? placeLocation(r.address ?? "");
  const isRemote = /\bremote\b/i.test(r.location ?? "");
  return {
    id: localMirrorId(r.id),
    localJobId: r.id,
    title: r.title,
    company: r.company,
    location: r.location ?? place?.name ?? null,
    description: r.description,
    salary: r.salary?.slice(0, 100) ?? null,
    employmentType: r.employmentType,
    experienceLevel: r.experienceLevel,
    skills: r.skills ?? [],
    applyUrl: r.applyUrl,
    companyWebsite: r.website,
    companyLogo: r.companyLogo,
    isRemote,
    postedDate: r.publishedAt ?? now,
    expiresDate: r.expiresAt,
    categoryId: r.categoryId,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    distanceFromGreenwood: place ? Math.round(distanceMiles(town, place) * 100) / 100 : null,
    isActive: r.isActive,
    lastFetched: now,
    createdAt: now,
    updatedAt: now,
  };
}

/** Approves a pending post: published and active for its tier's days, pinned when Featured and paid. */
export async function approveLocalJob(db: Db, id: number, reviewerId: string, town: Town, now: Date): Promise<boolean> {
  const current = await db.query.localJobs.findFirst({ where: eq(localJobs.id, id) });
  if (!current || current.status !== "pending") return false;
  const tier = jobPostTierOf(current.pricingTier);
  const pinned = tier.pinnedDays > 0 && current.paymentStatus === "paid";
  const approved = {
    ...current,
    status: "approved",
    isActive: true,
    publishedAt: now,
    expiresAt: addTownDays(now, tier.activeDays),
    isPinned: pinned,
    pinnedUntil: pinned ? addTownDays(now, tier.pinnedDays) : null,
    reviewedBy: reviewerId,
    reviewedAt: now,
    rejectionReason: null,
    updatedAt: now,
  };
  const mirror = mirrorOf(approved, town, now);
  await db.batch([
    db
      .update(localJobs)
      .set(approved)
      .where(and(eq(localJobs.id, id), eq(localJobs.status, "pending"))),
    db
      .insert(jobs)
      .values(mirror)
      .onConflictDoUpdate({ target: jobs.id, set: { ...mirror, createdAt: undefined } }),
  ]);
  return true;
}

/**
 * The employer renews an approved post for 30 more days (from its expiry, or from now when it has expired): the post
 * and its listing together. False when the post is not theirs or not approved.
 */
export async function renewLocalJob(db: Db, employerId: string, id: number, now: Date): Promise<Date | null> {
  const current = await db.query.localJobs.findFirst({ where: and(eq(localJobs.id, id), eq(localJobs.employerId, employerId)) });
  if (!current || current.status !== "approved") return null;
  const expiresAt = addTownDays(new Date(Math.max(current.expiresAt?.getTime() ?? 0, now.getTime())), 30);
  await db.batch([
    db.update(localJobs).set({ expiresAt, isActive: true, updatedAt: now }).where(eq(localJobs.id, id)),
    db.update(jobs).set({ expiresDate: expiresAt, isActive: true, updatedAt: now }).where(eq(jobs.localJobId, id)),
  ]);
  return expiresAt;
}

export async function rejectLocalJob(db: Db, id: number, reviewerId: string, reason: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(localJobs)
    .set({ status: "rejected", isActive: false, rejectionReason: reason, reviewedBy: reviewerId, reviewedAt: now, updatedAt: now })
    .where(and(eq(localJobs.id, id), eq(localJobs.status, "pending")))
    .returning({ id: localJobs.id });
  return updated.length > 0;
}

/** The employer closes their own post: it leaves the lists at once. */
export async function closeLocalJob(db: Db, employerId: string, id: number, now: Date): Promise<boolean> {
  const [updated] = await db.batch([
    db
      .update(localJobs)
      .set({ status: "closed", isActive: false, isPinned: false, updatedAt: now })
      .where(and(eq(localJobs.id, id), eq(localJobs.employerId, employerId), sql`${localJobs.status} in ('pending', 'approved')`))
      .returning({ id: localJobs.id }),
    db
      .update(jobs)
      .set({ isActive: false, updatedAt: now })
      .where(
        and(
          eq(jobs.localJobId, id),
          sql`exists (select 1 from local_jobs where local_jobs.id = ${id} and local_jobs.employer_id = ${employerId} and local_jobs.status = 'closed')`,
        ),
      ),
  ]);
  return updated.length > 0;
}

/**
 * Checkout's fulfilment (or refund) of a Featured post: paid, and pinned for 14 days when it is already approved. One
 * statement (the status is checked in SQL), so it can join the order's batch or transaction.
 */
export function payForFeaturedJob(db: DbOrTx, id: number, now: Date, paid: boolean) {
  const pinnedUntil = addTownDays(now, JOB_POST_TIERS.featured.pinnedDays);
  return db
    .update(localJobs)
    .set(
      paid
        ? {
            paymentStatus: "paid",
            isPinned: sql`case when ${localJobs.status} = 'approved' then 1 else ${localJobs.isPinned} end`,
            pinnedUntil: sql`case when ${localJobs.status} = 'approved' then ${pinnedUntil.getTime()} else ${localJobs.pinnedUntil} end`,
            updatedAt: now,
          }
        : { paymentStatus: "refunded", isPinned: false, pinnedUntil: null, updatedAt: now },
    )
    .where(eq(localJobs.id, id));
}

// ---- Import sources ----------------------------------------------------------------------------------------

export async function listJobSources(db: Db) {
  const rows = await db.select().from(jobSources).orderBy(asc(jobSources.name));
  return rows.map((s) => ({ ...s, lastFetchedAt: s.lastFetchedAt?.toISOString() ?? null, createdAt: s.createdAt.toISOString() }));
}

export async function addJobSource(db: Db, input: { name: string; kind: JobSourceKind; reference: string; categoryId: number | null }, now: Date) {
  const inserted = await db
    .insert(jobSources)
    .values({ ...input, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: jobSources.id });
  return inserted.length > 0;
}

export async function setJobSourceActive(db: Db, id: number, isActive: boolean) {
  await db.update(jobSources).set({ isActive }).where(eq(jobSources.id, id));
}

/** Removes a source; its listings close and keep no link to it. */
export async function removeJobSource(db: Db, id: number, now: Date) {
  await db.batch([
    db.update(jobs).set({ isActive: false, sourceId: null, updatedAt: now }).where(eq(jobs.sourceId, id)),
    db.delete(jobSources).where(eq(jobSources.id, id)),
  ]);
}
