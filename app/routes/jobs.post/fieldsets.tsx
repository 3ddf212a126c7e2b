// /jobs/post's fieldsets: the job, the company and how to apply, the reviewer's contact, and the listing's tier.
import { getInputProps, getSelectProps, getTextareaProps, type useForm } from "@conform-to/react";
import type { z } from "zod";
import { CategorySelect } from "~/components/category-select";
import { Field, SelectField, TextareaField, useValidationText } from "~/components/forms";
import type { Messages } from "~/lib/i18n/en";
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, type localJobSchema } from "~/lib/jobs";
import { formatCents } from "~/lib/prices";

export type JobFields = ReturnType<typeof useForm<z.input<typeof localJobSchema>>>[1];
type Form = { fields: JobFields; m: Messages<"postJob"> };

export function JobFieldset({
  fields,
  m,
  categories,
  optionLang,
}: Form & { categories: { id: number; name: string }[]; optionLang: string | undefined }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{m.theJob}</legend>
      <Field label={m.jobTitle} required errors={fields.title.errors} {...getInputProps(fields.title, { type: "text" })} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={m.employmentType}
          required
          placeholder={m.choose}
          options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: m[t] }))}
          errors={fields.employmentType.errors}
          {...getSelectProps(fields.employmentType)}
        />
        <SelectField
          label={m.experienceLevel}
          placeholder={m.any}
          options={EXPERIENCE_LEVELS.map((t) => ({ value: t, label: m[t] }))}
          errors={fields.experienceLevel.errors}
          {...getSelectProps(fields.experienceLevel)}
        />
        <CategorySelect
          categories={categories}
          label={m.category}
          placeholder={m.choose}
          optionLang={optionLang}
          errors={fields.categoryId.errors}
          {...getSelectProps(fields.categoryId)}
        />
      </div>
      <TextareaField label={m.description} required rows={6} errors={fields.description.errors} {...getTextareaProps(fields.description)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={m.location}
          required
          hint={m.locationHint}
          errors={fields.location.errors}
          {...getInputProps(fields.location, { type: "text" })}
        />
        <Field label={m.streetAddress} errors={fields.address.errors} {...getInputProps(fields.address, { type: "text" })} />
        <Field label={m.salary} hint={m.salaryHint} errors={fields.salary.errors} {...getInputProps(fields.salary, { type: "text" })} />
        <Field label={m.skills} hint={m.skillsHint} errors={fields.skills.errors} {...getInputProps(fields.skills, { type: "text" })} />
      </div>
      <TextareaField label={m.requirements} rows={3} errors={fields.requirements.errors} {...getTextareaProps(fields.requirements)} />
      <TextareaField label={m.benefits} rows={3} errors={fields.benefits.errors} {...getTextareaProps(fields.benefits)} />
    </fieldset>
  );
}

export function CompanyFieldset({ fields, m }: Form) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{m.company}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.companyName} required errors={fields.company.errors} {...getInputProps(fields.company, { type: "text" })} />
        <Field label={m.companyWebsite} errors={fields.website.errors} {...getInputProps(fields.website, { type: "url" })} />
        <Field label={m.logoUrl} errors={fields.companyLogo.errors} {...getInputProps(fields.companyLogo, { type: "url" })} />
        <Field label={m.applyLink} errors={fields.applyUrl.errors} {...getInputProps(fields.applyUrl, { type: "url" })} />
        <Field label={m.applyEmail} errors={fields.applyEmail.errors} {...getInputProps(fields.applyEmail, { type: "email" })} />
        <Field label={m.applyPhone} errors={fields.applyPhone.errors} {...getInputProps(fields.applyPhone, { type: "tel" })} />
      </div>
      <p className="text-sm opacity-70">{m.applyNote}</p>
    </fieldset>
  );
}

export function ContactFieldset({ fields, m }: Form) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{m.reviewerContact}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={m.name} errors={fields.contactName.errors} {...getInputProps(fields.contactName, { type: "text" })} />
        <Field label={m.email} required errors={fields.contactEmail.errors} {...getInputProps(fields.contactEmail, { type: "email" })} />
        <Field label={m.phone} errors={fields.contactPhone.errors} {...getInputProps(fields.contactPhone, { type: "tel" })} />
      </div>
    </fieldset>
  );
}

function ListingOptions({ fields, m }: Form) {
  return (
    <div className="mt-3 space-y-1 text-sm">
      <label className="flex items-center gap-2">
        <input type="checkbox" name={fields.includeInNewsletter.name} defaultChecked={fields.includeInNewsletter.initialValue === "on"} />{" "}
        {m.newsletter}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name={fields.enableSocialMediaPost.name} defaultChecked={fields.enableSocialMediaPost.initialValue === "on"} />{" "}
        {m.social}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name={fields.enablePushNotifications.name} defaultChecked={fields.enablePushNotifications.initialValue === "on"} />{" "}
        {m.notify}
      </label>
    </div>
  );
}

export function ListingFieldset({ fields, m, prices }: Form & { prices: { basic: number; featured: number } }) {
  const validationText = useValidationText();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{m.listing}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {(["basic", "featured"] as const).map((tier) => (
          <label
            key={tier}
            className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-lg border border-border p-4 has-[:checked]:border-primary"
          >
            <input type="radio" name={fields.pricingTier.name} value={tier} defaultChecked={(fields.pricingTier.initialValue ?? "basic") === tier} />
            <span className="font-semibold">
              {m[`tier_${tier}`]} · {prices[tier] ? formatCents(prices[tier]) : m.free}
            </span>
            <span className="col-start-2 text-sm opacity-80">{m[`blurb_${tier}`]}</span>
          </label>
        ))}
      </div>
      {fields.pricingTier.errors ? (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {fields.pricingTier.errors.map(validationText).slice(0, 1)}
        </p>
      ) : null}
      <ListingOptions fields={fields} m={m} />
    </fieldset>
  );
}
