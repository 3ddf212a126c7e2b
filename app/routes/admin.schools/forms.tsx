// /admin/schools' two forms: a district (name, school year, contact, key dates) and a school (district, type, grades,
// contact, enrolment, programmes). Each shows the action's errors beside its fields, with the input kept.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { SaveCancel } from "~/components/button";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { SCHOOL_TYPE_LABELS } from "~/lib/civic";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  editSchool: /*i18n*/ { id: "adminSchools.editSchool", message: "Edit school" },
  addSchool: /*i18n*/ { id: "adminSchools.addSchool", message: "Add school" },
  schoolName: /*i18n*/ { id: "adminSchools.schoolName", message: "School name" },
  district: /*i18n*/ { id: "adminSchools.district", message: "District" },
  chooseDistrict: /*i18n*/ { id: "adminSchools.chooseDistrict", message: "Choose a district" },
  type: /*i18n*/ { id: "adminSchools.type", message: "Type" },
  chooseType: /*i18n*/ { id: "adminSchools.chooseType", message: "Choose a type" },
  type_admin: /*i18n*/ { id: "adminSchools.type_admin", message: "Administration" },
  type_high: /*i18n*/ { id: "adminSchools.type_high", message: "High School" },
  type_middle: /*i18n*/ { id: "adminSchools.type_middle", message: "Middle School" },
  type_elementary: /*i18n*/ { id: "adminSchools.type_elementary", message: "Elementary" },
  grades: /*i18n*/ { id: "adminSchools.grades", message: "Grades" },
  address: /*i18n*/ { id: "adminSchools.address", message: "Address" },
  phone: /*i18n*/ { id: "adminSchools.phone", message: "Phone" },
  website: /*i18n*/ { id: "adminSchools.website", message: "Website" },
  enrollment: /*i18n*/ { id: "adminSchools.enrollment", message: "Enrollment" },
  programs: /*i18n*/ { id: "adminSchools.programs", message: "Programs" },
  programsHint: /*i18n*/ { id: "adminSchools.programsHint", message: "Separated by commas or one per line" },
  saveSchool: /*i18n*/ { id: "adminSchools.saveSchool", message: "Save school" },
} as const;

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
    <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label={editId ? t(WORDS.editSchool) : t(WORDS.addSchool)}>
      <input type="hidden" name="intent" value="save-school" />
      {editId ? <input type="hidden" name="editId" value={editId} /> : null}
      <Field label={t(WORDS.schoolName)} name="name" required maxLength={120} defaultValue={v.name} errors={e.name} />
      <SelectField
        label={t(WORDS.district)}
        name="districtId"
        required
        placeholder={t(WORDS.chooseDistrict)}
        options={districts.map((d) => ({ value: String(d.id), label: d.name, lang: wrote }))}
        defaultValue={v.districtId}
        errors={e.districtId}
      />
      <SelectField
        label={t(WORDS.type)}
        name="type"
        required
        placeholder={t(WORDS.chooseType)}
        options={(Object.keys(SCHOOL_TYPE_LABELS) as (keyof typeof SCHOOL_TYPE_LABELS)[]).map((value) => ({
          value,
          label: t(
            (
              {
                admin: WORDS.type_admin,
                high: WORDS.type_high,
                middle: WORDS.type_middle,
                elementary: WORDS.type_elementary,
              } as const
            )[value],
          ),
        }))}
        defaultValue={v.type}
        errors={e.type}
      />
      <Field label={t(WORDS.grades)} name="grades" maxLength={20} placeholder="K-5" defaultValue={v.grades} errors={e.grades} />
      <Field label={t(WORDS.address)} name="address" maxLength={200} defaultValue={v.address} errors={e.address} />
      <Field label={t(WORDS.phone)} name="phone" type="tel" defaultValue={v.phone} errors={e.phone} />
      <Field label={t(WORDS.website)} name="website" type="url" defaultValue={v.website} errors={e.website} />
      <Field label={t(WORDS.enrollment)} name="enrollment" type="number" min={0} max={100000} defaultValue={v.enrollment} errors={e.enrollment} />
      <TextareaField
        label={t(WORDS.programs)}
        name="programs"
        rows={3}
        hint={t(WORDS.programsHint)}
        defaultValue={v.programs}
        errors={e.programs}
        className="sm:col-span-2"
      />
      <FormButtons label={editId ? t(WORDS.saveSchool) : t(WORDS.addSchool)} pending={pending} t={t} />
    </Form>
  );
}
