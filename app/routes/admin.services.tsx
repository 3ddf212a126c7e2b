// Admin tab 'Government': add, edit, hide, reorder and verify the emergency, city and county contacts.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { KeptRow, verifierName } from "~/components/admin-row-controls";
import { SaveCancel } from "~/components/button";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { rowActionSchema, SERVICE_TYPE_LABELS, serviceContactFormSchema } from "~/lib/civic";
import { parseId } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { plain, type T } from "~/lib/i18n/plain";
import { formatPhone } from "~/lib/phone";
import { flash, toastMessage } from "~/lib/toast.server";
import { SERVICE_PRIORITIES } from "~/lib/vocabulary";
import { z } from "~/lib/zod";
import { applyRowAction } from "~/models/admin-row-actions.server";
import { listServiceContactsForAdmin, saveServiceContact } from "~/models/service-contacts.server";
import { requireAdmin } from "~/services/auth.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  edit: /*i18n*/ { id: "adminServices.edit", message: "Edit contact" },
  add: /*i18n*/ { id: "adminServices.add", message: "Add contact" },
  name: /*i18n*/ { id: "adminServices.name", message: "Name" },
  type: /*i18n*/ { id: "adminServices.type", message: "Type" },
  chooseType: /*i18n*/ { id: "adminServices.chooseType", message: "Choose a type" },
  type_police: /*i18n*/ { id: "adminServices.type_police", message: "Police" },
  type_fire: /*i18n*/ { id: "adminServices.type_fire", message: "Fire" },
  type_medical: /*i18n*/ { id: "adminServices.type_medical", message: "Medical" },
  type_utility: /*i18n*/ { id: "adminServices.type_utility", message: "Utilities" },
  type_city: /*i18n*/ { id: "adminServices.type_city", message: "City & County" },
  type_other: /*i18n*/ { id: "adminServices.type_other", message: "Other" },
  priority: /*i18n*/ { id: "adminServices.priority", message: "Priority" },
  priority_emergency: /*i18n*/ { id: "adminServices.priority_emergency", message: "emergency" },
  priority_urgent: /*i18n*/ { id: "adminServices.priority_urgent", message: "urgent" },
  priority_normal: /*i18n*/ { id: "adminServices.priority_normal", message: "normal" },
  phone: /*i18n*/ { id: "adminServices.phone", message: "Phone" },
  emergencyPhone: /*i18n*/ { id: "adminServices.emergencyPhone", message: "Emergency phone" },
  hours: /*i18n*/ { id: "adminServices.hours", message: "Hours" },
  address: /*i18n*/ { id: "adminServices.address", message: "Address" },
  website: /*i18n*/ { id: "adminServices.website", message: "Website" },
  description: /*i18n*/ { id: "adminServices.description", message: "Description" },
  saving: /*i18n*/ { id: "adminServices.saving", message: "Saving..." },
  cancel: /*i18n*/ { id: "adminServices.cancel", message: "Cancel" },
  save: /*i18n*/ { id: "adminServices.save", message: "Save contact" },
  title: /*i18n*/ { id: "adminServices.title", message: "Government and emergency contacts" },
  hint: /*i18n*/ {
    id: "adminServices.hint",
    message: "Shown emergency first, then urgent, then normal; 911 always first. Arrows reorder within a priority.",
  },
  addTitle: /*i18n*/ { id: "adminServices.addTitle", message: "Add a contact" },
} as const;

const SERVICE_TYPE_WORDS = {
  police: WORDS.type_police,
  fire: WORDS.type_fire,
  medical: WORDS.type_medical,
  utility: WORDS.type_utility,
  city: WORDS.type_city,
  other: WORDS.type_other,
} as const;

