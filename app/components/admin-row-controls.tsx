// The admin controls every kept record has: edit, move up/down, hide/show, verify, and who verified it when.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useAdminText } from "~/components/admin-text";
import { Button, type ButtonVariant } from "~/components/button";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { formatCardDateIn, HOLE, peopleWroteLang } from "~/lib/i18n/intl";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  hidden: /*i18n*/ { id: "admin.hidden", message: "(hidden)" },
  lastVerifiedBy: /*i18n*/ { id: "admin.lastVerifiedBy", message: "Last verified {date} by {name}" },
  formerAdmin: /*i18n*/ { id: "admin.formerAdmin", message: "a former admin" },
  notVerified: /*i18n*/ { id: "admin.notVerified", message: "Not yet verified" },
  actionsFor: /*i18n*/ { id: "admin.actionsFor", message: "Actions for {title}" },
  edit: /*i18n*/ { id: "admin.edit", message: "Edit" },
  moveUp: /*i18n*/ { id: "admin.moveUp", message: "Move {title} up" },
  moveDown: /*i18n*/ { id: "admin.moveDown", message: "Move {title} down" },
  hide: /*i18n*/ { id: "admin.hide", message: "Hide" },
  show: /*i18n*/ { id: "admin.show", message: "Show" },
  verifiedToday: /*i18n*/ { id: "admin.verifiedToday", message: "Verified today" },
} as const;

export type Verifier = { verifiedByName: string | null; verifiedByFirst: string | null; verifiedByLast: string | null };

export function verifierName(v: Verifier): string | null {
  const full = [v.verifiedByFirst, v.verifiedByLast].filter(Boolean).join(" ");
  return full || v.verifiedByName;
}

export function KeptRow({
  kind,
  id,
  title,
  isActive,
  first,
  last,
  verifiedAt,
  verifiedBy,
  editHref,
  children,
}: {
  kind: string;
  id: number;
  title: string;
  isActive: boolean;
  first: boolean;
  last: boolean;
  verifiedAt: string | null;
  verifiedBy: string | null;
  editHref: string;
  children?: ReactNode;
}) {
  const { lang, t } = useAdminText();
  return (
    <li className={`rounded border border-border p-3 ${isActive ? "" : "opacity-60"}`} data-testid={`kept-${kind}-${id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            <span lang={peopleWroteLang(lang)}>{title}</span> {isActive ? null : <span className="text-xs font-normal">{t(WORDS.hidden)}</span>}
          </p>
          {children}
          <p className="text-xs opacity-70">
            {verifiedAt ? (
              <WrittenValue
                message={t(WORDS.lastVerifiedBy, { date: formatCardDateIn(lang, verifiedAt), name: HOLE })}
                lang={verifiedBy ? peopleWroteLang(lang) : undefined}
              >
                {verifiedBy ?? t(WORDS.formerAdmin)}
              </WrittenValue>
            ) : (
              t(WORDS.notVerified)
            )}
          </p>
        </div>
        <Form method="post" className="flex flex-wrap gap-1" aria-label={t(WORDS.actionsFor, { title })}>
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <Link to={editHref} className="rounded border border-border px-2 py-1 text-xs" preventScrollReset>
            {t(WORDS.edit)}
          </Link>
          <Button variant="tiny" name="intent" value="up" disabled={first} aria-label={t(WORDS.moveUp, { title })}>
            ↑
          </Button>
          <Button variant="tiny" name="intent" value="down" disabled={last} aria-label={t(WORDS.moveDown, { title })}>
            ↓
          </Button>
          <Button variant="tiny" name="intent" value={isActive ? "hide" : "show"}>
            {isActive ? t(WORDS.hide) : t(WORDS.show)}
          </Button>
          <Button variant="tiny" name="intent" value="verify">
            {t(WORDS.verifiedToday)}
          </Button>
        </Form>
      </div>
    </li>
  );
}

/**
 * One admin action on one row of a list (hide, feature, cancel…): a form of its own that posts the row's id under
 * `field`, the list's address to come back to, and the intent, with one button.
 */
export function RowAction({
  field,
  id,
  back,
  intent,
  label,
  ariaLabel,
  disabled,
  variant = "tiny",
  className,
}: {
  field: string;
  id: number;
  back: string;
  intent: string;
  label: string;
  ariaLabel: string;
  disabled: boolean;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name={field} value={id} />
      <input type="hidden" name="back" value={back} />
      <Button variant={variant} className={className} name="intent" value={intent} disabled={disabled} aria-label={ariaLabel}>
        {label}
      </Button>
    </Form>
  );
}
