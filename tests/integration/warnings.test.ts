// Warnings where people look (issue 42): the opt-in on /emergency, the alert strip (while a Warning is active), home's
// weather card and /account; a member's mail toggle; a visitor's double opt-in; a Warning-level thread reaching push and
// mail subscribers once after the poll; 410 removes a browser, 429 with Retry-After is retried after it; /admin counts.
// Outside services are loopback servers: the NWS stand-in and a push service speaking RFC 8030 (201 Created, or the
// status and Retry-After a test sets).
import { createECDH, randomBytes } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startNwsServer } from "../support/nws-server";
import { nwsAlert, nwsReference, startPushService, vapidKeys } from "../support/push-service";
import { pageText, postForm, postJson, pushQueueSettled, sessionCookie, startTestWorker, until, type TestWorker } from "../support/worker";

const PUSH_HOST = "push.warnings.example";
const ALERT_POLL = "*/5 * * * *";
const vapid = vapidKeys();
const VAPID_PUBLIC_KEY = vapid.publicKey;

const browser = (path: string) => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://${PUSH_HOST}${path}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey("base64url"), auth: randomBytes(16).toString("base64url") },
  };
};

// Sent ten minutes before the poll.
const SENT_AGO_MS = 600_000;
const message = (id: string, event: string, headline: string, extra: Record<string, unknown> = {}) =>
  nwsAlert(id, event, headline, extra, SENT_AGO_MS);
const tornado = message("urn:oid:w-tor.1", "Tornado Warning", "Tornado Warning issued for Johnson County until 5:00 PM EST");
const tornadoUpdate = message("urn:oid:w-tor.2", "Tornado Warning", "Tornado Warning continues for Johnson County until 5:30 PM EST", {
  messageType: "Update",
  references: [nwsReference("urn:oid:w-tor.1", SENT_AGO_MS)],
});
const watch = message("urn:oid:w-watch.1", "Tornado Watch", "Tornado Watch for Johnson County", { severity: "Severe" });

let nws: Awaited<ReturnType<typeof startNwsServer>>;
let push: Awaited<ReturnType<typeof startPushService>>;
let w: TestWorker;
beforeAll(async () => {
  nws = await startNwsServer();
  push = await startPushService();
  w = await startTestWorker({
    vars: {
      WEATHER_API_BASE: nws.url,
      VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:alerts@greenwood.example",
      PUSH_RETRY_BASE_SECONDS: "1",
      PUSH_SERVICE_HOSTS: PUSH_HOST,
      PUSH_SUBSCRIPTIONS_PER_HOUR: "100",
    },
    redirectHosts: { [PUSH_HOST]: push.url },
    pushQueue: true,
  });
});
afterAll(async () => {
  await w?.close();
  await push?.close();
  await nws?.close();
});

async function clearAlertCache() {
  const kv = await w.kv();
  for (const key of (await kv.list({ prefix: "alerts:" })).keys) await kv.delete(key.name);
}
beforeEach(async () => {
  await clearAlertCache();
  nws.state.alertsAnswer = { type: "FeatureCollection", features: [] };
});

type MailRow = { to_address: string; subject: string; text_body: string; headers: Record<string, string> | null };
const mails = async (kind: string): Promise<MailRow[]> =>
  (
    await w.db.$client.execute({ sql: "select to_address, subject, text_body, headers from mail_messages where kind = ? order by id", args: [kind] })
  ).rows.map((row) => ({
    to_address: String(row.to_address),
    subject: String(row.subject),
    text_body: String(row.text_body),
    headers: row.headers ? (JSON.parse(String(row.headers)) as Record<string, string>) : null,
  }));
const subscriberRow = (email: string) =>
  w.db.$client.execute({ sql: "select * from warning_mail_subscribers where email = ?", args: [email] }).then((r) => r.rows[0] ?? null);

