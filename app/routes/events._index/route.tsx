// /events: the town's calendar. Upcoming, public, active, paid-for events only; the category filter is a GET form.
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AlertMe } from "~/components/alert-me";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { CopyLinkButton } from "~/components/copy-link";
import { EventCard, toEventCard } from "~/components/event-card";
import { ListLoading, SkeletonCards } from "~/components/list-loading";
import { MapView, readView, ViewSwitch } from "~/components/map-view";
import { Pager } from "~/components/pager";
import { WrittenValue } from "~/components/written-value";
import { EVENTS_CANONICAL, eventFilterParams, eventFilterQuery, PLACE_MAX_LENGTH, readEventFilters } from "~/lib/event-filters";
import { compiledFor, messagesFor } from "~/lib/i18n/catalogue.server";
import { formatEventRangeIn, HOLE, icu, peopleWroteLang } from "~/lib/i18n/format";
import { MAP_MAX_ITEMS, mapOf, tileTemplate } from "~/lib/map-view";
import { pageCount, pageHref } from "~/lib/paging";
import { pageParam } from "~/lib/params";
import { normaliseAlertQuery } from "~/lib/saved-search";
import { townFor } from "~/lib/towns";
import { listEventsForCalendar, loadEventsPage } from "~/models/events.server";
import { getUser } from "~/services/auth.server";

// Ships no React: the filter and pager are a GET form and links, and a few lines of plain script show the skeleton
// while the next list loads, so React never delays the first paint (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false, canonical: { ...EVENTS_CANONICAL, view: "list" } };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const view = readView(url.searchParams);
  // The map shows every match on one map: no pages.
  const page = view === "map" ? 1 : pageParam(url.searchParams.get("page"));
  const asked = readEventFilters(url.searchParams);
  const [config, user, list, places] = await Promise.all([
    context.siteConfig(),
    getUser(context),
    loadEventsPage(context.db, { now: context.now(), categoryId: asked.category, free: asked.free, place: asked.place, page }),
    view === "map"
      ? listEventsForCalendar(context.db, { now: context.now(), categoryId: asked.category, free: asked.free, place: asked.place })
      : null,
  ]);
  const { category } = list;
  // An id that is not an active category filters nothing (as the form shows it), and leaves the links.
  const filters = { ...asked, category: category?.id ?? null };
  const pages = pageCount(list.total, list.perPage);
  // A page past the end (the list got shorter since the link was made) goes to the last page, filters kept.
  if (page > pages) throw redirect(pageHref("/events", eventFilterParams(filters), pages));
  const site = new URL(context.siteUrl);
  const feedPath = `/events.ics${eventFilterQuery(filters)}`;
  const embedUrl = `${site.origin}/embed/events${eventFilterQuery(filters)}`;
  const map = places
    ? mapOf(
        places.slice(0, MAP_MAX_ITEMS).map((e) => ({
          id: e.id,
          title: e.title,
          href: `/events/${e.id}`,
          detail: formatEventRangeIn(context.lang, e.startDate, e.endDate, e.allDay),
          address: [e.location, e.address].filter(Boolean).join(", ") || null,
          latitude: e.latitude,
          longitude: e.longitude,
        })),
      )
    : null;
  return json({
    view,
    map,
    tiles: tileTemplate(context.env.MAP_TILE_URL),
    town: townFor(config.mode).name,
    signedIn: Boolean(user),
    categories: list.categories,
    category,
    filters,
    alertMe: messagesFor(context.lang, "alertMe"),
    alertQuery: normaliseAlertQuery("events", url.searchParams.toString()),
    featured: list.featured.map(toEventCard),
    events: list.events.map(toEventCard),
    page,
    pages,
    total: list.total,
    first: (page - 1) * list.perPage + 1,
    webcalUrl: `webcal://${site.host}${feedPath}`,
    feedUrl: `${site.origin}${feedPath}`,
    lang: context.lang,
    // The page ships no JavaScript: its messages never reach the browser as script.
    messages: compiledFor(context.lang, "events"),
    places: compiledFor(context.lang, "places"),
    embedSnippet: `<iframe src="${embedUrl}" title="${config.siteName} events" width="100%" height="480" style="border:0" loading="lazy"></iframe>`,
  });
}

