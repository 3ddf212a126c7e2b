// The /jobs filter form: keywords, category, type, remote, distance and age, as one GET form (the URL holds the state).
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { EMPLOYMENT_TYPES, JOB_DISTANCES, JOB_POSTED_WITHIN, JOB_REMOTE_CHOICES } from "~/lib/jobs-display";

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

export function FiltersSection({
  filters,
  categories,
  filtered,
}: {
  filters: Filters;
  categories: Array<{ id: number; name: string }>;
  filtered: boolean;
}) {
  return (
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
          defaultValue={filters.q}
          maxLength={100}
          placeholder="Title, company or skill"
          className={selectClass}
        />
      </div>
      <CategorySelect id="jobs-category" name="category" categories={categories} placeholder="All categories" defaultValue={filters.category} />
      <Choice
        name="type"
        label="Employment type"
        value={filters.type}
        anyLabel="Any type"
        options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: t }))}
      />
      <Choice name="remote" label="Remote" value={filters.remote} options={JOB_REMOTE_CHOICES.map((c) => ({ value: c.value, label: c.label }))} />
      <Choice
        name="distance"
        label="Distance"
        value={filters.distance}
        options={JOB_DISTANCES.map((d) => ({ value: d, label: `Within ${d} miles` }))}
      />
      <Choice
        name="posted"
        label="Posted"
        value={filters.posted}
        anyLabel="Any time"
        options={JOB_POSTED_WITHIN.map((p) => ({ value: p.days, label: p.label }))}
      />
      <div className="col-span-2 flex items-end gap-2 lg:col-span-5">
        <Button>Show jobs</Button>
        {filtered ? (
          <Link to="/jobs" className="px-3 py-2 text-sm underline">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
