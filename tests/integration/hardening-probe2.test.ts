// Issue 28 (the second security probe): line injection into calendar files and mail subjects, the create limit on
// every write route, the client address the limits trust, bodies a form route cannot read, the webhooks' messages,
// the contact receipt, HSTS, impossible dates, isPremium's type and an edit form posted without its fields.
import { readdirSync, readFileSync } from "node:fs";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateToTownLocal } from "../../app/lib/dates";
import { ONE_LINE_MESSAGE } from "../../app/lib/fields";
import { businesses, events, mailMessages, newsArticles, supportMessages } from "../../db/schema";
import { WRITES_NOT_CREATE_LIMITED } from "../../workers/security";
import { clearOfMinuteTurn, pageText, postForm, postJson, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const DAY = 86_400_000;
const contact = (extra: Record<string, unknown> = {}) => ({
  name: "Sam Resident",
  email: "sam@example.com",
  subject: "Street lights",
  message: "The street light on Main Street has been out for a week.",
  category: "General Questions",
  ...extra,
});
const count = async (w: TestWorker, table: typeof events | typeof supportMessages | typeof newsArticles) =>
  (await w.db.select({ n: sql<number>`count(*)` }).from(table))[0]!.n;

describe("one worker, default limits", () => {
  let w: TestWorker;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    w = await startTestWorker();
    member = await sessionCookie(w, "seed-member-jamie");
    admin = await sessionCookie(w, "seed-admin");
  });
  afterAll(async () => {
    await w?.close();
  });

  describe("item 3: no line injection into Add to calendar files", () => {
    it("refuses a title, location or organizer with CR/LF (form and API) with a clear message, and stores nothing", async () => {
      const before = await count(w, events);
      const start = new Date(Date.now() + 3 * DAY);
      const injected = "Picnic\r\nBEGIN:VALARM\r\nACTION:DISPLAY";
      for (const extra of [{ title: injected }, { location: "Park\nBEGIN:VEVENT" }, { organizerName: "Parks\rX-EVIL:1" }, { title: "Tab\there" }]) {
        const api = await postJson(w, "/api/events/create", member, { title: "Picnic", location: "Park", startDate: start.toISOString(), ...extra });
        expect(api.status, JSON.stringify(extra)).toBe(400);
        expect(JSON.stringify(await api.json())).toContain(ONE_LINE_MESSAGE);
      }
      const form = await postForm(w, "/events/create", member, {
        tier: "standard",
        title: injected,
        location: "Park",
        startDate: dateToTownLocal(start),
      });
      expect(form.status).toBe(400);
      expect(pageText(await form.text())).toContain(ONE_LINE_MESSAGE);
      expect(await count(w, events)).toBe(before);
    });

    it("a stored title, description and location with line breaks stay inside their properties of /events/<id>.ics", async () => {
      const [row] = await w.db
        .insert(events)
        .values({
          title: "Old row\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M\r\nEND:VALARM",
          description: "Line one\rEND:VEVENT\nBEGIN:VEVENT\r\nUID:injected",
          startDate: new Date(Date.now() + 4 * DAY),
          location: "Hall\nX-INJECTED:1",
        })
        .returning({ id: events.id });
      const res = await w.fetch(`/events/${row!.id}.ics`);
      expect(res.status).toBe(200);
      const body = await res.text();
      // Every line ends with CRLF: no bare CR or LF that a calendar could read as a line of its own.
      expect(body.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      const lines = body.replace(/\r\n[ \t]/g, "").split("\r\n");
      expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
      expect(lines.some((l) => /^(BEGIN:VALARM|TRIGGER|UID:injected|X-INJECTED)/.test(l))).toBe(false);
      // The calendar's name (the event title) is escaped too.
      const name = lines.find((l) => l.startsWith("X-WR-CALNAME"));
      expect(name).toBe("X-WR-CALNAME:Old row\\nBEGIN:VALARM\\nTRIGGER:-PT5M\\nEND:VALARM");
      expect(lines.find((l) => l.startsWith("SUMMARY"))).toBe("SUMMARY:Old row\\nBEGIN:VALARM\\nTRIGGER:-PT5M\\nEND:VALARM");
    });
  });

  describe("item 9: the contact form", () => {
    it("refuses a subject or a name with CR/LF (page and API) and stores nothing", async () => {
      const before = await count(w, supportMessages);
      for (const extra of [{ subject: "Hello\r\nBcc: victim@example.com" }, { name: "Sam\nResident" }]) {
        const api = await postJson(w, "/api/support/contact", undefined, contact(extra));
        expect(api.status, JSON.stringify(extra)).toBe(400);
        expect((await api.json()) as { message: string }).toMatchObject({ message: ONE_LINE_MESSAGE });
        const page = await postForm(w, "/support", undefined, contact(extra) as Record<string, string>);
        expect(page.status).toBe(400);
        expect(pageText(await page.text())).toContain(ONE_LINE_MESSAGE);
      }
      expect(await count(w, supportMessages)).toBe(before);
    });

    it("the receipt to a typed-in address quotes neither the subject nor the message; a member's own address gets both", async () => {
      const spam = "Visit cheap-pills.example today for the best prices on everything";
      expect(
        (await postJson(w, "/api/support/contact", undefined, contact({ email: "stranger@example.net", subject: "Cheap pills here", message: spam })))
          .status,
      ).toBe(201);
      const [receipt] = await w.db.select().from(mailMessages).where(eq(mailMessages.toAddress, "stranger@example.net"));
      expect(receipt!.kind).toBe("contact-receipt");
      expect(receipt!.subject).toBe("We received your message");
      expect(receipt!.textBody).not.toContain(spam);
      expect(receipt!.textBody).not.toContain("Sam Resident");

      const own = "A question from my own account about the events calendar.";
      const res = await postJson(w, "/api/support/contact", member, contact({ email: "jamie.chen@greenwood.example", message: own }));
      expect(res.status).toBe(201);
      const [mine] = await w.db
        .select()
        .from(mailMessages)
        .where(eq(mailMessages.toAddress, "jamie.chen@greenwood.example"))
        .orderBy(desc(mailMessages.id));
      expect(mine!.subject).toBe("We received your message: Street lights");
      expect(mine!.textBody).toContain(own);
    });
  });

  describe("item 7: bodies a route cannot read", () => {
    it("an empty POST with no Content-Type is refused with 4xx on form routes, before the route reads it", async () => {
      for (const [path, cookie] of [
        ["/support", undefined],
        ["/admin/orders", admin],
        ["/admin/news", admin],
        ["/checkout", member],
        ["/events/create", member],
        ["/post-classified", member],
      ] as const) {
        // No body at all: fetch would label an empty string text/plain.
        const res = await w.fetch(path, { method: "POST", cookie });
        expect(res.status, path).toBeGreaterThanOrEqual(400);
        expect(res.status, path).toBeLessThan(500);
      }
    });

    it("a forged PayPal webhook answers 503 when PayPal is not configured, naming nothing", async () => {
      const res = await w.fetch("/api/paypal/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ id: "WH-1", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: "x", custom_id: "1" } }),
      });
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(text).toContain("Webhook not configured");
      expect(text).not.toMatch(/PAYPAL_/);
    });
  });

  describe("left from the first probe", () => {
    it("HSTS is on every answer, http included (browsers ignore it there)", async () => {
      for (const path of ["/", "/api/events", "/nowhere-at-all"]) {
        expect((await w.fetch(path)).headers.get("Strict-Transport-Security"), path).toBe("max-age=31536000; includeSubDomains");
      }
    });

    it("news publishedAt refuses year 10000 and 30 February (API and form), storing nothing", async () => {
      const before = await count(w, newsArticles);
      const year = new Date().getUTCFullYear() + 1;
      for (const publishedAt of ["10000-01-01T00:00:00Z", "+010000-01-01T00:00:00Z", `${year}-02-30T10:00`, `${year}-02-30`, "1999-12-31T10:00"]) {
        const res = await postJson(w, "/api/news", admin, { title: "Date test", content: "<p>Body</p>", publishedAt });
        expect(res.status, publishedAt).toBe(400);
        const form = await postForm(w, "/news/create", admin, { intent: "publish", title: "Date test", content: "<p>Body</p>", publishedAt });
        expect(form.status, `form ${publishedAt}`).toBe(400);
      }
      expect(await count(w, newsArticles)).toBe(before);
      expect((await postJson(w, "/api/news", admin, { title: "Real date", content: "<p>Body</p>", publishedAt: `${year}-02-28T10:00` })).status).toBe(
        201,
      );
    });

    it("isPremium given as an object or a list is refused with 400", async () => {
      const before = await count(w, newsArticles);
      const article = {
        title: "A community garden opens on Elm Street",
        excerpt: "Neighbours planted thirty beds over the weekend.",
        content: "The new garden on Elm Street has thirty raised beds. ".repeat(4),
        category: "Community",
      };
      for (const isPremium of [{}, { value: true }, [], [true], "maybe"]) {
        const res = await postJson(w, "/api/articles/submit", member, { ...article, isPremium });
        expect(res.status, JSON.stringify(isPremium)).toBe(400);
      }
      expect(await count(w, newsArticles)).toBe(before);
    });

    it("an empty POST to a business's edit form changes nothing and says why", async () => {
      const [b] = await w.db
        .select()
        .from(businesses)
        .where(sql`${businesses.description} IS NOT NULL AND ${businesses.address} IS NOT NULL AND ${businesses.phone} IS NOT NULL`)
        .limit(1);
      for (const body of ["", "logoUrl="]) {
        const res = await w.fetch(`/businesses/${b!.id}/edit`, {
          method: "POST",
          cookie: admin,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body,
        });
        expect(res.status).toBe(400);
        expect(pageText(await res.text())).toContain("This form was incomplete, so nothing was changed.");
      }
      const [after] = await w.db.select().from(businesses).where(eq(businesses.id, b!.id));
      expect({ description: after!.description, address: after!.address, phone: after!.phone, website: after!.website, email: after!.email }).toEqual(
        {
          description: b!.description,
          address: b!.address,
          phone: b!.phone,
          website: b!.website,
          email: b!.email,
        },
      );
    });
  });
});

