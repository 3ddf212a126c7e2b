// The letter a reader expects (issue 42, the reader's side): the mailed HTML parsed (viewport, masthead in the site's
// colours, the editor's note, items with links and a picture's place kept, "View in your browser", unsubscribe and the
// postal address); /subscribe and its confirmation say when it comes and link a sample; the sign-up boxes on home and
// under an article (for a visitor, not for a member who gets it; a plain POST); the archive's headlines and its Atom
// feed; the manage page's address and "Subscribe again" after a one-click unsubscribe.
import { parseFeed } from "@rowanmanning/feed-parser";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText, postForm, sessionCookie, sqlRows, startTestWorker, type TestWorker } from "../support/worker";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

// Thursday 26 November 2026, 7:30 am in Indiana: half an hour after the letter's default slot (Thursday 7 am).
const NOW = new Date("2026-11-26T12:30:00Z");
const DAY = 24 * 3600 * 1000;
const SITE = "https://greenwood.example";
const TOKEN = "readerhtmlqqqqqqqqqqqqqqqqqqqqqq";
const TOKEN_ES = "readerspanishqqqqqqqqqqqqqqqqqqq";
const TOKEN_LEFT = "readerleftqqqqqqqqqqqqqqqqqqqqqq";
const ADDRESS = "Greenwood Community Hub, 1 Test Lane, Greenwood, IN 46142";
const PRIMARY = "#7c2d12";
const ALL_TOPICS = JSON.stringify(["news", "events", "businesses", "classifieds", "jobs"]);

let w: TestWorker;
const rows = <T>(query: string, args: (string | number)[] = []) => sqlRows<T>(w, query, args);
const ids: Record<string, number> = {};

// --- A small DOM walk over parse5's tree

const elements = (node: Node): Element[] => {
  const out: Element[] = [];
  const walk = (n: Node) => {
    if ("tagName" in n) out.push(n);
    const kids = "childNodes" in n ? n.childNodes : [];
    for (const c of kids) walk(c);
    if ("content" in n && n.content) walk(n.content as Node);
  };
  walk(node);
  return out;
};
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value ?? null;
const textOf = (node: Node): string =>
  "value" in node && node.nodeName === "#text" ? node.value : "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
const find = (root: Node, test: (el: Element) => boolean) => elements(root).filter(test);
const byData = (root: Node, name: string, value = "") => find(root, (el) => attr(el, name) === value);
const links = (root: Node) => find(root, (el) => el.tagName === "a");

async function insertArticle(title: string, opts: { image?: string; status?: string; daysAgo?: number } = {}) {
  const [row] = await rows<{ id: number }>(
    "insert into news_articles (title, excerpt, status, published_at, image_url, is_premium) values (?, ?, ?, ?, ?, 1) returning id",
    [title, `${title}: the short of it.`, opts.status ?? "published", NOW.getTime() - (opts.daysAgo ?? 1) * DAY, opts.image ?? ""],
  );
  return row!.id;
}

