import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";

/** The panel's words the 404 carried (lib/http.server.ts notFoundPanel), in the reader's language; else none. */
function panelOf(error: unknown): { title: string; text: string; back: string } | null {
  if (!isRouteErrorResponse(error)) return null;
  const data: unknown = error.data;
  if (typeof data !== "object" || data === null || !("notFound" in data)) return null;
  const panel = data.notFound as { title?: unknown; text?: unknown; back?: unknown } | null;
  return panel && typeof panel.title === "string" && typeof panel.text === "string" && typeof panel.back === "string"
    ? { title: panel.title, text: panel.text, back: panel.back }
    : null;
}

/** The document title of a detail page that answered 404: the panel's title in the reader's language. */
export function notFoundTitle(error: unknown, english: string): string {
  return panelOf(error)?.title ?? english;
}

/**
 * An ErrorBoundary for detail pages: the spec's "X Not Found" panel on 404, anything else to the root. The 404 carries
 * the panel's words in the reader's language; the English given here is for a 404 that carries none.
 */
export function notFoundBoundary(title: string, message: string, backTo: string, backLabel: string) {
  return function NotFoundBoundary() {
    const error = useRouteError();
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    const panel = panelOf(error);
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-3xl font-bold">{panel?.title ?? title}</h1>
        <p className="mt-4 opacity-80">{panel?.text ?? message}</p>
        <Link to={backTo} className="mt-6 inline-block rounded bg-primary px-4 py-2 text-primary-foreground">
          {panel?.back ?? backLabel}
        </Link>
      </section>
    );
  };
}

/**
 * The 404 page for unknown paths: the spec's title, a friendly line, a search box and the main sections. Everyone
 * searches the whole site (visitors may search: docs/decisions/search.md).
 */
export function PageNotFound({
  sections,
  m,
  m2,
}: {
  sections: { href: string; label: string }[];
  m: Messages<"errors">;
  m2: Pick<Messages<"shell">, "search" | "searchPlaceholder">;
}) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "errors.notFoundTitle", message: "404 Page Not Found" })}</h1>
      <p className="mt-4 opacity-80">
        {tr(
          m,
          /*i18n*/ { id: "errors.notFoundText", message: "Sorry, we couldn't find that page. It may have moved, or the address may have a typo." },
        )}
      </p>
      <form
        method="get"
        action="/search"
        role="search"
        aria-label={tr(m, /*i18n*/ { id: "errors.notFoundSearch", message: "Search from the not-found page" })}
        className="mx-auto mt-6 flex max-w-md gap-2"
      >
        <label htmlFor="not-found-search" className="sr-only">
          {tr(m, /*i18n*/ { id: "errors.searchSite", message: "Search the site" })}
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          required
          pattern=".*\S.*"
          placeholder={tr(m2, /*i18n*/ { id: "shell.searchPlaceholder", message: "Search news, businesses, events, and classifieds..." })}
          className="min-w-0 flex-1 rounded border border-border bg-background px-3 py-2"
        />
        <Button>{tr(m2, /*i18n*/ { id: "shell.search", message: "Search" })}</Button>
      </form>
      <nav aria-label={tr(m, /*i18n*/ { id: "errors.mainSections", message: "Main sections" })} className="mt-8">
        <p className="text-sm font-medium">{tr(m, /*i18n*/ { id: "errors.goTo", message: "Or go to one of these:" })}</p>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {sections.map((s) => (
            <li key={s.href}>
              <Link to={s.href} className="inline-block rounded border border-border px-3 py-1.5 text-sm hover:bg-secondary">
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
