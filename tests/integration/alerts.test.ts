// Saved-search alerts (issue 32 §2) in the built worker: "Alert me" with double opt-in, the 10-alert limit and the
// rate limit, and the daily run fanned out through ALERTS_QUEUE (miniflare's producer and consumer) to the loopback
// copy of Resend's batch API: exactly the new matches /classifieds shows for the alert's URL, nothing when nothing is
// new, a cron fired twice, a batch retried after a 500, and one alert's one-click unsubscribe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailServer, type SentMail } from "../support/mail-server";
import {
  alertsQueueSettled,
  clearOfMinuteTurn,
  pageText,
  postForm,
  sessionCookie,
  sqlRows,
  startTestWorker,
  type TestWorker,
  until,
} from "../support/worker";

// Thursday 26 November 2026, 7:30 am in Indiana (EST, UTC-5): the alerts' daily slot (6 am, 11:00Z) has passed.
const NOW = new Date("2026-11-26T12:30:00Z");
const SLOT = new Date("2026-11-26T11:00:00Z");
const DAY = 24 * 3600 * 1000;
const SITE = "https://greenwood.example";
const CRON = "0 * * * *";
const SENT_TEXT = "a mail with a link to confirm this alert is on its way";
// What a visitor's browser posts: the page's own query string, with a page number, the default sort and a stray key.
const ASKED = "q=walnut&category=Home+%26+Garden&min=50&page=3&sort=newest&utm_source=x";
const SAVED = "category=Home+%26+Garden&min=50&q=walnut";
const PAGE = `/classifieds?${SAVED}`;

let w: TestWorker;
let mail: Awaited<ReturnType<typeof startMailServer>>;

const rows = <T>(query: string, args: (string | number)[] = []) => sqlRows<T>(w, query, args);
const alertMails = () => mail.sent.filter((m) => / new match(es)? for your /.test(m.subject));
/** The titles an alert mail lists (its "- title" lines). */
const titlesIn = (m: SentMail) =>
  m.text
    .split("\n")
    .filter((l) => l.startsWith("- "))
    .map((l) => l.slice(2));
const save = (email: string, query = ASKED, cookie?: string) => postForm(w, "/saved-searches", cookie, { email, kind: "classifieds", query });
const toastOf = (res: Response) => decodeURIComponent(/toast=([^;]*)/.exec(res.headers.get("Set-Cookie") ?? "")?.[1] ?? "");

// The walnut ads: which match the saved filters (Home & Garden, $50 and up, "walnut") and when they came.
const ADS = [
  { title: "Walnut bookshelf", category: "Home & Garden", cents: 8000, at: NOW.getTime() - 12 * 3600 * 1000 }, // new, matches
  { title: "Walnut desk lamp", category: "Home & Garden", cents: 2000, at: NOW.getTime() - 12 * 3600 * 1000 }, // new, too cheap
  { title: "Walnut side table", category: "Electronics", cents: 9000, at: NOW.getTime() - 12 * 3600 * 1000 }, // new, other category
  { title: "Walnut dresser", category: "Home & Garden", cents: 15000, at: NOW.getTime() - 3 * DAY }, // matches, old
  { title: "Walnut rocking chair", category: "Home & Garden", cents: 9000, at: NOW.getTime() - 10 * 60 * 1000 }, // matches, after the slot
];

beforeAll(async () => {
  mail = await startMailServer();
  w = await startTestWorker({
    now: NOW,
    alertsQueue: true,
    rateLimits: { SUBSCRIBE_LIMITER: 6 },
    vars: { SITE_URL: SITE, TEST_NOW: NOW.toISOString(), RESEND_API_KEY: mail.key, MAIL_API_BASE: mail.url, LETTER_RETRY_BASE_SECONDS: "1" },
  });
  await w.db.$client.batch(
    ADS.map((a) => ({
      sql: "insert into classified_ads (title, description, category, price, price_cents, created_at) values (?, ?, ?, ?, ?, ?)",
      args: [a.title, "Solid wood.", a.category, String(a.cents / 100), a.cents, a.at],
    })),
  );
}, 60_000);

afterAll(async () => {
  await w?.close();
  await mail?.close();
});

