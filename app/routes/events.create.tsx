// /events/create: members list an event. Standard is free and listed at once; enhanced and premium wait hidden
// until paid at /checkout. Works without JavaScript (plain POST and redirects).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/forms";
import { PictureInput } from "~/components/picture";
import { attachUploads, filesFrom, saveUploads } from "~/services/uploads.server";
import { requireUser } from "~/services/auth.server";
import { townLocalToDate } from "~/lib/dates";
import { checkEventDates, checkoutUrlFor, EVENT_MESSAGES as M, EVENT_TIER_KEYS, EVENT_TIERS } from "~/lib/event-rules";
import { CONTROL_CHAR_MESSAGE, hasControlChars, isHttpUrl } from "~/lib/fields";
import { flash } from "~/lib/toast.server";
import { createEvent, getEventCategory, listEventCategories, parseTags } from "~/models/events.server";
import { createOrder } from "~/models/orders.server";

const townDateTime = (requiredMessage?: string) =>
  z
    .string(requiredMessage ? { required_error: requiredMessage } : {})
    .transform((value, ctx) => {
      const date = townLocalToDate(value);
      if (!date) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: requiredMessage ? M.startInvalid : M.endInvalid });
        return z.NEVER;
      }
      return date;
    });

const optionalUrl = z.string().trim().max(2000, M.url).refine(isHttpUrl, M.url).optional();
/** Text without control characters (NUL would cut the stored text short). */
const plain = (max: number, messages: { required?: string; tooLong?: string } = {}) =>
  z
    .string(messages.required ? { required_error: messages.required } : {})
    .trim()
    .min(messages.required ? 1 : 0, messages.required)
    .max(max, messages.tooLong)
    .refine((v) => !hasControlChars(v), CONTROL_CHAR_MESSAGE);

