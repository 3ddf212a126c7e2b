// The event form's detail and contact fieldsets, shared by /events/create and /events/{id}/edit.
import { getInputProps, getSelectProps, getTextareaProps, type useForm } from "@conform-to/react";
import { CategorySelect } from "~/components/category-select";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/forms";
import { PictureInput } from "~/components/picture";
import type { EventFormInput, EventFormOutput } from "~/lib/event-form";
import type { Messages } from "~/lib/i18n/en";
import { MONTH_WEEKS, WEEKDAY_CODES } from "~/lib/recurrence";

/** The form's words in the reader's language, sent by the page's loader (`postEvent`). */
export type EventFormMessages = Messages<"postEvent">;

type EventFields = ReturnType<typeof useForm<EventFormInput, EventFormOutput>>[1];

/** Registration and the organiser's contact details. */
function RegistrationFieldset({ fields, m }: { fields: EventFields; m: EventFormMessages }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{m.registration}</legend>
      <label className="flex items-center gap-2">
        <input {...getInputProps(fields.registrationRequired, { type: "checkbox" })} />
        <span>{m.registrationRequired}</span>
      </label>
      <Field label={m.registrationUrl} {...getInputProps(fields.registrationUrl, { type: "url" })} errors={fields.registrationUrl.errors} />
      <Field label={m.website} {...getInputProps(fields.websiteUrl, { type: "url" })} errors={fields.websiteUrl.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.contactEmail} {...getInputProps(fields.contactEmail, { type: "email" })} errors={fields.contactEmail.errors} />
        <Field label={m.contactPhone} {...getInputProps(fields.contactPhone, { type: "tel" })} errors={fields.contactPhone.errors} />
        <Field label={m.organizerName} {...getInputProps(fields.organizerName, { type: "text" })} errors={fields.organizerName.errors} />
        <Field label={m.organizerContact} {...getInputProps(fields.organizerContact, { type: "text" })} errors={fields.organizerContact.errors} />
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
        <legend className="text-lg font-semibold">{m.details}</legend>
        <Field label={m.title} {...getInputProps(fields.title, { type: "text" })} errors={fields.title.errors} required />
        <TextareaField label={m.description} rows={5} {...getTextareaProps(fields.description)} lang={valueLang} errors={fields.description.errors} />
        <CategorySelect
          categories={categories}
          {...getSelectProps(fields.categoryId)}
          errors={fields.categoryId.errors}
          label={m.category}
          placeholder={m.selectCategory}
          optionLang={optionLang}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={m.start}
            {...getInputProps(fields.startDate, { type: "datetime-local" })}
            errors={fields.startDate.errors}
            hint={m.startHint}
            required
          />
          <Field label={m.end} {...getInputProps(fields.endDate, { type: "datetime-local" })} errors={fields.endDate.errors} />
        </div>
        <Field
          label={m.location}
          {...getInputProps(fields.location, { type: "text" })}
          errors={fields.location.errors}
          placeholder={m.locationPlaceholder}
          required
        />
        <Field label={m.address} {...getInputProps(fields.address, { type: "text" })} errors={fields.address.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.imageUrl} {...getInputProps(fields.imageUrl, { type: "url" })} errors={fields.imageUrl.errors} hint={m.imageUrlHint} />
          <PictureInput
            label={m.uploadImage}
            name="image"
            errors={imageErrors}
            altName={fields.imageAlt.name}
            altLabel={m.imageAlt}
            altPlaceholder={m.altPlaceholder}
            hint={m.pictureHint}
          />
        </div>
        <Field
          label={m.price}
          {...getInputProps(fields.price, { type: "text" })}
          inputMode="decimal"
          errors={fields.price.errors}
          hint={m.priceHint}
        />
        <Field label={m.tags} {...getInputProps(fields.tags, { type: "text" })} errors={fields.tags.errors} hint={m.tagsHint} />
        <Field label={m.maxAttendees} {...getInputProps(fields.maxAttendees, { type: "number" })} min={1} errors={fields.maxAttendees.errors} />
      </fieldset>

      <RegistrationFieldset fields={fields} m={m} />
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
      <legend className="px-1 text-sm font-medium">{m.scopeLegend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <label className="flex items-center gap-2">
          <input type="radio" name={fields.scope.name} value="this" defaultChecked={(fields.scope.initialValue ?? "this") === "this"} />
          {m.thisDate}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={fields.scope.name} value="following" defaultChecked={fields.scope.initialValue === "following"} />
          {m.following}
        </label>
      </div>
      <p className="mt-1 text-xs opacity-80">{m.scopeNote}</p>
    </fieldset>
  );
}

