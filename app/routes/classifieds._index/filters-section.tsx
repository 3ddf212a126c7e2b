// /classifieds' filters: a GET form (search, category, price range, sort, with photos), so the URL holds the state.
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { Link } from "~/components/site-link";
import { CLASSIFIED_CATEGORIES, CLASSIFIED_SORTS, type ClassifiedListFilters } from "~/lib/classifieds-display";
import { labelOf } from "~/lib/i18n/descriptor";
import type { T } from "~/lib/i18n/format";

/** The list's orders. */
const SORT_LABELS = {
  newest: /*i18n*/ { id: "classifieds.newest", message: "Newest first" },
  price_asc: /*i18n*/ { id: "classifieds.price_asc", message: "Price: low to high" },
  price_desc: /*i18n*/ { id: "classifieds.price_desc", message: "Price: high to low" },
} as const;

export function ClassifiedsHeader({ t }: { t: T<"classifieds"> }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold">{t(/*i18n*/ { id: "classifieds.title", message: "Classified Ads" })}</h1>
      <div className="flex flex-wrap gap-2">
        <Link to="/classified-pricing" className="rounded border border-border px-4 py-2">
          {t(/*i18n*/ { id: "classifieds.pricing", message: "Pricing" })}
        </Link>
        <Link to="/post-classified" className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground">
          {t(/*i18n*/ { id: "classifieds.postAd", message: "Post an Ad" })}
        </Link>
      </div>
    </div>
  );
}

/** The lowest or highest price: the two inputs differ only in their name and label. */
function PriceField({ name, label, defaultValue }: { name: "min" | "max"; label: string; defaultValue: string }) {
  return (
    <div>
      <label htmlFor={`classifieds-${name}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`classifieds-${name}`}
        name={name}
        inputMode="decimal"
        pattern="\d{1,9}(\.\d{1,2})?"
        defaultValue={defaultValue}
        className="mt-1 w-full rounded border border-border px-3 py-2"
      />
    </div>
  );
}

function SortSelect({ sort, t }: { sort: ClassifiedListFilters["sort"]; t: T<"classifieds"> }) {
  return (
    <div>
      <label htmlFor="classifieds-sort" className="block text-sm font-medium">
        {t(/*i18n*/ { id: "classifieds.sortBy", message: "Sort by" })}
      </label>
      <select id="classifieds-sort" name="sort" defaultValue={sort} className="mt-1 w-full rounded border border-border px-3 py-2">
        {CLASSIFIED_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {labelOf(t, SORT_LABELS, s.value)}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FiltersSection({
  filters,
  filtered,
  categories,
  t,
}: {
  filters: ClassifiedListFilters;
  filtered: boolean;
  categories: Readonly<Record<string, string>>;
  t: T<"classifieds">;
}) {
  return (
    <Form
      method="get"
      role="search"
      className="mt-6 grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1.3fr]"
    >
      <div>
        <label htmlFor="classifieds-q" className="block text-sm font-medium">
          {t(/*i18n*/ { id: "classifieds.search", message: "Search" })}
        </label>
        <input
          id="classifieds-q"
          type="search"
          name="q"
          defaultValue={filters.q}
          maxLength={100}
          placeholder={t(/*i18n*/ { id: "classifieds.searchPlaceholder", message: "What are you looking for?" })}
          className="mt-1 w-full rounded border border-border px-3 py-2"
        />
      </div>
      <CategorySelect
        id="classifieds-category"
        name="category"
        categories={CLASSIFIED_CATEGORIES.map((c) => ({ value: c, label: categories[c] ?? c }))}
        label={t(/*i18n*/ { id: "classifieds.category", message: "Category" })}
        placeholder={t(/*i18n*/ { id: "classifieds.allCategories", message: "All Categories" })}
        defaultValue={filters.category}
      />
      <PriceField name="min" label={t(/*i18n*/ { id: "classifieds.minPrice", message: "Min price ($)" })} defaultValue={filters.min} />
      <PriceField name="max" label={t(/*i18n*/ { id: "classifieds.maxPrice", message: "Max price ($)" })} defaultValue={filters.max} />
      <SortSelect sort={filters.sort} t={t} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-5">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="photos" value="1" defaultChecked={filters.withPhotos} />
          {t(/*i18n*/ { id: "classifieds.withPhotos", message: "With photos only" })}
        </label>
        <Button>{t(/*i18n*/ { id: "classifieds.apply", message: "Apply filters" })}</Button>
        {filtered ? (
          <Link to="/classifieds" className="text-sm underline">
            {t(/*i18n*/ { id: "classifieds.clear", message: "Clear filters" })}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
