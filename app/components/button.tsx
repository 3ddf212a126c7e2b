// The one Button / StatusButton pair and the pending-state hook every form uses.
import { useFormAction, useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link } from "~/components/site-link";

const VARIANTS = {
  primary: "rounded bg-primary px-5 py-2 font-medium text-primary-foreground disabled:opacity-60",
  secondary: "rounded border border-border px-4 py-2 disabled:opacity-60",
  small: "rounded bg-primary px-3 py-1 text-sm text-primary-foreground disabled:opacity-60",
  "small-secondary": "rounded border border-border px-3 py-1 text-sm disabled:opacity-60",
  /** The dense rows of admin tables (move, hide, verify, refund). */
  tiny: "rounded border border-border px-2 py-1 text-xs disabled:opacity-40",
  /** A step that cannot be undone (delete for good). */
  danger: "rounded bg-red-700 px-3 py-1.5 text-sm text-white disabled:opacity-60",
  /** A small outlined destructive step (remove, cancel an event); it can be undone or confirmed. */
  "small-danger": "rounded border border-red-600 px-3 py-1 text-sm text-red-700 disabled:opacity-60",
  /** A submit that reads as a link (sign out, unsubscribe in running text). */
  link: "text-primary underline disabled:opacity-60",
} as const;
export type ButtonVariant = keyof typeof VARIANTS;

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export function Button({ variant = "primary", className, type = "submit", ...props }: ButtonProps) {
  return <button type={type} className={className ? `${VARIANTS[variant]} ${className}` : VARIANTS[variant]} {...props} />;
}

/** A submit button that says what is happening while its form is sent (with JS; without JS it is a plain button). */
export function StatusButton({ pending, pendingText, children, disabled, ...props }: ButtonProps & { pending: boolean; pendingText: string }) {
  return (
    <Button disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {pending ? pendingText : children}
    </Button>
  );
}

/**
 * True while a form is being submitted to this route (or to `formAction`); with `intent`, only when the submitted
 * form's `intent` field has that value.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  intent,
}: { formAction?: string; formMethod?: "POST" | "GET"; intent?: string } = {}) {
  const contextual = useFormAction();
  const navigation = useNavigation();
  return (
    navigation.state !== "idle" &&
    navigation.formMethod === formMethod &&
    (navigation.formAction ?? "").split("?")[0] === (formAction ?? contextual).split("?")[0] &&
    (intent === undefined || navigation.formData?.get("intent") === intent)
  );
}

/** The one Save / Cancel pair of an edit form: the submit (with its pending text) and a link back that drops the changes. */
export function SaveCancel({
  pending,
  pendingText,
  cancelTo,
  cancelText,
  children,
  className = "flex flex-wrap gap-3",
}: {
  pending: boolean;
  /** The submit's words while the form is sent, in the reader's language (the form's messages). */
  pendingText: string;
  cancelTo: string;
  /** The link's words in the reader's language (the form's messages). */
  cancelText: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <StatusButton pending={pending} pendingText={pendingText}>
        {children}
      </StatusButton>
      <Link to={cancelTo} className="rounded border border-border px-5 py-2">
        {cancelText}
      </Link>
    </div>
  );
}
