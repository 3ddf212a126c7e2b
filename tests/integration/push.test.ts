// Web Push for the county's warnings (issue 32 §3), against a loopback push service that does what a browser's push
// service and the browser do: it checks the VAPID JWT (RFC 8292) against the site's public key and decrypts the body
// (RFC 8291 aes128gcm) with the subscriber's own private key and auth secret, made here. The alert poll fans the pushes
// out through the push queue (miniflare's producer PUSH_QUEUE and the worker's queue() consumer).
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startNwsServer } from "../support/nws-server";
import { nwsAlert, nwsReference, startPushService, vapidKeys } from "../support/push-service";
import { pageText, postJson, pushQueueSettled, startTestWorker, whenNotBusy, type TestWorker } from "../support/worker";

const PUSH_HOST = "push.test.example";
const ALERT_POLL = "*/5 * * * *";

// The site's VAPID key pair, as `npm run vapid-keys` prints it.
const vapid = vapidKeys();
const VAPID_PUBLIC_KEY = vapid.publicKey;
const VAPID_SUBJECT = "mailto:alerts@greenwood.example";

/**
 * A browser's subscription: its P-256 key pair and 16-byte auth secret, written as PushSubscription.toJSON() writes
 * them (base64url), or (`standardBase64`) as the common `btoa(String.fromCharCode(...new Uint8Array(sub.getKey(...))))`
 * client code does: padded standard base64, here always with a `+` or `/` in the key.
 */
function subscriber(path: string, { standardBase64 = false } = {}) {
  const encoding = standardBase64 ? "base64" : "base64url";
  for (let attempt = 0; attempt < 100; attempt++) {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const keys = { p256dh: ecdh.getPublicKey().toString(encoding), auth: auth.toString(encoding) };
    if (standardBase64 && !/[+/]/.test(keys.p256dh)) continue;
    return { ecdh, auth, json: { endpoint: `https://${PUSH_HOST}${path}`, expirationTime: null, keys } };
  }
  throw new Error("no key with + or / in 100 tries");
}
type Subscriber = ReturnType<typeof subscriber>;

/** RFC 8291 §3.4 and RFC 8188: what the browser does with a push message. */
function decrypt(body: Buffer, sub: Subscriber): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const asPublic = body.subarray(21, 21 + idLength!);
  const ciphertext = body.subarray(21 + idLength!);
  const ecdhSecret = sub.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), sub.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return padded.subarray(0, end).toString("utf8");
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key, for this push service's origin. */
function verifyVapid(authorization: string | undefined) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  expect(m, `Authorization: ${authorization}`).not.toBeNull();
  const [, jwt = "", k = ""] = m!;
  expect(k).toBe(VAPID_PUBLIC_KEY);
  const [header = "", payload = "", signature = ""] = jwt.split(".");
  const raw = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const ok = verify("sha256", Buffer.from(`${header}.${payload}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  expect(ok).toBe(true);
  expect(JSON.parse(Buffer.from(header, "base64url").toString())).toMatchObject({ alg: "ES256" });
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { aud: string; sub: string; exp: number };
  expect(claims.aud).toBe(`https://${PUSH_HOST}`);
  expect(claims.sub).toBe(VAPID_SUBJECT);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
}

// NWS answers: a Tornado Warning, then an Update of it (a new message id that references the first), and a Watch.
const message = nwsAlert;
const tornado = message("urn:oid:tor.1", "Tornado Warning", "Tornado Warning issued for Johnson County until 5:00 PM EST");
const tornadoUpdate = message("urn:oid:tor.2", "Tornado Warning", "Tornado Warning continues for Johnson County until 5:30 PM EST", {
  messageType: "Update",
  references: [nwsReference("urn:oid:tor.1")],
});
const watch = message("urn:oid:watch.1", "Tornado Watch", "Tornado Watch for Johnson County", { severity: "Severe" });
const flood = message("urn:oid:flood.1", "Flash Flood Warning", "Flash Flood Warning for Johnson County until 8:00 PM EST", { severity: "Severe" });

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
      VAPID_SUBJECT,
      PUSH_RETRY_BASE_SECONDS: "1",
      // The loopback push service's name is added to the browsers' push services, as a site may add one.
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
  push.state.received.length = 0;
  push.state.status.clear();
  push.state.failures.clear();
});

