// The event form's detail and contact fieldsets, shared by /events/create and /events/{id}/edit.
import { getInputProps, getSelectProps, getTextareaProps, type useForm } from "@conform-to/react";
import { CategorySelect } from "~/components/category-select";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/forms";
import { PictureInput } from "~/components/picture";
import type { EventFormInput, EventFormOutput } from "~/lib/event-form";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { MONTH_WEEKS, WEEKDAY_CODES } from "~/lib/recurrence";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  details: /*i18n*/ { id: "postEvent.details", message: "Event details" },
  title: /*i18n*/ { id: "postEvent.title", message: "Title" },
  description: /*i18n*/ { id: "postEvent.description", message: "Description" },
  category: /*i18n*/ { id: "postEvent.category", message: "Category" },
  selectCategory: /*i18n*/ { id: "postEvent.selectCategory", message: "Select a category" },
  start: /*i18n*/ { id: "postEvent.start", message: "Start Date & Time" },
  startHint: /*i18n*/ { id: "postEvent.startHint", message: "Greenwood (Indianapolis) time" },
  end: /*i18n*/ { id: "postEvent.end", message: "End Date & Time" },
  location: /*i18n*/ { id: "postEvent.location", message: "Location" },
  locationPlaceholder: /*i18n*/ { id: "postEvent.locationPlaceholder", message: "Venue name" },
  address: /*i18n*/ { id: "postEvent.address", message: "Address" },
  imageUrl: /*i18n*/ { id: "postEvent.imageUrl", message: "Image URL" },
  imageUrlHint: /*i18n*/ { id: "postEvent.imageUrlHint", message: "Or upload a picture." },
  uploadImage: /*i18n*/ { id: "postEvent.uploadImage", message: "Upload an image" },
  imageAlt: /*i18n*/ { id: "postEvent.imageAlt", message: "Describe the image (alt text)" },
  altPlaceholder: /*i18n*/ { id: "postEvent.altPlaceholder", message: "Defaults to the title" },
  pictureHint: /*i18n*/ { id: "postEvent.pictureHint", message: "JPG, PNG, GIF or WebP, under 10MB." },
  price: /*i18n*/ { id: "postEvent.price", message: "Ticket price (USD)" },
  priceHint: /*i18n*/ { id: "postEvent.priceHint", message: "Leave empty for a free event. This is what attendees pay, not the listing fee." },
  tags: /*i18n*/ { id: "postEvent.tags", message: "Tags" },
  tagsHint: /*i18n*/ { id: "postEvent.tagsHint", message: "Comma-separated, e.g. music, family, outdoors" },
  maxAttendees: /*i18n*/ { id: "postEvent.maxAttendees", message: "Maximum attendees" },
} as const;

/** The weekdays' names on the repeat choices. */
const DAY_NAMES = {
  MO: /*i18n*/ { id: "postEvent.day_MO", message: "Monday" },
  TU: /*i18n*/ { id: "postEvent.day_TU", message: "Tuesday" },
  WE: /*i18n*/ { id: "postEvent.day_WE", message: "Wednesday" },
  TH: /*i18n*/ { id: "postEvent.day_TH", message: "Thursday" },
  FR: /*i18n*/ { id: "postEvent.day_FR", message: "Friday" },
  SA: /*i18n*/ { id: "postEvent.day_SA", message: "Saturday" },
  SU: /*i18n*/ { id: "postEvent.day_SU", message: "Sunday" },
} as const;

/** Which week of the month ("second", "last"). */
const WEEK_NAMES = {
  "1": /*i18n*/ { id: "postEvent.week_1", message: "first" },
  "2": /*i18n*/ { id: "postEvent.week_2", message: "second" },
  "3": /*i18n*/ { id: "postEvent.week_3", message: "third" },
  "4": /*i18n*/ { id: "postEvent.week_4", message: "fourth" },
  "-1": /*i18n*/ { id: "postEvent.week_-1", message: "last" },
} as const;

/** The form's words in the reader's language, sent by the page's loader (`postEvent`). */
export type EventFormMessages = Messages<"postEvent">;

type EventFields = ReturnType<typeof useForm<EventFormInput, EventFormOutput>>[1];

