// Residents' reviews on a business page: their rating and its 5-to-1 distribution, the order links, the list with each
// reviewer's "Resident since" and "Visited", the owner's replies, and the reply and report forms. Plain HTML forms and
// links (the business page ships no React, docs/decisions/pages-without-react.md); review text is rendered as text, so a
// link in it is never a link.
import { Stars } from "~/components/business-badges";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { Pager } from "~/components/pager";
import { Picture } from "~/components/picture";
import { labelOf } from "~/lib/i18n/descriptor";
import { formatCardDateIn, formatMonthYearIn, peopleWroteLang, type T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { REPORT_REASONS, REVIEW_RULES, REVIEW_SORTS, reviewListHref, type ReviewSort, type ratingDistribution } from "~/lib/reviews";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  stars: /*i18n*/ { id: "business.stars", message: "{rating} out of 5 stars" },
  byOwner: /*i18n*/ { id: "business.byOwner", message: " (the owner; not counted in the average)" },
  edited: /*i18n*/ { id: "business.edited", message: " · edited" },
  residentSince: /*i18n*/ { id: "business.residentSince", message: "Resident since {date}" },
  visitedWhy: /*i18n*/ { id: "business.visitedWhy", message: "Said they visited, or went to an event here" },
  visited: /*i18n*/ { id: "business.visited", message: "Visited" },
  photoFrom: /*i18n*/ { id: "business.photoFrom", message: "Photo from {author}'s review" },
  ownerResponse: /*i18n*/ { id: "business.ownerResponse", message: "Response from the owner" },
} as const;

/** The reasons a review can be reported for. */
const REASON_LABELS = {
  "Spam or advertising": /*i18n*/ { id: "business.Spam or advertising", message: "Spam or advertising" },
  "Offensive or abusive": /*i18n*/ { id: "business.Offensive or abusive", message: "Offensive or abusive" },
  "Not a real experience": /*i18n*/ { id: "business.Not a real experience", message: "Not a real experience" },
  "Conflict of interest": /*i18n*/ { id: "business.Conflict of interest", message: "Conflict of interest" },
  Other: /*i18n*/ { id: "business.Other", message: "Other" },
} as const;

export type ReviewView = {
  id: number;
  rating: number;
  title: string;
  body: string;
  pictureUrl: string | null;
  author: string;
  /** When the author joined the site (their account's creation). */
  authorSince: string;
  /** They ticked "I visited", or answered "going" to an event held there. */
  visited: boolean;
  byOwner: boolean;
  createdAt: string;
  edited: boolean;
  ownerReply: string | null;
  ownerReplyAt: string | null;
};

export type ReviewFormProblem = { intent: "reply" | "report"; reviewId: number; errors: string[] } | null;

type Viewer = { signedIn: boolean; isOwner: boolean; ownReviewId: number | null };

export function ResidentsRating({ average, count, t, p }: { average: number | null; count: number; t: T<"business">; p: T<"places"> }) {
  return (
    <div data-testid="residents-rating" className="text-sm">
      {average !== null && count > 0 ? (
        <Stars rating={average} reviewCount={count} source="Residents" t={p} />
      ) : (
        <span>
          <span className="font-medium">{p(/*i18n*/ { id: "places.residentsRating", message: "Residents' rating" })}</span>{" "}
          <span className="opacity-70">{t(/*i18n*/ { id: "business.noResidentsReviews", message: "No residents' reviews yet" })}</span>
        </span>
      )}
    </div>
  );
}

