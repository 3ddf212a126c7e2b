import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isPushServiceEndpoint, MAX_RETRY_AFTER_SECONDS, normalisePushKey, pushServiceHostsSetting, retryAfterSeconds } from "./push";

describe("isPushServiceEndpoint", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:APA91b",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://autopush.push.services.mozilla.com/wpush/v2/gAAAA",
    "https://web.push.apple.com/QGv",
    "https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD",
    "https://FCM.googleapis.com/fcm/send/x",
  ])("accepts a browser's push service: %s", (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(true);
  });

  it.each([
    "https://evil.example/push",
    "https://localtest.me/push",
    "https://127.0.0.1/push",
    "https://fcm.googleapis.com.evil.example/x",
    "https://evilfcm.googleapis.com/x",
    "https://fcm.googleapis.com:444/x",
    "https://a:b@fcm.googleapis.com/x",
    "http://fcm.googleapis.com/x",
    "https://notify.windows.com/w",
    "https://xnotify.windows.com/w",
    "not a url",
  ])("refuses %s", (endpoint) => {
    expect(isPushServiceEndpoint(endpoint)).toBe(false);
  });

  it("takes the hosts a site adds", () => {
    const extra = pushServiceHostsSetting("push.test.example, *.push.example.org  bad_host");
    expect(extra).toEqual(["push.test.example", "*.push.example.org"]);
    expect(isPushServiceEndpoint("https://push.test.example/sub/1", extra)).toBe(true);
    expect(isPushServiceEndpoint("https://eu.push.example.org/sub/1", extra)).toBe(true);
    expect(isPushServiceEndpoint("https://push.example.org/sub/1", extra)).toBe(false);
  });
});

describe("normalisePushKey", () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const point = ecdh.getPublicKey();
  const auth = randomBytes(16);

  it("takes base64url and padded standard base64 alike, and answers base64url without padding", () => {
    for (const written of [point.toString("base64url"), point.toString("base64"), point.toString("base64").replace(/=+$/, "")]) {
      expect(normalisePushKey(written, 65, 4)).toBe(point.toString("base64url"));
    }
    expect(normalisePushKey(auth.toString("base64"), 16)).toBe(auth.toString("base64url"));
    expect(normalisePushKey(Buffer.from([0xfb, 0xff, 0xbf]).toString("base64"), 3)).toBe("-_-_");
  });

  it("refuses the wrong length, the wrong first byte, or what is not base64", () => {
    expect(normalisePushKey(point.subarray(0, 33).toString("base64url"), 65, 4)).toBeNull();
    expect(normalisePushKey(Buffer.alloc(65, 7).toString("base64url"), 65, 4)).toBeNull();
    expect(normalisePushKey(randomBytes(8).toString("base64"), 16)).toBeNull();
    expect(normalisePushKey("not a key", 16)).toBeNull();
    expect(normalisePushKey("A", 16)).toBeNull();
    expect(normalisePushKey("A".repeat(500), 16)).toBeNull();
  });
});

describe("retryAfterSeconds (a push service's 429 or 5xx, RFC 9110 §10.2.3)", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  it("reads delay-seconds and an HTTP date, bounded to an hour", () => {
    expect(retryAfterSeconds("120", now)).toBe(120);
    expect(retryAfterSeconds(" 0 ", now)).toBe(0);
    expect(retryAfterSeconds("Sat, 28 Nov 2026 12:00:30 GMT", now)).toBe(30);
    expect(retryAfterSeconds("Sat, 28 Nov 2026 11:00:00 GMT", now)).toBe(0);
    expect(retryAfterSeconds("86400", now)).toBe(MAX_RETRY_AFTER_SECONDS);
  });
  it("is null when there is none or it cannot be read", () => {
    for (const v of [null, undefined, "", "soon", "-5", "1.5"]) expect(retryAfterSeconds(v, now)).toBeNull();
  });
});
