// The directory's search form: words, category and sort as one GET form (the URL holds the state).
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
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
      <Button variant="secondary">Search</Button>
      {data.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
    </Form>
  );
}
