// One school district on the schools page: its contacts, key dates and schools.
import { AddressWithDirections, LastVerified, PhoneLink } from "~/components/civic-contact-details";
import { formatKeyDate, SCHOOL_TYPE_LABELS } from "~/lib/civic";
import { websiteHref } from "~/lib/phone";
import type { District, School } from "./types";

function SchoolCard({ school: s }: { school: School }) {
  return (
    <li className="rounded-lg border border-border p-4" data-testid="school-card">
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
  );
}

export function DistrictSection({ district: d }: { district: District }) {
  return (
    <section className="mt-10" aria-labelledby={`district-${d.id}`}>
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
          <SchoolCard key={s.id} school={s} />
        ))}
      </ul>
    </section>
  );
}
