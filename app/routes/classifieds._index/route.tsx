// /classifieds: the marketplace. Filters and sort are a GET form (the URL holds the state; no JavaScript
// needed); featured premium ads come first while featured; only active, unexpired, paid-up ads are listed.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AlertMe } from "~/components/alert-me";
import { classifiedListOptions, readClassifiedFilters } from "~/lib/classifieds-display";
import { compiledFor, messagesFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { icu } from "~/lib/i18n/format";
import { normaliseAlertQuery } from "~/lib/saved-search";
import { PAGE_PARAM } from "~/lib/seo";
import { townOfMatches } from "~/lib/towns";
import { classifiedCard, listClassifieds } from "~/models/classified-ads.server";
import { ClassifiedsHeader, FiltersSection } from "./filters-section";
import { Pager, ResultsSection } from "./results-section";

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
    categories: categoryNamesIn(context.lang),
  });
}

export default function Classifieds() {
  const data = useLoaderData<typeof loader>();
  const t = icu<"classifieds">(data.lang, data.messages);
  const p = icu<"places">(data.lang, data.places);
  return (
    <div>
      <ClassifiedsHeader t={t} />

      <FiltersSection filters={data.filters} filtered={data.filtered} categories={data.categories} t={t} />
      <AlertMe kind="classifieds" query={data.alertQuery} messages={data.alertMe} />

      <ResultsSection data={data} t={t} />

      <Pager data={data} t={t} p={p} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const town = townOfMatches(matches).fullName;
  if (!data) return [{ title: "Classified Ads" }, { name: "description", content: `Buy, sell and swap with your neighbours in ${town}.` }];
  const t = icu<"classifieds">(data.lang, data.messages);
  return [
    { title: t(/*i18n*/ { id: "classifieds.metaTitle", message: "Classified Ads" }) },
    {
      name: "description",
      content: t(/*i18n*/ { id: "classifieds.metaDescription", message: "Buy, sell and swap with your neighbours in {town}." }, { town }),
    },
  ];
};
