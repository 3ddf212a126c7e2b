// The sitemaps: an index naming one sitemap page per SITEMAP_PAGE_SIZE items of each kind (news, events, businesses,
// classifieds, jobs) plus the plain pages, each with its lastmod; a disabled feature's kind is left out.
// Where each kind's pages start is counted by the hourly cron and kept in KV (counting reads every listed row); the
// index adds, live, the items added since (a walk from the largest key counted), so a new item is in the index and its
// page at once, while an edit to an older item moves its page's lastmod at the next count (docs/decisions/being-found.md).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { SITE_LINKS } from "~/lib/navigation";
import { ITEM_PATH, SITEMAP_MAX_URLS, SITEMAP_PAGE_SIZE, sitemapPageUrl, type SitemapEntry, type SitemapKind } from "~/lib/seo";
import type { FeatureKey, Features } from "~/lib/vocabulary";
import {
  countSitemapPages,
  ITEM_KINDS,
  sitemapItems,
  sitemapLiveReads,
  type ItemKind,
  type KindPages,
  type SitemapTail,
} from "~/models/sitemap.server";

const FEATURE_OF: Record<ItemKind, FeatureKey> = {
  news: "news",
  events: "events",
  businesses: "businessDirectory",
  classifieds: "classifieds",
  jobs: "jobs",
};
/** The list page that shows a kind: it changes when the newest of its items does. */
const LIST_OF: Record<string, ItemKind> = {
  "/news": "news",
  "/events": "events",
  "/directory": "businesses",
  "/classifieds": "classifieds",
  "/jobs": "jobs",
};

const kindEnabled = (kind: ItemKind, features: Features) => features[FEATURE_OF[kind]].enabled;

/** The public pages that are no single item: in this build, their feature on, for everyone (not staff-only). */
function plainPages(context: AppLoadContext, features: Features) {
  return SITE_LINKS.filter((l) => l.audience !== "staff" && context.pagePaths.has(l.href) && (!l.feature || features[l.feature].enabled)).map(
    (l) => l.href,
  );
}

/** The KV key of the kept page starts; a new shape of the value gets a new key (an old value is then never read). */
const PAGES_KV_KEY = "sitemap:pages:v1";
/** Kept pages older than this (the cron missed two runs) are counted again after the response. */
const RECOUNT_AFTER_MS = 2 * 3_600_000;

type KeptPages = { builtAt: number; kinds: Record<ItemKind, KindPages> };

/** A kept value as this build writes it, or null (missing, or not one: it is then counted again). */
function keptPagesOf(value: unknown): KeptPages | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<KeptPages>;
  if (typeof v.builtAt !== "number" || typeof v.kinds !== "object" || v.kinds === null) return null;
  const kinds = v.kinds as Partial<Record<ItemKind, Partial<KindPages>>>;
  const ok = ITEM_KINDS.every((k) => {
    const p = kinds[k];
    return (
      p !== undefined &&
      Array.isArray(p.pages) &&
      p.pages.every((page) => (page.after === null || typeof page.after === "string") && typeof page.lastmod === "number") &&
      typeof p.lastCount === "number" &&
      (p.maxKey === null || typeof p.maxKey === "string")
    );
  });
  return ok ? (v as KeptPages) : null;
}

async function readKeptPages(context: AppLoadContext): Promise<KeptPages | null> {
  try {
    return keptPagesOf(await context.kv.get(PAGES_KV_KEY, "json"));
  } catch {
    return null; // unparseable: counted again
  }
}

/** Counts every kind's sitemap pages and keeps them in KV: the hourly cron, and the index when none are kept. */
export async function recountSitemapPages(context: Pick<AppLoadContext, "db" | "kv" | "now">): Promise<KeptPages> {
  const kept: KeptPages = { builtAt: context.now().getTime(), kinds: await countSitemapPages(context.db, context.now()) };
  await context.kv.put(PAGES_KV_KEY, JSON.stringify(kept));
  return kept;
}

/** The cron's step: the count, and how many pages it found (recorded in import_runs). */
export async function keepSitemapPages(context: Pick<AppLoadContext, "db" | "kv" | "now">) {
  const kept = await recountSitemapPages(context);
  return { sitemapPages: ITEM_KINDS.reduce((n, k) => n + kept.kinds[k].pages.length, 0) };
}

/** A sitemap page of the index: where it starts (after which key) and its newest change. */
type SitemapPage = { kind: ItemKind; after: string | null; lastmod: Date };

/** The kept pages with the items added since: the last page's lastmod moves, and a kind with none gets its first. */
function pagesWithTail(kind: ItemKind, kept: KindPages, tail: SitemapTail): SitemapPage[] {
  const pages = kept.pages.map((p) => ({ kind, after: p.after, lastmod: new Date(p.lastmod) }));
  if (tail.count > 0 && tail.newest) {
    const last = pages.at(-1);
    if (!last) pages.push({ kind, after: null, lastmod: tail.newest });
    else if (tail.newest > last.lastmod) last.lastmod = tail.newest;
  }
  return pages;
}

