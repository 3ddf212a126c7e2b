// The schools page's counts and its GET filter (district, type).
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { labelOf } from "~/lib/i18n/descriptor";
import { SCHOOL_TYPES } from "~/lib/vocabulary";
import { SCHOOL_TYPE_WORDS } from "./type-words";
import type { SchoolsData, SchoolsT } from "./types";

/** The stats row's labels. */
const STAT_LABELS = {
  districts: /*i18n*/ { id: "schools.districts", message: "{count, plural, one {District} other {Districts}}" },
  schools: /*i18n*/ { id: "schools.schools", message: "Schools" },
  students: /*i18n*/ { id: "schools.students", message: "Students" },
} as const;

export function StatsSection({ stats, t }: { stats: SchoolsData["stats"]; t: SchoolsT }) {
  return (
    <dl className="mt-6 grid grid-cols-3 gap-3" aria-label={t(/*i18n*/ { id: "schools.statistics", message: "School statistics" })}>
      {(
        [
          // The districts' label is a plural ("1 District"); the others read "8+ Schools".
          ["districts", stats.districts, { count: stats.districtCount }],
          ["schools", stats.schools, undefined],
          ["students", stats.students, undefined],
        ] as const
      ).map(([key, value, values]) => (
        <div key={key} className="rounded-lg border border-border p-3 text-center">
          <dd className="text-2xl font-bold text-primary" data-testid={`schools-stat-${key}`}>
            {value}
          </dd>
          <dt className="text-sm opacity-70">{labelOf(t, STAT_LABELS, key, values)}</dt>
        </div>
      ))}
    </dl>
  );
}

export function FilterSection({
  filter,
  districtOptions,
  t,
  wrote,
}: {
  filter: SchoolsData["filter"];
  districtOptions: SchoolsData["districtOptions"];
  t: SchoolsT;
  wrote: "en" | undefined;
}) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label={t(/*i18n*/ { id: "schools.filter", message: "Filter schools" })}>
      <label className="text-sm font-medium">
        {t(/*i18n*/ { id: "schools.district", message: "District" })}
        <select name="district" defaultValue={filter.district} className="mt-1 block rounded border border-border bg-background px-2 py-1.5">
          <option value="">{t(/*i18n*/ { id: "schools.allDistricts", message: "All districts" })}</option>
          {districtOptions.map((d) => (
            <option key={d.id} value={d.id} lang={wrote}>
              {d.name}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        {t(/*i18n*/ { id: "schools.type", message: "Type" })}
        <select name="type" defaultValue={filter.type} className="mt-1 block rounded border border-border bg-background px-2 py-1.5">
          <option value="">{t(/*i18n*/ { id: "schools.allTypes", message: "All types" })}</option>
          {SCHOOL_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(SCHOOL_TYPE_WORDS[value])}
            </option>
          ))}
        </select>
      </label>
      <Button>{t(/*i18n*/ { id: "schools.filterButton", message: "Filter" })}</Button>
    </Form>
  );
}