describe("the opt-in where a resident meets danger", () => {
  it("/emergency offers warnings by push (the VAPID key for the button) and by mail (a form that works without JavaScript)", async () => {
    const html = await (await w.fetch("/emergency")).text();
    const text = pageText(html);
    expect(text).toContain("Warnings for our county");
    expect(text).toContain("When the National Weather Service issues a warning for Johnson County, IN, we tell you at once");
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/warnings"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*type="email"/);
    expect(html).toContain(VAPID_PUBLIC_KEY);
    expect(html).not.toContain(vapid.privateKey);
    const es = pageText(await (await w.fetch("/emergency", { headers: { "Accept-Language": "es" } })).text());
    expect(es).toContain("Avisos para nuestro condado");
    expect(es).toContain("Envíenme los avisos por correo");
  });

  it("the alert strip offers warnings while a Warning is active (a link, for pages without script), not for a Watch alone", async () => {
    nws.state.alertsAnswer = { type: "FeatureCollection", features: [watch] };
    let html = await (await w.fetch("/news")).text();
    expect(pageText(html)).toContain("Tornado Watch for Johnson County");
    expect(html).not.toContain('data-testid="strip-get-warnings"');
    await clearAlertCache();
    nws.state.alertsAnswer = { type: "FeatureCollection", features: [tornado, watch] };
    html = await (await w.fetch("/news")).text();
    expect(html).toMatch(/<a href="\/alerts#warnings"[^>]*data-testid="strip-get-warnings"[^>]*>Get warnings by phone or e-mail<\/a>/);
    // /emergency: the active alerts link to the opt-in (after the contacts: 911 stays at the top).
    const emergency = await (await w.fetch("/emergency")).text();
    expect(emergency).toMatch(/<a[^>]*href="#warnings"[^>]*>Get warnings by phone or e-mail<\/a>/);
    expect(emergency.indexOf("911")).toBeLessThan(emergency.indexOf('<section id="warnings"'));
    // /alerts#warnings is the opt-in itself.
    expect((await (await w.fetch("/alerts")).text()).match(/<section id="warnings"/g)).toHaveLength(1);
  });

  it("home's weather card links to the opt-in, and home's first response stays within 14 KB gzip with no script", async () => {
    const res = await w.fetch("/");
    const html = await res.text();
    expect(html).toMatch(/<a href="\/alerts#warnings"[^>]*data-testid="weather-get-warnings"[^>]*>Warnings by phone or e-mail<\/a>/);
    expect(gzipSync(html).length).toBeLessThanOrEqual(14 * 1024);
    expect(gunzipSync(gzipSync(html)).toString()).not.toMatch(/<script[^>]*type="module"/);
  });

  it("/account has a Weather warnings section with the mail toggle and the push button's key", async () => {
    const cookie = await sessionCookie(w, "seed-member-pat");
    const html = await (await w.fetch("/account", { cookie })).text();
    const text = pageText(html);
    expect(text).toContain("Warnings for our county");
    expect(text).toContain("Warnings by e-mail are off.");
    expect(html).toMatch(/<input type="hidden" name="intent" value="warnings-mail"/);
    // The account page is where the mail choice is: no sentence sending the member to it.
    expect(text).not.toMatch(/choose mail alerts on your account page/i);
    expect(html).toContain(VAPID_PUBLIC_KEY);
  });

  it("every page carries the once-after-install offer, hidden until the installed app opens", async () => {
    const html = await (await w.fetch("/")).text();
    expect(html).toMatch(/<div id="warnings-offer" hidden=""/);
    expect(html).toContain("appinstalled");
    expect(html).toContain("gw-warnings-offered");
  });
});