describe("item 8: the Stripe webhook's messages", () => {
  it("with the webhook secret but no API key: 503 with a fixed message that names no variable", async () => {
    const w = await startTestWorker({ vars: { STRIPE_WEBHOOK_SECRET: "whsec_probe" } });
    try {
      const res = await w.fetch("/api/stripe/webhook", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=x" },
        body: "{}",
      });
      expect(res.status).toBe(503);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: "Webhook not configured" });
      expect(text).not.toMatch(/STRIPE_/);
    } finally {
      await w.close();
    }
  });

  it("a bad signature gets one fixed message, not the verifier's reasons", async () => {
    const w = await startTestWorker({ vars: { STRIPE_WEBHOOK_SECRET: "whsec_probe", STRIPE_SECRET_KEY: "sk_test_probe" } });
    try {
      for (const signature of ["t=1,v1=x", "garbage"]) {
        const res = await w.fetch("/api/stripe/webhook", {
          method: "POST",
          headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
          body: "{}",
        });
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ message: "Webhook signature verification failed" });
      }
    } finally {
      await w.close();
    }
  });
});

describe("item 11: the address the per-address limits count", () => {
  const contactFrom = (w: TestWorker, ip: string) =>
    w.fetch("/api/support/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(contact()),
    });

  it("locally (wrangler dev, tests) a client's CF-Connecting-IP is not trusted: new values share one limit", async () => {
    const w = await startTestWorker({ rateLimits: { CONTACT_LIMITER: 2 } });
    try {
      await clearOfMinuteTurn();
      const statuses = [];
      for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"]) statuses.push((await contactFrom(w, ip)).status);
      expect(statuses).toEqual([201, 201, 429, 429]);
    } finally {
      await w.close();
    }
  });

  it("in production, where Cloudflare's edge sets it, each address has its own limit", async () => {
    const w = await startTestWorker({ vars: { ENVIRONMENT: "production" }, rateLimits: { CONTACT_LIMITER: 1 } });
    try {
      await clearOfMinuteTurn();
      expect((await contactFrom(w, "198.51.100.1")).status).toBe(201);
      expect((await contactFrom(w, "198.51.100.1")).status).toBe(429);
      expect((await contactFrom(w, "198.51.100.2")).status).toBe(201);
    } finally {
      await w.close();
    }
  });
});

