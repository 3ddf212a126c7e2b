// The event page's side column: the organizer's registration link, how to reach them, and the small map.
import { PlaceMap } from "~/components/place-map";
import type { T } from "~/lib/i18n/plain";
import { formatPhone, telHref } from "~/lib/phone";
import type { EventData, EventPageData } from "./types";

function MoreInformation({ event, t }: { event: EventData; t: T<"event"> }) {
  if (!event.websiteUrl && !event.contactEmail && !event.contactPhone) return null;
  return (
    <section className="rounded-lg border border-border p-4">
      <h2 className="font-semibold">{t(/*i18n*/ { id: "event.moreInformation", message: "More Information" })}</h2>
      {event.contactEmail ? (
        <p className="mt-1 text-sm">
          <a href={`mailto:${event.contactEmail}`} className="tap break-all underline">
            {event.contactEmail}
          </a>
        </p>
      ) : null}
      {event.contactPhone ? (
        <p className="mt-1 text-sm">
          <a href={telHref(event.contactPhone)} className="tap underline">
            {formatPhone(event.contactPhone)}
          </a>
        </p>
      ) : null}
      {event.websiteUrl ? (
        <a href={event.websiteUrl} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block rounded border border-border px-4 py-2">
          {t(/*i18n*/ { id: "event.visitWebsite", message: "Visit Website" })}
        </a>
      ) : null}
    </section>
  );
}

export function ContactSection({
  event,
  mapPlace,
  smallMapView,
  t,
  placeMap,
}: {
  event: EventData;
  mapPlace: EventPageData["mapPlace"];
  smallMapView: EventPageData["smallMapView"];
  t: T<"event">;
  placeMap: T<"placeMap">;
}) {
  return (
    <aside className="space-y-4">
      {event.registrationRequired && event.registrationUrl ? (
        <section className="rounded-lg border border-border p-4">
          <h2 className="font-semibold">{t(/*i18n*/ { id: "event.registrationRequired", message: "Registration Required" })}</h2>
          <p className="mt-1 text-sm opacity-80">{t(/*i18n*/ { id: "event.signUpFirst", message: "Sign up with the organizer before you go." })}</p>
          <a
            href={event.registrationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 inline-block rounded bg-primary px-4 py-2 text-primary-foreground"
          >
            {t(/*i18n*/ { id: "event.registerNow", message: "Register Now" })}
          </a>
        </section>
      ) : null}
      <MoreInformation event={event} t={t} />
      <PlaceMap place={mapPlace} label={event.location ?? event.title} view={smallMapView} path={`/events/${event.id}`} t={placeMap} />
    </aside>
  );
}
