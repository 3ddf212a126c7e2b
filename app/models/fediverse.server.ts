// The fediverse's tables (issue 47, docs/decisions/fediverse.md): the on/off switch, the actors' keys, followers,
// blocked domains, what went out for each event and article, the delivery log and the inboxes that keep failing.
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { FEDIVERSE_MAIL_DOMAIN } from "~/lib/fediverse";
import type { Db } from "~/models/db.server";
import {
  events,
  fediverseBlockedDomains,
  fediverseDeliveries,
  fediverseFollowers,
  fediverseInboxes,
  fediverseKeys,
  fediversePosts,
  fediverseReplies,
  fediverseSettings,
  newsArticles,
  users,
} from "../../db/schema";
import { listed } from "./events.server";
import { published } from "./news.server";

export type FediverseFollower = typeof fediverseFollowers.$inferSelect;
export type FediverseDelivery = typeof fediverseDeliveries.$inferSelect;
export type FediversePost = typeof fediversePosts.$inferSelect;
export type KeyAlgorithm = (typeof fediverseKeys.$inferSelect)["algorithm"];
export type FediverseReply = typeof fediverseReplies.$inferSelect;

export async function isFederationEnabled(db: Db): Promise<boolean> {
  const [row] = await db.select({ enabled: fediverseSettings.enabled }).from(fediverseSettings).where(eq(fediverseSettings.id, 1));
  return row?.enabled ?? false;
}

const FLAG_KV_KEY = "fediverse:enabled:v1";

/** Whether to show the handles (every page's footer): the switch, kept in KV for five minutes like the site's settings. */
export async function getFederationFlag(db: Db, kv: KVNamespace): Promise<boolean> {
  const cached = await kv.get(FLAG_KV_KEY);
  if (cached !== null) return cached === "1";
  const enabled = await isFederationEnabled(db);
  await kv.put(FLAG_KV_KEY, enabled ? "1" : "0", { expirationTtl: 300 });
  return enabled;
}

export async function forgetFederationFlag(kv: KVNamespace) {
  await kv.delete(FLAG_KV_KEY);
}

export async function setFederationEnabled(db: Db, enabled: boolean, now: Date) {
  await db
    .insert(fediverseSettings)
    .values({ id: 1, enabled, updatedAt: now })
    .onConflictDoUpdate({ target: fediverseSettings.id, set: { enabled, updatedAt: now } });
}

/** An actor's stored key pairs (JWK), oldest first. */
export function listActorKeys(db: Db, actor: string) {
  return db.select().from(fediverseKeys).where(eq(fediverseKeys.actor, actor)).orderBy(asc(fediverseKeys.algorithm));
}

/** Keeps a newly made pair unless one was stored meanwhile (two first requests at once): the stored one wins. */
export async function keepActorKey(db: Db, actor: string, algorithm: KeyAlgorithm, privateJwk: JsonWebKey, publicJwk: JsonWebKey) {
  await db.insert(fediverseKeys).values({ actor, algorithm, privateJwk, publicJwk }).onConflictDoNothing();
}

// ── Followers ──

export async function addFollower(db: Db, follower: Omit<typeof fediverseFollowers.$inferInsert, "id" | "createdAt">) {
  await db
    .insert(fediverseFollowers)
    .values(follower)
    .onConflictDoUpdate({
      target: [fediverseFollowers.actor, fediverseFollowers.followerId],
      set: { inbox: follower.inbox, sharedInbox: follower.sharedInbox, handle: follower.handle, followId: follower.followId },
    });
}

export async function removeFollower(db: Db, actor: string, followerId: string) {
  const gone = await db
    .delete(fediverseFollowers)
    .where(and(eq(fediverseFollowers.actor, actor), eq(fediverseFollowers.followerId, followerId)))
    .returning({ id: fediverseFollowers.id });
  return gone.length > 0;
}

