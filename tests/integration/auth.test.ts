// Sign-in through the production code against a real OpenID Connect provider on loopback.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionIdFromToken } from "../../app/models/session.server";
import { sessions, users } from "../../db/schema";
import { ProviderBrowser, startOidcProvider } from "../support/oidc-provider";
import { BASE, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;

beforeAll(async () => {
  provider = await startOidcProvider(`${BASE}/api/auth/callback/oidc`, {
    "acct-river": { email: "river.song@greenwood.example", given_name: "River", family_name: "Song", picture: "https://images.example/river.png" },
    "acct-boss": { email: "boss@greenwood.example", given_name: "Morgan", family_name: "Boss" },
    "acct-jamie": { email: "jamie.chen@greenwood.example", given_name: "Jamie", family_name: "Chen" },
  });
  w = await startTestWorker({
    vars: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: "greenwood",
      OIDC_CLIENT_SECRET: "greenwood-secret",
      ADMIN_EMAILS: "boss@greenwood.example, someone@else.example",
    },
  });
});
afterAll(async () => {
  await w?.close();
  await provider?.close();
});

const cookiePairs = (res: Response, prefix: string) =>
  res.headers
    .getSetCookie()
    .filter((c) => c.startsWith(prefix))
    .map((c) => c.split(";")[0])
    .join("; ");

async function startFlow(returnTo: string) {
  const first = await w.fetch(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(first.status).toBe(302);
  const start = await w.fetch(first.headers.get("Location")!);
  expect(start.status).toBe(302);
  const authorizationUrl = start.headers.get("Location")!;
  expect(authorizationUrl.startsWith(provider.issuer)).toBe(true);
  const url = new URL(authorizationUrl);
  expect(url.searchParams.get("code_challenge_method")).toBe("S256");
  expect(url.searchParams.get("state")).toBeTruthy();
  return { start, authorizationUrl, oauthCookies: cookiePairs(start, "oauth_") };
}

async function signIn(login: string, returnTo = "/") {
  const { start, authorizationUrl, oauthCookies } = await startFlow(returnTo);
  const callbackUrl = await new ProviderBrowser().authorize(authorizationUrl, login);
  expect(callbackUrl.startsWith(`${BASE}/api/auth/callback/oidc?`)).toBe(true);
  const callbackPath = callbackUrl.slice(BASE.length);
  const done = await w.fetch(callbackPath, { cookie: oauthCookies });
  const token = done.headers
    .getSetCookie()
    .find((c) => c.startsWith("session="))
    ?.split(";")[0]!
    .slice("session=".length);
  return { start, done, token, callbackPath, oauthCookies };
}

describe("OpenID Connect sign-in", () => {
  it("runs the authorization-code flow with PKCE, creates the user and returns to returnTo", async () => {
    const { start, done, token } = await signIn("acct-river", "/events?category=2");
    for (const c of start.headers.getSetCookie().filter((c) => c.startsWith("oauth_"))) {
      expect(c).toContain("HttpOnly");
      expect(c).toContain("Secure");
      expect(c).toContain("SameSite=Lax");
      expect(c).toContain("Path=/api/auth");
    }
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/events?category=2");
    const sessionSetCookie = done.headers.getSetCookie().find((c) => c.startsWith("session="))!;
    expect(sessionSetCookie).toMatch(/HttpOnly/);
    expect(sessionSetCookie).toMatch(/Secure/);
    expect(sessionSetCookie).toMatch(/SameSite=Lax/);
    const expires = new Date(sessionSetCookie.match(/Expires=([^;]+)/)![1]!).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * 86400_000))).toBeLessThan(60_000);
    expect(token!.length).toBeGreaterThanOrEqual(26); // ≥128 bits in base32

    const me = await w.fetch("/api/auth/user", { cookie: `session=${token}` });
    expect(me.status).toBe(200);
    const user = (await me.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      email: "river.song@greenwood.example",
      firstName: "River",
      lastName: "Song",
      profileImageUrl: "https://images.example/river.png",
      role: "user",
      isActive: true,
    });
    for (const key of ["id", "stripeCustomerId", "stripeSubscriptionId", "createdAt", "updatedAt"]) expect(user).toHaveProperty(key);

    // Only the token's SHA-256 is stored.
    const rows = await w.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id as string));
    expect(rows.map((r) => r.sid)).toContain(sessionIdFromToken(token!));
    expect(rows.map((r) => r.sid)).not.toContain(token);
  });

  it("makes a new token at every sign-in", async () => {
    const a = await signIn("acct-river");
    const b = await signIn("acct-river");
    expect(a.token).toBeTruthy();
    expect(b.token).toBeTruthy();
    expect(a.token).not.toBe(b.token);
  });

  it("refuses a replayed authorization code", async () => {
    const first = await signIn("acct-river");
    expect(first.done.status).toBe(302);
    const replay = await w.fetch(first.callbackPath, { cookie: first.oauthCookies });
    expect(replay.status).toBe(400);
    expect(replay.headers.getSetCookie().some((c) => c.startsWith("session=") && !c.startsWith("session=;"))).toBe(false);
  });

  it("refuses a state that does not match the cookie", async () => {
    const { authorizationUrl, oauthCookies } = await startFlow("/");
    const callbackUrl = await new ProviderBrowser().authorize(authorizationUrl, "acct-river");
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set("state", "forged-state");
    const res = await w.fetch(tampered.pathname + tampered.search, { cookie: oauthCookies });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Sign-in failed");
    const noCookie = await w.fetch(callbackUrl.slice(BASE.length));
    expect(noCookie.status).toBe(400);
  });

  it("makes ADMIN_EMAILS admins at their first sign-in", async () => {
    const { token } = await signIn("acct-boss");
    const me = (await (await w.fetch("/api/auth/user", { cookie: `session=${token}` })).json()) as { role: string };
    expect(me.role).toBe("admin");
  });

  it.each([
    ["//evil.example", "/"],
    ["https://evil.example/steal", "/"],
    ["/\\evil.example", "/"],
  ])("sends returnTo %s back to %s", async (returnTo, expected) => {
    const { done } = await signIn("acct-river", returnTo);
    expect(done.headers.get("Location")).toBe(expected);
  });
});

