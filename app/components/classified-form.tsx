// The ad's fields, shared by /post-classified and the owner's edit page (part 2 §5: rules and messages).
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { CategorySelect } from "~/components/category-select";
import { Field, TextareaField, useValidationText } from "~/components/forms";
import { CLASSIFIED_CATEGORIES } from "~/lib/classifieds";
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
      <legend className="text-lg font-semibold">{m.adDetails}</legend>
      <Field
        label={m.title}
        {...getInputProps(fields.title, { type: "text" })}
        errors={fields.title.errors}
        placeholder={m.titlePlaceholder}
        required
      />
      <TextareaField
        label={m.description}
        rows={6}
        {...getTextareaProps(fields.description)}
        lang={valueLang}
        errors={fields.description.errors}
        placeholder={m.descriptionPlaceholder}
        required
      />
      <CategorySelect
        categories={CLASSIFIED_CATEGORIES.map((c) => ({ value: c, label: categoryNames[c] ?? c }))}
        {...getSelectProps(fields.category)}
        errors={fields.category.errors}
        label={m.category}
        placeholder={m.selectCategory}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.price} {...getInputProps(fields.price, { type: "text" })} errors={fields.price.errors} placeholder={m.pricePlaceholder} />
        <Field
          label={m.location}
          {...getInputProps(fields.location, { type: "text" })}
          errors={fields.location.errors}
          placeholder={m.locationPlaceholder}
        />
        <Field label={m.contactEmail} {...getInputProps(fields.contactEmail, { type: "email" })} errors={fields.contactEmail.errors} />
        <Field label={m.contactPhone} {...getInputProps(fields.contactPhone, { type: "tel" })} errors={fields.contactPhone.errors} />
      </div>
      <p className="text-xs opacity-70">{m.contactNote}</p>
      <p role="note" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        {m.prohibited}
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
        {m.photos}
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
        {m.photosHint.replace("{n}", String(limit))}
        {keptNote ? m.photosNotKept : ""}
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