/** How many residents gave 5, 4, 3, 2 and 1 stars: a table (the bars only repeat its numbers). */
export function RatingDistribution({ rows, t }: { rows: ReturnType<typeof ratingDistribution>; t: T<"business"> }) {
  return (
    <table className="mt-3 w-full max-w-sm text-sm" data-testid="rating-distribution">
      <caption className="text-left font-medium">
        {t(/*i18n*/ { id: "business.distribution", message: "Residents' ratings from 5 stars to 1" })}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t(/*i18n*/ { id: "business.starsColumn", message: "Stars" })}</th>
          <th scope="col">{t(/*i18n*/ { id: "business.reviewsColumn", message: "Reviews" })}</th>
          <th scope="col">{t(/*i18n*/ { id: "business.shareColumn", message: "Share" })}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.stars}>
            <th scope="row" className="whitespace-nowrap py-0.5 pr-2 text-left font-normal">
              {t(/*i18n*/ { id: "business.starsRow", message: "{stars, plural, one {# star} other {# stars}}" }, { stars: row.stars })}
            </th>
            <td className="w-full py-0.5">
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded bg-secondary">
                  <span className="block h-full bg-amber-500" style={{ width: `${row.percent}%` }} />
                </span>
                <span className="w-6 text-right tabular-nums">{row.count}</span>
              </span>
            </td>
            <td className="py-0.5 pl-2 text-right tabular-nums opacity-80">{row.percent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Newest, highest, lowest: plain links, the order in the URL (`?sort=`). */
export function ReviewSortLinks({ businessId, sort, t }: { businessId: number; sort: ReviewSort; t: T<"business"> }) {
  const label = {
    newest: t(/*i18n*/ { id: "business.sortNewest", message: "Newest" }),
    highest: t(/*i18n*/ { id: "business.sortHighest", message: "Highest rated" }),
    lowest: t(/*i18n*/ { id: "business.sortLowest", message: "Lowest rated" }),
  } as const;
  return (
    <nav
      aria-label={t(/*i18n*/ { id: "business.sortReviews", message: "Sort reviews" })}
      className="mt-4 flex flex-wrap items-center gap-2 text-sm"
      data-testid="review-sort"
    >
      <span className="opacity-80">{t(/*i18n*/ { id: "business.sortReviews", message: "Sort reviews" })}:</span>
      {REVIEW_SORTS.map((s) => (
        <a
          key={s}
          href={reviewListHref(businessId, s)}
          aria-current={s === sort ? "true" : undefined}
          className={`tap rounded-full border px-3 py-1 ${s === sort ? "border-primary bg-primary text-primary-foreground" : "border-border"}`}
        >
          {label[s]}
        </a>
      ))}
    </nav>
  );
}

export function ReviewList({
  reviews,
  businessId,
  viewer,
  problem,
  page,
  pages,
  sort,
  lang,
  t,
  p,
}: {
  reviews: ReviewView[];
  businessId: number;
  viewer: Viewer;
  problem: ReviewFormProblem;
  page: number;
  pages: number;
  sort: ReviewSort;
  lang: Lang;
  t: T<"business">;
  p: T<"places">;
}) {
  return (
    <>
      <ol className="mt-4 space-y-4" data-testid="review-list">
        {reviews.map((r) => (
          <li key={r.id} id={`review-${r.id}`} className="rounded-lg border border-border p-4" data-testid="review">
            <ReviewItem review={r} businessId={businessId} viewer={viewer} problem={problem} lang={lang} t={t} />
          </li>
        ))}
      </ol>
      <div className="mt-4">
        <Pager
          page={page}
          pages={pages}
          href={(n) => reviewListHref(businessId, sort, n)}
          label={t(/*i18n*/ { id: "business.reviewsPages", message: "Reviews pages" })}
          t={p}
        />
      </div>
    </>
  );
}

function ReviewItem({
  review: r,
  businessId,
  viewer,
  problem,
  lang,
  t,
}: {
  review: ReviewView;
  businessId: number;
  viewer: Viewer;
  problem: ReviewFormProblem;
  lang: Lang;
  t: T<"business">;
}) {
  // Reviews, their authors and the owner's replies are what people wrote.
  const wrote = peopleWroteLang(lang);
  const action = `/businesses/${businessId}`;
  return (
    <article>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="text-sm" role="img" aria-label={t(WORDS.stars, { rating: r.rating })}>
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
      <p className="mt-1 text-xs opacity-80">
        <span lang={wrote}>{r.author}</span>
        {r.byOwner ? t(WORDS.byOwner) : ""} · {formatCardDateIn(lang, r.createdAt)}
        {r.edited ? t(WORDS.edited) : ""}
      </p>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs">
        <span data-testid="resident-since">{t(WORDS.residentSince, { date: formatMonthYearIn(lang, r.authorSince) })}</span>
        {r.visited ? (
          <span className="font-semibold text-green-800" data-testid="visited" title={t(WORDS.visitedWhy)}>
            <span aria-hidden="true">✓ </span>
            {t(WORDS.visited)}
          </span>
        ) : null}
      </p>
      <p className="mt-2 whitespace-pre-line break-words leading-relaxed" lang={wrote}>
        {r.body}
      </p>
      {r.pictureUrl ? (
        <a href={r.pictureUrl} className="mt-2 inline-block">
          <Picture
            src={r.pictureUrl}
            alt={t(WORDS.photoFrom, { author: r.author })}
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
            {t(WORDS.ownerResponse)}
            {r.ownerReplyAt ? ` · ${formatCardDateIn(lang, r.ownerReplyAt)}` : ""}
          </p>
          <p className="mt-1 whitespace-pre-line break-words" lang={wrote}>
            {r.ownerReply}
          </p>
        </div>
      ) : null}
      {viewer.isOwner ? <OwnerReplyForm review={r} action={action} open={problem?.intent === "reply" && problem.reviewId === r.id} t={t} /> : null}
      {viewer.signedIn && viewer.ownReviewId !== r.id ? (
        <ReportForm reviewId={r.id} action={action} open={problem?.intent === "report" && problem.reviewId === r.id} t={t} />
      ) : null}
      {problem?.reviewId === r.id ? <ErrorList errors={problem.errors} /> : null}
    </article>
  );
}

/** The verified owner's one public reply (posting again replaces it). */
function OwnerReplyForm({ review: r, action, open, t }: { review: ReviewView; action: string; open: boolean; t: T<"business"> }) {
  return (
    <details className="mt-3 text-sm" open={open}>
      <summary className="cursor-pointer text-primary">
        {r.ownerReply
          ? t(/*i18n*/ { id: "business.editReply", message: "Edit your public reply" })
          : t(/*i18n*/ { id: "business.replyPublicly", message: "Reply publicly" })}
      </summary>
      <form method="post" action={action} className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="reviewId" value={r.id} />
        <label htmlFor={`reply-${r.id}`} className="block font-medium">
          {t(/*i18n*/ { id: "business.yourReply", message: "Your reply (shown under the review)" })}
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
        <Button variant="small">{t(/*i18n*/ { id: "business.postReply", message: "Post reply" })}</Button>
      </form>
    </details>
  );
}

/** A member's report to the moderators (/admin/reviews), with a reason; the review stays up until they decide. */
function ReportForm({ reviewId, action, open, t }: { reviewId: number; action: string; open: boolean; t: T<"business"> }) {
  return (
    <details className="mt-3 text-sm" open={open}>
      <summary className="cursor-pointer opacity-80">{t(/*i18n*/ { id: "business.report", message: "Report this review" })}</summary>
      <form method="post" action={action} className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="reviewId" value={reviewId} />
        <label htmlFor={`reason-${reviewId}`} className="block font-medium">
          {t(/*i18n*/ { id: "business.reason", message: "Reason" })}
        </label>
        <select id={`reason-${reviewId}`} name="reason" required className="block w-full rounded border border-border bg-background px-3 py-2">
          {REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {labelOf(t, REASON_LABELS, reason)}
            </option>
          ))}
        </select>
        <label htmlFor={`details-${reviewId}`} className="block font-medium">
          {t(/*i18n*/ { id: "business.details", message: "Details (optional)" })}
        </label>
        <textarea
          id={`details-${reviewId}`}
          name="details"
          maxLength={500}
          rows={2}
          className="block w-full rounded border border-border bg-background px-3 py-2"
        />
        <Button variant="small-secondary">{t(/*i18n*/ { id: "business.sendReport", message: "Send report" })}</Button>
      </form>
    </details>
  );
}
