// The latest articles with edit, publish or unpublish, feature, and delete (which opens the confirm step).
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { Link } from "~/components/site-link";
import { categoryIn, peopleWroteLang } from "~/lib/i18n/intl";
import type { T } from "~/lib/i18n/plain";
import { truncate } from "~/lib/text";
import type { adminNewsLoader } from "./actions.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  latestArticles: /*i18n*/ { id: "adminNews.latestArticles", message: "Latest articles" },
  news: /*i18n*/ { id: "adminNews.news", message: "News" },
  status_pending: /*i18n*/ { id: "adminNews.status_pending", message: "pending" },
  status_published: /*i18n*/ { id: "adminNews.status_published", message: "published" },
  status_rejected: /*i18n*/ { id: "adminNews.status_rejected", message: "rejected" },
  featured: /*i18n*/ { id: "adminNews.featured", message: " · Featured" },
  editTitle: /*i18n*/ { id: "adminNews.editTitle", message: "Edit {title}" },
  edit: /*i18n*/ { id: "adminNews.edit", message: "Edit" },
  unpublishTitle: /*i18n*/ { id: "adminNews.unpublishTitle", message: "Unpublish {title}" },
  unpublish: /*i18n*/ { id: "adminNews.unpublish", message: "Unpublish" },
  publishTitle: /*i18n*/ { id: "adminNews.publishTitle", message: "Publish {title}" },
  publish: /*i18n*/ { id: "adminNews.publish", message: "Publish" },
  unfeatureTitle: /*i18n*/ { id: "adminNews.unfeatureTitle", message: "Unfeature {title}" },
  featureTitle: /*i18n*/ { id: "adminNews.featureTitle", message: "Feature {title}" },
  unfeature: /*i18n*/ { id: "adminNews.unfeature", message: "Unfeature" },
  featureFor7Days: /*i18n*/ { id: "adminNews.featureFor7Days", message: "Feature for 7 days" },
  deleteTitle: /*i18n*/ { id: "adminNews.deleteTitle", message: "Delete {title}" },
  delete: /*i18n*/ { id: "adminNews.delete", message: "Delete" },
} as const;

const STATUS_WORDS = {
  pending: WORDS.status_pending,
  published: WORDS.status_published,
  rejected: WORDS.status_rejected,
} as const;

type Article = Extract<SerializeFrom<typeof adminNewsLoader>, { admin: true }>["latest"][number];
const linkButton = "rounded border border-border px-3 py-1 text-sm";

export function ArticlesSection({
  latest,
  failed,
  t,
  categories,
}: {
  latest: Article[];
  failed: { id: string; errors: string[] } | null;
  t: T<"adminNews">;
  categories: Readonly<Record<string, string>>;
}) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  return (
    <section>
      <h2 className="text-lg font-semibold">{t(WORDS.latestArticles)}</h2>
      <ul className="mt-2 divide-y divide-border">
        {latest.map((a) => (
          <li key={a.id} className="py-3" data-testid={`admin-article-${a.id}`}>
            <p className="break-words font-medium">
              <Link to={`/news/${a.id}`} lang={wrote}>
                {a.title}
              </Link>{" "}
              <span className="text-sm font-normal opacity-70">
                · <CategoryName name={a.category} lang={lang} categories={categories} fallback={t(WORDS.news)} />
                {a.author ? (
                  <>
                    {" · "}
                    <span lang={wrote}>{a.author}</span>
                  </>
                ) : null}{" "}
                · {t(STATUS_WORDS[a.status])}
                {a.featured ? t(WORDS.featured) : ""}
              </span>
            </p>
            <p className="text-sm opacity-80" lang={wrote}>
              {truncate(a.excerpt, 100)}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Link to={`/admin/news/${a.id}`} className={linkButton} aria-label={t(WORDS.editTitle, { title: a.title })}>
                {t(WORDS.edit)}
              </Link>
              <Form method="post">
                <input type="hidden" name="articleId" value={a.id} />
                {a.status === "published" ? (
                  <Button variant="small-secondary" name="intent" value="unpublish" aria-label={t(WORDS.unpublishTitle, { title: a.title })}>
                    {t(WORDS.unpublish)}
                  </Button>
                ) : (
                  <Button variant="small-secondary" name="intent" value="publish" aria-label={t(WORDS.publishTitle, { title: a.title })}>
                    {t(WORDS.publish)}
                  </Button>
                )}
              </Form>
              <Form method="post">
                <input type="hidden" name="articleId" value={a.id} />
                <Button
                  variant="small-secondary"
                  name="intent"
                  value={a.featured ? "unfeature" : "feature"}
                  aria-label={a.featured ? t(WORDS.unfeatureTitle, { title: a.title }) : t(WORDS.featureTitle, { title: a.title })}
                >
                  {a.featured ? t(WORDS.unfeature) : t(WORDS.featureFor7Days)}
                </Button>
              </Form>
              <Link
                to={`/admin/news?delete=${a.id}`}
                className={`${linkButton} border-red-600 text-red-700`}
                aria-label={t(WORDS.deleteTitle, { title: a.title })}
              >
                {t(WORDS.delete)}
              </Link>
            </div>
            {failed?.id === String(a.id) ? <ErrorList id={`admin-article-${a.id}-error`} errors={failed.errors} /> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A fixed news category in the reader's language; an unknown one as written, marked. */
function CategoryName({
  name,
  lang,
  categories,
  fallback,
}: {
  name: string | null;
  lang: Parameters<typeof categoryIn>[0];
  categories: Readonly<Record<string, string>>;
  fallback: string;
}) {
  if (!name) return <>{fallback}</>;
  const shown = categoryIn(lang, categories, name);
  return <span lang={shown.lang}>{shown.label}</span>;
}