beforeAll(async () => {
  // No mail key: every mail waits in the outbox. No queue bound: the cron sends the batches itself.
  w = await startTestWorker({ now: NOW, vars: { SITE_URL: SITE, TEST_NOW: NOW.toISOString() } });
  // The site's colours and postal address before any request reads the settings (they are kept in KV).
  await rows("update site_config set colors = ?, postal_address = ? where id = 1", [JSON.stringify({ primary: PRIMARY }), ADDRESS]);
  ids.pictured = await insertArticle("Reader check: library wing opens", { image: "/images/library-wing.jpg" });
  ids.plain = await insertArticle("Reader check: council meets on roads");
  await rows("insert into letter_draft (id, editor_note, dropped) values (1, ?, '[]')", [
    "Hello **neighbours**: the [parade](https://example.com/parade) is on Saturday.",
  ]);
  await w.db.$client.batch([
    {
      sql: "insert into letter_subscribers (email, topics, status, manage_token, confirmed_at) values (?, ?, 'confirmed', ?, ?)",
      args: ["html.reader@example.com", ALL_TOPICS, TOKEN, NOW.getTime() - 30 * DAY],
    },
    {
      sql: "insert into letter_subscribers (email, topics, status, manage_token, confirmed_at, lang) values (?, ?, 'confirmed', ?, ?, 'es')",
      args: ["lectora@example.com", ALL_TOPICS, TOKEN_ES, NOW.getTime() - 30 * DAY],
    },
    {
      sql: "insert into letter_subscribers (email, topics, status, manage_token, confirmed_at) values (?, ?, 'confirmed', ?, ?)",
      args: ["left.reader@example.com", JSON.stringify(["news", "events"]), TOKEN_LEFT, NOW.getTime() - 30 * DAY],
    },
    // A member who gets the letter (by account) and one who does not.
    { sql: "insert into users (id, email, first_name) values ('reader-member', 'reader.member@example.com', 'Rea')", args: [] },
    { sql: "insert into users (id, email, first_name) values ('other-member', 'other.member@example.com', 'Oth')", args: [] },
    {
      sql: "insert into letter_subscribers (email, topics, status, manage_token, user_id, confirmed_at) values (?, ?, 'confirmed', ?, 'reader-member', ?)",
      args: ["reader.member@example.com", ALL_TOPICS, "readermemberqqqqqqqqqqqqqqqqqqqq", NOW.getTime() - 30 * DAY],
    },
  ]);
}, 60_000);

afterAll(async () => {
  await w?.close();
});

