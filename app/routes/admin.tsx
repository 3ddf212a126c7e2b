// /admin: admins and moderators (visitors go to sign in, members get 403). Admins see the stats row, each card
// linking to its tab, and every tab; moderators see only the review queues. Each tab's own loader and action
// check the role again, so a moderator typing an admin-only URL gets 403.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useAdminText } from "~/components/admin-text";
import { Link, NavLink } from "~/components/site-link";
import { STAT_CARDS, tabsFor } from "~/lib/admin-tabs";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { getAdminStats, getQueueCounts } from "~/models/stats.server";
import { requireModerator } from "~/services/auth.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  dashboard: /*i18n*/ { id: "admin.dashboard", message: "Admin Dashboard" },
  moderation: /*i18n*/ { id: "admin.moderation", message: "Moderation" },
  siteStatistics: /*i18n*/ { id: "admin.siteStatistics", message: "Site statistics" },
  tab_Users: /*i18n*/ { id: "admin.tab_Users", message: "Users" },
  "tab_Business Claims": /*i18n*/ { id: "admin.tab_Business Claims", message: "Business Claims" },
  tab_News: /*i18n*/ { id: "admin.tab_News", message: "News" },
  tab_Businesses: /*i18n*/ { id: "admin.tab_Businesses", message: "Businesses" },
  tab_Events: /*i18n*/ { id: "admin.tab_Events", message: "Events" },
  tab_Classifieds: /*i18n*/ { id: "admin.tab_Classifieds", message: "Classifieds" },
  tab_Reviews: /*i18n*/ { id: "admin.tab_Reviews", message: "Reviews" },
  tab_Jobs: /*i18n*/ { id: "admin.tab_Jobs", message: "Jobs" },
  tab_Orders: /*i18n*/ { id: "admin.tab_Orders", message: "Orders" },
  tab_Schools: /*i18n*/ { id: "admin.tab_Schools", message: "Schools" },
  tab_Government: /*i18n*/ { id: "admin.tab_Government", message: "Government" },
  tab_Settings: /*i18n*/ { id: "admin.tab_Settings", message: "Settings" },
  "tab_Weekly Letter": /*i18n*/ { id: "admin.tab_Weekly Letter", message: "Weekly Letter" },
  tab_Fediverse: /*i18n*/ { id: "admin.tab_Fediverse", message: "Fediverse" },
  tab_Messages: /*i18n*/ { id: "admin.tab_Messages", message: "Messages" },
  "tab_Audit Log": /*i18n*/ { id: "admin.tab_Audit Log", message: "Audit Log" },
  tab_Outbox: /*i18n*/ { id: "admin.tab_Outbox", message: "Outbox" },
  adminSections: /*i18n*/ { id: "admin.adminSections", message: "Admin sections" },
  waiting: /*i18n*/ { id: "admin.waiting", message: " ({count} waiting)" },
} as const;

const TAB_WORDS = {
  Users: WORDS.tab_Users,
  "Business Claims": WORDS["tab_Business Claims"],
  News: WORDS.tab_News,
  Businesses: WORDS.tab_Businesses,
  Events: WORDS.tab_Events,
  Classifieds: WORDS.tab_Classifieds,
  Reviews: WORDS.tab_Reviews,
  Jobs: WORDS.tab_Jobs,
  Orders: WORDS.tab_Orders,
  Schools: WORDS.tab_Schools,
  Government: WORDS.tab_Government,
  Settings: WORDS.tab_Settings,
  "Weekly Letter": WORDS["tab_Weekly Letter"],
  Fediverse: WORDS.tab_Fediverse,
  Messages: WORDS.tab_Messages,
  "Audit Log": WORDS["tab_Audit Log"],
  Outbox: WORDS.tab_Outbox,
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireModerator(request, context);
  const [stats, queues] = await Promise.all([user.role === "admin" ? getAdminStats(context.db) : null, getQueueCounts(context.db)]);
  const lang = context.lang;
  return json({
    role: user.role,
    stats,
    queues,
    lang,
    adminWords: messagesFor(lang, "admin"),
    title: formatMessage(lang, /*i18n*/ { id: "admin.dashboard", message: "Admin Dashboard" }),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Admin Dashboard" }, { name: "robots", content: "noindex" }];

export default function AdminLayout() {
  const { role, stats, queues } = useLoaderData<typeof loader>();
  const { t } = useAdminText();
  return (
    <div>
      <h1 className="text-2xl font-bold">{role === "admin" ? t(WORDS.dashboard) : t(WORDS.moderation)}</h1>
      {stats ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label={t(WORDS.siteStatistics)}>
          {STAT_CARDS.map((card) => (
            <li key={card.key}>
              <Link
                to={card.to}
                className="block rounded-lg border border-border p-3 hover:bg-secondary"
                data-testid={`stat-link-${card.label.toLowerCase()}`}
              >
                <span className="block text-sm opacity-70">{t(TAB_WORDS[card.label])}</span>
                <span className="block text-2xl font-semibold" data-testid={`stat-${card.label.toLowerCase()}`}>
                  {stats[card.key]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <nav aria-label={t(WORDS.adminSections)} className="mt-6 flex flex-wrap gap-1 border-b border-border">
        {tabsFor(role).map((tab) => {
          const waiting = tab.queue ? queues[tab.queue] : 0;
          return (
            <NavLink
              key={tab.to}
              to={tab.to}
              end
              className={({ isActive }) =>
                `rounded-t px-3 py-2 text-sm ${isActive ? "border border-b-0 border-border bg-background font-semibold" : "opacity-80"}`
              }
            >
              {t(TAB_WORDS[tab.label])}
              {waiting ? <span data-testid={`queue-${tab.queue}`}>{t(WORDS.waiting, { count: waiting })}</span> : null}
            </NavLink>
          );
        })}
      </nav>
      <div className="pt-4">
        <Outlet />
      </div>
    </div>
  );
}