// The action routes, found from the route files as the fuzz test finds them.
const ROUTES_DIR = "app/routes";
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
const actionPaths = [
  ...new Set(
    routeFiles
      .filter((f) => /export (async )?function action|export const action/.test(readFileSync(`${ROUTES_DIR}/${f}`, "utf8")))
      .map(pathOf)
      .filter((p): p is string => p !== null),
  ),
].sort();
// Limited by their own limiters (sign-in, the contact form, the weekly letter's sign-up and saved-search alerts).
const OWN_LIMITER = new Set([
  "/api/login",
  "/api/login/1",
  "/support",
  "/api/support/contact",
  "/subscribe",
  "/saved-searches",
  "/warnings",
  "/api/push/subscriptions",
]);

describe("item 4: every write route is counted by the create limit", () => {
  let w: TestWorker;
  let member: string;
  beforeAll(async () => {
    w = await startTestWorker({ rateLimits: { CREATE_LIMITER: 1 } });
    member = await sessionCookie(w, "seed-member-jamie");
  });
  afterAll(async () => {
    await w?.close();
  });

  it("finds the create forms the first probe found unlimited", () => {
    for (const path of [
      "/post-classified",
      "/jobs/post",
      "/events/create",
      "/businesses/add",
      "/classifieds/1/edit",
      "/businesses/1/edit",
      "/events/1/edit",
    ]) {
      expect(actionPaths).toContain(path);
    }
  });

  it.each(actionPaths.filter((p) => !OWN_LIMITER.has(p) && !WRITES_NOT_CREATE_LIMITED.test(p)))("POST %s beyond the limit is 429", async (path) => {
    const post = () => w.fetch(path, { method: "POST", cookie: member, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
    // The limit is one write a minute, in fixed windows of the clock's minutes: the first post takes this minute's one
    // (or is already beyond it), the second is beyond it, both in one minute.
    await clearOfMinuteTurn(2_000);
    await (await post()).arrayBuffer();
    const res = await post();
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
  });

  it("the routes left out are only sign-in, the webhooks, admins' pages, a member's account and mail links", () => {
    const left = actionPaths.filter((p) => WRITES_NOT_CREATE_LIMITED.test(p));
    expect(
      left.every((p) =>
        /^\/(api\/(login|logout|auth)|api\/(stripe|paypal|mail)\/webhook|admin|api\/admin|account|mail\/|letters\/(manage|unsubscribe)$|subscribe\/confirm$|saved-searches\/(confirm|unsubscribe)$|warnings\/(confirm|unsubscribe)$)/.test(
          p,
        ),
      ),
    ).toBe(true);
    // Nothing a member creates for residents to see is left out.
    for (const p of [
      "/post-classified",
      "/jobs/post",
      "/events/create",
      "/submit-article",
      "/news/create",
      "/businesses/add",
      "/checkout",
      "/api/classifieds",
      "/api/jobs",
    ]) {
      expect(WRITES_NOT_CREATE_LIMITED.test(p), p).toBe(false);
    }
  });
});

describe("the warnings' mail sign-up shares the subscribe limit (issue 42)", () => {
  let w: TestWorker;
  beforeAll(async () => {
    w = await startTestWorker({ rateLimits: { SUBSCRIBE_LIMITER: 1 } });
  });
  afterAll(async () => {
    await w?.close();
  });

  it("POST /warnings beyond the subscribe limit is 429", async () => {
    const post = () =>
      w.fetch("/warnings", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=neighbour%40example.org",
      });
    await clearOfMinuteTurn(2_000);
    await (await post()).arrayBuffer();
    const res = await post();
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
  });
});
