// The loader and actions of /admin/schools: districts (with key dates) and schools, saved through one form each, and the
// row actions (hide, reorder, verify) every kept record shares.
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { verifierName } from "~/components/admin-row-controls";
import { districtFormSchema, rowActionSchema, schoolFormSchema } from "~/lib/civic";
import { parseId } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { rule } from "~/lib/i18n/rule";
import { flash, toastMessage, type ToastKey } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { applyRowAction } from "~/models/admin-row-actions.server";
import { districtExists, listSchoolsForAdmin, saveDistrict, saveSchool } from "~/models/schools.server";
import { requireAdmin } from "~/services/auth.server";

const editParam = z
  .string()
  .regex(/^(district|school)-\d{1,15}$/)
  .catch("");

export async function adminSchoolsLoader({ request, context }: LoaderFunctionArgs) {
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

export async function adminSchoolsAction({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const editId = parseId(String(formData.get("editId") ?? ""));
  if (intent === "save-district") {
    const submission = parseWithZod(formData, { schema: districtFormSchema });
    if (submission.status !== "success") return json({ form: intent, editId, result: submission.reply() }, { status: 400 });
    const saved = await saveDistrict(context.db, editId, submission.value, admin.id, context.now());
    return savedRedirect(context, saved, /*i18n*/ { id: "toasts.District saved", message: "District saved" });
  }
  if (intent === "save-school") {
    const submission = parseWithZod(formData, { schema: schoolFormSchema });
    if (submission.status !== "success") return json({ form: intent, editId, result: submission.reply() }, { status: 400 });
    if (!(await districtExists(context.db, submission.value.districtId))) {
      return json(
        {
          form: intent,
          editId,
          result: submission.reply({
            fieldErrors: { districtId: [rule(/*i18n*/ { id: "validation.Choose a district", message: "Choose a district" })] },
          }),
        },
        { status: 400 },
      );
    }
    const saved = await saveSchool(context.db, editId, submission.value, admin.id, context.now());
    return savedRedirect(context, saved, /*i18n*/ { id: "toasts.School saved", message: "School saved" });
  }
  const row = rowActionSchema.extend({ kind: z.enum(["district", "school"]) }).safeParse(Object.fromEntries(formData));
  if (!row.success)
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  const done = row.success ? await applyRowAction(context.db, row.data.kind, row.data, admin.id, context.now()) : null;
  if (done && row.success)
    flash(context, {
      title: /*i18n*/ { id: "toasts.Success", message: "Success" },
      description: toastMessage(
        row.data.kind === "district"
          ? /*i18n*/ { id: "toasts.District {done}", message: "District {done}" }
          : /*i18n*/ { id: "toasts.School {done}", message: "School {done}" },
        { done },
      ),
    });
  else
    flash(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: /*i18n*/ { id: "toasts.That record no longer exists", message: "That record no longer exists" },
      variant: "destructive",
    });
  return redirect("/admin/schools");
}

function savedRedirect(context: AppLoadContext, saved: number | null, message: ToastKey) {
  if (saved === null)
    flash(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: /*i18n*/ { id: "toasts.That record no longer exists", message: "That record no longer exists" },
      variant: "destructive",
    });
  else flash(context, { title: /*i18n*/ { id: "toasts.Success", message: "Success" }, description: message });
  return redirect("/admin/schools");
}
