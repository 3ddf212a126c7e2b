import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { SEARCH_PLACEHOLDER } from "~/components/site-nav";
import { formatTownDate } from "~/lib/dates";
import { formatMiles } from "~/lib/jobs-display";
import { SEARCH_TYPES, type SearchType } from "~/lib/search-types";
import { useHydrated } from "~/lib/use-hydrated";
import { SEARCH_TYPE_FEATURE, searchAll, type SearchResults } from "~/models/search.server";

const ALL_TAB_CAPS: Record<SearchType, number> = { news: 3, businesses: 4, events: 3, classifieds: 6, jobs: 4 };
const LABELS: Record<SearchType, string> = { news: "News", businesses: "Businesses", events: "Events", classifieds: "Classifieds", jobs: "Jobs" };

// Open to visitors as well as members (decision 133).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const rawType = url.searchParams.get("type");
  const { features } = await context.siteConfig();
  const types = SEARCH_TYPES.filter((t) => features[SEARCH_TYPE_FEATURE[t]].enabled);
  const type = types.find((t) => t === rawType) ?? null;
  if (!q) return json({ q, type, types, results: null });
  // The page shows every tab's count, so every kind is searched even when a type is chosen: one db.batch.
  return json({ q, type, types, results: await searchAll(context.db, q, context.now(), features) });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `Search: ${data.q}` : "Search" },
  { name: "robots", content: "noindex" },
];

function SearchForm({ q, type }: { q: string; type: SearchType | null }) {
  const hydrated = useHydrated();
  const [text, setText] = useState(q);
  return (
    <Form method="get" role="search" className="flex gap-2">
      <label htmlFor="search-q" className="sr-only">
        Search
      </label>
      <input
        id="search-q"
        name="q"
        type="search"
        required
        pattern=".*\S.*"
        defaultValue={q}
        onChange={(e) => setText(e.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        className="flex-1 rounded border border-border px-3 py-2"
      />
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <button type="submit" disabled={hydrated && !text.trim()} className="rounded bg-primary px-4 py-2 text-primary-foreground disabled:opacity-50">
        Search
      </button>
    </Form>
  );
}

function Card({ to, top, title, body, foot, action }: { to: string; top: string; title: string; body: string; foot?: string; action: string }) {
  return (
    <article className="rounded-lg border border-border p-4">
      <p className="text-xs uppercase opacity-70">{top}</p>
      <h3 className="mt-1 font-semibold">{title}</h3>
      <p className="mt-1 text-sm opacity-80">{body}</p>
      {foot ? <p className="mt-1 text-xs opacity-70">{foot}</p> : null}
      <Link to={to} className="mt-2 inline-block text-sm font-medium text-primary">
        {action}
      </Link>
    </article>
  );
}

function ResultList({ kind, results, cap }: { kind: SearchType; results: SearchResults; cap?: number }) {
  const list = (items: JSX.Element[]) => <div className="grid gap-3 sm:grid-cols-2">{cap ? items.slice(0, cap) : items}</div>;
  switch (kind) {
    case "news":
      return list(
        results.news.map((n) => (
          <Card key={n.id} to={`/news/${n.id}`} top={`${n.category ?? "News"} · ${formatTownDate(n.publishedAt, "MMM d, yyyy")}`} title={n.title} body={n.content} action="Read More" />
        )),
      );
    case "businesses":
      return list(
        results.businesses.map((b) => (
          <Card
            key={b.id}
            to={`/businesses/${b.id}`}
            top={`${b.categoryName ?? "General"}${b.rating > 0 ? ` · ★ ${b.rating.toFixed(1)}` : ""}`}
            title={b.name}
            body={b.description ?? ""}
            foot={b.address ?? undefined}
            action="View Details"
          />
        )),
      );
    case "events":
      return list(
        results.events.map((e) => (
          <Card
            key={e.id}
            to={`/events/${e.id}`}
            top={`${e.categoryName ?? "Event"} · ${formatTownDate(e.startDate, "MMM d, yyyy")}`}
            title={e.title}
            body={e.description ?? ""}
            foot={e.location ?? undefined}
            action="View Event"
          />
        )),
      );
    case "classifieds":
      return list(
        results.classifieds.map((c) => (
          <Card
            key={c.id}
            to={`/classifieds/${c.id}`}
            top={`${c.category}${c.price ? ` · ${c.price.startsWith("$") ? c.price : `$${c.price}`}` : ""}`}
            title={c.title}
            body={c.description}
            foot={formatTownDate(c.createdAt, "MMM d, yyyy")}
            action="View Details"
          />
        )),
      );
    case "jobs":
      return list(
        results.jobs.map((j) => (
          <Card
            key={j.id}
            to={`/jobs/${j.id}`}
            top={[j.employmentType ?? "Job", j.isRemote ? "Remote" : null, formatMiles(j.distanceFromGreenwood)].filter(Boolean).join(" · ")}
            title={`${j.title} · ${j.company}`}
            body={j.description}
            foot={[j.location, j.salary].filter(Boolean).join(" · ") || undefined}
            action="View Job"
          />
        )),
      );
  }
}

function Skeletons() {
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true" data-testid="search-skeletons">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="h-28 animate-pulse rounded-lg bg-secondary" />
      ))}
    </div>
  );
}

