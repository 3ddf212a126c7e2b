import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useMatches } from "@remix-run/react";
import { Stars, TierBadge } from "~/components/business-badges";
import { ResidentsRating, ReviewList, type ReviewFormProblem, type ReviewView } from "~/components/business-reviews";
import { notFoundBoundary, notFoundTitle } from "~/components/not-found";
import { Picture } from "~/components/picture";
import { PlaceMap } from "~/components/place-map";
import { WrittenValue } from "~/components/written-value";
import { DAYS } from "~/lib/business-display";
import { badRequest, notFoundPanel } from "~/lib/http.server";
import { compiledFor } from "~/lib/i18n/catalogue.server";
import { HOLE, icu, peopleWroteLang } from "~/lib/i18n/format";
import { loginUrl } from "~/lib/login-url";
import { placeOf, smallMap, tileTemplate } from "~/lib/map-view";
import { MAX_PLACES_PHOTOS, placesPhotoUrl, uploadIdFrom } from "~/lib/media";
import { isOpenNow } from "~/lib/opening-hours";
import { pageCount } from "~/lib/paging";
import { pageParam } from "~/lib/params";
import { formatPhone, mapDirectionsUrl, telHref, websiteHref } from "~/lib/phone";
import { replyFormSchema, reportFormSchema, reviewerName, REVIEW_RULES, REVIEW_TOASTS } from "~/lib/reviews";
import { itemPicture, previewText, type OgPage } from "~/lib/seo";
import { flash } from "~/lib/toast.server";
import { townOfMatches } from "~/lib/towns";
import { isClaimable, isVerified } from "~/models/businesses.server";
import { loadBusinessPage } from "~/models/reviews.server";
import { getUser, requireUser } from "~/services/auth.server";
import { replyToReview, reportReviewAs } from "~/services/reviews.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;
  if (!id) notFoundPanel(context.lang, "business");
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get("page"));
  // Two round trips at most: the session, then one batch with the listing, its reviews and the viewer's own review.
  const user = await getUser(context);
  const found = await loadBusinessPage(context.db, id, { viewerId: user?.id ?? null, page, perPage: REVIEW_RULES.perPage });
  const business = found.business;
  if (!business) notFoundPanel(context.lang, "business");
  const alts = found.alts;
  const isOwner = Boolean(user && user.id === business.ownerId);
  const reviews: ReviewView[] = found.reviews.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    pictureUrl: r.pictureUrl,
    author: reviewerName(r.firstName, r.lastName),
    byOwner: r.authorId === business.ownerId,
    createdAt: r.createdAt.toISOString(),
    edited: r.updatedAt.getTime() - r.createdAt.getTime() > 60_000,
    ownerReply: r.ownerReply,
    ownerReplyAt: r.ownerReplyAt?.toISOString() ?? null,
  }));
  const gallery = [
    ...business.imageUrls.map((src, i) => ({ src, alt: alts[uploadIdFrom(src) ?? ""] || `${business.name} photo ${i + 1}` })),
    ...business.googlePhotoUrls
      .map(placesPhotoUrl)
      .filter((src): src is string => Boolean(src))
      .slice(0, MAX_PLACES_PHOTOS)
      .map((src, i) => ({ src, alt: `${business.name}, photo ${i + 1} from Google` })),
  ];
  // No coordinates: the town of its address from the offline gazetteer (docs/decisions/map.md).
  const mapPlace = placeOf(business.latitude, business.longitude, business.address);
  return json({
    business,
    gallery,
    mapPlace,
    smallMapView: smallMap(mapPlace, new URL(request.url).searchParams.get("map") === "1", tileTemplate(context.env.MAP_TILE_URL)),
    verified: isVerified(business),
    // A member goes to the claim form; a visitor signs in first and lands on that form, what they asked for (issue 41).
    claimHref: isClaimable(business) ? (user ? `/claim-business/${business.id}` : loginUrl(`/claim-business/${business.id}`)) : null,
    openNow: isOpenNow(business.hours, context.now()),
    canEdit: Boolean(user && user.id === business.ownerId && business.claimStatus === "approved"),
    siteUrl: context.siteUrl,
    lang: context.lang,
    // The page ships no JavaScript: its messages never reach the browser as script.
    messages: compiledFor(context.lang, "business"),
    places: compiledFor(context.lang, "places"),
    placeMap: compiledFor(context.lang, "placeMap"),
    og: {
      title: business.name,
      description: previewText([business.description, business.address].filter(Boolean).join(" · ")),
      image: itemPicture(gallery[0]?.src ?? business.logoUrl, business.categoryName),
      imageAlt: gallery[0]?.alt ?? business.name,
    } satisfies OgPage,
    residents: found.residents,
    reviews,
    reviewPage: page,
    reviewPages: pageCount(found.residents.total, REVIEW_RULES.perPage),
    viewer: {
      signedIn: Boolean(user),
      isOwner: isOwner && business.claimStatus === "approved",
      owns: isOwner,
      ownReview: found.own ? { id: found.own.id, status: found.own.status, title: found.own.title } : null,
      signInUrl: loginUrl(`/businesses/${business.id}/review`),
    },
  });
}

