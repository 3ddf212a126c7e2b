// The one Field family (Field, TextareaField, SelectField, ErrorList) every form uses (conform + zod; errors are the spec's texts).
import { useMatches } from "@remix-run/react";
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { LOCALES, type Lang } from "~/lib/i18n/lang";
import { ruleText } from "~/lib/i18n/rule";

/**
 * Validation messages in the reader's language. A rule's message is its descriptor (lib/i18n/rule.ts: a `validation`
 * key and values), raised by the schema on the server and in the browser alike; a form page's loader sends
 * `validation` (lib/i18n/catalogue.server.ts `validationFor`), its messages by key, for a reader of another language.
 * One mechanism for the server's 400 reply (no JavaScript) and the browser's own validation.
 */
export function useValidationText(): (message: string) => string {
  const matches = useMatches();
  const found = matches.findLast((m) => (m.data as { validation?: unknown } | null)?.validation);
  const lang = (matches[0]?.data as { lang?: Lang } | null | undefined)?.lang ?? "en";
  const messages = (found?.data as { validation: Record<string, string> } | undefined)?.validation;
  return (message) => ruleText(message, messages, LOCALES[lang]);
}

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const localise = useValidationText();
  // One line per distinct message (a rule may report the same text twice, and the text is the list's key).
  const list = [...new Set(errors?.filter(Boolean).map(localise))];
  if (!list?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700" role="alert">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

type Common = {
  label: ReactNode;
  errors?: string[] | null;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  /** The label is for screen readers only (a one-row filter bar whose controls say what they are). */
  labelHidden?: boolean;
};

const inputClass = "mt-1 block w-full rounded border border-border bg-background px-3 py-2 aria-[invalid=true]:border-red-600";

function Label({ htmlFor, label, required, hidden }: { htmlFor: string; label: ReactNode; required?: boolean; hidden?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={hidden ? "sr-only" : "block text-sm font-medium"}>
      {label}
      {required ? <span className="text-red-700"> *</span> : null}
    </label>
  );
}

/** Label, hint and errors around one control; the control gets the id and the ARIA wiring. */
function FieldShell({
  id: givenId,
  label,
  errors,
  required,
  hint,
  className,
  labelHidden,
  children,
}: Common & { id?: string; children: (aria: { id: string; required?: boolean; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode }) {
  const fallback = useId();
  const id = givenId ?? fallback;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} hidden={labelHidden} />
      {children({ id, required, "aria-invalid": errorId ? true : undefined, "aria-describedby": errorId })}
      {hint ? <p className="mt-1 text-xs opacity-70">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function Field({ label, errors, required, hint, className, ...props }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell id={props.id} label={label} errors={errors} required={required} hint={hint} className={className}>
      {(aria) => <input {...aria} className={inputClass} {...props} id={aria.id} />}
    </FieldShell>
  );
}

export function TextareaField({ label, errors, required, hint, className, ...props }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell id={props.id} label={label} errors={errors} required={required} hint={hint} className={className}>
      {(aria) => <textarea {...aria} className={inputClass} {...props} id={aria.id} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  errors,
  required,
  hint,
  className,
  options,
  placeholder,
  placeholderValue = "",
  labelHidden,
  ...props
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: { value: string; label: string; lang?: string }[];
    placeholder?: string;
    placeholderValue?: string;
  }) {
  return (
    <FieldShell id={props.id} label={label} errors={errors} required={required} hint={hint} className={className} labelHidden={labelHidden}>
      {(aria) => (
        <select {...aria} className={labelHidden ? inputClass.replace("mt-1 ", "") : inputClass} {...props} id={aria.id}>
          {placeholder !== undefined ? <option value={placeholderValue}>{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/**
 * The form's data for client-side validation, with a half-typed date told apart from an empty one: a browser sends
 * "" for a date, time or datetime-local field it cannot read (`validity.badInput`), which would read as "required";
 * here it is sent as unreadable text, so the schema says what the server says for it ('Please enter a valid start
 * date').
 */
export function withUnreadableDates(form: HTMLFormElement, formData: FormData): FormData {
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="date"], input[type="datetime-local"], input[type="time"]')) {
    if (input.name && input.validity.badInput) formData.set(input.name, "unreadable");
  }
  return formData;
}
