// The directory's search form: words, category and sort as one GET form (the URL holds the state).
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { NearMe } from "~/components/near-me";
import { DIRECTORY_PAGE_SORTS } from "~/lib/business-display";
import type { T } from "~/lib/i18n/format";
import { peopleWroteLang } from "~/lib/i18n/format";
import type { DirectoryData } from "./types";

const SORT_KEYS = { name: "sortName", rating: "sortRating", category: "sortCategory", premium: "sortPremium", distance: "sortDistance" } as const;

export function SearchSection({ data, t, p }: { data: DirectoryData; t: T<"directory">; p: T<"places"> }) {
  return (
    // With JavaScript, the selects apply at once (data-autosubmit); the text box waits for Enter or the button.
    <Form method="get" action="/directory" role="search" className="mt-6 grid gap-3 sm:grid-cols-[1fr_auto_auto_auto]">
      <label className="sr-only" htmlFor="directory-q">
        {t("search")}
      </label>
      <input
        id="directory-q"
        type="search"
        name="q"
        defaultValue={data.q}
        placeholder={t("searchPlaceholder")}
        className="rounded border border-border px-3 py-2"
      />
      <CategorySelect
        id="directory-category"
        name="category"
        categories={data.categories}
        label={t("category")}
        placeholder={t("allCategories")}
        optionLang={peopleWroteLang(data.lang)}
        placeholderValue="all"
        defaultValue={data.category}
        labelHidden
        className="min-w-0 [&>select]:h-full"
        data-autosubmit=""
      />
      <label className="sr-only" htmlFor="directory-sort">
        {t("sortBy")}
      </label>
      <select id="directory-sort" name="sort" defaultValue={data.sort} className="rounded border border-border px-3 py-2" data-autosubmit="">
        {DIRECTORY_PAGE_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {/* Sorted from where the visitor is ("Near me"), the distance sort says so. */}
            {t(s.value === "distance" && data.near ? "sortNearYou" : SORT_KEYS[s.value])}
          </option>
        ))}
      </select>
      <Button variant="secondary">{t("search")}</Button>
      {data.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
      <NearMe label={p("nearMe")} finding={p("findingYou")} unavailable={p("locationUnavailable")} near={data.near} />
    </Form>
  );
}
