// The one category <select>: every form and filter that picks a category (by name or by id) uses it.
import type { SelectHTMLAttributes } from "react";
import { SelectField } from "./forms";

type Category = string | { id: number; name: string };

/** A labelled category select with its errors; `placeholder` is the empty choice ("Select a category", "All Categories", "None"). */
export function CategorySelect({
  categories,
  label = "Category",
  placeholder = "Select a category",
  errors,
  hint,
  className,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "children"> & {
  categories: readonly Category[];
  label?: string;
  placeholder?: string;
  errors?: string[] | null;
  hint?: string;
}) {
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      errors={errors}
      hint={hint}
      className={className}
      options={categories.map((c) => (typeof c === "string" ? { value: c, label: c } : { value: String(c.id), label: c.name }))}
      {...props}
    />
  );
}
