import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { AlertMe } from "~/components/alert-me";
import { Button } from "~/components/button";
import { ListLoading, SkeletonCards } from "~/components/list-loading";
import { Link } from "~/components/site-link";
import { compiledFor, formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { categoryIn, formatCardDateIn, icu, peopleWroteLang } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { EMPLOYMENT_TYPES, formatMiles } from "~/lib/jobs-display";
import { normaliseAlertQuery } from "~/lib/saved-search";
import { readSearchParams, SEARCH_TYPES, type SearchType } from "~/lib/search-types";
import { truncate } from "~/lib/text";
import { enabledKinds, searchAndCountEnabled, type SearchResults } from "~/models/search.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  title: /*i18n*/ { id: "search.title", message: "Search" },
  lead: /*i18n*/ { id: "search.lead", message: "Find news, businesses, events, classified ads and jobs in town." },
  resultsFor: /*i18n*/ { id: "search.resultsFor", message: 'Search Results for "{q}"' },
  found: /*i18n*/ { id: "search.found", message: "{total, plural, one {{total} result} other {{total} results}} found" },
  resultTypes: /*i18n*/ { id: "search.resultTypes", message: "Result types" },
  all: /*i18n*/ { id: "search.all", message: "All" },
  loading: /*i18n*/ { id: "search.loading", message: "Loading results" },
  noResults: /*i18n*/ { id: "search.noResults", message: "No Results Found" },
  noResultsHint: /*i18n*/ { id: "search.noResultsHint", message: "Try adjusting your search terms or search for something else." },
} as const;

/** The kinds of result, as the tabs and the sections name them. */
const KIND_LABELS = {
  news: /*i18n*/ { id: "search.news", message: "News" },
  businesses: /*i18n*/ { id: "search.businesses", message: "Businesses" },
  events: /*i18n*/ { id: "search.events", message: "Events" },
  classifieds: /*i18n*/ { id: "search.classifieds", message: "Classifieds" },
  jobs: /*i18n*/ { id: "search.jobs", message: "Jobs" },
} as const;
/** The employment types on a job's card. */
const EMPLOYMENT_LABELS = {
  "Full-time": /*i18n*/ { id: "search.Full-time", message: "Full-time" },
  "Part-time": /*i18n*/ { id: "search.Part-time", message: "Part-time" },
  Contract: /*i18n*/ { id: "search.Contract", message: "Contract" },
  Temporary: /*i18n*/ { id: "search.Temporary", message: "Temporary" },
  Internship: /*i18n*/ { id: "search.Internship", message: "Internship" },
} as const;

// Ships no React: the search box and tabs are a GET form and links (the browser refuses a blank query: required and a
// pattern), and ListLoading's few lines of plain script show the spec's 5 skeleton cards while results load
// (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false, canonical: { q: "", type: "" } };

const ALL_TAB_CAPS: Record<SearchType, number> = { news: 3, businesses: 4, events: 3, classifieds: 6, jobs: 4 };
const ACTIONS = {
  news: /*i18n*/ { id: "search.readMore", message: "Read More" },
  businesses: /*i18n*/ { id: "search.viewDetails", message: "View Details" },
  events: /*i18n*/ { id: "search.viewEvent", message: "View Event" },
  classifieds: /*i18n*/ { id: "search.viewDetails", message: "View Details" },
  jobs: /*i18n*/ { id: "search.viewJob", message: "View Job" },
} as const;
const VIEW_ALL = {
  news: /*i18n*/ { id: "search.viewAllNews", message: "View all {count} news results" },
  businesses: /*i18n*/ { id: "search.viewAllBusinesses", message: "View all {count} businesses results" },
  events: /*i18n*/ { id: "search.viewAllEvents", message: "View all {count} events results" },
  classifieds: /*i18n*/ { id: "search.viewAllClassifieds", message: "View all {count} classifieds results" },
  jobs: /*i18n*/ { id: "search.viewAllJobs", message: "View all {count} jobs results" },
} as const;
/** A card's preview text: news and classifieds come cut to the spec's 150 and 80; the others are cut here. */
const PREVIEW_CHARS = 150;

/** A piece of a card's top line: an interface word in the reader's language, or what people wrote (lang="en"). */
type Part = { text: string; lang?: "en" };
/** What a result card shows, and nothing else, cut and formatted on the server. */
type Card = { id: number | string; to: string; top: Part[]; title: string; body: string; foot?: string };

