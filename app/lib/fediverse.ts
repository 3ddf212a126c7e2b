// The fediverse's pure rules (issue 47): which URLs belong to the federation, the handles, the remote-follow form's
// server name, and the messages the site puts on the fediverse's queue.
import { z } from "~/lib/zod";

/** The URLs the site forwards to the fediverse worker (workers/app.ts). */
export function isFederationPath(pathname: string): boolean {
  return (
    pathname === "/.well-known/webfinger" ||
    pathname === "/.well-known/nodeinfo" ||
    pathname.startsWith("/nodeinfo/") ||
    pathname === "/ap" ||
    pathname.startsWith("/ap/")
  );
}

export const FEDIVERSE_ACTORS = ["events", "news"] as const;
export type FediverseActor = (typeof FEDIVERSE_ACTORS)[number];

/** "@events@greenwood.example": the handle a resident types into Mastodon's search. */
export const handleOf = (actor: FediverseActor, siteUrl: string) => `@${actor}@${new URL(siteUrl).host}`;

/** A fediverse server's name as a reader types it ("mastodon.social", "https://mastodon.social/", "@me@mastodon.social"). */
export const serverName = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .trim()
          .toLowerCase()
          .replace(/^https?:\/\//, "")
          .replace(/^@?[^@/]+@/, "")
          .replace(/\/.*$/, "")
      : v,
  z
    .string()
    .min(1, "Please enter your server, like mastodon.social")
    .max(253)
    .regex(
      /^(?=.{1,253}$)(?!-)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$|^localhost(:\d{1,5})?$|^[a-z0-9.-]+:\d{1,5}$/,
      "Please enter your server, like mastodon.social",
    ),
);

/** Where a reader's own server lets them follow an account: Mastodon's remote-interaction page (Misskey, Akkoma too). */
export const authorizeInteractionUrl = (server: string, target: string) =>
  `https://${server}/authorize_interaction?uri=${encodeURIComponent(target)}`;

/** The site's messages on the fediverse's queue, beside Fedify's own ("fanout", "outbox", "inbox"). */
export const fediverseMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("greenwood-sync"), kind: z.enum(["event", "article"]), id: z.number().int().positive() }),
  z.object({ type: z.literal("greenwood-sweep") }),
]);
export type FediverseMessage = z.infer<typeof fediverseMessage>;

/**
 * A fediverse person who answered "going" is a member row (the RSVP model keys answers by member) whose address is
 * under .invalid (RFC 2606: never delivered): mail skips it, and no one can sign in with it.
 */
export const FEDIVERSE_MAIL_DOMAIN = "fediverse.invalid";
export const isFediverseAddress = (address: string) => address.toLowerCase().endsWith(`@${FEDIVERSE_MAIL_DOMAIN}`);

/** The poll's options, as Mastodon sends a vote back (the Note's name). */
export const POLL_GOING = "Going";
export const POLL_NOT_GOING = "Can't go";

/** Whether a plain reply says the writer is coming ("going", "count me in", "I'll be there"), and not that they are not. */
export function replySaysGoing(text: string): boolean {
  const t = text.toLowerCase().replace(/@\S+/g, " ");
  if (/\b(not going|can'?t go|cannot go|can'?t make it|won'?t)\b/.test(t)) return false;
  return /\b(going|count me in|i'?ll be there|see you there|attending)\b/.test(t);
}
