// /events/{id}/edit: the organiser edits their own event, an admin any event (written to the audit log). The same
// schema and fields as /events/create; another member's event is a 404. Works without JavaScript.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button, SaveCancel } from "~/components/button";
import { EventDetailsFields, RepeatsFields } from "~/components/event-form-fields";
import { ErrorList, withUnreadableDates } from "~/components/forms";
import { Link } from "~/components/site-link";
import { dateToTownLocal } from "~/lib/dates";
import { eventFormSchema, type EventFormInput, type EventFormOutput } from "~/lib/event-form";
import { EVENT_MESSAGES as M } from "~/lib/event-rules";
import { isHttpUrl, isSitePath, parseId } from "~/lib/fields";
import { notFound } from "~/lib/http.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { peopleWroteLang, plain, type T } from "~/lib/i18n/plain";
import { choiceFromRule, describeRule, ruleFromChoice, SERIES_MESSAGES } from "~/lib/recurrence";
import { flash, toastMessage } from "~/lib/toast.server";
import { recordAudit } from "~/models/audit.server";
import { snapshotDates } from "~/models/event-rsvps.server";
import { editThisAndFollowing, editThisDate, getSeries, makeSeriesOf } from "~/models/event-series.server";
import {
  editableSnapshot,
  eventInputFrom,
  getEventCategory,
  getEventRow,
  listEventCategories,
  updateEventDetails,
  type Event,
} from "~/models/events.server";
import type { User } from "~/models/user.server";
import { requireUser } from "~/services/auth.server";
import { takeDraft } from "~/services/drafts.server";
import { cancelDatesAndTell, withChangeNotices } from "~/services/event-changes.server";
import { fillPlacesAfterEdit } from "~/services/rsvps.server";
import { attachUploads, filesFrom, saveUploads } from "~/services/uploads.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  backToEvent: /*i18n*/ { id: "postEvent.backToEvent", message: "← Back to the event" },
  editTitle: /*i18n*/ { id: "postEvent.editTitle", message: "Edit Event" },
  cancelledNote: /*i18n*/ {
    id: "postEvent.cancelledNote",
    message: "This event is cancelled. Your changes are saved, and it still shows as Cancelled.",
  },
  keptPicture: /*i18n*/ { id: "postEvent.keptPicture", message: "The current picture stays unless you give a new one." },
  saving: /*i18n*/ { id: "postEvent.saving", message: "Saving..." },
  cancel: /*i18n*/ { id: "postEvent.cancel", message: "Cancel" },
  saveChanges: /*i18n*/ { id: "postEvent.saveChanges", message: "Save changes" },
  cancelDate: /*i18n*/ { id: "postEvent.cancelDate", message: "Cancel a date" },
  repeatsNote: /*i18n*/ { id: "postEvent.repeatsNote", message: "This event repeats: {rule}. A cancelled date stays on its page as Cancelled." },
  thisDate: /*i18n*/ { id: "postEvent.thisDate", message: "This date only" },
  following: /*i18n*/ { id: "postEvent.following", message: "This and following dates" },
  cancelDateButton: /*i18n*/ { id: "postEvent.cancelDateButton", message: "Cancel date" },
} as const;

