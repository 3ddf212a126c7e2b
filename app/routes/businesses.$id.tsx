import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { Stars, TierBadge } from "~/components/business-bits";
import { notFoundBoundary } from "~/components/not-found";
import { Picture } from "~/components/picture";
import { PlaceMap } from "~/components/place-map";
import { DAYS } from "~/lib/business-display";
import { loginUrl } from "~/lib/login-url";
import { MAX_PLACES_PHOTOS, placesPhotoUrl, uploadIdFrom } from "~/lib/media";
import { isOpenNow } from "~/lib/opening-hours";
import { formatPhone, mapDirectionsUrl, telHref, websiteHref } from "~/lib/phone";
import { getBusiness, isClaimable, isVerified } from "~/models/businesses.server";
import { uploadAlts } from "~/models/uploads.server";
import { getUser } from "~/services/auth.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;
  const business = id ? await getBusiness(context.db, id) : null;
  if (!business) throw new Response("Business Not Found", { status: 404, statusText: "Not Found" });
  const ownIds = business.imageUrls.map(uploadIdFrom).filter((u): u is string => Boolean(u));
  const [user, alts] = await Promise.all([getUser(context), uploadAlts(context.db, ownIds)]);
  const gallery = [
    ...business.imageUrls.map((src, i) => ({ src, alt: alts[uploadIdFrom(src) ?? ""] || `${business.name} photo ${i + 1}` })),
    ...business.googlePhotoUrls
      .map(placesPhotoUrl)
      .filter((src): src is string => Boolean(src))
      .slice(0, MAX_PLACES_PHOTOS)
      .map((src, i) => ({ src, alt: `${business.name}, photo ${i + 1} from Google` })),
  ];
  return json({
    business,
    gallery,
    showMap: new URL(request.url).searchParams.get("map") === "1",
    verified: isVerified(business),
    // As on the directory card: a member goes to the claim form, a visitor signs in first and comes back here.
    claimHref: isClaimable(business) ? (user ? `/claim-business/${business.id}` : loginUrl(`/businesses/${business.id}`)) : null,
    openNow: isOpenNow(business.hours, context.now()),
    canEdit: Boolean(user && user.id === business.ownerId && business.claimStatus === "approved"),
    siteUrl: context.env.SITE_URL ?? null,
  });
}

// Ships no React (docs/decisions/pages-without-react.md): the page is links, a map behind a link, and pictures; client-side navigation was all
// hydration gave it, for 99.5 KB gzip of JavaScript and, on a phone, a long task while the page was already showing.
export const handle = { hydrate: false };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Business Not Found" }];
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
    image: b.logoUrl && data.siteUrl ? new URL(b.logoUrl, data.siteUrl).toString() : undefined,
    geo: b.latitude && b.longitude ? { "@type": "GeoCoordinates", latitude: b.latitude, longitude: b.longitude } : undefined,
    aggregateRating: Number(b.rating) > 0 ? { "@type": "AggregateRating", ratingValue: b.rating, reviewCount: b.reviewCount } : undefined,
  };
  return [
    { title: b.name },
    { name: "description", content: (b.description ?? `${b.name} in Greenwood, Indiana`).slice(0, 160) },
    ...(data.siteUrl ? [{ tagName: "link", rel: "canonical", href: `${data.siteUrl}/businesses/${b.id}` }] : []),
    { "script:ld+json": jsonLd },
  ];
};