describe("the mailed letter", () => {
  const mailTo = async (to: string) => {
    const [m] = await rows<{ subject: string; html_body: string; text_body: string }>(
      "select subject, html_body, text_body from mail_messages where kind = 'letter' and to_address = ?",
      [to],
    );
    return m;
  };

  it("is a document with a viewport, a masthead in the site's colours, the note, items with links, the browser link, unsubscribe and the postal address", async () => {
    await w.scheduled("0 * * * *");
    const mail = await mailTo("html.reader@example.com");
    expect(mail).toBeTruthy();
    const doc = parse(mail!.html_body);
    // A phone reads one column: the viewport meta, and the column at most 600 px wide.
    const viewport = find(doc, (el) => el.tagName === "meta" && attr(el, "name") === "viewport");
    expect(viewport.map((v) => attr(v, "content"))).toEqual(["width=device-width, initial-scale=1"]);
    expect(find(doc, (el) => el.tagName === "html")[0]!.attrs).toContainEqual({ name: "lang", value: "en" });
    // The masthead: the site's name on its primary colour.
    const [masthead] = byData(doc, "data-mail", "masthead");
    expect(textOf(masthead!).trim()).toBe("Greenwood Community Hub");
    expect(attr(masthead!, "style")).toContain(`background-color:${PRIMARY}`);
    // The editor's note, its Markdown rendered (bold, a link), above the first section.
    const [note] = byData(doc, "data-editor-note");
    expect(textOf(note!)).toBe("Hello neighbours: the parade is on Saturday.");
    expect(find(note!, (el) => el.tagName === "strong").map(textOf)).toEqual(["neighbours"]);
    expect(links(note!).map((a) => attr(a, "href"))).toEqual(["https://example.com/parade"]);
    const body = byData(doc, "data-mail", "body")[0];
    const order = elements(body!);
    expect(order.indexOf(note!)).toBeLessThan(order.indexOf(byData(doc, "data-section", "news")[0]!));
    // Items link to their pages; one with a picture shows it, one without keeps the column with a placeholder.
    const items = byData(doc, "data-item");
    const item = (title: string) => items.find((i) => textOf(i).includes(title));
    const pictured = item("Reader check: library wing opens");
    const plain = item("Reader check: council meets on roads");
    expect(pictured && plain).toBeTruthy();
    expect(links(pictured!).map((a) => attr(a, "href"))).toContain(`${SITE}/news/${ids.pictured}`);
    expect(links(plain!).map((a) => attr(a, "href"))).toContain(`${SITE}/news/${ids.plain}`);
    const img = find(pictured!, (el) => el.tagName === "img")[0];
    expect(attr(img!, "src")).toBe(`${SITE}/images/library-wing.jpg`);
    expect(attr(img!, "width")).toBe(attr(byData(plain!, "data-placeholder")[0]!, "style")?.match(/width:(\d+)px/)?.[1] ?? "none");
    expect(find(plain!, (el) => el.tagName === "img")).toEqual([]);
    // "View in your browser" opens the issue in the archive.
    const [browser] = byData(doc, "data-mail", "browser");
    expect(links(browser!).map((a) => [textOf(a), attr(a, "href")])).toEqual([["View in your browser", `${SITE}/letters/2026-11-26`]]);
    // The footer: the reader's own links (manage, unsubscribe) and the postal address.
    const [footer] = byData(doc, "data-mail", "footer");
    expect(links(footer!).map((a) => [textOf(a), attr(a, "href")])).toEqual([
      ["Change your topics or unsubscribe", `${SITE}/letters/manage?token=${TOKEN}`],
      ["Unsubscribe", `${SITE}/letters/unsubscribe?token=${TOKEN}`],
    ]);
    expect(textOf(byData(footer!, "data-mail", "postal-address")[0]!)).toBe(ADDRESS);
    // Federation is off (the default): no handle in the footer.
    expect(byData(doc, "data-mail", "fediverse")).toEqual([]);
    expect(mail!.html_body + mail!.text_body).not.toContain("Mastodon");
    // The plain text carries the same parts.
    expect(mail!.text_body).toContain(`View in your browser: ${SITE}/letters/2026-11-26`);
    expect(mail!.text_body).toContain("Hello neighbours: the parade (https://example.com/parade) is on Saturday.");
    expect(mail!.text_body).toContain(`Unsubscribe: ${SITE}/letters/unsubscribe?token=${TOKEN}`);
    expect(mail!.text_body.trimEnd().endsWith(ADDRESS)).toBe(true);
  });

  it("comes in the reader's language: subject, browser link and footer in Spanish", async () => {
    const mail = await mailTo("lectora@example.com");
    expect(mail!.subject).toBe("Carta semanal de Greenwood Community Hub: 26 de noviembre de 2026");
    const doc = parse(mail!.html_body);
    expect(find(doc, (el) => el.tagName === "html")[0]!.attrs).toContainEqual({ name: "lang", value: "es" });
    expect(links(byData(doc, "data-mail", "browser")[0]!).map(textOf)).toEqual(["Ver en el navegador"]);
    expect(links(byData(doc, "data-mail", "footer")[0]!).map(textOf)).toEqual(["Cambiar sus temas o darse de baja", "Darse de baja"]);
    expect(mail!.text_body).toContain(`Ver en el navegador: ${SITE}/letters/2026-11-26`);
  });
});

describe("the mailed letter while federation is on", () => {
  it("names @events@host and @news@host in the footer, with a link to /follow", async () => {
    await rows("insert into fediverse_settings (id, enabled) values (1, 1)");
    const [admin] = await rows<{ id: string; email: string }>("select id, email from users where role = 'admin' limit 1");
    const res = await postForm(w, "/admin/letter", await sessionCookie(w, admin!.id), { intent: "send-test" });
    expect(res.status).toBe(302);
    const [mail] = await rows<{ html_body: string; text_body: string }>(
      "select html_body, text_body from mail_messages where kind = 'letter-test' and to_address = ?",
      [admin!.email],
    );
    const doc = parse(mail!.html_body);
    const [footer] = byData(doc, "data-mail", "footer");
    const [follow] = byData(footer!, "data-mail", "fediverse");
    expect(textOf(follow!)).toBe("Follow us on Mastodon: @events@greenwood.example (events) and @news@greenwood.example (news). How to follow");
    expect(links(follow!).map((a) => attr(a, "href"))).toEqual([`${SITE}/follow`]);
    // It sits with the reader's links, above the postal address.
    const order = elements(footer!);
    expect(order.indexOf(follow!)).toBeLessThan(order.indexOf(byData(footer!, "data-mail", "postal-address")[0]!));
    expect(mail!.text_body).toContain(
      `Follow us on Mastodon: @events@greenwood.example (events) and @news@greenwood.example (news). How to follow: ${SITE}/follow`,
    );
    await rows("delete from fediverse_settings");
  });
});