async function editableOr404(request: Request, context: LoaderFunctionArgs["context"], idParam: string | undefined) {
  const user = await requireUser(request, context, { keepDraft: true });
  const id = parseId(idParam);
  const event = id ? await getEventRow(context.db, id) : null;
  const isOwner = Boolean(event?.organizerId) && event?.organizerId === user.id;
  if (!event || !(isOwner || user.role === "admin")) notFound();
  return { user, event, isOwner };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { event: e } = await editableOr404(request, context, params.id);
  const series = e.seriesId ? await getSeries(context.db, e.seriesId) : null;
  return json({
    validation: validationFor(context.lang, "events", "pictures"),
    lang: context.lang,
    m: messagesFor(context.lang, "postEvent"),
    organiser: messagesFor(context.lang, "organiser"),
    id: e.id,
    title: e.title,
    cancelled: Boolean(e.cancelledAt),
    // A date of a series (issue 33 §3): the rule in words; the form shows the rule for "this and following".
    repeats: series ? describeRule(series.rrule, messagesFor(context.lang, "seriesRule")) : null,
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
      ...choiceFromRule(series?.rrule ?? null),
      scope: "this",
    },
    draft: await takeDraft(request, context),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, event, isOwner } = await editableOr404(request, context, params.id);
  const now = context.now();
  const formData = await request.formData();
  if (formData.get("intent") === "cancel-date") {
    // Cancelling a date of a series: this date, or this and the following ones (the series ends before it).
    const scope = formData.get("scope") === "following" ? "following" : "this";
    // Everyone going or waiting is told, with a calendar file that removes it (services/event-changes).
    const cancelled = await cancelDatesAndTell(context, event, scope);
    if (!isOwner) {
      await recordAudit(
        context.db,
        user,
        { action: "event.cancel", targetType: "event", targetId: event.id, before: null, after: { scope, cancelled } },
        now,
      );
    }
    flash(context, {
      title: /*i18n*/ { id: "toasts.Event Cancelled", message: "Event Cancelled" },
      description:
        cancelled === 1
          ? /*i18n*/ { id: "toasts.The date is cancelled.", message: "The date is cancelled." }
          : toastMessage(/*i18n*/ { id: "toasts.{count} dates are cancelled.", message: "{count} dates are cancelled." }, { count: cancelled }),
    });
    throw redirect(`/events/${event.id}`);
  }
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
  // The dates this edit writes: a date alone, or (with a rule) the dates of its series.
  const which = event.seriesId && submission.value.scope !== "this" ? { seriesId: event.seriesId } : { eventId: event.id };
  // A limit below the number going asks first (a second step); confirmed, everyone going keeps their place.
  const going = Math.max(0, ...(await snapshotDates(context.db, which)).filter((d) => !d.cancelledAt).map((d) => d.currentAttendees));
  const max = submission.value.maxAttendees;
  if (max !== undefined && max < going && formData.get("confirmCapacity") !== "on") {
    return json({ ...submission.reply(), capacity: { going, max } }, { status: 409 });
  }
  // Time, place or status changed: everyone going or waiting is mailed what changed, with the updated calendar file.
  const updated = await withChangeNotices(context, which, () => saveEdit(context, event, input, submission.value, isOwner ? user.id : null, now));
  if (updated === "no-dates") return json(submission.reply({ fieldErrors: { repeats: [SERIES_MESSAGES.noDates] } }), { status: 400 });
  if (updated === "no-rule") return json(submission.reply({ fieldErrors: { repeats: [SERIES_MESSAGES.following] } }), { status: 400 });
  if (!updated) notFound();
  // A raised or removed limit gives the free places to the waitlist, who are told by mail.
  await fillPlacesAfterEdit(context, updated, submission.value.scope === "this");
  // The uploader owns the picture (an admin editing a member's event included), so only they can attach it.
  await attachUploads(
    context.db,
    image.uploads.map((u) => u.id),
    { kind: "event", itemId: event.id, ownerId: user.id },
    now,
  );
  if (!isOwner) await auditEdit(context, user, event, updated, now);
  flash(context, {
    title: /*i18n*/ { id: "toasts.Event Updated", message: "Event Updated" },
    description: toastMessage(/*i18n*/ { id: 'toasts."{title}" has been saved.', message: '"{title}" has been saved.' }, { title: updated.title }),
  });
  throw redirect(isOwner ? "/account" : "/admin/events");
}

/**
 * Writes the edit: a single event (which "Repeats" turns into the first date of a series), one date of a series alone
 * (an override), or this date and the following ones (the series is split here).
 */
async function saveEdit(
  context: ActionFunctionArgs["context"],
  event: Event,
  input: ReturnType<typeof eventInputFrom>,
  value: EventFormOutput,
  organizerId: string | null,
  now: Date,
): Promise<Event | null | "no-dates" | "no-rule"> {
  const rule = ruleFromChoice(value, input.startDate);
  if (event.seriesId && value.scope === "this") return editThisDate(context.db, event.id, input, now, organizerId);
  if (event.seriesId) {
    if (!rule) return "no-rule";
    if ((await editThisAndFollowing(context.db, event, input, rule, now)) === null) return "no-dates";
    return getEventRow(context.db, event.id);
  }
  if (rule) {
    if ((await makeSeriesOf(context.db, event, input, rule, now)) === null) return "no-dates";
    return getEventRow(context.db, event.id);
  }
  return updateEventDetails(context.db, event.id, input, now, organizerId);
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "postEvent.editTitle", message: "Edit Event" }) : "Edit Event" },
  { name: "robots", content: "noindex" },
];

