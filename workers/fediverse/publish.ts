// What goes out: an approved event as Create(Event) whose summary says when and where (Mastodon shows an Event's
// name, summary and link, never its content), a change of time, place or status as a short Note plus Update(Event),
// a withdrawn item as Delete; news as Create(Article). Only listed events and published articles, never a person's
// e-mail or name.
import {
  Article,
  type Context,
  Create,
  Delete,
  Event,
  type FederationBuilder,
  Image,
  Note,
  Place,
  PUBLIC_COLLECTION,
  Question,
  Tombstone,
  Update,
} from "@fedify/fedify";
import { Temporal } from "@js-temporal/polyfill";
import { formatEventPrice, formatEventRange } from "~/lib/event-format";
import { POLL_GOING, POLL_NOT_GOING } from "~/lib/fediverse";
import { truncate } from "~/lib/text";
import {
  getListedEvent,
  getPost,
  listFederatableArticles,
  listFederatableEvents,
  listPosts,
  listRecentPosts,
  listWithdrawnPosts,
  savePost,
  getPublishedArticle,
  type FediversePost,
} from "~/models/fediverse.server";
import type { FediverseContext } from "./context";

type Ctx = Context<FediverseContext>;
type EventRow = NonNullable<Awaited<ReturnType<typeof getListedEvent>>>;
type ArticleRow = NonNullable<Awaited<ReturnType<typeof getPublishedArticle>>>;
type Facts = Record<string, string | null>;

/** How far ahead an event is posted: a series' later dates go out as they come within reach. */
export const EVENT_REACH_MS = 60 * 86_400_000;
/** How far back a sweep looks for articles to post (news older than this never goes out). */
const ARTICLE_REACH_MS = 2 * 86_400_000;
/** Posts one sweep may make: turning federation on for a full calendar does not flood anyone. */
const SWEEP_LIMIT = 25;

const instant = (d: Date) => Temporal.Instant.fromEpochMilliseconds(d.getTime());
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const placeOf = (e: Pick<EventRow, "location" | "address">) => [e.location, e.address].filter(Boolean).join(", ");
/** A price worth saying: "$5.00" (the site's "See details" for free or unknown says nothing here). */
const priceOf = (e: Pick<EventRow, "price">) => (formatEventPrice(e.price) === "See details" ? null : formatEventPrice(e.price));
const eventPage = (data: FediverseContext, id: number) => new URL(`/events/${id}`, data.siteUrl);

/** The facts a follower is told again when they change (time, place, status) and those an Update carries. */
export function eventFacts(e: EventRow): Facts {
  return {
    title: e.title,
    when: formatEventRange(e.startDate, e.endDate, e.allDay),
    start: e.startDate.toISOString(),
    end: e.endDate?.toISOString() ?? null,
    place: placeOf(e) || null,
    price: priceOf(e),
    cancelled: e.cancelledAt ? "yes" : null,
    image: e.imageUrl,
  };
}

/** The one line under the title: day and time in the town's zone, place, price. */
export function eventLine(e: EventRow) {
  return [e.cancelledAt ? "Cancelled" : null, formatEventRange(e.startDate, e.endDate, e.allDay), placeOf(e) || null, priceOf(e)]
    .filter(Boolean)
    .join(" · ");
}

export function eventObject(ctx: Ctx, e: EventRow) {
  const url = eventPage(ctx.data, e.id);
  const place = placeOf(e);
  return new Event({
    id: ctx.getObjectUri(Event, { id: String(e.id) }),
    attribution: ctx.getActorUri("events"),
    name: e.title,
    summary: `<p>${esc(eventLine(e))}</p><p><a href="${esc(url.href)}">${esc(url.href)}</a></p>`,
    content: e.description ? `<p>${esc(truncate(e.description, 1000))}</p>` : null,
    startTime: instant(e.startDate),
    endTime: e.endDate ? instant(e.endDate) : null,
    location: place ? new Place({ name: place, latitude: e.latitude ?? null, longitude: e.longitude ?? null }) : null,
    url,
    attachments: e.imageUrl ? [new Image({ url: new URL(e.imageUrl, ctx.data.siteUrl), name: e.imageAlt || e.title })] : [],
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri("events"),
    published: instant(e.createdAt),
    updated: instant(e.updatedAt),
  });
}

/**
 * The event's poll (Mastodon shows a Question as one): "Going" / "Can't go". A vote comes back as a Note that names
 * the option and replies to it, and counts as an answer against the event's places (workers/fediverse/answers.ts).
 */
export function eventPoll(ctx: Ctx, e: EventRow) {
  const url = eventPage(ctx.data, e.id);
  return new Question({
    id: new URL(`${ctx.getObjectUri(Event, { id: String(e.id) }).href}/poll`),
    attribution: ctx.getActorUri("events"),
    content: `<p>${esc(e.title)}</p><p>${esc(eventLine(e))}</p><p><a href="${esc(url.href)}">${esc(url.href)}</a></p>`,
    url,
    exclusiveOptions: [new Note({ name: POLL_GOING }), new Note({ name: POLL_NOT_GOING })],
    endTime: instant(e.startDate),
    attachments: e.imageUrl ? [new Image({ url: new URL(e.imageUrl, ctx.data.siteUrl), name: e.imageAlt || e.title })] : [],
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri("events"),
    published: instant(ctx.data.now()),
  });
}

