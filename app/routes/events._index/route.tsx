// /events: the town's calendar. The list (upcoming, public, active, paid-for events, a page at a time), the map, and
// a month and a week (issue 43). The filters (category, free, place, a date) are a GET form; every view's page is a
// plain link with its view and date in the query, which the canonical link repeats.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AlertMe } from "~/components/alert-me";
import { FollowOnMastodon } from "~/components/follow-on-mastodon";
import { Link } from "~/components/site-link";
import { readEventView } from "~/lib/event-calendar";
import { EVENTS_CANONICAL, eventFilterQuery, readEventFilters } from "~/lib/event-filters";
import { compiledFor, messagesFor } from "~/lib/i18n/catalogue.server";
import { icu, peopleWroteLang } from "~/lib/i18n/format";
import { tileTemplate } from "~/lib/map-view";
import { pageParam } from "~/lib/params";
import { normaliseAlertQuery } from "~/lib/saved-search";
import { townFor } from "~/lib/towns";
import { getUser } from "~/services/auth.server";
import { CalendarSection } from "./calendar-section";
import { FiltersSection } from "./filters-section";
import { FeaturedSection, ListSection } from "./list-section";
import { EmbedSection, SubscribeSection } from "./share-sections";
import { ViewsNav } from "./views-nav";
import { loadCalendarView, loadListView, redirectToCanonicalDates } from "./views.server";

// Ships no React: the filters and pager are a GET form and links, and a few lines of plain script show the skeleton
// while the next list loads, so React never delays the first paint (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false, canonical: { ...EVENTS_CANONICAL, view: "list" } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const view = readEventView(url.searchParams);
  redirectToCanonicalDates(url, view, context.now());
  const asked = readEventFilters(url.searchParams);
  const calendar = view === "month" || view === "week";
  const [config, user, shown] = await Promise.all([
    context.siteConfig(),
    getUser(context),
    calendar
      ? // A month's or a week's date names the page, not a filter.
        loadCalendarView(context, view, url.searchParams.get("date"), { ...asked, when: null, date: null })
      : // The map shows every match on one map: no pages.
        loadListView(context, view, view === "map" ? 1 : pageParam(url.searchParams.get("page")), asked),
  ]);
  const site = new URL(context.siteUrl);
  const feedPath = `/events.ics${eventFilterQuery(shown.filters)}`;
  const embedUrl = `${site.origin}/embed/events${eventFilterQuery(shown.filters)}`;
  return json({
    view,
    list: "list" in shown ? shown.list : null,
    calendar: "calendar" in shown ? shown.calendar : null,
    filters: shown.filters,
    categories: shown.categories,
    category: shown.category,
    tiles: tileTemplate(context.env.MAP_TILE_URL),
    town: townFor(config.mode).name,
    // Where the map opens: the site's own town.
    center: { latitude: townFor(config.mode).latitude, longitude: townFor(config.mode).longitude },
    signedIn: Boolean(user),
    alertMe: messagesFor(context.lang, "alertMe"),
    // The search as the page shows it: a month's or a week's date is where the page is, not what the alert watches.
    alertQuery: normaliseAlertQuery("events", eventFilterQuery(shown.filters)),
    webcalUrl: `webcal://${site.host}${feedPath}`,
    feedUrl: `${site.origin}${feedPath}`,
    lang: context.lang,
    // The page ships no JavaScript: its messages never reach the browser as script.
    messages: compiledFor(context.lang, "events"),
    places: compiledFor(context.lang, "places"),
    embedSnippet: `<iframe src="${embedUrl}" title="${config.siteName} events" width="100%" height="480" style="border:0" loading="lazy"></iframe>`,
  });
}

export type EventsData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function EventsCalendar() {
  const data = useLoaderData<typeof loader>();
  const t = icu<"events">(data.lang, data.messages);
  const p = icu<"places">(data.lang, data.places);
  const f = data.filters;
  const filtered = Boolean(data.category || f.free || f.place || f.when || f.date);
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t(/*i18n*/ { id: "events.title", message: "{town} Events Calendar" }, { town: data.town })}</h1>
        {data.signedIn ? (
          <Link to="/events/create" className="rounded bg-primary px-4 py-2 text-primary-foreground">
            {t(/*i18n*/ { id: "events.createEvent", message: "Create Event" })}
          </Link>
        ) : null}
      </header>
      <ViewsNav view={data.view} filters={f} shownDate={data.calendar?.days[0]?.key ?? f.date} t={t} p={p} />
      {data.list ? <FeaturedSection data={data} list={data.list} t={t} /> : null}
      <section aria-labelledby="all-heading">
        <FiltersSection
          data={data}
          heading={
            data.calendar
              ? data.calendar.view === "week"
                ? t(/*i18n*/ { id: "events.weekOf", message: "Week of {date}" }, { date: data.calendar.title })
                : data.calendar.title
              : data.list?.day
                ? t(/*i18n*/ { id: "events.onDay", message: "Events on {date}" }, { date: data.list.day })
                : t(/*i18n*/ { id: "events.allEvents", message: "All Events" })
          }
          t={t}
          p={p}
        />
        <AlertMe kind="events" query={data.alertQuery} messages={data.alertMe} />
        {data.calendar ? (
          <CalendarSection calendar={data.calendar} t={t} lang={peopleWroteLang(data.lang)} />
        ) : data.list ? (
          <ListSection data={data} list={data.list} filtered={filtered} t={t} p={p} />
        ) : null}
      </section>
      <SubscribeSection data={data} t={t} />
      <FollowOnMastodon actor="events" />
      <EmbedSection snippet={data.embedSnippet} filtered={filtered} t={t} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Greenwood Events Calendar" }];
  const t = icu<"events">(data.lang, data.messages);
  return [
    { title: t(/*i18n*/ { id: "events.metaTitle", message: "{town} Events Calendar" }, { town: data.town }) },
    {
      name: "description",
      content: t(/*i18n*/ { id: "events.metaDescription", message: "Upcoming community events in {town}, Indiana." }, { town: data.town }),
    },
  ];
};
