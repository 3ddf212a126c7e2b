// /admin/schools' two forms: a district (name, school year, contact, key dates) and a school (district, type, grades,
// contact, enrolment, programmes). Each shows the action's errors beside its fields, with the input kept.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { SaveCancel } from "~/components/button";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { SCHOOL_TYPE_LABELS } from "~/lib/civic";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";

export type Result = SubmissionResult<string[]> | undefined;

function FormButtons({ label, pending, t }: { label: string; pending: boolean; t: T<"adminSchools"> }) {
  return (
    <SaveCancel
      pending={pending}
      pendingText={t(/*i18n*/ { id: "adminSchools.saving", message: "Saving..." })}
      cancelText={t(/*i18n*/ { id: "adminSchools.cancel", message: "Cancel" })}
      cancelTo="/admin/schools"
      className="flex gap-2 sm:col-span-2"
    >
      {label}
    </SaveCancel>
  );
}

export function DistrictForm({
  values,
  editId,
  result,
  t,
}: {
  values: Record<string, string>;
  editId: number | null;
  result: Result;
  t: T<"adminSchools">;
}) {
  const pending = useNavigation().state === "submitting";
  const v = (result?.initialValue as Record<string, string> | undefined) ?? values;
  const e = result?.error ?? {};
  return (
    <Form
      method="post"
      className="grid gap-3 sm:grid-cols-2"
      aria-label={
        editId
          ? t(/*i18n*/ { id: "adminSchools.editDistrict", message: "Edit district" })
          : t(/*i18n*/ { id: "adminSchools.addDistrict", message: "Add district" })
      }
    >
      <input type="hidden" name="intent" value="save-district" />
      {editId ? <input type="hidden" name="editId" value={editId} /> : null}
      <Field
        label={t(/*i18n*/ { id: "adminSchools.districtName", message: "District name" })}
        name="name"
        required
        maxLength={120}
        defaultValue={v.name}
        errors={e.name}
      />
      <Field
        label={t(/*i18n*/ { id: "adminSchools.schoolYear", message: "School year" })}
        name="schoolYear"
        required
        pattern="\d{4}-\d{4}"
        placeholder="2024-2025"
        defaultValue={v.schoolYear}
        errors={e.schoolYear}
      />
      <Field
        label={t(/*i18n*/ { id: "adminSchools.website", message: "Website" })}
        name="website"
        type="url"
        defaultValue={v.website}
        errors={e.website}
      />
      <Field label={t(/*i18n*/ { id: "adminSchools.phone", message: "Phone" })} name="phone" type="tel" defaultValue={v.phone} errors={e.phone} />
      <TextareaField
        label={t(/*i18n*/ { id: "adminSchools.keyDatesLabel", message: "Key dates" })}
        name="keyDates"
        rows={6}
        hint={t(/*i18n*/ { id: "adminSchools.keyDatesFormat", message: "One per line: Label: YYYY-MM-DD, or Label: YYYY-MM-DD to YYYY-MM-DD" })}
        defaultValue={v.keyDates}
        errors={e.keyDates}
        className="sm:col-span-2"
      />
      <FormButtons
        label={
          editId
            ? t(/*i18n*/ { id: "adminSchools.saveDistrict", message: "Save district" })
            : t(/*i18n*/ { id: "adminSchools.addDistrict", message: "Add district" })
        }
        pending={pending}
        t={t}
      />
    </Form>
  );
}

export function SchoolForm({
  values,
  editId,
  result,
  districts,
  t,
}: {
  values: Record<string, string>;
  editId: number | null;
  result: Result;
  districts: { id: number; name: string }[];
  t: T<"adminSchools">;
}) {
  const wrote = peopleWroteLang(useAdminText().lang);
  const pending = useNavigation().state === "submitting";
  const v = (result?.initialValue as Record<string, string> | undefined) ?? values;
  const e = result?.error ?? {};
  return (
    <Form
      method="post"
      className="grid gap-3 sm:grid-cols-2"
      aria-label={
        editId
          ? t(/*i18n*/ { id: "adminSchools.editSchool", message: "Edit school" })
          : t(/*i18n*/ { id: "adminSchools.addSchool", message: "Add school" })
      }
    >
      <input type="hidden" name="intent" value="save-school" />
      {editId ? <input type="hidden" name="editId" value={editId} /> : null}
      <Field
        label={t(/*i18n*/ { id: "adminSchools.schoolName", message: "School name" })}
        name="name"
        required
        maxLength={120}
        defaultValue={v.name}
        errors={e.name}
      />
      <SelectField
        label={t(/*i18n*/ { id: "adminSchools.district", message: "District" })}
        name="districtId"
        required
        placeholder={t(/*i18n*/ { id: "adminSchools.chooseDistrict", message: "Choose a district" })}
        options={districts.map((d) => ({ value: String(d.id), label: d.name, lang: wrote }))}
        defaultValue={v.districtId}
        errors={e.districtId}
      />
      <SelectField
        label={t(/*i18n*/ { id: "adminSchools.type", message: "Type" })}
        name="type"
        required
        placeholder={t(/*i18n*/ { id: "adminSchools.chooseType", message: "Choose a type" })}
        options={(Object.keys(SCHOOL_TYPE_LABELS) as (keyof typeof SCHOOL_TYPE_LABELS)[]).map((value) => ({
          value,
          label: t(
            (
              {
                admin: /*i18n*/ { id: "adminSchools.type_admin", message: "Administration" },
                high: /*i18n*/ { id: "adminSchools.type_high", message: "High School" },
                middle: /*i18n*/ { id: "adminSchools.type_middle", message: "Middle School" },
                elementary: /*i18n*/ { id: "adminSchools.type_elementary", message: "Elementary" },
              } as const
            )[value],
          ),
        }))}
        defaultValue={v.type}
        errors={e.type}
      />
      <Field
        label={t(/*i18n*/ { id: "adminSchools.grades", message: "Grades" })}
        name="grades"
        maxLength={20}
        placeholder="K-5"
        defaultValue={v.grades}
        errors={e.grades}
      />
      <Field
        label={t(/*i18n*/ { id: "adminSchools.address", message: "Address" })}
        name="address"
        maxLength={200}
        defaultValue={v.address}
        errors={e.address}
      />
      <Field label={t(/*i18n*/ { id: "adminSchools.phone", message: "Phone" })} name="phone" type="tel" defaultValue={v.phone} errors={e.phone} />
      <Field
        label={t(/*i18n*/ { id: "adminSchools.website", message: "Website" })}
        name="website"
        type="url"
        defaultValue={v.website}
        errors={e.website}
      />
      <Field
        label={t(/*i18n*/ { id: "adminSchools.enrollment", message: "Enrollment" })}
        name="enrollment"
        type="number"
        min={0}
        max={100000}
        defaultValue={v.enrollment}
        errors={e.enrollment}
      />
      <TextareaField
        label={t(/*i18n*/ { id: "adminSchools.programs", message: "Programs" })}
        name="programs"
        rows={3}
        hint={t(/*i18n*/ { id: "adminSchools.programsHint", message: "Separated by commas or one per line" })}
        defaultValue={v.programs}
        errors={e.programs}
        className="sm:col-span-2"
      />
      <FormButtons
        label={
          editId
            ? t(/*i18n*/ { id: "adminSchools.saveSchool", message: "Save school" })
            : t(/*i18n*/ { id: "adminSchools.addSchool", message: "Add school" })
        }
        pending={pending}
        t={t}
      />
    </Form>
  );
}