export function articleObject(ctx: Ctx, a: ArticleRow) {
  const url = new URL(`/news/${a.id}`, ctx.data.siteUrl);
  const summary = a.excerpt ? truncate(a.excerpt, 500) : "";
  return new Article({
    id: ctx.getObjectUri(Article, { id: String(a.id) }),
    attribution: ctx.getActorUri("news"),
    name: a.title,
    summary: `${summary ? `<p>${esc(summary)}</p>` : ""}<p><a href="${esc(url.href)}">${esc(url.href)}</a></p>`,
    url,
    attachments: a.imageUrl ? [new Image({ url: new URL(a.imageUrl, ctx.data.siteUrl), name: a.imageCaption || a.title })] : [],
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri("news"),
    published: instant(a.publishedAt ?? a.createdAt),
  });
}

/** "Moved to Saturday…", "Now at …", "Cancelled": the short post a change makes (Mastodon ignores Update for events). */
export function changeText(before: Facts, after: Facts): string | null {
  const parts: string[] = [];
  if (before.cancelled !== after.cancelled) parts.push(after.cancelled ? "Cancelled" : `On again: ${after.when}`);
  else if (!after.cancelled) {
    if (before.start !== after.start || before.end !== after.end) parts.push(`Moved to ${after.when}`);
    if (before.place !== after.place) parts.push(`Now at ${after.place ?? "a place to be announced"}`);
  }
  return parts.length ? parts.join(". ") : null;
}

// One delivery per shared inbox; "skip": no fan-out message, whose recipient list passes the 128 KB a queue message may
// hold at a few thousand followers (the bench found it: nothing went out); each inbox's message is queued in parts instead.
const followers = { preferSharedInbox: true, fanout: "skip" } as const;

/** Brings the fediverse in step with one event: Create when new, Update (and a Note) when changed, Delete when withdrawn. */
export async function syncEvent(ctx: Ctx, id: number, post?: FediversePost | null) {
  const { db, now } = ctx.data;
  const [event, known] = await Promise.all([getListedEvent(db, id), post === undefined ? getPost(db, "event", id) : post]);
  const actor = ctx.getActorUri("events");
  const objectId = ctx.getObjectUri(Event, { id: String(id) });
  if (!event || event.startDate.getTime() < now().getTime() - 86_400_000) {
    if (!event && known?.state === "published") {
      const version = known.version + 1;
      await ctx.sendActivity(
        { identifier: "events" },
        "followers",
        new Delete({ id: new URL(`${objectId.href}#delete-${version}`), actor, object: new Tombstone({ id: objectId }), to: PUBLIC_COLLECTION }),
        followers,
      );
      await savePost(db, { kind: "event", itemId: id, state: "deleted", facts: known.facts, version }, now());
      return "deleted";
    }
    return "none";
  }
  const facts = eventFacts(event);
  const object = eventObject(ctx, event);
  const cc = ctx.getFollowersUri("events");
  if (!known || known.state === "deleted") {
    const version = (known?.version ?? -1) + 1;
    const create = new Create({
      id: new URL(`${objectId.href}#create-${version}`),
      actor,
      object,
      to: PUBLIC_COLLECTION,
      cc,
      published: instant(now()),
    });
    await ctx.sendActivity({ identifier: "events" }, "followers", create, followers);
    // The poll, for servers that show no Event (Mastodon): answering it is answering "going".
    if (!event.registrationUrl) {
      const poll = eventPoll(ctx, event);
      await ctx.sendActivity(
        { identifier: "events" },
        "followers",
        new Create({ id: new URL(`${poll.id?.href}#create-${version}`), actor, object: poll, to: PUBLIC_COLLECTION, cc }),
        followers,
      );
    }
    await savePost(db, { kind: "event", itemId: id, state: "published", facts, version }, now());
    return "created";
  }
  if (JSON.stringify(known.facts) === JSON.stringify(facts)) return "none";
  const version = known.version + 1;
  await ctx.sendActivity(
    { identifier: "events" },
    "followers",
    new Update({ id: new URL(`${objectId.href}#update-${version}`), actor, object, to: PUBLIC_COLLECTION, cc, published: instant(now()) }),
    followers,
  );
  const text = changeText(known.facts, facts);
  if (text) {
    const page = eventPage(ctx.data, id).href;
    const note = new Note({
      id: new URL(`${objectId.href}/changes/${version}`),
      attribution: actor,
      content: `<p>${esc(`${event.title}: ${text}.`)}</p><p><a href="${esc(page)}">${esc(page)}</a></p>`,
      url: new URL(page),
      to: PUBLIC_COLLECTION,
      cc,
      published: instant(now()),
    });
    await ctx.sendActivity(
      { identifier: "events" },
      "followers",
      new Create({ id: new URL(`${note.id?.href}#create`), actor, object: note, to: PUBLIC_COLLECTION, cc }),
      followers,
    );
  }
  await savePost(db, { kind: "event", itemId: id, state: "published", facts, version }, now());
  return text ? "changed" : "updated";
}

