// The site's side of the fediverse (issue 47): it never loads Fedify (that is the fediverse worker's, in its own
// bundle); it tells that worker what to post through the queue and keeps the admin's switches (docs/decisions/fediverse.md).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { FediverseMessage } from "~/lib/fediverse";
import { blockDomain, setFederationEnabled } from "~/models/fediverse.server";

type Ctx = Pick<AppLoadContext, "db" | "now"> & { fediverseQueue?: Queue<FediverseMessage> };

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
  if (enabled) await context.fediverseQueue?.send({ type: "greenwood-sweep" });
}

export async function blockFediverseDomain(context: Ctx, domain: string) {
  await blockDomain(context.db, domain);
}
