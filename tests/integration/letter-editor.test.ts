// The letter an editor runs (issue 42) in the built worker: on /admin/letter an editor's note, a dropped and a pinned
// item shape the letter that goes (the outbox) and the archive; "Skip this week" keeps the cron from sending it;
// "Send now" sends; only an admin may. Then the numbers, with the loopback Resend and the queue: subscribers by topic,
// each issue's readers and batches (one failed once and retried), and a bounce and a complaint from the signed webhook.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailServer } from "../support/mail-server";
import { pageText, postForm, sessionCookie, sqlRows, startTestWorker, type TestWorker, until } from "../support/worker";

// Thursday 26 November 2026, 7:30 am in Indiana: half an hour after the letter's default slot (Thursday 7 am).
const NOW = new Date("2026-11-26T12:30:00Z");
const DAY = 24 * 3600 * 1000;
const SITE = "https://greenwood.example";
const LETTER_CRON = "0 * * * *";
const TOKEN = "abcdefghijklmnopqrstuvwxyz234567";

const adminOf = async (w: TestWorker) => {
  const [admin] = await sqlRows<{ id: string }>(w, "select id from users where role = 'admin' limit 1");
  return sessionCookie(w, admin!.id);
};
/** The inside of the page's letter preview. */
const previewOf = (html: string) => /data-testid="letter-preview"[^>]*>([\s\S]*?)<\/div><details/.exec(html)?.[1] ?? "";

