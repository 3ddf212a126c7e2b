// /admin: admins only (visitors go to sign in, others get 403). The stats row and six tabs, as plain links.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/services/auth.server";
import { getAdminStats } from "~/models/admin.server";

export const ADMIN_TABS = [
  { to: "/admin", label: "Users" },
  { to: "/admin/claims", label: "Business Claims" },
  { to: "/admin/news", label: "News" },
  { to: "/admin/businesses", label: "Businesses" },
  { to: "/admin/events", label: "Events" },
  { to: "/admin/classifieds", label: "Classifieds" },
  { to: "/admin/orders", label: "Orders" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ stats: await getAdminStats(context.db) });
}

export const meta: MetaFunction = () => [{ title: "Admin Dashboard" }, { name: "robots", content: "noindex" }];

export default function AdminLayout() {
  const { stats } = useLoaderData<typeof loader>();
  const cards = [
    ["Users", stats.usersCount],
    ["News", stats.newsCount],
    ["Businesses", stats.businessesCount],
    ["Events", stats.eventsCount],
    ["Classifieds", stats.classifiedsCount],
    ["Jobs", stats.jobsCount],
  ] as const;
  return (
    <div>
      <h1 className="text-2xl font-bold">Admin Dashboard</h1>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Site statistics">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-border p-3">
            <dt className="text-sm opacity-70">{label}</dt>
            <dd className="text-2xl font-semibold" data-testid={`stat-${label.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <nav aria-label="Admin sections" className="mt-6 flex flex-wrap gap-1 border-b border-border">
        {ADMIN_TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end
            className={({ isActive }) =>
              `rounded-t px-3 py-2 text-sm ${isActive ? "border border-b-0 border-border bg-background font-semibold" : "opacity-80"}`
            }
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="pt-4">
        <Outlet />
      </div>
    </div>
  );
}
