// Previous / page numbers / Next under a paged list: plain links, so paging works without JavaScript.
import { Link } from "~/components/site-link";
import type { T } from "~/lib/i18n/format";
import { pageWindow } from "~/lib/paging";

/** `t`: the `places` messages in the reader's language. */
export function Pager({
  page,
  pages,
  href,
  label,
  t,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  label: string;
  t: T<"places">;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="pager">
      <span className="w-full text-center text-sm opacity-80">
        {t(/*i18n*/ { id: "places.pageOf", message: "Page {page} of {pages}" }, { page, pages })}
      </span>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t(/*i18n*/ { id: "places.previous", message: "Previous" })}
        </Link>
      ) : null}
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page">
            {p}
          </span>
        ) : (
          <Link key={p} to={href(p)} aria-label={t(/*i18n*/ { id: "places.page", message: "Page {page}" }, { page: p })}>
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t(/*i18n*/ { id: "places.next", message: "Next" })}
        </Link>
      ) : null}
    </nav>
  );
}

/** The pager's words in the reader's language (`pageOf` already formatted). */
export type PagerLabels = { pages: string; newer: string; older: string; pageOf: string };

/** Newer / "Page N of M" / Older under a list in date order (news, jobs): plain links, no JavaScript needed. */
export function NewerOlderPager({
  page,
  pages,
  href,
  labels: m,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  labels: PagerLabels;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={m.pages} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className="rounded border border-border px-3 py-1">
          {m.newer}
        </Link>
      ) : null}
      <span className="text-sm">{m.pageOf}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next" className="rounded border border-border px-3 py-1">
          {m.older}
        </Link>
      ) : null}
    </nav>
  );
}
