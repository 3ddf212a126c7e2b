// /jobs/post's fieldsets: the job, the company and how to apply, the reviewer's contact, and the listing's tier.
import { getInputProps, getSelectProps, getTextareaProps, type useForm } from "@conform-to/react";
import type { z } from "zod";
import { CategorySelect } from "~/components/category-select";
import { Field, SelectField, TextareaField, useValidationText } from "~/components/forms";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, type localJobSchema } from "~/lib/jobs";
import { formatCents } from "~/lib/prices";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  theJob: /*i18n*/ { id: "postJob.theJob", message: "The job" },
  jobTitle: /*i18n*/ { id: "postJob.jobTitle", message: "Job title" },
  employmentType: /*i18n*/ { id: "postJob.employmentType", message: "Employment type" },
  choose: /*i18n*/ { id: "postJob.choose", message: "Choose…" },
  experienceLevel: /*i18n*/ { id: "postJob.experienceLevel", message: "Experience level" },
  any: /*i18n*/ { id: "postJob.any", message: "Any" },
  category: /*i18n*/ { id: "postJob.category", message: "Category" },
  description: /*i18n*/ { id: "postJob.description", message: "Description" },
  location: /*i18n*/ { id: "postJob.location", message: "Location" },
  locationHint: /*i18n*/ { id: "postJob.locationHint", message: "Town and state, e.g. Greenwood, IN (or Remote)" },
  streetAddress: /*i18n*/ { id: "postJob.streetAddress", message: "Street address" },
  salary: /*i18n*/ { id: "postJob.salary", message: "Salary" },
  salaryHint: /*i18n*/ { id: "postJob.salaryHint", message: "e.g. $18 - $21/hr" },
  skills: /*i18n*/ { id: "postJob.skills", message: "Skills" },
  skillsHint: /*i18n*/ { id: "postJob.skillsHint", message: "Separated by commas" },
  requirements: /*i18n*/ { id: "postJob.requirements", message: "Requirements" },
  benefits: /*i18n*/ { id: "postJob.benefits", message: "Benefits" },
} as const;

/** Each tier's name and what it gives. */
const TIER_WORDS = {
  basic: {
    name: /*i18n*/ { id: "postJob.tier_basic", message: "Basic" },
    blurb: /*i18n*/ { id: "postJob.blurb_basic", message: "Listed for 30 days after review." },
  },
  featured: {
    name: /*i18n*/ { id: "postJob.tier_featured", message: "Featured" },
    blurb: /*i18n*/ { id: "postJob.blurb_featured", message: "Pinned to the top of the jobs list for 14 days, listed for 30. Paid at checkout." },
  },
} as const;

/** The employment types' names. */
const EMPLOYMENT_WORDS = {
  "Full-time": /*i18n*/ { id: "postJob.Full-time", message: "Full-time" },
  "Part-time": /*i18n*/ { id: "postJob.Part-time", message: "Part-time" },
  Contract: /*i18n*/ { id: "postJob.Contract", message: "Contract" },
  Temporary: /*i18n*/ { id: "postJob.Temporary", message: "Temporary" },
  Internship: /*i18n*/ { id: "postJob.Internship", message: "Internship" },
} as const;

/** The experience levels' names. */
const EXPERIENCE_WORDS = {
  "Entry level": /*i18n*/ { id: "postJob.Entry level", message: "Entry level" },
  "Mid level": /*i18n*/ { id: "postJob.Mid level", message: "Mid level" },
  "Senior level": /*i18n*/ { id: "postJob.Senior level", message: "Senior level" },
} as const;

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
      <legend className="text-lg font-semibold">{tr(m, WORDS.theJob)}</legend>
      <Field label={tr(m, WORDS.jobTitle)} required errors={fields.title.errors} {...getInputProps(fields.title, { type: "text" })} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={tr(m, WORDS.employmentType)}
          required
          placeholder={tr(m, WORDS.choose)}
          options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: tr(m, EMPLOYMENT_WORDS[t]) }))}
          errors={fields.employmentType.errors}
          {...getSelectProps(fields.employmentType)}
        />
        <SelectField
          label={tr(m, WORDS.experienceLevel)}
          placeholder={tr(m, WORDS.any)}
          options={EXPERIENCE_LEVELS.map((t) => ({ value: t, label: tr(m, EXPERIENCE_WORDS[t]) }))}
          errors={fields.experienceLevel.errors}
          {...getSelectProps(fields.experienceLevel)}
        />
        <CategorySelect
          categories={categories}
          label={tr(m, WORDS.category)}
          placeholder={tr(m, WORDS.choose)}
          optionLang={optionLang}
          errors={fields.categoryId.errors}
          {...getSelectProps(fields.categoryId)}
        />
      </div>
      <TextareaField
        label={tr(m, WORDS.description)}
        required
        rows={6}
        errors={fields.description.errors}
        {...getTextareaProps(fields.description)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={tr(m, WORDS.location)}
          required
          hint={tr(m, WORDS.locationHint)}
          errors={fields.location.errors}
          {...getInputProps(fields.location, { type: "text" })}
        />
        <Field label={tr(m, WORDS.streetAddress)} errors={fields.address.errors} {...getInputProps(fields.address, { type: "text" })} />
        <Field
          label={tr(m, WORDS.salary)}
          hint={tr(m, WORDS.salaryHint)}
          errors={fields.salary.errors}
          {...getInputProps(fields.salary, { type: "text" })}
        />
        <Field
          label={tr(m, WORDS.skills)}
          hint={tr(m, WORDS.skillsHint)}
          errors={fields.skills.errors}
          {...getInputProps(fields.skills, { type: "text" })}
        />
      </div>
      <TextareaField label={tr(m, WORDS.requirements)} rows={3} errors={fields.requirements.errors} {...getTextareaProps(fields.requirements)} />
      <TextareaField label={tr(m, WORDS.benefits)} rows={3} errors={fields.benefits.errors} {...getTextareaProps(fields.benefits)} />
    </fieldset>
  );
}

