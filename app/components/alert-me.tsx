// "Alert me" on a list page (issue 32 §2): saves the page's current search for a daily mail of what is new. A plain
// POST form (the list pages ship no React), open under a <details> so it costs the page one line until wanted.
import { Form, useRouteLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { HONEYPOT } from "~/lib/support";
import { MAX_ALERTS_PER_ADDRESS, type SavedSearchKind } from "~/lib/vocabulary";
import type { loader as rootLoader } from "~/root";

export function AlertMe({ kind, query }: { kind: SavedSearchKind; query: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const id = `alert-me-${kind}`;
  return (
    <details className="mt-3 text-sm" data-testid="alert-me">
      <summary className="cursor-pointer font-medium text-primary underline">Alert me about new matches</summary>
      <Form method="post" action="/saved-searches" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="query" value={query} />
        <label htmlFor={id} className="block">
          <span className="block font-medium">Email</span>
          <input
            id={id}
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            defaultValue={root?.user?.email ?? ""}
            className="mt-1 w-64 rounded border border-border bg-background px-3 py-2"
          />
        </label>
        <div aria-hidden="true" className="hidden">
          <label>
            Leave this empty <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <Button variant="small">Save alert</Button>
      </Form>
      <p className="mt-1 opacity-80">
        One mail a day listing what is new for this search, only when there is something. At most {MAX_ALERTS_PER_ADDRESS} alerts per address.
      </p>
    </details>
  );
}
