// The one table of the site's navigation and footer links. A link shows only when its page exists in this build
// and its feature is enabled, so a section's links appear by themselves the day its route lands.
import type { FeatureKey, Features, Role } from "~/lib/vocabulary";

// "staff": moderators and admins (moderators reach their review queues inside /admin).
type Audience = "everyone" | "visitors" | "staff";

export type SiteLink = {
  href: string;
  label: string;
  /** The site-config feature that switches the section off; none for pages that are always there. */
  feature?: FeatureKey;
  audience: Audience;
  nav: boolean;
  footer?: { group: "quick" | "legal"; label?: string };
};

export const SITE_LINKS: readonly SiteLink[] = [
  { href: "/", label: "Home", audience: "everyone", nav: true },
  { href: "/news", label: "News", feature: "news", audience: "everyone", nav: true, footer: { group: "quick" } },
  { href: "/events", label: "Events", feature: "events", audience: "everyone", nav: true, footer: { group: "quick" } },
  {
    href: "/directory",
    label: "Directory",
    feature: "businessDirectory",
    audience: "everyone",
    nav: true,
    footer: { group: "quick", label: "Business Directory" },
  },
  { href: "/classifieds", label: "Classifieds", feature: "classifieds", audience: "everyone", nav: true, footer: { group: "quick" } },
  { href: "/jobs", label: "Jobs", feature: "jobs", audience: "everyone", nav: true, footer: { group: "quick" } },
  { href: "/schools", label: "Schools", feature: "schools", audience: "everyone", nav: true, footer: { group: "quick" } },
  {
    href: "/emergency",
    label: "Government",
    feature: "government",
    audience: "everyone",
    nav: true,
    footer: { group: "quick", label: "Government Services" },
  },
  { href: "/benefits", label: "Join Us", audience: "visitors", nav: true },
  { href: "/support", label: "Support", audience: "everyone", nav: true, footer: { group: "quick", label: "Help & Support" } },
  { href: "/admin", label: "Admin", audience: "staff", nav: true },
  { href: "/subscribe", label: "The Weekly Letter", audience: "everyone", nav: false, footer: { group: "quick" } },
  { href: "/letters", label: "Past Letters", audience: "everyone", nav: false, footer: { group: "quick" } },
  { href: "/privacy", label: "Privacy Policy", audience: "everyone", nav: false, footer: { group: "legal" } },
  { href: "/terms", label: "Terms of Service", audience: "everyone", nav: false, footer: { group: "legal" } },
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

/** The top navigation for this viewer (part 1 §2). */
export function navLinks(features: Features, viewer: Viewer, pagePaths: ReadonlySet<string>): VisibleLink[] {
  return SITE_LINKS.filter((l) => l.nav && shown(l, features, viewer, pagePaths)).map(({ href, label }) => ({ href, label }));
}

/** The footer's two link groups for this viewer. */
export function footerLinks(features: Features, viewer: Viewer, pagePaths: ReadonlySet<string>) {
  const pick = (group: "quick" | "legal") =>
    SITE_LINKS.filter((l) => l.footer?.group === group && shown(l, features, viewer, pagePaths)).map((l) => ({
      href: l.href,
      label: l.footer?.label ?? l.label,
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
