// RFC 8058 one-click unsubscribe (issue 41 §9) in the built worker: a mailbox's POST to each List-Unsubscribe target
// (/mail/unsubscribe, /letters/unsubscribe, /saved-searches/unsubscribe) is authorised by its token alone, whatever
// Origin it carries ("null", a webmail's, none): 200 and the unsubscribe takes effect, 404 for an unknown token, never
// a 5xx. Every other POST still refuses another origin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailToken } from "../../app/models/mail-messages.server";
import { sqlRows, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
const rows = <T>(query: string, args: (string | number)[] = []) => sqlRows<T>(w, query, args);
const MEMBER = "seed-member-pat";
const UNKNOWN = "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz";

/** What a mailbox sends: the RFC 8058 body, no cookie, the Origin given (or none). */
function oneClick(path: string, origin: string | null) {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (origin !== null) headers.Origin = origin;
  return w.mf.dispatchFetch(`http://127.0.0.1:8787${path}`, { method: "POST", headers, body: "List-Unsubscribe=One-Click" });
}

const ORIGINS: [string, string | null][] = [
  ["Origin: null", "null"],
  ["a webmail's Origin", "https://mail.example.com"],
  ["no Origin", null],
];

let serial = 0;
/** A fresh 32-character token of the letter's and the alerts' alphabet. */
const freshToken = (prefix: string) => `${prefix}${"abcdefghij"[serial++ % 10]}${"abcdefghij"[Math.floor(serial / 10) % 10]}`.padEnd(32, "q");

/** Each target: a fresh token for a reader who gets that mail, and whether that reader is still subscribed. */
const TARGETS: Record<string, { path: (token: string) => string; make: () => Promise<string>; subscribed: (token: string) => Promise<boolean> }> = {
  "/mail/unsubscribe": {
    path: (t) => `/mail/unsubscribe?token=${t}`,
    make: async () => {
      await w.db.$client.execute({ sql: "update users set mail_prefs = null where id = ?", args: [MEMBER] });
      return createMailToken(w.db, {
        purpose: "unsubscribe:expiry-reminder",
        itemId: "1",
        userId: MEMBER,
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      });
    },
    subscribed: async () => {
      const [row] = await rows<{ mail_prefs: string | null }>("select mail_prefs from users where id = ?", [MEMBER]);
      return JSON.parse(row!.mail_prefs ?? "{}")["expiry-reminder"] !== false;
    },
  },
  "/letters/unsubscribe": {
    path: (t) => `/letters/unsubscribe?token=${t}`,
    make: async () => {
      const token = freshToken("letter");
      await w.db.$client.execute({
        sql: "insert into letter_subscribers (email, topics, status, manage_token) values (?, '[\"news\"]', 'confirmed', ?)",
        args: [`${token}@example.com`, token],
      });
      return token;
    },
    subscribed: async (t) =>
      (await rows<{ status: string }>("select status from letter_subscribers where manage_token = ?", [t]))[0]!.status === "confirmed",
  },
  "/saved-searches/unsubscribe": {
    path: (t) => `/saved-searches/unsubscribe?token=${t}`,
    make: async () => {
      const token = freshToken("alert");
      await w.db.$client.execute({
        sql: "insert into saved_searches (email, kind, query, status, manage_token, confirmed_at) values (?, 'classifieds', 'q=lamp', 'confirmed', ?, ?)",
        args: [`${token}@example.com`, token, Date.now()],
      });
      return token;
    },
    subscribed: async (t) => (await rows("select id from saved_searches where manage_token = ?", [t])).length === 1,
  },
};

beforeAll(async () => {
  w = await startTestWorker();
}, 60_000);

afterAll(async () => {
  await w?.close();
});

describe("a one-click unsubscribe POST", () => {
  for (const [target, t] of Object.entries(TARGETS)) {
    it.each(ORIGINS)(`${target} with %s: 200 and the reader is unsubscribed; an unknown token 404`, async (_label, origin) => {
      const token = await t.make();
      expect(await t.subscribed(token)).toBe(true);
      const res = await oneClick(t.path(token), origin);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      expect(await t.subscribed(token)).toBe(false);

      const unknown = await oneClick(t.path(UNKNOWN), origin);
      expect(unknown.status).toBe(404);
      await unknown.arrayBuffer();
    });
  }
});

describe("every other POST", () => {
  it.each(ORIGINS.slice(0, 2))("with %s is refused as cross-site (403), a mail's own renew link included", async (_label, origin) => {
    for (const path of ["/subscribe", "/mail/renew", "/saved-searches"]) {
      const res = await oneClick(path, origin);
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    }
  });
});
