// Following Greenwood from the fediverse (issue 47), end to end: the site's worker and the fediverse's worker (Fedify)
// in miniflare on a real loopback port, and a second fediverse server built with Fedify in Node that looks up
// @events, follows it, receives the Accept, the signed Create of a new event (its text names day, time and place),
// the "Moved" post and the Update after an edit, undoes the follow and receives nothing more. A blocked domain's
// follow is refused and it receives nothing. Every wait is bounded (`until`).
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal, townLocalToDate } from "../../app/lib/dates";
import {
  events as eventsTable,
  fediverseBlockedDomains,
  fediverseDeliveries,
  fediverseFollowers,
  fediversePosts,
  fediverseReplies,
  fediverseSettings,
  mailMessages,
  users,
} from "../../db/schema";
import { DAY, onMinute } from "../support/event-people";
import { startFediverseServer, type FediverseServer } from "../support/fediverse-server";
import { pageText, postForm, postMultipart, sessionCookie, startTestWorker, until, type TestWorker } from "../support/worker";

let w: TestWorker;
let site: string;
let alice: FediverseServer;
let blocked: FediverseServer;
/** A second follower who stays: what reaches her shows a post went out (and would have reached alice). */
let carol: FediverseServer;
let organiser: string;

async function freePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  site = `http://127.0.0.1:${port}`;
  w = await startTestWorker({ fediverse: true, port, siteUrl: site });
  [alice, blocked, carol] = await Promise.all([
    startFediverseServer("127.0.0.1"),
    startFediverseServer("localhost"),
    startFediverseServer("127.0.0.1"),
  ]);
  await w.db.insert(users).values({ id: "fedi-org", email: "fedi-org@example.test", firstName: "Olive", lastName: "Organiser" });
  organiser = await sessionCookie(w, "fedi-org");
}, 60_000);

afterAll(async () => {
  await alice?.close();
  await blocked?.close();
  await carol?.close();
  await w?.close();
});

const get = (path: string, accept = "application/activity+json") => w.fetch(path, { base: site, headers: { Accept: accept } });

/** The create and edit pages' form as a browser without JavaScript sends it. */
function eventForm(fields: { title: string; start: Date; location: string; maxAttendees?: number }) {
  const form = new FormData();
  const all = {
    title: fields.title,
    startDate: dateToTownLocal(fields.start),
    location: fields.location,
    tier: "standard",
    scope: "this",
    maxAttendees: fields.maxAttendees ? String(fields.maxAttendees) : "",
  };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}

const createEvent = async (fields: Parameters<typeof eventForm>[0]) => {
  const res = await postMultipart({ ...w, fetch: (p, init) => w.fetch(p, { ...init, base: site }) }, "/events/create", organiser, eventForm(fields));
  expect(res.status, res.status === 302 ? "" : pageText(await res.text()).slice(0, 2000)).toBe(302);
  const [row] = await w.db.select({ id: eventsTable.id }).from(eventsTable).where(eq(eventsTable.title, fields.title));
  return row!.id;
};

const editEvent = async (id: number, fields: Parameters<typeof eventForm>[0]) => {
  const res = await postMultipart(
    { ...w, fetch: (p, init) => w.fetch(p, { ...init, base: site }) },
    `/events/${id}/edit`,
    organiser,
    eventForm(fields),
  );
  expect(res.status).toBe(302);
};

/** 7:30 PM in the town, `days` from now (the form takes the town's local time). */
const at730pm = (days: number) => townLocalToDate(`${dateToTownLocal(new Date(Date.now() + days * DAY)).slice(0, 10)}T19:30`)!;
/** "Dec 18, 2026": the day in the town's zone, written here with Intl, not with the site's own formatter. */
const townDay = (d: Date) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/Indiana/Indianapolis", month: "short", day: "numeric", year: "numeric" }).format(d);

const receivedOf = (server: FediverseServer, type: string, objectPart: string) =>
  server.received.filter((r) => r.type === type && JSON.stringify(r.json).includes(objectPart));

describe("while federation is off (the default)", () => {
  it("WebFinger, NodeInfo and the actors answer 404", async () => {
    expect((await get(`/.well-known/webfinger?resource=acct:events@${new URL(site).host}`)).status).toBe(404);
    expect((await get("/.well-known/nodeinfo")).status).toBe(404);
    expect((await get("/ap/actors/events")).status).toBe(404);
  });
});