/** Registration and the organiser's contact details. */
function RegistrationFieldset({ fields, m }: { fields: EventFields; m: EventFormMessages }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postEvent.registration", message: "Registration and contact" })}</legend>
      <label className="flex items-center gap-2">
        <input {...getInputProps(fields.registrationRequired, { type: "checkbox" })} />
        <span>{tr(m, /*i18n*/ { id: "postEvent.registrationRequired", message: "Registration required" })}</span>
      </label>
      <Field
        label={tr(m, /*i18n*/ { id: "postEvent.registrationUrl", message: "Registration URL" })}
        {...getInputProps(fields.registrationUrl, { type: "url" })}
        errors={fields.registrationUrl.errors}
      />
      <Field
        label={tr(m, /*i18n*/ { id: "postEvent.website", message: "Website" })}
        {...getInputProps(fields.websiteUrl, { type: "url" })}
        errors={fields.websiteUrl.errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={tr(m, /*i18n*/ { id: "postEvent.contactEmail", message: "Contact email" })}
          {...getInputProps(fields.contactEmail, { type: "email" })}
          errors={fields.contactEmail.errors}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postEvent.contactPhone", message: "Contact phone" })}
          {...getInputProps(fields.contactPhone, { type: "tel" })}
          errors={fields.contactPhone.errors}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postEvent.organizerName", message: "Organizer name" })}
          {...getInputProps(fields.organizerName, { type: "text" })}
          errors={fields.organizerName.errors}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postEvent.organizerContact", message: "Organizer contact" })}
          {...getInputProps(fields.organizerContact, { type: "text" })}
          errors={fields.organizerContact.errors}
        />
      </div>
    </fieldset>
  );
}

export function EventDetailsFields({
  fields,
  categories,
  imageErrors,
  m,
  optionLang,
  valueLang,
}: {
  fields: EventFields;
  categories: Array<{ id: number; name: string }>;
  imageErrors?: string[] | null;
  m: EventFormMessages;
  /** "en" on a page in another language: the categories are what admins wrote. */
  optionLang?: string;
  /** "en" where the fields hold what people wrote (an edit) on a page in another language. */
  valueLang?: string;
}) {
  return (
    <>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">{tr(m, WORDS.details)}</legend>
        <Field label={tr(m, WORDS.title)} {...getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} required />
        <TextareaField
          label={tr(m, WORDS.description)}
          rows={5}
          {...getTextareaProps(fields.description)}
          lang={valueLang}
          errors={fields.description.errors}
        />
        <CategorySelect
          categories={categories}
          {...getSelectProps(fields.categoryId)}
          errors={fields.categoryId.errors}
          label={tr(m, WORDS.category)}
          placeholder={tr(m, WORDS.selectCategory)}
          optionLang={optionLang}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={tr(m, WORDS.start)}
            {...getInputProps(fields.startDate, { type: "datetime-local" })}
            errors={fields.startDate.errors}
            hint={tr(m, WORDS.startHint)}
            required
          />
          <Field label={tr(m, WORDS.end)} {...getInputProps(fields.endDate, { type: "datetime-local" })} errors={fields.endDate.errors} />
        </div>
        <Field
          label={tr(m, WORDS.location)}
          {...getInputProps(fields.location, { type: "text" })}
          errors={fields.location.errors}
          placeholder={tr(m, WORDS.locationPlaceholder)}
          required
        />
        <Field label={tr(m, WORDS.address)} {...getInputProps(fields.address, { type: "text" })} errors={fields.address.errors} />
        <PictureAndPriceFields fields={fields} m={m} imageErrors={imageErrors} />
      </fieldset>

      <RegistrationFieldset fields={fields} m={m} />
    </>
  );
}

/** The event's picture (an address or an upload), its price, tags and the attendee limit. */
function PictureAndPriceFields({ fields, m, imageErrors }: { fields: EventFields; m: EventFormMessages; imageErrors?: string[] | null }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={tr(m, WORDS.imageUrl)}
          {...getInputProps(fields.imageUrl, { type: "url" })}
          errors={fields.imageUrl.errors}
          hint={tr(m, WORDS.imageUrlHint)}
        />
        <PictureInput
          label={tr(m, WORDS.uploadImage)}
          name="image"
          errors={imageErrors}
          altName={fields.imageAlt.name}
          altLabel={tr(m, WORDS.imageAlt)}
          altPlaceholder={tr(m, WORDS.altPlaceholder)}
          hint={tr(m, WORDS.pictureHint)}
        />
      </div>
      <Field
        label={tr(m, WORDS.price)}
        {...getInputProps(fields.price, { type: "text" })}
        inputMode="decimal"
        errors={fields.price.errors}
        hint={tr(m, WORDS.priceHint)}
      />
      <Field label={tr(m, WORDS.tags)} {...getInputProps(fields.tags, { type: "text" })} errors={fields.tags.errors} hint={tr(m, WORDS.tagsHint)} />
      <Field
        label={tr(m, WORDS.maxAttendees)}
        {...getInputProps(fields.maxAttendees, { type: "number" })}
        min={1}
        errors={fields.maxAttendees.errors}
      />
    </>
  );
}

