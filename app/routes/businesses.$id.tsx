import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useMatches } from "@remix-run/react";
import { BusinessAbout, BusinessAside, BusinessHeader, ReviewsSection } from "~/components/business-page";
import { type ReviewFormProblem, type ReviewView } from "~/components/business-reviews";
import { notFoundBoundary, notFoundTitle } from "~/components/not-found";
import { Link } from "~/components/site-link";
import { badRequest, notFoundPanel } from "~/lib/http.server";
import { compiledFor } from "~/lib/i18n/catalogue.server";
import { icu, peopleWroteLang } from "~/lib/i18n/format";
import { loginUrl } from "~/lib/login-url";
import { placeOf, smallMap, tileTemplate } from "~/lib/map-view";
import { MAX_PLACES_PHOTOS, placesPhotoUrl, uploadIdFrom } from "~/lib/media";
import { isOpenNow } from "~/lib/opening-hours";
import { pageCount } from "~/lib/paging";
import { pageParam } from "~/lib/params";
import { websiteHref } from "~/lib/phone";
import { replyFormSchema, reportFormSchema, RESIDENTS_RATING, reviewerName, reviewSortParam, REVIEW_RULES, REVIEW_TOASTS } from "~/lib/reviews";
import { itemPicture, previewText, type OgPage } from "~/lib/seo";
import { flash } from "~/lib/toast.server";
import { townOfMatches } from "~/lib/towns";
import { loadBusinessPage } from "~/models/business-reviews.server";
import { isClaimable, isVerified } from "~/models/businesses.server";
import { getUser, requireUser, sessionIdOf } from "~/services/auth.server";
import { replyToReview, reportReviewAs } from "~/services/reviews.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;
  if (!id) notFoundPanel(context.lang, "business");
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get("page"));
  const sort = reviewSortParam(url.searchParams.get("sort"));
  // Two round trips side by side: the session, and one batch with the listing, its reviews and the viewer's own review
  // (read by the session's id).
  const [user, found] = await Promise.all([
    getUser(context),
    loadBusinessPage(context.db, id, { sessionId: sessionIdOf(request), page, perPage: REVIEW_RULES.perPage, sort, now: context.now() }),
  ]);
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
    authorSince: r.authorSince.toISOString(),
    visited: Boolean(r.visited),
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
    reviewSort: sort,
    reviewPages: pageCount(found.residents.total, REVIEW_RULES.perPage),
    viewer: {
      signedIn: Boolean(user),
      isOwner: isOwner && business.claimStatus === "approved",
      owns: isOwner,
      ownReview: user && found.own ? { id: found.own.id, status: found.own.status, title: found.own.title } : null,
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
    badRequest(context.lang, /*i18n*/ { id: "badRequest.Bad Request", message: "Bad Request" });
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
        ? {
            "@type": "AggregateRating",
            name: RESIDENTS_RATING,
            ratingValue: data.residents.average,
            reviewCount: data.residents.count,
            bestRating: 5,
            worstRating: 1,
          }
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
        b.description ??
        icu<"business">(data.lang, data.messages)(
          /*i18n*/ { id: "business.metaDescription", message: "{name} in {town}" },
          { name: b.name, town: townOfMatches(matches).fullName },
        )
      ).slice(0, 160),
    },
    { "script:ld+json": jsonLd },
  ];
};

export default function BusinessDetail() {
  const data = useLoaderData<typeof loader>();
  const t = icu<"business">(data.lang, data.messages);
  const p = icu<"places">(data.lang, data.places);
  // The listing's own words (name, description, services, address, hours, reviews) are what people wrote.
  const wrote = peopleWroteLang(data.lang);
  const town = townOfMatches(useMatches());
  const actionData = useActionData<typeof action>();
  return (
    <article className="mx-auto max-w-4xl">
      <Link to="/directory" className="tap text-sm text-primary">
        {t(/*i18n*/ { id: "business.backToDirectory", message: "← Back to Directory" })}
      </Link>
      <BusinessHeader data={data} t={t} p={p} wrote={wrote} />
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_18rem]">
        <div className="space-y-8">
          <BusinessAbout data={data} t={t} wrote={wrote} />
          <ReviewsSection data={data} problem={actionData?.problem ?? null} town={town.name} t={t} p={p} wrote={wrote} />
        </div>
        <BusinessAside data={data} t={t} wrote={wrote} />
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
