// The directory's search form: words, category and sort as one GET form (the URL holds the state).
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { NearMe } from "~/components/near-me";
import { DIRECTORY_PAGE_SORTS } from "~/lib/business-display";
import type { T } from "~/lib/i18n/format";
import { peopleWroteLang } from "~/lib/i18n/format";
import type { DirectoryData } from "./types";

const SORT_KEYS = {
  name: /*i18n*/ { id: "directory.sortName", message: "Name A-Z" },
  rating: /*i18n*/ { id: "directory.sortRating", message: "Highest Rated" },
  category: /*i18n*/ { id: "directory.sortCategory", message: "Category" },
  premium: /*i18n*/ { id: "directory.sortPremium", message: "Premium First" },
  distance: /*i18n*/ { id: "directory.sortDistance", message: "Distance from town centre" },
} as const;

export function SearchSection({ data, t, p }: { data: DirectoryData; t: T<"directory">; p: T<"places"> }) {
  return (
    // With JavaScript, the selects apply at once (data-autosubmit); the text box waits for Enter or the button.
    <Form method="get" action="/directory" role="search" className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]">
      <label className="sr-only" htmlFor="directory-q">
        {t(/*i18n*/ { id: "directory.search", message: "Search" })}
      </label>
      <input
        id="directory-q"
        type="search"
        name="q"
        defaultValue={data.q}
        placeholder={t(/*i18n*/ { id: "directory.searchPlaceholder", message: "Search businesses, categories, or locations..." })}
        className="rounded border border-border px-3 py-2"
      />
      <CategorySelect
        id="directory-category"
        name="category"
        categories={data.categories}
        label={t(/*i18n*/ { id: "directory.category", message: "Category" })}
        placeholder={t(/*i18n*/ { id: "directory.allCategories", message: "All Categories" })}
        optionLang={peopleWroteLang(data.lang)}
        placeholderValue="all"
        defaultValue={data.category}
        labelHidden
        className="min-w-0 [&>select]:h-full"
        data-autosubmit=""
      />
      <label className="sr-only" htmlFor="directory-sort">
        {t(/*i18n*/ { id: "directory.sortBy", message: "Sort by" })}
      </label>
      <select id="directory-sort" name="sort" defaultValue={data.sort} className="rounded border border-border px-3 py-2" data-autosubmit="">
        {DIRECTORY_PAGE_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {/* Sorted from where the visitor is ("Near me"), the distance sort says so. */}
            {t(s.value === "distance" && data.near ? /*i18n*/ { id: "directory.sortNearYou", message: "Distance from you" } : SORT_KEYS[s.value])}
          </option>
        ))}
      </select>
      <Button variant="secondary">{t(/*i18n*/ { id: "directory.search", message: "Search" })}</Button>
      {data.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
      <NearMe
        label={p(/*i18n*/ { id: "places.nearMe", message: "Near me" })}
        finding={p(/*i18n*/ { id: "places.findingYou", message: "Finding where you are…" })}
        unavailable={p(/*i18n*/ { id: "places.locationUnavailable", message: "Your location is not available." })}
        near={data.near}
      />
    </Form>
  );
}