/** Whom a post to an actor's followers reaches: none on a blocked domain, and no paused inbox. */
export async function listRecipients(db: Db, actor: string) {
  const [blocked, paused] = await Promise.all([listBlockedDomains(db), listPausedInboxes(db)]);
  const pausedInboxes = paused.map((p) => p.inbox);
  return db
    .select({ followerId: fediverseFollowers.followerId, inbox: fediverseFollowers.inbox, sharedInbox: fediverseFollowers.sharedInbox })
    .from(fediverseFollowers)
    .where(
      and(
        eq(fediverseFollowers.actor, actor),
        blocked.length
          ? notInArray(
              fediverseFollowers.domain,
              blocked.map((b) => b.domain),
            )
          : undefined,
        pausedInboxes.length
          ? and(
              notInArray(fediverseFollowers.inbox, pausedInboxes),
              or(isNull(fediverseFollowers.sharedInbox), notInArray(fediverseFollowers.sharedInbox, pausedInboxes)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(fediverseFollowers.id));
}

export async function countFollowers(db: Db, actor: string) {
  const [row] = await db.select({ n: count() }).from(fediverseFollowers).where(eq(fediverseFollowers.actor, actor));
  return row?.n ?? 0;
}

/** The followers page: each follower, newest first, and the counts by actor and by server. */
export async function listFollowers(db: Db, limit = 200) {
  const [rows, byActor, byDomain] = await Promise.all([
    db.select().from(fediverseFollowers).orderBy(desc(fediverseFollowers.createdAt), desc(fediverseFollowers.id)).limit(limit),
    db.select({ actor: fediverseFollowers.actor, n: count() }).from(fediverseFollowers).groupBy(fediverseFollowers.actor),
    db
      .select({ domain: fediverseFollowers.domain, n: count() })
      .from(fediverseFollowers)
      .groupBy(fediverseFollowers.domain)
      .orderBy(desc(count()), asc(fediverseFollowers.domain))
      .limit(50),
  ]);
  return { followers: rows, byActor, byDomain };
}

// ── Blocked domains ──

export function listBlockedDomains(db: Db) {
  return db.select().from(fediverseBlockedDomains).orderBy(asc(fediverseBlockedDomains.domain));
}

export async function isDomainBlocked(db: Db, domain: string) {
  const d = domain.toLowerCase();
  // A block covers the domain and every name under it (a server's subdomains).
  const rows = await db.select().from(fediverseBlockedDomains);
  return rows.some((r) => d === r.domain || d.endsWith(`.${r.domain}`));
}

/** Blocks a domain and drops its followers at once: nothing more goes to it. */
export async function blockDomain(db: Db, domain: string) {
  const d = domain.toLowerCase();
  await db.batch([
    db.insert(fediverseBlockedDomains).values({ domain: d }).onConflictDoNothing(),
    db.delete(fediverseFollowers).where(or(eq(fediverseFollowers.domain, d), sql`${fediverseFollowers.domain} like ${`%.${d}`}`)),
  ]);
}

export async function unblockDomain(db: Db, domain: string) {
  await db.delete(fediverseBlockedDomains).where(eq(fediverseBlockedDomains.domain, domain.toLowerCase()));
}

// ── Posts: what went out for each item ──

export async function getPost(db: Db, kind: FediversePost["kind"], itemId: number) {
  const [row] = await db
    .select()
    .from(fediversePosts)
    .where(and(eq(fediversePosts.kind, kind), eq(fediversePosts.itemId, itemId)));
  return row ?? null;
}

export async function savePost(db: Db, post: Omit<typeof fediversePosts.$inferInsert, "updatedAt">, now: Date) {
  await db
    .insert(fediversePosts)
    .values({ ...post, updatedAt: now })
    .onConflictDoUpdate({
      target: [fediversePosts.kind, fediversePosts.itemId],
      set: { state: post.state, facts: post.facts, version: post.version, updatedAt: now },
    });
}

/** Items published to the fediverse that are no longer listed (deleted, hidden, unpublished): each is to be deleted. */
export async function listWithdrawnPosts(db: Db) {
  const [gone, goneArticles] = await Promise.all([
    db
      .select({ itemId: fediversePosts.itemId, version: fediversePosts.version })
      .from(fediversePosts)
      .leftJoin(events, and(eq(events.id, fediversePosts.itemId), listed()))
      .where(and(eq(fediversePosts.kind, "event"), eq(fediversePosts.state, "published"), isNull(events.id))),
    db
      .select({ itemId: fediversePosts.itemId, version: fediversePosts.version })
      .from(fediversePosts)
      .leftJoin(newsArticles, and(eq(newsArticles.id, fediversePosts.itemId), published))
      .where(and(eq(fediversePosts.kind, "article"), eq(fediversePosts.state, "published"), isNull(newsArticles.id))),
  ]);
  return { events: gone, articles: goneArticles };
}

/** The listed events that start within the window (a series' dates as they come within reach), soonest first. */
export function listFederatableEvents(db: Db, from: Date, to: Date, limit: number) {
  return db
    .select()
    .from(events)
    .where(and(listed(), gte(events.startDate, from), lt(events.startDate, to)))
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);
}

export async function getListedEvent(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), listed()));
  return row ?? null;
}

