// "Going" from the fediverse (issue 47): a poll vote (a Note naming "Going" or "Can't go" in reply to the event's
// Question), a reply that says going, or event software's Join count as an answer; Undo(Join) or "Can't go" withdraws
// it. The answer goes through the site's one RSVP model (places and waitlist), by a member row named with the handle.
import type { Actor, InboxContext } from "@fedify/fedify";
import { POLL_GOING, POLL_NOT_GOING, replySaysGoing } from "~/lib/fediverse";
import { answerGoing, answerNotGoing } from "~/models/event-rsvps.server";
import { fediverseAnswerer, isDomainBlocked } from "~/models/fediverse.server";
import { tellPromotedMembers } from "~/services/rsvps.server";
import type { FediverseContext } from "./context";

type Ctx = InboxContext<FediverseContext>;

/** The event an object of ours stands for: /ap/events/{id} or its poll. */
export function eventIdOf(ctx: Ctx, uri: URL | null | undefined): number | null {
  if (!uri || uri.origin !== new URL(ctx.data.siteUrl).origin) return null;
  const m = uri.pathname.match(/^\/ap\/events\/(\d+)(?:\/poll)?$/);
  const id = m ? Number(m[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What a Note in reply to an event says: going, not going, or nothing we count (null). */
export function answerOf(name: string | null, text: string): "going" | "not_going" | null {
  if (name === POLL_GOING) return "going";
  if (name === POLL_NOT_GOING) return "not_going";
  if (name === null && replySaysGoing(text)) return "going";
  return null;
}

/** Records the answer of a remote person; false when the event takes no answers or the server is blocked. */
export async function answerFromFediverse(ctx: Ctx, eventId: number, actor: Actor, answer: "going" | "not_going") {
  if (!actor.id || (await isDomainBlocked(ctx.data.db, actor.id.hostname))) return false;
  const username = actor.preferredUsername?.toString() ?? "someone";
  const userId = await fediverseAnswerer(ctx.data.db, actor.id.href, `@${username}@${actor.id.host}`);
  const now = ctx.data.now();
  const result = answer === "going" ? await answerGoing(ctx.data.db, eventId, userId, now) : await answerNotGoing(ctx.data.db, eventId, userId, now);
  // A withdrawal that freed a place moved the waitlist up: those members get the usual "you have a place" mail.
  if (result?.promoted.length) await tellPromotedMembers(ctx.data, eventId, result.promoted);
  return result !== null;
}
