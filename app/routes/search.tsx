import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { ListLoading, SkeletonCards } from "~/components/list-loading";
import { SEARCH_PLACEHOLDER } from "~/components/site-nav";
import { formatTownDate } from "~/lib/dates";
import { formatMiles } from "~/lib/jobs-display";
import { SEARCH_TYPES, type SearchType } from "~/lib/search-types";
import { truncate } from "~/lib/text";
import { enabledKinds, searchAndCountEnabled, type SearchResults } from "~/models/search.server";

// Ships no React: the search box and tabs are a GET form and links (the browser refuses a blank query: required and a
// pattern), and ListLoading's few lines of plain script show the spec's 5 skeleton cards while results load
// (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false, canonical: { q: "", type: "" } };

const ALL_TAB_CAPS: Record<SearchType, number> = { news: 3, businesses: 4, events: 3, classifieds: 6, jobs: 4 };
const LABELS: Record<SearchType, string> = { news: "News", businesses: "Businesses", events: "Events", classifieds: "Classifieds", jobs: "Jobs" };
const ACTIONS: Record<SearchType, string> = {
  news: "Read More",
  businesses: "View Details",
  events: "View Event",
  classifieds: "View Details",
  jobs: "View Job",
};
/** A card's preview text: news and classifieds come cut to the spec's 150 and 80; the others are cut here. */
const PREVIEW_CHARS = 150;

/** What a result card shows, and nothing else, cut and formatted on the server. */
type Card = { id: number | string; to: string; top: string; title: string; body: string; foot?: string };

function toCards(results: SearchResults): Record<SearchType, Card[]> {
  return {
    news: results.news.map((n) => ({
      id: n.id,
      to: `/news/${n.id}`,
      top: `${n.category ?? "News"} · ${formatTownDate(n.publishedAt, "MMM d, yyyy")}`,
      title: n.title,
      body: n.content,
    })),
    businesses: results.businesses.map((b) => ({
      id: b.id,
      to: `/businesses/${b.id}`,
      top: `${b.categoryName ?? "General"}${b.rating > 0 ? ` · ★ ${b.rating.toFixed(1)}` : ""}`,
      title: b.name,
      body: truncate(b.description, PREVIEW_CHARS),
      foot: b.address ?? undefined,
    })),
    events: results.events.map((e) => ({
      id: e.id,
      to: `/events/${e.id}`,
      top: `${e.categoryName ?? "Event"} · ${formatTownDate(e.startDate, "MMM d, yyyy")}`,
      title: e.title,
      body: truncate(e.description, PREVIEW_CHARS),
      foot: e.location ?? undefined,
    })),
    classifieds: results.classifieds.map((c) => ({
      id: c.id,
      to: `/classifieds/${c.id}`,
      top: `${c.category}${c.price ? ` · ${c.price.startsWith("$") ? c.price : `$${c.price}`}` : ""}`,
      title: c.title,
      body: c.description,
      foot: formatTownDate(c.createdAt, "MMM d, yyyy"),
    })),
    jobs: results.jobs.map((j) => ({
      id: j.id,
      to: `/jobs/${j.id}`,
      top: [j.employmentType ?? "Job", j.isRemote ? "Remote" : null, formatMiles(j.distanceFromGreenwood)].filter(Boolean).join(" · "),
      title: `${j.title} · ${j.company}`,
      body: truncate(j.description, PREVIEW_CHARS),
      foot: [j.location, j.salary].filter(Boolean).join(" · ") || undefined,
    })),
  };
}

