// News: the published list (premium first for 7 days), articles with their visibility rules, writing,
// submission, moderation and the feeds the import reads.
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { safeHref } from "~/lib/fields";
import { featuredUntilFrom, NEWS_PAGE_SIZE, type ArticleSubmission, type NewsFormInput } from "~/lib/news";
import { bylineName } from "~/lib/public-user";
import { one } from "~/lib/rows";
import { plainText, sanitizeHtml } from "~/lib/sanitize.server";
import { truncate } from "~/lib/text";
import { batchNamed, type Db } from "~/models/db.server";
import { memberReadsLetterQuery } from "~/models/letter-readers.server";
import { keepTotal, keptOrCounted, keptTotalOf } from "~/models/list-totals.server";
import { sessionMember, type Viewing } from "~/models/session.server";
import { offsetPastPinned, type Instant } from "~/models/sql.server";
import { newsArticles, newsFeeds, users, type NewsArticle, type User } from "../../db/schema";
import { listApprovedReplies } from "./fediverse-replies.server";

export const isStaff = (user: Pick<User, "role"> | null | undefined) => user?.role === "moderator" || user?.role === "admin";

/** An article as the spec's JSON reads it (part 1 §3, part 2 §3). */
export function toArticleJson(a: NewsArticle) {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: a.id,
    title: a.title,
    excerpt: a.excerpt,
    content: a.content,
    imageUrl: safeHref(a.imageUrl),
    imageCaption: a.imageCaption,
    category: a.category,
    author: a.author,
    tags: a.tags ?? [],
    location: a.location,
    sourceUrl: safeHref(a.sourceUrl),
    originalUrl: safeHref(a.originalUrl),
    submitterId: a.submitterId,
    isUserSubmitted: a.isUserSubmitted,
    status: a.status,
    isPremium: a.isPremium,
    rejectionReason: a.rejectionReason,
    publishedAt: iso(a.publishedAt),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
export type ArticleJson = ReturnType<typeof toArticleJson>;

/**
 * The most of an article's HTML a card reads: a card without an excerpt shows the first 160 characters of its text
 * (search's previews read the same, search.server.ts).
 */
const CARD_CONTENT_CHARS = 2000;
/**
 * What an article's card shows (the /news list, home): 10 of its 22 columns, and the head of its HTML, not all of it.
 * Each row a list reads is decoded and mapped column by column (issue 45).
 */
const articleCardColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  excerpt: newsArticles.excerpt,
  content: sql<string>`substr(${newsArticles.content}, 1, ${sql.raw(String(CARD_CONTENT_CHARS))})`,
  imageUrl: newsArticles.imageUrl,
  imageCaption: newsArticles.imageCaption,
  category: newsArticles.category,
  isPremium: newsArticles.isPremium,
  author: newsArticles.author,
  publishedAt: newsArticles.publishedAt,
};

export const published = eq(newsArticles.status, "published");
/** Premium placement lasts 7 days (premiumUntil); then the article sorts by date like any other. */
const inPremiumWeek = (now: Instant) => gt(newsArticles.premiumUntil, now);
const pastPremium = (now: Instant) => or(isNull(newsArticles.premiumUntil), lte(newsArticles.premiumUntil, now));
const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)] as const;

/**
 * A page of articles in the list's order (premium week first, then newest first) as two bounded statements for
 * one db.batch, never a sort of every published row: the few articles in their premium week (news_premium_idx),
 * then the others straight off news_status_published_idx (or news_category_published_idx) walked backwards,
 * skipping as many of them as the page's offset reaches past the premium ones. `mergeNewsPage` joins the two.
 * `select` is the statement's columns over the articles (`$dynamic`, so one order serves whole rows and cards alike).
 */
function pageQueries<Q extends SQLiteSelect>(db: Db, select: () => Q, now: Instant, where: SQL | undefined, limit: number, offset: number) {
  const premium = select()
    .where(and(where, inPremiumWeek(now)))
    .orderBy(...newestFirst)
    .limit(offset + limit);
  // Page 1 skips nothing; a later page skips `offset` minus the premium rows in front of it (SQLite evaluates an
  // expression, here with a scalar subquery, in OFFSET). drizzle types offset() as a number only.
  const skip = offsetPastPinned(
    offset,
    db
      .select({ n: count() })
      .from(newsArticles)
      .where(and(where, inPremiumWeek(now))),
  );
  const rest = select()
    .where(and(where, pastPremium(now)))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(skip);
  return [premium, rest] as const;
}

/** A page of whole articles (/api/news). */
const newsPageQueries = (db: Db, now: Instant, where: SQL | undefined, limit: number, offset: number) =>
  pageQueries(db, () => db.select().from(newsArticles).$dynamic(), now, where, limit, offset);
