// The weekly letter as an admin and a member meet it in pages (issue 32 §1): the local outbox at /admin/outbox shows a
// letter mail's headers (RFC 8058 one-click unsubscribe included), its text and HTML parts; /account/letter lets a
// member choose topics and leave.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

// Thursday 26 November 2026, 7:30 am in Indiana: half an hour after the letter's default slot.
const NOW = new Date("2026-11-26T12:30:00Z");
const SITE = "https://greenwood.example";
const TOKEN = "abcdefghijklmnopqrstuvwxyz234567";

let w: TestWorker;
/** Page text with the angle brackets of shown source decoded (pageText leaves &lt; and &gt;). */
const shown = (html: string) => pageText(html).replace(/&lt;/g, "<").replace(/&gt;/g, ">");
const rows = <T>(query: string) => w.db.all<T>(sql.raw(query));

beforeAll(async () => {
  // No mail key: mail goes to the outbox. No queue bound: the cron sends the batches itself.
  w = await startTestWorker({ now: NOW, vars: { SITE_URL: SITE, TEST_NOW: NOW.toISOString() } });
  await w.db.$client.batch([
    {
      sql: "insert into news_articles (title, status, published_at) values (?, 'published', ?)",
      args: ["Outbox check: library wing opens", NOW.getTime() - 86_400_000],
    },
    {
      sql: "insert into letter_subscribers (email, topics, status, manage_token) values (?, ?, 'confirmed', ?)",
      args: ["outbox.reader@example.com", JSON.stringify(["news", "events", "businesses", "classifieds", "jobs"]), TOKEN],
    },
    // The seeded ad a resident reported as a scam ("Scam or fraud", open), new this week; beside it, ads and an event
    // nobody reported, which a moderator takes down after the letter went.
    { sql: "update classified_ads set created_at = ? where title like 'Designer handbags%'", args: [NOW.getTime() - 86_400_000] },
    {
      sql: "insert into classified_ads (title, description, category, price, created_at) values (?, ?, ?, ?, ?)",
      args: ["Letter check: oak bookshelf", "Five shelves.", "Furniture", "$40", NOW.getTime() - 86_400_000],
    },
    {
      sql: "insert into classified_ads (title, description, category, price, created_at) values (?, ?, ?, ?, ?)",
      args: ["Letter check: garden hose reel", "Holds 100 feet.", "Home & Garden", "$15", NOW.getTime() - 86_400_000],
    },
    {
      sql: "insert into events (title, start_date, location) values (?, ?, ?)",
      args: ["Letter check: lantern walk", NOW.getTime() + 2 * 86_400_000, "Old Town"],
    },
  ]);
}, 60_000);

afterAll(async () => {
  await w?.close();
});

describe("/admin/outbox", () => {
  it("shows a letter mail's headers, List-Unsubscribe and List-Unsubscribe-Post included, and its text and HTML parts", async () => {
    await w.scheduled("0 * * * *");
    const [admin] = await rows<{ id: string }>("select id from users where role = 'admin' limit 1");
    const res = await w.fetch("/admin/outbox", { cookie: await sessionCookie(w, admin!.id) });
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = pageText(html);
    expect(text).toContain("Greenwood Community Hub weekly letter: November 26, 2026");
    expect(text).toContain("To outbox.reader@example.com · letter · outbox");
    // The headers as the mail carries them.
    const headers = /<pre[^>]*data-testid="mail-headers"[^>]*>([^<]*)<\/pre>/.exec(html)?.[1] ?? "";
    expect(shown(headers)).toContain(`List-Unsubscribe: <${SITE}/letters/unsubscribe?token=${TOKEN}>`);
    expect(shown(headers)).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // The text part, and the HTML part (in a sandboxed frame and as source).
    expect(text).toContain("Text part");
    expect(text).toContain("THIS WEEK'S TOP NEWS");
    expect(text).toContain(`Change your topics or unsubscribe: ${SITE}/letters/manage?token=${TOKEN}`);
    expect(text).toContain("HTML part");
    expect(html).toMatch(/<iframe[^>]*title="HTML part of Greenwood Community Hub weekly letter: November 26, 2026"[^>]*sandbox=""/);
    expect(shown(html)).toContain(`<a href="${SITE}/letters/manage?token=${TOKEN}"`);
  });

  it("is for admins only", async () => {
    const [member] = await rows<{ id: string }>("select id from users where role <> 'admin' limit 1");
    const res = await w.fetch("/admin/outbox", { cookie: await sessionCookie(w, member!.id) });
    expect(res.status).not.toBe(200);
    expect(pageText(await res.text())).not.toContain("List-Unsubscribe");
  });
});