describe("/subscribe and its confirmation", () => {
  it("say which day and hour the letter comes, in the town's zone, and link the latest issue as a sample", async () => {
    const doc = parse(await (await w.fetch("/subscribe")).text());
    const [when] = find(doc, (el) => attr(el, "data-testid") === "letter-when");
    expect(textOf(when!)).toContain("It comes every Thursday at 7:00 AM (Eastern Time).");
    expect(links(when!).map((a) => [textOf(a), attr(a, "href")])).toContainEqual(["Read the latest letter", "/letters/2026-11-26"]);
    // The admin's schedule moves it: Mondays at 6 pm.
    await rows("insert into letter_settings (id, weekday, hour) values (1, 1, 18) on conflict(id) do update set weekday = 1, hour = 18");
    expect(pageText(await (await w.fetch("/subscribe")).text())).toContain("It comes every Monday at 6:00 PM (Eastern Time).");
    expect(pageText(await (await w.fetch("/subscribe", { headers: { "Accept-Language": "es" } })).text())).toContain(
      "Llega cada lunes a las 6:00 p.m. (hora oriental).",
    );
    await rows("update letter_settings set weekday = 4, hour = 7 where id = 1");
  });

  it("the confirmation page says the same", async () => {
    const res = await postForm(w, "/subscribe", undefined, { email: "new.reader@example.com", topics: "news" });
    expect(res.status).toBe(200);
    const [confirm] = await rows<{ text_body: string }>("select text_body from mail_messages where kind = 'letter-confirm' and to_address = ?", [
      "new.reader@example.com",
    ]);
    const link = /\/subscribe\/confirm\?token=[a-z2-7]+/.exec(confirm!.text_body)?.[0] ?? "";
    expect(link).not.toBe("");
    expect(pageText(await (await w.fetch(link)).text())).toContain("It comes every Thursday at 7:00 AM (Eastern Time).");
    const done = pageText(await (await postForm(w, link, undefined, { token: link.split("=")[1]! })).text());
    expect(done).toContain("You're subscribed.");
    expect(done).toContain("It comes every Thursday at 7:00 AM (Eastern Time). Read the latest letter");
  });
});

describe("the sign-up boxes", () => {
  const box = (html: string) => find(parse(html), (el) => attr(el, "data-testid") === "letter-signup")[0] ?? null;
  const pages = () => ["/", `/news/${ids.plain}`];

  it("are on home and under an article for a visitor and a member who does not get the letter, not for one who does", async () => {
    const other = await sessionCookie(w, "other-member");
    const reader = await sessionCookie(w, "reader-member");
    for (const path of pages()) {
      expect(box(await (await w.fetch(path)).text()), `${path} for a visitor`).not.toBeNull();
      expect(box(await (await w.fetch(path, { cookie: other })).text()), `${path} for a member without it`).not.toBeNull();
      expect(box(await (await w.fetch(path, { cookie: reader })).text()), `${path} for a reader`).toBeNull();
    }
  });

  it("is a plain form that POSTs to /subscribe: the same double opt-in, no JavaScript needed", async () => {
    const form = find(box(await (await w.fetch("/")).text())!, (el) => el.tagName === "form")[0];
    expect([attr(form!, "method"), attr(form!, "action")]).toEqual(["post", "/subscribe"]);
    // The fields the browser sends: the address typed, every topic, the empty honeypot.
    const fields = new URLSearchParams();
    for (const input of find(form!, (el) => el.tagName === "input")) {
      const name = attr(input, "name");
      if (name) fields.append(name, name === "email" ? "box.reader@example.com" : (attr(input, "value") ?? ""));
    }
    expect(fields.getAll("topics")).toEqual(["news", "events", "businesses", "classifieds", "jobs"]);
    const res = await w.fetch("/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: fields.toString(),
    });
    expect(res.status).toBe(200);
    expect(pageText(await res.text())).toContain("a mail with a link to confirm is on its way");
    const [row] = await rows<{ status: string; pending_topics: string }>("select status, pending_topics from letter_subscribers where email = ?", [
      "box.reader@example.com",
    ]);
    expect(row).toEqual({ status: "pending", pending_topics: JSON.stringify(["news", "events", "businesses", "classifieds", "jobs"]) });
    const [mail] = await rows<{ n: number }>("select count(*) as n from mail_messages where kind = 'letter-confirm' and to_address = ?", [
      "box.reader@example.com",
    ]);
    expect(mail!.n).toBe(1);
  });
});

