// The event form's detail and contact fieldsets, shared by /events/create and /events/{id}/edit.
import { getInputProps, getSelectProps, getTextareaProps, type useForm } from "@conform-to/react";
import { CategorySelect } from "~/components/category-select";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/forms";
import { PictureInput } from "~/components/picture";
import type { EventFormInput, EventFormOutput } from "~/lib/event-form";
import { MONTH_WEEK_LABELS, WEEKDAY_CODES, WEEKDAY_NAMES } from "~/lib/recurrence";

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
        <CategorySelect
          categories={categories}
          {...getSelectProps(fields.categoryId)}
          errors={fields.categoryId.errors}
          placeholder="Select a category"
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
        <Field
          label="Location"
          {...getInputProps(fields.location, { type: "text" })}
          errors={fields.location.errors}
          placeholder="Venue name"
          required
        />
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
        <Field
          label="Tags"
          {...getInputProps(fields.tags, { type: "text" })}
          errors={fields.tags.errors}
          hint="Comma-separated, e.g. music, family, outdoors"
        />
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

const box = "rounded border border-border bg-background px-2 py-1";
const initial = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []);

/**
 * "Repeats" (issue 33 §3) with plain fields only: a select, radios and checkboxes, read the same with and without
 * JavaScript. Parts left empty follow the start date (its weekday, its day of the month).
 */
export function RepeatsFields({ fields, scope }: { fields: EventFields; scope?: boolean }) {
  const days = initial(fields.weekdays.initialValue);
  const monthlyBy = fields.monthlyBy.initialValue ?? "day";
  const ends = fields.ends.initialValue ?? "count";
  return (
    <fieldset className="space-y-4" data-testid="repeats">
      <legend className="text-lg font-semibold">Repeats</legend>
      {scope ? (
        <fieldset className="rounded border border-border p-3">
          <legend className="px-1 text-sm font-medium">This event is one date of a series. Save changes for</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="flex items-center gap-2">
              <input type="radio" name={fields.scope.name} value="this" defaultChecked={(fields.scope.initialValue ?? "this") === "this"} />
              This date only
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name={fields.scope.name} value="following" defaultChecked={fields.scope.initialValue === "following"} />
              This and following dates
            </label>
          </div>
          <p className="mt-1 text-xs opacity-80">The repeat rule below applies to “this and following dates”.</p>
        </fieldset>
      ) : null}
      <SelectField
        label="Repeats"
        {...getSelectProps(fields.repeats)}
        errors={fields.repeats.errors}
        options={[
          { value: "none", label: "Does not repeat" },
          { value: "weekly", label: "Weekly" },
          { value: "monthly", label: "Monthly" },
          { value: "custom", label: "Custom" },
        ]}
        hint="Parts you leave empty follow the start date."
      />
      <fieldset>
        <legend className="text-sm font-medium">Weekly: on</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {WEEKDAY_CODES.map((code) => (
            <label key={code} className={`flex items-center gap-1 ${box}`}>
              <input type="checkbox" name={fields.weekdays.name} value={code} defaultChecked={days.includes(code)} />
              {WEEKDAY_NAMES[code].slice(0, 3)}
              <span className="sr-only">{WEEKDAY_NAMES[code].slice(3)}</span>
            </label>
          ))}
        </div>
        <ErrorList errors={fields.weekdays.errors} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">Monthly: on</legend>
        <div className="mt-1 space-y-2">
          <label className="flex flex-wrap items-center gap-2">
            <input type="radio" name={fields.monthlyBy.name} value="day" defaultChecked={monthlyBy === "day"} />
            day
            <input
              type="number"
              min={1}
              max={31}
              name={fields.monthDay.name}
              defaultValue={fields.monthDay.initialValue ?? ""}
              aria-label="Day of the month"
              className={`w-20 ${box}`}
            />
            of the month
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2">
              <input type="radio" name={fields.monthlyBy.name} value="weekday" defaultChecked={monthlyBy === "weekday"} />
              the
            </label>
            <select
              name={fields.monthWeek.name}
              defaultValue={fields.monthWeek.initialValue ?? ""}
              aria-label="Which week of the month"
              className={box}
            >
              <option value="">(as the start date)</option>
              {MONTH_WEEK_LABELS.map((w) => (
                <option key={w.value} value={w.value}>
                  {w.label}
                </option>
              ))}
            </select>
            <select
              name={fields.monthWeekday.name}
              defaultValue={fields.monthWeekday.initialValue ?? ""}
              aria-label="Day of the week"
              className={box}
            >
              <option value="">(weekday of the start date)</option>
              {WEEKDAY_CODES.map((code) => (
                <option key={code} value={code}>
                  {WEEKDAY_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ErrorList errors={[...(fields.monthDay.errors ?? []), ...(fields.monthWeek.errors ?? []), ...(fields.monthWeekday.errors ?? [])]} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">Custom: every</legend>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            type="number"
            min={1}
            max={99}
            name={fields.interval.name}
            defaultValue={fields.interval.initialValue ?? ""}
            placeholder="2"
            aria-label="Every how many"
            className={`w-20 ${box}`}
          />
          <select
            name={fields.customUnit.name}
            defaultValue={fields.customUnit.initialValue ?? "week"}
            aria-label="Days, weeks or months"
            className={box}
          >
            <option value="day">days</option>
            <option value="week">weeks (on the days ticked above)</option>
            <option value="month">months (as chosen above)</option>
          </select>
        </div>
        <ErrorList errors={fields.interval.errors} />
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium">Ends</legend>
        <div className="mt-1 space-y-2">
          <label className="flex flex-wrap items-center gap-2">
            <input type="radio" name={fields.ends.name} value="count" defaultChecked={ends === "count"} />
            after
            <input
              type="number"
              min={1}
              max={365}
              name={fields.count.name}
              defaultValue={fields.count.initialValue ?? "10"}
              aria-label="Number of times"
              className={`w-20 ${box}`}
            />
            times
          </label>
          <label className="flex flex-wrap items-center gap-2">
            <input type="radio" name={fields.ends.name} value="until" defaultChecked={ends === "until"} />
            on
            <input type="date" name={fields.until.name} defaultValue={fields.until.initialValue ?? ""} aria-label="End date" className={box} />
          </label>
        </div>
        <ErrorList errors={[...(fields.count.errors ?? []), ...(fields.until.errors ?? [])]} />
      </fieldset>
    </fieldset>
  );
}