/** Posts a newly published article once (Create(Article)); a withdrawn one is deleted. */
export async function syncArticle(ctx: Ctx, id: number) {
  const { db, now } = ctx.data;
  const [article, known] = await Promise.all([getPublishedArticle(db, id), getPost(db, "article", id)]);
  const actor = ctx.getActorUri("news");
  const objectId = ctx.getObjectUri(Article, { id: String(id) });
  if (!article) {
    if (known?.state !== "published") return "none";
    const version = known.version + 1;
    await ctx.sendActivity(
      { identifier: "news" },
      "followers",
      new Delete({ id: new URL(`${objectId.href}#delete-${version}`), actor, object: new Tombstone({ id: objectId }), to: PUBLIC_COLLECTION }),
      followers,
    );
    await savePost(db, { kind: "article", itemId: id, state: "deleted", facts: known.facts, version }, now());
    return "deleted";
  }
  if (known) return "none";
  const create = new Create({
    id: new URL(`${objectId.href}#create-0`),
    actor,
    object: articleObject(ctx, article),
    to: PUBLIC_COLLECTION,
    cc: ctx.getFollowersUri("news"),
    published: instant(now()),
  });
  await ctx.sendActivity({ identifier: "news" }, "followers", create, followers);
  await savePost(db, { kind: "article", itemId: id, state: "published", facts: { title: article.title }, version: 0 }, now());
  return "created";
}

/**
 * The sweep (every few minutes, and after an admin turns federation on): events coming within reach and new
 * articles go out, changed events are told, withdrawn items are deleted. At most SWEEP_LIMIT posts per sweep.
 */
export async function sweep(ctx: Ctx) {
  const { db, now } = ctx.data;
  const at = now();
  let budget = SWEEP_LIMIT;
  const withdrawn = await listWithdrawnPosts(db);
  for (const p of withdrawn.events) if (budget-- > 0) await syncEvent(ctx, p.itemId);
  for (const p of withdrawn.articles) if (budget-- > 0) await syncArticle(ctx, p.itemId);
  const events = await listFederatableEvents(db, at, new Date(at.getTime() + EVENT_REACH_MS), 500);
  const posts = new Map(
    (
      await listPosts(
        db,
        "event",
        events.map((e) => e.id),
      )
    ).map((p) => [p.itemId, p]),
  );
  for (const e of events) {
    if (budget <= 0) break;
    const post = posts.get(e.id) ?? null;
    if (post?.state === "published" && JSON.stringify(post.facts) === JSON.stringify(eventFacts(e))) continue;
    budget--;
    await syncEvent(ctx, e.id, post);
  }
  const articles = await listFederatableArticles(db, new Date(at.getTime() - ARTICLE_REACH_MS), 100);
  const posted = new Set(
    (
      await listPosts(
        db,
        "article",
        articles.map((a) => a.id),
      )
    ).map((p) => p.itemId),
  );
  for (const a of articles) {
    if (budget <= 0) break;
    if (posted.has(a.id)) continue;
    budget--;
    await syncArticle(ctx, a.id);
  }
  return SWEEP_LIMIT - Math.max(budget, 0);
}

/** The actor's outbox: its latest posts, as the Create each went out with. */
export async function listOutboxActivities(ctx: Ctx, actor: "events" | "news") {
  const recent = await listRecentPosts(ctx.data.db, actor === "events" ? "event" : "article", 20);
  const out: Create[] = [];
  for (const r of recent) {
    const object =
      actor === "events"
        ? await getListedEvent(ctx.data.db, r.itemId).then((e) => (e ? eventObject(ctx, e) : null))
        : await getPublishedArticle(ctx.data.db, r.itemId).then((a) => (a ? articleObject(ctx, a) : null));
    if (!object?.id) continue;
    out.push(new Create({ id: new URL(`${object.id.href}#create-${r.version}`), actor: ctx.getActorUri(actor), object, to: PUBLIC_COLLECTION }));
  }
  return out;
}

/** The objects' own URLs answer with their JSON-LD (a server fetching a post it was told about). */
export function objectDispatchers(builder: FederationBuilder<FediverseContext>) {
  builder.setObjectDispatcher(Event, "/ap/events/{id}", async (ctx, { id }) => {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) return null;
    const [event, post] = await Promise.all([getListedEvent(ctx.data.db, n), getPost(ctx.data.db, "event", n)]);
    return event && post?.state === "published" ? eventObject(ctx, event) : null;
  });
  builder.setObjectDispatcher(Article, "/ap/articles/{id}", async (ctx, { id }) => {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) return null;
    const [article, post] = await Promise.all([getPublishedArticle(ctx.data.db, n), getPost(ctx.data.db, "article", n)]);
    return article && post?.state === "published" ? articleObject(ctx, article) : null;
  });
}
