// On a page that does not hydrate, the site's Link and NavLink are plain <a>s with the HTML React Router's own would
// render (less Remix's data-discover): the same href, the same attributes in the same order, the same active state.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, NavLink as RouterNavLink, Link as RouterLink } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { HydratesContext, Link, NavLink, navLinkActive } from "./site-link";

/** Any text: the links' words are not what is tested. */
const TEXT = "·";

const plain = (path: string, node: JSX.Element) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <HydratesContext.Provider value={false}>{node}</HydratesContext.Provider>
    </MemoryRouter>,
  );
const router = (path: string, node: JSX.Element) => renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);

const cases: { path: string; to: string; end?: boolean }[] = [
  { path: "/", to: "/", end: true },
  { path: "/news", to: "/", end: true },
  { path: "/news", to: "/news" },
  { path: "/news/12", to: "/news" },
  { path: "/news/12", to: "/news", end: true },
  { path: "/newsletter", to: "/news" },
  { path: "/News/12", to: "/news" },
  { path: "/events", to: "/events?view=month" },
  { path: "/events/3", to: "/events/" },
  { path: "/directory", to: "/directory#map" },
];

describe("site links on a page that does not hydrate", () => {
  it.each(cases)("NavLink at $path to $to (end: $end) is React Router's, as a plain <a>", ({ path, to, end }) => {
    const props = { to, end, className: ({ isActive }: { isActive: boolean }) => `link ${isActive ? "on" : ""}` };
    expect(plain(path, <NavLink {...props}>{TEXT}</NavLink>)).toBe(router(path, <RouterNavLink {...props}>{TEXT}</RouterNavLink>));
    // A string className gains "active", and an empty one is kept, as NavLink does.
    expect(
      plain(
        path,
        <NavLink to={to} end={end} className="">
          {TEXT}
        </NavLink>,
      ),
    ).toBe(
      router(
        path,
        <RouterNavLink to={to} end={end} className="">
          {TEXT}
        </RouterNavLink>,
      ),
    );
    expect(
      plain(
        path,
        <NavLink to={to} end={end} aria-label={TEXT}>
          {TEXT}
        </NavLink>,
      ),
    ).toBe(
      router(
        path,
        <RouterNavLink to={to} end={end} aria-label={TEXT}>
          {TEXT}
        </RouterNavLink>,
      ),
    );
    expect(navLinkActive(path, to, end)).toBe(
      plain(
        path,
        <NavLink to={to} end={end}>
          {TEXT}
        </NavLink>,
      ).includes('aria-current="page"'),
    );
  });

  it("Link is React Router's <a>, without the props that steer client-side navigation", () => {
    const html = plain(
      "/",
      <Link to="/jobs?page=2" className="btn" rel="next" prefetch="intent" replace state={{ a: 1 }}>
        {TEXT}
      </Link>,
    );
    expect(html).toBe(`<a class="btn" rel="next" href="/jobs?page=2">${TEXT}</a>`);
    expect(html).toBe(
      router(
        "/",
        <RouterLink to="/jobs?page=2" className="btn" rel="next">
          {TEXT}
        </RouterLink>,
      ),
    );
  });

  it("leaves a relative link to Remix's Link, which resolves it by the route", () => {
    // A plain <a href="edit"> would be resolved by the browser against the URL. Remix's Link resolves it by the route (no
    // routes here: from the root) and marks it for route discovery.
    expect(plain("/events/3", <Link to="edit">{TEXT}</Link>)).toBe(`<a data-discover="true" href="/edit">${TEXT}</a>`);
  });
});
