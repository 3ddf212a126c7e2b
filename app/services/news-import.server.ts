// News import: each active feed (RSS 2.0 or Atom) fetched safely, parsed, and upserted by the item's guid/id
// (else its link). Imported articles are sanitised and published at once. One broken feed never stops the others.
import { parseFeed } from "@rowanmanning/feed-parser";
import { eq, inArray } from "drizzle-orm";
import { newsArticles, newsFeeds } from "../../db/schema";
import type { Db } from "~/models/db.server";
import { safeFetchText } from "~/services/safe-fetch.server";
import { plainText, sanitizeHtml } from "~/lib/sanitize.server";
import { PartialRunError } from "~/models/import-runs.server";

export type NewsImportOptions = { now: Date; allowLoopback: boolean };

type Counts = { feeds: number; created: number; updated: number; unchanged: number; failed: number };

async function importFeed(db: Db, feed: typeof newsFeeds.$inferSelect, options: NewsImportOptions, counts: Counts) {
  const { text } = await safeFetchText(feed.url, {
    allowLoopback: options.allowLoopback,
    accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8",
  });
  const parsed = parseFeed(text);
  const items = parsed.items
    .map((item) => {
      const key = (item.id ?? item.url ?? "").trim();
      if (!key || !item.title) return null;
      const content = sanitizeHtml(item.content ?? item.description ?? "");
      const excerptSource = item.description ?? item.content ?? "";
      const excerpt = plainText(excerptSource).slice(0, 300);
      return {
        sourceKey: `${feed.id}:${key}`.slice(0, 500),
        title: plainText(item.title).slice(0, 255),
        content,
        excerpt,
        imageUrl: item.image?.url && /^https?:\/\//i.test(item.image.url) ? item.image.url : null,
        author: item.authors[0]?.name?.slice(0, 100) ?? null,
        sourceUrl: item.url && /^https?:\/\//i.test(item.url) ? item.url : null,
        publishedAt: item.published ?? item.updated ?? options.now,
      };
    })
    .filter((x): x is NonNullable<typeof x> => x !== null);
  // The parser is lenient with broken XML; a "feed" with neither a title nor one usable item is not a feed.
  if (!parsed.title && items.length === 0) throw new Error("Not a valid RSS or Atom feed");
  const existing = items.length
    ? await db.select().from(newsArticles).where(inArray(newsArticles.sourceKey, items.map((i) => i.sourceKey)))
    : [];
  const byKey = new Map(existing.map((a) => [a.sourceKey, a]));
  for (const item of items) {
    const current = byKey.get(item.sourceKey);
    if (!current) {
      await db
        .insert(newsArticles)
        .values({ ...item, originalUrl: item.sourceUrl, category: feed.category, feedId: feed.id, status: "published", createdAt: options.now, updatedAt: options.now })
        .onConflictDoNothing();
      counts.created++;
    } else if (current.title !== item.title || current.content !== item.content || current.excerpt !== item.excerpt || current.imageUrl !== item.imageUrl) {
      await db
        .update(newsArticles)
        .set({ title: item.title, content: item.content, excerpt: item.excerpt, imageUrl: item.imageUrl, author: item.author, updatedAt: options.now })
        .where(eq(newsArticles.id, current.id));
      counts.updated++;
    } else {
      counts.unchanged++;
    }
  }
}

export async function importNews(db: Db, options: NewsImportOptions): Promise<Counts> {
  const feeds = await db.select().from(newsFeeds).where(eq(newsFeeds.isActive, true));
  const counts: Counts = { feeds: feeds.length, created: 0, updated: 0, unchanged: 0, failed: 0 };
  const failures: string[] = [];
  for (const feed of feeds) {
    try {
      await importFeed(db, feed, options, counts);
      await db.update(newsFeeds).set({ lastFetchedAt: options.now, lastError: null }).where(eq(newsFeeds.id, feed.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      counts.failed++;
      failures.push(`${feed.name}: ${message}`);
      await db.update(newsFeeds).set({ lastFetchedAt: options.now, lastError: message.slice(0, 500) }).where(eq(newsFeeds.id, feed.id));
    }
  }
  if (failures.length) throw new PartialRunError(failures.join("; "), counts);
  return counts;
}
