// /events/{id}: one event, and the member's answer to it ("I'm going" / "Can't go", issue 33). Hidden, inactive or
// unpaid events are 404 except for their organizer and admins.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { StatusButton } from "~/components/button";
import { TextareaField } from "~/components/forms";
import { notFoundBoundary } from "~/components/not-found";
import { Picture } from "~/components/picture";
import { PlaceMap } from "~/components/place-map";
import { formatTownDate } from "~/lib/dates";
import { formatEventDetailDate, formatEventDetailEnd, formatEventPrice, googleCalendarUrl } from "~/lib/event-format";
import { loginUrl } from "~/lib/login-url";
import { placeOf, smallMap, tileTemplate } from "~/lib/map-view";
import { formatPhone, telHref } from "~/lib/phone";
import { itemPicture } from "~/lib/seo";
import { badgeStyle } from "~/lib/theme";
import { flash } from "~/lib/toast.server";
import type { RsvpStatus } from "~/lib/vocabulary";
import { loadEventPage } from "~/models/rsvps.server";
import { getUser, requireUser } from "~/services/auth.server";
import { answerEvent, eventPageForm, messageAttendees, rsvpRefusal, RSVP_MESSAGES } from "~/services/rsvps.server";

// Every link and form here works without JavaScript; a visitor gets none, which keeps React off the first paint
// (docs/decisions/pages-without-react.md). A member who can answer gets it after the first paint, for the answer's
// pending state without a page load.
export const handle = { hydrate: (data: unknown) => Boolean((data as { rsvp?: { canAnswer?: boolean } } | undefined)?.rsvp?.canAnswer) };

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const viewer = await getUser(context);
  const page = await loadEventPage(context.db, Number(params.id), viewer, context.now());
  if (!page) throw new Response("Event Not Found", { status: 404, statusText: "Not Found" });
  const { event } = page;
  const url = new URL(request.url);
  // Events with an outside registration link keep it and take no answer here; past and cancelled ones neither.
  const refusal = rsvpRefusal(event, context.now());
  // No coordinates: the town of its address from the offline gazetteer (docs/decisions/incoming-map.md).
  const mapPlace = placeOf(event.latitude, event.longitude, [event.location, event.address].filter(Boolean).join(", ") || null);
  return json({
    event,
    pageUrl: `${context.siteUrl}/events/${event.id}`,
    mapPlace,
    smallMapView: smallMap(mapPlace, url.searchParams.get("map") === "1", tileTemplate(context.env.MAP_TILE_URL)),
    comingDates: page.comingDates,
    ogImage: itemPicture(event.imageUrl, event.categoryName),
    rsvp: {
      offered: !event.registrationUrl,
      open: refusal === null,
      canAnswer: refusal === null && viewer !== null,
      signInUrl: loginUrl(`/events/${event.id}`),
      myAnswer: page.myAnswer,
      attendees: page.attendees,
    },
  });
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const eventId = Number(params.id);
  if (!Number.isSafeInteger(eventId) || eventId < 1) throw new Response("Event Not Found", { status: 404 });
  const parsed = eventPageForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const message = parsed.error.issues.find((i) => i.path[0] === "message")?.message;
    if (message) return json({ messageError: message }, { status: 400 });
    throw new Response("That request could not be understood.", { status: 400 });
  }
  const input = parsed.data;
  const back = redirect(`/events/${eventId}`);
  if (input.intent === "message") {
    const sent = await messageAttendees(context, user, eventId, input.message);
    if (!sent.ok && sent.reason === "forbidden") throw new Response("Forbidden", { status: 403 });
    flash(
      context,
      sent.ok
        ? { title: "Message Sent", description: `Your message went to ${sent.sent} ${sent.sent === 1 ? "person" : "people"} going.` }
        : { title: "Message Not Sent", description: RSVP_MESSAGES.limited, variant: "destructive" },
    );
    return back;
  }
  const result = await answerEvent(context, user, eventId, input.intent);
  if (!result.ok) {
    if (result.status === 404) throw new Response("Event Not Found", { status: 404 });
    flash(context, { title: "Answer Not Saved", description: result.message, variant: "destructive" });
    return back;
  }
  flash(context, ANSWER_TOASTS[result.status]);
  return back;
}

const ANSWER_TOASTS: Record<RsvpStatus, { title: string; description: string }> = {
  going: { title: "You're Going", description: "We've sent you a confirmation with a calendar file." },
  waitlisted: { title: "You're on the Waitlist", description: "The event is full. If a place opens, it's yours in turn and we'll tell you by mail." },
  not_going: { title: "Answer Saved", description: "You can't go. Thanks for freeing your place." },
};

