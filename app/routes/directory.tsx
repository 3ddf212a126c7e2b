// /directory: search, category filter and sort as a GET form (the URL holds the state; no JavaScript needed).
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Stars, TierBadge } from "~/components/business-badges";
import { ListLoading, SkeletonCards } from "~/components/list-loading";
import { MapView, readView, ViewSwitch } from "~/components/map-view";
import { Pager } from "~/components/pager";
import { Picture } from "~/components/picture";
import { DIRECTORY_SORTS, type DirectorySort } from "~/lib/business-display";
import { loginUrl } from "~/lib/login-url";
import { MAP_MAX_ITEMS, mapOf, tileTemplate } from "~/lib/map-view";
import { pageCount, pageHref } from "~/lib/paging";
import { pageParam, parseId } from "~/lib/params";
import { formatPhone } from "~/lib/phone";
import { RATING_LABELS, REVIEW_RULES, shownRating } from "~/lib/reviews";
import { PAGE_PARAM } from "~/lib/seo";
import { townOfMatches } from "~/lib/towns";
import { isClaimable, isVerified, listDirectoryPlaces, loadDirectoryPage } from "~/models/businesses.server";
import { getUser } from "~/services/auth.server";

// Ships no React: the search, filters and pager are a GET form and links, and ListLoading's few lines of plain script
// show the skeleton while the next list loads and apply a select at once, as React did (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false, canonical: { q: "", category: "all", sort: "name", view: "list", ...PAGE_PARAM } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const categoryId = parseId(url.searchParams.get("category"));
  const sortParam = url.searchParams.get("sort");
  const sort = (DIRECTORY_SORTS.find((s) => s.value === sortParam)?.value ?? "name") as DirectorySort;
  const view = readView(url.searchParams);
  // The map shows every match on one map: no pages.
  const page = view === "map" ? 1 : pageParam(url.searchParams.get("page"));
  const [found, user, places] = await Promise.all([
    loadDirectoryPage(context.db, { q, categoryId, sort, page }),
    getUser(context),
    view === "map" ? listDirectoryPlaces(context.db, { q, categoryId, limit: MAP_MAX_ITEMS }) : null,
  ]);
  const filters = { q: q || null, category: categoryId ? String(categoryId) : null, sort: sort === "name" ? null : sort };
  const pages = pageCount(found.total, found.perPage);
  // A page past the end (fewer matches than when the link was made) goes to the last page, filters kept.
  if (page > pages) throw redirect(pageHref("/directory", filters, pages));
  const map = places
    ? mapOf(places.map((b) => ({ id: b.id, title: b.name, href: `/businesses/${b.id}`, detail: b.categoryName, address: b.address, latitude: b.latitude, longitude: b.longitude })))
    : null;
  return json({
    view,
    map,
    tiles: tileTemplate(context.env.MAP_TILE_URL),
    q,
    category: categoryId ? String(categoryId) : "all",
    categoryName: found.categories.find((c) => c.id === categoryId)?.name ?? null,
    sort,
    categories: found.categories,
    signedIn: Boolean(user),
    filters,
    page,
    pages,
    total: found.total,
    businesses: found.businesses.map((b) => ({
      id: b.id,
      name: b.name,
      logoUrl: b.logoUrl,
      isPremium: b.isPremium,
      categoryName: b.categoryName,
      // The residents' average from 3 reviews on, else the outside rating, with its source (what "Highest Rated" sorts by).
      shown: shownRating({ rating: Number(b.rating), reviewCount: b.reviewCount, residentRating: b.residentRating, residentReviewCount: b.residentReviewCount }),
      phone: b.phone,
      address: b.address,
      claimable: isClaimable(b),
      verified: isVerified(b),
    })),
  });
}

export const meta: MetaFunction = ({ matches }) => [
  { title: "Business Directory" },
  { name: "description", content: `Find shops, restaurants and services in ${townOfMatches(matches).fullName}.` },
];