function toCards(results: SearchResults, lang: Lang): Record<SearchType, Card[]> {
  const t = (key: Descriptor<"search">, values?: Record<string, string | number>) => formatMessage(lang, key, values);
  const categories = categoryNamesIn(lang);
  const wrote = peopleWroteLang(lang);
  const category = (name: string) => {
    const c = categoryIn(lang, categories, name);
    return { text: c.label, lang: c.lang };
  };
  const employment = (type: string): Part =>
    (EMPLOYMENT_TYPES as readonly string[]).includes(type)
      ? { text: t(EMPLOYMENT_LABELS[type as (typeof EMPLOYMENT_TYPES)[number]]) }
      : { text: type, lang: wrote };
  const date = (value: Parameters<typeof formatCardDateIn>[1]): Part => ({ text: formatCardDateIn(lang, value) });
  return {
    news: results.news.map((n) => ({
      id: n.id,
      to: `/news/${n.id}`,
      top: [n.category ? category(n.category) : { text: t(/*i18n*/ { id: "search.news", message: "News" }) }, date(n.publishedAt)],
      title: n.title,
      body: n.content,
    })),
    businesses: results.businesses.map((b) => ({
      id: b.id,
      to: `/businesses/${b.id}`,
      top: [
        b.categoryName ? { text: b.categoryName, lang: wrote } : { text: t(/*i18n*/ { id: "search.general", message: "General" }) },
        ...(b.rating > 0 ? [{ text: `★ ${b.rating.toFixed(1)}` }] : []),
      ],
      title: b.name,
      body: truncate(b.description, PREVIEW_CHARS),
      foot: b.address ?? undefined,
    })),
    events: results.events.map((e) => ({
      id: e.id,
      to: `/events/${e.id}`,
      top: [
        e.categoryName ? { text: e.categoryName, lang: wrote } : { text: t(/*i18n*/ { id: "search.event", message: "Event" }) },
        date(e.startDate),
      ],
      title: e.title,
      body: truncate(e.description, PREVIEW_CHARS),
      foot: e.location ?? undefined,
    })),
    classifieds: results.classifieds.map((c) => ({
      id: c.id,
      to: `/classifieds/${c.id}`,
      top: [category(c.category), ...(c.price ? [{ text: c.price.startsWith("$") ? c.price : `$${c.price}`, lang: wrote }] : [])],
      title: c.title,
      body: c.description,
      foot: formatCardDateIn(lang, c.createdAt),
    })),
    jobs: results.jobs.map((j) => {
      const miles = formatMiles(j.distanceFromGreenwood);
      return {
        id: j.id,
        to: `/jobs/${j.id}`,
        top: [
          j.employmentType ? employment(j.employmentType) : { text: t(/*i18n*/ { id: "search.job", message: "Job" }) },
          ...(j.isRemote ? [{ text: t(/*i18n*/ { id: "search.remote", message: "Remote" }) }] : []),
          ...(miles ? [{ text: miles }] : []),
        ],
        title: `${j.title} · ${j.company}`,
        body: truncate(j.description, PREVIEW_CHARS),
        foot: [j.location, j.salary].filter(Boolean).join(" · ") || undefined,
      };
    }),
  };
}

