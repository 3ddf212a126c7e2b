// The /jobs filter form: keywords, category, type, remote, distance and age, as one GET form (the URL holds the state).
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { EMPLOYMENT_LABELS } from "~/components/job-card";
import { Link } from "~/components/site-link";
import { labelOf } from "~/lib/i18n/descriptor";
import { peopleWroteLang, type T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { EMPLOYMENT_TYPES, JOB_DISTANCES, JOB_POSTED_WITHIN, JOB_REMOTE_CHOICES } from "~/lib/jobs-display";

/** The employment types. */

const REMOTE_KEYS = {
  "": /*i18n*/ { id: "jobs.remoteAny", message: "Any" },
  only: /*i18n*/ { id: "jobs.remoteOnly", message: "Remote only" },
  onsite: /*i18n*/ { id: "jobs.onsiteOnly", message: "On-site only" },
} as const;
const POSTED_KEYS = {
  1: /*i18n*/ { id: "jobs.past1", message: "Past 24 hours" },
  3: /*i18n*/ { id: "jobs.past3", message: "Past 3 days" },
  7: /*i18n*/ { id: "jobs.past7", message: "Past week" },
  14: /*i18n*/ { id: "jobs.past14", message: "Past 2 weeks" },
  30: /*i18n*/ { id: "jobs.past30", message: "Past month" },
} as const;

const selectClass = "mt-1 block w-full min-w-0 rounded border border-border bg-background px-2 py-2 sm:px-3";

type Filters = { q: string; category: string; type: string; remote: string; distance: string; posted: string };

/** One labelled select of the form; `anyLabel` adds the empty "any" choice first. */
function Choice({
  name,
  label,
  value,
  anyLabel,
  options,
}: {
  name: keyof Filters;
  label: string;
  value: string;
  anyLabel?: string;
  options: Array<{ value: string | number; label: ReactNode }>;
}) {
  return (
    <div>
      <label htmlFor={`jobs-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <select id={`jobs-${name}`} name={name} defaultValue={value} className={selectClass}>
        {anyLabel ? <option value="">{anyLabel}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function KeywordsField({ q, t }: { q: string; t: T<"jobs"> }) {
  return (
    <div className="col-span-2">
      <label htmlFor="jobs-q" className="block text-sm font-medium">
        {t(/*i18n*/ { id: "jobs.keywords", message: "Keywords" })}
      </label>
      <input
        id="jobs-q"
        name="q"
        type="search"
        defaultValue={q}
        maxLength={100}
        placeholder={t(/*i18n*/ { id: "jobs.keywordsPlaceholder", message: "Title, company or skill" })}
        className={selectClass}
      />
    </div>
  );
}

export function FiltersSection({
  filters,
  categories,
  filtered,
  lang,
  t,
}: {
  filters: Filters;
  categories: Array<{ id: number; name: string }>;
  filtered: boolean;
  lang: Lang;
  t: T<"jobs">;
}) {
  return (
    <Form
      method="get"
      action="/jobs"
      role="search"
      aria-label={t(/*i18n*/ { id: "jobs.filterJobs", message: "Filter jobs" })}
      className="mt-6 grid grid-cols-2 gap-3 rounded-lg border border-border p-3 sm:p-4 lg:grid-cols-6"
    >
      <KeywordsField q={filters.q} t={t} />
      <CategorySelect
        id="jobs-category"
        name="category"
        categories={categories}
        label={t(/*i18n*/ { id: "jobs.category", message: "Category" })}
        placeholder={t(/*i18n*/ { id: "jobs.allCategories", message: "All categories" })}
        optionLang={peopleWroteLang(lang)}
        defaultValue={filters.category}
      />
      <Choice
        name="type"
        label={t(/*i18n*/ { id: "jobs.employmentType", message: "Employment type" })}
        value={filters.type}
        anyLabel={t(/*i18n*/ { id: "jobs.anyType", message: "Any type" })}
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: labelOf(t, EMPLOYMENT_LABELS, type) }))}
      />
      <Choice
        name="remote"
        label={t(/*i18n*/ { id: "jobs.remote", message: "Remote" })}
        value={filters.remote}
        options={JOB_REMOTE_CHOICES.map((c) => ({ value: c.value, label: t(REMOTE_KEYS[c.value]) }))}
      />
      <Choice
        name="distance"
        label={t(/*i18n*/ { id: "jobs.distance", message: "Distance" })}
        value={filters.distance}
        options={JOB_DISTANCES.map((d) => ({
          value: d,
          label: t(/*i18n*/ { id: "jobs.withinMiles", message: "Within {miles} miles" }, { miles: d }),
        }))}
      />
      <Choice
        name="posted"
        label={t(/*i18n*/ { id: "jobs.posted", message: "Posted" })}
        value={filters.posted}
        anyLabel={t(/*i18n*/ { id: "jobs.anyTime", message: "Any time" })}
        options={JOB_POSTED_WITHIN.map((p) => ({ value: p.days, label: t(POSTED_KEYS[p.days]) }))}
      />
      <div className="col-span-2 flex items-end gap-2 lg:col-span-5">
        <Button>{t(/*i18n*/ { id: "jobs.showJobs", message: "Show jobs" })}</Button>
        {filtered ? (
          <Link to="/jobs" className="px-3 py-2 text-sm underline">
            {t(/*i18n*/ { id: "jobs.clearFilters", message: "Clear filters" })}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
