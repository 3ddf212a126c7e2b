// /jobs: jobs within the chosen distance of the town (10 miles unless chosen), plus remote ones, newest first,
// pinned local posts on top. Every filter is a GET form, so the URL holds the state and it works without JS.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AlertMe } from "~/components/alert-me";
import { Link } from "~/components/site-link";
import { compiledFor, messagesFor } from "~/lib/i18n/catalogue.server";
import { icu } from "~/lib/i18n/format";
import { DEFAULT_JOB_DISTANCE } from "~/lib/jobs-display";
import { normaliseAlertQuery } from "~/lib/saved-search";
import { PAGE_PARAM } from "~/lib/seo";
import { townFor } from "~/lib/towns";
import { loadJobsPage, readJobFilters } from "~/models/jobs.server";
import { FiltersSection } from "./filters-section";
import { ResultsSection } from "./results-section";

// Ships no React: the filters and pager are a GET form and links, and ListLoading's few lines of plain script show
// the skeleton while the next list loads, as React's navigation state did (docs/decisions/pages-without-react.md).
// The keys of jobFiltersSchema (lib/jobs.ts), written out so the client module does not pull in zod.
export const handle = { hydrate: false, canonical: { q: "", category: "", type: "", remote: "", distance: "", posted: "", ...PAGE_PARAM } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const now = context.now();
  const f = readJobFilters(url.searchParams);
  const [config, { categories, ...list }] = await Promise.all([
    context.siteConfig(),
    loadJobsPage(
      context.db,
      { q: f.q, categoryId: f.category, type: f.type, remote: f.remote, distance: f.distance, postedWithinDays: f.posted, page: f.page },
      now,
    ),
  ]);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({
    q: f.q,
    category: f.category,
    type: f.type,
    remote: f.remote,
    distance: f.distance,
    posted: f.posted,
  })) {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  }
  return json({
    town: townFor(config.mode).name,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    filters: {
      q: f.q ?? "",
      category: f.category ? String(f.category) : "",
      type: f.type ?? "",
      remote: f.remote ?? "",
      distance: String(f.distance ?? DEFAULT_JOB_DISTANCE),
      posted: f.posted ? String(f.posted) : "",
    },
    query: params.toString(),
    alertMe: messagesFor(context.lang, "alertMe"),
    alertQuery: normaliseAlertQuery("jobs", url.searchParams.toString()),
    filtered: params.size > 0,
    now: now.toISOString(),
    lang: context.lang,
    // The page ships no JavaScript: its messages never reach the browser as script.
    messages: compiledFor(context.lang, "jobs"),
    ...list,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Jobs near town" }];
  const t = icu<"jobs">(data.lang, data.messages);
  return [
    { title: t(/*i18n*/ { id: "jobs.metaTitle", message: "Jobs near {town}" }, { town: data.town }) },
    {
      name: "description",
      content: t(
        /*i18n*/ {
          id: "jobs.metaDescription",
          message: "Jobs within {miles} miles of {town}, Indiana, and remote jobs: local employers and imported listings.",
        },
        { miles: DEFAULT_JOB_DISTANCE, town: data.town },
      ),
    },
  ];
};

export default function JobsList() {
  const data = useLoaderData<typeof loader>();
  const t = icu<"jobs">(data.lang, data.messages);
  return (
    <div>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{t(/*i18n*/ { id: "jobs.title", message: "Jobs near {town}" }, { town: data.town })}</h1>
          <p className="mt-1 opacity-80">
            {t(
              /*i18n*/ { id: "jobs.within", message: "Within {miles} miles of {town}, plus remote jobs." },
              { miles: data.filters.distance, town: data.town },
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/account/jobs" className="rounded border border-border px-3 py-2 text-sm">
            {t(/*i18n*/ { id: "jobs.myJobs", message: "My jobs" })}
          </Link>
          <Link to="/jobs/post" className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground">
            {t(/*i18n*/ { id: "jobs.postJob", message: "Post a Job" })}
          </Link>
        </div>
      </header>
      <FiltersSection filters={data.filters} categories={data.categories} filtered={data.filtered} lang={data.lang} t={t} />
      <AlertMe kind="jobs" query={data.alertQuery} messages={data.alertMe} />
      <ResultsSection data={data} t={t} />
    </div>
  );
}
