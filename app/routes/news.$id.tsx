import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CopyLinkButton } from "~/components/copy-link";
import { FediverseReplies } from "~/components/fediverse-replies";
import { LetterSignupBox, letterSignupWords } from "~/components/letter-signup";
import { notFoundBoundary, notFoundTitle } from "~/components/not-found";
import { Picture } from "~/components/picture";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { formatLongDate } from "~/lib/dates";
import { notFoundPanel } from "~/lib/http.server";
import { compiledFor, messagesFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { categoryIn, formatDateIn, HOLE, icu, peopleWroteLang, type T } from "~/lib/i18n/format";
import { mapDirectionsUrl } from "~/lib/phone";
import { sanitizeHtml } from "~/lib/sanitize.server";
import { itemPicture, type OgPage } from "~/lib/seo";
import { getArticlePage, toArticleJson } from "~/models/news.server";
import { viewingOf } from "~/services/auth.server";
import { shownReplies } from "~/services/fediverse.server";

// Ships no React: its links work without it, and 'Copy link' is a few lines of plain script (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;
  // The article and whether the member already gets the weekly letter, in one round trip beside the session's.
  const { article, readsLetter, replies } = id
    ? await getArticlePage(context.db, id, viewingOf(request, context), context.now())
    : { article: null, readsLetter: false, replies: [] };
  if (!article) notFoundPanel(context.lang, "article");
  // Stored content is sanitised on the way in; sanitising again on the way out protects older rows too.
  return json({
    article: { ...toArticleJson(article), content: sanitizeHtml(article.content) },
    url: `${context.siteUrl}/news/${article.id}`,
    // Replies from the fediverse an admin approved (none pending or rejected).
    replies: shownReplies(context.lang, replies),
    og: {
      title: article.title,
      description: article.excerpt,
      type: "article",
      image: itemPicture(article.imageUrl, article.category),
    } satisfies OgPage,
    lang: context.lang,
    // The weekly letter's sign-up box, for readers who do not get it yet (issue 42).
    letterSignup: readsLetter ? null : letterSignupWords(messagesFor(context.lang, "letterPages")),
    // The page ships no React: its messages never reach the browser as script.
    messages: compiledFor(context.lang, "news"),
    categories: categoryNamesIn(context.lang),
  });
}

