// One job in a list (/jobs, search): title, company, location with distance, salary, type, age, badges.
import { Link } from "@remix-run/react";
import { formatMiles, jobAgeLabel } from "~/lib/jobs-display";

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

export function JobCard({ job, now }: { job: JobCardData; now: string }) {
  const miles = formatMiles(job.distanceFromGreenwood);
  return (
    <article data-testid="job-card" className={`h-full rounded-lg border p-4 ${job.isPinned ? "border-primary bg-primary/5" : "border-border"}`}>
      <div className="flex flex-wrap items-center gap-2 text-xs">
        {job.isPinned ? <span className="rounded bg-primary px-1.5 py-0.5 font-semibold text-primary-foreground">Featured</span> : null}
        {job.isRemote ? (
          <span className="rounded bg-emerald-100 px-1.5 py-0.5 font-semibold text-emerald-900" data-testid="remote-badge">
            Remote
          </span>
        ) : null}
        {job.isLocal ? <span className="rounded bg-secondary px-1.5 py-0.5">Local employer</span> : null}
        {job.category ? <span className="opacity-70">{job.category.name}</span> : null}
      </div>
      <h2 className="mt-1 text-lg font-semibold">
        <Link to={`/jobs/${job.id}`} className="hover:underline">
          {job.title}
        </Link>
      </h2>
      <p className="text-sm font-medium">{job.company}</p>
      <p className="text-sm opacity-80" data-testid="job-location">
        {job.location ?? (job.isRemote ? "Remote" : "Location not given")}
        {miles ? ` · ${miles}` : ""}
      </p>
      {job.description ? <p className="mt-2 line-clamp-2 text-sm opacity-80">{job.description}</p> : null}
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {job.salary ? <span data-testid="job-salary">{job.salary}</span> : null}
        {job.employmentType ? <span>{job.employmentType}</span> : null}
        <span className="opacity-70" data-testid="job-age">
          {jobAgeLabel(job.postedDate, new Date(now))}
        </span>
      </p>
    </article>
  );
}