const box = "rounded border border-border bg-background px-2 py-1";
const initial = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : []);

type Repeats = { fields: EventFields; m: EventFormMessages };

/** On an edit of one date of a series: this date only, or this one and the following. */
function ScopeFieldset({ fields, m }: Repeats) {
  return (
    <fieldset className="rounded border border-border p-3">
      <legend className="px-1 text-sm font-medium">
        {tr(m, /*i18n*/ { id: "postEvent.scopeLegend", message: "This event is one date of a series. Save changes for" })}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2">
          <input type="radio" name={fields.scope.name} value="this" defaultChecked={(fields.scope.initialValue ?? "this") === "this"} />
          {tr(m, /*i18n*/ { id: "postEvent.thisDate", message: "This date only" })}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={fields.scope.name} value="following" defaultChecked={fields.scope.initialValue === "following"} />
          {tr(m, /*i18n*/ { id: "postEvent.following", message: "This and following dates" })}
        </label>
      </div>
      <p className="mt-1 text-xs opacity-80">
        {tr(m, /*i18n*/ { id: "postEvent.scopeNote", message: "The repeat rule below applies to “this and following dates”." })}
      </p>
    </fieldset>
  );
}

function WeeklyFieldset({ fields, m }: Repeats) {
  const days = initial(fields.weekdays.initialValue);
  return (
    <fieldset>
      <legend className="text-sm font-medium">{tr(m, /*i18n*/ { id: "postEvent.weeklyOn", message: "Weekly: on" })}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {WEEKDAY_CODES.map((code) => (
          <label key={code} className={`flex items-center gap-1 ${box}`}>
            <input type="checkbox" name={fields.weekdays.name} value={code} defaultChecked={days.includes(code)} />
            {tr(m, DAY_NAMES[code]).slice(0, 3)}
            <span className="sr-only">{tr(m, DAY_NAMES[code]).slice(3)}</span>
          </label>
        ))}
      </div>
      <ErrorList errors={fields.weekdays.errors} />
    </fieldset>
  );
}

