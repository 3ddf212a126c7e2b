// Admin tab 'Schools': add, edit, hide, reorder and verify school districts (with key dates) and schools.
import { useActionData, useLoaderData } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { peopleWroteLang, plain } from "~/lib/i18n/plain";
import { adminSchoolsAction, adminSchoolsLoader } from "./actions.server";
import { DistrictsSection, SchoolsSection } from "./sections";

export const loader = adminSchoolsLoader;
export const action = adminSchoolsAction;

export default function AdminSchools() {
  const { edit, districts, schools, messages } = useLoaderData<typeof loader>();
  const t = plain<"adminSchools">(messages);
  const wrote = peopleWroteLang(useAdminText().lang);
  const data = useActionData<typeof action>();
  const [editKind, editNumber] = edit ? [edit.split("-")[0], Number(edit.split("-")[1])] : [null, null];
  const editingDistrict = editKind === "district" ? districts.find((d) => d.id === editNumber) : undefined;
  const editingSchool = editKind === "school" ? schools.find((s) => s.id === editNumber) : undefined;
  const districtResult = data?.form === "save-district" ? data.result : undefined;
  const schoolResult = data?.form === "save-school" ? data.result : undefined;
  const districtEditId = data?.form === "save-district" ? data.editId : (editingDistrict?.id ?? null);
  const schoolEditId = data?.form === "save-school" ? data.editId : (editingSchool?.id ?? null);
  return (
    <div className="space-y-10">
      <DistrictsSection districts={districts} editing={editingDistrict} editId={districtEditId} result={districtResult} t={t} />

      <SchoolsSection
        districts={districts}
        schools={schools}
        editing={editingSchool}
        editId={schoolEditId}
        result={schoolResult}
        wrote={wrote}
        t={t}
      />
    </div>
  );
}
