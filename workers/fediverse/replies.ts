// Replies from the fediverse (issue 47): a Note in reply to one of our events or articles that is not an answer
// ("going", a poll vote) is held as pending for an admin (/admin/fediverse); only approved ones are shown. Its HTML is
// sanitised here, on the way in, with the site's one allowlist.
import { LanguageString, type Actor, type InboxContext, type Note } from "@fedify/fedify";
import { sanitizeHtml } from "~/lib/sanitize.server";
import { holdReply, isDomainBlocked } from "~/models/fediverse.server";
import type { FediverseContext } from "./context";

type Ctx = InboxContext<FediverseContext>;

/** The event or article an object of ours stands for: /ap/events/{id} (or its poll, or a change note), /ap/articles/{id}. */
export function itemOf(ctx: Ctx, uri: URL | null | undefined): { kind: "event" | "article"; id: number } | null {
  if (!uri || uri.origin !== new URL(ctx.data.siteUrl).origin) return null;
  const m = uri.pathname.match(/^\/ap\/(events|articles)\/(\d+)(?:\/poll|\/changes\/[^/]+)?$/);
  const id = m ? Number(m[2]) : NaN;
  if (!m || !Number.isSafeInteger(id) || id <= 0) return null;
  return { kind: m[1] === "events" ? "event" : "article", id };
}

/** A BCP 47 tag we can put in a lang attribute, or null. */
function languageOf(content: unknown): string | null {
  if (!(content instanceof LanguageString)) return null;
  const tag = content.language.toString();
  return /^[a-z]{2,3}(-[a-z0-9]{1,8}){0,3}$/i.test(tag) ? tag : null;
}

/** Holds a reply for moderation; nothing from a blocked server, nothing empty, nothing that is no reply of ours. */
export async function holdFediverseReply(ctx: Ctx, note: Note, actor: Actor) {
  const item = itemOf(ctx, note.replyTargetId);
  if (!item || !note.id || !actor.id || (await isDomainBlocked(ctx.data.db, actor.id.hostname))) return false;
  const content = sanitizeHtml(note.content?.toString() ?? "").slice(0, 20_000);
  if (!content.replace(/<[^>]*>/g, "").trim()) return false;
  const username = actor.preferredUsername?.toString() ?? "someone";
  await holdReply(
    ctx.data.db,
    {
      kind: item.kind,
      itemId: item.id,
      noteId: note.id.href.slice(0, 2000),
      actorId: actor.id.href.slice(0, 2000),
      handle: `@${username}@${actor.id.host}`.slice(0, 300),
      domain: actor.id.hostname.toLowerCase(),
      url: note.url instanceof URL && /^https?:$/.test(note.url.protocol) ? note.url.href.slice(0, 2000) : null,
      content,
      lang: languageOf(note.content),
    },
    ctx.data.now(),
  );
  return true;
}
