import { Form, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/button";
import { Link, NavLink } from "~/components/site-link";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import type { VisibleLink } from "~/lib/navigation";
import type { PublicUser } from "~/lib/public-user";
import { useHydrated } from "~/lib/use-hydrated";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  mainNav: /*i18n*/ { id: "shell.mainNav", message: "Main" },
  search: /*i18n*/ { id: "shell.search", message: "Search" },
  menu: /*i18n*/ { id: "shell.menu", message: "Menu" },
  close: /*i18n*/ { id: "shell.close", message: "Close" },
  mobileNav: /*i18n*/ { id: "shell.mobileNav", message: "Mobile" },
} as const;

/** Submits the trimmed text to /search; with JavaScript the button stays disabled until there is text. */
function SearchBox({ id, compact = false, m }: { id: string; compact?: boolean; m: Messages<"shell"> }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [text, setText] = useState("");
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="flex gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        if (q) navigate(`/search?q=${encodeURIComponent(q)}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {tr(m, /*i18n*/ { id: "shell.search", message: "Search" })}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        pattern=".*\S.*"
        title={tr(m, /*i18n*/ { id: "shell.searchTitle", message: "Type something to search for" })}
        placeholder={tr(m, /*i18n*/ { id: "shell.searchPlaceholder", message: "Search news, businesses, events, and classifieds..." })}
        value={hydrated ? text : undefined}
        onChange={(e) => setText(e.target.value)}
        className={`w-full min-w-0 rounded border border-border bg-background px-2 py-1 text-sm ${compact ? "xl:w-36" : ""}`}
      />
      <Button disabled={hydrated && text.trim() === ""} variant="small" className="shrink-0">
        {tr(m, /*i18n*/ { id: "shell.search", message: "Search" })}
      </Button>
    </Form>
  );
}

/** Sign In, or the way to one's account and Sign Out. In the one-row desktop bar the account link is the member's
 * picture (or initial), named "My Account" for screen readers and on hover; in the mobile menu it is the words. */
function AccountLinks({ user, compact = false, m }: { user: PublicUser | null; compact?: boolean; m: Messages<"shell"> }) {
  if (!user) {
    return (
      <a href="/api/login" className="whitespace-nowrap rounded bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground">
        {tr(m, /*i18n*/ { id: "shell.signIn", message: "Sign In" })}
      </a>
    );
  }
  const initial = (user.firstName || user.email).slice(0, 1).toUpperCase();
  return (
    <div className="flex items-center gap-2">
      {compact ? (
        <NavLink
          to="/account"
          aria-label={tr(m, /*i18n*/ { id: "shell.myAccount", message: "My Account" })}
          title={tr(m, /*i18n*/ { id: "shell.myAccount", message: "My Account" })}
          className="flex h-7 w-7 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-sm font-semibold text-primary"
        >
          {user.profileImageUrl ? <img src={user.profileImageUrl} alt="" width={28} height={28} className="h-7 w-7 object-cover" /> : initial}
        </NavLink>
      ) : (
        <NavLink to="/account" className="whitespace-nowrap rounded border border-border px-3 py-1.5 text-sm">
          {tr(m, /*i18n*/ { id: "shell.myAccount", message: "My Account" })}
        </NavLink>
      )}
      <form method="post" action="/api/logout">
        <Button variant="small-secondary" className="whitespace-nowrap">
          {tr(m, /*i18n*/ { id: "shell.signOut", message: "Sign Out" })}
        </Button>
      </form>
    </div>
  );
}

export function SiteNav({
  siteName,
  links,
  user,
  m,
  languageSwitch,
  longWords = false,
}: {
  siteName: string;
  links: VisibleLink[];
  user: PublicUser | null;
  m: Messages<"shell">;
  languageSwitch: ReactNode;
  /** The language's words run long (LONG_HEADER_WORDS): the one-row bar from 1280 px, with the Search link. */
  longWords?: boolean;
}) {
  // With JavaScript, links navigate without a page load: close the mobile menu after each navigation.
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    mobileMenu.current?.removeAttribute("open");
  }, [location.key]);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `whitespace-nowrap rounded px-2 py-1 text-sm hover:bg-secondary lg:px-1 ${isActive ? "font-semibold text-primary" : ""}`;
  // The bar is as wide as the page (max-w-7xl) from 1280 px up, so nothing in it grows past that width.
  const bar = longWords
    ? { shown: "xl:flex", menu: "xl:hidden", box: "hidden", searchLink: "" }
    : { shown: "lg:flex", menu: "lg:hidden", box: "hidden xl:block", searchLink: "xl:hidden" };
  return (
    <header className="border-b border-border bg-background">
      {/* pr-16 below 1024 px: the help widget's "?" is docked there (help-widget.tsx). */}
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 py-2 pl-4 pr-16 lg:pr-4 xl:gap-3">
        <Link to="/" className="shrink-0 text-lg font-bold text-primary lg:text-base">
          {siteName}
        </Link>
        <nav aria-label={tr(m, WORDS.mainNav)} className={`hidden min-w-0 flex-nowrap items-center gap-0.5 ${bar.shown}`}>
          {links.map((item) => (
            // Between 1024 and 1279 px the site name is the way home, so the row of links fits.
            <NavLink
              key={item.href}
              to={item.href}
              end={item.href === "/"}
              className={(state) => `${linkClass(state)} ${item.href === "/" ? "lg:hidden xl:inline" : ""}`}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className={`hidden shrink-0 items-center gap-1 xl:gap-2 ${bar.shown}`}>
          {/* Search is open to everyone (docs/decisions/search.md), so the box is shown to visitors too. */}
          <div className={bar.box}>
            <SearchBox id="nav-search" compact m={m} />
          </div>
          {/* 1024–1279 px, or long words: no room for the box beside the links; the search page has the same box. */}
          <Link to="/search" className={`whitespace-nowrap rounded border border-border px-2 py-1.5 text-sm ${bar.searchLink}`}>
            {tr(m, WORDS.search)}
          </Link>
          {languageSwitch}
          <AccountLinks user={user} compact m={m} />
        </div>
        <details ref={mobileMenu} className={`group ${bar.menu}`} data-testid="mobile-menu">
          <summary className="cursor-pointer rounded border border-border px-3 py-1.5 text-sm" aria-label={tr(m, WORDS.menu)}>
            <span className="group-open:hidden">{tr(m, WORDS.menu)}</span>
            <span className="hidden group-open:inline">{tr(m, WORDS.close)}</span>
          </summary>
          <div className="absolute left-0 right-0 z-40 mt-2 border-b border-border bg-background px-4 pb-4 shadow">
            <nav aria-label={tr(m, WORDS.mobileNav)} className="flex flex-col gap-1 py-2">
              {links.map((item) => (
                <NavLink key={item.href} to={item.href} end={item.href === "/"} className={linkClass}>
                  {item.label}
                </NavLink>
              ))}
            </nav>
            <SearchBox id="mobile-search" m={m} />
            <div className="mt-3 flex flex-wrap items-center gap-2">
              {languageSwitch}
              <AccountLinks user={user} m={m} />
            </div>
          </div>
        </details>
      </div>
    </header>
  );
}
