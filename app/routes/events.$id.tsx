// /events/{id}: one event. Hidden, inactive or unpaid events are 404 except for their organizer and admins.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { notFoundBoundary } from "~/components/not-found";
import { Picture } from "~/components/picture";
import { PlaceMap } from "~/components/place-map";
import { formatEventDetailDate, formatEventDetailEnd, formatEventPrice, googleCalendarUrl } from "~/lib/event-format";
import { formatPhone, telHref } from "~/lib/phone";
import { badgeStyle } from "~/lib/theme";
import { getVisibleEvent } from "~/models/events.server";
import { getUser } from "~/services/auth.server";

// Every link here works without JavaScript; shipping none keeps React off the first paint (docs/decisions/pages-without-react.md).
export const handle = { hydrate: false };

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const viewer = await getUser(context);
  const event = await getVisibleEvent(context.db, Number(params.id), viewer);
  if (!event) throw new Response("Event Not Found", { status: 404, statusText: "Not Found" });
  const url = new URL(request.url);
  const site = context.env.SITE_URL ?? url.origin;
  return json({ event, pageUrl: new URL(`/events/${event.id}`, site).toString(), showMap: url.searchParams.get("map") === "1" });
}

function jsonLd(event: ReturnType<typeof useLoaderData<typeof loader>>["event"], pageUrl: string) {
  const data = {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description ?? undefined,
    startDate: event.startDate,
    endDate: event.endDate ?? undefined,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: pageUrl,
    image: event.imageUrl ? [new URL(event.imageUrl, pageUrl).toString()] : undefined,
    location: {
      "@type": "Place",
      name: event.location ?? undefined,
      address: event.address ?? undefined,
    },
    organizer: event.organizerName ? { "@type": "Organization", name: event.organizerName } : undefined,
    offers: {
      "@type": "Offer",
      price: event.price,
      priceCurrency: "USD",
      url: event.registrationUrl ?? pageUrl,
    },
  };
  // "<" escaped so a title can never close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export default function EventDetail() {
  const { event, pageUrl, showMap } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(event, pageUrl) }} />
      <Link to="/events" className="text-sm underline">
        ← Back to Events
      </Link>
      {event.awaitingPayment ? (
        <p role="note" className="rounded border border-amber-500 bg-amber-50 p-3 text-sm text-amber-900">
          This event is waiting for payment and is not shown in the calendar yet.
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
        className="aspect-[12/5] max-h-96 w-full rounded-lg bg-secondary object-cover"
      />
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2 text-sm font-semibold">
          {event.categoryName ? (
            <span className="rounded px-2 py-0.5" style={badgeStyle(event.categoryColor)}>
              {event.categoryName}
            </span>
          ) : null}
          {event.isFeatured ? <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">Featured</span> : null}
          {event.isPremium ? <span className="rounded bg-purple-100 px-2 py-0.5 text-purple-900">Premium</span> : null}
          <span className="ml-auto text-lg" data-testid="event-price">
            {formatEventPrice(event.price)}
          </span>
        </div>
        <h1 className="text-3xl font-bold">{event.title}</h1>
        {event.cancelledAt ? (
          <p className="mt-2 rounded border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-800" data-testid="event-cancelled">
            Cancelled: this event will not take place.
          </p>
        ) : null}
      </header>

      <div className="grid gap-6 md:grid-cols-3">
        <div className="space-y-6 md:col-span-2">
          <section className="space-y-3 rounded-lg border border-border p-4">
            <div>
              <h2 className="font-semibold">Date &amp; Time</h2>
              <p>{formatEventDetailDate(event.startDate, event.allDay)}</p>
              {formatEventDetailEnd(event.startDate, event.endDate, event.allDay) ? (
                <p className="text-sm opacity-80">Ends: {formatEventDetailEnd(event.startDate, event.endDate, event.allDay)}</p>
              ) : null}
            </div>
            {event.location || event.address ? (
              <div>
                <h2 className="font-semibold">Location</h2>
                {event.location ? <p>{event.location}</p> : null}
                {event.address ? <p className="text-sm opacity-80">{event.address}</p> : null}
              </div>
            ) : null}
            {event.organizerName || event.organizerContact ? (
              <div>
                <h2 className="font-semibold">Organizer</h2>
                {event.organizerName ? <p>{event.organizerName}</p> : null}
                {event.organizerContact ? <p className="text-sm opacity-80">{event.organizerContact}</p> : null}
              </div>
            ) : null}
            {event.maxAttendees ? (
              <div>
                <h2 className="font-semibold">Capacity</h2>
                <p>
                  {event.currentAttendees}/{event.maxAttendees} attendees
                </p>
              </div>
            ) : null}
            <div>
              <h2 className="font-semibold">Add to calendar</h2>
              <p className="mt-1 flex flex-wrap gap-3 text-sm">
                <a href={`/events/${event.id}.ics`} download className="underline">
                  Download .ics
                </a>
                <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer" className="underline">
                  Google Calendar
                </a>
              </p>
            </div>
          </section>

          {event.description ? (
            <section>
              <h2 className="text-xl font-semibold">About This Event</h2>
              {event.descriptionHtml ? (
                // Sanitised on import (allowlist in app/lib/sanitize.server.ts).
                <div className="mt-2 space-y-2 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc" dangerouslySetInnerHTML={{ __html: event.descriptionHtml }} />
              ) : (
                <p className="mt-2 whitespace-pre-line">{event.description}</p>
              )}
            </section>
          ) : null}

          {event.tags.length ? (
            <section>
              <h2 className="text-xl font-semibold">Tags</h2>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags">
                {event.tags.map((t) => (
                  <li key={t} className="rounded-full bg-secondary px-3 py-1 text-sm">
                    {t}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <aside className="space-y-4">
          {event.registrationRequired && event.registrationUrl ? (
            <section className="rounded-lg border border-border p-4">
              <h2 className="font-semibold">Registration Required</h2>
              <p className="mt-1 text-sm opacity-80">Sign up with the organizer before you go.</p>
              <a
                href={event.registrationUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-block rounded bg-primary px-4 py-2 text-primary-foreground"
              >
                Register Now
              </a>
            </section>
          ) : null}
          {event.websiteUrl || event.contactEmail || event.contactPhone ? (
            <section className="rounded-lg border border-border p-4">
              <h2 className="font-semibold">More Information</h2>
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
                <a
                  href={event.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-3 inline-block rounded border border-border px-4 py-2"
                >
                  Visit Website
                </a>
              ) : null}
            </section>
          ) : null}
          <PlaceMap lat={event.latitude} lon={event.longitude} label={event.location ?? event.title} show={showMap} path={`/events/${event.id}`} />
        </aside>
      </div>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.event.title },
        { name: "description", content: (data.event.description ?? data.event.title).slice(0, 160) },
      ]
    : [{ title: "Event Not Found" }];

export const ErrorBoundary = notFoundBoundary("Event Not Found", "The event you're looking for doesn't exist or has been removed.", "/events", "Back to Events");