describe("warnings by mail", () => {
  it("a member turns warnings by mail on and off in /account with a POST", async () => {
    const cookie = await sessionCookie(w, "seed-member-pat");
    const on = await postForm(w, "/account", cookie, { intent: "warnings-mail", byMail: "on" });
    expect(on.status).toBe(303);
    expect(on.headers.get("Location")).toBe("/account#warnings-heading");
    expect(pageText(await (await w.fetch("/account", { cookie })).text())).toContain(
      "Warnings by e-mail are on: they go to pat.oneill@greenwood.example.",
    );
    expect(await subscriberRow("pat.oneill@greenwood.example")).toMatchObject({ user_id: "seed-member-pat", confirmed_at: expect.any(Number) });
    expect((await postForm(w, "/account", cookie, { intent: "warnings-mail", byMail: "maybe" })).status).toBe(400);
    await postForm(w, "/account", cookie, { intent: "warnings-mail", byMail: "off" });
    expect(await subscriberRow("pat.oneill@greenwood.example")).toBeNull();
    expect(pageText(await (await w.fetch("/account", { cookie })).text())).toContain("Warnings by e-mail are off.");
  });

  it("a visitor: address → one confirm mail (one per 10 minutes) → the confirm page's POST; a GET confirms nothing", async () => {
    const bad = await postForm(w, "/warnings", undefined, { email: "not an address" });
    expect(bad.status).toBe(400);
    expect(pageText(await bad.text())).toContain("Please enter a valid email address");
    // A filled honeypot is answered as sent and mails nothing.
    await postForm(w, "/warnings", undefined, { email: "bot@example.org", website: "spam" });
    expect(await subscriberRow("bot@example.org")).toBeNull();

    const res = await postForm(w, "/warnings", undefined, { email: "Riley@Example.org" });
    expect(res.status).toBe(200);
    expect(pageText(await res.text())).toContain("Check your e-mail: we sent a link to confirm warnings by mail.");
    expect((await postForm(w, "/warnings", undefined, { email: "riley@example.org" })).status).toBe(200);
    const confirms = (await mails("warning-confirm")).filter((m) => m.to_address === "riley@example.org");
    expect(confirms).toHaveLength(1);
    expect(confirms[0]!.subject).toBe("Confirm weather warnings from Greenwood Community Hub");
    const link = /http:\/\/127\.0\.0\.1:8787(\/warnings\/confirm\?token=[A-Za-z0-9_-]+)/.exec(String(confirms[0]!.text_body))![1];

    const page = await w.fetch(link!);
    expect(page.status).toBe(200);
    expect(pageText(await page.text())).toContain("Send the weather warnings for our county to riley@example.org?");
    expect(await subscriberRow("riley@example.org")).toMatchObject({ confirmed_at: null });
    const token = new URL(link!, "http://x").searchParams.get("token")!;
    const done = await postForm(w, "/warnings/confirm", undefined, { token });
    expect(pageText(await done.text())).toContain("Done: the weather warnings for our county will come to riley@example.org.");
    expect(await subscriberRow("riley@example.org")).toMatchObject({ confirmed_at: expect.any(Number) });
    expect((await postForm(w, "/warnings/confirm", undefined, { token })).status).toBe(410);
  });

  it("housekeeping forgets a request whose confirm link expired unused, and keeps confirmed addresses", async () => {
    await postForm(w, "/warnings", undefined, { email: "forgetful@example.org" });
    await w.db.$client.execute("update warning_mail_subscribers set confirm_expires_at = 1 where email = 'forgetful@example.org'");
    const confirmedBefore = Number(
      (await w.db.$client.execute("select count(*) as n from warning_mail_subscribers where confirmed_at is not null")).rows[0]!.n,
    );
    await w.scheduled("15 * * * *");
    expect(await subscriberRow("forgetful@example.org")).toBeNull();
    expect(Number((await w.db.$client.execute("select count(*) as n from warning_mail_subscribers where confirmed_at is not null")).rows[0]!.n)).toBe(
      confirmedBefore,
    );
  });

  it("a Spanish visitor gets the confirm mail in Spanish", async () => {
    await w.fetch("/warnings", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Accept-Language": "es" },
      body: "email=lucia%40example.org",
    });
    const [mail] = (await mails("warning-confirm")).filter((m) => m.to_address === "lucia@example.org");
    expect(mail!.subject).toBe("Confirme los avisos meteorológicos de Greenwood Community Hub");
  });
});

