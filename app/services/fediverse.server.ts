// The site's side of the fediverse (issue 47): it never loads Fedify (that is the fediverse worker's, in its own
// bundle); it tells that worker what to post through the queue and keeps the admin's switches (docs/decisions/fediverse.md).
import type { AppLoadContext } from "@remix-run/cloudflare";
import { handleOf, type FediverseMessage } from "~/lib/fediverse";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import type { Lang } from "~/lib/i18n/lang";
import { sanitizeHtml } from "~/lib/sanitize.server";
import type { listApprovedReplies } from "~/models/fediverse-replies.server";
import { blockDomain, forgetFederationFlag, getFederationFlag, setFederationEnabled } from "~/models/fediverse.server";

type Ctx = Pick<AppLoadContext, "db" | "now"> & { fediverseQueue?: Queue<FediverseMessage>; kv?: KVNamespace };

/** Asks the fediverse worker to bring these items in step (post, tell a change, delete); a lost message is caught by its sweep. */
export async function announceToFediverse(context: Ctx, kind: "event" | "article", ids: readonly number[]) {
  if (!context.fediverseQueue || ids.length === 0) return;
  try {
    await context.fediverseQueue.sendBatch(ids.map((id) => ({ body: { type: "greenwood-sync", kind, id } })));
  } catch (error) {
    console.error(`fediverse: could not queue ${kind} ${ids.join(",")}: ${String(error)}`);
  }
}

/** The admin's switch; turning it on starts a sweep at once (the coming events and today's news go out). */
export async function setFederation(context: Ctx, enabled: boolean) {
  await setFederationEnabled(context.db, enabled, context.now());
  if (context.kv) await forgetFederationFlag(context.kv);
  if (enabled) await context.fediverseQueue?.send({ type: "greenwood-sweep" });
}

export async function blockFediverseDomain(context: Ctx, domain: string) {
  await blockDomain(context.db, domain);
}

/** The handles and the follow box's words for every page (root loader), or null while federation is off. */
export async function fediverseShell(context: Pick<AppLoadContext, "db" | "kv" | "siteUrl" | "lang">) {
  if (!(await getFederationFlag(context.db, context.kv))) return null;
  return {
    handles: { events: handleOf("events", context.siteUrl), news: handleOf("news", context.siteUrl) },
    messages: messagesFor(context.lang, "fediverse"),
  };
}

/** The approved replies under an event or article, re-sanitised (rows kept under an older allowlist), and their heading. */
export function shownReplies(lang: Lang, rows: Awaited<ReturnType<typeof listApprovedReplies>>) {
  return {
    heading: formatMessage(lang, /*i18n*/ { id: "fediverse.repliesHeading", message: "Replies from the fediverse" }),
    items: rows.map((r) => ({ id: r.id, handle: r.handle, url: r.url, content: sanitizeHtml(r.content), lang: r.lang })),
  };
}
