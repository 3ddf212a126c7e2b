// The site search's full-text index (db/migrations/0002_search_fts.sql, docs/decisions/search.md): one FTS5 table per kind,
// trigram-tokenized, external content kept in step by triggers. Declared here, not in db/schema.ts, so drizzle-kit
// never tries to create them as plain tables; the models join them by rowid.
import { and, desc, eq, sql, type Column, type Placeholder, type SQL } from "drizzle-orm";
import { integer, sqliteTable, text, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "~/models/db.server";
import { containsText, likePattern } from "~/models/sql.server";

export const newsArticlesFts = sqliteTable("news_articles_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  excerpt: text("excerpt"),
  content: text("content"),
});
export const businessesFts = sqliteTable("businesses_fts", {
  rowid: integer("rowid").notNull(),
  name: text("name"),
  description: text("description"),
  address: text("address"),
});
export const eventsFts = sqliteTable("events_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  description: text("description"),
  location: text("location"),
});
export const classifiedAdsFts = sqliteTable("classified_ads_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  description: text("description"),
  category: text("category"),
});
export const jobsFts = sqliteTable("jobs_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  company: text("company"),
  description: text("description"),
  location: text("location"),
});
type FtsTable = typeof newsArticlesFts | typeof businessesFts | typeof eventsFts | typeof classifiedAdsFts | typeof jobsFts;
const SEARCH_INDEXES: readonly FtsTable[] = [newsArticlesFts, businessesFts, eventsFts, classifiedAdsFts, jobsFts];

/**
 * Merges each search index into one b-tree (FTS5's 'optimize'; docs/decisions/search.md). Every write adds a small segment to
 * the index and FTS5 merges them only in part (automerge), so an index written row by row holds a dozen segments or
 * more, and every query reads each of them: on the scale database the search page's statements took 7 ms with 15
 * segments and 4 ms with one. Run by the daily search-index cron; an index already in one piece is left as it is.
 */
export async function optimizeSearchIndexes(db: Db): Promise<{ searchIndexesOptimized: number }> {
  for (const index of SEARCH_INDEXES) await db.run(sql`insert into ${index}(${index}) values ('optimize')`);
  return { searchIndexesOptimized: SEARCH_INDEXES.length };
}

/** The trigram tokenizer indexes runs of 3 characters: a shorter query cannot use the index. */
export const MIN_INDEXED_CHARS = 3;
/**
 * Full-text hits ranked per kind: the newest this many (by rowid, FTS5's own order). A broad word ("park") matches
 * tens of thousands of rows; ranking them all costs hundreds of milliseconds. Reading the newest 500 took half of the
 * search page's SQLite time; the newest 200 still give the 50 a tab shows four candidates each (docs/decisions/search.md).
 */
export const RANKED_MATCHES = 200;
/** A short query (1–2 characters) is a LIKE over at most this many rows of each kind: the newest. */
export const SHORT_QUERY_ROWS = 1000;
/** Results per kind. */
export const MAX_RESULTS = 50;

export type SearchTerms = {
  /** The text as searched: control characters (which FTS5 cannot take) replaced by spaces, trimmed. */
  text: string;
  /** Too short for the trigram index: search with a bounded LIKE instead. */
  short: boolean;
  /**
   * One FTS5 string, so quotes, `*`, `-`, `:`, `^`, NEAR, AND/OR/NOT and parentheses are text, never syntax; in a
   * statement built once (searchShapeTerms), its placeholder.
   */
  phrase: string | Placeholder;
  /** What containsText matches: the text, or in a statement built once the placeholder of its LIKE pattern. */
  like: string | Placeholder;
};

export function searchTerms(q: string): SearchTerms {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const text = q.replace(/[\u0000-\u001f\u007f]/g, " ").trim();
  return {
    text,
    // Characters as the tokenizer counts them (code points), not UTF-16 units: "🎉🎉" is two.
    short: [...text].length < MIN_INDEXED_CHARS,
    phrase: `"${text.replaceAll('"', '""')}"`,
    like: text,
  };
}

/**
 * The terms of a search statement built once per isolate and shape (search.server.ts): the phrase and the LIKE
 * pattern are placeholders, filled from searchTermValues when it runs. `text` only says the search is not empty.
 */
export function searchShapeTerms(short: boolean): SearchTerms {
  return { text: "(any)", short, phrase: sql.placeholder("phrase"), like: sql.placeholder("like") };
}

/** The values of searchShapeTerms' placeholders for these terms. */
export function searchTermValues(terms: SearchTerms) {
  return { phrase: terms.phrase, like: likePattern(terms.text) };
}

