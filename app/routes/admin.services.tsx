// Admin tab 'Government': add, edit, hide, reorder and verify the emergency, city and county contacts.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { KeptRow, verifierName } from "~/components/admin-row-controls";
import { SaveCancel } from "~/components/button";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { rowActionSchema, SERVICE_TYPE_LABELS, serviceContactFormSchema } from "~/lib/civic";
import { parseId } from "~/lib/fields";
import { badRequest } from "~/lib/http.server";
import { formatPhone } from "~/lib/phone";
import { flash } from "~/lib/toast.server";
import { SERVICE_PRIORITIES } from "~/lib/vocabulary";
import { applyRowAction } from "~/models/admin-row-actions.server";
import { listServiceContactsForAdmin, saveServiceContact } from "~/models/service-contacts.server";
import { requireAdmin } from "~/services/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const edit = parseId(new URL(request.url).searchParams.get("edit"));
  const rows = await listServiceContactsForAdmin(context.db);
  return json({
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
    if (saved === null) flash(context, { title: "Error", description: "That record no longer exists", variant: "destructive" });
    else flash(context, { title: "Success", description: "Contact saved" });
    return redirect("/admin/services");
  }
  const row = rowActionSchema.extend({ kind: z.literal("contact") }).safeParse(Object.fromEntries(formData));
  if (!row.success) badRequest("That request could not be understood.");
  const done = row.success ? await applyRowAction(context.db, "contact", row.data, admin.id, context.now()) : null;
  if (done) flash(context, { title: "Success", description: `Contact ${done}` });
  else flash(context, { title: "Error", description: "That record no longer exists", variant: "destructive" });
  return redirect("/admin/services");
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

function ContactForm({
  values,
  editId,
  result,
}: {
  values: Record<string, string>;
  editId: number | null;
  result: SubmissionResult<string[]> | undefined;
}) {
  const pending = useNavigation().state === "submitting";
  const v = (result?.initialValue as Record<string, string> | undefined) ?? values;
  const e = result?.error ?? {};
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-2" aria-label={editId ? "Edit contact" : "Add contact"}>
      <input type="hidden" name="intent" value="save-contact" />
      {editId ? <input type="hidden" name="editId" value={editId} /> : null}
      <Field label="Name" name="name" required maxLength={120} defaultValue={v.name} errors={e.name} />
      <SelectField
        label="Type"
        name="type"
        required
        placeholder="Choose a type"
        options={Object.entries(SERVICE_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
        defaultValue={v.type}
        errors={e.type}
      />
      <SelectField
        label="Priority"
        name="priority"
        required
        options={SERVICE_PRIORITIES.map((p) => ({ value: p, label: p }))}
        defaultValue={v.priority ?? "normal"}
        errors={e.priority}
      />
      <Field label="Phone" name="phone" type="tel" required defaultValue={v.phone} errors={e.phone} />
      <Field label="Emergency phone" name="emergencyPhone" type="tel" defaultValue={v.emergencyPhone} errors={e.emergencyPhone} />
      <Field label="Hours" name="hours" maxLength={120} defaultValue={v.hours} errors={e.hours} />
      <Field label="Address" name="address" maxLength={200} defaultValue={v.address} errors={e.address} />
      <Field label="Website" name="website" type="url" defaultValue={v.website} errors={e.website} />
      <TextareaField
        label="Description"
        name="description"
        rows={3}
        maxLength={500}
        defaultValue={v.description}
        errors={e.description}
        className="sm:col-span-2"
      />
      <SaveCancel pending={pending} cancelTo="/admin/services" className="flex gap-2 sm:col-span-2">
        {editId ? "Save contact" : "Add contact"}
      </SaveCancel>
    </Form>
  );
}

export default function AdminServices() {
  const { edit, contacts } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const editing = contacts.find((c) => c.id === edit);
  const editId = data ? data.editId : (editing?.id ?? null);
  return (
    <div className="space-y-6">
      <section aria-labelledby="contacts-heading">
        <h2 id="contacts-heading" className="text-xl font-semibold">
          Government and emergency contacts
        </h2>
        <p className="text-sm opacity-80">Shown emergency first, then urgent, then normal; 911 always first. Arrows reorder within a priority.</p>
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
                  {c.priority} · {SERVICE_TYPE_LABELS[c.type]} · {formatPhone(c.phone)}
                </p>
              </KeptRow>
            );
          })}
        </ul>
      </section>
      <div id="contact-form" className="rounded-lg border border-border p-4">
        <h3 className="mb-3 font-semibold">{editId ? "Edit contact" : "Add a contact"}</h3>
        <ContactForm
          key={`contact-${editId ?? "new"}`}
          editId={editId}
          result={data?.result}
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
