import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FollowOnMastodon } from "~/components/follow-on-mastodon";
import { NewerOlderPager } from "~/components/pager";
import { Picture } from "~/components/picture";
import { Link } from "~/components/site-link";
import { compiledFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { categoryIn, formatCardDateIn, icu, peopleWroteLang, type T } from "~/lib/i18n/format";
import { NEWS_CATEGORIES } from "~/lib/news-categories";
import { pageParam } from "~/lib/params";
import { PAGE_PARAM } from "~/lib/seo";
import { townOfMatches } from "~/lib/towns";
import { isStaff, listPublishedNewsCards } from "~/models/news.server";
import { getUser } from "~/services/auth.server";

// Every link and form here works without JavaScript; shipping none keeps React off the first paint (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false, canonical: { category: "", ...PAGE_PARAM } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = pageParam(url.searchParams.get("page"));
  const category = url.searchParams.get("category") || null;
  const [list, user] = await Promise.all([listPublishedNewsCards(context.db, { now: context.now(), page, category }), getUser(context)]);
  // Only what a card shows: the loader's data is sent again inside the HTML for hydration.
  const articles = list.articles.map((a) => ({
    id: a.id,
    title: a.title,
    excerpt: a.excerpt,
    imageUrl: a.imageUrl,
    imageCaption: a.imageCaption,
    category: a.category,
    isPremium: a.isPremium,
    publishedAt: a.publishedAt,
    author: a.author,
  }));
  return json({
    articles,
    page: list.page,
    pages: list.pages,
    category,
    signedIn: Boolean(user),
    staff: isStaff(user),
    lang: context.lang,
    // The list ships no JavaScript: its messages never reach the browser as script.
    messages: compiledFor(context.lang, "news"),
    categories: categoryNamesIn(context.lang),
  });
}

export default function NewsList() {
  const data = useLoaderData<typeof loader>();
  const t = icu<"news">(data.lang, data.messages);
  const wrote = peopleWroteLang(data.lang);
  const pageHref = (p: number) => `/news?${new URLSearchParams({ ...(data.category ? { category: data.category } : {}), page: String(p) })}`;
  return (
    <div>
      <NewsHeader data={data} t={t} />
      <CategoryNav
        data={data}
        label={t(/*i18n*/ { id: "news.categoriesNav", message: "News categories" })}
        all={t(/*i18n*/ { id: "news.all", message: "All" })}
      />
      {data.articles.length === 0 ? (
        <div className="py-16 text-center">
          <h2 className="text-xl font-semibold">{t(/*i18n*/ { id: "news.emptyTitle", message: "No News Articles" })}</h2>
          <p className="mt-2 opacity-80">{t(/*i18n*/ { id: "news.emptyText", message: "Check back soon for local news." })}</p>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data.articles.map((a, i) => (
            <NewsCard key={a.id} a={a} i={i} data={data} wrote={wrote} t={t} />
          ))}
        </ul>
      )}
      <NewerOlderPager
        page={data.page}
        pages={data.pages}
        href={pageHref}
        labels={{
          pages: t(/*i18n*/ { id: "news.pages", message: "Pages" }),
          newer: t(/*i18n*/ { id: "news.newer", message: "Newer" }),
          older: t(/*i18n*/ { id: "news.older", message: "Older" }),
          pageOf: t(/*i18n*/ { id: "news.pageOf", message: "Page {page} of {pages}" }, { page: data.page, pages: data.pages }),
        }}
      />
      <FollowOnMastodon actor="news" />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (!data) return [{ title: "Local News" }];
  const t = icu<"news">(data.lang, data.messages);
  const town = townOfMatches(matches);
  return [
    { title: t(/*i18n*/ { id: "news.metaTitle", message: "Local News" }) },
    {
      name: "description",
      content: t(
        /*i18n*/ { id: "news.metaDescription", message: "News from {town}: city hall, schools, businesses, sports and more." },
        { town: town.fullName },
      ),
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: t(/*i18n*/ { id: "news.rssTitle", message: "{town} news" }, { town: town.name }),
      href: "/news/rss.xml",
    },
  ];
};