describe("what moderation keeps out of the letter", () => {
  const SCAM = "Designer handbags";
  const sentLetters = () =>
    rows<{ text_body: string; html_body: string }>("select text_body, html_body from mail_messages where kind = 'letter' and status = 'outbox'");
  const archive = async () => {
    const res = await w.fetch("/letters/2026-11-26");
    expect(res.status).toBe(200);
    return pageText(await res.text());
  };

  it("an ad with an open report is not in the preview, the letter sent or the archive", async () => {
    const [reported] = await rows<{ n: number }>(
      "select count(*) as n from classified_reports r join classified_ads a on a.id = r.ad_id where a.title like 'Designer handbags%' and a.removed_at is null",
    );
    expect(reported!.n).toBeGreaterThan(0);
    const [admin] = await rows<{ id: string }>("select id from users where role = 'admin' limit 1");
    const preview = pageText(await (await w.fetch("/admin/letter", { cookie: await sessionCookie(w, admin!.id) })).text());
    expect(preview).toContain("Letter check: oak bookshelf");
    expect(preview).not.toContain(SCAM);

    await w.scheduled("0 * * * *");
    const mails = await sentLetters();
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) {
      expect(m.text_body).toContain("Letter check: oak bookshelf");
      expect(m.text_body).not.toContain(SCAM);
      expect(m.html_body).not.toContain(SCAM);
    }
    const archived = await archive();
    expect(archived).toContain("Letter check: oak bookshelf");
    expect(archived).not.toContain(SCAM);
  });

  it("an ad or event a moderator takes down after the letter went leaves the archive", async () => {
    const [admin] = await rows<{ id: string }>("select id from users where role = 'admin' limit 1");
    const cookie = await sessionCookie(w, admin!.id);
    await w.scheduled("0 * * * *");
    const before = await archive();
    expect(before).toContain("Letter check: oak bookshelf");
    expect(before).toContain("Letter check: garden hose reel");
    expect(before).toContain("Letter check: lantern walk");

    const [ad] = await rows<{ id: number }>("select id from classified_ads where title = 'Letter check: oak bookshelf'");
    expect((await postForm(w, "/admin/classifieds", cookie, { id: String(ad!.id), intent: "remove" })).status).toBe(302);
    const [event] = await rows<{ id: number }>("select id from events where title = 'Letter check: lantern walk'");
    expect((await postForm(w, "/admin/events", cookie, { eventId: String(event!.id), intent: "hide" })).status).toBe(302);

    const after = await archive();
    expect(after).not.toContain("Letter check: oak bookshelf");
    expect(after).not.toContain("Letter check: lantern walk");
    // What nobody took down stays.
    expect(after).toContain("Letter check: garden hose reel");
    expect(after).toContain("Outbox check: library wing opens");
  });
});

describe("/account/letter", () => {
  const checked = (html: string) =>
    (html.match(/<input[^>]*type="checkbox"[^>]*>/g) ?? []).filter((i) => / checked=""/.test(i)).map((i) => /value="(\w+)"/.exec(i)?.[1]);

  it("a member chooses topics, changes them, and leaves", async () => {
    const [member] = await rows<{ id: string; email: string }>("select id, email from users where role <> 'admin' limit 1");
    const cookie = await sessionCookie(w, member!.id);
    const subscriber = async () =>
      (
        await rows<{ status: string; topics: string }>(`select status, topics from letter_subscribers where email = '${member!.email.toLowerCase()}'`)
      )[0];

    const first = await w.fetch("/account/letter", { cookie });
    expect(first.status).toBe(200);
    expect(pageText(await first.text())).toContain(`You don't get the weekly letter. Choose topics to get it at ${member!.email}.`);

    const save = await w.fetch("/account/letter", {
      method: "POST",
      cookie,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=topics&topics=news&topics=jobs",
    });
    expect(save.status).toBe(302);
    expect(save.headers.get("Location")).toBe("/account/letter");
    const saved = await w.fetch("/account/letter", { cookie: [cookie, ...save.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ") });
    const savedHtml = await saved.text();
    expect(pageText(savedHtml)).toContain(`Sent to ${member!.email} once a week.`);
    expect(pageText(savedHtml)).toContain("Your weekly letter topics have been saved.");
    expect(checked(savedHtml)).toEqual(["news", "jobs"]);
    expect(await subscriber()).toEqual({ status: "confirmed", topics: JSON.stringify(["news", "jobs"]) });

    // Changing topics replaces them.
    expect((await postForm(w, "/account/letter", cookie, { intent: "topics", topics: "events" })).status).toBe(302);
    expect(checked(await (await w.fetch("/account/letter", { cookie })).text())).toEqual(["events"]);
    expect(await subscriber()).toEqual({ status: "confirmed", topics: JSON.stringify(["events"]) });

    // A post that names no action changes nothing.
    expect((await postForm(w, "/account/letter", cookie, { topics: "news" })).status).toBe(400);
    expect(await subscriber()).toEqual({ status: "confirmed", topics: JSON.stringify(["events"]) });

    // Leaving.
    const leave = await postForm(w, "/account/letter", cookie, { intent: "leave" });
    expect(leave.status).toBe(302);
    const left = await w.fetch("/account/letter", { cookie: [cookie, ...leave.headers.getSetCookie().map((c) => c.split(";")[0])].join("; ") });
    const leftText = pageText(await left.text());
    expect(leftText).toContain("You will no longer get the weekly letter.");
    expect(leftText).toContain(`You don't get the weekly letter. Choose topics to get it at ${member!.email}.`);
    expect(leftText).not.toContain("Stop the weekly letter");
    expect((await subscriber())!.status).toBe("unsubscribed");
  });

  it("asks a visitor to sign in", async () => {
    const res = await w.fetch("/account/letter");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/login|sign/i);
  });
});
