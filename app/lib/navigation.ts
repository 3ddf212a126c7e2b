// The one table of the site's navigation and footer links. A link shows only when its page exists in this build
// and its feature is enabled, so a section's links appear by themselves the day its route lands.
import { tr, type Descriptor } from "~/lib/i18n/descriptor";
import type { FeatureKey, Features, Role } from "~/lib/vocabulary";

// "staff": moderators and admins (moderators reach their review queues inside /admin).
type Audience = "everyone" | "visitors" | "staff";

export type SiteLink = {
  href: string;
  label: Descriptor<"links">;
  /** The site-config feature that switches the section off; none for pages that are always there. */
  feature?: FeatureKey;
  audience: Audience;
  nav: boolean;
  footer?: { group: "quick" | "legal"; label?: Descriptor<"links"> };
};

export const SITE_LINKS: readonly SiteLink[] = [
  { href: "/", label: /*i18n*/ { id: "links.Home", message: "Home" }, audience: "everyone", nav: true },
  {
    href: "/news",
    label: /*i18n*/ { id: "links.News", message: "News" },
    feature: "news",
    audience: "everyone",
    nav: true,
    footer: { group: "quick" },
  },
  {
    href: "/events",
    label: /*i18n*/ { id: "links.Events", message: "Events" },
    feature: "events",
    audience: "everyone",
    nav: true,
    footer: { group: "quick" },
  },
  {
    href: "/directory",
    label: /*i18n*/ { id: "links.Directory", message: "Directory" },
    feature: "businessDirectory",
    audience: "everyone",
    nav: true,
    footer: { group: "quick", label: /*i18n*/ { id: "links.Business Directory", message: "Business Directory" } },
  },
  {
    href: "/classifieds",
    label: /*i18n*/ { id: "links.Classifieds", message: "Classifieds" },
    feature: "classifieds",
    audience: "everyone",
    nav: true,
    footer: { group: "quick" },
  },
  {
    href: "/jobs",
    label: /*i18n*/ { id: "links.Jobs", message: "Jobs" },
    feature: "jobs",
    audience: "everyone",
    nav: true,
    footer: { group: "quick" },
  },
  {
    href: "/schools",
    label: /*i18n*/ { id: "links.Schools", message: "Schools" },
    feature: "schools",
    audience: "everyone",
    nav: true,
    footer: { group: "quick" },
  },
  {
    href: "/emergency",
    label: /*i18n*/ { id: "links.Government", message: "Government" },
    feature: "government",
    audience: "everyone",
    nav: true,
    footer: { group: "quick", label: /*i18n*/ { id: "links.Government Services", message: "Government Services" } },
  },
  { href: "/benefits", label: /*i18n*/ { id: "links.Join Us", message: "Join Us" }, audience: "visitors", nav: true },
  {
    href: "/support",
    label: /*i18n*/ { id: "links.Support", message: "Support" },
    audience: "everyone",
    nav: true,
    footer: { group: "quick", label: /*i18n*/ { id: "links.Help & Support", message: "Help & Support" } },
  },
  { href: "/admin", label: /*i18n*/ { id: "links.Admin", message: "Admin" }, audience: "staff", nav: true },
  {
    href: "/subscribe",
    label: /*i18n*/ { id: "links.The Weekly Letter", message: "The Weekly Letter" },
    audience: "everyone",
    nav: false,
    footer: { group: "quick" },
  },
  {
    href: "/letters",
    label: /*i18n*/ { id: "links.Past Letters", message: "Past Letters" },
    audience: "everyone",
    nav: false,
    footer: { group: "quick" },
  },
  {
    href: "/privacy",
    label: /*i18n*/ { id: "links.Privacy Policy", message: "Privacy Policy" },
    audience: "everyone",
    nav: false,
    footer: { group: "legal" },
  },
  {
    href: "/terms",
    label: /*i18n*/ { id: "links.Terms of Service", message: "Terms of Service" },
    audience: "everyone",
    nav: false,
    footer: { group: "legal" },
  },
];

export type VisibleLink = { href: string; label: string };

type Viewer = { role: Role } | null;

function shown(link: SiteLink, features: Features, viewer: Viewer, pagePaths: ReadonlySet<string>): boolean {
  if (!pagePaths.has(link.href)) return false;
  if (link.feature && !features[link.feature].enabled) return false;
  if (link.audience === "visitors") return viewer === null;
  if (link.audience === "staff") return viewer?.role === "admin" || viewer?.role === "moderator";
  return true;
}

/** A label's words: the reader's language on the server (root's loader), the English key where no messages are. */
type Words = (d: Descriptor<"links">) => string;
const english: Words = (d) => tr(null, d);

/** The top navigation for this viewer (part 1 §2). */
export function navLinks(features: Features, viewer: Viewer, pagePaths: ReadonlySet<string>, words: Words = english): VisibleLink[] {
  return SITE_LINKS.filter((l) => l.nav && shown(l, features, viewer, pagePaths)).map(({ href, label }) => ({ href, label: words(label) }));
}

/** The footer's two link groups for this viewer. */
export function footerLinks(features: Features, viewer: Viewer, pagePaths: ReadonlySet<string>, words: Words = english) {
  const pick = (group: "quick" | "legal") =>
    SITE_LINKS.filter((l) => l.footer?.group === group && shown(l, features, viewer, pagePaths)).map((l) => ({
      href: l.href,
      label: words(l.footer?.label ?? l.label),
    }));
  return { quick: pick("quick"), legal: pick("legal") };
}

type RouteEntry = { path?: string; index?: boolean; parentId?: string } | undefined;

/** Every static page path of a Remix route table ('/', '/news', '/admin/orders' …); params and splats left out. */
export function pagePathsOf(routes: Record<string, RouteEntry>): Set<string> {
  const paths = new Set<string>();
  const fullPath = (id: string | undefined): string | null => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    if (parent === null) return null;
    if (!route.path) return parent;
    if (/[:*$]/.test(route.path)) return null;
    return `${parent}/${route.path}`.replace(/\/+/g, "/");
  };
  for (const [id, route] of Object.entries(routes)) {
    if (!route || (!route.path && !route.index)) continue;
    const path = fullPath(id);
    if (path !== null) paths.add(path || "/");
  }
  return paths;
}