/** The owner's reply and a member's report, posted from the review list (plain forms). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;
  if (!id) notFoundPanel(context.lang, "business");
  const form = Object.fromEntries(await request.formData());
  const reviewId = Number(form.reviewId) || 0;
  const fail = (intent: "reply" | "report", errors: string[], status = 400) =>
    json({ problem: { intent, reviewId, errors } satisfies ReviewFormProblem }, { status });
  if (form.intent === "reply") {
    const parsed = replyFormSchema.safeParse(form);
    if (!parsed.success)
      return fail(
        "reply",
        parsed.error.issues.map((i) => i.message),
      );
    const done = await replyToReview(context, user, parsed.data.reviewId, parsed.data.reply);
    if (!done.ok) return fail("reply", [done.message], done.status);
    flash(context, REVIEW_TOASTS.replied);
  } else if (form.intent === "report") {
    const parsed = reportFormSchema.safeParse(form);
    if (!parsed.success)
      return fail(
        "report",
        parsed.error.issues.map((i) => i.message),
      );
    const done = await reportReviewAs(context, user, parsed.data.reviewId, parsed.data.reason, parsed.data.details);
    if (!done.ok) return fail("report", [done.message], done.status);
    flash(context, REVIEW_TOASTS.reported);
  } else {
    badRequest(context.lang, "Bad Request");
  }
  throw redirect(`/businesses/${id}#review-${reviewId}`);
}

// Ships no React (docs/decisions/pages-without-react.md): the page is links, a map behind a link, and pictures; client-side navigation was all
// hydration gave it, for 99.5 KB gzip of JavaScript and, on a phone, a long task while the page was already showing.
export const handle = { hydrate: false };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return [{ title: notFoundTitle(error, "Business Not Found") }];
  const b = data.business;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: b.name,
    description: b.description ?? undefined,
    telephone: b.phone ?? undefined,
    email: b.email ?? undefined,
    url: b.website ? websiteHref(b.website) : undefined,
    address: b.address ?? undefined,
    image: b.logoUrl ? new URL(b.logoUrl, data.siteUrl).toString() : undefined,
    geo: b.latitude && b.longitude ? { "@type": "GeoCoordinates", latitude: b.latitude, longitude: b.longitude } : undefined,
    // Residents' reviews only (never the outside rating), and none by the owner: Google's rule on self-serving reviews.
    aggregateRating:
      data.residents.average !== null && data.residents.count > 0
        ? { "@type": "AggregateRating", ratingValue: data.residents.average, reviewCount: data.residents.count, bestRating: 5, worstRating: 1 }
        : undefined,
    review: data.reviews.some((r) => !r.byOwner)
      ? data.reviews
          .filter((r) => !r.byOwner)
          .map((r) => ({
            "@type": "Review",
            name: r.title,
            reviewBody: r.body,
            datePublished: r.createdAt.slice(0, 10),
            author: { "@type": "Person", name: r.author },
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
          }))
      : undefined,
  };
  return [
    { title: b.name },
    {
      name: "description",
      content: (
        b.description ?? icu<"business">(data.lang, data.messages)("metaDescription", { name: b.name, town: townOfMatches(matches).fullName })
      ).slice(0, 160),
    },
    { "script:ld+json": jsonLd },
  ];
};

export default function BusinessDetail() {
  const {
    business: b,
    gallery,
    mapPlace,
    smallMapView,
    verified,
    openNow,
    canEdit,
    residents,
    reviews,
    reviewPage,
    reviewPages,
    viewer,
    claimHref,
    lang,
    messages,
    places,
    placeMap,
  } = useLoaderData<typeof loader>();
  const t = icu<"business">(lang, messages);
  const p = icu<"places">(lang, places);
  // The listing's own words (name, description, services, address, hours, reviews) are what people wrote.
  const wrote = peopleWroteLang(lang);
  const town = townOfMatches(useMatches());
  const actionData = useActionData<typeof action>();
  const rating = Number(b.rating);
  const hours = DAYS.map((d) => [d, b.hours[d]] as const).filter(([, v]) => v && v.trim());
  return (
    <article className="mx-auto max-w-4xl">
      <Link to="/directory" className="text-sm text-primary">
        {t("backToDirectory")}
      </Link>
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
          {/* Two numbers, never mixed: the residents' own reviews here, and the outside (Google) rating. */}
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

      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_18rem]">
        <div className="space-y-8">
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
              {t("writtenBy", { town: town.name })}{" "}
              {residents.count > 0 && residents.average !== null
                ? t("average", { average: residents.average.toFixed(1), count: residents.count })
                : ""}{" "}
              {t("googleApart")}
            </p>
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
            {reviews.length ? (
              <ReviewList
                reviews={reviews}
                businessId={b.id}
                viewer={{ signedIn: viewer.signedIn, isOwner: viewer.isOwner, ownReviewId: viewer.ownReview?.id ?? null }}
                problem={actionData?.problem ?? null}
                page={reviewPage}
                pages={reviewPages}
                lang={lang}
                t={t}
                p={p}
              />
            ) : (
              <p className="mt-3 text-sm">{t("noReviews")}</p>
            )}
          </section>
        </div>
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
          <PlaceMap place={mapPlace} label={b.name} view={smallMapView} path={`/businesses/${b.id}`} t={icu<"placeMap">(lang, placeMap)} />
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
      </div>
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary(
  "Business Not Found",
  "The business you're looking for doesn't exist or has been removed.",
  "/directory",
  "Back to Directory",
);