/** The answer box: "I'm going" / "Can't go" as two POST forms (a fetcher with JavaScript, same outcome). */
function RsvpBox({ rsvp, full }: { rsvp: ReturnType<typeof useLoaderData<typeof loader>>["rsvp"]; full: boolean }) {
  const fetcher = useFetcher();
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  if (!rsvp.open) return null;
  if (!rsvp.canAnswer) {
    return (
      <section className="rounded-lg border border-border p-4" aria-labelledby="rsvp-heading" data-testid="rsvp">
        <h2 id="rsvp-heading" className="font-semibold">Are you going?</h2>
        <p className="mt-1 text-sm">
          <a className="underline" href={rsvp.signInUrl}>Sign in</a> to answer. Answering is free.
        </p>
      </section>
    );
  }
  const mine = rsvp.myAnswer;
  return (
    <section className="rounded-lg border border-border p-4" aria-labelledby="rsvp-heading" data-testid="rsvp">
      <h2 id="rsvp-heading" className="font-semibold">Are you going?</h2>
      <p className="mt-1 text-sm" data-testid="my-answer" aria-live="polite">
        {mine === "going"
          ? "You're going."
          : mine === "waitlisted"
            ? "You're on the waitlist: the event is full. If a place opens, it goes to the first on the list."
            : mine === "not_going"
              ? "You said you can't go."
              : full
                ? "The event is full: answering “I'm going” puts you on the waitlist."
                : "Let the organizer know. Answering is free."}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {mine !== "going" && mine !== "waitlisted" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="going" />
            <StatusButton pending={pendingIntent === "going"} pendingText="Saving…" disabled={pendingIntent != null}>
              I'm going
            </StatusButton>
          </fetcher.Form>
        ) : null}
        {mine !== "not_going" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="not_going" />
            <StatusButton variant="secondary" pending={pendingIntent === "not_going"} pendingText="Saving…" disabled={pendingIntent != null}>
              Can't go
            </StatusButton>
          </fetcher.Form>
        ) : null}
      </div>
    </section>
  );
}

/** A series' coming dates (issue 33 §3), each a link to its own page where members answer for that date. */
function ComingDates({ dates, current }: { dates: Array<{ id: number; startDate: string; cancelled: boolean; moved: boolean }>; current: number }) {
  return (
    <div data-testid="coming-dates">
      <h2 className="font-semibold">Coming dates</h2>
      <ul className="mt-1 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {dates.map((d) => (
          <li key={d.id}>
            {d.id === current ? (
              <span className="font-semibold" aria-current="page">
                {formatTownDate(d.startDate, "EEEE, MMM d, yyyy 'at' h:mm a")}
              </span>
            ) : (
              <Link to={`/events/${d.id}`} className="underline">
                {formatTownDate(d.startDate, "EEEE, MMM d, yyyy 'at' h:mm a")}
              </Link>
            )}
            {d.cancelled ? <span className="ml-1 text-red-800">(cancelled)</span> : d.moved ? <span className="ml-1 opacity-80">(changed)</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What only the organiser sees: who is going (names only) and one message to all of them. */
function Attendees({ names }: { names: string[] }) {
  const actionData = useActionData<typeof action>();
  const sending = useNavigation().formData?.get("intent") === "message";
  const error = actionData && "messageError" in actionData ? actionData.messageError : null;
  return (
    <section className="rounded-lg border border-border p-4" aria-labelledby="attendees-heading" data-testid="attendees">
      <h2 id="attendees-heading" className="font-semibold">Who's going ({names.length})</h2>
      {names.length ? (
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {names.map((n, i) => (
            <li key={i}>{n}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm opacity-80">Nobody has answered yet.</p>
      )}
      {names.length ? (
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="message" />
          <TextareaField label="Message to everyone going" name="message" required maxLength={2000} rows={3} errors={error ? [error] : undefined} hint="One message an hour. Their e-mail addresses stay private." />
          <StatusButton variant="small" pending={sending} pendingText="Sending…">
            Send message
          </StatusButton>
        </Form>
      ) : null}
    </section>
  );
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
  const { event, pageUrl, mapPlace, smallMapView, rsvp, comingDates } = useLoaderData<typeof loader>();
  const full = event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees;
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
              {event.repeats ? (
                <p className="mt-1 font-medium" data-testid="event-repeats">
                  Repeats: {event.repeats}
                </p>
              ) : null}
            </div>
            {event.seriesId !== null && comingDates.length ? <ComingDates dates={comingDates} current={event.id} /> : null}
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
                <p data-testid="attendance">
                  {event.currentAttendees}/{event.maxAttendees} attendees{full ? " · Full" : ""}
                </p>
              </div>
            ) : rsvp.offered ? (
              <div>
                <h2 className="font-semibold">Going</h2>
                <p data-testid="attendance">{event.currentAttendees === 1 ? "1 person is going" : `${event.currentAttendees} people are going`}</p>
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

          <RsvpBox rsvp={rsvp} full={full} />
          {rsvp.attendees ? <Attendees names={rsvp.attendees} /> : null}

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
          <PlaceMap place={mapPlace} label={event.location ?? event.title} view={smallMapView} path={`/events/${event.id}`} />
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
