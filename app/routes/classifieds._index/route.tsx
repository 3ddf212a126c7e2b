// /classifieds: the marketplace. Filters and sort are a GET form (the URL holds the state; no JavaScript
// needed); featured premium ads come first while featured; only active, unexpired, paid-up ads are listed.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AlertMe } from "~/components/alert-me";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { ClassifiedCard } from "~/components/classified-card";
import { ListLoading } from "~/components/list-loading";
import { CLASSIFIED_CATEGORIES, CLASSIFIED_SORTS, classifiedListOptions, readClassifiedFilters } from "~/lib/classifieds-display";
import { compiledFor, messagesFor } from "~/lib/i18n/catalogue.server";
import { icu } from "~/lib/i18n/format";
import { normaliseAlertQuery } from "~/lib/saved-search";
import { PAGE_PARAM } from "~/lib/seo";
import { townOfMatches } from "~/lib/towns";
import { classifiedCard, listClassifieds } from "~/models/classified-ads.server";

// Ships no React: the filters and pager are a GET form and links, and a few lines of plain script show the skeleton
// while the next list loads, so React never delays the first paint (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false, canonical: { category: "", q: "", min: "", max: "", photos: "", sort: "newest", ...PAGE_PARAM } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = readClassifiedFilters(params);
  const pageParam = Number(params.get("page"));
  const page = Number.isSafeInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const now = context.now();
  const list = await listClassifieds(context.db, now, { ...classifiedListOptions(filters), page });
  return json({
    filters,
    alertMe: messagesFor(context.lang, "alertMe"),
    alertQuery: normaliseAlertQuery("classifieds", params.toString()),
    filtered: Boolean(filters.category || filters.q || filters.min || filters.max || filters.withPhotos),
    ads: list.ads.map((ad) => classifiedCard(ad, now)),
    page: list.page,
    pages: list.pages,
    total: list.total,
    lang: context.lang,
    // The page ships no JavaScript: its messages never reach the browser as script.
    messages: compiledFor(context.lang, "classifieds"),
    places: compiledFor(context.lang, "places"),
    categories: messagesFor(context.lang, "categories"),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const town = townOfMatches(matches).fullName;
  if (!data) return [{ title: "Classified Ads" }, { name: "description", content: `Buy, sell and swap with your neighbours in ${town}.` }];
  const t = icu<"classifieds">(data.lang, data.messages);
  return [{ title: t("metaTitle") }, { name: "description", content: t("metaDescription", { town }) }];
};

export default function Classifieds() {
  const data = useLoaderData<typeof loader>();
  const t = icu<"classifieds">(data.lang, data.messages);
  const p = icu<"places">(data.lang, data.places);
  const pageHref = (p: number) => {
    const params = new URLSearchParams();
    const f = data.filters;
    if (f.category) params.set("category", f.category);
    if (f.q) params.set("q", f.q);
    if (f.min) params.set("min", f.min);
    if (f.max) params.set("max", f.max);
    if (f.withPhotos) params.set("photos", "1");
    if (f.sort !== "newest") params.set("sort", f.sort);
    params.set("page", String(p));
    return `/classifieds?${params}`;
  };
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/classified-pricing" className="rounded border border-border px-4 py-2">
            {t("pricing")}
          </Link>
          <Link to="/post-classified" className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground">
            {t("postAd")}
          </Link>
        </div>
      </div>

      <Form
        method="get"
        role="search"
        className="mt-6 grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1.3fr]"
      >
        <div>
          <label htmlFor="classifieds-q" className="block text-sm font-medium">
            {t("search")}
          </label>
          <input
            id="classifieds-q"
            type="search"
            name="q"
            defaultValue={data.filters.q}
            maxLength={100}
            placeholder={t("searchPlaceholder")}
            className="mt-1 w-full rounded border border-border px-3 py-2"
          />
        </div>
        <CategorySelect
          id="classifieds-category"
          name="category"
          categories={CLASSIFIED_CATEGORIES.map((c) => ({ value: c, label: data.categories[c] }))}
          label={t("category")}
          placeholder={t("allCategories")}
          defaultValue={data.filters.category}
        />
        <div>
          <label htmlFor="classifieds-min" className="block text-sm font-medium">
            {t("minPrice")}
          </label>
          <input
            id="classifieds-min"
            name="min"
            inputMode="decimal"
            pattern="\d{1,9}(\.\d{1,2})?"
            defaultValue={data.filters.min}
            className="mt-1 w-full rounded border border-border px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="classifieds-max" className="block text-sm font-medium">
            {t("maxPrice")}
          </label>
          <input
            id="classifieds-max"
            name="max"
            inputMode="decimal"
            pattern="\d{1,9}(\.\d{1,2})?"
            defaultValue={data.filters.max}
            className="mt-1 w-full rounded border border-border px-3 py-2"
          />
        </div>
        <div>
          <label htmlFor="classifieds-sort" className="block text-sm font-medium">
            {t("sortBy")}
          </label>
          <select id="classifieds-sort" name="sort" defaultValue={data.filters.sort} className="mt-1 w-full rounded border border-border px-3 py-2">
            {CLASSIFIED_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {t(s.value)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-5">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="photos" value="1" defaultChecked={data.filters.withPhotos} />
            {t("withPhotos")}
          </label>
          <Button>{t("apply")}</Button>
          {data.filtered ? (
            <Link to="/classifieds" className="text-sm underline">
              {t("clear")}
            </Link>
          ) : null}
        </div>
      </Form>
      <AlertMe kind="classifieds" query={data.alertQuery} messages={data.alertMe} />

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
            <h2 className="text-xl font-semibold">{t("noneTitle")}</h2>
            <p className="mt-2 opacity-80">{t("noneText")}</p>
            {data.filtered ? (
              <Link to="/classifieds" className="mt-4 inline-block underline">
                {t("showAll")}
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <p className="mt-4 text-sm opacity-80" data-testid="classifieds-count">
              {t("count", { total: data.total })}
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

      {data.pages > 1 ? (
        <nav aria-label={t("pages")} className="mt-8 flex items-center justify-center gap-3">
          {data.page > 1 ? (
            <Link to={pageHref(data.page - 1)} rel="prev" className="rounded border border-border px-3 py-1">
              {p("previous")}
            </Link>
          ) : null}
          <span className="text-sm">{p("pageOf", { page: data.page, pages: data.pages })}</span>
          {data.page < data.pages ? (
            <Link to={pageHref(data.page + 1)} rel="next" className="rounded border border-border px-3 py-1">
              {p("next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
