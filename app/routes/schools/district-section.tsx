// One school district on the schools page: its contacts, key dates and schools.
import { AddressWithDirections, LastVerified, PhoneLink } from "~/components/civic-contact-details";
import { formatKeyDateIn } from "~/lib/civic";
import { formatNumberIn, peopleWroteLang } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { websiteHref } from "~/lib/phone";
import { SCHOOL_TYPE_WORDS } from "./type-words";
import type { CivicT, District, School, SchoolsT } from "./types";

type Words = { lang: Lang; t: SchoolsT; c: CivicT };

export const verifiedLabels = (c: CivicT) => ({
  lastVerified: (date: string) => c(/*i18n*/ { id: "civic.lastVerified", message: "Last verified {date}" }, { date }),
  notVerified: c(/*i18n*/ { id: "civic.notVerified", message: "Not yet verified" }),
});

function SchoolCard({ school: s, lang, t, c }: { school: School } & Words) {
  const wrote = peopleWroteLang(lang);
  return (
    <li className="rounded-lg border border-border p-4" data-testid="school-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold" lang={wrote}>
          {s.name}
        </h3>
        <span className="rounded bg-secondary px-2 py-0.5 text-xs">{t(SCHOOL_TYPE_WORDS[s.type])}</span>
      </div>
      <dl className="mt-2 space-y-1 text-sm">
        {s.grades ? (
          <div>
            <dt className="inline font-medium">{t(/*i18n*/ { id: "schools.grades", message: "Grades: " })}</dt>
            <dd className="inline" lang={wrote}>
              {s.grades}
            </dd>
          </div>
        ) : null}
        {s.enrollment !== null ? (
          <div>
            <dt className="inline font-medium">{t(/*i18n*/ { id: "schools.enrollment", message: "Enrollment: " })}</dt>
            <dd className="inline">
              {t(/*i18n*/ { id: "schools.studentsCount", message: "{count} students" }, { count: formatNumberIn(lang, s.enrollment) })}
            </dd>
          </div>
        ) : null}
        {s.address ? (
          <div>
            <dt className="sr-only">{c(/*i18n*/ { id: "civic.address", message: "Address" })}</dt>
            <dd>
              <AddressWithDirections address={s.address} directions={c(/*i18n*/ { id: "civic.directions", message: "Directions" })} lang={wrote} />
            </dd>
          </div>
        ) : null}
        {s.phone ? (
          <div>
            <dt className="sr-only">{c(/*i18n*/ { id: "civic.phone", message: "Phone" })}</dt>
            <dd>
              <PhoneLink phone={s.phone} />
            </dd>
          </div>
        ) : null}
        {s.website ? (
          <div>
            <dt className="sr-only">{c(/*i18n*/ { id: "civic.website", message: "Website" })}</dt>
            <dd>
              <a href={websiteHref(s.website)} target="_blank" rel="noopener noreferrer" className="text-primary underline">
                {c(/*i18n*/ { id: "civic.website", message: "Website" })}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {s.programs.length ? (
        <ul className="mt-3 flex flex-wrap gap-1" aria-label={t(/*i18n*/ { id: "schools.programs", message: "Programs" })} lang={wrote}>
          {s.programs.map((p) => (
            <li key={p} className="rounded-full border border-border px-2 py-0.5 text-xs">
              {p}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3">
        <LastVerified at={s.verifiedAt} lang={lang} labels={verifiedLabels(c)} />
      </div>
    </li>
  );
}

export function DistrictSection({ district: d, lang, t, c }: { district: District } & Words) {
  const wrote = peopleWroteLang(lang);
  return (
    <section className="mt-10" aria-labelledby={`district-${d.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`district-${d.id}`} className="text-2xl font-semibold" lang={wrote}>
          {d.name}
        </h2>
        <div className="flex flex-wrap gap-4 text-sm">
          <PhoneLink phone={d.phone} />
          {d.website ? (
            <a href={websiteHref(d.website)} target="_blank" rel="noopener noreferrer" className="text-primary underline">
              {t(/*i18n*/ { id: "schools.districtWebsite", message: "District website" })}
            </a>
          ) : null}
        </div>
      </div>
      <LastVerified at={d.verifiedAt} lang={lang} labels={verifiedLabels(c)} />
      {d.keyDates.length ? (
        <div className="mt-3 rounded-lg bg-secondary p-4 text-secondary-foreground">
          <h3 className="font-semibold">{t(/*i18n*/ { id: "schools.keyDates", message: "{year} Key Dates" }, { year: d.schoolYear })}</h3>
          <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {d.keyDates.map((k) => (
              <li key={`${k.label}-${k.start}`}>
                <span className="font-medium" lang={wrote}>
                  {k.label}:
                </span>{" "}
                {formatKeyDateIn(lang, k)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {d.schools.map((s) => (
          <SchoolCard key={s.id} school={s} lang={lang} t={t} c={c} />
        ))}
      </ul>
    </section>
  );
}