/**
 * A ranked full-text search of `fts`, in three parts for the caller's select:
 * - `db`: the database with the CTE "hits" (the newest RANKED_MATCHES + 1 hits, by rowid, FTS5's own order), which the
 *   other two parts read; start the select from it. SQLite materialises it once, as two parts read it.
 * - `where`: rows whose indexed columns contain the text as a substring, case-insensitively; only the newest
 *   RANKED_MATCHES of them (a rowid bound FTS5 applies while it reads the index).
 * - `order`: rows whose title contains the text first, then bm25 with the given column weights (in the table's column
 *   order, the title's the largest). bm25 first counts every row that matches, which for a broad word costs as much
 *   as ranking them all: past RANKED_MATCHES hits (the CTE holds one more) the caller's next order (newest first)
 *   decides.
 * Reading the hits once for the bound and the count, instead of once each, saves one pass over the index per search:
 * for a word of many trigrams ("honeysuckle") about a quarter of the statement.
 */
export function rankedSearch(db: Db, fts: FtsTable, title: Column, terms: SearchTerms, weights: number[]) {
  const hits = db.$with("hits").as(
    db
      .select({ rowid: fts.rowid })
      .from(fts)
      .where(sql`${fts} match ${terms.phrase}`)
      .orderBy(desc(fts.rowid))
      .limit(RANKED_MATCHES + 1),
  );
  const rowid = sql.raw("rowid");
  const bound = sql`(select min(${rowid}) from (select ${rowid} from ${hits} order by ${rowid} desc limit ${RANKED_MATCHES}))`;
  const few = sql`(select count(*) from ${hits}) <= ${RANKED_MATCHES}`;
  const bm25 = sql`bm25(${fts}, ${sql.raw(weights.map((w) => w.toFixed(1)).join(", "))})`;
  return {
    db: db.with(hits),
    where: sql`${fts} match ${terms.phrase} and ${fts.rowid} >= ${bound}`,
    order: [desc(containsText(title, terms.like)), sql`case when ${few} then ${bm25} end`],
  };
}

/**
 * The ids of a table's newest SHORT_QUERY_ROWS rows (by `order`, default the id), as a derived table "recent" for a
 * short query to CROSS JOIN first: SQLite then reads those rows by primary key and no others, whatever else it knows.
 */
export function newestRows(db: Db, table: SQLiteTable, id: SQLiteColumn, order: SQL | SQLiteColumn = id) {
  return db.select({ id }).from(table).orderBy(desc(order)).limit(SHORT_QUERY_ROWS).as("recent");
}

/** Short queries: rows whose title contains the text first, then the caller's list order. */
export function titleFirst(title: Column, terms: SearchTerms): SQL {
  return desc(containsText(title, terms.like));
}

/** A searched kind's table as the unranked count needs it: its rows, the index over them and its filters. */
export type SearchedTable = {
  table: SQLiteTable;
  id: SQLiteColumn;
  /** The rowid the index follows: the id, or for a text primary key (jobs) the implicit rowid. */
  rowid: SQL | SQLiteColumn;
  fts: FtsTable;
  /** What a list shows (published, active, listed …). */
  visible: SQL | undefined;
  /** A short query's LIKE over the same columns as the index (SearchTerms.like). */
  contains: (like: string | Placeholder) => SQL | undefined;
};

/**
 * The ids a kind's search finds, unranked, at most MAX_RESULTS: the same hits and filters as its ranked list, without
 * bm25 or a sort, so it stops at the MAX_RESULTS-th. The index's hits (or the newest rows) come first: CROSS JOIN keeps
 * SQLite to that order (without it, it may walk the table and probe the index row by row: seconds).
 */
export function foundIds(db: Db, terms: SearchTerms, t: SearchedTable) {
  if (!terms.short) {
    // The newest RANKED_MATCHES hits, as rankedSearch bounds them, read once: FTS5 walks its index newest first and stops.
    const hits = db
      .select({ rowid: t.fts.rowid })
      .from(t.fts)
      .where(sql`${t.fts} match ${terms.phrase}`)
      .orderBy(desc(t.fts.rowid))
      .limit(RANKED_MATCHES)
      .as("hits");
    return db
      .select({ id: t.id })
      .from(hits)
      .crossJoin(t.table)
      .where(and(sql`${t.rowid} = ${hits.rowid}`, t.visible))
      .limit(MAX_RESULTS);
  }
  const recent = newestRows(db, t.table, t.id, t.rowid);
  return db
    .select({ id: t.id })
    .from(recent)
    .crossJoin(t.table)
    .where(and(eq(t.id, recent.id), t.visible, t.contains(terms.like)))
    .limit(MAX_RESULTS);
}

/** How many results a kind's tab holds (its list's length, at most MAX_RESULTS), as one statement. */
export function countFound(db: Db, found: ReturnType<typeof foundIds>) {
  return db.select({ n: sql<number>`count(*)` }).from(found.as("found"));
}