// Open to visitors as well as members (docs/decisions/search.md).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const rawQ = url.searchParams.get("q");
  const { q, type: asked } = readSearchParams(url.searchParams);
  // A padded or blank q (a form without JavaScript sends "  park  " or "   ") goes to the clean URL: q trimmed, or gone.
  if (rawQ !== null && rawQ !== q) {
    if (q) url.searchParams.set("q", q);
    else url.searchParams.delete("q");
    return redirect(`${url.pathname}${url.search}`);
  }
  // The search does not wait for the site's settings (a KV read): it runs meanwhile, and the kinds of a feature that
  // is off are dropped after (searchAndCountEnabled).
  const features = context.siteConfig().then((c) => c.features);
  if (!q) {
    const types = enabledKinds(await features);
    return json({
      q,
      type: types.find((t) => t === asked) ?? null,
      types,
      found: null,
      lang: context.lang,
      messages: compiledFor(context.lang, "search"),
    });
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
  return json({
    q,
    type,
    types: found.enabled,
    found: { cards: toCards(found.results, context.lang), counts: found.counts },
    lang: context.lang,
    // "Alert me": this search (its text and tab) for a daily mail of what is new (issue 32 §2).
    alertMe: messagesFor(context.lang, "alertMe"),
    alertQuery: normaliseAlertQuery("search", url.searchParams.toString()),
    // The page ships no JavaScript: its messages never reach the browser as script.
    messages: compiledFor(context.lang, "search"),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = data ? icu<"search">(data.lang, data.messages) : null;
  return [
    {
      title: !t
        ? "Search"
        : data?.q
          ? t(/*i18n*/ { id: "search.metaTitleFor", message: "Search: {q}" }, { q: data.q })
          : t(/*i18n*/ { id: "search.metaTitle", message: "Search" }),
    },
    { name: "robots", content: "noindex" },
  ];
};

type T = ReturnType<typeof icu<"search">>;

function SearchForm({ q, type, t }: { q: string; type: SearchType | null; t: T }) {
  return (
    <Form method="get" role="search" className="flex gap-2">
      <label htmlFor="search-q" className="sr-only">
        {t(/*i18n*/ { id: "search.label", message: "Search" })}
      </label>
      <input
        id="search-q"
        name="q"
        type="search"
        required
        pattern=".*\S.*"
        defaultValue={q}
        placeholder={t(/*i18n*/ { id: "search.placeholder", message: "Search news, businesses, events, and classifieds..." })}
        className="flex-1 rounded border border-border px-3 py-2"
      />
      {type ? <input type="hidden" name="type" value={type} /> : null}
      <Button>{t(/*i18n*/ { id: "search.button", message: "Search" })}</Button>
    </Form>
  );
}

function ResultCard({ card, action, wrote }: { card: Card; action: string; wrote: "en" | undefined }) {
  return (
    <article className="rounded-lg border border-border p-4">
      <p className="text-xs uppercase opacity-70">
        {card.top.map((part, i) => (
          <span key={i} lang={part.lang}>
            {i > 0 ? " · " : ""}
            {part.text}
          </span>
        ))}
      </p>
      <h3 className="mt-1 font-semibold" lang={wrote}>
        {card.title}
      </h3>
      <p className="mt-1 text-sm opacity-80" lang={wrote}>
        {card.body}
      </p>
      {card.foot ? (
        <p className="mt-1 text-xs opacity-70" lang={wrote}>
          {card.foot}
        </p>
      ) : null}
      <Link to={card.to} className="mt-2 inline-block text-sm font-medium text-primary">
        {action}
      </Link>
    </article>
  );
}

function ResultList({ kind, cards, t, wrote }: { kind: SearchType; cards: Card[]; t: T; wrote: "en" | undefined }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {cards.map((card) => (
        <ResultCard key={card.id} card={card} action={t(ACTIONS[kind])} wrote={wrote} />
      ))}
    </div>
  );
}

export default function Search() {
  const data = useLoaderData<typeof loader>();
  const { q, type, types, found, lang, messages } = data;
  const t = icu<"search">(lang, messages);
  const wrote = peopleWroteLang(lang);
  if (!found) {
    return (
      <section className="mx-auto max-w-2xl">
        <h1 className="text-2xl font-bold">{t(WORDS.title)}</h1>
        <p className="mt-2 opacity-80">{t(WORDS.lead)}</p>
        <div className="mt-4">
          <SearchForm q="" type={type} t={t} />
        </div>
      </section>
    );
  }
  const { cards, counts } = found;
  const total = type ? counts[type] : SEARCH_TYPES.reduce((sum, t) => sum + counts[t], 0);
  const tabHref = (kind: SearchType | null) => `/search?q=${encodeURIComponent(q)}${kind ? `&type=${kind}` : ""}`;
  return (
    <section>
      <SearchForm q={q} type={type} t={t} />
      <h1 className="mt-6 text-2xl font-bold">{t(WORDS.resultsFor, { q })}</h1>
      <p className="opacity-80" data-testid="result-count">
        {t(WORDS.found, { total })}
      </p>
      {"alertMe" in data ? <AlertMe kind="search" query={data.alertQuery} messages={data.alertMe} /> : null}
      <nav aria-label={t(WORDS.resultTypes)} className="mt-4 flex flex-wrap gap-1 border-b border-border">
        {[null, ...types].map((kind) => (
          <Link
            key={kind ?? "all"}
            to={tabHref(kind)}
            aria-current={kind === type ? "page" : undefined}
            className={`rounded-t px-3 py-2 text-sm ${kind === type ? "border border-b-0 border-border font-semibold" : "opacity-80"}`}
          >
            {kind ? t(KIND_LABELS[kind]) : t(WORDS.all)} ({kind ? counts[kind] : SEARCH_TYPES.reduce((s, k) => s + counts[k], 0)})
          </Link>
        ))}
      </nav>
      <ListLoading
        skeleton={<SkeletonCards count={5} label={t(WORDS.loading)} grid="mt-4 grid gap-3 sm:grid-cols-2" card="h-28" testId="search-skeletons" />}
      >
        <div className="mt-4 space-y-8">
          {total === 0 ? (
            <div className="py-10 text-center">
              <h2 className="text-xl font-semibold">{t(WORDS.noResults)}</h2>
              <p className="mt-2 opacity-80">{t(WORDS.noResultsHint)}</p>
            </div>
          ) : type ? (
            <ResultList kind={type} cards={cards[type]} t={t} wrote={wrote} />
          ) : (
            SEARCH_TYPES.filter((kind) => counts[kind] > 0).map((kind) => (
              <section key={kind} aria-label={t(KIND_LABELS[kind])}>
                <h2 className="mb-2 text-lg font-semibold">{t(KIND_LABELS[kind])}</h2>
                <ResultList kind={kind} cards={cards[kind]} t={t} wrote={wrote} />
                {counts[kind] > ALL_TAB_CAPS[kind] ? (
                  <Link to={tabHref(kind)} className="mt-2 inline-block rounded border border-border px-3 py-1 text-sm">
                    {t(VIEW_ALL[kind], { count: counts[kind] })}
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
