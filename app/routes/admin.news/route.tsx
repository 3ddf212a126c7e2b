// /admin/news: the review queue (moderators and admins); for admins also the latest articles with edit, unpublish,
// publish, feature, delete (a confirm step that works without JavaScript), and the news feeds and import.
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorList } from "~/components/forms";
import { ReviewQueue } from "~/components/review-queue";
import { plain } from "~/lib/i18n/plain";
import { adminNewsAction, adminNewsLoader } from "./actions.server";
import { ArticlesSection } from "./articles-section";
import { ConfirmDeleteSection } from "./confirm-delete-section";
import { FeedsSection } from "./feeds-section";

export const loader = adminNewsLoader;
export const action = adminNewsAction;

const ARTICLE_INTENTS = ["unpublish", "publish", "feature", "unfeature", "delete"];

export default function AdminNews() {
  const data = useLoaderData<typeof loader>();
  const t = plain<"adminNews">(data.messages);
  const result = useActionData<typeof action>()?.result ?? null;
  // A refused post shows its errors beside the form that sent it; one that names nothing on the page, at the top.
  const intent = String(result?.initialValue?.intent ?? "");
  const errors = result?.error ? Object.values(result.error).flatMap((e) => e ?? []) : [];
  const articleId = String(result?.initialValue?.articleId ?? "");
  const feedId = String(result?.initialValue?.feedId ?? "");
  const review = intent === "approve" || intent === "reject" ? data.pending.some((a) => String(a.id) === articleId) : false;
  const confirming = data.admin && intent === "delete" && data.confirmDelete ? String(data.confirmDelete.id) === articleId : false;
  const onArticle = data.admin && ARTICLE_INTENTS.includes(intent) && !confirming ? data.latest.some((a) => String(a.id) === articleId) : false;
  const onFeed = data.admin && intent === "remove-feed" ? data.feeds.some((f) => String(f.id) === feedId) : false;
  const elsewhere = result && intent !== "add-feed" && !review && !confirming && !onArticle && !onFeed;
  return (
    <div className="space-y-10">
      {elsewhere ? <ErrorList id="admin-news-error" errors={errors} /> : null}
      {data.admin && data.confirmDelete ? <ConfirmDeleteSection article={data.confirmDelete} errors={confirming ? errors : []} t={t} /> : null}
      <section>
        <h2 className="text-lg font-semibold">
          {t(/*i18n*/ { id: "adminNews.newsReview", message: "News review ({count})" }, { count: data.pending.length })}
        </h2>
        <div className="mt-2">
          <ReviewQueue items={data.pending} failed={review ? { id: articleId, errors } : null} />
        </div>
      </section>
      {data.admin ? (
        <>
          <ArticlesSection latest={data.latest} failed={onArticle ? { id: articleId, errors } : null} t={t} categories={data.categories} />
          <FeedsSection
            feeds={data.feeds}
            runs={data.runs}
            result={intent === "add-feed" ? result : null}
            failedFeed={onFeed ? { id: feedId, errors } : null}
            t={t}
            categories={data.categories}
          />
        </>
      ) : null}
    </div>
  );
}
