// The event form's detail and contact fieldsets, shared by /events/create and /events/{id}/edit.
import { getInputProps, getSelectProps, getTextareaProps, type useForm } from "@conform-to/react";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { PictureInput } from "~/components/picture";
import type { EventFormInput, EventFormOutput } from "~/lib/event-form";

type EventFields = ReturnType<typeof useForm<EventFormInput, EventFormOutput>>[1];

export function EventDetailsFields({
  fields,
  categories,
  imageErrors,
}: {
  fields: EventFields;
  categories: Array<{ id: number; name: string }>;
  imageErrors?: string[] | null;
}) {
  return (
    <>
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
              errors={imageErrors}
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

    </>
  );
}