/**
 * Every kind's pages for the index, and the dates the plain pages change on. Kept pages are counted again first when
 * there are none, or when the items added since would overfill a kind's last page; and after the response when they
 * are older than RECOUNT_AFTER_MS.
 */
async function sitemapIndex(context: AppLoadContext) {
  const now = context.now();
  const read = await readKeptPages(context);
  const recounted = !read;
  let kept = read ?? (await recountSitemapPages(context));
  const counted = kept;
  const since = Object.fromEntries(ITEM_KINDS.map((k) => [k, counted.kinds[k].maxKey])) as Record<ItemKind, string | null>;
  const live = await sitemapLiveReads(context.db, now, since);
  let tails = live.tails;
  if (!recounted && ITEM_KINDS.some((k) => counted.kinds[k].lastCount + tails[k].count > SITEMAP_PAGE_SIZE)) {
    kept = await recountSitemapPages(context);
    tails = Object.fromEntries(ITEM_KINDS.map((k) => [k, { count: 0, newest: null }])) as Record<ItemKind, SitemapTail>;
  } else if (!recounted && now.getTime() - kept.builtAt > RECOUNT_AFTER_MS) {
    context.ctx.waitUntil(recountSitemapPages(context).catch((e: unknown) => console.error("sitemap recount failed", e)));
  }
  const pages = ITEM_KINDS.flatMap((k) => pagesWithTail(k, kept.kinds[k], tails[k]));
  const newest: Partial<Record<ItemKind, Date>> = {};
  for (const p of pages) {
    const known = newest[p.kind];
    if (!known || p.lastmod > known) newest[p.kind] = p.lastmod;
  }
  return { pages, newest, settingsChanged: live.settingsChanged, schoolsChanged: live.schoolsChanged };
}

type Index = Awaited<ReturnType<typeof sitemapIndex>>;

function plainPageEntries(context: AppLoadContext, origin: string, features: Features, index: Index): SitemapEntry[] {
  const dates = [...Object.values(index.newest), index.settingsChanged, index.schoolsChanged].filter((d): d is Date => d instanceof Date);
  const latest = dates.reduce<Date | null>((a, b) => (!a || b > a ? b : a), null) ?? context.now();
  return plainPages(context, features).map((path) => {
    const kind = LIST_OF[path];
    const lastmod =
      path === "/"
        ? latest
        : kind
          ? (index.newest[kind] ?? index.settingsChanged ?? latest)
          : path === "/schools"
            ? (index.schoolsChanged ?? latest)
            : (index.settingsChanged ?? latest);
    return { loc: `${origin}${path === "/" ? "/" : path}`, lastmod };
  });
}

/** The sitemap index: the plain pages' sitemap and every page of every enabled kind. */
export async function sitemapIndexEntries(context: AppLoadContext, origin: string): Promise<SitemapEntry[]> {
  const { features } = await context.siteConfig();
  const index = await sitemapIndex(context);
  const pages = plainPageEntries(context, origin, features, index);
  const newestPage = pages.reduce((a, b) => (b.lastmod > a ? b.lastmod : a), new Date(0));
  return [
    { loc: sitemapPageUrl(origin, "pages", null), lastmod: newestPage },
    ...index.pages.filter((p) => kindEnabled(p.kind, features)).map((p) => ({ loc: sitemapPageUrl(origin, p.kind, p.after), lastmod: p.lastmod })),
  ];
}

/**
 * Which items a page holds: a page the kept count knows runs from its start to the next page's start (so an item
 * listed again, or a job added, between two starts is on its page, and one unlisted moves nothing onto another page),
 * at most the protocol's SITEMAP_MAX_URLS; the last page, or a start the count does not know (an older index, no
 * count kept), is the SITEMAP_PAGE_SIZE items after its start.
 */
function pageRange(kept: KeptPages | null, kind: ItemKind, after: string | null) {
  const pages = kept?.kinds[kind].pages ?? [];
  const i = pages.findIndex((p) => p.after === after);
  const next = i >= 0 ? pages[i + 1] : undefined;
  return next?.after ? { after, upto: next.after, limit: SITEMAP_MAX_URLS } : { after, upto: null, limit: SITEMAP_PAGE_SIZE };
}

/** One sitemap page's URLs, or null when there is no such page (unknown kind, a disabled feature, a bad key). */
export async function sitemapPageEntries(
  context: AppLoadContext,
  origin: string,
  kind: SitemapKind,
  after: string | null,
): Promise<SitemapEntry[] | null> {
  const { features } = await context.siteConfig();
  if (kind === "pages") return after === null ? plainPageEntries(context, origin, features, await sitemapIndex(context)) : null;
  if (!kindEnabled(kind, features)) return null;
  const items = await sitemapItems(context.db, kind, context.now(), pageRange(await readKeptPages(context), kind, after));
  if (!items) return null;
  return items.map((i) => ({ loc: `${origin}${ITEM_PATH[kind](i.key)}`, lastmod: i.lastmod }));
}