// Open to visitors as well as members (docs/decisions/search.md).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const rawQ = url.searchParams.get("q");
  const q = (rawQ ?? "").trim().slice(0, 200);
  // A padded or blank q (a form without JavaScript sends "  park  " or "   ") goes to the clean URL: q trimmed, or gone.
  if (rawQ !== null && rawQ !== q) {
    if (q) url.searchParams.set("q", q);
    else url.searchParams.delete("q");
    return redirect(`${url.pathname}${url.search}`);
  }
  const rawType = url.searchParams.get("type");
  const asked = SEARCH_TYPES.find((t) => t === rawType) ?? null;
  // The search does not wait for the site's settings (a KV read): it runs meanwhile, and the kinds of a feature that
  // is off are dropped after (searchAndCountEnabled).
  const features = context.siteConfig().then((c) => c.features);
  if (!q) {
    const types = enabledKinds(await features);
    return json({ q, type: types.find((t) => t === asked) ?? null, types, found: null });
  }
  // Every tab shows its count. The All tab reads the few rows it shows of each kind and counts the rest; a kind's tab
  // reads that kind's list and counts the others. One db.batch either way.
  const search = (type: SearchType | null) =>
    searchAndCountEnabled(
      context.db,
      q,
      context.now(),
      features,
      type ? [type] : SEARCH_TYPES,
      type ? { counted: SEARCH_TYPES.filter((t) => t !== type) } : { limits: ALL_TAB_CAPS, counted: SEARCH_TYPES },
    );
  let found = await search(asked);
  // The tab of a feature that is off (a hand-made address) shows the All tab: a second round trip, only then.
  if (asked && !found.enabled.includes(asked)) found = await search(null);
  const type = asked && found.enabled.includes(asked) ? asked : null;
  return json({ q, type, types: found.enabled, found: { cards: toCards(found.results), counts: found.counts } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.q ? `Search: ${data.q}` : "Search" },
  { name: "robots", content: "noindex" },
];

function SearchForm({ q, type }: { q: string; type: SearchType | null }) {
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
        placeholder={SEARCH_PLACEHOLDER}
        className="flex-1 rounded border border-border px-3 py-2"
      />
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <Button>Search</Button>
    </Form>
  );
}

function ResultCard({ card, action }: { card: Card; action: string }) {
  return (
    <article className="rounded-lg border border-border p-4">
      <p className="text-xs uppercase opacity-70">{card.top}</p>
      <h3 className="mt-1 font-semibold">{card.title}</h3>
      <p className="mt-1 text-sm opacity-80">{card.body}</p>
      {card.foot ? <p className="mt-1 text-xs opacity-70">{card.foot}</p> : null}
      <Link to={card.to} className="mt-2 inline-block text-sm font-medium text-primary">
        {action}
      </Link>
    </article>
  );
}

function ResultList({ kind, cards }: { kind: SearchType; cards: Card[] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {cards.map((card) => (
        <ResultCard key={card.id} card={card} action={ACTIONS[kind]} />
      ))}
    </div>
  );
}

export default function Search() {
  const { q, type, types, found } = useLoaderData<typeof loader>();
  if (!found) {
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
  const { cards, counts } = found;
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
      <ListLoading
        skeleton={<SkeletonCards count={5} label="Loading results" grid="mt-4 grid gap-3 sm:grid-cols-2" card="h-28" testId="search-skeletons" />}
      >
        <div className="mt-4 space-y-8">
          {total === 0 ? (
            <div className="py-10 text-center">
              <h2 className="text-xl font-semibold">No Results Found</h2>
              <p className="mt-2 opacity-80">Try adjusting your search terms or search for something else.</p>
            </div>
          ) : type ? (
            <ResultList kind={type} cards={cards[type]} />
          ) : (
            SEARCH_TYPES.filter((t) => counts[t] > 0).map((t) => (
              <section key={t} aria-label={LABELS[t]}>
                <h2 className="mb-2 text-lg font-semibold">{LABELS[t]}</h2>
                <ResultList kind={t} cards={cards[t]} />
                {counts[t] > ALL_TAB_CAPS[t] ? (
                  <Link to={tabHref(t)} className="mt-2 inline-block rounded border border-border px-3 py-1 text-sm">
                    View all {counts[t]} {LABELS[t].toLowerCase()} results
                  </Link>
                ) : null}
              </section>
            ))
          )}
        </div>
      </ListLoading>
    </section>
  );
}
