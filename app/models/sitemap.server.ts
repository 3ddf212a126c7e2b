// The sitemaps' reads: which items are public, listed and unexpired (the same rules as their list pages), a page of
// them by key, where each kind's pages start (the costly count, for services/sitemap.server.ts to keep), and the
// cheap live reads the index adds to those kept pages. Every read walks the table in key order from a key: by rowid
// (numbered kinds, NOT INDEXED so that SQLite does not take a listed-flags index and sort every listed row instead)
// or the text primary key's own index (jobs), so a page costs the same at item 5 as at item 100,000.
import { and, asc, eq, gt, lte, max, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { SITEMAP_PAGE_SIZE, type SitemapKind } from "~/lib/seo";
import { listedClassified } from "~/models/classified-ads.server";
import type { Db } from "~/models/db.server";
import { listed as listedEvent, oneDatePerSeries, upcoming } from "~/models/events.server";
import { listed as listedJob } from "~/models/jobs.server";
import { published } from "~/models/news.server";
import { businesses, classifiedAds, events, jobs, newsArticles, schoolDistricts, schools, siteConfig } from "../../db/schema";

export type ItemKind = Exclude<SitemapKind, "pages">;
export const ITEM_KINDS = ["news", "events", "businesses", "classifieds", "jobs"] as const satisfies readonly ItemKind[];

type Source = {
  table: SQLiteTable;
  key: SQLiteColumn;
  lastmod: SQLiteColumn;
  where: SQL | undefined;
  numericKey: boolean;
  /** The table as a key-order walk reads it (see the file's head). */
  walk: SQL;
};

const byRowid = (table: SQLiteTable) => sql`${table} not indexed`;
/** SQLite's name for the index of a text primary key declared inline: the table's first automatic index. */
const byTextKey = (table: SQLiteTable, name: string) => sql`${table} indexed by ${sql.identifier(`sqlite_autoindex_${name}_1`)}`;

function sources(now: Date): Record<ItemKind, Source> {
  const numbered = (table: SQLiteTable, key: SQLiteColumn, lastmod: SQLiteColumn, where: SQL | undefined): Source => ({
    table,
    key,
    lastmod,
    where,
    numericKey: true,
    walk: byRowid(table),
  });
  return {
    news: numbered(newsArticles, newsArticles.id, newsArticles.updatedAt, published),
    // A series is one URL, its next date's page, as /events lists it once (not one per date: issue 41 §4).
    events: numbered(events, events.id, events.updatedAt, and(listedEvent(), upcoming(now), oneDatePerSeries(now))),
    businesses: numbered(businesses, businesses.id, businesses.updatedAt, eq(businesses.isActive, true)),
    classifieds: numbered(classifiedAds, classifiedAds.id, classifiedAds.updatedAt, listedClassified(now)),
    jobs: { table: jobs, key: jobs.id, lastmod: jobs.updatedAt, where: listedJob(now), numericKey: false, walk: byTextKey(jobs, "jobs") },
  };
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(Number(v)));

/** A key from a URL or the kept pages: a positive safe integer for numbered kinds, a job id's characters for jobs; null when neither. */
function parseKey(source: Source, raw: string | null): number | string | null {
  if (raw === null) return null;
  if (source.numericKey) {
    const n = Number(raw);
    return /^\d{1,16}$/.test(raw) && Number.isSafeInteger(n) ? n : null;
  }
  return /^[A-Za-z0-9_-]{1,80}$/.test(raw) ? raw : null;
}

/**
 * One sitemap page of a kind: listed items after `after` (from the start when null) up to and including `upto` (to the
 * end when null), at most `limit`, in key order. Undefined when `after` is not a key of this kind (the route answers 404).
 */
export async function sitemapItems(
  db: Db,
  kind: ItemKind,
  now: Date,
  { after, upto = null, limit = SITEMAP_PAGE_SIZE }: { after: string | null; upto?: string | null; limit?: number },
) {
  const source = sources(now)[kind];
  const from = parseKey(source, after);
  if (after !== null && from === null) return undefined;
  const to = parseKey(source, upto);
  const rows = await db
    // As SQL, not columns: drizzle refuses a table's columns when the FROM is SQL (the walk's index hint).
    .select({ key: sql<string | number>`${source.key}`, lastmod: sql<number>`${source.lastmod}` })
    .from(source.walk)
    .where(and(source.where, from === null ? undefined : gt(source.key, from), to === null ? undefined : lte(source.key, to)))
    .orderBy(asc(source.key))
    .limit(limit);
  return rows.map((r) => ({ key: String(r.key), lastmod: toDate(r.lastmod) }));
}

/**
 * A kind's sitemap pages as counted at one moment: where each starts (after which key; the first after none) and its
 * newest lastmod (ms); how many items the last page held; and the kind's largest key then, listed or not, after which
 * everything is new since.
 */
export type KindPages = { pages: { after: string | null; lastmod: number }[]; lastCount: number; maxKey: string | null };

/**
 * Every kind's pages, numbered over its listed items in key order (each page's last key starting the next), in one
 * round trip. This reads every listed row (about 0.7 s at the bench's 100,000 articles): the hourly cron runs it and
 * the index keeps the result (services/sitemap.server.ts).
 */
export async function countSitemapPages(db: Db, now: Date): Promise<Record<ItemKind, KindPages>> {
  const all = sources(now);
  const pagesOf = (source: Source) => {
    const numbered = db
      .select({
        key: sql`${source.key}`.as("k"),
        lastmod: sql`${source.lastmod}`.as("m"),
        // The page size written into the statement: a bound JS number travels as a float, and would not divide as an integer.
        page: sql<number>`(row_number() over (order by ${source.key}) - 1) / ${sql.raw(String(Math.trunc(SITEMAP_PAGE_SIZE)))}`.as("p"),
      })
      .from(source.table)
      .where(source.where)
      .as("numbered");
    return db
      .select({
        last: sql<string | number>`max(${numbered.key})`,
        lastmod: sql<number>`max(${numbered.lastmod})`,
        count: sql<number>`count(*)`,
      })
      .from(numbered)
      .groupBy(sql`${numbered.page}`)
      .orderBy(sql`${numbered.page}`);
  };
  const maxKeyOf = (source: Source) => db.select({ maxKey: sql<string | number | null>`max(${source.key})` }).from(source.table);
  const [news, evts, biz, ads, jobRows, newsMax, eventsMax, bizMax, adsMax, jobsMax] = await db.batch([
    pagesOf(all.news),
    pagesOf(all.events),
    pagesOf(all.businesses),
    pagesOf(all.classifieds),
    pagesOf(all.jobs),
    maxKeyOf(all.news),
    maxKeyOf(all.events),
    maxKeyOf(all.businesses),
    maxKeyOf(all.classifieds),
    maxKeyOf(all.jobs),
  ]);
  const maxKeys: Record<ItemKind, { maxKey: string | number | null }[]> = {
    news: newsMax,
    events: eventsMax,
    businesses: bizMax,
    classifieds: adsMax,
    jobs: jobsMax,
  };
  const byKind: Record<ItemKind, { last: string | number; lastmod: number; count: number }[]> = {
    news,
    events: evts,
    businesses: biz,
    classifieds: ads,
    jobs: jobRows,
  };
  const result = {} as Record<ItemKind, KindPages>;
  for (const kind of ITEM_KINDS) {
    const pages: KindPages["pages"] = [];
    let after: string | null = null;
    for (const row of byKind[kind]) {
      pages.push({ after, lastmod: toDate(row.lastmod).getTime() });
      after = String(row.last);
    }
    const maxKey = maxKeys[kind][0]?.maxKey;
    result[kind] = {
      pages,
      lastCount: Number(byKind[kind].at(-1)?.count ?? 0),
      maxKey: maxKey === null || maxKey === undefined ? null : String(maxKey),
    };
  }
  return result;
}

/** Listed items added after a kind's kept `maxKey`: how many, and the newest lastmod among them. */
export type SitemapTail = { count: number; newest: Date | null };

/**
 * What the index reads live on top of the kept pages, in one round trip: each kind's listed items past the key it was
 * counted up to (only rows added since: a walk from that key), and the dates the plain pages change on.
 */
export async function sitemapLiveReads(db: Db, now: Date, since: Record<ItemKind, string | null>) {
  const all = sources(now);
  const tailOf = (kind: ItemKind) => {
    const source = all[kind];
    const from = parseKey(source, since[kind]);
    return db
      .select({ count: sql<number>`count(*)`, newest: sql<number | null>`max(${source.lastmod})` })
      .from(source.walk)
      .where(and(source.where, from === null ? undefined : gt(source.key, from)));
  };
  const [news, evts, biz, ads, jobRows, config, districts, schoolRows] = await db.batch([
    tailOf("news"),
    tailOf("events"),
    tailOf("businesses"),
    tailOf("classifieds"),
    tailOf("jobs"),
    db.select({ at: max(siteConfig.updatedAt) }).from(siteConfig),
    db.select({ at: max(schoolDistricts.updatedAt) }).from(schoolDistricts),
    db.select({ at: max(schools.updatedAt) }).from(schools),
  ]);
  const tail = (rows: { count: number; newest: number | null }[]): SitemapTail => ({
    count: Number(rows[0]?.count ?? 0),
    newest: rows[0]?.newest === null || rows[0]?.newest === undefined ? null : toDate(rows[0].newest),
  });
  const dateOf = (v: Date | null | undefined) => (v ? toDate(v) : null);
  return {
    tails: { news: tail(news), events: tail(evts), businesses: tail(biz), classifieds: tail(ads), jobs: tail(jobRows) } satisfies Record<
      ItemKind,
      SitemapTail
    >,
    settingsChanged: dateOf(config[0]?.at),
    schoolsChanged: [dateOf(districts[0]?.at), dateOf(schoolRows[0]?.at)].reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null),
  };
}