export async function getPublishedArticle(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), published));
  return row ?? null;
}

/** The latest posts of one kind still published (an actor's outbox). */
export function listRecentPosts(db: Db, kind: FediversePost["kind"], limit: number) {
  return db
    .select()
    .from(fediversePosts)
    .where(and(eq(fediversePosts.kind, kind), eq(fediversePosts.state, "published")))
    .orderBy(desc(fediversePosts.updatedAt))
    .limit(limit);
}

/** Articles published since `from`, newest last (the news actor posts each once). */
export function listFederatableArticles(db: Db, from: Date, limit: number) {
  return db
    .select()
    .from(newsArticles)
    .where(and(published, isNotNull(newsArticles.publishedAt), gte(newsArticles.publishedAt, from)))
    .orderBy(asc(newsArticles.publishedAt), asc(newsArticles.id))
    .limit(limit);
}

/** The posts already recorded for these items (to tell new from changed). */
export function listPosts(db: Db, kind: FediversePost["kind"], itemIds: number[]) {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(fediversePosts)
    .where(and(eq(fediversePosts.kind, kind), inArray(fediversePosts.itemId, itemIds)));
}

// ── The delivery log and failing inboxes ──

export type DeliveryRecord = {
  activityId: string;
  activityType: string;
  inbox: string;
  status: FediverseDelivery["status"];
  attempts: number;
  error?: string | null;
};

export async function recordDelivery(db: Db, d: DeliveryRecord, now: Date) {
  const lastError = d.error ? d.error.slice(0, 500) : null;
  await db
    .insert(fediverseDeliveries)
    .values({ ...d, lastError, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [fediverseDeliveries.activityId, fediverseDeliveries.inbox],
      set: { status: d.status, attempts: d.attempts, lastError, updatedAt: now },
    });
}

export function listDeliveries(db: Db, limit = 100) {
  return db.select().from(fediverseDeliveries).orderBy(desc(fediverseDeliveries.updatedAt), desc(fediverseDeliveries.id)).limit(limit);
}

/** An inbox failed: remembers since when; after `pauseAfterMs` of failing it is paused. True when it is paused now. */
export async function markInboxFailing(db: Db, inbox: string, error: string, now: Date, pauseAfterMs: number) {
  const [row] = await db
    .insert(fediverseInboxes)
    .values({ inbox, failingSince: now, lastError: error.slice(0, 500) })
    .onConflictDoUpdate({
      target: fediverseInboxes.inbox,
      set: { failingSince: sql`coalesce(${fediverseInboxes.failingSince}, ${now.getTime()})`, lastError: error.slice(0, 500) },
    })
    .returning();
  if (!row?.failingSince || row.pausedAt) return Boolean(row?.pausedAt);
  if (now.getTime() - row.failingSince.getTime() < pauseAfterMs) return false;
  await db.update(fediverseInboxes).set({ pausedAt: now }).where(eq(fediverseInboxes.inbox, inbox));
  return true;
}

