// /admin/schools' two sections: the districts with their form, and each district's schools with the school form.
import type { SerializeFrom } from "@remix-run/cloudflare";
import { KeptRow } from "~/components/admin-row-controls";
import { keyDatesToText } from "~/lib/civic";
import type { peopleWroteLang, T } from "~/lib/i18n/plain";
import type { adminSchoolsLoader } from "./actions.server";
import { DistrictForm, SchoolForm, type Result } from "./forms";

type Data = SerializeFrom<typeof adminSchoolsLoader>;
type District = Data["districts"][number];
type School = Data["schools"][number];
/** The record being edited (from ?edit=), the id the form saves to, and the action's answer to that form. */
type Editing<Row> = { editing: Row | undefined; editId: number | null; result: Result; t: T<"adminSchools"> };

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

const districtValues = (d: District | undefined): Record<string, string> =>
  d
    ? {
        name: d.name,
        schoolYear: d.schoolYear,
        website: str(d.website),
        phone: str(d.phone),
        keyDates: keyDatesToText(d.keyDates),
      }
    : { schoolYear: "2024-2025" };

const schoolValues = (s: School | undefined): Record<string, string> =>
  s
    ? {
        name: s.name,
        districtId: String(s.districtId),
        type: s.type,
        grades: str(s.grades),
        address: str(s.address),
        phone: str(s.phone),
        website: str(s.website),
        enrollment: str(s.enrollment),
        programs: s.programs.join(", "),
      }
    : {};

export function DistrictsSection({ districts, editing, editId, result, t }: Editing<District> & { districts: District[] }) {
  const districtEditId = editId;
  return (
    <section aria-labelledby="districts-heading">
      <h2 id="districts-heading" className="text-xl font-semibold">
        {t(/*i18n*/ { id: "adminSchools.districts", message: "School districts" })}
      </h2>
      <ul className="mt-3 space-y-2">
        {districts.map((d, i) => (
          <KeptRow
            key={d.id}
            kind="district"
            id={d.id}
            title={d.name}
            isActive={d.isActive}
            first={i === 0}
            last={i === districts.length - 1}
            verifiedAt={d.verifiedAt}
            verifiedBy={d.verifiedBy}
            editHref={`/admin/schools?edit=district-${d.id}#district-form`}
          >
            <p className="text-xs opacity-80">
              {t(/*i18n*/ { id: "adminSchools.keyDates", message: "{year}: {count} key dates" }, { year: d.schoolYear, count: d.keyDates.length })}
            </p>
          </KeptRow>
        ))}
      </ul>
      <div id="district-form" className="mt-4 rounded-lg border border-border p-4">
        <h3 className="mb-3 font-semibold">
          {districtEditId
            ? t(/*i18n*/ { id: "adminSchools.editDistrict", message: "Edit district" })
            : t(/*i18n*/ { id: "adminSchools.addDistrictTitle", message: "Add a district" })}
        </h3>
        <DistrictForm key={`district-${districtEditId ?? "new"}`} editId={districtEditId} result={result} t={t} values={districtValues(editing)} />
      </div>
    </section>
  );
}

function DistrictSchools({
  d,
  schools,
  wrote,
  t,
}: {
  d: District;
  schools: School[];
  wrote: ReturnType<typeof peopleWroteLang>;
  t: T<"adminSchools">;
}) {
  const list = schools.filter((s) => s.districtId === d.id);
  return (
    <div className="mt-4">
      <h3 className="font-medium" lang={wrote}>
        {d.name}
      </h3>
      {list.length === 0 ? <p className="text-sm opacity-70">{t(/*i18n*/ { id: "adminSchools.noSchools", message: "No schools yet." })}</p> : null}
      <ul className="mt-2 space-y-2">
        {list.map((s, i) => (
          <KeptRow
            key={s.id}
            kind="school"
            id={s.id}
            title={s.name}
            isActive={s.isActive}
            first={i === 0}
            last={i === list.length - 1}
            verifiedAt={s.verifiedAt}
            verifiedBy={s.verifiedBy}
            editHref={`/admin/schools?edit=school-${s.id}#school-form`}
          >
            <p className="text-xs opacity-80">
              {t(
                (
                  {
                    admin: /*i18n*/ { id: "adminSchools.type_admin", message: "Administration" },
                    high: /*i18n*/ { id: "adminSchools.type_high", message: "High School" },
                    middle: /*i18n*/ { id: "adminSchools.type_middle", message: "Middle School" },
                    elementary: /*i18n*/ { id: "adminSchools.type_elementary", message: "Elementary" },
                  } as const
                )[s.type],
              )}
              {s.grades ? ` · ${s.grades}` : ""}
            </p>
          </KeptRow>
        ))}
      </ul>
    </div>
  );
}

export function SchoolsSection({
  districts,
  schools,
  editing,
  editId,
  result,
  wrote,
  t,
}: Editing<School> & { districts: District[]; schools: School[]; wrote: ReturnType<typeof peopleWroteLang> }) {
  const schoolEditId = editId;
  return (
    <section aria-labelledby="schools-heading">
      <h2 id="schools-heading" className="text-xl font-semibold">
        {t(/*i18n*/ { id: "adminSchools.schools", message: "Schools" })}
      </h2>
      {districts.map((d) => (
        <DistrictSchools key={d.id} d={d} schools={schools} wrote={wrote} t={t} />
      ))}
      <div id="school-form" className="mt-4 rounded-lg border border-border p-4">
        <h3 className="mb-3 font-semibold">
          {schoolEditId
            ? t(/*i18n*/ { id: "adminSchools.editSchool", message: "Edit school" })
            : t(/*i18n*/ { id: "adminSchools.addSchoolTitle", message: "Add a school" })}
        </h3>
        <SchoolForm
          key={`school-${schoolEditId ?? "new"}`}
          editId={schoolEditId}
          result={result}
          districts={districts}
          t={t}
          values={schoolValues(editing)}
        />
      </div>
    </section>
  );
}
