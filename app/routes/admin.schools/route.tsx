// Admin tab 'Schools': add, edit, hide, reorder and verify school districts (with key dates) and schools.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { KeptRow, verifierName } from "~/components/admin-row-controls";
import { useAdminText } from "~/components/admin-text";
import { SaveCancel } from "~/components/button";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { districtFormSchema, keyDatesToText, rowActionSchema, SCHOOL_TYPE_LABELS, schoolFormSchema } from "~/lib/civic";
import { parseId } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { peopleWroteLang, plain, type T } from "~/lib/i18n/plain";
import { flash } from "~/lib/toast.server";
import { applyRowAction } from "~/models/admin-row-actions.server";
import { districtExists, listSchoolsForAdmin, saveDistrict, saveSchool } from "~/models/schools.server";
import { requireAdmin } from "~/services/auth.server";

const editParam = z
  .string()
  .regex(/^(district|school)-\d{1,15}$/)
  .catch("");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const edit = editParam.parse(new URL(request.url).searchParams.get("edit") ?? "");
  const { districts, schools } = await listSchoolsForAdmin(context.db);
  return json({
    messages: messagesFor(context.lang, "adminSchools"),
    validation: validationFor(context.lang, "admin"),
    edit,
    districts: districts.map((r) => ({ ...r.district, verifiedBy: verifierName(r), verifiedAt: r.district.verifiedAt?.toISOString() ?? null })),
    schools: schools.map((r) => ({ ...r.school, verifiedBy: verifierName(r), verifiedAt: r.school.verifiedAt?.toISOString() ?? null })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const editId = parseId(String(formData.get("editId") ?? ""));
  if (intent === "save-district") {
    const submission = parseWithZod(formData, { schema: districtFormSchema });
    if (submission.status !== "success") return json({ form: intent, editId, result: submission.reply() }, { status: 400 });
    const saved = await saveDistrict(context.db, editId, submission.value, admin.id, context.now());
    return savedRedirect(context, saved, "District saved");
  }
  if (intent === "save-school") {
    const submission = parseWithZod(formData, { schema: schoolFormSchema });
    if (submission.status !== "success") return json({ form: intent, editId, result: submission.reply() }, { status: 400 });
    if (!(await districtExists(context.db, submission.value.districtId))) {
      return json({ form: intent, editId, result: submission.reply({ fieldErrors: { districtId: ["Choose a district"] } }) }, { status: 400 });
    }
    const saved = await saveSchool(context.db, editId, submission.value, admin.id, context.now());
    return savedRedirect(context, saved, "School saved");
  }
  const row = rowActionSchema.extend({ kind: z.enum(["district", "school"]) }).safeParse(Object.fromEntries(formData));
  if (!row.success) badRequest(context.lang, "That request could not be understood.");
  const done = row.success ? await applyRowAction(context.db, row.data.kind, row.data, admin.id, context.now()) : null;
  if (done && row.success) flash(context, { title: "Success", description: `${row.data.kind === "district" ? "District" : "School"} ${done}` });
  else flash(context, { title: "Error", description: "That record no longer exists", variant: "destructive" });
  return redirect("/admin/schools");
}

function savedRedirect(context: AppLoadContext, saved: number | null, message: string) {
  if (saved === null) flash(context, { title: "Error", description: "That record no longer exists", variant: "destructive" });
  else flash(context, { title: "Success", description: message });
  return redirect("/admin/schools");
}

type Result = SubmissionResult<string[]> | undefined;
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

function FormButtons({ label, pending, t }: { label: string; pending: boolean; t: T<"adminSchools"> }) {
  return (
    <SaveCancel pending={pending} pendingText={t("saving")} cancelText={t("cancel")} cancelTo="/admin/schools" className="flex gap-2 sm:col-span-2">
      {label}
    </SaveCancel>
  );
}

function DistrictForm({
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
    <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label={editId ? t("editDistrict") : t("addDistrict")}>
      <input type="hidden" name="intent" value="save-district" />
      {editId ? <input type="hidden" name="editId" value={editId} /> : null}
      <Field label={t("districtName")} name="name" required maxLength={120} defaultValue={v.name} errors={e.name} />
      <Field
        label={t("schoolYear")}
        name="schoolYear"
        required
        pattern="\d{4}-\d{4}"
        placeholder="2024-2025"
        defaultValue={v.schoolYear}
        errors={e.schoolYear}
      />
      <Field label={t("website")} name="website" type="url" defaultValue={v.website} errors={e.website} />
      <Field label={t("phone")} name="phone" type="tel" defaultValue={v.phone} errors={e.phone} />
      <TextareaField
        label={t("keyDatesLabel")}
        name="keyDates"
        rows={6}
        hint={t("keyDatesFormat")}
        defaultValue={v.keyDates}
        errors={e.keyDates}
        className="sm:col-span-2"
      />
      <FormButtons label={editId ? t("saveDistrict") : t("addDistrict")} pending={pending} t={t} />
    </Form>
  );
}

function SchoolForm({
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
    <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label={editId ? t("editSchool") : t("addSchool")}>
      <input type="hidden" name="intent" value="save-school" />
      {editId ? <input type="hidden" name="editId" value={editId} /> : null}
      <Field label={t("schoolName")} name="name" required maxLength={120} defaultValue={v.name} errors={e.name} />
      <SelectField
        label={t("district")}
        name="districtId"
        required
        placeholder={t("chooseDistrict")}
        options={districts.map((d) => ({ value: String(d.id), label: d.name, lang: wrote }))}
        defaultValue={v.districtId}
        errors={e.districtId}
      />
      <SelectField
        label={t("type")}
        name="type"
        required
        placeholder={t("chooseType")}
        options={(Object.keys(SCHOOL_TYPE_LABELS) as (keyof typeof SCHOOL_TYPE_LABELS)[]).map((value) => ({ value, label: t(`type_${value}`) }))}
        defaultValue={v.type}
        errors={e.type}
      />
      <Field label={t("grades")} name="grades" maxLength={20} placeholder="K-5" defaultValue={v.grades} errors={e.grades} />
      <Field label={t("address")} name="address" maxLength={200} defaultValue={v.address} errors={e.address} />
      <Field label={t("phone")} name="phone" type="tel" defaultValue={v.phone} errors={e.phone} />
      <Field label={t("website")} name="website" type="url" defaultValue={v.website} errors={e.website} />
      <Field label={t("enrollment")} name="enrollment" type="number" min={0} max={100000} defaultValue={v.enrollment} errors={e.enrollment} />
      <TextareaField
        label={t("programs")}
        name="programs"
        rows={3}
        hint={t("programsHint")}
        defaultValue={v.programs}
        errors={e.programs}
        className="sm:col-span-2"
      />
      <FormButtons label={editId ? t("saveSchool") : t("addSchool")} pending={pending} t={t} />
    </Form>
  );
}

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
      <section aria-labelledby="districts-heading">
        <h2 id="districts-heading" className="text-xl font-semibold">
          {t("districts")}
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
              <p className="text-xs opacity-80">{t("keyDates", { year: d.schoolYear, count: d.keyDates.length })}</p>
            </KeptRow>
          ))}
        </ul>
        <div id="district-form" className="mt-4 rounded-lg border border-border p-4">
          <h3 className="mb-3 font-semibold">{districtEditId ? t("editDistrict") : t("addDistrictTitle")}</h3>
          <DistrictForm
            key={`district-${districtEditId ?? "new"}`}
            editId={districtEditId}
            result={districtResult}
            t={t}
            values={
              editingDistrict
                ? {
                    name: editingDistrict.name,
                    schoolYear: editingDistrict.schoolYear,
                    website: str(editingDistrict.website),
                    phone: str(editingDistrict.phone),
                    keyDates: keyDatesToText(editingDistrict.keyDates),
                  }
                : { schoolYear: "2024-2025" }
            }
          />
        </div>
      </section>

      <section aria-labelledby="schools-heading">
        <h2 id="schools-heading" className="text-xl font-semibold">
          {t("schools")}
        </h2>
        {districts.map((d) => {
          const list = schools.filter((s) => s.districtId === d.id);
          return (
            <div key={d.id} className="mt-4">
              <h3 className="font-medium" lang={wrote}>
                {d.name}
              </h3>
              {list.length === 0 ? <p className="text-sm opacity-70">{t("noSchools")}</p> : null}
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
                      {t(`type_${s.type}`)}
                      {s.grades ? ` · ${s.grades}` : ""}
                    </p>
                  </KeptRow>
                ))}
              </ul>
            </div>
          );
        })}
        <div id="school-form" className="mt-4 rounded-lg border border-border p-4">
          <h3 className="mb-3 font-semibold">{schoolEditId ? t("editSchool") : t("addSchoolTitle")}</h3>
          <SchoolForm
            key={`school-${schoolEditId ?? "new"}`}
            editId={schoolEditId}
            result={schoolResult}
            districts={districts}
            t={t}
            values={
              editingSchool
                ? {
                    name: editingSchool.name,
                    districtId: String(editingSchool.districtId),
                    type: editingSchool.type,
                    grades: str(editingSchool.grades),
                    address: str(editingSchool.address),
                    phone: str(editingSchool.phone),
                    website: str(editingSchool.website),
                    enrollment: str(editingSchool.enrollment),
                    programs: editingSchool.programs.join(", "),
                  }
                : {}
            }
          />
        </div>
      </section>
    </div>
  );
}
