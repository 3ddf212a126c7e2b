// Residents' reviews on a business page: the list, the owner's replies, and the reply and report forms. Plain HTML forms
// (the business page ships no React, docs/decisions/pages-without-react.md); review text is rendered as text, so a link
// in it is never a link.
import { Stars } from "~/components/business-badges";
import { Button } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { Pager } from "~/components/pager";
import { Picture } from "~/components/picture";
import { formatTownDate } from "~/lib/dates";
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

export function ResidentsRating({ average, count }: { average: number | null; count: number }) {
  return (
    <div data-testid="residents-rating" className="text-sm">
      {average !== null && count > 0 ? (
        <Stars rating={average} reviewCount={count} source="Residents" />
      ) : (
        <span>
          <span className="font-medium">Residents</span> <span className="opacity-70">No residents' reviews yet</span>
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
}: {
  reviews: ReviewView[];
  businessId: number;
  viewer: { signedIn: boolean; isOwner: boolean; ownReviewId: number | null };
  problem: ReviewFormProblem;
  page: number;
  pages: number;
}) {
  const action = `/businesses/${businessId}`;
  return (
    <>
      <ol className="mt-4 space-y-4" data-testid="review-list">
        {reviews.map((r) => (
          <li key={r.id} id={`review-${r.id}`} className="rounded-lg border border-border p-4" data-testid="review">
            <article>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-sm" role="img" aria-label={`${r.rating} out of 5 stars`}>
                  <span aria-hidden="true" className="text-amber-500">
                    {"★".repeat(r.rating)}
                  </span>
                  <span aria-hidden="true" className="text-gray-300">
                    {"★".repeat(5 - r.rating)}
                  </span>
                </span>
                <h3 className="font-semibold">{r.title}</h3>
              </div>
              <p className="mt-1 text-xs opacity-70">
                {r.author}
                {r.byOwner ? " (the owner; not counted in the average)" : ""} · {formatTownDate(r.createdAt, "MMM d, yyyy")}
                {r.edited ? " · edited" : ""}
              </p>
              <p className="mt-2 whitespace-pre-line break-words leading-relaxed">{r.body}</p>
              {r.pictureUrl ? (
                <a href={r.pictureUrl} className="mt-2 inline-block">
                  <Picture
                    src={r.pictureUrl}
                    alt={`Photo from ${r.author}'s review`}
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
                    Response from the owner{r.ownerReplyAt ? ` · ${formatTownDate(r.ownerReplyAt, "MMM d, yyyy")}` : ""}
                  </p>
                  <p className="mt-1 whitespace-pre-line break-words">{r.ownerReply}</p>
                </div>
              ) : null}
              {viewer.isOwner ? (
                <details className="mt-3 text-sm" open={problem?.intent === "reply" && problem.reviewId === r.id}>
                  <summary className="cursor-pointer text-primary">{r.ownerReply ? "Edit your public reply" : "Reply publicly"}</summary>
                  <form method="post" action={action} className="mt-2 space-y-2">
                    <input type="hidden" name="intent" value="reply" />
                    <input type="hidden" name="reviewId" value={r.id} />
                    <label htmlFor={`reply-${r.id}`} className="block font-medium">
                      Your reply (shown under the review)
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
                    <Button variant="small">Post reply</Button>
                  </form>
                </details>
              ) : null}
              {viewer.signedIn && viewer.ownReviewId !== r.id ? (
                <details className="mt-3 text-sm" open={problem?.intent === "report" && problem.reviewId === r.id}>
                  <summary className="cursor-pointer opacity-80">Report this review</summary>
                  <form method="post" action={action} className="mt-2 space-y-2">
                    <input type="hidden" name="intent" value="report" />
                    <input type="hidden" name="reviewId" value={r.id} />
                    <label htmlFor={`reason-${r.id}`} className="block font-medium">
                      Reason
                    </label>
                    <select
                      id={`reason-${r.id}`}
                      name="reason"
                      required
                      className="block w-full rounded border border-border bg-background px-3 py-2"
                    >
                      {REPORT_REASONS.map((reason) => (
                        <option key={reason}>{reason}</option>
                      ))}
                    </select>
                    <label htmlFor={`details-${r.id}`} className="block font-medium">
                      Details (optional)
                    </label>
                    <textarea
                      id={`details-${r.id}`}
                      name="details"
                      maxLength={500}
                      rows={2}
                      className="block w-full rounded border border-border bg-background px-3 py-2"
                    />
                    <Button variant="small-secondary">Send report</Button>
                  </form>
                </details>
              ) : null}
              {problem?.reviewId === r.id ? <ErrorList errors={problem.errors} /> : null}
            </article>
          </li>
        ))}
      </ol>
      <div className="mt-4">
        <Pager page={page} pages={pages} href={(p) => (p > 1 ? `${action}?page=${p}#reviews` : `${action}#reviews`)} label="Reviews pages" />
      </div>
    </>
  );
}
