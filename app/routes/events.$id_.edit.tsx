// /events/{id}/edit: the organiser edits their own event, an admin any event (written to the audit log). The same
// schema and fields as /events/create; another member's event is a 404. Works without JavaScript.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { EventDetailsFields } from "~/components/event-form-fields";
import { ErrorList } from "~/components/forms";
import { dateToTownLocal } from "~/lib/dates";
import { eventFormSchema, type EventFormInput, type EventFormOutput } from "~/lib/event-form";
import { EVENT_MESSAGES as M } from "~/lib/event-rules";
import { isHttpUrl, isSitePath, parseId } from "~/lib/fields";
import { flash } from "~/lib/toast.server";
import { recordAudit } from "~/models/audit.server";
import { editableSnapshot, eventInputFrom, getEventCategory, getEventRow, listEventCategories, updateEventDetails, type Event } from "~/models/events.server";
import type { User } from "~/models/user.server";
import { requireUser } from "~/services/auth.server";
import { attachUploads, filesFrom, saveUploads } from "~/services/uploads.server";

async function editableOr404(request: Request, context: LoaderFunctionArgs["context"], idParam: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseId(idParam);
  const event = id ? await getEventRow(context.db, id) : null;
  const isOwner = Boolean(event?.organizerId) && event?.organizerId === user.id;
  if (!event || !(isOwner || user.role === "admin")) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return { user, event, isOwner };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { event: e } = await editableOr404(request, context, params.id);
  return json({
    id: e.id,
    title: e.title,
    cancelled: Boolean(e.cancelledAt),
    // A picture on this site (an upload, /media/…, or a sample) stays unless a new one is given; the URL field holds only an outside link.
    keptPicture: isSitePath(e.imageUrl) ? e.imageUrl : null,
    categories: await listEventCategories(context.db),
    defaults: {
      title: e.title,
      description: e.description ?? "",
      categoryId: e.categoryId ? String(e.categoryId) : "",
      startDate: dateToTownLocal(e.startDate),
      endDate: e.endDate ? dateToTownLocal(e.endDate) : "",
      location: e.location ?? "",
      address: e.address ?? "",
      imageUrl: isHttpUrl(e.imageUrl) ? e.imageUrl : "",
      imageAlt: e.imageAlt ?? "",
      price: e.price && Number(e.price) > 0 ? e.price : "",
      websiteUrl: e.websiteUrl ?? "",
      contactEmail: e.contactEmail ?? "",
      contactPhone: e.contactPhone ?? "",
      registrationRequired: e.registrationRequired ? "on" : "",
      registrationUrl: e.registrationUrl ?? "",
      tags: (e.tags ?? []).join(", "),
      maxAttendees: e.maxAttendees ? String(e.maxAttendees) : "",
      organizerName: e.organizerName ?? "",
      organizerContact: e.organizerContact ?? "",
    },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, event, isOwner } = await editableOr404(request, context, params.id);
  const now = context.now();
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: eventFormSchema(now) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { categoryId, imageAlt, title, imageUrl } = submission.value;
  if (categoryId && !(await getEventCategory(context.db, categoryId))) {
    return json(submission.reply({ fieldErrors: { categoryId: [M.category] } }), { status: 400 });
  }
  const alt = imageAlt || title;
  const image = await saveUploads(context, filesFrom(formData, "image"), { ownerId: user.id, alt, max: 1 });
  if (!image.ok) return json(submission.reply({ fieldErrors: { image: [image.message] } }), { status: 400 });
  const url = image.uploads[0]?.url ?? imageUrl ?? (isSitePath(event.imageUrl) ? event.imageUrl : null);
  const input = eventInputFrom(submission.value, { url, alt });
  const updated = await updateEventDetails(context.db, event.id, input, now, isOwner ? user.id : null);
  if (!updated) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  // The uploader owns the picture (an admin editing a member's event included), so only they can attach it.
  await attachUploads(context.db, image.uploads.map((u) => u.id), { kind: "event", itemId: event.id, ownerId: user.id }, now);
  if (!isOwner) await auditEdit(context, user, event, updated, now);
  flash(context, { title: "Event Updated", description: `"${updated.title}" has been saved.` });
  throw redirect(isOwner ? "/account" : "/admin/events");
}

/** An admin's edit of someone's event: only the changed columns, before and after. */
function auditEdit(context: ActionFunctionArgs["context"], admin: User, before: Event, after: Event, now: Date) {
  const b = editableSnapshot(before);
  const a = editableSnapshot(after);
  const changed = (Object.keys(a) as Array<keyof typeof a>).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
  return recordAudit(
    context.db,
    admin,
    {
      action: "event.edit",
      targetType: "event",
      targetId: after.id,
      before: Object.fromEntries(changed.map((k) => [k, b[k]])),
      after: Object.fromEntries(changed.map((k) => [k, a[k]])),
    },
    now,
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Event" }, { name: "robots", content: "noindex" }];

export default function EditEvent() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm<EventFormInput, EventFormOutput>({
    id: "edit-event",
    lastResult,
    defaultValue: data.defaults,
    constraint: getZodConstraint(eventFormSchema(new Date())),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: eventFormSchema(new Date()) }),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={`/events/${data.id}`} className="text-sm underline">
        ← Back to the event
      </Link>
      <h1 className="text-3xl font-bold">Edit Event</h1>
      {data.cancelled ? (
        <p role="note" className="rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900">
          This event is cancelled. Your changes are saved, and it still shows as Cancelled.
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
        {data.keptPicture ? <p className="text-sm opacity-80">The current picture stays unless you give a new one.</p> : null}
        <EventDetailsFields fields={fields} categories={data.categories} imageErrors={lastResult?.error?.image} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={pending} className="rounded bg-primary px-5 py-2 text-primary-foreground disabled:opacity-60">
            {pending ? "Saving..." : "Save changes"}
          </button>
          <Link to={`/events/${data.id}`} className="rounded border border-border px-5 py-2">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}
