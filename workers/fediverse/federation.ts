// The federation (Fedify): the @events and @news actors, WebFinger, NodeInfo, their outboxes and followers, the inbox
// (Follow → Accept, Undo Follow). Built per request and per queue batch: bindings exist only inside a handler.
import {
  Accept,
  Application,
  Create,
  createFederationBuilder,
  Endpoints,
  exportJwk,
  Follow,
  generateCryptoKeyPair,
  importJwk,
  isActor,
  type Federation,
  Image,
  Join,
  Note,
  Undo,
} from "@fedify/fedify";
import { WorkersKvStore, WorkersMessageQueue } from "@fedify/fedify/x/cfworkers";
import { stripTags } from "~/lib/text";
import {
  addFollower,
  countFollowers,
  isDomainBlocked,
  keepActorKey,
  listActorKeys,
  listRecipients,
  removeFollower,
  type KeyAlgorithm,
} from "~/models/fediverse.server";
import { answerFromFediverse, answerOf, eventIdOf } from "./answers";
import { ACTORS, isActorName, type FediverseContext } from "./context";
import { listOutboxActivities, objectDispatchers } from "./publish";
import { queueBatches } from "./queue-batches";
import { holdFediverseReply, itemOf } from "./replies";

const ALGORITHMS: KeyAlgorithm[] = ["RSASSA-PKCS1-v1_5", "Ed25519"];

/** The actor's key pairs, made once and kept in the database (the stored pair wins a race between two first requests). */
async function actorKeyPairs(data: FediverseContext, actor: string) {
  let rows = await listActorKeys(data.db, actor);
  if (rows.length < ALGORITHMS.length) {
    for (const algorithm of ALGORITHMS) {
      if (rows.some((r) => r.algorithm === algorithm)) continue;
      const pair = await generateCryptoKeyPair(algorithm);
      await keepActorKey(data.db, actor, algorithm, await exportJwk(pair.privateKey), await exportJwk(pair.publicKey));
    }
    rows = await listActorKeys(data.db, actor);
  }
  // RSA first: draft-cavage signatures (what Mastodon verifies) use the first RSA pair.
  const ordered = ALGORITHMS.map((a) => rows.find((r) => r.algorithm === a)).filter((r) => r !== undefined);
  return Promise.all(
    ordered.map(async (r) => ({ privateKey: await importJwk(r.privateJwk, "private"), publicKey: await importJwk(r.publicJwk, "public") })),
  );
}

const builder = createFederationBuilder<FediverseContext>();

builder
  .setActorDispatcher("/ap/actors/{identifier}", async (ctx, identifier) => {
    if (!isActorName(identifier)) return null;
    const about = ACTORS[identifier];
    const keys = await ctx.getActorKeyPairs(identifier);
    const site = ctx.data.siteUrl;
    return new Application({
      id: ctx.getActorUri(identifier),
      preferredUsername: identifier,
      name: `${ctx.data.siteName} ${about.name}`,
      summary: about.summary(ctx.data.siteName),
      url: new URL(about.page, site),
      inbox: ctx.getInboxUri(identifier),
      outbox: ctx.getOutboxUri(identifier),
      followers: ctx.getFollowersUri(identifier),
      endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
      manuallyApprovesFollowers: false,
      discoverable: true,
      indexable: true,
      icon: new Image({ url: new URL("/favicon.svg", site), mediaType: "image/svg+xml" }),
      publicKey: keys[0]?.cryptographicKey,
      assertionMethods: keys.map((k) => k.multikey),
    });
  })
  .setKeyPairsDispatcher(async (ctx, identifier) => (isActorName(identifier) ? actorKeyPairs(ctx.data, identifier) : []));

builder
  .setFollowersDispatcher("/ap/actors/{identifier}/followers", async (ctx, identifier) => {
    if (!isActorName(identifier)) return null;
    const rows = await listRecipients(ctx.data.db, identifier);
    return {
      items: rows.map((r) => ({
        id: new URL(r.followerId),
        inboxId: new URL(r.inbox),
        endpoints: r.sharedInbox ? { sharedInbox: new URL(r.sharedInbox) } : null,
      })),
    };
  })
  .setCounter(async (ctx, identifier) => (isActorName(identifier) ? countFollowers(ctx.data.db, identifier) : null));

builder.setOutboxDispatcher("/ap/actors/{identifier}/outbox", async (ctx, identifier) => {
  if (!isActorName(identifier)) return null;
  return { items: await listOutboxActivities(ctx, identifier) };
});

