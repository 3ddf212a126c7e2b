// /directory: search, category filter and sort as a GET form (the URL holds the state; no JavaScript needed).
import { json, redirect, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { MapView, ViewSwitch } from "~/components/map-view";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { compiledFor } from "~/lib/i18n/catalogue.server";
import { HOLE, icu, peopleWroteLang } from "~/lib/i18n/format";
import { MAP_MAX_ITEMS, nearParam, tileTemplate } from "~/lib/map-view";
import { pageCount, pageHref } from "~/lib/paging";
import { REVIEW_RULES } from "~/lib/reviews";
import { PAGE_PARAM } from "~/lib/seo";
import { townFor, townOfMatches } from "~/lib/towns";
import { listDirectoryPlaces, loadDirectoryPage } from "~/models/businesses.server";
import { getUser } from "~/services/auth.server";
import { directoryCard, directoryMap, readDirectoryParams } from "./directory.server";
import { ResultsSection } from "./results-section";
import { SearchSection } from "./search-section";

// Ships no React: the search, filters and pager are a GET form and links, and ListLoading's few lines of plain script
// show the skeleton while the next list loads and apply a select at once, as React did (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false, canonical: { q: "", category: "all", sort: "name", view: "list", ...PAGE_PARAM } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { q, categoryId, sort, view, page, near } = readDirectoryParams(url.searchParams);
  // A more exact position than 0.01° (a hand-made link) goes no further than this redirect: not into the page's links.
  if (near && url.searchParams.get("near") !== nearParam(near)) {
    url.searchParams.set("near", nearParam(near));
    throw redirect(`${url.pathname}${url.search}`, { headers: { "Cache-Control": "private, no-store" } });
  }
  const town = townFor((await context.siteConfig()).mode);
  const from = near ?? { latitude: town.latitude, longitude: town.longitude };
  const [found, user, places] = await Promise.all([
    loadDirectoryPage(context.db, { q, categoryId, sort, page, from }),
    getUser(context),
    view === "map" ? listDirectoryPlaces(context.db, { q, categoryId, limit: MAP_MAX_ITEMS }) : null,
  ]);
  const filters = {
    q: q || null,
    category: categoryId ? String(categoryId) : null,
    sort: sort === "name" ? null : sort,
    near: near && sort === "distance" ? nearParam(near) : null,
  };
  const pages = pageCount(found.total, found.perPage);
  // A page past the end (fewer matches than when the link was made) goes to the last page, filters kept.
  if (page > pages) throw redirect(pageHref("/directory", filters, pages));
  const map = places ? directoryMap(places, sort === "distance" ? from : null) : null;
  const byDistance = sort === "distance";
  return json(
    {
      view,
      map,
      tiles: tileTemplate(context.env.MAP_TILE_URL),
      center: { latitude: town.latitude, longitude: town.longitude },
      here: byDistance ? near : null,
      near: filters.near,
      town: town.name,
      q,
      category: categoryId ? String(categoryId) : "all",
      categoryName: found.categories.find((c) => c.id === categoryId)?.name ?? null,
      sort,
      categories: found.categories,
      signedIn: Boolean(user),
      filters,
      lang: context.lang,
      // The page ships no JavaScript: its messages never reach the browser as script.
      messages: compiledFor(context.lang, "directory"),
      places: compiledFor(context.lang, "places"),
      page,
      pages,
      total: found.total,
      businesses: found.businesses.map((b) => directoryCard(b, byDistance ? from : null)),
    },
    // A page measured from the visitor's position is kept nowhere: not in the visitors' page cache, not by the browser.
    { headers: near ? { "Cache-Control": "private, no-store" } : {} },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Directory() {
  const data = useLoaderData<typeof loader>();
  const t = icu<"directory">(data.lang, data.messages);
  const p = icu<"places">(data.lang, data.places);
  const wrote = peopleWroteLang(data.lang);
  const viewHref = (view: "list" | "map") => pageHref("/directory", { ...data.filters, view: view === "map" ? "map" : null }, 1);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t(/*i18n*/ { id: "directory.title", message: "Business Directory" })}</h1>
        <Link to="/businesses/add" className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground">
          {t(/*i18n*/ { id: "directory.addYours", message: "Business not here? Add yours" })}
        </Link>
      </div>
      <SearchSection data={data} t={t} p={p} />
      <div className="mt-4">
        <ViewSwitch view={data.view} listHref={viewHref("list")} mapHref={viewHref("map")} t={p} />
      </div>
      <p className="mt-4 text-sm opacity-80" data-testid="directory-count">
        {t(
          /*i18n*/ { id: "directory.showing", message: "Showing {total} {total, plural, one {business} other {businesses}}" },
          { total: data.total },
        )}
        {data.q ? (
          <WrittenValue message={t(/*i18n*/ { id: "directory.forQuery", message: ' for "{q}"' }, { q: HOLE })} lang={wrote}>
            {data.q}
          </WrittenValue>
        ) : null}
        {data.categoryName ? (
          <WrittenValue message={t(/*i18n*/ { id: "directory.inCategory", message: " in {category}" }, { category: HOLE })} lang={wrote}>
            {data.categoryName}
          </WrittenValue>
        ) : null}
      </p>
      {data.sort === "distance" ? (
        <p className="mt-1 text-sm opacity-80" data-testid="distance-basis">
          {data.here
            ? t(/*i18n*/ { id: "directory.fromYou", message: "Nearest first, measured from where you are (to about half a mile)." })
            : t(/*i18n*/ { id: "directory.fromCentre", message: "Nearest first, measured from the centre of {town}." }, { town: data.town })}
        </p>
      ) : null}
      {data.sort === "rating" ? (
        <p className="mt-1 text-sm opacity-80" data-testid="rating-basis">
          {t(
            /*i18n*/ {
              id: "directory.ratingBasis",
              message:
                "Highest Rated uses the residents' average for businesses with {min} or more residents' reviews, and the Google rating for the others. Each card says which it shows.",
            },
            { min: REVIEW_RULES.minForSort },
          )}
        </p>
      ) : null}
      {data.map ? (
        <MapView
          {...data.map}
          tiles={data.tiles}
          noun={t(/*i18n*/ { id: "directory.mapNoun", message: "businesses" })}
          t={p}
          messages={data.places}
          pageLang={data.lang}
          center={data.center}
          here={data.here}
          nearMe={false}
          lang={wrote}
          detailLang={wrote}
        />
      ) : (
        <ResultsSection data={data} t={t} p={p} />
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const town = townOfMatches(matches).fullName;
  if (!data) return [{ title: "Business Directory" }, { name: "description", content: `Find shops, restaurants and services in ${town}.` }];
  const t = icu<"directory">(data.lang, data.messages);
  return [
    { title: t(/*i18n*/ { id: "directory.metaTitle", message: "Business Directory" }) },
    {
      name: "description",
      content: t(/*i18n*/ { id: "directory.metaDescription", message: "Find shops, restaurants and services in {town}." }, { town }),
    },
  ];
};