describe("the archive", () => {
  beforeAll(async () => {
    // An earlier issue: four news items (one since hidden by moderation) and a pinned event.
    ids.n1 = await insertArticle("Archive check: first story", { daysAgo: 8 });
    ids.n2 = await insertArticle("Archive check: story since withdrawn", { daysAgo: 8, status: "pending" });
    ids.n3 = await insertArticle("Archive check: third story", { daysAgo: 8 });
    ids.n4 = await insertArticle("Archive check: fourth story", { daysAgo: 8 });
    const [event] = await rows<{ id: number }>("insert into events (title, start_date, location) values (?, ?, ?) returning id", [
      "Archive check: pinned lantern walk",
      NOW.getTime() - 5 * DAY,
      "Old Town",
    ]);
    ids.e1 = event!.id;
    const item = (topic: string, id: number, title: string) => ({ title, url: `/${topic}/${id}` });
    const content = {
      date: "2026-11-19",
      title: "Greenwood Community Hub weekly letter: November 19, 2026",
      pinned: `/events/${ids.e1}`,
      news: [
        item("news", ids.n1, "Archive check: first story"),
        item("news", ids.n2, "Archive check: story since withdrawn"),
        item("news", ids.n3, "Archive check: third story"),
        item("news", ids.n4, "Archive check: fourth story"),
      ],
      events: [item("events", ids.e1, "Archive check: pinned lantern walk")],
      businesses: [],
      classifieds: [],
      jobs: [],
    };
    await rows("insert into letter_issues (date, subject, content, created_at, queued_at) values (?, ?, ?, ?, ?)", [
      "2026-11-19",
      content.title,
      JSON.stringify(content),
      NOW.getTime() - 7 * DAY,
      NOW.getTime() - 7 * DAY,
    ]);
  });

  it("/letters lists each issue with its date and first three headlines, and links its Atom feed", async () => {
    const doc = parse(await (await w.fetch("/letters")).text());
    const alternate = find(doc, (el) => el.tagName === "link" && attr(el, "rel") === "alternate" && attr(el, "type") === "application/atom+xml");
    expect(alternate.map((l) => attr(l, "href"))).toEqual(["/letters.atom"]);
    const entries = find(
      find(doc, (el) => attr(el, "data-testid") === "letter-archive")[0]!,
      (el) => el.tagName === "li" && attr(el, "class") === "py-4",
    );
    expect(entries.map((e) => attr(find(e, (el) => el.tagName === "time")[0]!, "datetime"))).toEqual(["2026-11-26", "2026-11-19"]);
    expect(textOf(find(entries[1]!, (el) => el.tagName === "time")[0]!)).toBe("Thursday, November 19, 2026");
    const headlines = (e: Element) => find(e, (el) => el.tagName === "ul")[0];
    // The pinned event first, then the news in order; the withdrawn story is left out; three at most.
    expect(find(headlines(entries[1]!)!, (el) => el.tagName === "li").map(textOf)).toEqual([
      "Archive check: pinned lantern walk",
      "Archive check: first story",
      "Archive check: third story",
    ]);
    expect(links(headlines(entries[1]!)!).map((a) => attr(a, "href"))).toEqual([`/events/${ids.e1}`, `/news/${ids.n1}`, `/news/${ids.n3}`]);
    expect(find(headlines(entries[0]!)!, (el) => el.tagName === "li").length).toBeLessThanOrEqual(3);
  });

  it("/letters.atom is an Atom feed: the feed's id, title, updated and links, and an entry with its own id per issue", async () => {
    const res = await w.fetch("/letters.atom");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await res.text();
    const feed = parseFeed(xml).toJSON();
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Greenwood Community Hub: weekly letters");
    expect(feed.self).toBe(`${SITE}/letters.atom`);
    expect(feed.url).toBe(`${SITE}/letters`);
    expect(feed.updated).toBeTruthy();
    // The feed's own id (before the first entry) and its author.
    expect(xml.slice(0, xml.indexOf("<entry>"))).toContain(`<id>${SITE}/letters</id>`);
    expect(feed.authors.map((a) => a.name)).toEqual(["Greenwood Community Hub"]);
    expect(feed.items.map((i) => [i.id, i.url])).toEqual([
      [`${SITE}/letters/2026-11-26`, `${SITE}/letters/2026-11-26`],
      [`${SITE}/letters/2026-11-19`, `${SITE}/letters/2026-11-19`],
    ]);
    expect(feed.items[1]!.title).toBe("Greenwood Community Hub weekly letter: November 19, 2026");
    expect(feed.items[1]!.updated).toBe(new Date(NOW.getTime() - 7 * DAY).toISOString());
    expect(feed.items[1]!.description).toBe("Archive check: pinned lantern walk · Archive check: first story · Archive check: third story");
  });
});

