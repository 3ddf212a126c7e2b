// /classifieds' results: the count and the cards (or what to try when none match), with the skeleton shown while the
// next list loads, and the pager that keeps the filters.
import { ClassifiedCard, type ClassifiedCardData } from "~/components/classified-card";
import { ListLoading } from "~/components/list-loading";
import { Link } from "~/components/site-link";
import type { ClassifiedListFilters } from "~/lib/classifieds-display";
import type { T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";

/** What these sections read of the loader's data; declared here, not taken from `typeof loader` (no import cycle). */
type ClassifiedsData = {
  filters: ClassifiedListFilters;
  filtered: boolean;
  ads: ClassifiedCardData[];
  page: number;
  pages: number;
  total: number;
  lang: Lang;
  categories: Readonly<Record<string, string>>;
};

export function ResultsSection({ data, t }: { data: ClassifiedsData; t: T<"classifieds"> }) {
  return (
    <ListLoading
      skeleton={
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="h-72 animate-pulse rounded-lg bg-secondary" />
          ))}
        </div>
      }
    >
      {data.ads.length === 0 ? (
        <div className="mt-12 text-center">
          <h2 className="text-xl font-semibold">{t(/*i18n*/ { id: "classifieds.noneTitle", message: "No Classified Ads" })}</h2>
          <p className="mt-2 opacity-80">{t(/*i18n*/ { id: "classifieds.noneText", message: "Be the first to post an ad in our marketplace." })}</p>
          {data.filtered ? (
            <Link to="/classifieds" className="mt-4 inline-block underline">
              {t(/*i18n*/ { id: "classifieds.showAll", message: "Show all ads" })}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <p className="mt-4 text-sm opacity-80" data-testid="classifieds-count">
            {t(/*i18n*/ { id: "classifieds.count", message: "{total} {total, plural, one {ad} other {ads}}" }, { total: data.total })}
          </p>
          <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data.ads.map((ad, i) => (
              <li key={ad.id} className="flex">
                <ClassifiedCard ad={ad} eager={i < 4} lang={data.lang} t={t} categories={data.categories} />
              </li>
            ))}
          </ul>
        </>
      )}
    </ListLoading>
  );
}

function pageHref(f: ClassifiedListFilters, p: number) {
  const params = new URLSearchParams();
  if (f.category) params.set("category", f.category);
  if (f.q) params.set("q", f.q);
  if (f.min) params.set("min", f.min);
  if (f.max) params.set("max", f.max);
  if (f.withPhotos) params.set("photos", "1");
  if (f.sort !== "newest") params.set("sort", f.sort);
  params.set("page", String(p));
  return `/classifieds?${params}`;
}

export function Pager({ data, t, p }: { data: ClassifiedsData; t: T<"classifieds">; p: T<"places"> }) {
  if (data.pages <= 1) return null;
  return (
    <nav aria-label={t(/*i18n*/ { id: "classifieds.pages", message: "Pages" })} className="mt-8 flex items-center justify-center gap-3">
      {data.page > 1 ? (
        <Link to={pageHref(data.filters, data.page - 1)} rel="prev" className="rounded border border-border px-3 py-1">
          {p(/*i18n*/ { id: "places.previous", message: "Previous" })}
        </Link>
      ) : null}
      <span className="text-sm">
        {p(/*i18n*/ { id: "places.pageOf", message: "Page {page} of {pages}" }, { page: data.page, pages: data.pages })}
      </span>
      {data.page < data.pages ? (
        <Link to={pageHref(data.filters, data.page + 1)} rel="next" className="rounded border border-border px-3 py-1">
          {p(/*i18n*/ { id: "places.next", message: "Next" })}
        </Link>
      ) : null}
    </nav>
  );
}
