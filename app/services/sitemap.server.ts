// The sitemaps: an index naming one sitemap page per SITEMAP_PAGE_SIZE items of each kind (news, events, businesses,
// classifieds, jobs) plus the plain pages, each with its lastmod; a disabled feature's kind is left out.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { SITE_LINKS } from "~/lib/navigation";
import { ITEM_PATH, sitemapPageUrl, type SitemapEntry, type SitemapKind } from "~/lib/seo";
import type { FeatureKey, Features } from "~/lib/vocabulary";
import { sitemapIndex, sitemapItems, type ItemKind } from "~/models/sitemap.server";

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
  const index = await sitemapIndex(context.db, context.now());
  const pages = plainPageEntries(context, origin, features, index);
  const newestPage = pages.reduce((a, b) => (b.lastmod > a ? b.lastmod : a), new Date(0));
  return [
    { loc: sitemapPageUrl(origin, "pages", null), lastmod: newestPage },
    ...index.pages.filter((p) => kindEnabled(p.kind, features)).map((p) => ({ loc: sitemapPageUrl(origin, p.kind, p.after), lastmod: p.lastmod })),
  ];
}

/** One sitemap page's URLs, or null when there is no such page (unknown kind, a disabled feature, a bad key). */
export async function sitemapPageEntries(
  context: AppLoadContext,
  origin: string,
  kind: SitemapKind,
  after: string | null,
): Promise<SitemapEntry[] | null> {
  const { features } = await context.siteConfig();
  if (kind === "pages") return after === null ? plainPageEntries(context, origin, features, await sitemapIndex(context.db, context.now())) : null;
  if (!kindEnabled(kind, features)) return null;
  const items = await sitemapItems(context.db, kind, context.now(), after);
  if (!items) return null;
  return items.map((i) => ({ loc: `${origin}${ITEM_PATH[kind](i.key)}`, lastmod: i.lastmod }));
}
