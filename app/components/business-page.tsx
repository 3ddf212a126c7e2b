// The business page's sections (/businesses/:id): the header with both ratings (each labelled with its source), the
// listing's own words and pictures, the residents' reviews, and the contact, map and hours aside. Split out of the
// route so each reads on a screen; the route keeps its loader, action, meta and the page's frame.
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { Stars, TierBadge } from "~/components/business-badges";
import { RatingDistribution, ResidentsRating, ReviewList, ReviewSortLinks, type ReviewFormProblem } from "~/components/business-reviews";
import { Picture } from "~/components/picture";
import { PlaceMap } from "~/components/place-map";
import { WrittenValue } from "~/components/written-value";
import { DAYS } from "~/lib/business-display";
import { HOLE, icu, type T } from "~/lib/i18n/format";
import { formatPhone, mapDirectionsUrl, telHref, websiteHref } from "~/lib/phone";
import { ratingDistribution } from "~/lib/reviews";
import type { loader } from "~/routes/businesses.$id";

export type BusinessPageData = SerializeFrom<typeof loader>;
type Text = { t: T<"business">; p: T<"places">; wrote: "en" | undefined };

export function BusinessHeader({ data, t, p, wrote }: { data: BusinessPageData } & Text) {
  const { business: b, verified, openNow, residents, canEdit, claimHref } = data;
  const rating = Number(b.rating);
  return (
    <header className="mt-4 flex flex-wrap items-start gap-4">
      <Picture
        src={b.logoUrl}
        alt={t("logo", { name: b.name })}
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
            {b.categoryName ?? t("general")}
          </span>
          <TierBadge premium={b.isPremium} t={p} />
          {verified ? <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t("verifiedOwner")}</span> : null}
          {openNow === null ? null : (
            <span
              data-testid="open-now"
              className={`rounded px-2 py-0.5 text-xs font-semibold ${openNow ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}
            >
              {openNow ? t("openNow") : t("closedNow")}
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
          {t("editListing")}
        </Link>
      ) : null}
      {claimHref ? (
        <a href={claimHref} className="btn-outline" data-testid="claim-business">
          {t("claim")}
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
          <h2 className="text-xl font-semibold">{t("about")}</h2>
          <p className="mt-2 whitespace-pre-line leading-relaxed" lang={wrote}>
            {b.description}
          </p>
        </section>
      ) : null}
      {b.services.length ? (
        <section>
          <h2 className="text-xl font-semibold">{t("services")}</h2>
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
          <h2 className="text-xl font-semibold">{t("gallery")}</h2>
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
          {t("residentsReviews")}
        </h2>
        {viewer.owns ? null : viewer.ownReview ? (
          <a href={`/businesses/${b.id}/review`} className="btn-outline">
            {t("editYourReview")}
          </a>
        ) : viewer.signedIn ? (
          <a href={`/businesses/${b.id}/review`} className="btn-primary">
            {t("writeReview")}
          </a>
        ) : (
          <a href={viewer.signInUrl} className="btn-outline">
            {t("signInToReview")}
          </a>
        )}
      </div>
      <p className="mt-1 text-sm opacity-80">
        {t("writtenBy", { town })}{" "}
        {residents.count > 0 && residents.average !== null ? t("average", { average: residents.average.toFixed(1), count: residents.count }) : ""}{" "}
        {t("googleApart")}
      </p>
      {residents.count > 0 ? <RatingDistribution rows={ratingDistribution(residents.stars)} t={t} /> : null}
      {viewer.owns ? <p className="mt-2 text-sm">{t("yourBusiness")}</p> : null}
      {viewer.ownReview?.status === "held" ? (
        <p className="mt-2 rounded bg-amber-50 p-2 text-sm text-amber-900" data-testid="own-review-held">
          <WrittenValue message={t("heldReview", { title: HOLE })} lang={wrote}>
            {viewer.ownReview.title}
          </WrittenValue>
        </p>
      ) : viewer.ownReview?.status === "removed" ? (
        <p className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900">{t("removedReview")}</p>
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
        <p className="mt-3 text-sm">{t("noReviews")}</p>
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
        <h2 className="font-semibold">{t("contactInformation")}</h2>
        <dl className="mt-2 space-y-2 text-sm">
          {b.address ? (
            <div>
              <dt className="sr-only">{t("address")}</dt>
              <dd lang={wrote}>{b.address}</dd>
              <dd>
                <a href={mapDirectionsUrl(b.address)} className="tap text-primary underline" rel="noopener noreferrer" target="_blank">
                  {t("getDirections")}
                </a>
              </dd>
            </div>
          ) : null}
          {b.phone ? (
            <div>
              <dt className="sr-only">{t("phone")}</dt>
              <dd>
                <a href={telHref(b.phone)} className="tap text-primary">
                  {formatPhone(b.phone)}
                </a>
              </dd>
            </div>
          ) : null}
          {b.email ? (
            <div>
              <dt className="sr-only">{t("email")}</dt>
              <dd>
                <a href={`mailto:${b.email}`} className="tap break-all text-primary">
                  {b.email}
                </a>
              </dd>
            </div>
          ) : null}
          {b.website ? (
            <div>
              <dt className="sr-only">{t("website")}</dt>
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
          <h2 className="font-semibold">{t("hours")}</h2>
          <dl className="mt-2 space-y-1 text-sm">
            {hours.map(([day, value]) => (
              <div key={day} className="flex justify-between gap-2">
                <dt>{t(day)}</dt>
                <dd lang={wrote}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </aside>
  );
}