export default function Directory() {
  const data = useLoaderData<typeof loader>();
  const filtered = Boolean(data.q) || data.category !== "all";
  const href = (p: number) => pageHref("/directory", data.filters, p);
  // Sign-in brings a visitor back to the card, on the same page of the same list.
  const here = href(data.page);
  const viewHref = (view: "list" | "map") => pageHref("/directory", { ...data.filters, view: view === "map" ? "map" : null }, 1);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">Business Directory</h1>
        <Link to="/businesses/add" className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground">
          Business not here? Add yours
        </Link>
      </div>

      {/* With JavaScript, the selects apply at once (data-autosubmit); the text box waits for Enter or the button. */}
      <Form method="get" action="/directory" role="search" className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]">
        <label className="sr-only" htmlFor="directory-q">
          Search
        </label>
        <input
          id="directory-q"
          type="search"
          name="q"
          defaultValue={data.q}
          placeholder="Search businesses, categories, or locations..."
          className="rounded border border-border px-3 py-2"
        />
        <label className="sr-only" htmlFor="directory-category">
          Category
        </label>
        <select
          id="directory-category"
          name="category"
          defaultValue={data.category}
          className="rounded border border-border px-3 py-2"
          data-autosubmit=""
        >
          <option value="all">All Categories</option>
          {data.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="directory-sort">
          Sort by
        </label>
        <select id="directory-sort" name="sort" defaultValue={data.sort} className="rounded border border-border px-3 py-2" data-autosubmit="">
          {DIRECTORY_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded border border-border px-4 py-2">
          Search
        </button>
        {data.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
      </Form>

      <div className="mt-4">
        <ViewSwitch view={data.view} listHref={viewHref("list")} mapHref={viewHref("map")} />
      </div>

      <p className="mt-4 text-sm opacity-80" data-testid="directory-count">
        Showing {data.total} {data.total === 1 ? "business" : "businesses"}
        {data.q ? ` for "${data.q}"` : ""}
        {data.categoryName ? ` in ${data.categoryName}` : ""}
      </p>
      {data.sort === "rating" ? (
        <p className="mt-1 text-sm opacity-80" data-testid="rating-basis">
          Highest Rated uses the residents' average for businesses with {REVIEW_RULES.minForSort} or more residents' reviews, and the Google rating for
          the others. Each card says which it shows.
        </p>
      ) : null}

      {data.map ? (
        <MapView items={data.map.items} groups={data.map.groups} unplaced={data.map.unplaced} tiles={data.tiles} noun="businesses" />
      ) : (
      <ListLoading
        skeleton={
          <SkeletonCards
            count={8}
            label="Loading businesses"
            grid="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
            card="h-48"
            testId="business-skeleton"
          />
        }
      >
        {data.businesses.length === 0 ? (
          <div className="mt-10 text-center">
            <h2 className="text-xl font-semibold">{filtered ? "No businesses found" : "No businesses yet"}</h2>
            <p className="mt-2 opacity-80">{filtered ? "Try adjusting your search or filter criteria." : "Check back later for local businesses."}</p>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data.businesses.map((b, i) => (
              <li key={b.id} id={`claim-${b.id}`} data-testid="business-card" className="card p-4">
                <Picture
                  src={b.logoUrl}
                  alt={`${b.name} logo`}
                  category={b.categoryName}
                  width={56}
                  height={56}
                  lazy={i >= 4}
                  sizes="56px"
                  className="mb-2 h-14 w-14 rounded border border-border bg-white object-contain"
                />
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold">{b.name}</h2>
                  <TierBadge premium={b.isPremium} />
                </div>
                <p className="text-sm opacity-80">{b.categoryName ?? "General"}</p>
                {b.shown.rating > 0 ? <Stars rating={b.shown.rating} reviewCount={b.shown.count} source={RATING_LABELS[b.shown.source]} /> : null}
                {b.phone ? <p className="mt-1 text-sm">{formatPhone(b.phone)}</p> : null}
                {b.address ? <p className="text-sm opacity-80">{b.address}</p> : null}
                <div className="mt-auto flex flex-wrap gap-2 pt-3">
                  <Link to={`/businesses/${b.id}`} className="btn-primary">
                    View Details
                  </Link>
                  {b.verified ? (
                    <span className="rounded px-2 py-1.5 text-sm font-medium text-green-700" data-testid="verified">
                      ✓ Business Owner Verified
                    </span>
                  ) : b.claimable ? (
                    <a href={data.signedIn ? `/claim-business/${b.id}` : loginUrl(`${here}#claim-${b.id}`)} className="btn-outline">
                      Claim This Business
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pager page={data.page} pages={data.pages} href={href} label="Directory pages" />
      </ListLoading>
      )}
    </div>
  );
}
