// A member's own account: profile, mail choices, their events, and the privacy rights (a copy of their data,
// deleting the account).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatMessage } from "~/lib/i18n/catalogue.server";
import { cancelEvent, eraseMember, exportMemberData } from "~/models/account.server";
import { recordAudit } from "~/models/audit.server";
import { eraseMemberReviews, memberReviews } from "~/models/business-reviews.server";
import { listEventsGoing, refillEvent } from "~/models/event-rsvps.server";
import { getUserById } from "~/models/user.server";
import { clearSessionCookie } from "~/services/auth.server";
import type { User } from "../../db/schema";
import { withChangeNotices } from "./event-changes.server";
import { mailGreeting, sendMail } from "./mail.server";
import { deleteReviewPictures } from "./reviews.server";
import { tellPromotedMembers } from "./rsvps.server";
import { eraseUploads } from "./uploads.server";

export async function downloadMemberData(context: AppLoadContext, user: User): Promise<Response> {
  const [data, reviews, config] = await Promise.all([
    exportMemberData(context.db, user.id),
    memberReviews(context.db, user.id),
    context.siteConfig(),
  ]);
  const site = context.siteUrl;
  const businessReviews = reviews.reviews.map((r) => ({ ...r, pictureUrl: r.pictureUrl ? `${site}${r.pictureUrl}` : null }));
  const body = JSON.stringify(
    { exportedAt: context.now().toISOString(), site: config.siteName, ...data, businessReviews, reviewReports: reviews.reports },
    null,
    2,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="greenwood-my-data-${context.now().toISOString().slice(0, 10)}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * Deletes the member's account: personal data erased, every session ended, the cookie cleared. The places the member
 * held at events go to the first on each waitlist, who are told by mail.
 */
export async function deleteAccount(context: AppLoadContext, user: User) {
  // Reviews go first: their pictures are deleted now and the businesses' residents' averages rewritten.
  const pictures = await eraseMemberReviews(context.db, user.id);
  const going = await listEventsGoing(context.db, user.id);
  const { adPhotoIds } = await eraseMember(context.db, user.id, context.now());
  for (const eventId of going) await tellPromotedMembers(context, eventId, await refillEvent(context.db, eventId, context.now()));
  await deleteReviewPictures(context, pictures);
  // The ads are gone; their photos go now too (were this to fail, housekeeping takes them as orphans).
  await eraseUploads(context, adPhotoIds);
  context.responseCookies.push(clearSessionCookie());
}

/** The organiser cancels their own event. */
export function cancelOwnEvent(context: AppLoadContext, user: User, eventId: number) {
  // Everyone going or waiting is told (services/event-changes), as from the event's own cancel page.
  return withChangeNotices(context, { eventId }, () => cancelEvent(context.db, eventId, context.now(), user.id));
}

/** An admin cancels any event; the organiser is told by mail. */
export async function cancelEventAsAdmin(context: AppLoadContext, admin: User, eventId: number) {
  const event = await withChangeNotices(context, { eventId }, () => cancelEvent(context.db, eventId, context.now(), null));
  if (!event) return null;
  await recordAudit(
    context.db,
    admin,
    { action: "event.cancel", targetType: "event", targetId: eventId, before: { cancelled: false }, after: { cancelled: true } },
    context.now(),
  );
  const organizer = event.organizerId ? await getUserById(context.db, event.organizerId) : null;
  if (organizer?.isActive) {
    const { siteName } = await context.siteConfig();
    const lang = organizer.lang;
    await sendMail(context, {
      lang,
      kind: "event-cancelled",
      to: organizer.email,
      userId: organizer.id,
      // In the organiser's language (users.lang: where they last acted).
      subject: formatMessage(
        lang,
        /*i18n*/ { id: "moreMail.cancelledSubject", message: "Your event was cancelled: {title}" },
        { title: event.title },
      ),
      text: `${mailGreeting(lang, organizer.firstName)}\n\n${formatMessage(lang, /*i18n*/ { id: "moreMail.cancelledBody", message: 'An administrator cancelled your event "{title}" on {site}. It now shows as Cancelled until its date passes.\n\nIf you think this is a mistake, reply through {support}.' }, { title: event.title, site: siteName, support: `${context.siteUrl}/support` })}\n`,
    });
  }
  return event;
}