describe("editing the letter before it goes", () => {
  let w: TestWorker;
  let cookie = "";
  const outboxLetters = () =>
    sqlRows<{ text_body: string; html_body: string }>(w, "select text_body, html_body from mail_messages where kind = 'letter'");

  beforeAll(async () => {
    // No mail key: the letter goes to the outbox. No queue bound: the batches are sent in the request or cron.
    w = await startTestWorker({ now: NOW, vars: { SITE_URL: SITE, TEST_NOW: NOW.toISOString() } });
    await w.db.$client.batch([
      {
        sql: "insert into news_articles (title, status, published_at) values (?, 'published', ?)",
        args: ["Editor check: bridge reopens", NOW.getTime() - DAY],
      },
      {
        sql: "insert into news_articles (title, status, published_at) values (?, 'published', ?)",
        args: ["Editor check: dull story", NOW.getTime() - DAY / 2],
      },
      {
        sql: "insert into events (title, start_date, location) values (?, ?, ?)",
        args: ["Editor check: pancake breakfast", NOW.getTime() + DAY, "Fire hall"],
      },
      {
        sql: "insert into events (title, start_date, location) values (?, ?, ?)",
        args: ["Editor check: lantern walk", NOW.getTime() + 3 * DAY, "Old Town"],
      },
      {
        sql: "insert into letter_subscribers (email, topics, status, manage_token) values (?, ?, 'confirmed', ?)",
        args: ["editor.reader@example.com", JSON.stringify(["news", "events", "businesses", "classifieds", "jobs"]), TOKEN],
      },
    ]);
    cookie = await adminOf(w);
  }, 60_000);

  afterAll(async () => {
    await w?.close();
  });

  it("refuses a member: no page, and a post changes nothing", async () => {
    const [member] = await sqlRows<{ id: string }>(w, "select id from users where role = 'user' limit 1");
    const memberCookie = await sessionCookie(w, member!.id);
    const page = await w.fetch("/admin/letter", { cookie: memberCookie });
    expect(page.status).toBe(403);
    for (const fields of [{ intent: "note", note: "Hacked" }, { intent: "send-now" }, { intent: "skip", skip: "1" }] as Record<string, string>[]) {
      expect((await postForm(w, "/admin/letter", memberCookie, fields)).status).toBe(403);
    }
    expect(await sqlRows(w, "select id from letter_draft")).toEqual([]);
    expect(await sqlRows(w, "select date from letter_skips")).toEqual([]);
    expect(await sqlRows(w, "select id from letter_issues")).toEqual([]);
  });

  it("'Skip this week' sends nothing that week: the cron makes no issue", async () => {
    const res = await postForm(w, "/admin/letter", cookie, { intent: "skip", skip: "1" });
    expect(res.status).toBe(302);
    const page = pageText(await (await w.fetch("/admin/letter", { cookie })).text());
    expect(page).toContain("This week's letter is skipped: nothing goes on Thursday, November 26.");
    expect(page).toContain("Send this week after all");
    await w.scheduled(LETTER_CRON);
    expect(await outboxLetters()).toEqual([]);
    expect(await sqlRows(w, "select id from letter_issues")).toEqual([]);
  });

  it("an editor's note, a dropped item and a pinned one change the preview", async () => {
    const note = "Hello **neighbours**: the [fair](https://fair.example/) is on.\n\n<script>alert(1)</script>";
    for (const fields of [
      { intent: "note", note } as Record<string, string>,
      { intent: "drop", url: "/news/" + (await idOf("news_articles", "Editor check: dull story")) },
      { intent: "pin", url: "/events/" + (await idOf("events", "Editor check: lantern walk")) },
    ])
      expect((await postForm(w, "/admin/letter", cookie, fields)).status).toBe(302);
    const html = await (await w.fetch("/admin/letter?show=news&show=events", { cookie })).text();
    const preview = previewOf(html);
    expect(preview).toContain('Hello <strong>neighbours</strong>: the <a href="https://fair.example/"');
    expect(preview).not.toContain("<script>");
    expect(preview).toContain("&lt;script&gt;");
    expect(preview).not.toContain("Editor check: dull story");
    expect(preview.indexOf("Editor check: lantern walk")).toBeLessThan(preview.indexOf("Editor check: pancake breakfast"));
    expect(preview.indexOf("Editor check: pancake breakfast")).toBeLessThan(preview.indexOf("Editor check: bridge reopens"));
    // The raw note is kept for the next edit; the dropped item is still listed, to be put back.
    expect(html).toContain("Hello **neighbours**");
    expect(pageText(html)).toContain("Editor check: dull story Dropped");
    // A note too long is refused with the text kept.
    const long = await postForm(w, "/admin/letter", cookie, { intent: "note", note: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(pageText(await long.text())).toContain("Please keep the note under 2000 characters");
  });

  it("'Send now' sends it: the note at the top, the dropped item absent, the pinned one first, in the mail and the archive", async () => {
    expect((await postForm(w, "/admin/letter", cookie, { intent: "send-now" })).status).toBe(302);
    const [letter] = await outboxLetters();
    expect(letter).toBeTruthy();
    const text = letter!.text_body;
    // The title, then the note right under it (a "View in your browser" line may come first).
    const lines = text.split("\n");
    const title = lines.indexOf("Greenwood Community Hub weekly letter: November 26, 2026");
    expect(title).toBeGreaterThanOrEqual(0);
    expect(lines.slice(title + 1, title + 3)).toEqual(["", "Hello neighbours: the fair (https://fair.example/) is on."]);
    expect(text).not.toContain("Editor check: dull story");
    expect(text.indexOf("Editor check: lantern walk")).toBeLessThan(text.indexOf("Editor check: pancake breakfast"));
    expect(text.indexOf("COMING UP THIS WEEK")).toBeLessThan(text.indexOf("THIS WEEK'S TOP NEWS"));
    const body = letter!.html_body;
    expect(body.indexOf("<strong>neighbours</strong>")).toBeGreaterThan(body.indexOf("</h1>"));
    expect(body.indexOf("<strong>neighbours</strong>")).toBeLessThan(body.indexOf("Editor check: lantern walk"));
    expect(body).not.toContain("<script>");

    const archive = await (await w.fetch("/letters/2026-11-26")).text();
    expect(archive).toContain("<strong>neighbours</strong>");
    expect(archive).not.toContain("Editor check: dull story");
    expect(archive.indexOf("Editor check: lantern walk")).toBeLessThan(archive.indexOf("Editor check: pancake breakfast"));

    // The draft went with it; the cron sends nothing more this week, and a second "Send now" is refused.
    expect(await sqlRows(w, "select id from letter_draft")).toEqual([]);
    await w.scheduled(LETTER_CRON);
    expect((await postForm(w, "/admin/letter", cookie, { intent: "send-now" })).status).toBe(302);
    expect(await outboxLetters()).toHaveLength(1);
    const page = pageText(await (await w.fetch("/admin/letter", { cookie })).text());
    expect(page).toContain("Next letter: Thursday, December 3.");
  });

  async function idOf(table: "news_articles" | "events", title: string) {
    const [row] = await sqlRows<{ id: number }>(w, `select id from ${table} where title = ?`, [title]);
    return String(row!.id);
  }
});

describe("the numbers", () => {
  const SECRET = `whsec_${Buffer.from("letter-editor-webhook-secret-32b").toString("base64")}`;
  let w: TestWorker;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let cookie = "";

  function signed(id: string, body: string) {
    const timestamp = String(Math.floor(NOW.getTime() / 1000));
    const key = Buffer.from(SECRET.replace(/^whsec_/, ""), "base64");
    const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
    return { "svix-id": id, "svix-timestamp": timestamp, "svix-signature": `v1,${signature}`, "Content-Type": "application/json" };
  }
  const numbersPage = async () => (await w.fetch("/admin/letter", { cookie })).text();
  /** A row of the subscribers table: [confirmed, pending, unsubscribed]. */
  const topicRow = (html: string, topic: string) =>
    [...(new RegExp(`<tr[^>]*data-topic="${topic}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? "").matchAll(/<td[^>]*>(\d+)<\/td>/g)].map((m) =>
      Number(m[1]),
    );
  const issueCount = (html: string, date: string, name: string) => {
    const row = new RegExp(`<tr[^>]*data-issue="${date}"[^>]*>([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? "";
    return pageText(new RegExp(`data-count="${name}"[^>]*>([^<]*)<`).exec(row)?.[1] ?? "");
  };

  beforeAll(async () => {
    mail = await startMailServer();
    w = await startTestWorker({
      now: NOW,
      letterQueue: true,
      vars: {
        SITE_URL: SITE,
        TEST_NOW: NOW.toISOString(),
        RESEND_API_KEY: mail.key,
        MAIL_API_BASE: mail.url,
        RESEND_WEBHOOK_SECRET: SECRET,
        LETTER_RETRY_BASE_SECONDS: "1",
      },
    });
    cookie = await adminOf(w);
  }, 60_000);

  afterAll(async () => {
    await w?.close();
    await mail?.close();
  });

  it("counts subscribers by topic: confirmed, pending and unsubscribed", async () => {
    const before = topicRow(await numbersPage(), "jobs");
    expect(before).toHaveLength(3);
    await w.db.$client.batch([
      {
        sql: "insert into letter_subscribers (email, topics, status, manage_token) values ('c@example.com', '[\"jobs\",\"news\"]', 'confirmed', ?)",
        args: ["c".repeat(32)],
      },
      {
        sql: "insert into letter_subscribers (email, topics, pending_topics, status, manage_token) values ('p@example.com', '[]', '[\"jobs\"]', 'pending', ?)",
        args: ["d".repeat(32)],
      },
      {
        sql: "insert into letter_subscribers (email, topics, status, manage_token) values ('u@example.com', '[\"jobs\"]', 'unsubscribed', ?)",
        args: ["e".repeat(32)],
      },
    ]);
    const after = topicRow(await numbersPage(), "jobs");
    expect(after).toEqual([before[0]! + 1, before[1]! + 1, before[2]! + 1]);
  });

  it("counts an issue's readers and its batches sent, failed and retried (the provider failed one once)", async () => {
    const readers = Number(
      (await sqlRows<{ n: number }>(w, "select count(*) as n from letter_subscribers where status = 'confirmed' and topics <> '[]'"))[0]!.n,
    );
    mail.failNext(1);
    expect((await postForm(w, "/admin/letter", cookie, { intent: "send-now" })).status).toBe(302);
    await until("every reader's letter", () => mail.sent.filter((m) => m.subject.includes("weekly letter:")).length >= readers || null);
    const batches = Math.ceil(readers / 100);
    const html = await until("the retried batch counted", async () => {
      const page = await numbersPage();
      return issueCount(page, "2026-11-26", "batches") === `${batches} of ${batches}` ? page : null;
    });
    expect(issueCount(html, "2026-11-26", "readers")).toBe(String(readers));
    expect(issueCount(html, "2026-11-26", "failed")).toBe("1");
    expect(issueCount(html, "2026-11-26", "retried")).toBe("1");
    // Every mail carries its issue's tag, which the provider's events bring back.
    const [issue] = await sqlRows<{ id: number }>(w, "select id from letter_issues");
    expect(mail.sent[0]).toMatchObject({ tags: [{ name: "letter_issue", value: String(issue!.id) }] });
  }, 60_000);

  it("counts a bounce and a complaint from the signed webhook on the issue, once each", async () => {
    const [issue] = await sqlRows<{ id: number }>(w, "select id from letter_issues");
    const event = (type: string, to: string) =>
      JSON.stringify({ type, created_at: NOW.toISOString(), data: { email_id: "em_1", to: [to], tags: { letter_issue: String(issue!.id) } } });
    const bounce = event("email.bounced", "c@example.com");
    const complaint = event("email.complained", mail.sent[0]!.to[0]!);
    for (const [id, body] of [
      ["msg_b1", bounce],
      ["msg_c1", complaint],
      ["msg_b1", bounce],
    ]) {
      const res = await w.mf.dispatchFetch(`${"http://127.0.0.1:8787"}/api/mail/webhook`, { method: "POST", headers: signed(id!, body!), body });
      expect(res.status).toBe(200);
    }
    // Unsigned: refused and not counted.
    const forged = await w.mf.dispatchFetch("http://127.0.0.1:8787/api/mail/webhook", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: bounce,
    });
    expect(forged.status).toBe(400);
    const html = await numbersPage();
    expect(issueCount(html, "2026-11-26", "bounces")).toBe("1");
    expect(issueCount(html, "2026-11-26", "complaints")).toBe("1");
  });
});
