// Server-side enforcement across every route, found by reading app/routes: a route added later is covered too.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/models/session.server";
import { startTestWorker, type TestWorker } from "../support/worker";

const ROUTES_DIR = "app/routes";
const routeFiles = readdirSync(ROUTES_DIR).filter((f) => /\.(tsx?|jsx?)$/.test(f) && !f.includes(".test."));

/** The URL of a flat-route file name, with every $param filled by "1". */
function pathOf(file: string): string | null {
  const base = file.replace(/\.(tsx?|jsx?)$/, "");
  if (base === "$" || base.endsWith(".$")) return null; // splats
  const segments = base
    .split(/\.(?![^[]*\])/)
    .filter((s) => s !== "_index" && !s.startsWith("_"))
    .map((s) => (s.startsWith("$") ? "1" : s.replace(/\[|\]/g, "")));
  return "/" + segments.join("/");
}

const withAction = routeFiles.filter((f) => /export (async )?function action|export const action/.test(readFileSync(`${ROUTES_DIR}/${f}`, "utf8")));
const adminApi = routeFiles.filter((f) => f.startsWith("api.admin."));

let w: TestWorker;
let member: string;
let admin: string;
beforeAll(async () => {
  w = await startTestWorker();
  member = `session=${(await createSession(w.db, "seed-member-jamie", new Date())).token}`;
  admin = `session=${(await createSession(w.db, "seed-admin", new Date())).token}`;
});
afterAll(async () => {
  await w?.close();
});

describe("cross-site requests", () => {
  it("finds the routes with actions", () => {
    expect(withAction.length).toBeGreaterThan(3);
  });
  it.each(withAction.map((f) => [f, pathOf(f)] as const).filter(([, p]) => p !== "/api/stripe/webhook" && p !== "/api/paypal/webhook" && p !== "/mail/unsubscribe" && p !== null))(
    "%s: a cross-site POST is refused with 403",
    async (_file, path) => {
      const attempts: Record<string, string>[] = [
        { Origin: "https://evil.example" },
        { "Sec-Fetch-Site": "cross-site", Origin: "http://127.0.0.1:8787" },
      ];
      for (const headers of attempts) {
        const res = await w.fetch(path!, {
          method: "POST",
          cookie: admin,
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=x",
        });
        expect(res.status).toBe(403);
      }
    },
  );
});

describe("admin API", () => {
  it.each(adminApi.map((f) => [f, pathOf(f)!] as const))("%s refuses a member (403) and a visitor (401)", async (_file, path) => {
    for (const method of ["GET", "POST", "PUT"]) {
      const init = { method, headers: { "Content-Type": "application/json" }, body: method === "GET" ? undefined : "{}" };
      const asMember = await w.fetch(path, { ...init, cookie: member });
      const asVisitor = await w.fetch(path, init);
      // 405 is fine for a method the route does not answer at all; never 200.
      expect([403, 405]).toContain(asMember.status);
      expect([401, 405]).toContain(asVisitor.status);
      expect(asMember.headers.get("Content-Type")).toContain("application/json");
    }
  });

  it("lets an admin read stats and users, with the spec's shapes", async () => {
    const stats = (await (await w.fetch("/api/admin/stats", { cookie: admin })).json()) as Record<string, number>;
    expect(Object.keys(stats).sort()).toEqual(
      ["businessesCount", "classifiedsCount", "eventsCount", "jobsCount", "newsCount", "usersCount"],
    );
    expect(stats.usersCount).toBeGreaterThanOrEqual(4);
    const users = (await (await w.fetch("/api/admin/users", { cookie: admin })).json()) as Array<Record<string, unknown>>;
    expect(users.find((u) => u.id === "seed-member-pat")).toMatchObject({ role: "user", isActive: true });
  });

  it("changes a role and validates the body", async () => {
    const put = (id: string, body: unknown, cookie = admin) =>
      w.fetch(`/api/admin/users/${id}/role`, { method: "PUT", cookie, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const bad = await put("seed-member-pat", { role: "superuser" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Failed to update user role", errors: { role: expect.any(Array) } });
    expect((await put("nobody", { role: "moderator" })).status).toBe(404);
    expect((await put("seed-admin", { role: "user" })).status).toBe(400); // not your own role
    const ok = await put("seed-member-pat", { role: "moderator" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: "seed-member-pat", role: "moderator" });
    expect((await put("seed-member-pat", { role: "user" })).status).toBe(200);
  });
});

describe("signed-in-only pages", () => {
  // /checkout is signed-in only too, but shows the spec's "logged out" message first (tests/integration/checkout.test.ts).
  // /search was here too; visitors may search since decision 130 (tests/integration/search.test.ts).
  const pages = ["/news/create", "/submit-article", "/businesses/add", "/events/create", "/claim-business/1"];
  const existing = pages.filter((p) => routeFiles.some((f) => pathOf(f) === p || (p === "/claim-business/1" && f.startsWith("claim-business."))));
  it.each(existing)("%s sends a visitor to sign in and back", async (page) => {
    const res = await w.fetch(page);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/api/login?returnTo=${encodeURIComponent(page)}`);
  });
  it("/admin sends a visitor to sign in and answers 403 to a member", async () => {
    expect((await w.fetch("/admin")).headers.get("Location")).toBe("/api/login?returnTo=%2Fadmin");
    const res = await w.fetch("/admin", { cookie: member });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain("Access Denied");
    expect((await w.fetch("/admin", { cookie: admin })).status).toBe(200);
  });
});