export function CompanyFieldset({ fields, m }: Form) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postJob.company", message: "Company and how to apply" })}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={tr(m, /*i18n*/ { id: "postJob.companyName", message: "Company name" })}
          required
          errors={fields.company.errors}
          {...getInputProps(fields.company, { type: "text" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postJob.companyWebsite", message: "Company website" })}
          errors={fields.website.errors}
          {...getInputProps(fields.website, { type: "url" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postJob.logoUrl", message: "Logo URL" })}
          errors={fields.companyLogo.errors}
          {...getInputProps(fields.companyLogo, { type: "url" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postJob.applyLink", message: "Application link" })}
          errors={fields.applyUrl.errors}
          {...getInputProps(fields.applyUrl, { type: "url" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postJob.applyEmail", message: "Application email" })}
          errors={fields.applyEmail.errors}
          {...getInputProps(fields.applyEmail, { type: "email" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postJob.applyPhone", message: "Application phone" })}
          errors={fields.applyPhone.errors}
          {...getInputProps(fields.applyPhone, { type: "tel" })}
        />
      </div>
      <p className="text-sm opacity-70">
        {tr(m, /*i18n*/ { id: "postJob.applyNote", message: "Give at least one way to apply: a link, an email address or a phone number." })}
      </p>
    </fieldset>
  );
}

export function ContactFieldset({ fields, m }: Form) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postJob.reviewerContact", message: "Contact for our reviewers" })}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label={tr(m, /*i18n*/ { id: "postJob.name", message: "Name" })}
          errors={fields.contactName.errors}
          {...getInputProps(fields.contactName, { type: "text" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postJob.email", message: "Email" })}
          required
          errors={fields.contactEmail.errors}
          {...getInputProps(fields.contactEmail, { type: "email" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postJob.phone", message: "Phone" })}
          errors={fields.contactPhone.errors}
          {...getInputProps(fields.contactPhone, { type: "tel" })}
        />
      </div>
    </fieldset>
  );
}

function ListingOptions({ fields, m }: Form) {
  return (
    <div className="mt-3 space-y-1 text-sm">
      <label className="flex items-center gap-2">
        <input type="checkbox" name={fields.includeInNewsletter.name} defaultChecked={fields.includeInNewsletter.initialValue === "on"} />{" "}
        {tr(m, /*i18n*/ { id: "postJob.newsletter", message: "Include in the newsletter" })}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name={fields.enableSocialMediaPost.name} defaultChecked={fields.enableSocialMediaPost.initialValue === "on"} />{" "}
        {tr(m, /*i18n*/ { id: "postJob.social", message: "Share on our social media" })}
      </label>
      <label className="flex items-center gap-2">
        <input type="checkbox" name={fields.enablePushNotifications.name} defaultChecked={fields.enablePushNotifications.initialValue === "on"} />{" "}
        {tr(m, /*i18n*/ { id: "postJob.notify", message: "Notify subscribers" })}
      </label>
    </div>
  );
}

export function ListingFieldset({ fields, m, prices }: Form & { prices: { basic: number; featured: number } }) {
  const validationText = useValidationText();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postJob.listing", message: "Listing" })}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {(["basic", "featured"] as const).map((tier) => (
          <label
            key={tier}
            className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-lg border border-border p-4 has-[:checked]:border-primary"
          >
            <input type="radio" name={fields.pricingTier.name} value={tier} defaultChecked={(fields.pricingTier.initialValue ?? "basic") === tier} />
            <span className="font-semibold">
              {tr(m, TIER_WORDS[tier].name)} · {prices[tier] ? formatCents(prices[tier]) : tr(m, /*i18n*/ { id: "postJob.free", message: "Free" })}
            </span>
            <span className="col-start-2 text-sm opacity-80">{tr(m, TIER_WORDS[tier].blurb)}</span>
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
