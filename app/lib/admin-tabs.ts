// The /admin tabs and who may open each: moderators get the review queues only (issue 19), admins everything.
import type { Role } from "~/lib/vocabulary";

/** The tabs' English names: the `admin` namespace has each as `tab_<name>`. */
export type AdminTabLabel =
  | "Users"
  | "Business Claims"
  | "News"
  | "Businesses"
  | "Events"
  | "Classifieds"
  | "Reviews"
  | "Jobs"
  | "Orders"
  | "Schools"
  | "Government"
  | "Settings"
  | "Weekly Letter"
  | "Fediverse"
  | "Messages"
  | "Audit Log"
  | "Outbox";

export type AdminTab = { to: string; label: AdminTabLabel; queue?: "news" | "claims" | "reportedAds" | "reviews"; moderators?: true };

export const ADMIN_TABS: AdminTab[] = [
  { to: "/admin", label: "Users" },
  { to: "/admin/claims", label: "Business Claims", queue: "claims", moderators: true },
  { to: "/admin/news", label: "News", queue: "news", moderators: true },
  { to: "/admin/businesses", label: "Businesses" },
  { to: "/admin/events", label: "Events" },
  { to: "/admin/classifieds", label: "Classifieds", queue: "reportedAds", moderators: true },
  { to: "/admin/reviews", label: "Reviews", queue: "reviews", moderators: true },
  { to: "/admin/jobs", label: "Jobs" },
  { to: "/admin/orders", label: "Orders" },
  { to: "/admin/schools", label: "Schools" },
  { to: "/admin/services", label: "Government" },
  { to: "/admin/settings", label: "Settings" },
  { to: "/admin/letter", label: "Weekly Letter" },
  { to: "/admin/fediverse", label: "Fediverse" },
  { to: "/admin/messages", label: "Messages" },
  { to: "/admin/audit", label: "Audit Log" },
  { to: "/admin/outbox", label: "Outbox" },
];

export const tabsFor = (role: Role) => ADMIN_TABS.filter((t) => role === "admin" || (role === "moderator" && t.moderators));

/** Where a moderator lands on /admin: their first queue. */
export const MODERATOR_HOME = "/admin/news";

/** The stats cards (part 2 §3), each linking to its tab. */
export const STAT_CARDS = [
  { key: "usersCount", label: "Users", to: "/admin" },
  { key: "newsCount", label: "News", to: "/admin/news" },
  { key: "businessesCount", label: "Businesses", to: "/admin/businesses" },
  { key: "eventsCount", label: "Events", to: "/admin/events" },
  { key: "classifiedsCount", label: "Classifieds", to: "/admin/classifieds" },
  { key: "jobsCount", label: "Jobs", to: "/admin/jobs" },
] as const;