function WeeklyFieldset({ fields, m }: Repeats) {
  const days = initial(fields.weekdays.initialValue);
  return (
    <fieldset>
      <legend className="text-sm font-medium">{m.weeklyOn}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {WEEKDAY_CODES.map((code) => (
          <label key={code} className={`flex items-center gap-1 ${box}`}>
            <input type="checkbox" name={fields.weekdays.name} value={code} defaultChecked={days.includes(code)} />
            {m[`day_${code}`].slice(0, 3)}
            <span className="sr-only">{m[`day_${code}`].slice(3)}</span>
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
      <legend className="text-sm font-medium">{m.monthlyOn}</legend>
      <div className="mt-1 space-y-2">
        <label className="flex flex-wrap items-center gap-2">
          <input type="radio" name={fields.monthlyBy.name} value="day" defaultChecked={monthlyBy === "day"} />
          {m.day}
          <input
            type="number"
            min={1}
            max={31}
            name={fields.monthDay.name}
            defaultValue={fields.monthDay.initialValue ?? ""}
            aria-label={m.dayOfMonth}
            className={`w-20 ${box}`}
          />
          {m.ofTheMonth}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2">
            <input type="radio" name={fields.monthlyBy.name} value="weekday" defaultChecked={monthlyBy === "weekday"} />
            {m.the}
          </label>
          <select name={fields.monthWeek.name} defaultValue={fields.monthWeek.initialValue ?? ""} aria-label={m.whichWeek} className={box}>
            <option value="">{m.asStart}</option>
            {MONTH_WEEKS.map((w) => (
              <option key={w} value={w}>
                {m[`week_${w}`]}
              </option>
            ))}
          </select>
          <select name={fields.monthWeekday.name} defaultValue={fields.monthWeekday.initialValue ?? ""} aria-label={m.dayOfWeek} className={box}>
            <option value="">{m.weekdayOfStart}</option>
            {WEEKDAY_CODES.map((code) => (
              <option key={code} value={code}>
                {m[`day_${code}`]}
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
      <legend className="text-sm font-medium">{m.customEvery}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          type="number"
          min={1}
          max={99}
          name={fields.interval.name}
          defaultValue={fields.interval.initialValue ?? ""}
          placeholder="2"
          aria-label={m.everyHowMany}
          className={`w-20 ${box}`}
        />
        <select name={fields.customUnit.name} defaultValue={fields.customUnit.initialValue ?? "week"} aria-label={m.units} className={box}>
          <option value="day">{m.unit_day}</option>
          <option value="week">{m.unit_week}</option>
          <option value="month">{m.unit_month}</option>
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
      <legend className="text-sm font-medium">{m.ends}</legend>
      <div className="mt-1 space-y-2">
        <label className="flex flex-wrap items-center gap-2">
          <input type="radio" name={fields.ends.name} value="count" defaultChecked={ends === "count"} />
          {m.after}
          <input
            type="number"
            min={1}
            max={365}
            name={fields.count.name}
            defaultValue={fields.count.initialValue ?? "10"}
            aria-label={m.numberOfTimes}
            className={`w-20 ${box}`}
          />
          {m.times}
        </label>
        <label className="flex flex-wrap items-center gap-2">
          <input type="radio" name={fields.ends.name} value="until" defaultChecked={ends === "until"} />
          {m.on}
          <input type="date" name={fields.until.name} defaultValue={fields.until.initialValue ?? ""} aria-label={m.endDate} className={box} />
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
      <legend className="text-lg font-semibold">{m.repeats}</legend>
      {scope ? <ScopeFieldset fields={fields} m={m} /> : null}
      <SelectField
        label={m.repeats}
        {...getSelectProps(fields.repeats)}
        errors={fields.repeats.errors}
        options={[
          { value: "none", label: m.repeat_none },
          { value: "weekly", label: m.repeat_weekly },
          { value: "monthly", label: m.repeat_monthly },
          { value: "custom", label: m.repeat_custom },
        ]}
        hint={m.repeatsHint}
      />
      <WeeklyFieldset fields={fields} m={m} />
      <MonthlyFieldset fields={fields} m={m} />
      <CustomFieldset fields={fields} m={m} />
      <EndsFieldset fields={fields} m={m} />
    </fieldset>
  );
}
