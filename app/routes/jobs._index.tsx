// /jobs: jobs within the chosen distance of the town (10 miles unless chosen), plus remote ones, newest first,
// pinned local posts on top. Every filter is a GET form, so the URL holds the state and it works without JS.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { JobCard } from "~/components/job-card";
import { ListLoading, SkeletonCards } from "~/components/list-loading";
import { NewerOlderPager } from "~/components/pager";
import { DEFAULT_JOB_DISTANCE, EMPLOYMENT_TYPES, JOB_DISTANCES, JOB_POSTED_WITHIN, JOB_REMOTE_CHOICES } from "~/lib/jobs-display";
import { PAGE_PARAM } from "~/lib/seo";
import { townFor } from "~/lib/towns";
import { loadJobsPage, readJobFilters } from "~/models/jobs.server";

// Ships no React: the filters and pager are a GET form and links, and ListLoading's few lines of plain script show
// the skeleton while the next list loads, as React's navigation state did (docs/decisions/pages-without-react.md).
// The keys of jobFiltersSchema (lib/jobs.ts), written out so the client module does not pull in zod.
export const handle = { hydrate: false, canonical: { q: "", category: "", type: "", remote: "", distance: "", posted: "", ...PAGE_PARAM } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const now = context.now();
  const f = readJobFilters(url.searchParams);
  const [config, { categories, ...list }] = await Promise.all([
    context.siteConfig(),
    loadJobsPage(
      context.db,
      { q: f.q, categoryId: f.category, type: f.type, remote: f.remote, distance: f.distance, postedWithinDays: f.posted, page: f.page },
      now,
    ),
  ]);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({
    q: f.q,
    category: f.category,
    type: f.type,
    remote: f.remote,
    distance: f.distance,
    posted: f.posted,
  })) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  return json({
    town: townFor(config.mode).name,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    filters: {
      q: f.q ?? "",
      category: f.category ? String(f.category) : "",
      type: f.type ?? "",
      remote: f.remote ?? "",
      distance: String(f.distance ?? DEFAULT_JOB_DISTANCE),
      posted: f.posted ? String(f.posted) : "",
    },
    query: params.toString(),
    filtered: params.size > 0,
    now: now.toISOString(),
    ...list,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Jobs near ${data?.town ?? "town"}` },
  {
    name: "description",
    content: `Jobs within ${DEFAULT_JOB_DISTANCE} miles of ${data?.town ?? "town"}, Indiana, and remote jobs: local employers and imported listings.`,
  },
];

const selectClass = "mt-1 block w-full min-w-0 rounded border border-border bg-background px-2 py-2 sm:px-3";

export default function JobsList() {
  const data = useLoaderData<typeof loader>();
  const pageHref = (p: number) => `/jobs?${new URLSearchParams([...new URLSearchParams(data.query), ["page", String(p)]])}`;
  return (
    <div>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Jobs near {data.town}</h1>
          <p className="mt-1 opacity-80">
            Within {data.filters.distance} miles of {data.town}, plus remote jobs.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/account/jobs" className="rounded border border-border px-3 py-2 text-sm">
            My jobs
          </Link>
          <Link to="/jobs/post" className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground">
            Post a Job
          </Link>
        </div>
      </header>

      <Form
        method="get"
        action="/jobs"
        role="search"
        aria-label="Filter jobs"
        className="mt-6 grid grid-cols-2 gap-3 rounded-lg border border-border p-3 sm:p-4 lg:grid-cols-6"
      >
        <div className="col-span-2">
          <label htmlFor="jobs-q" className="block text-sm font-medium">
            Keywords
          </label>
          <input
            id="jobs-q"
            name="q"
            type="search"
            defaultValue={data.filters.q}
            maxLength={100}
            placeholder="Title, company or skill"
            className={selectClass}
          />
        </div>
        <div>
          <label htmlFor="jobs-category" className="block text-sm font-medium">
            Category
          </label>
          <select id="jobs-category" name="category" defaultValue={data.filters.category} className={selectClass}>
            <option value="">All categories</option>
            {data.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="jobs-type" className="block text-sm font-medium">
            Employment type
          </label>
          <select id="jobs-type" name="type" defaultValue={data.filters.type} className={selectClass}>
            <option value="">Any type</option>
            {EMPLOYMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="jobs-remote" className="block text-sm font-medium">
            Remote
          </label>
          <select id="jobs-remote" name="remote" defaultValue={data.filters.remote} className={selectClass}>
            {JOB_REMOTE_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="jobs-distance" className="block text-sm font-medium">
            Distance
          </label>
          <select id="jobs-distance" name="distance" defaultValue={data.filters.distance} className={selectClass}>
            {JOB_DISTANCES.map((d) => (
              <option key={d} value={d}>
                Within {d} miles
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="jobs-posted" className="block text-sm font-medium">
            Posted
          </label>
          <select id="jobs-posted" name="posted" defaultValue={data.filters.posted} className={selectClass}>
            <option value="">Any time</option>
            {JOB_POSTED_WITHIN.map((p) => (
              <option key={p.days} value={p.days}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 flex items-end gap-2 lg:col-span-5">
          <button type="submit" className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground">
            Show jobs
          </button>
          {data.filtered ? (
            <Link to="/jobs" className="px-3 py-2 text-sm underline">
              Clear filters
            </Link>
          ) : null}
        </div>
      </Form>

      <ListLoading
        skeleton={<SkeletonCards count={6} label="Loading jobs" grid="mt-3 grid gap-4 lg:grid-cols-2" card="h-40" testId="job-skeleton" />}
      >
        <p className="mt-4 text-sm opacity-80" aria-live="polite" data-testid="jobs-count">
          {data.total === 1 ? "1 job" : `${data.total} jobs`}
        </p>

        {data.jobs.length === 0 ? (
          <div className="py-16 text-center" data-testid="jobs-empty">
            <h2 className="text-xl font-semibold">{data.filtered ? "No jobs match your filters" : "No jobs available yet"}</h2>
            <p className="mt-2 opacity-80">
              {data.filtered ? "Try a wider distance, another category or fewer keywords." : "Check back soon, or post a job if you are hiring."}
            </p>
            {data.filtered ? (
              <Link to="/jobs" className="mt-4 inline-block text-primary underline">
                See all jobs
              </Link>
            ) : null}
          </div>
        ) : (
          <ul className="mt-3 grid gap-4 lg:grid-cols-2">
            {data.jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} now={data.now} />
              </li>
            ))}
          </ul>
        )}

        <NewerOlderPager page={data.page} pages={data.pages} href={pageHref} />
      </ListLoading>
    </div>
  );
}
