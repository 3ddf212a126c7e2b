// The ad's fields, shared by /post-classified and the owner's edit page (part 2 §5: rules and messages).
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { CategorySelect } from "~/components/category-select";
import { Field, TextareaField, useValidationText } from "~/components/forms";
import { CLASSIFIED_CATEGORIES } from "~/lib/classifieds";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";

/** The ad form's words in the reader's language (`postClassified`) and the fixed categories' names in it. */
export type ClassifiedFormMessages = Messages<"postClassified">;
export type CategoryNames = Readonly<Record<string, string>>;

type AdKey = "title" | "description" | "category" | "price" | "location" | "contactEmail" | "contactPhone";
type AdFields<Schema extends Record<string, unknown>> = { [K in AdKey]: FieldMetadata<unknown, Schema, string[]> };

export function ClassifiedFieldset<Schema extends Record<string, unknown>>({
  fields,
  m,
  categoryNames,
  valueLang,
}: {
  fields: AdFields<Schema>;
  m: ClassifiedFormMessages;
  categoryNames: CategoryNames;
  /** "en" where the fields hold what people wrote (an edit) on a page in another language. */
  valueLang?: string;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">{tr(m, /*i18n*/ { id: "postClassified.adDetails", message: "Ad details" })}</legend>
      <Field
        label={tr(m, /*i18n*/ { id: "postClassified.title", message: "Title" })}
        {...getInputProps(fields.title, { type: "text" })}
        errors={fields.title.errors}
        placeholder={tr(m, /*i18n*/ { id: "postClassified.titlePlaceholder", message: "What are you selling or offering?" })}
        required
      />
      <TextareaField
        label={tr(m, /*i18n*/ { id: "postClassified.description", message: "Description" })}
        rows={6}
        {...getTextareaProps(fields.description)}
        lang={valueLang}
        errors={fields.description.errors}
        placeholder={tr(m, /*i18n*/ { id: "postClassified.descriptionPlaceholder", message: "Condition, size, pick-up details..." })}
        required
      />
      <CategorySelect
        categories={CLASSIFIED_CATEGORIES.map((c) => ({ value: c, label: categoryNames[c] ?? c }))}
        {...getSelectProps(fields.category)}
        errors={fields.category.errors}
        label={tr(m, /*i18n*/ { id: "postClassified.category", message: "Category" })}
        placeholder={tr(m, /*i18n*/ { id: "postClassified.selectCategory", message: "Select a category" })}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={tr(m, /*i18n*/ { id: "postClassified.price", message: "Price" })}
          {...getInputProps(fields.price, { type: "text" })}
          errors={fields.price.errors}
          placeholder={tr(m, /*i18n*/ { id: "postClassified.pricePlaceholder", message: "$100, OBO $50, Free" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postClassified.location", message: "Location" })}
          {...getInputProps(fields.location, { type: "text" })}
          errors={fields.location.errors}
          placeholder={tr(m, /*i18n*/ { id: "postClassified.locationPlaceholder", message: "Old Town Greenwood" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postClassified.contactEmail", message: "Contact Email" })}
          {...getInputProps(fields.contactEmail, { type: "email" })}
          errors={fields.contactEmail.errors}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "postClassified.contactPhone", message: "Contact Phone" })}
          {...getInputProps(fields.contactPhone, { type: "tel" })}
          errors={fields.contactPhone.errors}
        />
      </div>
      <p className="text-xs opacity-70">
        {tr(m, /*i18n*/ { id: "postClassified.contactNote", message: "Your contact details are shown to signed-in members only." })}
      </p>
      <p role="note" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        {tr(
          m,
          /*i18n*/ {
            id: "postClassified.prohibited",
            message: "Prohibited items: weapons, illegal substances and adult content may not be listed. Ads for them are removed.",
          },
        )}
      </p>
    </fieldset>
  );
}

/** The file input for photos; a plain multipart field, so it works without JavaScript. */
export function PhotoInput({ limit, errors, keptNote, m }: { limit: number; errors?: string[]; keptNote?: boolean; m: ClassifiedFormMessages }) {
  const validationText = useValidationText();
  return (
    <div>
      <label htmlFor="photos" className="block text-sm font-medium">
        {tr(m, /*i18n*/ { id: "postClassified.photos", message: "Photos" })}
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
        {tr(m, /*i18n*/ { id: "postClassified.photosHint", message: "Up to {n} photos: JPEG, PNG, GIF or WebP, under 10 MB each." }).replace(
          "{n}",
          String(limit),
        )}
        {keptNote
          ? tr(m, /*i18n*/ { id: "postClassified.photosNotKept", message: " Photos are not kept after an error; please choose them again." })
          : ""}
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
