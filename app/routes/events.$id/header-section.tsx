// The top of the event page: the payment note for its organizer, the picture, the badges and price, the title.
import { Picture } from "~/components/picture";
import type { Lang } from "~/lib/i18n/lang";
import { peopleWroteLang, type T } from "~/lib/i18n/plain";
import { badgeStyle } from "~/lib/theme";
import type { EventData } from "./types";

/** `price`: the event's price as the loader formatted it in the reader's language. */
export function HeaderSection({ event, price, lang, t }: { event: EventData; price: string; lang: Lang; t: T<"event"> }) {
  const wrote = peopleWroteLang(lang);
  return (
    <>
      {event.awaitingPayment ? (
        <p role="note" className="rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900">
          {t(/*i18n*/ { id: "event.awaitingPayment", message: "This event is waiting for payment and is not shown in the calendar yet." })}
        </p>
      ) : null}
      <Picture
        src={event.imageUrl}
        alt={event.imageAlt || event.title}
        category={event.categoryName}
        size="full"
        width={1200}
        height={500}
        lazy={false}
        lang={wrote}
        className="aspect-[12/5] max-h-96 w-full rounded-lg bg-secondary object-cover"
      />
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {event.categoryName ? (
            <span className="rounded px-2 py-0.5" style={badgeStyle(event.categoryColor)} lang={wrote}>
              {event.categoryName}
            </span>
          ) : null}
          {event.isFeatured ? (
            <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">{t(/*i18n*/ { id: "event.featured", message: "Featured" })}</span>
          ) : null}
          {event.isPremium ? (
            <span className="rounded bg-purple-100 px-2 py-0.5 text-purple-900">{t(/*i18n*/ { id: "event.premium", message: "Premium" })}</span>
          ) : null}
          <span className="ml-auto text-lg" data-testid="event-price">
            {price}
          </span>
        </div>
        <h1 className="text-3xl font-bold" lang={wrote}>
          {event.title}
        </h1>
        {event.cancelledAt ? (
          <p className="mt-2 rounded border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800" data-testid="event-cancelled">
            {t(/*i18n*/ { id: "event.cancelled", message: "Cancelled: this event will not take place." })}
          </p>
        ) : null}
      </header>
    </>
  );
}
