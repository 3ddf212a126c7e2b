// One job in a list (/jobs, search): title, company, location with distance, salary, type, age, badges.
import { Link } from "~/components/site-link";
import { jobAgeIn, peopleWroteLang, type T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { employmentTypeIn, formatMiles } from "~/lib/jobs-display";

/** The employment types in the `jobs` messages. */
/** Each employment type's name on a card and in the list's filter (the `jobs` namespace). */
export const EMPLOYMENT_LABELS = {
  "Full-time": /*i18n*/ { id: "jobs.Full-time", message: "Full-time" },
  "Part-time": /*i18n*/ { id: "jobs.Part-time", message: "Part-time" },
  Contract: /*i18n*/ { id: "jobs.Contract", message: "Contract" },
  Temporary: /*i18n*/ { id: "jobs.Temporary", message: "Temporary" },
  Internship: /*i18n*/ { id: "jobs.Internship", message: "Internship" },
} as const;

export type JobCardData = {
  id: string;
  title: string;
  company: string;
  location: string | null;
  distanceFromGreenwood: number | null;
  salary?: string | null;
  employmentType: string | null;
  postedDate: string | null;
  isRemote: boolean;
  isPinned?: boolean;
  isLocal?: boolean;
  description?: string | null;
  category?: { name: string; color: string | null } | null;
};

/** `t`: the `jobs` messages in `lang`; the listing's own words (title, company, place, category) are what people wrote. */
export function JobCard({ job, now, lang, t }: { job: JobCardData; now: string; lang: Lang; t: T<"jobs"> }) {
  const miles = formatMiles(job.distanceFromGreenwood);
  const wrote = peopleWroteLang(lang);
  const type = job.employmentType ? employmentTypeIn(job.employmentType, wrote, (k) => t(EMPLOYMENT_LABELS[k])) : null;
  return (
    <article data-testid="job-card" className={`h-full rounded-lg border p-4 ${job.isPinned ? "border-primary bg-primary/5" : "border-border"}`}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {job.isPinned ? (
          <span className="rounded bg-primary px-1.5 py-0.5 font-semibold text-primary-foreground">
            {t(/*i18n*/ { id: "jobs.featured", message: "Featured" })}
          </span>
        ) : null}
        {job.isRemote ? (
          <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-semibold text-emerald-900" data-testid="remote-badge">
            {t(/*i18n*/ { id: "jobs.remote", message: "Remote" })}
          </span>
        ) : null}
        {job.isLocal ? (
          <span className="rounded bg-secondary px-1.5 py-0.5">{t(/*i18n*/ { id: "jobs.localEmployer", message: "Local employer" })}</span>
        ) : null}
        {job.category ? (
          <span className="opacity-70" lang={wrote}>
            {job.category.name}
          </span>
        ) : null}
      </div>
      <h2 className="mt-1 text-lg font-semibold" lang={wrote}>
        <Link to={`/jobs/${job.id}`} className="hover:underline">
          {job.title}
        </Link>
      </h2>
      <p className="text-sm font-medium" lang={wrote}>
        {job.company}
      </p>
      <p className="text-sm opacity-80" data-testid="job-location">
        {job.location ? (
          <span lang={wrote}>{job.location}</span>
        ) : job.isRemote ? (
          t(/*i18n*/ { id: "jobs.remote", message: "Remote" })
        ) : (
          t(/*i18n*/ { id: "jobs.locationNotGiven", message: "Location not given" })
        )}
        {miles ? ` · ${miles}` : ""}
      </p>
      {job.description ? (
        <p className="mt-2 line-clamp-2 text-sm opacity-80" lang={wrote}>
          {job.description}
        </p>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {job.salary ? (
          <span data-testid="job-salary" lang={wrote}>
            {job.salary}
          </span>
        ) : null}
        {type ? <span lang={type.lang}>{type.label}</span> : null}
        <span className="opacity-70" data-testid="job-age">
          {jobAgeIn(lang, job.postedDate, new Date(now))}
        </span>
      </p>
    </article>
  );
}
