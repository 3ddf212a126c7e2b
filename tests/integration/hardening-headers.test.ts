// Issue 17, findings 5 and 6: security headers on every answer, the __Host- session cookie over https, and the
// rate limits (429 with Retry-After) on sign-in, the contact form and creating things; the contact API's honeypot.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/models/session.server";
import { supportMessages } from "../../db/schema";
import { clearOfMinuteTurn, pageText, postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const DAY = 86_400_000;

describe("finding 5: headers", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker();
  });
  afterAll(async () => {
    await w?.close();
  });

  it("every page has a CSP whose nonce is on every inline script, and the strict directives", async () => {
    const res = await w.fetch("/events");
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(d);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
    expect(executable.length).toBeGreaterThan(0);
    for (const [, attrs] of executable) expect(attrs).toContain(`nonce="${nonce}"`);
    // A fresh nonce each time.
    const again = (await w.fetch("/events")).headers.get("Content-Security-Policy");
    expect(again).not.toBe(csp);
  });

  it("the worker's own 403 carries the same headers", async () => {
    const res = await w.fetch("/api/events/create", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
  });

  it("public/_headers gives static files the basic headers", () => {
    const file = readFileSync("public/_headers", "utf8");
    expect(file).toMatch(/^\/\*\n(\s+[\w-]+: .+\n)+/m);
    for (const h of ["X-Content-Type-Options: nosniff", "X-Frame-Options: DENY", "Referrer-Policy:", "Content-Security-Policy:"])
      expect(file).toContain(h);
  });

  // Issue 31, item 20: the sample pictures are cached for a year like /build/; their names are not fingerprinted, so
  // a picture may never change under the same name (tests/fixtures/art-digests.json holds each one's digest).
  it("public/_headers caches /art/ for a year, immutable, and no picture there changes under its name", () => {
    const rules = readFileSync("public/_headers", "utf8");
    expect(rules).toMatch(/^\/art\/\*\n\s+Cache-Control: public, max-age=31536000, immutable$/m);
    const locked = JSON.parse(readFileSync("tests/fixtures/art-digests.json", "utf8")) as Record<string, string>;
    const files = (readdirSync("public/art", { recursive: true }) as string[]).filter((f) => statSync(join("public/art", f)).isFile());
    const now = Object.fromEntries(
      files.map((f) => [
        `/art/${f.split(sep).join("/")}`,
        createHash("sha256")
          .update(readFileSync(join("public/art", f)))
          .digest("hex")
          .slice(0, 16),
      ]),
    );
    for (const [name, digest] of Object.entries(locked)) {
      if (name in now) expect(now[name], `${name} changed: give the new picture a new name (it is cached for a year)`).toBe(digest);
    }
    expect(
      Object.keys(now).filter((n) => !(n in locked)),
      "new pictures under /art/: add them to tests/fixtures/art-digests.json",
    ).toEqual([]);
  });

  it("signed-in pages are private, no-store; a visitor's are not", async () => {
    const member = await sessionCookie(w, "seed-member-jamie");
    expect((await w.fetch("/events", { cookie: member })).headers.get("Cache-Control")).toBe("private, no-store");
    expect((await w.fetch("/events")).headers.get("Cache-Control") ?? "").not.toContain("private");
  });

  it("over https: HSTS for a year, and the session cookie is __Host-session (a plain one is ignored)", async () => {
    const https = (path: string, init: RequestInit = {}) => w.fetch(path, { ...init, base: "https://127.0.0.1:8787" });
    const page = await https("/");
    expect(page.headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
    // HSTS is on every answer (issue 28): browsers ignore it over http.
    expect((await w.fetch("/")).headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
    const signIn = await https("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://127.0.0.1:8787" },
      body: "userId=seed-member-pat",
    });
    expect(signIn.status).toBe(302);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("__Host-session=") && c.includes("Secure") && c.includes("Path=/") && !/Domain=/i.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("session="))).toBe(false);
    const token = (await createSession(w.db, "seed-member-pat", new Date())).token;
    expect((await https("/api/auth/user", { headers: { Cookie: `__Host-session=${token}` } })).status).toBe(200);
    expect((await https("/api/auth/user", { headers: { Cookie: `session=${token}` } })).status).toBe(401);
  });
});

describe("finding 6: rate limits", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker({ rateLimits: { SIGNIN_LIMITER: 3, CONTACT_LIMITER: 2, CREATE_LIMITER: 2 } });
  });
  afterAll(async () => {
    await w?.close();
  });
  const contact = (extra: Record<string, unknown> = {}) => ({
    name: "Sam Resident",
    email: "sam@example.com",
    subject: "Street lights",
    message: "The street light on Main Street has been out for a week.",
    category: "General Questions",
    ...extra,
  });
  const messages = async () => (await w.db.select({ n: sql<number>`count(*)` }).from(supportMessages))[0]!.n;
  /**
   * The contact API. Outside production every caller shares one limit (a client's CF-Connecting-IP is not trusted:
   * issue 28), so only one test here posts to it.
   */
  const contactFrom = (ip: string, body: unknown) =>
    w.fetch("/api/support/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(body),
    });

  it("sign-in: the 4th attempt in a minute is 429 with Retry-After and a page in the site's voice", async () => {
    await clearOfMinuteTurn();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await postForm(w, "/api/login", undefined, { userId: "seed-member-pat" });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 3).every((s) => s === 302)).toBe(true);
    expect(statuses[3]).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    const text = pageText(await last!.text());
    expect(text).toContain("Please slow down");
    expect(text).not.toMatch(/\bat \w+ \(/);
  });

  it("the honeypot is answered as sent and stores nothing; messages beyond the limit are refused with 429 and not stored", async () => {
    const ip = "203.0.113.11";
    await clearOfMinuteTurn();
    const before = await messages();
    // A honeypot request is answered as sent, stores nothing, and counts towards the limit too.
    expect((await contactFrom(ip, contact({ website: "http://spam.example" }))).status).toBe(201);
    expect(await messages()).toBe(before);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await contactFrom(ip, contact())).status);
    expect(statuses.filter((s) => s === 201).length).toBe(1);
    expect(statuses.filter((s) => s === 429).length).toBe(3);
    expect(await messages()).toBe(before + 1);
  });

  it("creating events beyond the limit is refused with 429 JSON", async () => {
    const member = await sessionCookie(w, "seed-member-jamie");
    const body = { title: "Limited", startDate: new Date(Date.now() + 3 * DAY).toISOString(), location: "Hall" };
    await clearOfMinuteTurn();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await postJson(w, "/api/events/create", member, body)).status);
    expect(statuses).toEqual([201, 201, 429, 429]);
    const res = await postJson(w, "/api/events/create", member, body);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect(await res.json()).toEqual({ message: "Too many requests. Please wait a minute and try again." });
  });
});
