// "Alerts a member can see and stop" (issue 42) in the built worker: a signed-in "Alert me" is on at once and listed in
// /account in words (English and Spanish); rename, pause, resume and stop there, and only one's own; the mails' manage
// page; the daily mail with a viewport, each match's picture and price or place, the words and the manage link; a
// paused alert gets no mail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMailServer, type SentMail } from "../support/mail-server";
import { alertsQueueSettled, pageText, postForm, sessionCookie, sqlRows, startTestWorker, type TestWorker, until } from "../support/worker";

// Thursday 26 November 2026, 7:30 am in Indiana: the alerts' daily slot (6 am) has passed.
const NOW = new Date("2026-11-26T12:30:00Z");
const DAY = 24 * 3600 * 1000;
const SITE = "https://greenwood.example";
const CRON = "0 * * * *";
const FURNITURE = "category=Home+%26+Garden&max=200";
const FURNITURE_WORDS = "Classified ads in Home & Garden under $200";
const NURSE = "distance=10&q=nurse";
const NURSE_WORDS = "Jobs within 10 miles of Greenwood: nurse";

let w: TestWorker;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let ann: { id: string; email: string; cookie: string };
let bob: { id: string; email: string; cookie: string };

const rows = <T>(query: string, args: (string | number)[] = []) => sqlRows<T>(w, query, args);
const alertMailsTo = (to: string) => mail.sent.filter((m: SentMail) => m.to[0] === to && / new match(es)? for your /.test(m.subject));
const accountText = async (cookie: string) => pageText(await (await w.fetch("/account", { cookie })).text());
const alertId = async (email: string, query: string) =>
  (await rows<{ id: number }>("select id from saved_searches where email = ? and query = ?", [email, query]))[0]?.id;
const act = (cookie: string, intent: string, id: number, extra: Record<string, string> = {}) =>
  postForm(w, "/account", cookie, { intent, alertId: String(id), ...extra });

/** Runs the day's alerts and waits for the queue to settle. */
async function runAlerts() {
  await w.db.$client.batch([
    { sql: "delete from saved_search_sends", args: [] },
    { sql: "delete from saved_search_runs", args: [] },
  ]);
  await w.scheduled(CRON);
  await alertsQueueSettled(w);
}

beforeAll(async () => {
  mail = await startMailServer();
  w = await startTestWorker({
    now: NOW,
    alertsQueue: true,
    vars: { SITE_URL: SITE, TEST_NOW: NOW.toISOString(), RESEND_API_KEY: mail.key, MAIL_API_BASE: mail.url, LETTER_RETRY_BASE_SECONDS: "1" },
  });
  const members = await rows<{ id: string; email: string }>("select id, email from users where is_active = 1 order by id limit 2");
  ann = { ...members[0]!, email: members[0]!.email.toLowerCase(), cookie: await sessionCookie(w, members[0]!.id) };
  bob = { ...members[1]!, email: members[1]!.email.toLowerCase(), cookie: await sessionCookie(w, members[1]!.id) };
}, 60_000);

afterAll(async () => {
  await w?.close();
  await mail?.close();
});

