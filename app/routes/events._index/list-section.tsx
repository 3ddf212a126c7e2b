// The list view of /events (a page of cards, the featured band on the first page, the empty state) and the map view.
import { EventCard } from "~/components/event-card";
import { ListLoading, SkeletonCards } from "~/components/list-loading";
import { MapView } from "~/components/map-view";
import { Pager } from "~/components/pager";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { eventFilterParams } from "~/lib/event-filters";
import { HOLE, peopleWroteLang, type T } from "~/lib/i18n/format";
import { pageHref } from "~/lib/paging";
import type { EventsData } from "./route";

type List = NonNullable<EventsData["list"]>;

function EmptyList({ data, filtered, t }: { data: EventsData; filtered: boolean; t: T<"events"> }) {
  const f = data.filters;
  return (
    <div className="rounded-lg border border-dashed border-border p-10 text-center">
      <h3 className="text-xl font-semibold">{t(/*i18n*/ { id: "events.noEvents", message: "No events found" })}</h3>
      <p className="mt-2 opacity-80">
        {data.category && !f.free && !f.place && !f.when && !f.date ? (
          <WrittenValue
            message={t(
              /*i18n*/ { id: "events.noneInCategory", message: "No upcoming events in {category}. Try another category or check back soon." },
              { category: HOLE },
            )}
            lang={peopleWroteLang(data.lang)}
          >
            {data.category.name}
          </WrittenValue>
        ) : filtered ? (
          t(/*i18n*/ { id: "events.noneMatch", message: "No upcoming events match these filters. Try others or check back soon." })
        ) : (
          t(/*i18n*/ { id: "events.noneAtAll", message: "No upcoming events. Check back soon or create your own event!" })
        )}
      </p>
      {data.signedIn ? (
        <Link to="/events/create" className="mt-4 inline-block rounded bg-primary px-4 py-2 text-primary-foreground">
          {t(/*i18n*/ { id: "events.createFirst", message: "Create the First Event" })}
        </Link>
      ) : null}
    </div>
  );
}

/** The featured band, above the list on its first page. */
export function FeaturedSection({ data, list, t }: { data: EventsData; list: List; t: T<"events"> }) {
  if (!list.featured.length || list.map) return null;
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="mb-3 text-2xl font-semibold">
        {t(/*i18n*/ { id: "events.featuredEvents", message: "Featured Events" })}
      </h2>
      <div className="card-grid">
        {list.featured.map((e, i) => (
          <EventCard key={e.id} event={e} eager={i < 3} lang={data.lang} t={t} />
        ))}
      </div>
    </section>
  );
}

export function ListSection({ data, list, filtered, t, p }: { data: EventsData; list: List; filtered: boolean; t: T<"events">; p: T<"places"> }) {
  if (list.map)
    return (
      <MapView
        {...list.map}
        tiles={data.tiles}
        noun={t(/*i18n*/ { id: "events.mapNoun", message: "events" })}
        t={p}
        messages={data.places}
        pageLang={data.lang}
        center={data.center}
        lang={peopleWroteLang(data.lang)}
      />
    );
  const href = (n: number) => pageHref("/events", eventFilterParams(data.filters), n);
  return (
    <ListLoading
      skeleton={
        <SkeletonCards
          count={6}
          label={t(/*i18n*/ { id: "events.loading", message: "Loading events" })}
          grid="card-grid"
          card="h-64"
          testId="event-skeleton"
        />
      }
    >
      {list.events.length ? (
        <>
          <p className="mb-3 text-sm opacity-80" data-testid="events-count">
            {t(
              /*i18n*/ { id: "events.showing", message: "Showing {first}–{last} of {total} {total, plural, one {event} other {events}}" },
              { first: list.first, last: list.first + list.events.length - 1, total: list.total },
            )}
          </p>
          <div className="card-grid">
            {list.events.map((e, i) => (
              <EventCard key={e.id} event={e} eager={!list.featured.length && i < 3} lang={data.lang} t={t} />
            ))}
          </div>
          <Pager page={list.page} pages={list.pages} href={href} label={t(/*i18n*/ { id: "events.eventPages", message: "Event pages" })} t={p} />
        </>
      ) : (
        <EmptyList data={data} filtered={filtered} t={t} />
      )}
    </ListLoading>
  );
}