/** On a day of the month, or on the first/second/… weekday of it; both parts left empty follow the start date. */
function MonthlyFieldset({ fields, m }: Repeats) {
  const monthlyBy = fields.monthlyBy.initialValue ?? "day";
  return (
    <fieldset>
      <legend className="text-sm font-medium">{tr(m, /*i18n*/ { id: "postEvent.monthlyOn", message: "Monthly: on" })}</legend>
      <div className="mt-1 space-y-2">
        <label className="flex flex-wrap items-center gap-2">
          <input type="radio" name={fields.monthlyBy.name} value="day" defaultChecked={monthlyBy === "day"} />
          {tr(m, /*i18n*/ { id: "postEvent.day", message: "day" })}
          <input
            type="number"
            min={1}
            max={31}
            name={fields.monthDay.name}
            defaultValue={fields.monthDay.initialValue ?? ""}
            aria-label={tr(m, /*i18n*/ { id: "postEvent.dayOfMonth", message: "Day of the month" })}
            className={`w-20 ${box}`}
          />
          {tr(m, /*i18n*/ { id: "postEvent.ofTheMonth", message: "of the month" })}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2">
            <input type="radio" name={fields.monthlyBy.name} value="weekday" defaultChecked={monthlyBy === "weekday"} />
            {tr(m, /*i18n*/ { id: "postEvent.the", message: "the" })}
          </label>
          <select
            name={fields.monthWeek.name}
            defaultValue={fields.monthWeek.initialValue ?? ""}
            aria-label={tr(m, /*i18n*/ { id: "postEvent.whichWeek", message: "Which week of the month" })}
            className={box}
          >
            <option value="">{tr(m, /*i18n*/ { id: "postEvent.asStart", message: "(as the start date)" })}</option>
            {MONTH_WEEKS.map((w) => (
              <option key={w} value={w}>
                {tr(m, WEEK_NAMES[w])}
              </option>
            ))}
          </select>
          <select
            name={fields.monthWeekday.name}
            defaultValue={fields.monthWeekday.initialValue ?? ""}
            aria-label={tr(m, /*i18n*/ { id: "postEvent.dayOfWeek", message: "Day of the week" })}
            className={box}
          >
            <option value="">{tr(m, /*i18n*/ { id: "postEvent.weekdayOfStart", message: "(weekday of the start date)" })}</option>
            {WEEKDAY_CODES.map((code) => (
              <option key={code} value={code}>
                {tr(m, DAY_NAMES[code])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorList errors={[...(fields.monthDay.errors ?? []), ...(fields.monthWeek.errors ?? []), ...(fields.monthWeekday.errors ?? [])]} />
    </fieldset>
  );
}

function CustomFieldset({ fields, m }: Repeats) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{tr(m, /*i18n*/ { id: "postEvent.customEvery", message: "Custom: every" })}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          type="number"
          min={1}
          max={99}
          name={fields.interval.name}
          defaultValue={fields.interval.initialValue ?? ""}
          placeholder="2"
          aria-label={tr(m, /*i18n*/ { id: "postEvent.everyHowMany", message: "Every how many" })}
          className={`w-20 ${box}`}
        />
        <select
          name={fields.customUnit.name}
          defaultValue={fields.customUnit.initialValue ?? "week"}
          aria-label={tr(m, /*i18n*/ { id: "postEvent.units", message: "Days, weeks or months" })}
          className={box}
        >
          <option value="day">{tr(m, /*i18n*/ { id: "postEvent.unit_day", message: "days" })}</option>
          <option value="week">{tr(m, /*i18n*/ { id: "postEvent.unit_week", message: "weeks (on the days ticked above)" })}</option>
          <option value="month">{tr(m, /*i18n*/ { id: "postEvent.unit_month", message: "months (as chosen above)" })}</option>
        </select>
      </div>
      <ErrorList errors={fields.interval.errors} />
    </fieldset>
  );
}

function EndsFieldset({ fields, m }: Repeats) {
  const ends = fields.ends.initialValue ?? "count";
  return (
    <fieldset>
      <legend className="text-sm font-medium">{tr(m, /*i18n*/ { id: "postEvent.ends", message: "Ends" })}</legend>
      <div className="mt-1 space-y-2">
        <label className="flex flex-wrap items-center gap-2">
          <input type="radio" name={fields.ends.name} value="count" defaultChecked={ends === "count"} />
          {tr(m, /*i18n*/ { id: "postEvent.after", message: "after" })}
          <input
            type="number"
            min={1}
            max={365}
            name={fields.count.name}
            defaultValue={fields.count.initialValue ?? "10"}
            aria-label={tr(m, /*i18n*/ { id: "postEvent.numberOfTimes", message: "Number of times" })}
            className={`w-20 ${box}`}
          />
          {tr(m, /*i18n*/ { id: "postEvent.times", message: "times" })}
        </label>
        <label className="flex flex-wrap items-center gap-2">
          <input type="radio" name={fields.ends.name} value="until" defaultChecked={ends === "until"} />
          {tr(m, /*i18n*/ { id: "postEvent.on", message: "on" })}
          <input
            type="date"
            name={fields.until.name}
            defaultValue={fields.until.initialValue ?? ""}
            aria-label={tr(m, /*i18n*/ { id: "postEvent.endDate", message: "End date" })}
            className={box}
          />
        </label>
      </div>
      <ErrorList errors={[...(fields.count.errors ?? []), ...(fields.until.errors ?? [])]} />
    </fieldset>
  );
}

/**
 * "Repeats" (issue 33 §3) with plain fields only: a select, radios and checkboxes, read the same with and without
 * JavaScript. Parts left empty follow the start date (its weekday, its day of the month).
 */
export function RepeatsFields({ fields, scope, m }: { fields: EventFields; scope?: boolean; m: EventFormMessages }) {
  return (
    <fieldset className="space-y-4" data-testid="repeats">
      <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postEvent.repeats", message: "Repeats" })}</legend>
      {scope ? <ScopeFieldset fields={fields} m={m} /> : null}
      <SelectField
        label={tr(m, /*i18n*/ { id: "postEvent.repeats", message: "Repeats" })}
        {...getSelectProps(fields.repeats)}
        errors={fields.repeats.errors}
        options={[
          { value: "none", label: tr(m, /*i18n*/ { id: "postEvent.repeat_none", message: "Does not repeat" }) },
          { value: "weekly", label: tr(m, /*i18n*/ { id: "postEvent.repeat_weekly", message: "Weekly" }) },
          { value: "monthly", label: tr(m, /*i18n*/ { id: "postEvent.repeat_monthly", message: "Monthly" }) },
          { value: "custom", label: tr(m, /*i18n*/ { id: "postEvent.repeat_custom", message: "Custom" }) },
        ]}
        hint={tr(m, /*i18n*/ { id: "postEvent.repeatsHint", message: "Parts you leave empty follow the start date." })}
      />
      <WeeklyFieldset fields={fields} m={m} />
      <MonthlyFieldset fields={fields} m={m} />
      <CustomFieldset fields={fields} m={m} />
      <EndsFieldset fields={fields} m={m} />
    </fieldset>
  );
}