describe("a follower on another server", () => {
  let events: Awaited<ReturnType<FediverseServer["lookUp"]>>["actor"];
  let follow: Awaited<ReturnType<FediverseServer["follow"]>>;

  beforeAll(async () => {
    await w.db.insert(fediverseSettings).values({ id: 1, enabled: true });
    await w.db.insert(fediverseBlockedDomains).values({ domain: "localhost" });
  });

  it("looks up @events@host by WebFinger and reads the actor, with its keys kept in the database", async () => {
    const { webfinger, actor } = await alice.lookUp(`@events@${new URL(site).host}`, site);
    expect(webfinger.subject).toBe(`acct:events@${new URL(site).host}`);
    expect(actor.id?.href).toBe(`${site}/ap/actors/events`);
    expect(actor.preferredUsername?.toString()).toBe("events");
    expect(actor.inboxId?.href).toBe(`${site}/ap/actors/events/inbox`);
    expect((await actor.getPublicKey())?.id?.href).toContain(`${site}/ap/actors/events`);
    events = actor;
    // NodeInfo says what the server is.
    const links = (await (await get("/.well-known/nodeinfo", "application/json")).json()) as { links: { href: string }[] };
    const nodeinfo = (await (await get(new URL(links.links[0]!.href).pathname, "application/json")).json()) as { software: { name: string } };
    expect(nodeinfo.software.name).toBe("greenwood-hub");
  });

  it("follows and receives an Accept; a blocked domain's follow is refused and gets nothing", async () => {
    const refused = await blocked.lookUp(`@events@${new URL(site).host}`, site);
    await blocked.follow(refused.actor);
    follow = await alice.follow(events);
    await carol.follow((await carol.lookUp(`@events@${new URL(site).host}`, site)).actor);
    await until("the Accepts", () => alice.received.find((r) => r.type === "Accept") && carol.received.find((r) => r.type === "Accept"));
    const accept = alice.received.find((r) => r.type === "Accept")!;
    expect(accept.signature).toBeTruthy();
    expect(JSON.stringify(accept.json)).toContain(follow.id!.href);
    const rows = await w.db.select().from(fediverseFollowers);
    expect(rows.map((r) => `${r.actor} ${r.domain} ${r.handle}`).sort()).toEqual(
      [`events 127.0.0.1 @alice@${alice.host}`, `events 127.0.0.1 @alice@${carol.host}`].sort(),
    );
    expect(blocked.received).toEqual([]);
  });

  it("receives a signed Create for a new event whose text names its day, time and place", async () => {
    const start = at730pm(20);
    const day = townDay(start);
    const id = await createEvent({ title: "Fediverse Fish Fry", start, location: "Greenwood Fire Station 91" });
    const create = await until("the Create", () => receivedOf(alice, "Create", `/ap/events/${id}`)[0]).catch((e) => {
      throw new Error(`${String(e)}: ${alice.errors.join(" | ")}`);
    });
    expect(create.signature).toBeTruthy();
    const object = create.json.object as Record<string, unknown>;
    expect(object.type).toBe("Event");
    expect(object.name).toBe("Fediverse Fish Fry");
    expect(object.summary).toContain(`${day} at 7:30 PM`);
    expect(object.summary).toContain("Greenwood Fire Station 91");
    expect(object.summary).toContain(`${site}/events/${id}`);
    expect(object.startTime).toBe(start.toISOString().replace(".000Z", "Z"));
    expect((object.location as Record<string, unknown>).name).toBe("Greenwood Fire Station 91");
    expect(object.url).toBe(`${site}/events/${id}`);
    // Nothing of the organiser's own: no e-mail, no name.
    expect(JSON.stringify(create.json)).not.toContain("fedi-org@example.test");
    expect(JSON.stringify(create.json)).not.toContain("Olive");
    // The delivery log has it.
    await until("the delivery logged", async () =>
      (await w.db.select().from(fediverseDeliveries)).find((d) => d.activityType.endsWith("Create") && d.status === "sent"),
    );
    expect(blocked.received).toEqual([]);

    // An edit that moves it: a short "Moved" post and an Update.
    await editEvent(id, { title: "Fediverse Fish Fry", start: new Date(start.getTime() + DAY), location: "Greenwood Fire Station 91" });
    const moved = await until("the Moved note", () =>
      alice.received.find(
        (r) =>
          r.type === "Create" &&
          (r.json.object as Record<string, unknown>).type === "Note" &&
          JSON.stringify(r.json).includes(`/ap/events/${id}/changes/`),
      ),
    );
    expect((moved.json.object as Record<string, unknown>).content).toContain(`Moved to ${townDay(new Date(start.getTime() + DAY))} at 7:30 PM`);
    const update = await until("the Update", () => receivedOf(alice, "Update", `/ap/events/${id}`)[0]);
    expect((update.json.object as Record<string, unknown>).startTime).toBe(new Date(start.getTime() + DAY).toISOString().replace(".000Z", "Z"));
    expect(blocked.received).toEqual([]);
  });

  it("answers going by the poll and by Join: the count on the event page and the handles in the organiser's list", async () => {
    const id = await createEvent({ title: "Poll Potluck", start: at730pm(12), location: "Library Hall", maxAttendees: 2 });
    const pollCreate = await until("the poll", () =>
      alice.received.find(
        (r) =>
          r.type === "Create" &&
          (r.json.object as Record<string, unknown>).type === "Question" &&
          JSON.stringify(r.json).includes(`/ap/events/${id}/poll`),
      ),
    );
    const poll = pollCreate.json.object as { id: string; oneOf: { name: string }[]; content: string };
    expect(poll.oneOf.map((o) => o.name)).toEqual(["Going", "Can't go"]);
    expect(poll.content).toContain("Library Hall");
    const attendance = async () => pageText(await (await w.fetch(`/events/${id}`, { base: site })).text());
    const people = async () => pageText(await (await w.fetch(`/events/${id}/people`, { base: site, cookie: organiser })).text());

    await alice.vote(events, poll.id, "Going");
    await until("alice going", async () => ((await attendance()).includes("1/2 attendees") ? true : null));
    await carol.join((await carol.lookUp(`@events@${new URL(site).host}`, site)).actor, `${site}/ap/events/${id}`);
    await until("carol going", async () => ((await attendance()).includes("2/2 attendees") ? true : null));
    const list = await people();
    expect(list).toContain(`@alice@${alice.host}`);
    expect(list).toContain(`@alice@${carol.host}`);
    // "Can't go" withdraws alice's answer; no mail is written for a fediverse answerer.
    await alice.vote(events, poll.id, "Can't go");
    await until("alice withdrawn", async () => ((await attendance()).includes("1/2 attendees") ? true : null));
    const mails = await w.db.select().from(mailMessages);
    expect(mails.filter((m) => m.toAddress.endsWith("fediverse.invalid"))).toEqual([]);
  });

  it("a member waiting for a place gets the usual mail when a fediverse answerer withdraws", async () => {
    await w.db.insert(users).values({ id: "fedi-wait", email: "fedi-wait@example.test", firstName: "Wendy", lastName: "Waiting" });
    const wendy = await sessionCookie(w, "fedi-wait");
    const id = await createEvent({ title: "Waitlist Walk", start: at730pm(14), location: "Old Mill", maxAttendees: 1 });
    const attendance = async () => pageText(await (await w.fetch(`/events/${id}`, { base: site })).text());
    await alice.vote(events, `${site}/ap/events/${id}/poll`, "Going");
    await until("alice's place", async () => ((await attendance()).includes("1/1 attendees") ? true : null));
    const answered = await postForm({ ...w, fetch: (p, init) => w.fetch(p, { ...init, base: site }) }, `/events/${id}`, wendy, { intent: "going" });
    expect(answered.status).toBe(302);
    const mailsToWendy = async () =>
      (await w.db.select().from(mailMessages).where(eq(mailMessages.toAddress, "fedi-wait@example.test"))).map((m) => m.kind);
    expect(await mailsToWendy()).toEqual(["rsvp-waitlisted"]);

    await alice.vote(events, `${site}/ap/events/${id}/poll`, "Can't go");
    await until("wendy's mail", async () => ((await mailsToWendy()).includes("rsvp-promoted") ? true : null));
    expect(await mailsToWendy()).toEqual(["rsvp-waitlisted", "rsvp-promoted"]);
    const [promoted] = await w.db.select().from(mailMessages).where(eq(mailMessages.kind, "rsvp-promoted"));
    expect(promoted!.subject).toBe("A place opened: you're going to Waitlist Walk");
    expect(await attendance()).toContain("1/1 attendees");
  });

  it("holds a reply for moderation: nothing shows until an admin approves it; a rejected one never shows", async () => {
    const admin = await sessionCookie(w, "seed-admin");
    const member = await sessionCookie(w, "seed-member-jamie");
    const id = await createEvent({ title: "Reply Picnic", start: at730pm(15), location: "Greenwood Park" });
    const page = async () => (await w.fetch(`/events/${id}`, { base: site })).text();
    const held = async (part: string) =>
      (await w.db.select().from(fediverseReplies).where(eq(fediverseReplies.itemId, id))).find((r) => r.content.includes(part)) ?? null;

    await alice.reply(
      events,
      `${site}/ap/events/${id}`,
      `<p>Gibt es Parkplätze am Park? <script>alert(1)</script><a href="javascript:alert(2)">hier</a> <img src=x onerror=alert(3)></p>`,
      "de",
    );
    await alice.reply(events, `${site}/ap/events/${id}`, "<p>Cheap watches at spam dot example</p>");
    const question = await until("the reply held", () => held("Parkplätze"));
    const spam = await until("the second reply held", () => held("Cheap watches"));
    expect(question.status).toBe("pending");
    expect(question.handle).toBe(`@alice@${alice.host}`);
    expect(question.content).not.toMatch(/script|javascript:|onerror/);
    // Pending: not on the event page; listed for the admin with its forms.
    expect(pageText(await page())).not.toContain("Parkplätze");
    const queue = await (await w.fetch("/admin/fediverse", { base: site, cookie: admin })).text();
    expect(pageText(queue)).toContain("Gibt es Parkplätze am Park?");
    expect(queue).toContain(`name="reply" value="${question.id}"`);

    // A member may not decide.
    const refused = await postForm({ ...w, fetch: (p, init) => w.fetch(p, { ...init, base: site }) }, "/admin/fediverse", member, {
      intent: "approve",
      reply: String(question.id),
    });
    expect(refused.status).toBe(403);
    expect((await held("Parkplätze"))?.status).toBe("pending");

    const decide = (intent: string, reply: number) =>
      postForm({ ...w, fetch: (p, init) => w.fetch(p, { ...init, base: site }) }, "/admin/fediverse", admin, { intent, reply: String(reply) });
    const approved = await decide("approve", question.id);
    expect(approved.status).toBe(303);
    expect(approved.headers.get("Location")).toBe("/admin/fediverse#replies");
    expect(approved.headers.get("Set-Cookie")).toContain("toast=");
    const rejected = await decide("reject", spam.id);
    expect(rejected.status).toBe(303);
    expect((await decide("approve", spam.id)).status).toBe(303);
    expect((await held("Cheap watches"))?.status).toBe("rejected");
    expect((await decide("approve", 0)).status).toBe(400);

    // Approved: under the event, by handle, in the writer's language, without anything unsafe; the rejected one never.
    const html = await page();
    expect(pageText(html)).toContain(`@alice@${alice.host}`);
    expect(html).toMatch(/<div[^>]*lang="de"[^>]*>\s*<p>Gibt es Parkplätze am Park\?/);
    expect(html).not.toContain("alert(");
    expect(pageText(html)).not.toContain("Cheap watches");
    expect(pageText(await (await w.fetch("/admin/fediverse", { base: site, cookie: admin })).text())).not.toContain("Parkplätze");
  });

  it("undoes the follow and receives nothing more", async () => {
    await alice.unfollow(events, follow);
    await until("the follower gone", async () => ((await w.db.select().from(fediverseFollowers)).length === 1 ? true : null));
    const before = alice.received.length;
    const id = await createEvent({ title: "After the Undo", start: onMinute(Date.now() + 10 * DAY), location: "Library" });
    // Carol, still following, gets it; the same fan-out would have reached alice.
    await until("carol's Create", () => receivedOf(carol, "Create", `/ap/events/${id}`)[0]).catch(async (e) => {
      throw new Error(`${String(e)}: ${JSON.stringify(await w.db.select().from(fediverseDeliveries))}`);
    });
    expect((await w.db.select().from(fediversePosts).where(eq(fediversePosts.itemId, id)))[0]?.state).toBe("published");
    expect(alice.received.length).toBe(before);
    expect(blocked.received).toEqual([]);
  });

  // Real payloads from Mobilizon's test suite (tests/fixtures/activitypub/README.md): only their ids and hosts are
  // rewritten to the loopback server and this site; each is signed with alice's key and posted to the inbox.
  it("takes real payloads: Mastodon's Follow is accepted, its reply held, Mobilizon's Join counted, its Event ignored", async () => {
    const me = alice.alice().href;
    const eventsActor = `${site}/ap/actors/events`;
    const inbox = `${eventsActor}/inbox`;
    const id = await createEvent({ title: "Fixture Fair", start: at730pm(16), location: "Town Green", maxAttendees: 5 });
    const eventUri = `${site}/ap/events/${id}`;

    const follow = await alice.deliverFixture("mastodon-follow-activity.json", inbox, {
      "https://social.tcit.fr/users/tcit": me,
      "http://localtesting.pleroma.lol/users/lain": eventsActor,
    });
    expect(follow.response.status, await follow.response.text()).toBe(202);
    await until("the Accept of the fixture's Follow", () =>
      alice.received.find((r) => r.type === "Accept" && JSON.stringify(r.json).includes(`${me}#follows/2`)),
    );
    expect((await w.db.select().from(fediverseFollowers)).map((f) => f.followerId)).toContain(me);

    const post = await alice.deliverFixture("mastodon-post-activity.json", inbox, {
      "http://framapiaf.org/users/admin": me,
      "http://framapiaf.org/@admin": `${alice.origin}/@alice`,
      "http://localtesting.pleroma.lol/users/lain": eventsActor,
      "http://mobilizon.com/@tcit": eventsActor,
      // The one change that is no host: the post answers our event (the fixture answers nothing).
      '"inReplyTo": null': `"inReplyTo": "${eventUri}"`,
    });
    expect(post.response.status).toBe(202);
    const held = await until(
      "the fixture's reply held",
      async () =>
        (
          await w.db
            .select()
            .from(fediverseReplies)
            .where(eq(fediverseReplies.noteId, `${me}/statuses/99512778738411822`))
        )[0],
    );
    expect(held).toMatchObject({ status: "pending", kind: "event", itemId: id, handle: `@alice@${alice.host}` });
    expect(held.content).toContain("lain");
    expect(pageText(await (await w.fetch(`/events/${id}`, { base: site })).text())).not.toContain("@lain");

    const join = await alice.deliverFixture("mobilizon-join-activity.json", inbox, {
      "http://mobilizon2.test/@admin": me,
      "http://mobilizon.test/users/tcit": me,
      "http://mobilizon.test/events/some-uuid": eventUri,
    });
    expect(join.response.status).toBe(202);
    await until("the Join counted", async () =>
      pageText(await (await w.fetch(`/events/${id}`, { base: site })).text()).includes("1/5 attendees") ? true : null,
    );
    expect(pageText(await (await w.fetch(`/events/${id}/people`, { base: site, cookie: organiser })).text())).toContain(`@alice@${alice.host}`);

    // Another server's Event (Mobilizon's Create) is no business of ours: taken (202) and ignored.
    const [eventsBefore, repliesBefore] = [await w.db.select().from(eventsTable), await w.db.select().from(fediverseReplies)];
    const foreign = await alice.deliverFixture("mobilizon-post-activity.json", `${site}/ap/inbox`, {
      "https://test.mobilizon.org/@Alicia": me,
      "https://test.mobilizon.org": alice.origin,
      "https://framapiaf.org/users/admin": me,
      "https://framapiaf.org/users/tcit": eventsActor,
      "https://event1.tcit.fr": alice.origin,
    });
    expect(foreign.response.status).toBe(202);
    // Its ids point at the loopback server now (no fetch leaves the machine).
    const object = foreign.json.object as { id: string; location: { id: string } };
    expect([foreign.json.actor, object.id, object.location.id].every((u) => String(u).startsWith(alice.origin))).toBe(true);
    // The inbox's activities are handled in turn through the fediverse queue: a reply delivered after the Event, once
    // held, shows the Event has been handled.
    const marker = await alice.reply(events, eventUri, "<p>Delivered after the Mobilizon Event</p>");
    await until("the reply after the Event held", async () => {
      const [held] = await w.db.select().from(fediverseReplies).where(eq(fediverseReplies.noteId, marker.id!.href));
      return held ?? null;
    });
    expect((await w.db.select().from(eventsTable)).length).toBe(eventsBefore.length);
    expect((await w.db.select().from(fediverseReplies)).length).toBe(repliesBefore.length + 1);
    expect(pageText(await (await w.fetch("/events", { base: site })).text())).not.toContain("My first event");
  });
});