/**
 * Waits until the push service has received `n` pushes, then until the push queue has handled every message sent to it
 * so far (a canary message sent last has been pushed): nothing more may arrive.
 */
async function received(n: number, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (push.state.received.length < n) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${n} pushes (got ${push.state.received.length})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await pushQueueSettled(w, push, PUSH_HOST);
  return push.state.received.map((r) => r.path).sort();
}
const lastPollCounts = async () =>
  JSON.parse(
    String((await w.db.$client.execute("select counts from import_runs where job = 'alert-push' order by id desc limit 1")).rows[0]!.counts),
  );

const subscribe = (body: unknown) => postJson(w, "/api/push/subscriptions", undefined, body);
const count = async () => Number((await w.db.$client.execute("select count(*) as n from push_subscriptions")).rows[0]!.n);

describe("/alerts", () => {
  it("without JavaScript offers the mail alternative (the push button needs the Push API), and gives the browser the VAPID public key", async () => {
    const html = await (await w.fetch("/alerts")).text();
    const text = pageText(html);
    expect(text).toContain("Get warnings for our county by e-mail: choose mail alerts on your account page");
    expect(html).toMatch(/<a[^>]*href="\/account"[^>]*>choose mail alerts on your account page/);
    expect(text).not.toContain("Notify me of warnings for our county");
    expect(html).toContain(VAPID_PUBLIC_KEY);
    expect(html).not.toContain(vapid.privateKey);
  });
});

describe("/offline", () => {
  it("is the same for everyone and carries no alert strip (the service worker keeps it for days)", async () => {
    nws.state.alertsAnswer = { type: "FeatureCollection", features: [watch] };
    expect(pageText(await (await w.fetch("/alerts")).text())).toContain("Tornado Watch for Johnson County");
    const res = await w.fetch("/offline");
    expect(res.status).toBe(200);
    const text = pageText(await res.text());
    expect(text).toContain("You are offline");
    expect(text).not.toContain("Tornado Watch");
  });
});

describe("POST /api/push/subscriptions", () => {
  it("answers 400 for an endpoint that is not https or not public, or keys that are not base64url P-256 / 16 bytes", async () => {
    const good = subscriber("/sub/valid").json;
    const bad = [
      { ...good, endpoint: "http://push.test.example/sub/x" },
      { ...good, endpoint: "https://127.0.0.1/sub/x" },
      { ...good, endpoint: "not a url" },
      { ...good, keys: { ...good.keys, p256dh: "not+base64url/" } },
      { ...good, keys: { ...good.keys, p256dh: "not a key at all" } },
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString("base64url") } },
      { ...good, keys: { ...good.keys, p256dh: Buffer.alloc(33).toString("base64url") } },
      { ...good, keys: { ...good.keys, auth: Buffer.alloc(8).toString("base64url") } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
    ];
    for (const body of bad) {
      const res = await subscribe(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await count()).toBe(0);
    const wrongType = await w.fetch("/api/push/subscriptions", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify(good),
    });
    expect(wrongType.status).toBe(415);
    expect((await w.fetch("/api/push/subscriptions")).status).toBe(405);
  });
});