export default function EventsCalendar() {
  const data = useLoaderData<typeof loader>();
  const t = icu<"events">(data.lang, data.messages);
  const p = icu<"places">(data.lang, data.places);
  const wrote = peopleWroteLang(data.lang);
  const href = (p: number) => pageHref("/events", eventFilterParams(data.filters), p);
  const filtered = Boolean(data.category || data.filters.free || data.filters.place);
  const viewHref = (view: "list" | "map") => pageHref("/events", { ...eventFilterParams(data.filters), view: view === "map" ? "map" : null }, 1);
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t("title", { town: data.town })}</h1>
        {data.signedIn ? (
          <Link to="/events/create" className="rounded bg-primary px-4 py-2 text-primary-foreground">
            {t("createEvent")}
          </Link>
        ) : null}
      </header>

      <ViewSwitch view={data.view} listHref={viewHref("list")} mapHref={viewHref("map")} t={p} />

      {data.featured.length && data.view === "list" ? (
        <section aria-labelledby="featured-heading">
          <h2 id="featured-heading" className="mb-3 text-2xl font-semibold">
            {t("featuredEvents")}
          </h2>
          <div className="card-grid">
            {data.featured.map((e, i) => (
              <EventCard key={e.id} event={e} eager={i < 3} lang={data.lang} t={t} />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="all-heading">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="all-heading" className="text-2xl font-semibold">
            {t("allEvents")}
          </h2>
          <Form method="get" action="/events" className="flex flex-wrap items-end gap-2" aria-label={t("filterEvents")}>
            <CategorySelect
              name="category"
              categories={data.categories}
              label={t("category")}
              placeholder={t("allCategories")}
              optionLang={wrote}
              defaultValue={data.category?.id ?? ""}
              className="text-sm"
              data-autosubmit=""
            />
            <label className="text-sm">
              <span className="block font-medium">{t("place")}</span>
              <input
                type="search"
                name="place"
                defaultValue={data.filters.place}
                maxLength={PLACE_MAX_LENGTH}
                placeholder={t("placePlaceholder")}
                className="mt-1 w-40 rounded border border-border bg-background px-3 py-2"
              />
            </label>
            <label className="flex items-center gap-2 py-2 text-sm">
              <input type="checkbox" name="free" value="1" defaultChecked={data.filters.free} data-autosubmit="" />
              {t("freeOnly")}
            </label>
            <Button variant="small-secondary">{p("filter")}</Button>
            {data.view === "map" ? <input type="hidden" name="view" value="map" /> : null}
          </Form>
        </div>
        <AlertMe kind="events" query={data.alertQuery} messages={data.alertMe} />

        {data.map ? (
          <MapView {...data.map} tiles={data.tiles} noun={t("mapNoun")} t={p} lang={wrote} />
        ) : (
          <ListLoading skeleton={<SkeletonCards count={6} label={t("loading")} grid="card-grid" card="h-64" testId="event-skeleton" />}>
            {data.events.length ? (
              <>
                <p className="mb-3 text-sm opacity-80" data-testid="events-count">
                  {t("showing", { first: data.first, last: data.first + data.events.length - 1, total: data.total })}
                </p>
                <div className="card-grid">
                  {data.events.map((e, i) => (
                    <EventCard key={e.id} event={e} eager={!data.featured.length && i < 3} lang={data.lang} t={t} />
                  ))}
                </div>
                <Pager page={data.page} pages={data.pages} href={href} label={t("eventPages")} t={p} />
              </>
            ) : (
              <div className="rounded-lg border border-dashed border-border p-10 text-center">
                <h3 className="text-xl font-semibold">{t("noEvents")}</h3>
                <p className="mt-2 opacity-80">
                  {data.category && !data.filters.free && !data.filters.place ? (
                    <WrittenValue message={t("noneInCategory", { category: HOLE })} lang={wrote}>
                      {data.category.name}
                    </WrittenValue>
                  ) : filtered ? (
                    t("noneMatch")
                  ) : (
                    t("noneAtAll")
                  )}
                </p>
                {data.signedIn ? (
                  <Link to="/events/create" className="mt-4 inline-block rounded bg-primary px-4 py-2 text-primary-foreground">
                    {t("createFirst")}
                  </Link>
                ) : null}
              </div>
            )}
          </ListLoading>
        )}
      </section>

      <section aria-labelledby="subscribe-heading" className="rounded-lg border border-border p-4 text-sm">
        <h2 id="subscribe-heading" className="font-semibold">
          {t("subscribe")}
        </h2>
        <p className="mt-1 opacity-80">
          {data.category ? (
            <WrittenValue message={t("addCategory", { category: HOLE })} lang={wrote}>
              {data.category.name}
            </WrittenValue>
          ) : (
            t("addCalendar")
          )}
        </p>
        <p className="mt-2 flex flex-wrap gap-3">
          <a href={data.webcalUrl} className="btn-primary">
            {t("subscribeWebcal")}
          </a>
          <a href={data.feedUrl} className="underline">
            {t("feed")}
          </a>
        </p>
      </section>

      <section aria-labelledby="embed-heading" className="rounded-lg border border-border p-4 text-sm">
        <h2 id="embed-heading" className="font-semibold">
          {t("embedHeading")}
        </h2>
        <p className="mt-1 opacity-80">{filtered ? t("embedTextFiltered") : t("embedText")}</p>
        <label htmlFor="embed-snippet" className="mt-2 block font-medium">
          {t("embedCode")}
        </label>
        <textarea
          id="embed-snippet"
          readOnly
          rows={3}
          value={data.embedSnippet}
          className="mt-1 block w-full rounded border border-border bg-background p-2 font-mono text-xs"
          data-testid="embed-snippet"
        />
        <p className="mt-2">
          <CopyLinkButton url={data.embedSnippet} label={t("copyEmbed")} copied={t("embedCopied")} />
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Greenwood Events Calendar" }];
  const t = icu<"events">(data.lang, data.messages);
  return [{ title: t("metaTitle", { town: data.town }) }, { name: "description", content: t("metaDescription", { town: data.town }) }];
};
