// Issue 17: every action and /api endpoint (found from the route files, as guards.test.ts does) gets a fixed set of
// hostile bodies. Each must answer 4xx, show no stack trace, and change no row.
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, startTestWorker, sessionCookie, type TestWorker } from "../support/worker";

const ROUTES_DIR = "app/routes";
/** Flat route files and folder routes (routes/x/route.tsx). */
const routeFiles = readdirSync(ROUTES_DIR, { withFileTypes: true }).flatMap((d) =>
  d.isDirectory()
    ? [`${d.name}/route.tsx`, `${d.name}/route.ts`].filter((f) => {
        try {
          readFileSync(`${ROUTES_DIR}/${f}`);
          return true;
        } catch {
          return false;
        }
      })
    : /\.(tsx?|jsx?)$/.test(d.name) && !d.name.includes(".test.")
      ? [d.name]
      : [],
);

function pathOf(file: string): string | null {
  const base = file.replace(/\/route\.(tsx?|jsx?)$/, "").replace(/\.(tsx?|jsx?)$/, "");
  if (base === "$" || base.endsWith(".$")) return null;
  const segments = base
    .split(/\.(?![^[]*\])/)
    .filter((s) => s !== "_index" && !s.startsWith("_"))
    .map((s) => (s.startsWith("$") ? "1" : s.replace(/\[|\]|_$/g, "")));
  return "/" + segments.join("/");
}

const source = (f: string) => readFileSync(`${ROUTES_DIR}/${f}`, "utf8");
const hasAction = (f: string) => /export (async )?function action|export const action/.test(source(f));
// Signing out changes state by design; POST /api/events/import takes no body (spec: "empty") and runs the import.
const SKIP = new Set(["/api/logout", "/api/events/import"]);
// Without PayPal, Stripe or Google keys in this worker these answer 503 "not configured" to any body.
const UNCONFIGURED = new Set([
  "/paypal/order",
  "/paypal/order/1/capture",
  "/api/admin/sync-google-places",
  "/api/stripe/webhook",
  "/api/paypal/webhook",
  "/api/mail/webhook",
]);
// The sign-in page sends a signed-in member on (302) whatever they post: it is fuzzed as a visitor.
const AS_VISITOR = new Set(["/api/login", "/api/login/1"]);
/** Endpoints whose request is the bare POST itself ("I'm going" needs no body): an empty body is a real answer there. */
const BODILESS = new Set(["/api/events/1/rsvp"]);
const targets = [...new Set(routeFiles.filter((f) => hasAction(f) || f.startsWith("api.")).map(pathOf))]
  .filter((p): p is string => p !== null && !SKIP.has(p))
  .sort();

const huge = "x".repeat(200_000);
const HOSTILE: Array<{ name: string; type?: string; body?: string }> = [
  // No body and no Content-Type at all (issue 28, item 7: 500 on 26 form routes).
  { name: "empty, no content type" },
  { name: "empty form", type: "application/x-www-form-urlencoded", body: "" },
  { name: "empty multipart without a boundary", type: "multipart/form-data", body: "" },
  {
    name: "wrong types",
    type: "application/json",
    body: JSON.stringify({ title: 12, name: false, email: [], startDate: {}, id: "x", categoryId: true, isPremium: "junk", intent: 7 }),
  },
  {
    name: "huge strings",
    type: "application/json",
    body: JSON.stringify({ title: huge, name: huge, email: huge, message: huge, subject: huge, description: huge }),
  },
  {
    name: "NUL bytes",
    type: "application/json",
    body: JSON.stringify({
      title: "a\u0000b",
      name: "\u0000",
      email: "a@b.c\u0000",
      message: "\u0000".repeat(30),
      subject: "\u0000\u0000\u0000\u0000\u0000",
    }),
  },
  {
    name: "control characters",
    type: "application/json",
    body: JSON.stringify({ title: "\u0007\u001b[31m", name: "\u0008\u0008", message: "\u001f".repeat(25) }),
  },
  {
    name: "huge and negative numbers",
    type: "application/json",
    body: '{"id":1e309,"categoryId":-1,"maxAttendees":9007199254740993,"businessId":-5,"limit":99999999999999999999,"page":-1}',
  },
  {
    name: "arrays for strings",
    type: "application/json",
    body: JSON.stringify({ title: ["a"], name: ["b"], email: ["c@d.e"], message: ["m"], role: ["admin"], status: ["x"] }),
  },
  { name: "broken JSON", type: "application/json", body: '{"title": "unterminated' },
  { name: "text/plain", type: "text/plain", body: "title=hello&name=world" },
  { name: "no content type", body: "title=hello" },
  { name: "junk form", type: "application/x-www-form-urlencoded", body: "intent=%00&id=-1&title=%00&categoryId=1e309&isPremium=junk&email=%00" },
  {
    name: "broken multipart",
    type: "multipart/form-data; boundary=----greenwood",
    body: '------greenwood\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated',
  },
];

