import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { Features } from "../../db/schema";
import { isPathEnabled } from "~/lib/features";
import type { PublicUser } from "~/lib/public-user";
import { useHydrated } from "~/lib/use-hydrated";

export const SEARCH_PLACEHOLDER = "Search news, businesses, events, and classifieds...";

type NavItem = { to: string; label: string };

/** The top navigation table of part 1 §2: which links show for this visitor. */
export function navItems(features: Features, user: PublicUser | null): NavItem[] {
  const items: (NavItem | false)[] = [
    { to: "/", label: "Home" },
    { to: "/news", label: "News" },
    { to: "/events", label: "Events" },
    { to: "/directory", label: "Directory" },
    features.classifieds.enabled && { to: "/classifieds", label: "Classifieds" },
    features.jobs.enabled && { to: "/jobs", label: "Jobs" },
    { to: "/schools", label: "Schools" },
    { to: "/emergency", label: "Government" },
    !user && { to: "/benefits", label: "Join Us" },
    { to: "/support", label: "Support" },
    user?.role === "admin" && { to: "/admin", label: "Admin" },
  ];
  return items.filter((item): item is NavItem => Boolean(item) && isPathEnabled((item as NavItem).to, features));
}

function SearchBox({ id }: { id: string }) {
  const hydrated = useHydrated();
  const [text, setText] = useState("");
  return (
    <Form method="get" action="/search" role="search" className="flex gap-1">
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        pattern=".*\S.*"
        title="Type something to search for"
        placeholder={SEARCH_PLACEHOLDER}
        value={hydrated ? text : undefined}
        onChange={(e) => setText(e.target.value)}
        className="w-full min-w-0 rounded border border-border bg-background px-2 py-1 text-sm lg:w-72"
      />
      <button
        type="submit"
        disabled={hydrated && text.trim() === ""}
        className="rounded bg-primary px-3 py-1 text-sm text-primary-foreground disabled:opacity-50"
      >
        Search
      </button>
    </Form>
  );
}

function AccountLinks({ user }: { user: PublicUser | null }) {
  if (!user) {
    return (
      <a href="/api/login" className="rounded bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground">
        Sign In
      </a>
    );
  }
  return (
    <div className="flex items-center gap-2">
      {user.profileImageUrl ? (
        <img src={user.profileImageUrl} alt="" width={28} height={28} className="h-7 w-7 rounded-full" />
      ) : null}
      <form method="post" action="/api/logout">
        <button type="submit" className="rounded border border-border px-3 py-1.5 text-sm">
          Sign Out
        </button>
      </form>
    </div>
  );
}

export function SiteNav({
  siteName,
  features,
  user,
}: {
  siteName: string;
  features: Features;
  user: PublicUser | null;
}) {
  const items = navItems(features, user);
  // With JavaScript, links navigate without a page load: close the mobile menu after each navigation.
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    mobileMenu.current?.removeAttribute("open");
  }, [location.key]);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `rounded px-2 py-1 text-sm hover:bg-secondary ${isActive ? "font-semibold text-primary" : ""}`;
  return (
    <header className="border-b border-border bg-background">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-2">
        <Link to="/" className="shrink-0 text-lg font-bold text-primary">
          {siteName}
        </Link>
        <nav aria-label="Main" className="hidden flex-wrap items-center gap-1 lg:flex">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.to === "/"} className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          {user ? <SearchBox id="nav-search" /> : null}
          <AccountLinks user={user} />
        </div>
        <details ref={mobileMenu} className="group lg:hidden" data-testid="mobile-menu">
          <summary className="cursor-pointer rounded border border-border px-3 py-1.5 text-sm" aria-label="Menu">
            <span className="group-open:hidden">Menu</span>
            <span className="hidden group-open:inline">Close</span>
          </summary>
          <div className="absolute left-0 right-0 z-40 mt-2 border-b border-border bg-background px-4 pb-4 shadow">
            <nav aria-label="Mobile" className="flex flex-col gap-1 py-2">
              {items.map((item) => (
                <NavLink key={item.to} to={item.to} end={item.to === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
            {user ? <SearchBox id="mobile-search" /> : null}
            <div className="mt-3">
              <AccountLinks user={user} />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