const PRIORITY_WORDS = {
  emergency: WORDS.priority_emergency,
  urgent: WORDS.priority_urgent,
  normal: WORDS.priority_normal,
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const edit = parseId(new URL(request.url).searchParams.get("edit"));
  const rows = await listServiceContactsForAdmin(context.db);
  return json({
    messages: messagesFor(context.lang, "adminServices"),
    validation: validationFor(context.lang, "admin"),
    edit,
    contacts: rows.map((r) => ({ ...r.contact, verifiedBy: verifierName(r), verifiedAt: r.contact.verifiedAt?.toISOString() ?? null })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const formData = await request.formData();
  if (formData.get("intent") === "save-contact") {
    const editId = parseId(String(formData.get("editId") ?? ""));
    const submission = parseWithZod(formData, { schema: serviceContactFormSchema });
    if (submission.status !== "success") return json({ editId, result: submission.reply() }, { status: 400 });
    const saved = await saveServiceContact(context.db, editId, submission.value, admin.id, context.now());
    if (saved === null)
      flash(context, {
        title: /*i18n*/ { id: "toasts.Error", message: "Error" },
        description: /*i18n*/ { id: "toasts.That record no longer exists", message: "That record no longer exists" },
        variant: "destructive",
      });
    else
      flash(context, {
        title: /*i18n*/ { id: "toasts.Success", message: "Success" },
        description: /*i18n*/ { id: "toasts.Contact saved", message: "Contact saved" },
      });
    return redirect("/admin/services");
  }
  const row = rowActionSchema.extend({ kind: z.literal("contact") }).safeParse(Object.fromEntries(formData));
  if (!row.success)
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  const done = row.success ? await applyRowAction(context.db, "contact", row.data, admin.id, context.now()) : null;
  if (done)
    flash(context, {
      title: /*i18n*/ { id: "toasts.Success", message: "Success" },
      description: toastMessage(/*i18n*/ { id: "toasts.Contact {done}", message: "Contact {done}" }, { done }),
    });
  else
    flash(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: /*i18n*/ { id: "toasts.That record no longer exists", message: "That record no longer exists" },
      variant: "destructive",
    });
  return redirect("/admin/services");
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

function ContactForm({
  values,
  editId,
  result,
  t,
}: {
  values: Record<string, string>;
  editId: number | null;
  result: SubmissionResult<string[]> | undefined;
  t: T<"adminServices">;
}) {
  const pending = useNavigation().state === "submitting";
  const v = (result?.initialValue as Record<string, string> | undefined) ?? values;
  const e = result?.error ?? {};
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label={editId ? t(WORDS.edit) : t(WORDS.add)}>
      <input type="hidden" name="intent" value="save-contact" />
      {editId ? <input type="hidden" name="editId" value={editId} /> : null}
      <Field label={t(WORDS.name)} name="name" required maxLength={120} defaultValue={v.name} errors={e.name} />
      <SelectField
        label={t(WORDS.type)}
        name="type"
        required
        placeholder={t(WORDS.chooseType)}
        options={(Object.keys(SERVICE_TYPE_LABELS) as (keyof typeof SERVICE_TYPE_LABELS)[]).map((value) => ({
          value,
          label: t(SERVICE_TYPE_WORDS[value]),
        }))}
        defaultValue={v.type}
        errors={e.type}
      />
      <SelectField
        label={t(WORDS.priority)}
        name="priority"
        required
        options={SERVICE_PRIORITIES.map((p) => ({
          value: p,
          label: t(PRIORITY_WORDS[p]),
        }))}
        defaultValue={v.priority ?? "normal"}
        errors={e.priority}
      />
      <Field label={t(WORDS.phone)} name="phone" type="tel" required defaultValue={v.phone} errors={e.phone} />
      <Field label={t(WORDS.emergencyPhone)} name="emergencyPhone" type="tel" defaultValue={v.emergencyPhone} errors={e.emergencyPhone} />
      <Field label={t(WORDS.hours)} name="hours" maxLength={120} defaultValue={v.hours} errors={e.hours} />
      <Field label={t(WORDS.address)} name="address" maxLength={200} defaultValue={v.address} errors={e.address} />
      <Field label={t(WORDS.website)} name="website" type="url" defaultValue={v.website} errors={e.website} />
      <TextareaField
        label={t(WORDS.description)}
        name="description"
        rows={3}
        maxLength={500}
        defaultValue={v.description}
        errors={e.description}
        className="sm:col-span-2"
      />
      <SaveCancel
        pending={pending}
        pendingText={t(WORDS.saving)}
        cancelText={t(WORDS.cancel)}
        cancelTo="/admin/services"
        className="flex gap-2 sm:col-span-2"
      >
        {editId ? t(WORDS.save) : t(WORDS.add)}
      </SaveCancel>
    </Form>
  );
}

export default function AdminServices() {
  const { edit, contacts, messages } = useLoaderData<typeof loader>();
  const t = plain<"adminServices">(messages);
  const data = useActionData<typeof action>();
  const editing = contacts.find((c) => c.id === edit);
  const editId = data ? data.editId : (editing?.id ?? null);
  return (
    <div className="space-y-6">
      <section aria-labelledby="contacts-heading">
        <h2 id="contacts-heading" className="text-xl font-semibold">
          {t(WORDS.title)}
        </h2>
        <p className="text-sm opacity-80">{t(WORDS.hint)}</p>
        <ul className="mt-3 space-y-2">
          {contacts.map((c) => {
            const samePriority = contacts.filter((o) => o.priority === c.priority);
            return (
              <KeptRow
                key={c.id}
                kind="contact"
                id={c.id}
                title={c.name}
                isActive={c.isActive}
                first={samePriority[0]?.id === c.id}
                last={samePriority[samePriority.length - 1]?.id === c.id}
                verifiedAt={c.verifiedAt}
                verifiedBy={c.verifiedBy}
                editHref={`/admin/services?edit=${c.id}#contact-form`}
              >
                <p className="text-xs opacity-80">
                  {t(PRIORITY_WORDS[c.priority])} · {t(SERVICE_TYPE_WORDS[c.type])} · {formatPhone(c.phone)}
                </p>
              </KeptRow>
            );
          })}
        </ul>
      </section>
      <div id="contact-form" className="rounded-lg border border-border p-4">
        <h3 className="mb-3 font-semibold">{editId ? t(WORDS.edit) : t(WORDS.addTitle)}</h3>
        <ContactForm
          key={`contact-${editId ?? "new"}`}
          editId={editId}
          result={data?.result}
          t={t}
          values={
            editing
              ? {
                  name: editing.name,
                  type: editing.type,
                  priority: editing.priority,
                  phone: editing.phone,
                  emergencyPhone: str(editing.emergencyPhone),
                  hours: str(editing.hours),
                  address: str(editing.address),
                  website: str(editing.website),
                  description: str(editing.description),
                }
              : {}
          }
        />
      </div>
    </div>
  );
}
