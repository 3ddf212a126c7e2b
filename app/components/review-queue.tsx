import { Form } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { Link } from "~/components/site-link";
import { peopleWroteLang } from "~/lib/i18n/intl";
import { truncate } from "~/lib/text";

export type QueueItem = {
  id: number;
  title: string;
  excerpt: string | null;
  category: string | null;
  isPremium: boolean;
  createdAt: string;
  submitterEmail: string | null;
};

/** Approve, and Reject with a reason: the two plain POST forms of every review queue (articles, job posts). */
export function ReviewActions({ idName, id }: { idName: string; id: number }) {
  const { t } = useAdminText();
  return (
    <div className="mt-2 flex flex-wrap items-end gap-3">
      <Form method="post">
        <input type="hidden" name={idName} value={id} />
        <Button variant="small" name="intent" value="approve">
          {t(/*i18n*/ { id: "admin.approve", message: "Approve" })}
        </Button>
      </Form>
      <Form method="post" className="flex items-end gap-2">
        <input type="hidden" name={idName} value={id} />
        <label className="text-sm">
          {t(/*i18n*/ { id: "admin.reason", message: "Reason" })}
          <input name="reason" required maxLength={500} className="ml-1 rounded border border-border px-2 py-1" />
        </label>
        <Button variant="small-secondary" name="intent" value="reject">
          {t(/*i18n*/ { id: "admin.reject", message: "Reject" })}
        </Button>
      </Form>
    </div>
  );
}

/**
 * Pending articles with Approve and Reject-with-reason forms (plain POSTs); `failed` names the article whose post was
 * refused and the errors shown under it.
 */
export function ReviewQueue({ items, failed }: { items: QueueItem[]; failed?: { id: string; errors: string[] } | null }) {
  const { lang, t } = useAdminText();
  const wrote = peopleWroteLang(lang);
  if (items.length === 0)
    return <p className="opacity-80">{t(/*i18n*/ { id: "admin.noArticlesWaiting", message: "No articles are waiting for review." })}</p>;
  return (
    <ul className="divide-y divide-border">
      {items.map((a) => (
        <li key={a.id} className="py-4" data-testid={`pending-${a.id}`}>
          <p className="font-semibold">
            <Link to={`/news/${a.id}`} lang={wrote}>
              {a.title}
            </Link>
            {a.isPremium ? (
              <span className="ml-2 rounded bg-accent px-1.5 text-xs text-accent-foreground">
                {t(/*i18n*/ { id: "admin.premiumPriority", message: "Premium — priority" })}
              </span>
            ) : null}
          </p>
          <p className="text-xs opacity-70">
            <span lang={a.category ? wrote : undefined}>{a.category ?? t(/*i18n*/ { id: "admin.news", message: "News" })}</span> ·{" "}
            {a.submitterEmail ?? t(/*i18n*/ { id: "admin.unknown", message: "unknown" })} · {dateTimeIn(lang, a.createdAt, "dateTime")}
          </p>
          <p className="mt-1 text-sm opacity-80" lang={wrote}>
            {truncate(a.excerpt, 100)}
          </p>
          <ReviewActions idName="articleId" id={a.id} />
          {failed && failed.id === String(a.id) ? <ErrorList id={`pending-${a.id}-error`} errors={failed.errors} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function toQueueItems(
  rows: {
    article: { id: number; title: string; excerpt: string | null; category: string | null; isPremium: boolean; createdAt: Date };
    submitterEmail: string | null;
  }[],
): QueueItem[] {
  return rows.map(({ article: a, submitterEmail }) => ({
    id: a.id,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    isPremium: a.isPremium,
    createdAt: a.createdAt.toISOString(),
    submitterEmail,
  }));
}