describe("saving an alert", () => {
  // Its tests share one minute's six saves (the limiter's window): they start clear of the minute's turn.
  beforeAll(() => clearOfMinuteTurn(20_000), 25_000);
  let confirmToken = "";

  it("saves the page's search normalised, answers the same for a new and a known address, and a GET of the link confirms nothing", async () => {
    const first = await save("Ann@Example.com");
    expect(first.status).toBe(303);
    expect(first.headers.get("Location")).toBe(PAGE);
    expect(toastOf(first)).toContain(SENT_TEXT);
    const [row] = await rows<{ query: string; status: string }>("select query, status from saved_searches where email = 'ann@example.com'");
    expect(row).toEqual({ query: SAVED, status: "pending" });
    const confirm = await until("the confirm mail", () => mail.sent.find((m) => m.to[0] === "ann@example.com"));
    confirmToken = /\/saved-searches\/confirm\?token=([a-z2-7]{32})/.exec(confirm.text)?.[1] ?? "";
    expect(confirmToken).toHaveLength(32);

    // The same search again, and a stranger's address: the same answer, and still one alert.
    const again = await save("ann@example.com");
    const stranger = await save("nobody-yet@example.com");
    expect(toastOf(again)).toBe(toastOf(first));
    expect(toastOf(stranger)).toBe(toastOf(first));
    expect(await rows("select id from saved_searches where email = 'ann@example.com'")).toHaveLength(1);

    const page = await w.fetch(`/saved-searches/confirm?token=${confirmToken}`);
    expect(page.status).toBe(200);
    expect(pageText(await page.text())).toContain("Confirm my alert");
    expect((await rows<{ status: string }>("select status from saved_searches where email = 'ann@example.com'"))[0]!.status).toBe("pending");
  });

  it("confirms with the button's POST, once", async () => {
    const res = await postForm(w, "/saved-searches/confirm", undefined, { token: confirmToken });
    expect(res.status).toBe(200);
    expect(pageText(await res.text())).toContain("Your alert is on.");
    expect((await rows<{ status: string }>("select status from saved_searches where email = 'ann@example.com'"))[0]!.status).toBe("confirmed");
    expect((await postForm(w, "/saved-searches/confirm", undefined, { token: confirmToken })).status).toBe(410);
  });

  it("saves a signed-in member's own address at once, without a mail", async () => {
    const [member] = await rows<{ id: string; email: string }>("select id, email from users where is_active = 1 order by id limit 1");
    const before = mail.sent.length;
    const res = await save(member!.email, "q=lamp", await sessionCookie(w, member!.id));
    expect(res.status).toBe(303);
    expect(toastOf(res)).toContain("Your alert is saved.");
    const [row] = await rows<{ status: string }>("select status from saved_searches where email = ?", [member!.email.toLowerCase()]);
    expect(row!.status).toBe("confirmed");
    // A mail is written to the outbox before the action answers (requestAlert awaits sendMail's insert): none was.
    expect(await rows("select id from mail_messages where kind = 'alert-confirm' and to_address = ?", [member!.email.toLowerCase()])).toHaveLength(0);
    expect(mail.sent.length).toBe(before);
  });

  it("refuses a bad address (400), answers a visitor's 11th alert as any other (nothing saved), and more than the limiter allows (429)", async () => {
    const bad = await save("not-an-address");
    expect(bad.status).toBe(400);
    expect(pageText(await bad.text())).toContain("Please enter a valid email address");

    await w.db.$client.batch(
      Array.from({ length: 10 }, (_, i) => ({
        sql: "insert into saved_searches (email, kind, query, status, manage_token, confirmed_at) values ('full@example.com', 'classifieds', ?, 'confirmed', ?, ?)",
        args: [`q=thing${i}`, `fulltoken${"abcdefghij"[i]}`.padEnd(32, "q"), NOW.getTime()],
      })),
    );
    // A visitor learns nothing of someone's address: the same answer as for any address, and no mail (issue 41 §3).
    const before = mail.sent.length;
    const eleventh = await save("full@example.com");
    expect(eleventh.status).toBe(303);
    expect(toastOf(eleventh)).toContain(SENT_TEXT);
    expect(await rows("select id from saved_searches where email = 'full@example.com'")).toHaveLength(10);
    // Written to the outbox before the action answers, were it sent: nothing was.
    expect(await rows("select id from mail_messages where kind = 'alert-confirm' and to_address = 'full@example.com'")).toHaveLength(0);
    expect(mail.sent.length).toBe(before);

    // Six posts this minute so far (the limit here): the seventh is refused.
    expect((await save("late@example.com")).status).toBe(429);
  });
});