let w: TestWorker;
let admin: string;
let tables: string[];

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = (await w.db.all<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM "${t}"`)))[0]!.n;
  return counts;
}

beforeAll(async () => {
  w = await startTestWorker();
  admin = await sessionCookie(w, "seed-admin");
  const rows = await w.db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%_fts%' AND name NOT LIKE '\\_\\_%' ESCAPE '\\'`,
  );
  // Sessions renew on use; everything else must stay as it was.
  tables = rows.map((r) => r.name).filter((n) => n !== "sessions");
});
afterAll(async () => {
  await w?.close();
});

/**
 * One hostile request, sent over node:http as a browser sends a form: a server may answer before it has read a body
 * it refuses (a 405 for PUT, a 415, a cross-site refusal) and close the connection, and node:http takes that early
 * answer where undici's fetch reported "write ECONNRESET" and lost it (seen on two busy cores, worse with two test
 * files at once). The request is the one `w.fetch` makes: the site's URL (miniflare's MF-Original-URL), Origin, Host.
 * A reset before any answer is tried once more; a route that answers nothing twice still fails the test.
 */
async function sendHostile(path: string, init: { method: string; cookie?: string; headers: Record<string, string>; body?: string }) {
  const runtime = await w.mf.ready;
  const once = () =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const headers: Record<string, string> = {
        ...init.headers,
        Origin: BASE,
        "X-Forwarded-Host": new URL(BASE).host,
        "MF-Original-URL": `${BASE}${path}`,
        "MF-Disable-Pretty-Error": "true",
        "Content-Length": String(Buffer.byteLength(init.body ?? "")),
      };
      if (init.cookie) headers.Cookie = init.cookie;
      let answered = false;
      const req = http.request(new URL(path, runtime), { method: init.method, headers, agent: false }, (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("close", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
      });
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      req.end(init.body ?? "");
    });
  try {
    return await once();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "ECONNRESET" && code !== "EPIPE") throw error;
    return once();
  }
}

describe("hostile bodies", () => {
  it("finds the actions and /api endpoints", () => {
    expect(targets.length).toBeGreaterThan(20);
    expect(targets).toContain("/api/events/create");
    expect(targets).toContain("/events/create");
  });

  it("stays bounded: a fixed number of requests", () => {
    // Each target gets every hostile body by POST and PUT; a new route adds 2 × HOSTILE.length requests.
    expect(targets.length * HOSTILE.length * 2).toBeLessThan(3_000);
  });

  // Bounded in time too: one route's bodies in 60 s at most.
  it.each(targets)("%s answers every hostile body with 4xx, no stack trace, no row changed", { timeout: 60_000 }, async (path) => {
    const before = await rowCounts();
    for (const hostile of HOSTILE) {
      if (BODILESS.has(path) && !hostile.body) continue;
      const headers: Record<string, string> = {};
      if (hostile.type) headers["Content-Type"] = hostile.type;
      for (const method of ["POST", "PUT"]) {
        const res = await sendHostile(path, { method, cookie: AS_VISITOR.has(path) ? undefined : admin, headers, body: hostile.body });
        const text = res.text;
        if (UNCONFIGURED.has(path) && res.status === 503 && /not (set|configured)/.test(text)) continue;
        expect(res.status, `${method} ${path} with ${hostile.name}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${path} with ${hostile.name}: ${text.slice(0, 200)}`).toBeLessThan(500);
        expect(text, `${method} ${path} with ${hostile.name}`).not.toMatch(/\n\s+at [\w.<>$]+ \(|RangeError|TypeError|SQLITE_|Failed query/);
      }
    }
    expect(await rowCounts()).toEqual(before);
  });
});
