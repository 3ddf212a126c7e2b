// The business page's sections (/businesses/:id): the header with both ratings (each labelled with its source), the
// listing's own words and pictures, the residents' reviews, and the contact, map and hours aside. Split out of the
// route so each reads on a screen; the route keeps its loader, action, meta and the page's frame.
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Stars, TierBadge } from "~/components/business-badges";
import { RatingDistribution, ResidentsRating, ReviewList, ReviewSortLinks, type ReviewFormProblem } from "~/components/business-reviews";
import { Picture } from "~/components/picture";
import { PlaceMap } from "~/components/place-map";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { DAYS } from "~/lib/business-display";
import { labelOf } from "~/lib/i18n/descriptor";
import { HOLE, icu, type T } from "~/lib/i18n/format";
import { formatPhone, mapDirectionsUrl, telHref, websiteHref } from "~/lib/phone";
import { ratingDistribution } from "~/lib/reviews";
import type { loader } from "~/routes/businesses.$id";

/** The weekdays of the opening hours. */
const DAY_LABELS = {
  Monday: /*i18n*/ { id: "business.Monday", message: "Monday" },
  Tuesday: /*i18n*/ { id: "business.Tuesday", message: "Tuesday" },
  Wednesday: /*i18n*/ { id: "business.Wednesday", message: "Wednesday" },
  Thursday: /*i18n*/ { id: "business.Thursday", message: "Thursday" },
  Friday: /*i18n*/ { id: "business.Friday", message: "Friday" },
  Saturday: /*i18n*/ { id: "business.Saturday", message: "Saturday" },
  Sunday: /*i18n*/ { id: "business.Sunday", message: "Sunday" },
} as const;

export type BusinessPageData = SerializeFrom<typeof loader>;
type Text = { t: T<"business">; p: T<"places">; wrote: "en" | undefined };