describe("a Warning reaches every subscriber after the poll", () => {
  it("by push and by mail, once per thread (an Update mails and pushes nobody again); /admin counts them; one-click unsubscribe", async () => {
    // Subscribers: two browsers, the member and the visitor by mail (riley confirmed above; pat again here).
    const cookie = await sessionCookie(w, "seed-member-pat");
    await postForm(w, "/account", cookie, { intent: "warnings-mail", byMail: "on" });
    for (const path of ["/sub/one", "/sub/two"]) expect((await postJson(w, "/api/push/subscriptions", undefined, browser(path))).status).toBe(201);
    push.state.received.length = 0;

    nws.state.alertsAnswer = { type: "FeatureCollection", features: [tornado, watch] };
    const polledAt = Date.now();
    await w.scheduled(ALERT_POLL);
    await until("two pushes", () => push.state.received.length >= 2);
    const warningMails = await until("two warning mails", async () => {
      const found = await mails("weather-warning");
      return found.length >= 2 ? found : null;
    });
    // Well within the 5 minutes the issue allows after the poll.
    expect(Date.now() - polledAt).toBeLessThan(60_000);
    expect(push.state.received.map((r) => r.path).sort()).toEqual(["/sub/one", "/sub/two"]);
    expect(warningMails.map((m) => m.to_address).sort()).toEqual(["pat.oneill@greenwood.example", "riley@example.org"]);
    const riley = warningMails.find((m) => m.to_address === "riley@example.org")!;
    expect(riley.subject).toBe("Tornado Warning: Greenwood Community Hub");
    expect(riley.text_body).toContain("Tornado Warning issued for Johnson County until 5:00 PM EST");
    expect(riley.text_body).toMatch(/http:\/\/127\.0\.0\.1:8787\/alerts#alert-/);
    expect(riley.headers).toMatchObject({
      "List-Unsubscribe": expect.stringMatching(/^<http:\/\/127\.0\.0\.1:8787\/warnings\/unsubscribe\?token=[A-Za-z0-9_-]+>$/),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // The same thread's Update: nobody is pushed or mailed again.
    await clearAlertCache();
    nws.state.alertsAnswer = { type: "FeatureCollection", features: [tornadoUpdate, watch] };
    await w.scheduled(ALERT_POLL);
    // Every message the poll queued (pushes and mails alike) handled before counting.
    await pushQueueSettled(w, push, PUSH_HOST);
    expect(push.state.received).toHaveLength(2);
    expect(await mails("weather-warning")).toHaveLength(2);

    // /admin: who the warnings reach, and the last send.
    const admin = pageText(await (await w.fetch("/admin", { cookie: await sessionCookie(w, "seed-admin") })).text());
    expect(admin).toContain("2 browsers by push, 2 addresses by e-mail");
    expect(admin).toMatch(/Last warning sent: Tornado Warning, .+ \(2 pushes, 2 mails\)/);

    // A mailbox's one-click POST (RFC 8058), from another origin, stops riley's warnings.
    const unsubscribe = /^<http:\/\/127\.0\.0\.1:8787(\/warnings\/unsubscribe\?token=[^>]+)>$/.exec(riley.headers!["List-Unsubscribe"]!)![1];
    const oneClick = await w.fetch(unsubscribe!, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example.net", "Sec-Fetch-Site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await subscriberRow("riley@example.org")).toBeNull();
    expect(pageText(await (await w.fetch("/admin", { cookie: await sessionCookie(w, "seed-admin") })).text())).toContain(
      "2 browsers by push, 1 address by e-mail",
    );
  }, 60_000);

  it("a 410 removes the browser; a 429 with Retry-After is pushed again after that wait, once accepted", async () => {
    for (const path of ["/sub/gone", "/sub/busy"]) expect((await postJson(w, "/api/push/subscriptions", undefined, browser(path))).status).toBe(201);
    push.state.answers.set("/sub/gone", [{ status: 410 }]);
    push.state.answers.set("/sub/busy", [{ status: 429, retryAfter: "4" }]);
    push.state.received.length = 0;
    const count = async () => Number((await w.db.$client.execute("select count(*) as n from push_subscriptions")).rows[0]!.n);
    const before = await count();
    nws.state.alertsAnswer = {
      type: "FeatureCollection",
      features: [message("urn:oid:w-svr.1", "Severe Thunderstorm Warning", "Severe Thunderstorm Warning for Johnson County")],
    };
    await w.scheduled(ALERT_POLL);
    const busy = await until("the busy browser pushed twice", () => {
      const hits = push.state.received.filter((r) => r.path === "/sub/busy");
      return hits.length >= 2 ? hits : null;
    });
    // The retry waited for Retry-After (4 s), not the doubling delay's 1 s.
    expect(busy[1]!.at - busy[0]!.at).toBeGreaterThanOrEqual(3_900);
    // The retry was accepted; every message queued so far handled before counting.
    await pushQueueSettled(w, push, PUSH_HOST);
    expect(push.state.received.filter((r) => r.path === "/sub/busy")).toHaveLength(2);
    expect(push.state.received.filter((r) => r.path === "/sub/gone")).toHaveLength(1);
    expect(await count()).toBe(before - 1);
    const endpoints = (await w.db.$client.execute("select endpoint from push_subscriptions")).rows.map((r) => r.endpoint);
    expect(endpoints).not.toContain(`https://${PUSH_HOST}/sub/gone`);
    expect(endpoints).toContain(`https://${PUSH_HOST}/sub/busy`);
  }, 60_000);
});

describe("without VAPID keys and without a bound queue", () => {
  let bare: TestWorker;
  beforeAll(async () => {
    bare = await startTestWorker({ vars: { WEATHER_API_BASE: nws.url } });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it("a Warning still reaches the mail subscribers (pushed inline by the poll), and the push button is not offered", async () => {
    const cookie = await sessionCookie(bare, "seed-member-pat");
    await postForm(bare, "/account", cookie, { intent: "warnings-mail", byMail: "on" });
    nws.state.alertsAnswer = {
      type: "FeatureCollection",
      features: [message("urn:oid:w-fl.1", "Flood Warning", "Flood Warning for Johnson County")],
    };
    await bare.scheduled(ALERT_POLL);
    const rows = await until("the flood warning mail", async () => {
      const r = await bare.db.$client.execute("select to_address, subject from mail_messages where kind = 'weather-warning'");
      return r.rows.length ? r.rows : null;
    });
    expect(rows.map((r) => [r.to_address, r.subject])).toEqual([["pat.oneill@greenwood.example", "Flood Warning: Greenwood Community Hub"]]);
    const html = await (await bare.fetch("/emergency")).text();
    expect(html).toMatch(/"vapidPublicKey":null/);
    expect(pageText(html)).toContain("Send me warnings by e-mail");
  });
});