describe("POST /api/push/subscriptions takes only the browsers' push services (issue 41 §6)", () => {
  const ENDPOINT_MESSAGE = "Push endpoint must be the https address of a browser's push service (Chrome, Firefox, Safari or Edge)";

  it.each([
    "https://evil.example/push/1",
    "https://localtest.me/push/1",
    "https://127.0.0.1.nip.io/push/1",
    "https://fcm.googleapis.com.evil.example/fcm/send/x",
    "https://evilfcm.googleapis.com/fcm/send/x",
    "https://fcm.googleapis.com:8443/fcm/send/x",
    "https://user:pw@fcm.googleapis.com/fcm/send/x",
    "http://fcm.googleapis.com/fcm/send/x",
    "https://notify.windows.com/w/?token=x",
    "https://evilnotify.windows.com/w/?token=x",
    "https://push.services.mozilla.com.evil.example/wpush/v2/x",
  ])("answers 400 with what is wrong, and stores nothing, for %s", async (endpoint) => {
    const before = await count();
    const res = await subscribe({ ...subscriber("/x").json, endpoint });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: ENDPOINT_MESSAGE });
    expect(await count()).toBe(before);
  });

  it("says so in Spanish to a Spanish reader", async () => {
    const res = await w.fetch("/api/push/subscriptions", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Accept-Language": "es" },
      body: JSON.stringify({ ...subscriber("/x").json, endpoint: "https://evil.example/push/1" }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "El endpoint push debe ser la dirección https del servicio push de un navegador (Chrome, Firefox, Safari o Edge)",
    });
  });

  it("accepts Chrome's, Firefox's, Safari's and Edge's push services (and DELETE takes them off again)", async () => {
    const before = await count();
    const endpoints = [
      "https://fcm.googleapis.com/fcm/send/dGVzdC1jaHJvbWU:APA91bGtest",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABtest",
      "https://autopush.push.services.mozilla.com/wpush/v2/gAAAAABtest",
      "https://web.push.apple.com/QGvtest",
      "https://wns2-by3p.notify.windows.com/w/?token=BQYAAADtest",
    ];
    for (const endpoint of endpoints) {
      const res = await subscribe({ ...subscriber("/x").json, endpoint });
      expect(res.status, endpoint).toBe(201);
    }
    expect(await count()).toBe(before + endpoints.length);
    // No test pushes to the internet: they go before any poll runs.
    for (const endpoint of endpoints) {
      const res = await w.fetch("/api/push/subscriptions", {
        method: "DELETE",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ endpoint }),
      });
      expect(res.status).toBe(200);
    }
    expect(await count()).toBe(before);
  });
});

