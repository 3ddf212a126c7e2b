// The loader and action of /events/{id}: the event page's data, and the member's answer ("I'm going" / "Can't go")
// or the organizer's one message to everyone going.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formatInTown } from "~/lib/dates";
import { googleCalendarUrl } from "~/lib/event-format";
import { badRequest, forbidden, notFoundPanel } from "~/lib/http.server";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { formatEventDetailDateIn, formatEventDetailEndIn, formatEventPriceIn } from "~/lib/i18n/intl";
import { loginUrl } from "~/lib/login-url";
import { placeOf, smallMap, tileTemplate } from "~/lib/map-view";
import { itemPicture, previewText, type OgPage } from "~/lib/seo";
import { flash, type ToastMessage, toastMessage } from "~/lib/toast.server";
import type { RsvpStatus } from "~/lib/vocabulary";
import { loadEventPage } from "~/models/event-rsvps.server";
import { requireUser, viewingOf } from "~/services/auth.server";
import { shownReplies } from "~/services/fediverse.server";
import { answerEvent, eventPageForm, messageAttendees, rsvpRefusal, RSVP_MESSAGES } from "~/services/rsvps.server";

export async function eventPageLoader({ params, request, context }: LoaderFunctionArgs) {
  // The session and the page's batch side by side (the batch reads the viewer's own rows by the session's id); a
  // series' rule in the page's language, worded from the rule the batch read.
  const viewing = viewingOf(request, context);
  const page = await loadEventPage(context.db, Number(params.id), viewing, context.now(), messagesFor(context.lang, "seriesRule"));
  const viewer = await viewing.viewer;
  if (!page) notFoundPanel(context.lang, "event");
  const { event } = page;
  const url = new URL(request.url);
  // Events with an outside registration link keep it and take no answer here; past and cancelled ones neither.
  const refusal = rsvpRefusal(event, context.now());
  // No coordinates: the town of its address from the offline gazetteer (docs/decisions/map.md).
  // Replies from the fediverse an admin approved (none pending or rejected).
  const replies = shownReplies(context.lang, page.replies);
  const mapPlace = placeOf(event.latitude, event.longitude, [event.location, event.address].filter(Boolean).join(", ") || null);
  return json({
    event,
    replies,
    pageUrl: `${context.siteUrl}/events/${event.id}`,
    mapPlace,
    smallMapView: smallMap(mapPlace, url.searchParams.get("map") === "1", tileTemplate(context.env.MAP_TILE_URL)),
    // Dates, price and the calendar link formatted here, in the reader's language: the page's JavaScript carries no
    // date formatting (it hydrates for members, close to its budget).
    comingDates: page.comingDates.map((d) => ({
      ...d,
      label: formatInTown(context.lang, d.startDate, "weekdayEventDate"),
    })),
    shown: {
      price: formatEventPriceIn(context.lang, event.price),
      start: formatEventDetailDateIn(context.lang, event.startDate, event.allDay),
      end: formatEventDetailEndIn(context.lang, event.startDate, event.endDate, event.allDay),
      googleUrl: googleCalendarUrl(event),
    },
    lang: context.lang,
    // Messages without plurals, shown by `plain` (the page hydrates for a member: no ICU formatter in its JavaScript);
    // the one plural comes formatted.
    messages: messagesFor(context.lang, "event"),
    placeMap: messagesFor(context.lang, "placeMap"),
    goingText: formatMessage(
      context.lang,
      /*i18n*/ { id: "event.goingCount", message: "{count, plural, one {# person is going} other {# people are going}}" },
      { count: event.currentAttendees },
    ),
    // The organiser's (or an admin's) tools' words; null for everyone else, who see none of them.
    organiser: page.attendees ? messagesFor(context.lang, "organiser") : null,
    og: {
      title: event.title,
      // Its own words, else when and where.
      description: previewText(
        event.description || [formatEventDetailDateIn(context.lang, event.startDate, event.allDay), event.location].filter(Boolean).join(" · "),
      ),
      image: itemPicture(event.imageUrl, event.categoryName),
      imageAlt: event.imageUrl ? event.imageAlt : null,
    } satisfies OgPage,
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

export async function eventPageAction({ params, request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const eventId = Number(params.id);
  if (!Number.isSafeInteger(eventId) || eventId < 1) notFoundPanel(context.lang, "event");
  const parsed = eventPageForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const message = parsed.error.issues.find((i) => i.path[0] === "message")?.message;
    if (message) return json({ messageError: message }, { status: 400 });
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  }
  const input = parsed.data;
  const back = redirect(`/events/${eventId}`);
  if (input.intent === "message") {
    const sent = await messageAttendees(context, user, eventId, input.message);
    if (!sent.ok && sent.reason === "forbidden") forbidden();
    flash(
      context,
      sent.ok
        ? {
            title: /*i18n*/ { id: "toasts.Message Sent", message: "Message Sent" },
            description: toastMessage(
              /*i18n*/ { id: "toasts.Your message went to {count} {people} going.", message: "Your message went to {count} {people} going." },
              {
                count: sent.sent,
                people: sent.sent === 1 ? "person" : "people",
              },
            ),
          }
        : {
            title: /*i18n*/ { id: "toasts.Message Not Sent", message: "Message Not Sent" },
            description: RSVP_MESSAGES.limited,
            variant: "destructive",
          },
    );
    return back;
  }
  const result = await answerEvent(context, user, eventId, input.intent);
  if (!result.ok) {
    if (result.status === 404) notFoundPanel(context.lang, "event");
    flash(context, {
      title: /*i18n*/ { id: "toasts.Answer Not Saved", message: "Answer Not Saved" },
      description: result.message,
      variant: "destructive",
    });
    return back;
  }
  flash(context, ANSWER_TOASTS[result.status]);
  return back;
}

const ANSWER_TOASTS: Record<RsvpStatus, ToastMessage> = {
  going: {
    title: /*i18n*/ { id: "toasts.You're Going", message: "You're Going" },
    description: /*i18n*/ {
      id: "toasts.We've sent you a confirmation with a calendar file.",
      message: "We've sent you a confirmation with a calendar file.",
    },
  },
  waitlisted: {
    title: /*i18n*/ { id: "toasts.You're on the Waitlist", message: "You're on the Waitlist" },
    description: /*i18n*/ {
      id: "toasts.The event is full. If a place opens, it's yours in turn and we'll tell you by mail.",
      message: "The event is full. If a place opens, it's yours in turn and we'll tell you by mail.",
    },
  },
  not_going: {
    title: /*i18n*/ { id: "toasts.Answer Saved", message: "Answer Saved" },
    description: /*i18n*/ { id: "toasts.You can't go. Thanks for freeing your place.", message: "You can't go. Thanks for freeing your place." },
  },
};