/** A delivery went through: the inbox is well again. */
export async function markInboxWorking(db: Db, inbox: string) {
  await db.delete(fediverseInboxes).where(and(eq(fediverseInboxes.inbox, inbox), isNull(fediverseInboxes.pausedAt)));
}

export function listPausedInboxes(db: Db) {
  return db.select().from(fediverseInboxes).where(isNotNull(fediverseInboxes.pausedAt)).orderBy(asc(fediverseInboxes.inbox));
}

export function listFailingInboxes(db: Db) {
  return db.select().from(fediverseInboxes).orderBy(asc(fediverseInboxes.inbox));
}

export async function isInboxPaused(db: Db, inbox: string) {
  const [row] = await db.select({ pausedAt: fediverseInboxes.pausedAt }).from(fediverseInboxes).where(eq(fediverseInboxes.inbox, inbox));
  return Boolean(row?.pausedAt);
}

/** An admin resumes a paused inbox: it is tried again from the next post. */
export async function resumeInbox(db: Db, inbox: string) {
  await db.delete(fediverseInboxes).where(eq(fediverseInboxes.inbox, inbox));
}

// ── Answers from the fediverse: a member row per remote person, so the one RSVP model counts them ──

/** The member row standing for a fediverse person (made on their first answer); their handle is their shown name. */
export async function fediverseAnswerer(db: Db, actorId: string, handle: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(actorId)));
  const key = [...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const id = `fediverse:${key}`;
  await db
    .insert(users)
    .values({ id, email: `${key}@${FEDIVERSE_MAIL_DOMAIN}`, firstName: handle.slice(0, 100), lastName: null })
    .onConflictDoUpdate({ target: users.id, set: { firstName: handle.slice(0, 100) } });
  return id;
}

// ── Replies: held for moderation, shown once approved ──

/** Keeps a reply as pending (a second delivery of the same Note changes nothing). */
export async function holdReply(db: Db, reply: Omit<typeof fediverseReplies.$inferInsert, "id" | "status" | "createdAt" | "updatedAt">, now: Date) {
  await db
    .insert(fediverseReplies)
    .values({ ...reply, status: "pending", createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/** The moderation queue: pending replies, oldest first. */
export function listPendingReplies(db: Db, limit = 100) {
  return db
    .select({
      id: fediverseReplies.id,
      kind: fediverseReplies.kind,
      itemId: fediverseReplies.itemId,
      handle: fediverseReplies.handle,
      url: fediverseReplies.url,
      content: fediverseReplies.content,
      lang: fediverseReplies.lang,
      createdAt: fediverseReplies.createdAt,
      title: sql<string | null>`coalesce(${events.title}, ${newsArticles.title})`,
    })
    .from(fediverseReplies)
    .leftJoin(events, and(eq(fediverseReplies.kind, "event"), eq(events.id, fediverseReplies.itemId)))
    .leftJoin(newsArticles, and(eq(fediverseReplies.kind, "article"), eq(newsArticles.id, fediverseReplies.itemId)))
    .where(eq(fediverseReplies.status, "pending"))
    .orderBy(asc(fediverseReplies.createdAt), asc(fediverseReplies.id))
    .limit(limit);
}

/** An admin's decision on a pending reply: the reply's handle, or null when there is no such pending reply. */
export async function decideReply(db: Db, id: number, status: "approved" | "rejected", now: Date) {
  const rows = await db
    .update(fediverseReplies)
    .set({ status, updatedAt: now })
    .where(and(eq(fediverseReplies.id, id), eq(fediverseReplies.status, "pending")))
    .returning({ handle: fediverseReplies.handle });
  return rows[0]?.handle ?? null;
}
