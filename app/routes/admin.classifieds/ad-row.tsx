// One ad in the moderators' list: what it is, its reports, and Remove or Restore (errors of a refused post below it).
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { Link } from "~/components/site-link";
import { REPORT_REASONS } from "~/lib/classifieds";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { formatCardDateIn, peopleWroteLang } from "~/lib/i18n/intl";
import type { adminClassifiedsLoader } from "./actions.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  "reason:Prohibited item": /*i18n*/ { id: "adminClassifieds.reason:Prohibited item", message: "Prohibited item" },
  "reason:Scam or fraud": /*i18n*/ { id: "adminClassifieds.reason:Scam or fraud", message: "Scam or fraud" },
  "reason:Spam or duplicate": /*i18n*/ { id: "adminClassifieds.reason:Spam or duplicate", message: "Spam or duplicate" },
  "reason:Wrong category": /*i18n*/ { id: "adminClassifieds.reason:Wrong category", message: "Wrong category" },
  "reason:Offensive content": /*i18n*/ { id: "adminClassifieds.reason:Offensive content", message: "Offensive content" },
  "reason:Other": /*i18n*/ { id: "adminClassifieds.reason:Other", message: "Other" },
  premium: /*i18n*/ { id: "adminClassifieds.premium", message: "Premium" },
  status_awaiting_payment: /*i18n*/ { id: "adminClassifieds.status_awaiting_payment", message: "Awaiting payment" },
  status_active: /*i18n*/ { id: "adminClassifieds.status_active", message: "Active" },
  status_expired: /*i18n*/ { id: "adminClassifieds.status_expired", message: "Expired" },
  status_sold: /*i18n*/ { id: "adminClassifieds.status_sold", message: "Sold" },
  status_removed: /*i18n*/ { id: "adminClassifieds.status_removed", message: "Removed by an admin" },
  reports: /*i18n*/ { id: "adminClassifieds.reports", message: "{count, plural, one {# report} other {# reports}}" },
  posted: /*i18n*/ { id: "adminClassifieds.posted", message: "Posted {date}" },
  restore: /*i18n*/ { id: "adminClassifieds.restore", message: "Restore" },
  remove: /*i18n*/ { id: "adminClassifieds.remove", message: "Remove" },
} as const;

const REPORT_REASON_WORDS = {
  "Prohibited item": WORDS["reason:Prohibited item"],
  "Scam or fraud": WORDS["reason:Scam or fraud"],
  "Spam or duplicate": WORDS["reason:Spam or duplicate"],
  "Wrong category": WORDS["reason:Wrong category"],
  "Offensive content": WORDS["reason:Offensive content"],
  Other: WORDS["reason:Other"],
} as const;

const STATUS_WORDS = {
  awaiting_payment: WORDS.status_awaiting_payment,
  active: WORDS.status_active,
  expired: WORDS.status_expired,
  sold: WORDS.status_sold,
  removed: WORDS.status_removed,
} as const;

type Ad = SerializeFrom<typeof adminClassifiedsLoader>["ads"][number];

type Key = Descriptor<"adminClassifieds">;

export function AdRow({
  ad,
  t,
  busy,
  errors,
}: {
  ad: Ad;
  t: (key: Key, values?: Record<string, number | string>) => string;
  busy: boolean;
  errors: string[];
}) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const reason = (r: string) =>
    (REPORT_REASONS as readonly string[]).includes(r) ? t(REPORT_REASON_WORDS[r as (typeof REPORT_REASONS)[number]]) : r;
  return (
    <li className="py-3" data-testid="admin-ad">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">
            <Link to={`/classifieds/${ad.id}`} className="underline" lang={wrote}>
              {ad.title}
            </Link>{" "}
            <span className="text-sm opacity-70">
              · <span lang={ad.category.lang}>{ad.category.label}</span>
            </span>
            {ad.isPremium ? <span className="ml-2 rounded bg-accent px-1.5 text-xs text-accent-foreground">{t(WORDS.premium)}</span> : null}
            <span className="ml-2 text-xs opacity-70">({t(STATUS_WORDS[ad.status])})</span>
            {ad.reportCount ? (
              <span className="ml-2 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-900" data-testid="report-count">
                {t(WORDS.reports, { count: ad.reportCount })}
              </span>
            ) : null}
          </p>
          <p className="text-sm opacity-80" lang={wrote}>
            {ad.description}
          </p>
          <p className="text-xs opacity-60">{t(WORDS.posted, { date: formatCardDateIn(lang, ad.createdAt) })}</p>
        </div>
        <Form method="post" aria-describedby={errors.length ? `admin-ad-${ad.id}-error` : undefined}>
          <input type="hidden" name="id" value={ad.id} />
          {ad.status === "removed" ? (
            <Button variant="small-secondary" name="intent" value="restore" disabled={busy}>
              {t(WORDS.restore)}
            </Button>
          ) : (
            <Button variant="small-danger" name="intent" value="remove" disabled={busy}>
              {t(WORDS.remove)}
            </Button>
          )}
        </Form>
      </div>
      <ErrorList id={`admin-ad-${ad.id}-error`} errors={errors} />
      {ad.reports.length ? (
        <ul className="mt-2 space-y-1 rounded bg-red-50 p-2 text-sm text-red-950">
          {ad.reports.map((r) => (
            <li key={`${r.reporterEmail}-${r.createdAt}`}>
              <strong>{reason(r.reason)}</strong>
              {r.details ? (
                <>
                  {": "}
                  <span lang={wrote}>{r.details}</span>
                </>
              ) : null}{" "}
              <span className="text-xs opacity-70">
                ({r.reporterEmail}, {dateTimeIn(lang, r.createdAt, "shortDateTime")})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
