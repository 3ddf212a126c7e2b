// The sitemaps' reads: which items are public, listed and unexpired (the same rules as their list pages), a page of
// them by key, and the index's pages. Every read is keyset-paged on the primary key: `where key > after order by key
// limit n` over an index that starts with the listing columns, so a page costs the same at item 5 as at item 100,000.
import { and, asc, eq, gt, max, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { SITEMAP_PAGE_SIZE, type SitemapKind } from "~/lib/seo";
import { listedClassified } from "~/models/classifieds.server";
import type { Db } from "~/models/db.server";
import { listed as listedEvent, upcoming } from "~/models/events.server";
import { listed as listedJob } from "~/models/jobs.server";
import { published } from "~/models/news.server";
import { businesses, classifiedAds, events, jobs, newsArticles, schoolDistricts, schools, siteConfig } from "../../db/schema";

export type ItemKind = Exclude<SitemapKind, "pages">;

type Source = { table: SQLiteTable; key: SQLiteColumn; lastmod: SQLiteColumn; where: SQL | undefined; numericKey: boolean };

function sources(now: Date): Record<ItemKind, Source> {
  return {
    news: { table: newsArticles, key: newsArticles.id, lastmod: newsArticles.updatedAt, where: published, numericKey: true },
    events: { table: events, key: events.id, lastmod: events.updatedAt, where: and(listedEvent(), upcoming(now)), numericKey: true },
    businesses: { table: businesses, key: businesses.id, lastmod: businesses.updatedAt, where: eq(businesses.isActive, true), numericKey: true },
    classifieds: { table: classifiedAds, key: classifiedAds.id, lastmod: classifiedAds.updatedAt, where: listedClassified(now), numericKey: true },
    jobs: { table: jobs, key: jobs.id, lastmod: jobs.updatedAt, where: listedJob(now), numericKey: false },
  };
}

const toDate = (v: unknown) => (v instanceof Date ? v : new Date(Number(v)));

/** A key from a URL: a positive safe integer for numbered kinds, a job id's characters for jobs; null when neither. */
function parseKey(source: Source, raw: string | null): number | string | null {
  if (raw === null) return null;
  if (source.numericKey) {
    const n = Number(raw);
    return /^\d{1,16}$/.test(raw) && Number.isSafeInteger(n) ? n : null;
  }
  return /^[A-Za-z0-9_-]{1,80}$/.test(raw) ? raw : null;
}

/**
 * One sitemap page of a kind: up to SITEMAP_PAGE_SIZE listed items after `after` (from the start when null), in key
 * order. Undefined when `after` is not a key of this kind (the route answers 404).
 */
export async function sitemapItems(db: Db, kind: ItemKind, now: Date, after: string | null) {
  const source = sources(now)[kind];
  const key = parseKey(source, after);
  if (after !== null && key === null) return undefined;
  const rows = await db
    .select({ key: source.key, lastmod: source.lastmod })
    .from(source.table)
    .where(and(source.where, key === null ? undefined : gt(source.key, key)))
    .orderBy(asc(source.key))
    .limit(SITEMAP_PAGE_SIZE);
  return rows.map((r) => ({ key: String(r.key), lastmod: toDate(r.lastmod) }));
}

/** A sitemap page of the index: where it starts (after which key) and its newest change. */
export type SitemapPage = { kind: ItemKind; after: string | null; lastmod: Date };

/**
 * The index in one round trip: every kind's pages (numbered over its listed items in key order, each page's last key
 * starting the next), each with its newest lastmod; and the dates the plain pages change on.
 */
export async function sitemapIndex(db: Db, now: Date) {
  const all = sources(now);
  const kinds = Object.keys(all) as ItemKind[];
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
      .select({ last: sql<string | number>`max(${numbered.key})`, lastmod: sql<number>`max(${numbered.lastmod})` })
      .from(numbered)
      .groupBy(sql`${numbered.page}`)
      .orderBy(sql`${numbered.page}`);
  };
  const [news, evts, biz, ads, jobRows, config, districts, schoolRows] = await db.batch([
    pagesOf(all.news),
    pagesOf(all.events),
    pagesOf(all.businesses),
    pagesOf(all.classifieds),
    pagesOf(all.jobs),
    db.select({ at: max(siteConfig.updatedAt) }).from(siteConfig),
    db.select({ at: max(schoolDistricts.updatedAt) }).from(schoolDistricts),
    db.select({ at: max(schools.updatedAt) }).from(schools),
  ]);
  const byKind: Record<ItemKind, { last: string | number; lastmod: number }[]> = {
    news,
    events: evts,
    businesses: biz,
    classifieds: ads,
    jobs: jobRows,
  };
  const pages: SitemapPage[] = [];
  const newest: Partial<Record<ItemKind, Date>> = {};
  for (const kind of kinds) {
    let after: string | null = null;
    for (const row of byKind[kind]) {
      const lastmod = toDate(row.lastmod);
      pages.push({ kind, after, lastmod });
      if (!newest[kind] || lastmod > newest[kind]) newest[kind] = lastmod;
      after = String(row.last);
    }
  }
  const dateOf = (v: Date | null | undefined) => (v ? toDate(v) : null);
  return {
    pages,
    newest,
    settingsChanged: dateOf(config[0]?.at),
    schoolsChanged: [dateOf(districts[0]?.at), dateOf(schoolRows[0]?.at)].reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null),
  };
}
