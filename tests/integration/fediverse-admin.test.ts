// The fediverse's switch, admin page and handles (issue 47), through the built worker: off by default (no handle
// shown, /follow 404), turned on in /admin/settings (admins only), then the handles in the footer and on /events and
// /news with the remote-follow form (a GET form: the reader's server is checked as a host name, then they go to its
// /authorize_interaction), in English and Spanish; /admin/fediverse's block list and counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fediverseBlockedDomains, fediverseFollowers, fediverseSettings } from "../../db/schema";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let admin: string;
let member: string;
const HOST = "127.0.0.1:8787";

beforeAll(async () => {
  w = await startTestWorker({ fediverse: true });
  admin = await sessionCookie(w, "seed-admin");
  member = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

const text = async (path: string, init: { cookie?: string; headers?: Record<string, string> } = {}) => {
  const res = await w.fetch(path, init);
  expect(res.status, path).toBe(200);
  return pageText(await res.text());
};

describe("while federation is off", () => {
  it("no page shows a handle and /follow is not found", async () => {
    expect(await text("/events")).not.toContain(`@events@${HOST}`);
    expect(await text("/news")).not.toContain(`@news@${HOST}`);
    expect((await w.fetch("/follow?actor=events&server=mastodon.social")).status).toBe(404);
    expect(await text("/admin/settings", { cookie: admin })).toContain("Federation is off");
  });

  it("a member cannot turn it on", async () => {
    const res = await postForm(w, "/admin/fediverse", member, { intent: "on" });
    expect(res.status).not.toBe(302);
    expect(await w.db.select().from(fediverseSettings)).toEqual([]);
  });
});

describe("once an admin turns it on in /admin/settings", () => {
  beforeAll(async () => {
    const res = await postForm(w, "/admin/fediverse", admin, { intent: "on", back: "settings" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/settings");
  });

  it("is saved, and the settings page says so", async () => {
    expect((await w.db.select().from(fediverseSettings))[0]?.enabled).toBe(true);
    expect(await text("/admin/settings", { cookie: admin })).toContain("Federation is on");
  });

  it("shows the handles in the footer and on /events and /news with the follow form", async () => {
    const events = await text("/events");
    expect(events).toContain(`On Mastodon: @events@${HOST} and @news@${HOST}`);
    expect(events).toContain(`Get our events in your Mastodon (or other fediverse) timeline: follow @events@${HOST}.`);
    expect(await text("/news")).toContain(`follow @news@${HOST}`);
    const html = await (await w.fetch("/events")).text();
    expect(html).toMatch(/<form method="get" action="\/follow"/);
    const spanish = await text("/events", { headers: { "Accept-Language": "es" } });
    expect(spanish).toContain(`En Mastodon: @events@${HOST} y @news@${HOST}`);
  });

  it("sends the reader to their server's follow page; a server name that is no host name is refused", async () => {
    const go = await w.fetch("/follow?actor=news&server=https%3A%2F%2FMastodon.Social%2F");
    expect(go.status).toBe(302);
    expect(go.headers.get("Location")).toBe(`https://mastodon.social/authorize_interaction?uri=${encodeURIComponent(`news@${HOST}`)}`);
    const handle = await w.fetch(`/follow?actor=events&server=${encodeURIComponent("@me@fosstodon.org")}`);
    expect(handle.headers.get("Location")).toContain("https://fosstodon.org/authorize_interaction?uri=events%40");
    for (const bad of ["not a server", "javascript:alert(1)", "exa_mple.com", "-bad.example", "mastodon", ""]) {
      const res = await w.fetch(`/follow?actor=events&server=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
      expect(pageText(await res.text())).toContain("Please enter your server, like mastodon.social");
    }
    // Without a server: the page with both forms.
    expect(await text("/follow")).toContain(`@news@${HOST}`);
  });

  it("blocks a server (its followers go), refuses a bad name, and counts followers by actor and server", async () => {
    await w.db.insert(fediverseFollowers).values([
      { actor: "events", followerId: "https://spam.example/users/a", inbox: "https://spam.example/users/a/inbox", domain: "spam.example" },
      {
        actor: "events",
        followerId: "https://town.social/users/b",
        inbox: "https://town.social/users/b/inbox",
        domain: "town.social",
        handle: "@b@town.social",
      },
      {
        actor: "news",
        followerId: "https://town.social/users/b",
        inbox: "https://town.social/users/b/inbox",
        domain: "town.social",
        handle: "@b@town.social",
      },
    ]);
    expect((await postForm(w, "/admin/fediverse", admin, { intent: "block", domain: "Spam.Example" })).status).toBe(302);
    expect((await postForm(w, "/admin/fediverse", admin, { intent: "block", domain: "not a domain" })).status).toBe(400);
    expect((await w.db.select().from(fediverseBlockedDomains)).map((b) => b.domain)).toEqual(["spam.example"]);
    const page = await text("/admin/fediverse", { cookie: admin });
    expect(page).toContain("1 follow events, 1 follow news.");
    expect(page).toContain("town.social (2)");
    expect(page).toContain("@b@town.social");
    expect(page).not.toContain("spam.example/users/a");
    // The development view: the actor's document as other servers read it.
    expect(page).toContain(`"preferredUsername": "events"`);
  });
});