export function BusinessHeader({ data, t, p, wrote }: { data: BusinessPageData } & Text) {
  const { business: b, verified, openNow, residents, canEdit, claimHref } = data;
  const rating = Number(b.rating);
  return (
    <header className="mt-4 flex flex-wrap items-start gap-4">
      <Picture
        src={b.logoUrl}
        alt={t(/*i18n*/ { id: "business.logo", message: "{name} logo" }, { name: b.name })}
        category={b.categoryName}
        width={80}
        height={80}
        lazy={false}
        sizes="80px"
        className="h-20 w-20 rounded border border-border bg-white object-contain"
      />
      <div className="flex-1">
        <h1 className="text-3xl font-bold" lang={wrote}>
          {b.name}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span className="rounded bg-secondary px-2 py-0.5 text-xs" lang={b.categoryName ? wrote : undefined}>
            {b.categoryName ?? t(/*i18n*/ { id: "business.general", message: "General" })}
          </span>
          <TierBadge premium={b.isPremium} t={p} />
          {verified ? (
            <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              {t(/*i18n*/ { id: "business.verifiedOwner", message: "Verified Owner" })}
            </span>
          ) : null}
          {openNow === null ? null : (
            <span
              data-testid="open-now"
              className={`rounded px-2 py-0.5 text-xs font-semibold ${openNow ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}
            >
              {openNow
                ? t(/*i18n*/ { id: "business.openNow", message: "Open now" })
                : t(/*i18n*/ { id: "business.closedNow", message: "Closed now" })}
            </span>
          )}
        </div>
        {/* Two numbers, never mixed, each named: the residents' own reviews, and the outside (Google) rating. */}
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
          <ResidentsRating average={residents.average} count={residents.count} t={t} p={p} />
          {rating > 0 ? (
            <div data-testid="google-rating">
              <Stars rating={rating} reviewCount={b.reviewCount} source="Google" t={p} />
            </div>
          ) : null}
        </div>
      </div>
      {canEdit ? (
        <Link to={`/businesses/${b.id}/edit`} className="rounded border border-border px-3 py-1.5 text-sm">
          {t(/*i18n*/ { id: "business.editListing", message: "Edit listing" })}
        </Link>
      ) : null}
      {claimHref ? (
        <a href={claimHref} className="btn-outline" data-testid="claim-business">
          {t(/*i18n*/ { id: "business.claim", message: "Claim This Business" })}
        </a>
      ) : null}
    </header>
  );
}

/** The listing's description, services and pictures (what its owner or the import wrote). */
export function BusinessAbout({ data, t, wrote }: { data: BusinessPageData } & Omit<Text, "p">) {
  const { business: b, gallery } = data;
  return (
    <>
      {b.description ? (
        <section>
          <h2 className="text-xl font-semibold">{t(/*i18n*/ { id: "business.about", message: "About" })}</h2>
          <p className="mt-2 whitespace-pre-line leading-relaxed" lang={wrote}>
            {b.description}
          </p>
        </section>
      ) : null}
      {b.services.length ? (
        <section>
          <h2 className="text-xl font-semibold">{t(/*i18n*/ { id: "business.services", message: "Services" })}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {b.services.map((s) => (
              <li key={s} className="rounded-full bg-secondary px-3 py-1 text-sm" lang={wrote}>
                {s}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {gallery.length ? (
        <section>
          <h2 className="text-xl font-semibold">{t(/*i18n*/ { id: "business.gallery", message: "Gallery" })}</h2>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {gallery.map((g) => (
              <li key={g.src}>
                <a href={g.src}>
                  <Picture
                    src={g.src}
                    alt={g.alt}
                    lang={wrote}
                    width={400}
                    height={400}
                    sizes="(min-width: 768px) 12rem, 50vw"
                    className="aspect-square w-full rounded object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** The residents' reviews: who may write, their rating and its distribution, the order, and the list. */
export function ReviewsSection({ data, problem, town, t, p, wrote }: { data: BusinessPageData; problem: ReviewFormProblem; town: string } & Text) {
  const { business: b, residents, reviews, viewer } = data;
  return (
    <section id="reviews" aria-labelledby="reviews-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          {t(/*i18n*/ { id: "business.residentsReviews", message: "Residents' Reviews" })}
        </h2>
        {viewer.owns ? null : viewer.ownReview ? (
          <a href={`/businesses/${b.id}/review`} className="btn-outline">
            {t(/*i18n*/ { id: "business.editYourReview", message: "Edit your review" })}
          </a>
        ) : viewer.signedIn ? (
          <a href={`/businesses/${b.id}/review`} className="btn-primary">
            {t(/*i18n*/ { id: "business.writeReview", message: "Write a review" })}
          </a>
        ) : (
          <a href={viewer.signInUrl} className="btn-outline">
            {t(/*i18n*/ { id: "business.signInToReview", message: "Sign in to write a review" })}
          </a>
        )}
      </div>
      <p className="mt-1 text-sm opacity-80">
        {t(/*i18n*/ { id: "business.writtenBy", message: "Written by {town} residents on this site." }, { town })}{" "}
        {residents.count > 0 && residents.average !== null
          ? t(
              /*i18n*/ { id: "business.average", message: "Average {average} out of 5 from {count} {count, plural, one {review} other {reviews}}." },
              { average: residents.average.toFixed(1), count: residents.count },
            )
          : ""}{" "}
        {t(/*i18n*/ { id: "business.googleApart", message: "The Google rating is shown apart." })}
      </p>
      {residents.count > 0 ? <RatingDistribution rows={ratingDistribution(residents.stars)} t={t} /> : null}
      {viewer.owns ? (
        <p className="mt-2 text-sm">
          {t(/*i18n*/ { id: "business.yourBusiness", message: "This is your business: you can reply to reviews, but not review it." })}
        </p>
      ) : null}
      {viewer.ownReview?.status === "held" ? (
        <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900" data-testid="own-review-held">
          <WrittenValue
            message={t(
              /*i18n*/ {
                id: "business.heldReview",
                message: 'Your review "{title}" is waiting for a moderator. New accounts\' reviews are checked before they appear.',
              },
              { title: HOLE },
            )}
            lang={wrote}
          >
            {viewer.ownReview.title}
          </WrittenValue>
        </p>
      ) : viewer.ownReview?.status === "removed" ? (
        <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900">
          {t(/*i18n*/ { id: "business.removedReview", message: "Your review was removed by a moderator." })}
        </p>
      ) : null}
      {reviews.length > 1 || data.reviewPages > 1 ? <ReviewSortLinks businessId={b.id} sort={data.reviewSort} t={t} /> : null}
      {reviews.length ? (
        <ReviewList
          reviews={reviews}
          businessId={b.id}
          viewer={{ signedIn: viewer.signedIn, isOwner: viewer.isOwner, ownReviewId: viewer.ownReview?.id ?? null }}
          problem={problem}
          page={data.reviewPage}
          pages={data.reviewPages}
          sort={data.reviewSort}
          lang={data.lang}
          t={t}
          p={p}
        />
      ) : (
        <p className="mt-3 text-sm">{t(/*i18n*/ { id: "business.noReviews", message: "No residents' reviews yet." })}</p>
      )}
    </section>
  );
}

/** Contact details, the small map and the opening hours. */
export function BusinessAside({ data, t, wrote }: { data: BusinessPageData } & Omit<Text, "p">) {
  const { business: b } = data;
  const hours = DAYS.map((d) => [d, b.hours[d]] as const).filter(([, v]) => v && v.trim());
  return (
    <aside className="space-y-6">
      <section className="rounded-lg border border-border p-4">
        <h2 className="font-semibold">{t(/*i18n*/ { id: "business.contactInformation", message: "Contact Information" })}</h2>
        <dl className="mt-2 space-y-2 text-sm">
          {b.address ? (
            <div>
              <dt className="sr-only">{t(/*i18n*/ { id: "business.address", message: "Address" })}</dt>
              <dd lang={wrote}>{b.address}</dd>
              <dd>
                <a href={mapDirectionsUrl(b.address)} className="tap text-primary underline" rel="noopener noreferrer" target="_blank">
                  {t(/*i18n*/ { id: "business.getDirections", message: "Get directions" })}
                </a>
              </dd>
            </div>
          ) : null}
          {b.phone ? (
            <div>
              <dt className="sr-only">{t(/*i18n*/ { id: "business.phone", message: "Phone" })}</dt>
              <dd>
                <a href={telHref(b.phone)} className="tap text-primary">
                  {formatPhone(b.phone)}
                </a>
              </dd>
            </div>
          ) : null}
          {b.email ? (
            <div>
              <dt className="sr-only">{t(/*i18n*/ { id: "business.email", message: "Email" })}</dt>
              <dd>
                <a href={`mailto:${b.email}`} className="tap break-all text-primary">
                  {b.email}
                </a>
              </dd>
            </div>
          ) : null}
          {b.website ? (
            <div>
              <dt className="sr-only">{t(/*i18n*/ { id: "business.website", message: "Website" })}</dt>
              <dd>
                <a href={websiteHref(b.website)} className="tap break-all text-primary" rel="noopener noreferrer" target="_blank">
                  {b.website}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <PlaceMap
        place={data.mapPlace}
        label={b.name}
        view={data.smallMapView}
        path={`/businesses/${b.id}`}
        t={icu<"placeMap">(data.lang, data.placeMap)}
      />
      {hours.length ? (
        <section className="rounded-lg border border-border p-4">
          <h2 className="font-semibold">{t(/*i18n*/ { id: "business.hours", message: "Hours" })}</h2>
          <dl className="mt-2 space-y-1 text-sm">
            {hours.map(([day, value]) => (
              <div key={day} className="flex justify-between gap-2">
                <dt>{labelOf(t, DAY_LABELS, day)}</dt>
                <dd lang={wrote}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </aside>
  );
}
