// Links to the site's own pages. On a page that ships no JavaScript (handle.hydrate === false:
// docs/decisions/pages-without-react.md) a link is a plain <a>: Remix's Link and NavLink resolve their path through
// the router on every render (useHref, useResolvedPath, the click handler), which a page that never hydrates has no use
// for, and home renders about ninety of them (issue 45). On a page that hydrates, and for any link whose `to` is not
// an absolute path of the site, they are Remix's own, unchanged.
import { Link as RemixLink, NavLink as RemixNavLink, useLocation, type LinkProps, type NavLinkProps } from "@remix-run/react";
import { createContext, useContext, type CSSProperties, type ReactNode } from "react";

/** Whether the page hydrates; root's Layout provides it. Outside it (tests rendering a part), a link is Remix's. */
export const HydratesContext = createContext(true);

/** Link's props a plain <a> has no use for (they steer client-side navigation). */
const ROUTER_PROPS = ["prefetch", "reloadDocument", "replace", "state", "preventScrollReset", "relative", "viewTransition", "discover"] as const;

function anchorProps<P extends Record<string, unknown>>(props: P) {
  const rest: Record<string, unknown> = { ...props };
  for (const name of ROUTER_PROPS) delete rest[name];
  return rest;
}

/** An absolute path of this site ("/news?page=2"), which a plain <a> resolves as the router would. */
const plainPath = (to: LinkProps["to"]): to is string => typeof to === "string" && to.startsWith("/") && !to.startsWith("//");

export function Link(props: LinkProps) {
  const hydrates = useContext(HydratesContext);
  if (hydrates || !plainPath(props.to)) return <RemixLink {...props} />;
  const { to, children, ...rest } = props;
  // Attributes in Link's order, so the HTML is Link's but for its data-discover (route discovery, for a hydrated page).
  return (
    <a {...anchorProps(rest)} href={to}>
      {children}
    </a>
  );
}

type NavState = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

/**
 * React Router's NavLink rule (react-router-dom 6.30): the page's path is the link's, or (without `end`) below it; letter
 * case ignored, its default.
 */
export function navLinkActive(pathname: string, to: string, end = false): boolean {
  const path = pathname.toLowerCase();
  const target = (to.split(/[?#]/, 1)[0] ?? "").toLowerCase();
  const endSlash = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return path === target || (!end && path.startsWith(target) && path.charAt(endSlash) === "/");
}

export function NavLink(props: NavLinkProps) {
  const hydrates = useContext(HydratesContext);
  const { pathname } = useLocation();
  if (hydrates || !plainPath(props.to) || props.caseSensitive) return <RemixNavLink {...props} />;
  const { to, end, className = "", style, children, caseSensitive: _caseSensitive, "aria-current": ariaCurrent = "page", ...rest } = props;
  const state: NavState = { isActive: navLinkActive(pathname, to, end), isPending: false, isTransitioning: false };
  // As NavLink: a string className gains "active" on the active link (and is kept when empty).
  const classes = typeof className === "function" ? className(state) : [className, state.isActive ? "active" : null].filter(Boolean).join(" ");
  return (
    <a
      {...anchorProps(rest)}
      aria-current={state.isActive ? ariaCurrent : undefined}
      className={classes}
      style={(typeof style === "function" ? style(state) : style) as CSSProperties | undefined}
      href={to}
    >
      {typeof children === "function" ? (children as (s: NavState) => ReactNode)(state) : children}
    </a>
  );
}