export default function Search() {
  const { q, type, types, results } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/search";
  if (!results) {
    return (
      <section className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold">Search</h1>
        <p className="mt-2 opacity-80">Find news, businesses, events, classified ads and jobs in town.</p>
        <div className="mt-4">
          <SearchForm q="" type={type} />
        </div>
      </section>
    );
  }
  const counts = Object.fromEntries(SEARCH_TYPES.map((t) => [t, results[t].length])) as Record<SearchType, number>;
  const total = type ? counts[type] : SEARCH_TYPES.reduce((sum, t) => sum + counts[t], 0);
  const tabHref = (t: SearchType | null) => `/search?q=${encodeURIComponent(q)}${t ? `&type=${t}` : ""}`;
  return (
    <section>
      <SearchForm q={q} type={type} />
      <h1 className="mt-6 text-2xl font-bold">Search Results for "{q}"</h1>
      <p className="opacity-80" data-testid="result-count">
        {total} {total === 1 ? "result" : "results"} found
      </p>
      <nav aria-label="Result types" className="mt-4 flex flex-wrap gap-1 border-b border-border">
        {[null, ...types].map((t) => (
          <Link
            key={t ?? "all"}
            to={tabHref(t)}
            aria-current={t === type ? "page" : undefined}
            className={`rounded-t px-3 py-2 text-sm ${t === type ? "border border-b-0 border-border font-semibold" : "opacity-80"}`}
          >
            {t ? LABELS[t] : "All"} ({t ? counts[t] : SEARCH_TYPES.reduce((s, k) => s + counts[k], 0)})
          </Link>
        ))}
      </nav>
      <div className="mt-4 space-y-8">
        {loading ? (
          <Skeletons />
        ) : total === 0 ? (
          <div className="py-10 text-center">
            <h2 className="text-xl font-semibold">No Results Found</h2>
            <p className="mt-2 opacity-80">Try adjusting your search terms or search for something else.</p>
          </div>
        ) : type ? (
          <ResultList kind={type} results={results} />
        ) : (
          SEARCH_TYPES.filter((t) => counts[t] > 0).map((t) => (
            <section key={t} aria-label={LABELS[t]}>
              <h2 className="mb-2 text-lg font-semibold">{LABELS[t]}</h2>
              <ResultList kind={t} results={results} cap={ALL_TAB_CAPS[t]} />
              {counts[t] > ALL_TAB_CAPS[t] ? (
                <Link to={tabHref(t)} className="mt-2 inline-block rounded border border-border px-3 py-1 text-sm">
                  View all {counts[t]} {LABELS[t].toLowerCase()} results
                </Link>
              ) : null}
            </section>
          ))
        )}
      </div>
    </section>
  );
}