/** A page of articles' cards (the /news list, home). */
export const newsCardPageQueries = (db: Db, now: Instant, where: SQL | undefined, limit: number, offset: number) =>
  pageQueries(db, () => db.select(articleCardColumns).from(newsArticles).$dynamic(), now, where, limit, offset);
type ArticleCardRow = Awaited<ReturnType<typeof newsCardPageQueries>[0]>[number];

/** An article's card as a list sends it: the same values as toArticleJson's. */
export const toArticleCardJson = ({ imageUrl, publishedAt, ...rest }: ArticleCardRow) => ({
  ...rest,
  imageUrl: safeHref(imageUrl),
  publishedAt: publishedAt ? publishedAt.toISOString() : null,
});
export type ArticleCardJson = ReturnType<typeof toArticleCardJson>;

/** The page from newsPageQueries' two results: the premium rows from `offset` on, then the others. */
export function mergeNewsPage<R>(premium: R[], rest: R[], offset: number, limit: number) {
  return [...premium.slice(offset), ...rest].slice(0, limit);
}

type NewsListOptions = { now: Date; page?: number; limit?: number; category?: string | null };

/** One page of the published list with its total, as whole articles (/api/news). */
export async function listPublishedNews(db: Db, options: NewsListOptions) {
  const p = publishedPage(db, options);
  const [premium, rest, totals] = await db.batch([...newsPageQueries(db, options.now, p.where, p.limit, p.offset), p.total]);
  return { articles: mergeNewsPage(premium, rest, p.offset, p.limit).map(toArticleJson), ...p.counted(totals) };
}

/** One page of the published list with its total, as cards (the /news list). */
export async function listPublishedNewsCards(db: Db, options: NewsListOptions) {
  const p = publishedPage(db, options);
  const [premium, rest, totals] = await db.batch([...newsCardPageQueries(db, options.now, p.where, p.limit, p.offset), p.total]);
  return { articles: mergeNewsPage(premium, rest, p.offset, p.limit).map(toArticleCardJson), ...p.counted(totals) };
}

/** A page of the published list: its bounds, its total's statement, and the paging once the total is read. */
function publishedPage(db: Db, options: NewsListOptions) {
  const limit = Math.min(Math.max(options.limit ?? NEWS_PAGE_SIZE, 1), 50);
  // Bounded here too, so no caller can send an unsafe offset to the database.
  const page = Number.isSafeInteger(options.page) ? Math.min(Math.max(options.page ?? 1, 1), 10_000) : 1;
  const where = and(published, options.category ? eq(newsArticles.category, options.category) : undefined);
  // Every published article's total is reused while no article was written since (list-totals.server.ts).
  const counted = db.select({ n: count() }).from(newsArticles).where(where);
  const total = options.category ? counted : keptOrCounted(db, "news", keptTotalOf("news"), options.now, counted);
  return {
    where,
    limit,
    offset: (page - 1) * limit,
    total,
    counted: (totals: { n: number }[]) => {
      if (!options.category) keepTotal("news", options.now, totals[0]);
      const { n } = one(totals, "a count");
      return { total: n, page, pages: Math.max(1, Math.ceil(n / limit)) };
    },
  };
}

/** An article if this viewer may read it: published for all; pending/rejected for the submitter and staff. */
export async function getVisibleArticle(db: Db, id: number, viewer: Pick<User, "id" | "role"> | null) {
  const article = await db.query.newsArticles.findFirst({ where: eq(newsArticles.id, id) });
  if (!article) return null;
  if (article.status === "published") return article;
  if (viewer && (article.submitterId === viewer.id || isStaff(viewer))) return article;
  return null;
}

/**
 * The article page's reads in one round trip beside the session's: the article as getVisibleArticle shows it, and
 * whether the signed-in viewer already gets the weekly letter (the sign-up box under the article is for those who do
 * not), read by the session's id (`sessionMember`).
 */
export async function getArticlePage(db: Db, id: number, viewing: Viewing, now: Date) {
  const [{ rows, reader, replies }, viewer] = await Promise.all([
    batchNamed(db, {
      rows: db.select().from(newsArticles).where(eq(newsArticles.id, id)).limit(1),
      reader: memberReadsLetterQuery(db, sessionMember(viewing.sessionId, now.getTime())),
      // Replies from the fediverse an admin approved (none pending or rejected).
      replies: listApprovedReplies(db, "article", id),
    }),
    viewing.viewer,
  ]);
  const [article] = rows;
  const visible = article && (article.status === "published" || (viewer && (article.submitterId === viewer.id || isStaff(viewer))));
  return { article: visible ? article : null, readsLetter: viewer !== null && reader.length > 0, replies };
}