describe("My alerts in /account", () => {
  it("a signed-in save is on at once, without a mail, and /account lists it in words with the page it came from", async () => {
    const before = mail.sent.length;
    for (const [kind, query] of [
      ["classifieds", FURNITURE],
      ["jobs", NURSE],
    ]) {
      const res = await postForm(w, "/saved-searches", ann.cookie, { email: ann.email, kind: kind!, query: query! });
      expect(res.status).toBe(303);
    }
    const saved = await rows<{ status: string }>("select status from saved_searches where email = ?", [ann.email]);
    expect(saved.map((r) => r.status)).toEqual(["confirmed", "confirmed"]);
    // A mail is written to the outbox before the action answers (requestAlert awaits sendMail's insert): none was.
    expect(await rows("select id from mail_messages where kind = 'alert-confirm' and to_address = ?", [ann.email])).toHaveLength(0);
    expect(mail.sent.length).toBe(before);

    const html = await (await w.fetch("/account", { cookie: ann.cookie })).text();
    const text = pageText(html);
    expect(text).toContain("My alerts");
    expect(text).toContain(FURNITURE_WORDS);
    expect(text).toContain(NURSE_WORDS);
    expect(text).toContain("From Classifieds");
    expect(text).toContain("From Jobs");
    expect(text).toContain("No mail yet");
    expect(text).toContain("Matches sent: 0");
    expect(text).not.toMatch(/distance=10|q=nurse|max=200/);
    expect(html).toContain(`href="/jobs?distance=10&amp;q=nurse"`);
    expect(html).toContain(`href="/classifieds?category=Home+%26+Garden&amp;max=200"`);
  });

  it("describes them in Spanish for a Spanish reader", async () => {
    const text = await accountText(`${ann.cookie}; lang=es`);
    expect(text).toContain("Mis alertas");
    expect(text).toContain("Empleos a menos de 10 millas de Greenwood: nurse");
    expect(text).toContain("Anuncios clasificados en Casa y jardín por menos de $200");
  });

  it("another member cannot rename, pause or stop it (404), and does not see it", async () => {
    const id = await alertId(ann.email, FURNITURE);
    for (const intent of ["alert-rename", "alert-pause", "alert-resume", "alert-stop"]) {
      const res = await act(bob.cookie, intent, id!, { name: "Mine now" });
      expect(res.status, intent).toBe(404);
    }
    const [row] = await rows<{ name: string | null; paused: number }>("select name, paused from saved_searches where id = ?", [id!]);
    expect(row).toEqual({ name: null, paused: 0 });
    expect(await accountText(bob.cookie)).not.toContain(FURNITURE_WORDS);
    // A signed-out post goes to sign-in, and a made-up intent is refused.
    expect([302, 303]).toContain((await postForm(w, "/account", undefined, { intent: "alert-stop", alertId: String(id) })).status);
    expect((await act(ann.cookie, "alert-stop", 0)).status).toBe(400);
  });

  it("renames it; its words still show", async () => {
    const id = await alertId(ann.email, FURNITURE);
    const res = await act(ann.cookie, "alert-rename", id!, { name: "Cheap chairs" });
    expect(res.status).toBe(303);
    const text = await accountText(ann.cookie);
    expect(text).toContain("Cheap chairs");
    expect(text).toContain(FURNITURE_WORDS);
  });

  it("the daily mail: a viewport, one column, each match's picture and price or place, the words and the manage link", async () => {
    await w.db.$client.batch([
      {
        sql: "update saved_searches set confirmed_at = ?, matched_until = ? where email = ?",
        args: [NOW.getTime() - DAY, NOW.getTime() - DAY, ann.email],
      },
      {
        sql: "insert into classified_ads (title, description, category, price, price_cents, location, image_urls, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)",
        args: [
          "Oak kitchen chairs",
          "Four of them.",
          "Home & Garden",
          "150",
          15000,
          "Old Town Greenwood",
          '["/images/chairs.jpg"]',
          NOW.getTime() - 12 * 3600 * 1000,
        ],
      },
    ]);
    await runAlerts();
    const got = await until("Ann's alert mail", () => alertMailsTo(ann.email)[0]);
    expect(alertMailsTo(ann.email)).toHaveLength(1);
    expect(got.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(got.html).toMatch(/max-width:600px/);
    // One MailFrame for every mail (issue 46): the site's masthead and the town's postal address in the footer.
    expect(got.html).toContain('data-mail="masthead"');
    expect(got.html).toContain('data-mail="postal-address"');
    expect(got.html).toContain(`<img src="${SITE}/images/chairs.jpg" alt="Oak kitchen chairs"`);
    expect(pageText(got.html ?? "")).toContain("$150 · Old Town Greenwood");
    expect(pageText(got.html ?? "")).toContain(FURNITURE_WORDS);
    expect(got.text).toContain(FURNITURE_WORDS);
    const token = (
      await rows<{ manage_token: string }>("select manage_token from saved_searches where id = ?", [(await alertId(ann.email, FURNITURE))!])
    )[0]!.manage_token;
    const manage = `${SITE}/saved-searches/manage?token=${token}`;
    expect(got.text).toContain(`Manage your alerts: ${manage}`);
    expect(got.html).toContain(`href="${manage}"`);
    // /account now shows its last mail and what it carried.
    const text = await accountText(ann.cookie);
    expect(text).toContain("Last mail: November 26, 2026");
    expect(text).toContain("Matches sent: 1");
  }, 30_000);

  it("a paused alert gets no daily mail; resumed, it mails only what came after", async () => {
    const id = await alertId(ann.email, FURNITURE);
    expect((await act(ann.cookie, "alert-pause", id!)).status).toBe(303);
    expect(await accountText(ann.cookie)).toMatch(/Cheap chairs Paused/);
    await w.db.$client.batch([
      { sql: "update saved_searches set matched_until = ? where id = ?", args: [NOW.getTime() - DAY, id!] },
      {
        sql: "insert into classified_ads (title, description, category, price, price_cents, location, created_at) values (?, ?, ?, ?, ?, ?, ?)",
        args: ["Pine bench", "Sturdy.", "Home & Garden", "40", 4000, "Greenwood", NOW.getTime() - 6 * 3600 * 1000],
      },
    ]);
    await runAlerts();
    expect(alertMailsTo(ann.email)).toHaveLength(1);

    expect((await act(ann.cookie, "alert-resume", id!)).status).toBe(303);
    const [row] = await rows<{ paused: number; matched_until: number }>("select paused, matched_until from saved_searches where id = ?", [id!]);
    expect(row).toEqual({ paused: 0, matched_until: NOW.getTime() });
    expect(await accountText(ann.cookie)).not.toMatch(/Cheap chairs Paused/);
  }, 30_000);

  it("stops it: gone from /account and from the database", async () => {
    const id = await alertId(ann.email, NURSE);
    const res = await act(ann.cookie, "alert-stop", id!);
    expect(res.status).toBe(303);
    expect(await alertId(ann.email, NURSE)).toBeUndefined();
    expect(await accountText(ann.cookie)).not.toContain(NURSE_WORDS);
  });
});

describe("a visitor's alerts from the mail's link", () => {
  const VISITOR = "carol@example.com";
  let token = "";

  beforeAll(async () => {
    await w.db.$client.batch([
      {
        sql: "insert into saved_searches (email, kind, query, status, manage_token, confirmed_at) values (?, 'jobs', ?, 'confirmed', ?, ?)",
        args: [VISITOR, NURSE, "carolcarolcarolcarolcarolcarolaa", NOW.getTime()],
      },
      {
        sql: "insert into saved_searches (email, kind, query, status, manage_token, confirmed_at) values (?, 'events', 'free=1&when=weekend', 'confirmed', ?, ?)",
        args: [VISITOR, "carolcarolcarolcarolcarolcarolbb", NOW.getTime()],
      },
    ]);
    token = "carolcarolcarolcarolcarolcarolaa";
  });

  it("lists that address's alerts in words, with pause, resume and stop", async () => {
    const res = await w.fetch(`/saved-searches/manage?token=${token}`);
    expect(res.status).toBe(200);
    const text = pageText(await res.text());
    expect(text).toContain(NURSE_WORDS);
    expect(text).toContain("Events this weekend, free");
    expect(text).not.toContain(FURNITURE_WORDS);
    expect(text).toMatch(/Pause.*Stop/);
    expect((await w.fetch("/saved-searches/manage?token=nosuchtokennosuchtokennosuchtokn")).status).toBe(404);
  });

  it("pauses and stops only that address's alerts", async () => {
    const mine = await alertId(VISITOR, NURSE);
    const annsAlert = await alertId(ann.email, FURNITURE);
    const pause = await postForm(w, `/saved-searches/manage?token=${token}`, undefined, { token, intent: "alert-pause", alertId: String(mine) });
    expect(pause.status).toBe(303);
    expect((await rows<{ paused: number }>("select paused from saved_searches where id = ?", [mine!]))[0]!.paused).toBe(1);
    // Another address's alert, a bad token, a rename (the member's, on /account): refused, nothing changed.
    expect((await postForm(w, "/saved-searches/manage", undefined, { token, intent: "alert-stop", alertId: String(annsAlert) })).status).toBe(404);
    expect((await postForm(w, "/saved-searches/manage", undefined, { token: "x", intent: "alert-stop", alertId: String(mine) })).status).toBe(404);
    expect((await postForm(w, "/saved-searches/manage", undefined, { token, intent: "alert-rename", alertId: String(mine), name: "x" })).status).toBe(
      400,
    );
    expect(await alertId(ann.email, FURNITURE)).toBe(annsAlert);
    // Stopping the mail's own alert: the page goes on under the address's other alert.
    const stop = await postForm(w, "/saved-searches/manage", undefined, { token, intent: "alert-stop", alertId: String(mine) });
    expect(stop.status).toBe(303);
    expect(stop.headers.get("Location")).toBe("/saved-searches/manage?token=carolcarolcarolcarolcarolcarolbb");
    expect(await alertId(VISITOR, NURSE)).toBeUndefined();
  });

  it("the confirm page describes a visitor's search in words; the confirm mail has a viewport and names the kind only", async () => {
    const res = await postForm(w, "/saved-searches", undefined, { email: "dan@example.com", kind: "jobs", query: NURSE });
    expect(res.status).toBe(303);
    const confirm = await until("the confirm mail", () => mail.sent.find((m) => m.to[0] === "dan@example.com"));
    expect(confirm.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(`${confirm.text}${confirm.html}`).not.toContain("nurse");
    const link = /\/saved-searches\/confirm\?token=[a-z2-7]{32}/.exec(confirm.text)?.[0] ?? "";
    expect(pageText(await (await w.fetch(link)).text())).toContain(`Get a daily mail with what is new for this search: ${NURSE_WORDS}.`);
  });
});
