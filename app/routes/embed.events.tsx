// /embed/events: the town calendar for other sites' <iframe>s (schools, churches, the library). The filters of /events
// (category, free, place, date) and a count; a small page of its own with no script, no cookie and no session, so the
// page cache keeps one copy for every site that shows it. The worker lets any site frame this route alone.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { renderToStaticMarkup } from "react-dom/server";
import { dateFilterBounds } from "~/lib/event-calendar";
import { EMBED_CANONICAL, eventFilterQuery, readEmbedCount, readEventFilters } from "~/lib/event-filters";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { formatEventPriceIn, formatEventRangeIn, peopleWroteLang, plain } from "~/lib/i18n/intl";
import type { Lang } from "~/lib/i18n/lang";
import { canonicalUrl } from "~/lib/seo";
import { listEventsForEmbed, type EventJson } from "~/models/events.server";

const STYLE = `*{box-sizing:border-box}body{margin:0;padding:12px;font:15px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2937;background:#fff}
h1{font-size:17px;margin:0 0 8px}ol{list-style:none;margin:0;padding:0}li{padding:8px 0;border-top:1px solid #e5e7eb}
a{color:#1d4ed8}.t{font-weight:600;display:block}.m{font-size:13px;color:#4b5563;display:block}.c{display:inline-block;width:.6em;height:.6em;border-radius:50%;margin-right:4px}
footer{margin-top:8px;font-size:13px;border-top:1px solid #e5e7eb;padding-top:8px}`;

function EmbedPage(p: { lang: Lang; siteName: string; events: EventJson[]; origin: string; moreHref: string; canonical: string }) {
  const t = plain<"embedEvents">(messagesFor(p.lang, "embedEvents"));
  const heading = t(/*i18n*/ { id: "embedEvents.heading", message: "{site}: upcoming events" }, { site: p.siteName });
  const wrote = peopleWroteLang(p.lang);
  return (
    <html lang={p.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{heading}</title>
        <link rel="canonical" href={p.canonical} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <h1>{heading}</h1>
        {p.events.length ? (
          <ol data-testid="embed-events">
            {p.events.map((e) => (
              <li key={e.id}>
                <a className="t" href={`${p.origin}/events/${e.id}`} target="_blank" rel="noreferrer" lang={wrote}>
                  {e.title}
                </a>
                <span className="m">{formatEventRangeIn(p.lang, e.startDate, e.endDate, e.allDay)}</span>
                <span className="m">
                  {e.categoryColor ? <span className="c" style={{ background: e.categoryColor }} aria-hidden="true" /> : null}
                  {[e.location, e.categoryName].filter(Boolean).map((part) => (
                    <span key={part} lang={wrote}>
                      {part} ·{" "}
                    </span>
                  ))}
                  {formatEventPriceIn(p.lang, e.price)}
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p>{t(/*i18n*/ { id: "embedEvents.empty", message: "No upcoming events. Check back soon." })}</p>
        )}
        <footer>
          <a href={p.moreHref} target="_blank" rel="noreferrer">
            {t(/*i18n*/ { id: "embedEvents.more", message: "More events at {site}" }, { site: p.siteName })}
          </a>
        </footer>
      </body>
    </html>
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const config = await context.siteConfig();
  if (!config.features.events.enabled) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const filters = readEventFilters(url.searchParams);
  const { from, span } = dateFilterBounds(filters, context.now());
  const events = await listEventsForEmbed(context.db, {
    now: from,
    span,
    categoryId: filters.category,
    free: filters.free,
    place: filters.place,
    limit: readEmbedCount(url.searchParams),
  });
  const origin = context.siteUrl;
  const html = renderToStaticMarkup(
    <EmbedPage
      lang={context.lang}
      siteName={config.siteName}
      events={events}
      origin={origin}
      moreHref={`${origin}/events${eventFilterQuery(filters)}`}
      canonical={canonicalUrl(origin, url.pathname, url.search, EMBED_CANONICAL)}
    />,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