function excerptFrom(input: { excerpt?: string | null; content: string }) {
  if (input.excerpt) return plainText(input.excerpt).slice(0, 500);
  const text = plainText(input.content);
  return truncate(text, 200);
}

/** /news/create and POST /api/news: staff publish at once, members' articles wait for review. */
export async function createArticle(
  db: Db,
  input: Omit<NewsFormInput, "publishedAt"> & { publishedAt: Date; imageCaption?: string | null },
  author: User,
  now: Date,
) {
  const staff = isStaff(author);
  const inserted = await db
    .insert(newsArticles)
    .values({
      title: input.title,
      excerpt: excerptFrom(input),
      content: sanitizeHtml(input.content),
      category: input.category ?? null,
      // Credited to the member who wrote it when the form's Author is left empty.
      author: input.author ?? bylineName(author),
      imageUrl: input.imageUrl ?? null,
      imageCaption: input.imageUrl ? (input.imageCaption ?? null) : null,
      location: input.location ?? null,
      submitterId: author.id,
      isUserSubmitted: !staff,
      status: staff ? "published" : "pending",
      reviewedBy: staff ? author.id : null,
      reviewedAt: staff ? now : null,
      publishedAt: input.publishedAt,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return one(inserted, "the new article");
}

/** /submit-article and POST /api/articles/submit. Premium placement is bought at checkout afterwards. */
export async function submitArticle(db: Db, input: ArticleSubmission & { imageCaption?: string | null }, submitter: User, now: Date) {
  const staff = isStaff(submitter);
  const inserted = await db
    .insert(newsArticles)
    .values({
      title: input.title,
      excerpt: plainText(input.excerpt),
      content: sanitizeHtml(input.content),
      category: input.category,
      imageUrl: input.imageUrl ?? null,
      imageCaption: input.imageUrl ? (input.imageCaption ?? null) : null,
      author: bylineName(submitter),
      submitterId: submitter.id,
      isUserSubmitted: !staff,
      status: staff && !input.isPremium ? "published" : "pending",
      reviewedBy: staff && !input.isPremium ? submitter.id : null,
      reviewedAt: staff && !input.isPremium ? now : null,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return one(inserted, "the submitted article");
}

/** The review queue: paid (premium) submissions first, then oldest first. */
export async function listPendingArticles(db: Db) {
  return db
    .select({ article: newsArticles, submitterEmail: users.email })
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.submitterId))
    .where(eq(newsArticles.status, "pending"))
    .orderBy(desc(newsArticles.isPremium), asc(newsArticles.createdAt));
}

export async function approveArticle(db: Db, id: number, reviewer: Pick<User, "id">, now: Date) {
  const [row] = await db
    .update(newsArticles)
    .set({ status: "published", reviewedBy: reviewer.id, reviewedAt: now, rejectionReason: null, publishedAt: now, updatedAt: now })
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, "pending")))
    .returning({ id: newsArticles.id, premiumUntil: newsArticles.premiumUntil, isPremium: newsArticles.isPremium });
  // A premium article's 7 days at the top start when it is published.
  if (row?.isPremium) {
    await db
      .update(newsArticles)
      .set({ premiumUntil: featuredUntilFrom(now) })
      .where(eq(newsArticles.id, id));
  }
  return Boolean(row);
}

export async function rejectArticle(db: Db, id: number, reviewer: Pick<User, "id">, reason: string, now: Date) {
  const [row] = await db
    .update(newsArticles)
    .set({ status: "rejected", reviewedBy: reviewer.id, reviewedAt: now, rejectionReason: reason, updatedAt: now })
    .where(and(eq(newsArticles.id, id), eq(newsArticles.status, "pending")))
    .returning({ id: newsArticles.id });
  return Boolean(row);
}

export async function listLatestArticles(db: Db, limit = 10) {
  return db.select().from(newsArticles).orderBy(desc(newsArticles.createdAt)).limit(limit);
}

export async function listPublishedForFeed(db: Db, now: Date, category: string | null, limit = 30) {
  return db
    .select()
    .from(newsArticles)
    .where(and(published, category ? eq(newsArticles.category, category) : undefined, gt(newsArticles.publishedAt, new Date(0))))
    .orderBy(desc(newsArticles.publishedAt))
    .limit(limit);
}

export async function listNewsFeeds(db: Db) {
  return db.select().from(newsFeeds).orderBy(asc(newsFeeds.name));
}
export async function addNewsFeed(db: Db, feed: { name: string; url: string; category?: string | null }) {
  await db
    .insert(newsFeeds)
    .values({ name: feed.name, url: feed.url, category: feed.category ?? null })
    .onConflictDoNothing();
}
export async function removeNewsFeed(db: Db, id: number) {
  await db.delete(newsFeeds).where(eq(newsFeeds.id, id));
}

