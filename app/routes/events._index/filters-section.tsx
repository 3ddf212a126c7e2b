// The /events filter form: category, place, free only and a date (When: Today, This weekend, Next 7 days, This
// month; or a day from a plain <input type=date>), one GET form that works without JavaScript. In the month and week
// views the date field goes to the month or week of the day picked.
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { Link } from "~/components/site-link";
import { EVENT_WHENS, type EventWhen } from "~/lib/event-calendar";
import { eventFilterQuery, PLACE_MAX_LENGTH } from "~/lib/event-filters";
import type { Descriptor } from "~/lib/i18n/descriptor";
import { peopleWroteLang, type T } from "~/lib/i18n/format";
import type { EventsData } from "./route";

const WHEN_KEYS: Record<EventWhen, Descriptor<"events">> = {
  today: /*i18n*/ { id: "events.today", message: "Today" },
  weekend: /*i18n*/ { id: "events.weekend", message: "This weekend" },
  "7days": /*i18n*/ { id: "events.next7", message: "Next 7 days" },
  month: /*i18n*/ { id: "events.thisMonth", message: "This month" },
};

const fieldClass = "mt-1 rounded border border-border bg-background px-3 py-2";

/** The relative dates as links (each keeps the other filters and drops a picked day): one tap, no JavaScript. */
function WhenLinks({ data, t }: { data: EventsData; t: T<"events"> }) {
  const f = data.filters;
  const href = (when: EventWhen | null) => `/events${eventFilterQuery({ ...f, when, date: null }, { view: data.view === "map" ? "map" : null })}`;
  const chip = (on: boolean) => `rounded-full px-3 py-1 text-sm ${on ? "bg-primary text-primary-foreground" : "border border-border"}`;
  const choices: [EventWhen | null, string][] = [
    [null, t(/*i18n*/ { id: "events.anyTime", message: "Any time" })],
    ...EVENT_WHENS.map((w): [EventWhen, string] => [w, t(WHEN_KEYS[w])]),
  ];
  return (
    <nav aria-label={t(/*i18n*/ { id: "events.when", message: "When" })} className="mb-3 flex flex-wrap gap-2" data-testid="events-when">
      {choices.map(([when, label]) => {
        const on = !f.date && f.when === when;
        return (
          <Link key={when ?? "any"} to={href(when)} className={chip(on)} aria-current={on ? "true" : undefined}>
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

export function FiltersSection({ data, heading, t, p }: { data: EventsData; heading: string; t: T<"events">; p: T<"places"> }) {
  const f = data.filters;
  const calendar = data.calendar;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="all-heading" className="text-2xl font-semibold">
          {heading}
        </h2>
        <Form
          method="get"
          action="/events"
          className="flex flex-wrap items-end gap-2"
          aria-label={t(/*i18n*/ { id: "events.filterEvents", message: "Filter events" })}
        >
          <CategorySelect
            name="category"
            categories={data.categories}
            label={t(/*i18n*/ { id: "events.category", message: "Category" })}
            placeholder={t(/*i18n*/ { id: "events.allCategories", message: "All Categories" })}
            optionLang={peopleWroteLang(data.lang)}
            defaultValue={data.category?.id ?? ""}
            className="text-sm"
            data-autosubmit=""
          />
          <label className="text-sm">
            <span className="block font-medium">{t(/*i18n*/ { id: "events.place", message: "Place" })}</span>
            <input
              type="search"
              name="place"
              defaultValue={f.place}
              maxLength={PLACE_MAX_LENGTH}
              placeholder={t(/*i18n*/ { id: "events.placePlaceholder", message: "Venue or street" })}
              className={`${fieldClass} w-40`}
            />
          </label>
          {/* A relative date (chosen by the links below) stays until a day is picked, which wins over it. */}
          {f.when ? <input type="hidden" name="when" value={f.when} /> : null}
          <label className="text-sm">
            <span className="block font-medium">
              {calendar ? t(/*i18n*/ { id: "events.goToDate", message: "Go to date" }) : t(/*i18n*/ { id: "events.onDate", message: "On a date" })}
            </span>
            <input type="date" name="date" defaultValue={f.date ?? calendar?.days[0]?.key ?? ""} className={`${fieldClass} block`} />
          </label>
          <label className="flex items-center gap-2 py-2 text-sm">
            <input type="checkbox" name="free" value="1" defaultChecked={f.free} data-autosubmit="" />
            {t(/*i18n*/ { id: "events.freeOnly", message: "Free only" })}
          </label>
          <Button variant="small-secondary">{p(/*i18n*/ { id: "places.filter", message: "Filter" })}</Button>
          {data.view === "list" ? null : <input type="hidden" name="view" value={data.view} />}
        </Form>
      </div>
      {calendar ? null : <WhenLinks data={data} t={t} />}
    </>
  );
}
