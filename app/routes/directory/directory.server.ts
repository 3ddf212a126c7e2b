// The directory loader's parts: what the URL asks for, the map's items, and a business as its card shows it.
import { readView } from "~/components/map-view";
import { DIRECTORY_PAGE_SORTS, type DirectoryPageSort } from "~/lib/business-display";
import { formatMiles } from "~/lib/jobs-display";
import { mapOf, milesFrom, readNear } from "~/lib/map-view";
import { pageParam, parseId } from "~/lib/params";
import { shownRating } from "~/lib/reviews";
import { isClaimable, isVerified, type listDirectoryPlaces, type loadDirectoryPage } from "~/models/businesses.server";

type Point = { latitude: number; longitude: number };

/** The search, category, sort, view, page and "near me" position the URL asks for, each bounded. */
export function readDirectoryParams(params: URLSearchParams) {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const categoryId = parseId(params.get("category"));
  const sortParam = params.get("sort");
  const sort = (DIRECTORY_PAGE_SORTS.find((s) => s.value === sortParam)?.value ?? "name") as DirectoryPageSort;
  const view = readView(params);
  // The map shows every match on one map: no pages.
  const page = view === "map" ? 1 : pageParam(params.get("page"));
  // Nearest first from where the visitor is ("Near me": a rounded position, never stored), else from the town centre.
  const near = readNear(params.get("near"));
  return { q, categoryId, sort, view, page, near };
}

/** Every match on one map, measured from `from` when the list is sorted by distance. */
export function directoryMap(places: Awaited<ReturnType<typeof listDirectoryPlaces>>, from: Point | null) {
  return mapOf(
    places.map((b) => ({
      id: b.id,
      title: b.name,
      href: `/businesses/${b.id}`,
      detail: b.categoryName,
      address: b.address,
      latitude: b.latitude,
      longitude: b.longitude,
    })),
    from,
  );
}

/** A business as its card shows it; `from` is where distances are measured from when the list is sorted by distance. */
export function directoryCard(b: Awaited<ReturnType<typeof loadDirectoryPage>>["businesses"][number], from: Point | null) {
  return {
    id: b.id,
    name: b.name,
    logoUrl: b.logoUrl,
    isPremium: b.isPremium,
    categoryName: b.categoryName,
    // The residents' average from 3 reviews on, else the outside rating, with its source (what "Highest Rated" sorts by).
    shown: shownRating({
      rating: Number(b.rating),
      reviewCount: b.reviewCount,
      residentRating: b.residentRating,
      residentReviewCount: b.residentReviewCount,
    }),
    phone: b.phone,
    address: b.address,
    claimable: isClaimable(b),
    verified: isVerified(b),
    miles: from ? formatMiles(milesFrom(from, b.latitude, b.longitude)) : null,
  };
}
