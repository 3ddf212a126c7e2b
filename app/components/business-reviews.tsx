// Residents' reviews on a business page: the list, the owner's replies, and the reply and report forms. Plain HTML forms
// (the business page ships no React, docs/decisions/pages-without-react.md); review text is rendered as text, so a link
// in it is never a link.
import { Stars } from "~/components/business-badges";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { Pager } from "~/components/pager";
import { Picture } from "~/components/picture";
import { formatCardDateIn, peopleWroteLang, type T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { REPORT_REASONS, REVIEW_RULES } from "~/lib/reviews";

export type ReviewView = {
  id: number;
  rating: number;
  title: string;
  body: string;
  pictureUrl: string | null;
  author: string;
  byOwner: boolean;
  createdAt: string;
  edited: boolean;
  ownerReply: string | null;
  ownerReplyAt: string | null;
};

export type ReviewFormProblem = { intent: "reply" | "report"; reviewId: number; errors: string[] } | null;

export function ResidentsRating({ average, count, t, p }: { average: number | null; count: number; t: T<"business">; p: T<"places"> }) {
  return (
    <div data-testid="residents-rating" className="text-sm">
      {average !== null && count > 0 ? (
        <Stars rating={average} reviewCount={count} source="Residents" t={p} />
      ) : (
        <span>
          <span className="font-medium">{t("residents")}</span> <span className="opacity-70">{t("noResidentsReviews")}</span>
        </span>
      )}
    </div>
  );
}

export function ReviewList({
  reviews,
  businessId,
  viewer,
  problem,
  page,
  pages,
  lang,
  t,
  p,
}: {
  reviews: ReviewView[];
  businessId: number;
  viewer: { signedIn: boolean; isOwner: boolean; ownReviewId: number | null };
  problem: ReviewFormProblem;
  page: number;
  pages: number;
  lang: Lang;
  t: T<"business">;
  p: T<"places">;
}) {
  // Reviews, their authors and the owner's replies are what people wrote.
  const wrote = peopleWroteLang(lang);
  const action = `/businesses/${businessId}`;
  return (
    <>
      <ol className="mt-4 space-y-4" data-testid="review-list">
        {reviews.map((r) => (
          <li key={r.id} id={`review-${r.id}`} className="rounded-lg border border-border p-4" data-testid="review">
            <article>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-sm" role="img" aria-label={t("stars", { rating: r.rating })}>
                  <span aria-hidden="true" className="text-amber-500">
                    {"★".repeat(r.rating)}
                  </span>
                  <span aria-hidden="true" className="text-gray-300">
                    {"★".repeat(5 - r.rating)}
                  </span>
                </span>
                <h3 className="font-semibold" lang={wrote}>
                  {r.title}
                </h3>
              </div>
              <p className="mt-1 text-xs opacity-70">
                <span lang={wrote}>{r.author}</span>
                {r.byOwner ? t("byOwner") : ""} · {formatCardDateIn(lang, r.createdAt)}
                {r.edited ? t("edited") : ""}
              </p>
              <p className="mt-2 whitespace-pre-line break-words leading-relaxed" lang={wrote}>
                {r.body}
              </p>
              {r.pictureUrl ? (
                <a href={r.pictureUrl} className="mt-2 inline-block">
                  <Picture
                    src={r.pictureUrl}
                    alt={t("photoFrom", { author: r.author })}
                    width={240}
                    height={180}
                    sizes="240px"
                    className="h-36 w-48 rounded object-cover"
                  />
                </a>
              ) : null}
              {r.ownerReply ? (
                <div className="mt-3 rounded border-l-4 border-primary bg-secondary p-3 text-sm" data-testid="owner-reply">
                  <p className="font-semibold">
                    {t("ownerResponse")}
                    {r.ownerReplyAt ? ` · ${formatCardDateIn(lang, r.ownerReplyAt)}` : ""}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words" lang={wrote}>
                    {r.ownerReply}
                  </p>
                </div>
              ) : null}
              {viewer.isOwner ? (
                <details className="mt-3 text-sm" open={problem?.intent === "reply" && problem.reviewId === r.id}>
                  <summary className="cursor-pointer text-primary">{r.ownerReply ? t("editReply") : t("replyPublicly")}</summary>
                  <form method="post" action={action} className="mt-2 space-y-2">
                    <input type="hidden" name="intent" value="reply" />
                    <input type="hidden" name="reviewId" value={r.id} />
                    <label htmlFor={`reply-${r.id}`} className="block font-medium">
                      {t("yourReply")}
                    </label>
                    <textarea
                      id={`reply-${r.id}`}
                      name="reply"
                      required
                      maxLength={REVIEW_RULES.replyMax}
                      rows={3}
                      defaultValue={r.ownerReply ?? ""}
                      className="block w-full rounded border border-border bg-background px-3 py-2"
                    />
                    <Button variant="small">{t("postReply")}</Button>
                  </form>
                </details>
              ) : null}
              {viewer.signedIn && viewer.ownReviewId !== r.id ? (
                <details className="mt-3 text-sm" open={problem?.intent === "report" && problem.reviewId === r.id}>
                  <summary className="cursor-pointer opacity-80">{t("report")}</summary>
                  <form method="post" action={action} className="mt-2 space-y-2">
                    <input type="hidden" name="intent" value="report" />
                    <input type="hidden" name="reviewId" value={r.id} />
                    <label htmlFor={`reason-${r.id}`} className="block font-medium">
                      {t("reason")}
                    </label>
                    <select
                      id={`reason-${r.id}`}
                      name="reason"
                      required
                      className="block w-full rounded border border-border bg-background px-3 py-2"
                    >
                      {REPORT_REASONS.map((reason) => (
                        <option key={reason} value={reason}>
                          {t(reason)}
                        </option>
                      ))}
                    </select>
                    <label htmlFor={`details-${r.id}`} className="block font-medium">
                      {t("details")}
                    </label>
                    <textarea
                      id={`details-${r.id}`}
                      name="details"
                      maxLength={500}
                      rows={2}
                      className="block w-full rounded border border-border bg-background px-3 py-2"
                    />
                    <Button variant="small-secondary">{t("sendReport")}</Button>
                  </form>
                </details>
              ) : null}
              {problem?.reviewId === r.id ? <ErrorList errors={problem.errors} /> : null}
            </article>
          </li>
        ))}
      </ol>
      <div className="mt-4">
        <Pager
          page={page}
          pages={pages}
          href={(p) => (p > 1 ? `${action}?page=${p}#reviews` : `${action}#reviews`)}
          label={t("reviewsPages")}
          t={p}
        />
      </div>
    </>
  );
}
