// The schools page's counts and its GET filter (district, type).
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { SCHOOL_TYPE_LABELS } from "~/lib/civic";
import type { SchoolsData } from "./types";

export function StatsSection({ stats }: { stats: SchoolsData["stats"] }) {
  return (
    <dl className="mt-6 grid grid-cols-3 gap-3" aria-label="School statistics">
      {[
        ["Districts", stats.districts],
        ["Schools", stats.schools],
        ["Students", stats.students],
      ].map(([label, value]) => (
        <div key={label} className="rounded-lg border border-border p-3 text-center">
          <dd className="text-2xl font-bold text-primary" data-testid={`schools-stat-${label.toLowerCase()}`}>
            {value}
          </dd>
          <dt className="text-sm opacity-70">{label}</dt>
        </div>
      ))}
    </dl>
  );
}

export function FilterSection({ filter, districtOptions }: { filter: SchoolsData["filter"]; districtOptions: SchoolsData["districtOptions"] }) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Filter schools">
      <label className="text-sm font-medium">
        District
        <select name="district" defaultValue={filter.district} className="mt-1 block rounded border border-border bg-background px-2 py-1.5">
          <option value="">All districts</option>
          {districtOptions.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Type
        <select name="type" defaultValue={filter.type} className="mt-1 block rounded border border-border bg-background px-2 py-1.5">
          <option value="">All types</option>
          {Object.entries(SCHOOL_TYPE_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <Button>Filter</Button>
    </Form>
  );
}
