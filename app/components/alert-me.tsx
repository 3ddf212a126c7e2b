// "Alert me" on a list page (issue 32 §2): saves the page's current search for a daily mail of what is new. A plain
// POST form (the list pages ship no React), open under a <details> so it costs the page one line until wanted.
import { Form, useRouteLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import type { Messages } from "~/lib/i18n/en";
import { plain } from "~/lib/i18n/plain";
import { HONEYPOT } from "~/lib/support";
import { MAX_ALERTS_PER_ADDRESS, type SavedSearchKind } from "~/lib/vocabulary";
import type { loader as rootLoader } from "~/root";

export function AlertMe({ kind, query, messages }: { kind: SavedSearchKind; query: string; messages: Messages<"alertMe"> }) {
  const t = plain<"alertMe">(messages);
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const id = `alert-me-${kind}`;
  return (
    <details className="mt-3 text-sm" data-testid="alert-me">
      <summary className="cursor-pointer font-medium text-primary underline">
        {t(/*i18n*/ { id: "alertMe.summary", message: "Alert me about new matches" })}
      </summary>
      <Form method="post" action="/saved-searches" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="query" value={query} />
        <label htmlFor={id} className="block">
          <span className="block font-medium">{t(/*i18n*/ { id: "alertMe.email", message: "Email" })}</span>
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
            {t(/*i18n*/ { id: "alertMe.leaveEmpty", message: "Leave this empty" })} <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <Button variant="small">{t(/*i18n*/ { id: "alertMe.save", message: "Save alert" })}</Button>
      </Form>
      <p className="mt-1 opacity-80">
        {t(
          /*i18n*/ {
            id: "alertMe.note",
            message: "One mail a day listing what is new for this search, only when there is something. At most {max} alerts per address.",
          },
          { max: MAX_ALERTS_PER_ADDRESS },
        )}
      </p>
    </details>
  );
}
