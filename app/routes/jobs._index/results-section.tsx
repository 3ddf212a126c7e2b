// The /jobs list: the count, the cards (or what to try when none match) and the pager, with the skeleton shown while
// the next list loads.
import { JobCard, type JobCardData } from "~/components/job-card";
import { ListLoading, SkeletonCards } from "~/components/list-loading";
import { NewerOlderPager } from "~/components/pager";
import { Link } from "~/components/site-link";
import type { T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";

/** What this section reads of the loader's data; declared here, not taken from `typeof loader` (no import cycle). */
type JobsData = {
  query: string;
  total: number;
  filtered: boolean;
  jobs: (JobCardData & { id: string })[];
  now: string;
  lang: Lang;
  page: number;
  pages: number;
};

function NoJobs({ filtered, t }: { filtered: boolean; t: T<"jobs"> }) {
  return (
    <div className="py-16 text-center" data-testid="jobs-empty">
      <h2 className="text-xl font-semibold">
        {filtered
          ? t(/*i18n*/ { id: "jobs.noneMatch", message: "No jobs match your filters" })
          : t(/*i18n*/ { id: "jobs.noneYet", message: "No jobs available yet" })}
      </h2>
      <p className="mt-2 opacity-80">
        {filtered
          ? t(/*i18n*/ { id: "jobs.tryWider", message: "Try a wider distance, another category or fewer keywords." })
          : t(/*i18n*/ { id: "jobs.checkBack", message: "Check back soon, or post a job if you are hiring." })}
      </p>
      {filtered ? (
        <Link to="/jobs" className="mt-4 inline-block text-primary underline">
          {t(/*i18n*/ { id: "jobs.seeAll", message: "See all jobs" })}
        </Link>
      ) : null}
    </div>
  );
}

export function ResultsSection({ data, t }: { data: JobsData; t: T<"jobs"> }) {
  const pageHref = (p: number) => `/jobs?${new URLSearchParams([...new URLSearchParams(data.query), ["page", String(p)]])}`;
  return (
    <ListLoading
      skeleton={
        <SkeletonCards
          count={6}
          label={t(/*i18n*/ { id: "jobs.loading", message: "Loading jobs" })}
          grid="mt-3 grid gap-4 lg:grid-cols-2"
          card="h-40"
          testId="job-skeleton"
        />
      }
    >
      <p className="mt-4 text-sm opacity-80" aria-live="polite" data-testid="jobs-count">
        {t(/*i18n*/ { id: "jobs.count", message: "{total, plural, one {# job} other {# jobs}}" }, { total: data.total })}
      </p>
      {data.jobs.length === 0 ? (
        <NoJobs filtered={data.filtered} t={t} />
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {data.jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} now={data.now} lang={data.lang} t={t} />
            </li>
          ))}
        </ul>
      )}
      <NewerOlderPager
        page={data.page}
        pages={data.pages}
        href={pageHref}
        labels={{
          pages: t(/*i18n*/ { id: "jobs.pages", message: "Pages" }),
          newer: t(/*i18n*/ { id: "jobs.newer", message: "Newer" }),
          older: t(/*i18n*/ { id: "jobs.older", message: "Older" }),
          pageOf: t(/*i18n*/ { id: "jobs.pageOf", message: "Page {page} of {pages}" }, { page: data.page, pages: data.pages }),
        }}
      />
    </ListLoading>
  );
}