/** An article with its submitter's address, for the mail that tells them the review's outcome. */
export async function getArticleForNotice(db: Db, id: number) {
  const [row] = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      status: newsArticles.status,
      rejectionReason: newsArticles.rejectionReason,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lang: users.lang,
      isActive: users.isActive,
    })
    .from(newsArticles)
    .innerJoin(users, eq(users.id, newsArticles.submitterId))
    .where(eq(newsArticles.id, id));
  return row ?? null;
}

// The admin's actions on any article (News tab): edit, unpublish and publish again, feature, delete.

export async function getArticleRow(db: Db, id: number) {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id)).limit(1);
  return row ?? null;
}

export type ArticleEdit = { title: string; excerpt: string | null; content: string; category: string | null; imageUrl: string | null };

export async function updateArticle(db: Db, id: number, edit: ArticleEdit, now: Date) {
  const [row] = await db
    .update(newsArticles)
    .set({ ...edit, content: sanitizeHtml(edit.content), updatedAt: now })
    .where(eq(newsArticles.id, id))
    .returning();
  return row ?? null;
}

/** Unpublished articles are kept as 'rejected' with the reason (a feed's next import never brings them back). */
export const UNPUBLISHED_REASON = "Unpublished by an admin";

export async function setArticlePublished(db: Db, id: number, publish: boolean, admin: Pick<User, "id">, now: Date) {
  const [row] = await db
    .update(newsArticles)
    .set(
      publish
        ? {
            status: "published",
            rejectionReason: null,
            reviewedBy: admin.id,
            reviewedAt: now,
            publishedAt: sql`coalesce(${newsArticles.publishedAt}, ${now.getTime()})`,
            updatedAt: now,
          }
        : { status: "rejected", rejectionReason: UNPUBLISHED_REASON, reviewedBy: admin.id, reviewedAt: now, updatedAt: now },
    )
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id });
  return Boolean(row);
}

/** Featured at the top of the news feed until `until` (null: no longer featured). */
export async function setArticleFeatured(db: Db, id: number, until: Date | null, now: Date) {
  const [row] = await db
    .update(newsArticles)
    .set({ premiumUntil: until, updatedAt: now })
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id });
  return Boolean(row);
}

export async function deleteArticle(db: Db, id: number) {
  const deleted = await db.delete(newsArticles).where(eq(newsArticles.id, id)).returning({ id: newsArticles.id });
  return deleted.length > 0;
}

// ---- The news import's reads and writes (the service batches the writes it is given) ----------------------------

export type NewsFeedRow = typeof newsFeeds.$inferSelect;
type ImportedArticle = Pick<
  typeof newsArticles.$inferInsert,
  "sourceKey" | "title" | "content" | "excerpt" | "imageUrl" | "author" | "sourceUrl" | "publishedAt"
>;

export function listActiveNewsFeeds(db: Db) {
  return db.select().from(newsFeeds).where(eq(newsFeeds.isActive, true));
}

/** The articles already imported under these keys. */
export async function findArticlesBySourceKeys(db: Db, keys: string[]) {
  return keys.length ? db.select().from(newsArticles).where(inArray(newsArticles.sourceKey, keys)) : [];
}

/** A new imported article, published at once (a query to batch). */
export function insertImportedArticle(db: Db, feed: NewsFeedRow, item: ImportedArticle, now: Date) {
  return db
    .insert(newsArticles)
    .values({ ...item, originalUrl: item.sourceUrl, category: feed.category, feedId: feed.id, status: "published", createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/** An imported article's changed fields (a query to batch); a missing date keeps the one stored. */
export function updateImportedArticle(db: Db, id: number, item: ImportedArticle, now: Date) {
  return db
    .update(newsArticles)
    .set({
      title: item.title,
      content: item.content,
      excerpt: item.excerpt,
      imageUrl: item.imageUrl,
      author: item.author,
      sourceUrl: item.sourceUrl,
      originalUrl: item.sourceUrl,
      ...(item.publishedAt ? { publishedAt: item.publishedAt } : {}),
      updatedAt: now,
    })
    .where(eq(newsArticles.id, id));
}

/** A news feed's last fetch and its error, or none (a query to batch or await). */
export function markNewsFeedFetched(db: Db, feedId: number, now: Date, error: string | null) {
  return db
    .update(newsFeeds)
    .set({ lastFetchedAt: now, lastError: error?.slice(0, 500) ?? null })
    .where(eq(newsFeeds.id, feedId));
}
