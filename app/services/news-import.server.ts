// News import: each active feed (RSS 2.0 or Atom) fetched safely, decoded by its declared charset, parsed, and
// upserted by the item's guid/id (else its link, else a hash of its text). Imported articles are sanitised and
// published at once. Per feed: one fetch, one read of the known items, one db.batch of every write.
import { parseFeed } from "@rowanmanning/feed-parser";
import { absoluteUrl, absolutizeHtml, cutAtWord, decodeFeedBytes, parseFeedDate, stableHash, titleText } from "~/lib/feed-text";
import { withSkipTotal } from "~/lib/import-summary";
import { plainText, sanitizeHtml } from "~/lib/sanitize.server";
import type { Db } from "~/models/db.server";
import { PartialRunError } from "~/models/import-runs.server";
import {
  findArticlesBySourceKeys,
  insertImportedArticle,
  listActiveNewsFeeds,
  markNewsFeedFetched,
  updateImportedArticle,
  type NewsFeedRow,
} from "~/models/news.server";
import { safeFetchText } from "~/services/safe-fetch.server";

export type NewsImportOptions = { now: Date; allowLoopback: boolean };

type Counts = {
  feeds: number;
  found: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedDuplicate: number;
  failed: number;
};

const IMAGE_EXT = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;
const NOT_IMAGE_EXT = /\.(mp3|m4a|mp4|mov|webm|ogg|ogv|wav|pdf)(\?|#|$)/i;

type ParsedItem = ReturnType<typeof parseFeed>["items"][number];

/** The raw text of a child element (feed-parser keeps the XML element of each item). */
function rawChild(item: ParsedItem, ...names: string[]): string | null {
  const element = item.element;
  for (const name of names) {
    const found = element?.findElementWithName(name);
    if (found?.textContentNormalized) return found.textContentNormalized;
  }
  return null;
}

function mediaGroupDescription(item: ParsedItem): string | null {
  const element = item.element;
  return element?.findElementWithName("group")?.findElementWithName("description")?.textContentNormalized || null;
}

/** The lead image: the parser's choice, else a media:content that is an image by type, medium or file name. */
function leadImage(item: ParsedItem, base: string): string | null {
  const candidates = [
    item.image?.url,
    ...item.media.filter((m) => m.type === "image").map((m) => m.url),
    ...item.media.filter((m) => !m.type && (IMAGE_EXT.test(m.url) || !NOT_IMAGE_EXT.test(m.url))).map((m) => m.url),
  ];
  for (const c of candidates) {
    const url = absoluteUrl(c, base);
    if (url) return url;
  }
  return null;
}

/** Maps a parsed feed to rows, without touching the database (exported for tests). */
export function readNewsItems(text: string, feedUrl: string, feedId: number, now: Date) {
  const parsed = parseFeed(text);
  const feedBase = absoluteUrl(parsed.url, feedUrl) ?? feedUrl;
  const feedDate = parsed.updated ?? parsed.published ?? null;
  const items = parsed.items.map((item) => {
    // A guid that is a URL (RSS's default isPermaLink) is the link when there is no <link>.
    const link = absoluteUrl(item.url, feedUrl) ?? (item.id && /^https?:\/\//i.test(item.id) ? absoluteUrl(item.id, feedUrl) : null);
    const base = link ?? feedBase;
    const body = item.content ?? item.description ?? mediaGroupDescription(item) ?? "";
    const bodyHtml = /<[a-z][\s\S]*>/i.test(body)
      ? body
      : body
          .replace(/&/g, "&amp;")
          .replace(/</g, "&lt;")
          .replace(/\n{2,}/g, "</p><p>")
          .replace(/\n/g, "<br>");
    const content = sanitizeHtml(absolutizeHtml(/<[a-z][\s\S]*>/i.test(body) ? bodyHtml : `<p>${bodyHtml}</p>`, base));
    const excerpt = cutAtWord(plainText(absolutizeHtml(item.description ?? mediaGroupDescription(item) ?? item.content ?? "", base)), 300);
    const title = titleText(item.title) || cutAtWord(excerpt, 120) || "Untitled";
    const key = (item.id ?? link ?? "").trim() || `hash:${stableHash(`${title}\n${excerpt}`)}`;
    const rawDate = rawChild(item, "pubdate", "published", "issued", "date", "updated", "modified");
    const publishedAt = parseFeedDate(rawDate, now) ?? (item.published && item.published.getTime() <= now.getTime() ? item.published : null);
    return {
      sourceKey: `${feedId}:${key}`.slice(0, 500),
      title: cutAtWord(title, 255),
      content,
      excerpt,
      imageUrl: leadImage(item, base),
      author: item.authors[0]?.name?.slice(0, 100) || null,
      sourceUrl: link,
      publishedAt,
    };
  });
  return { title: parsed.title, items, feedDate };
}

/** An item without an author is credited to its feed, by the name the admin gave it. */
const feedCredit = (feed: { name: string }) => feed.name.slice(0, 100);

async function importFeed(db: Db, feed: NewsFeedRow, options: NewsImportOptions, counts: Counts) {
  const res = await safeFetchText(feed.url, {
    allowLoopback: options.allowLoopback,
    accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8",
  });
  const { text } = decodeFeedBytes(res.bytes, res.contentType);
  const base = absoluteUrl(res.contentLocation, res.url) ?? res.url;
  // A truncated download (no closing root element) is not imported: the parser would make items of its pieces.
  if (!/<\/(?:[A-Za-z][\w.-]*:)?(?:rss|feed|RDF)\s*>\s*$/.test(text)) throw new Error("Not a valid RSS or Atom feed");
  const parsed = readNewsItems(text, base, feed.id, options.now);
  // The parser is lenient with broken XML; a "feed" with neither a title nor one usable item is not a feed.
  if (!parsed.title && parsed.items.length === 0) throw new Error("Not a valid RSS or Atom feed");
  // One item per key (a feed that repeats a guid keeps its first).
  const unique = new Map<string, (typeof parsed.items)[number]>();
  for (const i of parsed.items) if (!unique.has(i.sourceKey)) unique.set(i.sourceKey, i);
  const items = [...unique.values()];
  counts.found += parsed.items.length;
  counts.skippedDuplicate += parsed.items.length - items.length;
  const existing = await findArticlesBySourceKeys(
    db,
    items.map((i) => i.sourceKey),
  );
  const byKey = new Map(existing.map((a) => [a.sourceKey, a]));
  const writes = [];
  for (const item of items) {
    const current = byKey.get(item.sourceKey);
    if (!current) {
      writes.push(insertImportedArticle(db, feed, { ...item, author: item.author ?? feedCredit(feed) }, options.now));
      counts.created++;
    } else if (
      current.title !== item.title ||
      current.content !== item.content ||
      current.excerpt !== item.excerpt ||
      current.imageUrl !== item.imageUrl ||
      current.sourceUrl !== item.sourceUrl ||
      (item.publishedAt !== null && current.publishedAt?.getTime() !== item.publishedAt.getTime())
    ) {
      writes.push(updateImportedArticle(db, current.id, { ...item, author: item.author ?? feedCredit(feed) }, options.now));
      counts.updated++;
    } else {
      counts.unchanged++;
    }
  }
  const touch = markNewsFeedFetched(db, feed.id, options.now, null);
  await db.batch([touch, ...writes]);
}

export async function importNews(db: Db, options: NewsImportOptions): Promise<Counts> {
  const feeds = await listActiveNewsFeeds(db);
  const counts: Counts = { feeds: feeds.length, found: 0, created: 0, updated: 0, unchanged: 0, skipped: 0, skippedDuplicate: 0, failed: 0 };
  const failures: string[] = [];
  for (const feed of feeds) {
    try {
      await importFeed(db, feed, options, counts);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      counts.failed++;
      failures.push(`${feed.name}: ${message}`);
      await markNewsFeedFetched(db, feed.id, options.now, message);
    }
  }
  const total = withSkipTotal(counts);
  if (failures.length) throw new PartialRunError(failures.join("; "), total);
  return total;
}
