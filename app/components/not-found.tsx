import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

/** An ErrorBoundary for detail pages: the spec's "X Not Found" panel on 404, anything else to the root. */
export function notFoundBoundary(title: string, message: string, backTo: string, backLabel: string) {
  return function NotFoundBoundary() {
    const error = useRouteError();
    if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 opacity-80">{message}</p>
        <Link to={backTo} className="mt-6 inline-block rounded bg-primary px-4 py-2 text-primary-foreground">
          {backLabel}
        </Link>
      </section>
    );
  };
}