describe("sign-out and deactivation", () => {
  it("sign-out deletes the session row and the cookie; the old token is signed out", async () => {
    const { token } = await signIn("acct-river");
    const out = await w.fetch("/api/logout", { method: "POST", cookie: `session=${token}` });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/");
    expect(out.headers.getSetCookie().find((c) => c.startsWith("session="))).toMatch(/Max-Age=0/);
    expect(
      await w.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, sessionIdFromToken(token!))),
    ).toHaveLength(0);
    const replayed = await w.fetch("/api/auth/user", { cookie: `session=${token}` });
    expect(replayed.status).toBe(401);
  });

  it("GET /api/logout changes nothing", async () => {
    const { token } = await signIn("acct-river");
    const res = await w.fetch("/api/logout", { cookie: `session=${token}` });
    expect(res.status).toBe(200);
    expect((await w.fetch("/api/auth/user", { cookie: `session=${token}` })).status).toBe(200);
  });

  it("deactivating a user ends their sessions at once and stops new sign-ins", async () => {
    const admin = await signIn("acct-boss");
    const member = await signIn("acct-jamie");
    const jamie = await w.db.query.users.findFirst({ where: eq(users.email, "jamie.chen@greenwood.example") });
    expect((await w.fetch("/api/auth/user", { cookie: `session=${member.token}` })).status).toBe(200);

    const res = await w.fetch(`/api/admin/users/${jamie!.id}/status`, {
      method: "PUT",
      cookie: `session=${admin.token}`,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ isActive: false }),
    });
    expect(res.status).toBe(200);
    expect((await w.fetch("/api/auth/user", { cookie: `session=${member.token}` })).status).toBe(401);
    expect(await w.db.select().from(sessions).where(eq(sessions.userId, jamie!.id))).toHaveLength(0);

    const again = await signIn("acct-jamie");
    expect(again.done.status).toBe(403);
    expect(await again.done.text()).toContain("deactivated");
    expect(again.token).toBeUndefined();

    await w.fetch(`/api/admin/users/${jamie!.id}/status`, {
      method: "PUT",
      cookie: `session=${admin.token}`,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ isActive: true }),
    });
    expect((await signIn("acct-jamie")).done.status).toBe(302);
  });
});