describe("the alert poll pushes new warnings", () => {
  it("pushes a new Warning thread once to every subscriber, encrypted for each and signed with the site's VAPID key; an Update is not pushed again", async () => {
    const alice = subscriber("/sub/alice");
    // Bob's browser code writes its keys with btoa(): padded standard base64 (issue 41 §10).
    const bob = subscriber("/sub/bob", { standardBase64: true });
    expect(bob.json.keys.auth).toMatch(/==$/);
    for (const s of [alice, bob]) {
      const res = await subscribe(s.json);
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ subscribed: true });
    }
    // Stored as base64url, whichever alphabet came.
    const bobRow = (await w.db.$client.execute({ sql: "select p256dh, auth from push_subscriptions where endpoint = ?", args: [bob.json.endpoint] }))
      .rows[0];
    expect(bobRow).toMatchObject({ p256dh: bob.ecdh.getPublicKey().toString("base64url"), auth: bob.auth.toString("base64url") });
    // The same browser subscribing again is one subscription.
    expect((await subscribe(alice.json)).status).toBe(201);
    expect(await count()).toBe(2);

    nws.state.alertsAnswer = { type: "FeatureCollection", features: [tornado, watch] };
    await w.scheduled(ALERT_POLL);
    // The poll queued one message (two subscriptions); the consumer pushed one each (the Watch is not Warning-level).
    expect(await lastPollCounts()).toMatchObject({ warnings: 1, pushed: 1, pushMessages: 1 });
    expect(await received(2)).toEqual(["/sub/alice", "/sub/bob"]);
    for (const r of push.state.received) {
      const sub = r.path === "/sub/alice" ? alice : bob;
      verifyVapid(r.headers.authorization as string);
      expect(r.headers["content-encoding"]).toBe("aes128gcm");
      expect(Number(r.headers.ttl)).toBeGreaterThan(0);
      const text = decrypt(r.body, sub);
      expect(JSON.parse(text)).toEqual({
        title: "Tornado Warning",
        body: "Tornado Warning issued for Johnson County until 5:00 PM EST",
        url: expect.stringMatching(/^\/alerts#alert-/),
      });
    }
    // Another subscriber cannot read alice's message.
    expect(() => decrypt(push.state.received.find((r) => r.path === "/sub/alice")!.body, bob)).toThrow();

    // Second poll: the same thread, now as an Update with a new message id, is not pushed again.
    push.state.received.length = 0;
    await clearAlertCache();
    nws.state.alertsAnswer = { type: "FeatureCollection", features: [tornadoUpdate, watch] };
    await w.scheduled(ALERT_POLL);
    expect(await received(0)).toEqual([]);
    expect(await lastPollCounts()).toMatchObject({ warnings: 1, pushed: 0, pushMessages: 0 });
    // The /alerts page shows the update (the thread's newest message).
    expect(pageText(await (await w.fetch("/alerts")).text())).toContain("continues for Johnson County until 5:30 PM EST");

    // A new Warning thread is pushed.
    await clearAlertCache();
    nws.state.alertsAnswer = { type: "FeatureCollection", features: [tornadoUpdate, flood] };
    await w.scheduled(ALERT_POLL);
    expect(await received(2)).toEqual(["/sub/alice", "/sub/bob"]);
    expect(JSON.parse(decrypt(push.state.received.find((r) => r.path === "/sub/bob")!.body, bob)).title).toBe("Flash Flood Warning");
  });

  it("removes a subscription the push service answers 404 or 410 for, and retries one that failed with 500 (only that one) until it is pushed", async () => {
    const gone = subscriber("/sub/gone");
    const missing = subscriber("/sub/missing");
    const flaky = subscriber("/sub/flaky");
    for (const s of [gone, missing, flaky]) expect((await subscribe(s.json)).status).toBe(201);
    push.state.status.set("/sub/gone", 410);
    push.state.status.set("/sub/missing", 404);
    push.state.failures.set("/sub/flaky", 2);
    const before = await count();
    nws.state.alertsAnswer = {
      type: "FeatureCollection",
      features: [message("urn:oid:svr.1", "Severe Thunderstorm Warning", "Severe Thunderstorm Warning for Johnson County")],
    };
    await w.scheduled(ALERT_POLL);
    // Every subscriber once (alice, bob and carol of earlier tests too), flaky three times: 500, 500 (retried after
    // 1 s, then 2 s), then accepted.
    const paths = await received(before + 2);
    expect(paths.filter((p) => p === "/sub/flaky")).toHaveLength(3);
    expect(paths.filter((p) => p !== "/sub/flaky")).toEqual([...new Set(paths.filter((p) => p !== "/sub/flaky"))]);
    expect(paths).toEqual(expect.arrayContaining(["/sub/gone", "/sub/missing", "/sub/alice", "/sub/bob"]));
    expect(decrypt(push.state.received.filter((r) => r.path === "/sub/flaky").at(-1)!.body, flaky)).toContain("Severe Thunderstorm Warning");
    expect(await count()).toBe(before - 2);
    const endpoints = (await w.db.$client.execute("select endpoint from push_subscriptions")).rows.map((r) => r.endpoint);
    expect(endpoints).toContain(flaky.json.endpoint);
    expect(endpoints).not.toContain(gone.json.endpoint);
    expect(endpoints).not.toContain(missing.json.endpoint);
  });

  it("DELETE with the endpoint unsubscribes", async () => {
    const carol = subscriber("/sub/carol");
    expect((await subscribe(carol.json)).status).toBe(201);
    const before = await count();
    const res = await w.fetch("/api/push/subscriptions", {
      method: "DELETE",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ endpoint: carol.json.endpoint }),
    });
    expect(res.status).toBe(200);
    expect(await count()).toBe(before - 1);
  });
});