export default function EditEvent() {
  const data = useLoaderData<typeof loader>();
  const { m } = data;
  const t = plain<"postEvent">(m);
  const wrote = peopleWroteLang(data.lang);
  const actionResult = useActionData<typeof action>();
  const lastResult = actionResult ?? data.draft;
  const capacity = actionResult && "capacity" in actionResult ? (actionResult.capacity as { going: number; max: number }) : null;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm<EventFormInput, EventFormOutput>({
    id: "edit-event",
    lastResult,
    defaultValue: data.defaults,
    constraint: getZodConstraint(eventFormSchema(new Date())),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ form, formData }) => parseWithZod(withUnreadableDates(form, formData), { schema: eventFormSchema(new Date()) }),
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to={`/events/${data.id}`} className="text-sm underline">
        {tr(m, WORDS.backToEvent)}
      </Link>
      <h1 className="text-3xl font-bold">{tr(m, WORDS.editTitle)}</h1>
      {data.cancelled ? (
        <p role="note" className="rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900">
          {tr(m, WORDS.cancelledNote)}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
        {data.keptPicture ? <p className="text-sm opacity-80">{tr(m, WORDS.keptPicture)}</p> : null}
        <EventDetailsFields
          fields={fields}
          categories={data.categories}
          imageErrors={lastResult?.error?.image}
          m={m}
          optionLang={wrote}
          valueLang={wrote}
        />
        <RepeatsFields fields={fields} scope={data.repeats !== null} m={m} />
        {capacity ? <CapacityConfirm going={capacity.going} max={capacity.max} t={plain<"organiser">(data.organiser)} /> : null}
        <ErrorList id={form.errorId} errors={form.errors} />
        <SaveCancel pending={pending} pendingText={tr(m, WORDS.saving)} cancelTo={`/events/${data.id}`} cancelText={tr(m, WORDS.cancel)}>
          {tr(m, WORDS.saveChanges)}
        </SaveCancel>
      </Form>
      {data.repeats !== null && !data.cancelled ? (
        <Form method="post" className="space-y-3 rounded-lg border border-red-300 p-4" data-testid="cancel-date">
          <h2 className="font-semibold">{tr(m, WORDS.cancelDate)}</h2>
          <p className="text-sm opacity-80">{t(WORDS.repeatsNote, { rule: data.repeats })}</p>
          <input type="hidden" name="intent" value="cancel-date" />
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2">
              <input type="radio" name="scope" value="this" defaultChecked />
              {tr(m, WORDS.thisDate)}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="scope" value="following" />
              {tr(m, WORDS.following)}
            </label>
          </div>
          <Button variant="small-danger">{tr(m, WORDS.cancelDateButton)}</Button>
        </Form>
      ) : null}
    </div>
  );
}

/** The second step of lowering the limit below the number going: said plainly, confirmed with a box (works without JavaScript). */
function CapacityConfirm({ going, max, t }: { going: number; max: number; t: T<"organiser"> }) {
  return (
    <div role="alert" className="space-y-2 rounded border border-amber-500 bg-amber-50 p-3 text-amber-900" data-testid="capacity-confirm">
      <p className="font-semibold">{t(/*i18n*/ { id: "organiser.capacityTitle", message: "Fewer places than people going" })}</p>
      <p className="text-sm">
        {t(
          /*i18n*/ {
            id: "organiser.capacityText",
            message:
              '{going} people are going and the new limit is {max}. Everyone already going keeps their place; nobody new can answer "I\'m going" until enough cancel. Tick the box and save again to confirm.',
          },
          { going: String(going), max: String(max) },
        )}
      </p>
      <label className="flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" name="confirmCapacity" required className="size-5" />
        {t(/*i18n*/ { id: "organiser.capacityConfirm", message: "Yes, lower the limit and keep everyone going" })}
      </label>
    </div>
  );
}
