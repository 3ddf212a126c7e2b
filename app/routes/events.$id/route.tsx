// /events/{id}: one event, and the member's answer to it ("I'm going" / "Can't go", issue 33). Hidden, inactive or
// unpaid events are 404 except for their organizer and admins.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FediverseReplies } from "~/components/fediverse-replies";
import { notFoundBoundary, notFoundTitle } from "~/components/not-found";
import { Link } from "~/components/site-link";
import { plain } from "~/lib/i18n/plain";
import { AboutSection } from "./about-section";
import { eventPageAction, eventPageLoader } from "./actions.server";
import { ContactSection } from "./contact-section";
import { FactsSection } from "./facts-section";
import { HeaderSection } from "./header-section";
import { jsonLd } from "./json-ld";
import { OrganiserTools } from "./organiser-section";
import { Attendees, RsvpBox } from "./rsvp-section";

// Every link and form here works without JavaScript; a visitor gets none, which keeps React off the first paint
// (docs/decisions/pages-without-react.md). A member who can answer gets it after the first paint, for the answer's
// pending state without a page load.
export const handle = { hydrate: (data: unknown) => Boolean((data as { rsvp?: { canAnswer?: boolean } } | undefined)?.rsvp?.canAnswer) };

export const loader = eventPageLoader;
export const action = eventPageAction;

export default function EventDetail() {
  const { event, replies, pageUrl, mapPlace, smallMapView, rsvp, comingDates, lang, messages, placeMap, goingText, shown, organiser } =
    useLoaderData<typeof loader>();
  const t = plain<"event">(messages);
  const full = event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees;
  return (
    <article className="mx-auto max-w-4xl space-y-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(event, pageUrl) }} />
      <Link to="/events" className="tap text-sm underline">
        {t(/*i18n*/ { id: "event.backToEvents", message: "← Back to Events" })}
      </Link>
      <HeaderSection event={event} price={shown.price} lang={lang} t={t} />
      {organiser ? <OrganiserTools eventId={event.id} cancelled={Boolean(event.cancelledAt)} t={plain<"organiser">(organiser)} /> : null}
      <div className="grid gap-6 md:grid-cols-3">
        <div className="space-y-6 md:col-span-2">
          <FactsSection
            event={event}
            comingDates={comingDates}
            full={full}
            rsvpOffered={rsvp.offered}
            shown={shown}
            lang={lang}
            t={t}
            goingText={goingText}
          />
          <RsvpBox rsvp={rsvp} full={full} t={t} />
          {rsvp.attendees ? <Attendees names={rsvp.attendees} lang={lang} t={t} /> : null}
          <AboutSection event={event} lang={lang} t={t} />
          <FediverseReplies heading={replies.heading} replies={replies.items} lang={lang} />
        </div>
        <ContactSection event={event} mapPlace={mapPlace} smallMapView={smallMapView} t={t} placeMap={plain<"placeMap">(placeMap)} />
      </div>
    </article>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  data
    ? [{ title: data.event.title }, { name: "description", content: (data.event.description ?? data.event.title).slice(0, 160) }]
    : [{ title: notFoundTitle(error, "Event Not Found") }];

export const ErrorBoundary = notFoundBoundary(
  "Event Not Found",
  "The event you're looking for doesn't exist or has been removed.",
  "/events",
  "Back to Events",
);