describe("the push queue", () => {
  it("fans a thread out in messages of 40 subscriptions; a cron fired twice, or a thread queued again, pushes each subscriber once", async () => {
    // 45 more browsers (one key pair: the loopback service decrypts every one): more than one message's worth.
    const many = subscriber("/sub/many");
    await whenNotBusy(() =>
      w.db.$client.batch(
        Array.from({ length: 45 }, (_, i) => ({
          sql: "insert into push_subscriptions (endpoint, p256dh, auth) values (?, ?, ?)",
          args: [`https://${PUSH_HOST}/sub/many-${i}`, many.json.keys.p256dh, many.json.keys.auth],
        })),
      ),
    );
    const total = await count();
    expect(total).toBeGreaterThan(40);
    nws.state.alertsAnswer = {
      type: "FeatureCollection",
      features: [message("urn:oid:ice.1", "Ice Storm Warning", "Ice Storm Warning for Johnson County until noon", { severity: "Severe" })],
    };
    await w.scheduled(ALERT_POLL);
    await w.scheduled(ALERT_POLL); // the cron fired twice
    const paths = await received(total);
    expect(paths).toHaveLength(total);
    expect(new Set(paths).size).toBe(total);
    const manyPush = push.state.received.find((r) => r.path === "/sub/many-44")!;
    expect(JSON.parse(decrypt(manyPush.body, many))).toMatchObject({
      title: "Ice Storm Warning",
      body: "Ice Storm Warning for Johnson County until noon",
    });
    const [thread] = (await w.db.$client.execute("select id from push_threads where alert_id = 'urn:oid:ice.1'")).rows;
    const sends = await w.db.$client.execute({
      sql: "select status, count(*) as n from push_sends where thread_id = ? group by status",
      args: [thread!.id!],
    });
    expect(sends.rows.map((r) => [r.status, Number(r.n)])).toEqual([["sent", total]]);

    // The thread queued again (as after a poll that died before it noted the queueing): every message is consumed, nobody is pushed.
    push.state.received.length = 0;
    await w.db.$client.execute({ sql: "update push_threads set queued_at = null where id = ?", args: [thread!.id!] });
    await clearAlertCache();
    await w.scheduled(ALERT_POLL);
    expect(await lastPollCounts()).toMatchObject({ pushed: 1, pushMessages: Math.ceil(total / 40) });
    expect(await received(0)).toEqual([]);
  }, 60_000);
});

describe("new subscriptions are bounded per address (issue 41 §6)", () => {
  let bounded: TestWorker;
  beforeAll(async () => {
    // The default hourly cap (10), and a per-minute limiter of 12 in place of the tests' generous one.
    bounded = await startTestWorker({
      vars: { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT, PUSH_SERVICE_HOSTS: PUSH_HOST },
      rateLimits: { SUBSCRIBE_LIMITER: 12 },
    });
  });
  afterAll(async () => {
    await bounded?.close();
  });

  it("30 at once without signing in: 10 are stored, the rest answer 429 (the hourly cap, then the per-minute limit)", async () => {
    const answers: { status: number; message?: string; retryAfter: string | null }[] = [];
    const first = subscriber("/burst/0");
    for (let i = 0; i < 30; i++) {
      const res = await postJson(bounded, "/api/push/subscriptions", undefined, { ...first.json, endpoint: `https://${PUSH_HOST}/burst/${i}` });
      const body = (await res.json()) as { message?: string };
      answers.push({ status: res.status, message: body.message, retryAfter: res.headers.get("Retry-After") });
    }
    expect(answers.slice(0, 10).map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(answers.slice(10).every((a) => a.status === 429 && Number(a.retryAfter) > 0)).toBe(true);
    const capMessage = "Too many push subscriptions from your address. Please try again in an hour.";
    expect(answers[10]!.message).toBe(capMessage);
    expect(new Set(answers.slice(10).map((a) => a.message))).toEqual(new Set([capMessage, "Too many requests. Please wait a minute and try again."]));
    expect(Number((await bounded.db.$client.execute("select count(*) as n from push_subscriptions")).rows[0]!.n)).toBe(10);
  });
});