/** The form's schema; `now` bounds the start (six months ahead), from the request clock on the server. */
function createEventFormSchema(now: Date) {
  return z
    .object({
      tier: z.enum(EVENT_TIER_KEYS).default("standard"),
      title: plain(255, { required: M.titleRequired, tooLong: M.titleTooLong }),
      description: plain(10_000).optional(),
      categoryId: z.number().int().positive().max(1_000_000).optional(),
      startDate: townDateTime(M.startRequired),
      endDate: townDateTime().optional(),
      location: plain(255, { required: M.locationRequired }),
      address: plain(500).optional(),
      imageUrl: optionalUrl,
      imageAlt: z.string().trim().max(300).optional(),
      price: z.string().trim().regex(/^\d{1,8}(\.\d{1,2})?$/, M.price).optional(),
      websiteUrl: optionalUrl,
      contactEmail: z.string().trim().email(M.email).max(255).optional(),
      contactPhone: plain(20).optional(),
      registrationRequired: z.boolean().default(false),
      registrationUrl: optionalUrl,
      tags: plain(1000).optional(),
      maxAttendees: z.number().int().positive().max(1_000_000).optional(),
      organizerName: plain(255).optional(),
      organizerContact: plain(255).optional(),
    })
    .superRefine((v, ctx) => {
      // A start that failed to parse has already been reported.
      if (!(v.startDate instanceof Date) || (v.endDate !== undefined && !(v.endDate instanceof Date))) return;
      for (const [path, messages] of Object.entries(checkEventDates(v.startDate, v.endDate, now))) {
        for (const message of messages) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
      }
    });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Visitors are sent to sign in and back here (our choice over the spec's login card: docs/decisions/038-events-create-visitors.md).
  await requireUser(request, context);
  return json({ categories: await listEventCategories(context.db) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const now = context.now();
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: createEventFormSchema(now) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { tier, categoryId, tags, price, imageAlt, ...fields } = submission.value;
  if (categoryId && !(await getEventCategory(context.db, categoryId))) {
    return json(submission.reply({ fieldErrors: { categoryId: [M.category] } }), { status: 400 });
  }
  const alt = imageAlt || fields.title;
  const image = await saveUploads(context, filesFrom(formData, "image"), { ownerId: user.id, alt, max: 1 });
  if (!image.ok) return json(submission.reply({ fieldErrors: { image: [image.message] } }), { status: 400 });
  const imageUrl = image.uploads[0]?.url ?? fields.imageUrl;
  const id = await createEvent(
    context.db,
    {
      ...fields,
      imageUrl,
      imageAlt: imageUrl ? alt : null,
      categoryId: categoryId ?? null,
      tags: parseTags(tags),
      price: price ? Number(price).toFixed(2) : "0.00",
    },
    tier,
    user.id,
    now,
  );
  await attachUploads(context.db, image.uploads.map((u) => u.id), { kind: "event", itemId: id, ownerId: user.id }, now);
  if (tier !== "standard") {
    // The open order binds the event to the tier it was created with: no cheaper type can pay for it.
    await createOrder(context.db, user, { type: `event-${tier}`, tier: null, itemId: id }, now);
    throw redirect(checkoutUrlFor(tier, id));
  }
  flash(context, {
    title: "Event Created!",
    description: "Your event has been successfully created and will appear in the community calendar.",
  });
  throw redirect("/events");
}

export default function CreateEvent() {
  const { categories } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(createEventFormSchema(new Date())),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { tier: "standard" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createEventFormSchema(new Date()) }),
  });
  const tier = EVENT_TIER_KEYS.find((k) => k === fields.tier.value) ?? "standard";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/events" className="text-sm underline">
        ← Back to Events
      </Link>
      <h1 className="text-3xl font-bold">Create Event</h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
        <fieldset>
          <legend className="text-lg font-semibold">Choose your listing</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-3">
            {EVENT_TIER_KEYS.map((key) => {
              const t = EVENT_TIERS[key];
              return (
                <label key={key} className="flex cursor-pointer flex-col gap-1 rounded-lg border-2 border-border p-4 has-[:checked]:border-primary">
                  <span className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={fields.tier.name}
                      value={key}
                      defaultChecked={(fields.tier.initialValue ?? "standard") === key}
                    />
                    <span className="font-semibold">{t.name}</span>
                  </span>
                  <span className="text-2xl font-bold">{t.label}</span>
                  <span className="text-sm opacity-80">
                    {key === "standard"
                      ? "Listed in the community calendar."
                      : key === "enhanced"
                        ? "Featured placement at the top of the calendar."
                        : "Premium badge and top priority in featured events."}
                  </span>
                </label>
              );
            })}
          </div>
          <ErrorList errors={fields.tier.errors} />
          {tier !== "standard" ? (
            <p role="note" className="mt-3 rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900" data-testid="payment-card">
              {EVENT_TIERS[tier].name}: ${EVENT_TIERS[tier].price}. After you submit you'll complete payment; the event is
              listed once it is paid.
            </p>
          ) : null}
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">Event details</legend>
          <Field label="Title" {...getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} required />
          <TextareaField label="Description" rows={5} {...getTextareaProps(fields.description)} errors={fields.description.errors} />
          <SelectField
            label="Category"
            {...getSelectProps(fields.categoryId)}
            errors={fields.categoryId.errors}
            placeholder="Select a category"
            options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Start Date & Time"
              {...getInputProps(fields.startDate, { type: "datetime-local" })}
              errors={fields.startDate.errors}
              hint="Greenwood (Indianapolis) time"
              required
            />
            <Field label="End Date & Time" {...getInputProps(fields.endDate, { type: "datetime-local" })} errors={fields.endDate.errors} />
          </div>
          <Field label="Location" {...getInputProps(fields.location, { type: "text" })} errors={fields.location.errors} placeholder="Venue name" required />
          <Field label="Address" {...getInputProps(fields.address, { type: "text" })} errors={fields.address.errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Image URL" {...getInputProps(fields.imageUrl, { type: "url" })} errors={fields.imageUrl.errors} hint="Or upload a picture." />
            <PictureInput
              label="Upload an image"
              name="image"
              errors={lastResult?.error?.image}
              altName={fields.imageAlt.name}
              altLabel="Describe the image (alt text)"
            />
          </div>
          <Field
            label="Ticket price (USD)"
            {...getInputProps(fields.price, { type: "text" })}
            inputMode="decimal"
            errors={fields.price.errors}
            hint="Leave empty for a free event. This is what attendees pay, not the listing fee."
          />
          <Field label="Tags" {...getInputProps(fields.tags, { type: "text" })} errors={fields.tags.errors} hint="Comma-separated, e.g. music, family, outdoors" />
          <Field label="Maximum attendees" {...getInputProps(fields.maxAttendees, { type: "number" })} min={1} errors={fields.maxAttendees.errors} />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">Registration and contact</legend>
          <label className="flex items-center gap-2">
            <input {...getInputProps(fields.registrationRequired, { type: "checkbox" })} />
            <span>Registration required</span>
          </label>
          <Field label="Registration URL" {...getInputProps(fields.registrationUrl, { type: "url" })} errors={fields.registrationUrl.errors} />
          <Field label="Website" {...getInputProps(fields.websiteUrl, { type: "url" })} errors={fields.websiteUrl.errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Contact email" {...getInputProps(fields.contactEmail, { type: "email" })} errors={fields.contactEmail.errors} />
            <Field label="Contact phone" {...getInputProps(fields.contactPhone, { type: "tel" })} errors={fields.contactPhone.errors} />
            <Field label="Organizer name" {...getInputProps(fields.organizerName, { type: "text" })} errors={fields.organizerName.errors} />
            <Field label="Organizer contact" {...getInputProps(fields.organizerContact, { type: "text" })} errors={fields.organizerContact.errors} />
          </div>
        </fieldset>

        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex gap-3">
          <button type="submit" disabled={pending} className="rounded bg-primary px-5 py-2 text-primary-foreground disabled:opacity-60">
            {pending ? "Creating..." : tier === "standard" ? "Create Event" : "Continue to Payment"}
          </button>
          <Link to="/events" className="rounded border border-border px-5 py-2">
            Cancel
          </Link>
        </div>
      </Form>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Create Event" }];
