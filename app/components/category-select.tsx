// The one category <select>: every form and filter that picks a category (by name or by id) uses it.
import type { SelectHTMLAttributes } from "react";
import { SelectField } from "./forms";

/** A name (its own value), a row with an id, or a fixed category with its name in the reader's language. */
type Category = string | { id: number; name: string } | { value: string; label: string };

/** A labelled category select with its errors; `placeholder` is the empty choice ("Select a category", "All Categories", "None"). */
export function CategorySelect({
  categories,
  label,
  placeholder,
  errors,
  hint,
  className,
  placeholderValue,
  labelHidden,
  optionLang,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  categories: readonly Category[];
  /** The label and the empty choice's words, in the reader's language (the page's messages). */
  label: string;
  placeholder: string;
  /** The value of the empty choice ("" unless a filter names it, as the directory's "all"). */
  placeholderValue?: string;
  errors?: string[] | null;
  hint?: string;
  labelHidden?: boolean;
  /** "en" when the names are what people wrote (categories admins make) on a page in another language. */
  optionLang?: string;
}) {
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      placeholderValue={placeholderValue}
      labelHidden={labelHidden}
      errors={errors}
      hint={hint}
      className={className}
      options={categories.map((c) =>
        typeof c === "string"
          ? { value: c, label: c, lang: optionLang }
          : "value" in c
            ? { value: c.value, label: c.label }
            : { value: String(c.id), label: c.name, lang: optionLang },
      )}
      {...props}
    />
  );
}