export default function BusinessDetail() {
  const { business: b, gallery, showMap, verified, openNow, canEdit, claimHref } = useLoaderData<typeof loader>();
  const rating = Number(b.rating);
  const hours = DAYS.map((d) => [d, b.hours[d]] as const).filter(([, v]) => v && v.trim());
  return (
    <article className="mx-auto max-w-4xl">
      <Link to="/directory" className="text-sm text-primary">← Back to Directory</Link>
      <header className="mt-4 flex flex-wrap items-start gap-4">
        <Picture src={b.logoUrl} alt={`${b.name} logo`} category={b.categoryName} width={80} height={80} lazy={false} sizes="80px" className="h-20 w-20 rounded border border-border bg-white object-contain" />
        <div className="flex-1">
          <h1 className="text-3xl font-bold">{b.name}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <span className="rounded bg-secondary px-2 py-0.5 text-xs">{b.categoryName ?? "General"}</span>
            <TierBadge premium={b.isPremium} />
            {verified ? <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Verified Owner</span> : null}
            {openNow === null ? null : (
              <span data-testid="open-now" className={`rounded px-2 py-0.5 text-xs font-semibold ${openNow ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}>
                {openNow ? "Open now" : "Closed now"}
              </span>
            )}
          </div>
          {rating > 0 ? <div className="mt-2"><Stars rating={rating} reviewCount={b.reviewCount} /></div> : null}
        </div>
        {canEdit ? <Link to={`/businesses/${b.id}/edit`} className="rounded border border-border px-3 py-1.5 text-sm">Edit listing</Link> : null}
        {claimHref ? (
          <a href={claimHref} className="btn-outline" data-testid="claim-business">
            Claim This Business
          </a>
        ) : null}
      </header>

      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_18rem]">
        <div className="space-y-8">
          {b.description ? (
            <section>
              <h2 className="text-xl font-semibold">About</h2>
              <p className="mt-2 whitespace-pre-line leading-relaxed">{b.description}</p>
            </section>
          ) : null}
          {b.services.length ? (
            <section>
              <h2 className="text-xl font-semibold">Services</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {b.services.map((s) => <li key={s} className="rounded-full bg-secondary px-3 py-1 text-sm">{s}</li>)}
              </ul>
            </section>
          ) : null}
          {gallery.length ? (
            <section>
              <h2 className="text-xl font-semibold">Gallery</h2>
              <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
                {gallery.map((p) => (
                  <li key={p.src}>
                    <a href={p.src}>
                      <Picture src={p.src} alt={p.alt} width={400} height={400} sizes="(min-width: 768px) 12rem, 50vw" className="aspect-square w-full rounded object-cover" />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="space-y-6">
          <section className="rounded-lg border border-border p-4">
            <h2 className="font-semibold">Contact Information</h2>
            <dl className="mt-2 space-y-2 text-sm">
              {b.address ? (
                <div>
                  <dt className="sr-only">Address</dt>
                  <dd>{b.address}</dd>
                  <dd><a href={mapDirectionsUrl(b.address)} className="tap text-primary underline" rel="noopener noreferrer" target="_blank">Get directions</a></dd>
                </div>
              ) : null}
              {b.phone ? <div><dt className="sr-only">Phone</dt><dd><a href={telHref(b.phone)} className="tap text-primary">{formatPhone(b.phone)}</a></dd></div> : null}
              {b.email ? <div><dt className="sr-only">Email</dt><dd><a href={`mailto:${b.email}`} className="tap break-all text-primary">{b.email}</a></dd></div> : null}
              {b.website ? <div><dt className="sr-only">Website</dt><dd><a href={websiteHref(b.website)} className="tap break-all text-primary" rel="noopener noreferrer" target="_blank">{b.website}</a></dd></div> : null}
            </dl>
          </section>
          <PlaceMap lat={b.latitude} lon={b.longitude} label={b.name} show={showMap} path={`/businesses/${b.id}`} />
          {hours.length ? (
            <section className="rounded-lg border border-border p-4">
              <h2 className="font-semibold">Hours</h2>
              <dl className="mt-2 space-y-1 text-sm">
                {hours.map(([day, value]) => (
                  <div key={day} className="flex justify-between gap-2"><dt>{day}</dt><dd>{value}</dd></div>
                ))}
              </dl>
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary("Business Not Found", "The business you're looking for doesn't exist or has been removed.", "/directory", "Back to Directory");
