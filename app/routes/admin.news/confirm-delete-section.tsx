// The confirm step of a delete: a page of its own (?delete=<id>), so it works without JavaScript.
import { Form } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { peopleWroteLang } from "~/lib/i18n/intl";
import { HOLE, type T } from "~/lib/i18n/plain";

export function ConfirmDeleteSection({
  article,
  errors,
  t,
}: {
  article: { id: number; title: string; imported: boolean };
  errors: string[];
  t: T<"adminNews">;
}) {
  const { lang } = useAdminText();
  return (
    <section
      role="alertdialog"
      aria-labelledby="confirm-delete-heading"
      className="rounded-lg border-2 border-red-600 p-4"
      data-testid="confirm-delete"
    >
      <h2 id="confirm-delete-heading" className="text-lg font-semibold text-red-800">
        <WrittenValue
          message={t(/*i18n*/ { id: "adminNews.confirmDelete", message: "Delete “{title}”?" }, { title: HOLE })}
          lang={peopleWroteLang(lang)}
        >
          {article.title}
        </WrittenValue>
      </h2>
      <p className="mt-1 text-sm">
        {t(/*i18n*/ { id: "adminNews.removedForGood", message: "The article is removed for good; this cannot be undone." })}
      </p>
      {article.imported ? (
        <p className="mt-1 text-sm">
          {t(
            /*i18n*/ {
              id: "adminNews.fromFeed",
              message: "It came from a news feed: if the feed still carries it, the next import brings it back. Unpublish keeps it off the site.",
            },
          )}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="articleId" value={article.id} />
          <input type="hidden" name="confirm" value="yes" />
          <Button variant="danger" name="intent" value="delete">
            {t(/*i18n*/ { id: "adminNews.deletePermanently", message: "Delete permanently" })}
          </Button>
        </Form>
        <Link to="/admin/news" className="rounded border border-border px-3 py-1.5 text-sm">
          {t(/*i18n*/ { id: "adminNews.keepArticle", message: "Keep the article" })}
        </Link>
      </div>
      <ErrorList id="confirm-delete-error" errors={errors} />
    </section>
  );
}
