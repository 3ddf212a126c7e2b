// /schools: the districts that serve the town, their key dates and schools, filtered by a GET form.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData, useMatches } from "@remix-run/react";
import { z } from "zod";
import { AddressWithDirections, LastVerified, PhoneLink } from "~/components/civic-contact-details";
import { formatKeyDate, SCHOOL_TYPE_LABELS, schoolStats } from "~/lib/civic";
import { parseId } from "~/lib/fields";
import { websiteHref } from "~/lib/phone";
import { townOfMatches } from "~/lib/towns";
import { SCHOOL_TYPES } from "~/lib/vocabulary";
import { listSchoolDirectory } from "~/models/schools.server";

// An unreadable filter value means "all", as an empty one does.
const filterSchema = z.object({
  type: z.enum(SCHOOL_TYPES).optional().catch(undefined),
});

export const handle = { canonical: { district: "", type: "" } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filter = { district: parseId(params.get("district")), ...filterSchema.parse({ type: params.get("type") || undefined }) };
  const { districts, statsSchools } = await listSchoolDirectory(context.db, { districtId: filter.district ?? undefined, type: filter.type });
  return json({
    filter: { district: filter.district ? String(filter.district) : "", type: filter.type ?? "" },
    stats: schoolStats(districts.length, statsSchools),
    districtOptions: districts.map((d) => ({ id: d.id, name: d.name })),
    districts: districts
      .filter((d) => !filter.district || d.id === filter.district)
      .filter((d) => !filter.type || d.schools.length > 0)
      .map((d) => ({
        id: d.id,
        name: d.name,
        website: d.website,
        phone: d.phone,
        schoolYear: d.schoolYear,
        keyDates: d.keyDates,
        verifiedAt: d.verifiedAt?.toISOString() ?? null,
        schools: d.schools.map((s) => ({
          id: s.id,
          name: s.name,
          type: s.type,
          grades: s.grades,
          address: s.address,
          phone: s.phone,
          website: s.website,
          enrollment: s.enrollment,
          programs: s.programs,
          verifiedAt: s.verifiedAt?.toISOString() ?? null,
        })),
      })),
  });
}

export const meta: MetaFunction = ({ matches }) => [
  { title: "Schools" },
  { name: "description", content: `${townOfMatches(matches).name}-area school districts, key dates for the school year, and every school's contacts.` },
];

export default function Schools() {
  const { filter, stats, districtOptions, districts } = useLoaderData<typeof loader>();
  const town = townOfMatches(useMatches());
  return (
    <div>
      <h1 className="text-3xl font-bold">Schools</h1>
      <p className="mt-2 max-w-2xl opacity-80">The school districts that serve {town.name}, their key dates and their schools.</p>
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
        <button type="submit" className="rounded bg-primary px-4 py-1.5 text-primary-foreground">
          Filter
        </button>
      </Form>

      {districts.length === 0 ? <p className="mt-8 opacity-80">No schools match these filters.</p> : null}
      {districts.map((d) => (
        <section key={d.id} className="mt-10" aria-labelledby={`district-${d.id}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`district-${d.id}`} className="text-2xl font-semibold">
              {d.name}
            </h2>
            <div className="flex flex-wrap gap-4 text-sm">
              <PhoneLink phone={d.phone} />
              {d.website ? (
                <a href={websiteHref(d.website)} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                  District website
                </a>
              ) : null}
            </div>
          </div>
          <LastVerified at={d.verifiedAt} />
          {d.keyDates.length ? (
            <div className="mt-3 rounded-lg bg-secondary p-4 text-secondary-foreground">
              <h3 className="font-semibold">{d.schoolYear} Key Dates</h3>
              <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
                {d.keyDates.map((k) => (
                  <li key={`${k.label}-${k.start}`}>
                    <span className="font-medium">{k.label}:</span> {formatKeyDate(k)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {d.schools.map((s) => (
              <li key={s.id} className="rounded-lg border border-border p-4" data-testid="school-card">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="text-lg font-semibold">{s.name}</h3>
                  <span className="rounded bg-secondary px-2 py-0.5 text-xs">{SCHOOL_TYPE_LABELS[s.type]}</span>
                </div>
                <dl className="mt-2 space-y-1 text-sm">
                  {s.grades ? (
                    <div>
                      <dt className="inline font-medium">Grades: </dt>
                      <dd className="inline">{s.grades}</dd>
                    </div>
                  ) : null}
                  {s.enrollment !== null ? (
                    <div>
                      <dt className="inline font-medium">Enrollment: </dt>
                      <dd className="inline">{s.enrollment.toLocaleString("en-US")} students</dd>
                    </div>
                  ) : null}
                  {s.address ? (
                    <div>
                      <dt className="sr-only">Address</dt>
                      <dd>
                        <AddressWithDirections address={s.address} />
                      </dd>
                    </div>
                  ) : null}
                  {s.phone ? (
                    <div>
                      <dt className="sr-only">Phone</dt>
                      <dd>
                        <PhoneLink phone={s.phone} />
                      </dd>
                    </div>
                  ) : null}
                  {s.website ? (
                    <div>
                      <dt className="sr-only">Website</dt>
                      <dd>
                        <a href={websiteHref(s.website)} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                          Website
                        </a>
                      </dd>
                    </div>
                  ) : null}
                </dl>
                {s.programs.length ? (
                  <ul className="mt-3 flex flex-wrap gap-1" aria-label="Programs">
                    {s.programs.map((p) => (
                      <li key={p} className="rounded-full border border-border px-2 py-0.5 text-xs">
                        {p}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-3">
                  <LastVerified at={s.verifiedAt} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