builder.setNodeInfoDispatcher("/nodeinfo/2.1", async (ctx) => ({
  software: { name: "greenwood-hub", version: { major: 0, minor: 1, patch: 0 }, homepage: new URL(ctx.data.siteUrl) },
  protocols: ["activitypub"],
  usage: { users: { total: 2, activeMonth: 2, activeHalfyear: 2 }, localPosts: 0, localComments: 0 },
  openRegistrations: false,
}));

objectDispatchers(builder);

builder
  .setInboxListeners("/ap/actors/{identifier}/inbox", "/ap/inbox")
  .on(Follow, async (ctx, follow) => {
    if (!follow.id || !follow.actorId || !follow.objectId) return;
    const target = ctx.parseUri(follow.objectId);
    if (target?.type !== "actor" || !isActorName(target.identifier)) return;
    // A blocked server gets nothing: not even a Reject.
    if (await isDomainBlocked(ctx.data.db, follow.actorId.hostname)) return;
    const follower = await follow.getActor(ctx);
    if (!isActor(follower) || !follower.id || !follower.inboxId) return;
    const username = follower.preferredUsername?.toString();
    await addFollower(ctx.data.db, {
      actor: target.identifier,
      followerId: follower.id.href,
      handle: username ? `@${username}@${follower.id.host}` : null,
      inbox: follower.inboxId.href,
      sharedInbox: follower.endpoints?.sharedInbox?.href ?? null,
      domain: follower.id.hostname.toLowerCase(),
      followId: follow.id.href,
    });
    await ctx.sendActivity({ identifier: target.identifier }, follower, new Accept({ actor: follow.objectId, object: follow, to: follower.id }));
  })
  .on(Create, async (ctx, create) => {
    const note = await create.getObject(ctx);
    if (!(note instanceof Note)) return;
    if (!itemOf(ctx, note.replyTargetId)) return;
    const actor = await create.getActor(ctx);
    if (!actor) return;
    const eventId = eventIdOf(ctx, note.replyTargetId);
    const answer = answerOf(note.name?.toString() ?? null, stripTags(note.content?.toString() ?? ""));
    // An answer ("going", a vote) counts; any other reply waits for an admin (none is shown without approval).
    if (eventId !== null && answer) await answerFromFediverse(ctx, eventId, actor, answer);
    else if (note.name === null) await holdFediverseReply(ctx, note, actor);
  })
  .on(Join, async (ctx, join) => {
    const eventId = eventIdOf(ctx, join.objectId);
    const actor = eventId === null ? null : await join.getActor(ctx);
    if (eventId !== null && actor) await answerFromFediverse(ctx, eventId, actor, "going");
  })
  .on(Undo, async (ctx, undo) => {
    if (!undo.actorId) return;
    const object = await undo.getObject(ctx);
    if (object instanceof Join) {
      const eventId = eventIdOf(ctx, object.objectId);
      const actor = eventId === null ? null : await undo.getActor(ctx);
      if (eventId !== null && actor) await answerFromFediverse(ctx, eventId, actor, "not_going");
      return;
    }
    if (!(object instanceof Follow) || !object.objectId) return;
    const target = ctx.parseUri(object.objectId);
    if (target?.type !== "actor" || !isActorName(target.identifier)) return;
    await removeFollower(ctx.data.db, target.identifier, undo.actorId.href);
  });

/** The federation for one request or queue batch, with this invocation's KV and queue. */
export function buildFederation(
  data: FediverseContext,
  bindings: { FEDIVERSE_KV: KVNamespace; FEDIVERSE_QUEUE: Queue },
): Promise<Federation<FediverseContext>> {
  return builder.build({
    kv: new WorkersKvStore(bindings.FEDIVERSE_KV),
    // Workers' Queue resolves send() with a response Fedify's narrower type does not expect.
    queue: new WorkersMessageQueue({
      send: async (body, options) => void (await bindings.FEDIVERSE_QUEUE.send(body, options)),
      // A fan-out to hundreds of inboxes is more than one sendBatch takes (100 messages, 256 KB): sent in parts.
      sendBatch: async (requests, options) => {
        for (const part of queueBatches([...requests])) await bindings.FEDIVERSE_QUEUE.sendBatch(part, options);
      },
    }),
    // The canonical origin: ids never follow a request's Host.
    origin: data.siteUrl,
    allowPrivateAddress: data.allowPrivateAddress,
    userAgent: { software: "GreenwoodHub/0.1", url: new URL(data.siteUrl) },
  });
}