type NewsData = ReturnType<typeof useLoaderData<typeof loader>>;

/** The title and the RSS, review-queue, write and submit links. */
function NewsHeader({ data, t }: { data: NewsData; t: T<"news"> }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-3xl font-bold">{t(/*i18n*/ { id: "news.title", message: "Local News" })}</h1>
      <div className="flex gap-2">
        <a
          href={`/news/rss.xml${data.category ? `?category=${encodeURIComponent(data.category)}` : ""}`}
          className="rounded border border-border px-3 py-2 text-sm"
        >
          RSS
        </a>
        {data.staff ? (
          <Link to="/news/review" className="rounded border border-border px-3 py-2 text-sm">
            {t(/*i18n*/ { id: "news.reviewQueue", message: "Review queue" })}
          </Link>
        ) : null}
        {data.signedIn ? (
          <Link to="/news/create" className="rounded border border-border px-3 py-2 text-sm">
            {t(/*i18n*/ { id: "news.write", message: "Write" })}
          </Link>
        ) : null}
        {data.signedIn ? (
          <Link to="/submit-article" className="rounded bg-primary px-4 py-2 font-medium text-primary-foreground">
            {t(/*i18n*/ { id: "news.submitArticle", message: "Submit Article" })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** One article's card; the first three pictures load at once (above the fold). */
function NewsCard({
  a,
  i,
  data,
  wrote,
  t,
}: {
  a: NewsData["articles"][number];
  i: number;
  data: NewsData;
  wrote: ReturnType<typeof peopleWroteLang>;
  t: T<"news">;
}) {
  return (
    <li data-testid="news-card" className="overflow-hidden rounded-lg border border-border">
      <Link to={`/news/${a.id}`} className="block h-full">
        <Picture
          src={a.imageUrl}
          alt={a.imageCaption || a.title}
          category={a.category}
          width={640}
          height={360}
          lazy={i >= 3}
          lang={wrote}
          className="aspect-video w-full bg-secondary object-cover"
        />
        <div className="p-4">
          <p className="text-xs uppercase">
            {a.category ? (
              <span className="opacity-70" lang={categoryIn(data.lang, data.categories, a.category).lang}>
                {categoryIn(data.lang, data.categories, a.category).label}
              </span>
            ) : (
              <span className="opacity-70">{t(/*i18n*/ { id: "news.news", message: "News" })}</span>
            )}
            {a.isPremium ? (
              <span className="ml-2 rounded bg-accent px-1.5 text-accent-foreground">{t(/*i18n*/ { id: "news.featured", message: "Featured" })}</span>
            ) : null}
          </p>
          <h2 className="mt-1 text-lg font-semibold" lang={wrote}>
            {a.title}
          </h2>
          {a.excerpt ? (
            <p className="mt-1 line-clamp-3 text-sm opacity-80" lang={wrote}>
              {a.excerpt}
            </p>
          ) : null}
          <p className="mt-2 text-xs opacity-70">
            {formatCardDateIn(data.lang, a.publishedAt)}
            {a.author ? (
              <>
                {" · "}
                <span lang={wrote}>{a.author}</span>
              </>
            ) : null}
          </p>
        </div>
      </Link>
    </li>
  );
}

/** The category links above the list (All first). */
function CategoryNav({ data, label, all }: { data: ReturnType<typeof useLoaderData<typeof loader>>; label: string; all: string }) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap gap-2 text-sm">
      <Link to="/news" className={`rounded-full px-3 py-1 ${data.category ? "bg-secondary" : "bg-primary text-primary-foreground"}`}>
        {all}
      </Link>
      {NEWS_CATEGORIES.map((c) => (
        <Link
          key={c}
          to={`/news?category=${encodeURIComponent(c)}`}
          className={`rounded-full px-3 py-1 ${data.category === c ? "bg-primary text-primary-foreground" : "bg-secondary"}`}
        >
          {data.categories[c]}
        </Link>
      ))}
    </nav>
  );
}