describe("the manage page", () => {
  it("says which address it manages", async () => {
    const doc = parse(await (await w.fetch(`/letters/manage?token=${TOKEN_LEFT}`)).text());
    expect(textOf(find(doc, (el) => attr(el, "data-testid") === "manage-address")[0]!)).toBe(
      "This page manages the letter sent to left.reader@example.com.",
    );
  });

  it("after a one-click unsubscribe, offers 'Subscribe again' in one step with the topics the reader had", async () => {
    const oneClick = await w.fetch(`/letters/unsubscribe?token=${TOKEN_LEFT}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    const page = await (await w.fetch(`/letters/manage?token=${TOKEN_LEFT}`)).text();
    const again = find(parse(page), (el) => el.tagName === "button" && attr(el, "value") === "resubscribe");
    expect(again.map(textOf)).toEqual(["Subscribe again"]);
    const res = await postForm(w, `/letters/manage?token=${TOKEN_LEFT}`, undefined, { intent: "resubscribe" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/letters/manage?token=${TOKEN_LEFT}&done=back`);
    const [row] = await rows<{ status: string; topics: string }>("select status, topics from letter_subscribers where manage_token = ?", [
      TOKEN_LEFT,
    ]);
    expect(row).toEqual({ status: "confirmed", topics: JSON.stringify(["news", "events"]) });
    const back = await (await w.fetch(res.headers.get("Location")!)).text();
    expect(pageText(back)).toContain("Welcome back: the letter comes again, with the topics you had.");
    expect(find(parse(back), (el) => el.tagName === "button" && attr(el, "value") === "resubscribe")).toEqual([]);
  });

  it("offers no 'Subscribe again' to an address that never confirmed", async () => {
    await rows("insert into letter_subscribers (email, topics, status, manage_token) values (?, ?, 'unsubscribed', ?)", [
      "never.confirmed@example.com",
      ALL_TOPICS,
      "neverconfirmedqqqqqqqqqqqqqqqqqq",
    ]);
    const page = await (await w.fetch("/letters/manage?token=neverconfirmedqqqqqqqqqqqqqqqqqq")).text();
    expect(find(parse(page), (el) => el.tagName === "button" && attr(el, "value") === "resubscribe")).toEqual([]);
    await postForm(w, "/letters/manage?token=neverconfirmedqqqqqqqqqqqqqqqqqq", undefined, { intent: "resubscribe" });
    const [row] = await rows<{ status: string }>("select status from letter_subscribers where manage_token = ?", [
      "neverconfirmedqqqqqqqqqqqqqqqqqq",
    ]);
    expect(row!.status).toBe("unsubscribed");
  });
});
