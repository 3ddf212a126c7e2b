// The directory's search form: words, category and sort as one GET form (the URL holds the state).
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { DIRECTORY_SORTS } from "~/lib/business-display";
import type { DirectoryData } from "./types";

export function SearchSection({ data }: { data: DirectoryData }) {
  return (
    // With JavaScript, the selects apply at once (data-autosubmit); the text box waits for Enter or the button.
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
      <CategorySelect
        id="directory-category"
        name="category"
        categories={data.categories}
        placeholder="All Categories"
        placeholderValue="all"
        defaultValue={data.category}
        labelHidden
        className="min-w-0 [&>select]:h-full"
        data-autosubmit=""
      />
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
      <Button variant="secondary">Search</Button>
      {data.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
    </Form>
  );
}