describe("the daily mail", () => {
  let annToken = "";

  beforeAll(async () => {
    // Ann's alert was confirmed yesterday morning; a second alert of hers has nothing new; a suppressed reader's would match.
    await w.db.$client.batch([
      {
        sql: "update saved_searches set confirmed_at = ?, matched_until = ? where email = 'ann@example.com'",
        args: [NOW.getTime() - DAY, NOW.getTime() - DAY],
      },
      {
        sql: "insert into saved_searches (email, kind, query, status, manage_token, confirmed_at, matched_until) values ('ann@example.com', 'classifieds', 'q=zebra', 'confirmed', ?, ?, ?)",
        args: ["zebratokenzebratokenzebratokenaa", NOW.getTime() - DAY, NOW.getTime() - DAY],
      },
      {
        sql: "insert into saved_searches (email, kind, query, status, manage_token, confirmed_at, matched_until) values ('bounced@example.com', 'classifieds', ?, 'confirmed', ?, ?, ?)",
        args: [SAVED, "bouncedtokenbouncedtokenbounced2", NOW.getTime() - DAY, NOW.getTime() - DAY],
      },
      { sql: "insert into mail_suppressions (email, reason) values ('bounced@example.com', 'bounced')", args: [] },
    ]);
  });

  it("sends exactly the new matches the page shows for the alert's URL, once, after a 500 and a cron fired twice", async () => {
    mail.failNext(1);
    const before = mail.requests();
    await w.scheduled(CRON);
    await w.scheduled(CRON); // the cron fired twice
    await until("the alert mail", () => alertMails().length >= 1);
    // Everything queued so far handled, the failed batch's retry (1 s after its 500) included.
    await alertsQueueSettled(w, { delaySeconds: 1 });
    const got = alertMails();
    expect(got.map((m) => m.to[0])).toEqual(["ann@example.com"]);
    // The page's own answer for the saved URL, and which of its ads came in the run's window (yesterday's mail → 6 am).
    const page = pageText(await (await w.fetch(PAGE)).text());
    const onPage = ADS.filter((a) => page.includes(a.title));
    expect(onPage.map((a) => a.title).sort()).toEqual(["Walnut bookshelf", "Walnut dresser", "Walnut rocking chair"]);
    const expected = onPage.filter((a) => a.at > NOW.getTime() - DAY && a.at <= SLOT.getTime()).map((a) => a.title);
    expect(titlesIn(got[0]!)).toEqual(expected);
    expect(expected).toEqual(["Walnut bookshelf"]);
    // One batch refused with a 500 and retried: two calls in all.
    expect(mail.requests() - before).toBe(2);
    expect(got[0]!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const link = /<([^>]+)>/.exec(got[0]!.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(link).toMatch(new RegExp(`^${SITE}/saved-searches/unsubscribe\\?token=[a-z2-7]{32}$`));
    expect(got[0]!.text).toContain(`Stop this alert: ${link}`);
    expect(got[0]!.html).toContain(`href="${link}"`);
    annToken = new URL(link).searchParams.get("token") ?? "";

    // Queued again (a retried message, a third cron): nothing more goes.
    await w.db.$client.execute("update saved_search_runs set queued_at = null");
    await w.scheduled(CRON);
    await alertsQueueSettled(w);
    expect(alertMails()).toHaveLength(1);
  }, 60_000);

  /** A day passes: every time in the database moves a day back, and today's run is forgotten. */
  async function nextDay() {
    await w.db.$client.batch([
      { sql: "update classified_ads set created_at = created_at - ?", args: [DAY] },
      { sql: "update saved_searches set matched_until = matched_until - ?, confirmed_at = confirmed_at - ?", args: [DAY, DAY] },
      { sql: "delete from saved_search_sends", args: [] },
      { sql: "delete from saved_search_runs", args: [] },
    ]);
  }

  it("next day lists only what came since the last mail, and the day after sends nothing", async () => {
    await nextDay();
    await w.scheduled(CRON);
    await until("the second alert mail", () => alertMails().length >= 2);
    expect(titlesIn(alertMails()[1]!)).toEqual(["Walnut rocking chair"]);
    // The mail arrives before the run records it as sent (and moves each alert's window on); the next day waits for
    // that record, or it would move a window that is then not moved on, and the day after would mail it again.
    await until("the second run recorded as sent", async () => {
      const sends = await rows<{ status: string }>("select status from saved_search_sends");
      return sends.length > 0 && sends.every((s) => s.status === "sent");
    });

    await nextDay();
    await w.scheduled(CRON);
    await alertsQueueSettled(w);
    expect(alertMails()).toHaveLength(2);
    const [run] = await rows<{ counts: string }>("select counts from import_runs where job = 'saved-search-alerts' order by id desc limit 1");
    expect(JSON.parse(run!.counts)).toMatchObject({ alertRunQueued: 1, alertMessages: 1 });
  }, 60_000);

  it("one-click unsubscribe by POST removes only that alert; a GET changes nothing", async () => {
    const path = `/saved-searches/unsubscribe?token=${annToken}`;
    const get = await w.fetch(path);
    expect(get.status).toBe(200);
    expect(pageText(await get.text())).toContain("Stop this alert");
    const count = async () => (await rows("select id from saved_searches where email = 'ann@example.com'")).length;
    expect(await count()).toBe(2);
    // A mailbox provider's POST: no Origin, no cookie, the RFC 8058 body.
    const post = await w.mf.dispatchFetch(`http://127.0.0.1:8787${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(post.status).toBe(200);
    const left = await rows<{ query: string }>("select query from saved_searches where email = 'ann@example.com'");
    expect(left).toEqual([{ query: "q=zebra" }]);
    expect((await w.fetch(path)).status).toBe(404);
  });
});

describe("confirm mails to one address (issue 41 §3)", () => {
  // A worker of its own, mail kept in the outbox (no provider key) and no rate limit to meet: what an address is sent.
  let v: TestWorker;
  const VICTIM = "victim@example.com";
  const confirmMails = (to: string) =>
    sqlRows<{ text_body: string; subject: string }>(
      v,
      "select text_body, subject from mail_messages where kind = 'alert-confirm' and to_address = ?",
      [to],
    );
  const ask = (email: string, q: string, cookie?: string) =>
    postForm(v, "/saved-searches", cookie, { email, kind: "classifieds", query: new URLSearchParams({ q }).toString() });
  /** Ten minutes and more pass for the address's requests (the clock is fixed; its rows' times move back instead). */
  const later = (email: string) =>
    v.db.$client.execute({ sql: "update saved_searches set confirm_sent_at = confirm_sent_at - ? where email = ?", args: [11 * 60 * 1000, email] });

  beforeAll(async () => {
    v = await startTestWorker({ now: NOW, vars: { SITE_URL: SITE, TEST_NOW: NOW.toISOString() } });
  }, 60_000);
  afterAll(async () => {
    await v?.close();
  });

  it("five requests for one address with different searches send one confirm mail, which quotes none of the typed words", async () => {
    const typed = [
      "Visit evil.example to claim prize",
      "Call 555-0100 now",
      "Your account is locked",
      "Free cruise winner",
      "Reply with your password",
    ];
    const answers: string[] = [];
    for (const q of typed) {
      const res = await ask(VICTIM, q);
      expect(res.status).toBe(303);
      answers.push(toastOf(res));
    }
    // The same answer every time, and the same as for an address never seen.
    const stranger = await ask("someone-else@example.com", "lamp");
    expect(new Set([...answers, toastOf(stranger)]).size).toBe(1);
    expect(answers[0]).toContain(SENT_TEXT);

    const mails = await until("the confirm mail", async () => {
      const found = await confirmMails(VICTIM);
      return found.length ? found : null;
    });
    // Each request's mail is written to the outbox before its answer (no provider key: it stays there): one in all.
    expect(await confirmMails(VICTIM)).toHaveLength(1);
    const text = mails[0]!.text_body;
    expect(text).toMatch(/\/saved-searches\/confirm\?token=[a-z2-7]{32}/);
    expect(text).toContain("classified ads");
    for (const words of ["evil.example", "claim prize", "555-0100", "locked", "cruise", "password", "q="]) expect(text).not.toContain(words);
    expect(mails[0]!.subject).not.toMatch(/evil|prize/);
  });

  it("caps the requests waiting for their links: past three, a new search gets no mail, and the same answer", async () => {
    // The address has one request waiting (the first of the five above); two more, each after the ten minutes.
    for (const q of ["second search", "third search"]) {
      await later(VICTIM);
      expect((await ask(VICTIM, q)).status).toBe(303);
    }
    expect(await confirmMails(VICTIM)).toHaveLength(3);
    await later(VICTIM);
    const fourth = await ask(VICTIM, "fourth search");
    expect(fourth.status).toBe(303);
    expect(toastOf(fourth)).toContain(SENT_TEXT);
    // Written to the outbox before the answer, were it sent: still three.
    expect(await confirmMails(VICTIM)).toHaveLength(3);
    const waiting = await sqlRows<{ query: string }>(v, "select query from saved_searches where email = ? and status = 'pending'", [VICTIM]);
    expect(waiting.map((r) => r.query)).not.toContain("q=fourth+search");
    expect(waiting).toHaveLength(3);
  });

  it("tells a member their own address is at its limit (409); a visitor asking for it gets the usual answer", async () => {
    const [member] = await sqlRows<{ id: string; email: string }>(v, "select id, email from users where is_active = 1 order by id limit 1");
    const email = member!.email.toLowerCase();
    await v.db.$client.batch(
      Array.from({ length: 10 }, (_, i) => ({
        sql: "insert into saved_searches (email, kind, query, status, manage_token, confirmed_at) values (?, 'classifieds', ?, 'confirmed', ?, ?)",
        args: [email, `q=full${i}`, `memberfull${"abcdefghij"[i]}`.padEnd(32, "q"), NOW.getTime()],
      })),
    );
    const own = await ask(email, "one more", await sessionCookie(v, member!.id));
    expect(own.status).toBe(409);
    expect(pageText(await own.text())).toContain("An address can have at most 10 alerts.");
    const visitor = await ask(email, "one more");
    expect(visitor.status).toBe(303);
    expect(toastOf(visitor)).toContain(SENT_TEXT);
    expect(await confirmMails(email)).toHaveLength(0);
  });
});
