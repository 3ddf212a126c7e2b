// One event card of the calendar (part 1 §2): image, badges, category colour, price, dates, place, capacity, tags.
import { Picture } from "~/components/picture";
import { Link } from "~/components/site-link";
import { formatEventPriceIn, formatEventRangeIn, peopleWroteLang, type T } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { badgeStyle } from "~/lib/theme";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  featured: /*i18n*/ { id: "events.featured", message: "Featured" },
  premium: /*i18n*/ { id: "events.premium", message: "Premium" },
  attending: /*i18n*/ { id: "events.attending", message: "{current}/{max} attending" },
  tags: /*i18n*/ { id: "events.tags", message: "Tags" },
  viewDetails: /*i18n*/ { id: "events.viewDetails", message: "View Details" },
  register: /*i18n*/ { id: "events.register", message: "Register" },
} as const;

export type EventCardData = {
  id: number;
  title: string;
  description: string | null;
  imageUrl: string | null;
  imageAlt?: string | null;
  isFeatured: boolean;
  isPremium: boolean;
  categoryName: string | null;
  categoryColor: string | null;
  price: string;
  startDate: string;
  endDate: string | null;
  allDay?: boolean;
  location: string | null;
  address: string | null;
  maxAttendees: number | null;
  currentAttendees: number;
  tags: string[];
  registrationRequired: boolean;
  registrationUrl: string | null;
  /** A series' rule in words ("Every Tuesday"); the card stands for its next date. */
  repeats?: string | null;
};

/** Only what a card shows (descriptions cut to what three lines hold), to keep /events inside the HTML budget. */
export function toEventCard(e: EventCardData): EventCardData {
  const description = e.description && e.description.length > 220 ? `${e.description.slice(0, 217).trimEnd()}…` : e.description;
  return {
    id: e.id,
    title: e.title,
    description,
    imageUrl: e.imageUrl,
    imageAlt: e.imageAlt ?? null,
    isFeatured: e.isFeatured,
    isPremium: e.isPremium,
    categoryName: e.categoryName,
    categoryColor: e.categoryColor,
    price: e.price,
    startDate: e.startDate,
    endDate: e.endDate,
    location: e.location,
    address: e.address,
    maxAttendees: e.maxAttendees,
    currentAttendees: e.currentAttendees,
    tags: e.tags.slice(0, 3),
    registrationRequired: e.registrationRequired,
    registrationUrl: e.registrationUrl,
    repeats: e.repeats ?? null,
  };
}

/** `eager` for the first cards a visitor sees (no lazy loading above the fold); `t` the `events` messages in `lang`. */
export function EventCard({ event, eager = false, lang, t }: { event: EventCardData; eager?: boolean; lang: Lang; t: T<"events"> }) {
  // The event's own words (title, place, description, tags, its admin-made category) are what people wrote.
  const wrote = peopleWroteLang(lang);
  return (
    <article className="card shadow-sm" data-testid="event-card">
      <Picture
        src={event.imageUrl}
        alt={event.imageAlt || event.title}
        category={event.categoryName}
        width={640}
        height={352}
        lazy={!eager}
        lang={wrote}
        className="h-44 w-full bg-secondary object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
          {event.isFeatured ? <span className="badge bg-amber-100 text-amber-900">{t(WORDS.featured)}</span> : null}
          {event.isPremium ? <span className="badge bg-purple-100 text-purple-900">{t(WORDS.premium)}</span> : null}
          {event.categoryName ? (
            <span className="badge" style={badgeStyle(event.categoryColor)} data-testid="category-badge" lang={wrote}>
              {event.categoryName}
            </span>
          ) : null}
          <span className="ml-auto text-sm" data-testid="event-price">
            {formatEventPriceIn(lang, event.price)}
          </span>
        </div>
        <h3 className="text-lg font-semibold leading-snug" lang={wrote}>
          {event.title}
        </h3>
        <p className="text-sm" data-testid="event-dates">
          {formatEventRangeIn(lang, event.startDate, event.endDate, event.allDay)}
        </p>
        {event.repeats ? (
          <p className="text-sm font-medium" data-testid="event-repeats">
            {event.repeats}
          </p>
        ) : null}
        {event.location ? (
          <p className="text-sm opacity-80" lang={wrote}>
            {event.location}
            {event.address ? <span className="block text-xs">{event.address}</span> : null}
          </p>
        ) : null}
        {event.description ? (
          <p className="line-clamp-3 text-sm opacity-90" lang={wrote}>
            {event.description}
          </p>
        ) : null}
        {event.maxAttendees ? (
          <p className="text-sm opacity-80">{t(WORDS.attending, { current: event.currentAttendees, max: event.maxAttendees })}</p>
        ) : null}
        {event.tags.length ? (
          <ul className="flex flex-wrap gap-1" aria-label={t(WORDS.tags)}>
            {event.tags.slice(0, 3).map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs" lang={wrote}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex gap-2 pt-2">
          <Link to={`/events/${event.id}`} className="btn-primary">
            {t(WORDS.viewDetails)}
          </Link>
          {event.registrationRequired && event.registrationUrl ? (
            <a href={event.registrationUrl} target="_blank" rel="noopener noreferrer" className="btn-outline">
              {t(WORDS.register)}
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
