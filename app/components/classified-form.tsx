// The ad's fields, shared by /post-classified and the owner's edit page (part 2 §5: rules and messages).
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { CategorySelect } from "~/components/category-select";
import { Field, TextareaField, useValidationText } from "~/components/forms";
import { CLASSIFIED_CATEGORIES, PROHIBITED_ITEMS_RULE } from "~/lib/classifieds";

type AdKey = "title" | "description" | "category" | "price" | "location" | "contactEmail" | "contactPhone";
type AdFields<Schema extends Record<string, unknown>> = { [K in AdKey]: FieldMetadata<unknown, Schema, string[]> };

export function ClassifiedFieldset<Schema extends Record<string, unknown>>({ fields }: { fields: AdFields<Schema> }) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Ad details</legend>
      <Field
        label="Title"
        {...getInputProps(fields.title, { type: "text" })}
        errors={fields.title.errors}
        placeholder="What are you selling or offering?"
        required
      />
      <TextareaField
        label="Description"
        rows={6}
        {...getTextareaProps(fields.description)}
        errors={fields.description.errors}
        placeholder="Condition, size, pick-up details..."
        required
      />
      <CategorySelect
        categories={CLASSIFIED_CATEGORIES}
        {...getSelectProps(fields.category)}
        errors={fields.category.errors}
        placeholder="Select a category"
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Price" {...getInputProps(fields.price, { type: "text" })} errors={fields.price.errors} placeholder="$100, OBO $50, Free" />
        <Field
          label="Location"
          {...getInputProps(fields.location, { type: "text" })}
          errors={fields.location.errors}
          placeholder="Old Town Greenwood"
        />
        <Field label="Contact Email" {...getInputProps(fields.contactEmail, { type: "email" })} errors={fields.contactEmail.errors} />
        <Field label="Contact Phone" {...getInputProps(fields.contactPhone, { type: "tel" })} errors={fields.contactPhone.errors} />
      </div>
      <p className="text-xs opacity-70">Your contact details are shown to signed-in members only.</p>
      <p role="note" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        {PROHIBITED_ITEMS_RULE}
      </p>
    </fieldset>
  );
}

/** The file input for photos; a plain multipart field, so it works without JavaScript. */
export function PhotoInput({ limit, errors, keptNote }: { limit: number; errors?: string[]; keptNote?: boolean }) {
  const validationText = useValidationText();
  return (
    <div>
      <label htmlFor="photos" className="block text-sm font-medium">
        Photos
      </label>
      <input
        id="photos"
        name="photos"
        type="file"
        multiple
        accept="image/jpeg,image/png,image/gif,image/webp"
        aria-describedby="photos-hint"
        className="mt-1 block w-full text-sm file:mr-3 file:rounded file:border file:border-border file:bg-secondary file:px-3 file:py-1.5"
      />
      <p id="photos-hint" className="mt-1 text-xs opacity-70">
        Up to {limit} photos: JPEG, PNG, GIF or WebP, under 10 MB each.
        {keptNote ? " Photos are not kept after an error; please choose them again." : ""}
      </p>
      {errors?.length ? (
        <ul className="mt-1 space-y-0.5 text-sm text-red-700" role="alert">
          {errors.map((e) => (
            <li key={e}>{validationText(e)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