export default function Article() {
  const { article: a, url, lang, messages, categories, letterSignup, replies } = useLoaderData<typeof loader>();
  const t = icu<"news">(lang, messages);
  const wrote = peopleWroteLang(lang);
  const category = a.category
    ? categoryIn(lang, categories, a.category)
    : { label: t(/*i18n*/ { id: "news.news", message: "News" }), lang: undefined };
  return (
    <article className="mx-auto max-w-3xl">
      <Link to="/news" className="text-sm text-primary">
        {t(/*i18n*/ { id: "news.backToNews", message: "← Back to News" })}
      </Link>
      {a.status !== "published" ? (
        <p role="status" className="mt-4 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900" data-testid="article-status">
          {a.status === "pending"
            ? t(/*i18n*/ { id: "news.pending", message: "This article is waiting for review." })
            : `${t(/*i18n*/ { id: "news.notPublished", message: "This article was not published." })}${a.rejectionReason ? ` ${t(/*i18n*/ { id: "news.reason", message: "Reason: {reason}" }, { reason: a.rejectionReason })}` : ""}`}
        </p>
      ) : null}
      <p className="mt-4 text-xs uppercase opacity-70" lang={category.lang}>
        {category.label}
      </p>
      <h1 className="mt-1 text-3xl font-bold" lang={wrote}>
        {a.title}
      </h1>
      <p className="mt-2 text-sm opacity-80">
        {a.author ? (
          <>
            {`${t(/*i18n*/ { id: "news.by", message: "By" })} `}
            <span lang={wrote}>{a.author}</span>
            {" · "}
          </>
        ) : null}
        {lang === "en" || !a.publishedAt ? formatLongDate(a.publishedAt) : formatDateIn(lang, a.publishedAt)}
      </p>
      <ArticleFigure article={a} wrote={wrote} />
      {/* Sanitised with an allowlist on the server (app/lib/sanitize.server.ts). */}
      <div
        className="prose mt-6 max-w-none space-y-4 leading-relaxed [&_a]:text-primary [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
        data-testid="article-content"
        lang={wrote}
        dangerouslySetInnerHTML={{ __html: a.content ?? "" }}
      />
      {a.tags.length ? (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={t(/*i18n*/ { id: "news.tags", message: "Tags" })}>
          {a.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-xs" lang={wrote}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {a.location ? (
        <p className="mt-6 text-sm">
          <a href={mapDirectionsUrl(a.location)} target="_blank" rel="noopener noreferrer" className="tap text-primary underline">
            <WrittenValue
              message={t(/*i18n*/ { id: "news.directionsTo", message: "Directions to {location}" }, { location: HOLE })}
              lang={peopleWroteLang(lang)}
            >
              {a.location}
            </WrittenValue>
          </a>
        </p>
      ) : null}
      {a.sourceUrl ? (
        <p className="mt-2 text-sm">
          <a href={a.sourceUrl} rel="nofollow noopener noreferrer" className="text-primary underline">
            {t(/*i18n*/ { id: "news.readAtSource", message: "Read at the source" })}
          </a>
        </p>
      ) : null}
      <ShareBar url={url} title={a.title} t={t} />
      <div className="mt-8">
        <FediverseReplies heading={replies.heading} replies={replies.items} lang={lang} />
      </div>
      {letterSignup ? <LetterSignupBox words={letterSignup} /> : null}
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (!data) return [{ title: notFoundTitle(error, "Article Not Found") }];
  const a = data.article;
  const description = (a.excerpt ?? "").slice(0, 200);
  return [
    { title: a.title },
    { name: "description", content: description },
    ...(a.status !== "published" ? [{ name: "robots", content: "noindex" }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: a.title,
        description,
        image: a.imageUrl ? [new URL(a.imageUrl, data.url).toString()] : undefined,
        datePublished: a.publishedAt ?? undefined,
        dateModified: a.updatedAt,
        author: a.author ? { "@type": "Person", name: a.author } : undefined,
        mainEntityOfPage: data.url,
      },
    },
  ];
};

/** Share on Facebook, X, LinkedIn or by e-mail, or copy the link. */
function ShareBar({ url, title, t }: { url: string; title: string; t: T<"news"> }) {
  const share = [
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}` },
    { label: "X", href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}` },
    { label: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}` },
    {
      label: t(/*i18n*/ { id: "news.email", message: "Email" }),
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
    },
  ];
  return (
    <section
      aria-label={t(/*i18n*/ { id: "news.share", message: "Share" })}
      className="mt-8 flex flex-wrap items-center gap-2 border-t border-border pt-4"
    >
      <span className="text-sm font-medium">{t(/*i18n*/ { id: "news.shareColon", message: "Share:" })}</span>
      {share.map((s) => (
        <a key={s.label} href={s.href} target="_blank" rel="noopener noreferrer" className="rounded border border-border px-3 py-1 text-sm">
          {s.label}
        </a>
      ))}
      <CopyLinkButton
        url={url}
        label={t(/*i18n*/ { id: "news.copyLink", message: "Copy link" })}
        copied={t(/*i18n*/ { id: "news.linkCopied", message: "Link copied" })}
        share={{
          label: t(/*i18n*/ { id: "news.share", message: "Share" }),
          shared: t(/*i18n*/ { id: "news.shared", message: "Shared successfully" }),
          title,
        }}
      />
    </section>
  );
}

/** The article's picture and its caption (what the writer gave, so marked with their language). */
function ArticleFigure({
  article: a,
  wrote,
}: {
  article: { imageUrl: string | null; imageCaption: string | null; title: string };
  wrote: "en" | undefined;
}) {
  if (!a.imageUrl) return null;
  return (
    <figure className="mt-6">
      <Picture
        src={a.imageUrl}
        alt={a.imageCaption || a.title}
        size="full"
        width={1200}
        height={675}
        lazy={false}
        lang={wrote}
        className="w-full rounded-lg bg-secondary"
      />
      {a.imageCaption ? (
        <figcaption className="mt-1 text-sm opacity-70" lang={wrote}>
          {a.imageCaption}
        </figcaption>
      ) : null}
    </figure>
  );
}

export const ErrorBoundary = notFoundBoundary(
  "Article Not Found",
  "The article you're looking for doesn't exist or has been removed.",
  "/news",
  "Back to News",
);
